"""Small slips found reading the language samples of seed 501 (300 messages each).

- French wrote the Secret Room's opening hour « 23 h 00 » where every other French text
  (the clock, the guide) writes « 23 h », and with a space a line could break at: the
  class, no French entry writes « h 00 », and French typesetting keeps every hour whole.
- The English guide listed a good's two uses with a comma, « Sow it (3 on the field), eat
  it for 1 food », which reads as both: « Sow it … or eat it … ».
"""

from __future__ import annotations

import re

from bot.i18n import tr
from bot.i18n.french import typeset
from tests.i18n.test_catalogue_scripts import entries


def test_french_hours_on_the_hour_read_without_minutes() -> None:
    # And an hour is never broken across lines: « 23 h » with a no-break space in every
    # message, as the catalogue's clock already wrote it (typeset, not each entry).
    assert tr("fr", "webct-sr-closed") == "S'ouvre au tour 4 (23\u00a0h)."
    assert typeset("tour 5 · 23 h 20, puis 1 h.") == "tour 5 · 23\u00a0h\u00a020, puis 1\u00a0h."
    assert typeset("2 hommes") == "2 hommes"
    wrong = [(key, text) for key, text in entries("fr") if re.search(r"\d\s*h\s*00\b", text)]
    assert not wrong, wrong


def test_a_goods_two_uses_read_as_a_choice() -> None:
    for good in ("grain", "vegetable"):
        text = tr("en", f"guide-caverna-good-{good}")
        assert re.match(r"Sow it \(\d on the field\) or eat it for \d food;", text), text
