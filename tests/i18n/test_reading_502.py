"""English slips found reading the language sample of seed 502 (400 messages).

- « Hélène: does not feed their dwarfs and begs 2 times. »: the rulebook's begging markers
  are taken, as French says (« prend 2 marqueurs de mendicité »).
- « Who worsens 1 on the Nasty track? », « Every player worsens 1 on the Nasty track. »,
  « Improve 3 on the Nasty track »: a number with no unit after a verb that takes none;
  the journal says « goes up to 12 on the Nasty track (worse) », so the prompts and items
  say spaces up or down the track too (« Fall back 2 spaces on the Chores track »). The
  class: no English entry says « worsen(s) N », « improve N » or « fall back N » without
  its spaces.
"""

from __future__ import annotations

import re

from bot.i18n import tr
from tests.i18n.test_catalogue_scripts import entries


def test_begging_markers_are_taken() -> None:
    said = tr("en", "caverna-ev-feed", who="Hélène", paid=0, food="0 food", count=2)
    assert said == "Hélène does not feed their dwarfs and takes 2 begging markers."
    once = tr("en", "caverna-ev-feed", who="Yann", paid=3, food="3 food", count=1)
    assert once == "Yann feeds their dwarfs with 3 food and takes 1 begging marker."


def test_the_nasty_track_is_gone_up_and_down_by_spaces() -> None:
    assert tr("en", "tavern-office-whom") == "Who goes 1 space up the Nasty track (worse)?"
    jargon = re.compile(r"\b(?:worsens?|improves?) \d|\bfall back \d+ (?!spaces?\b)",
                        re.IGNORECASE)
    wrong = [(key, text) for key, text in entries("en") if jargon.search(text)]
    assert not wrong, wrong
