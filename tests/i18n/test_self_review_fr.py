"""Classes found by the French self-review of seeds 341–347 (issue 41), each over every
message of its kind:

- a list of cards never names the same card twice (« Élixir, Élixir » → « Élixir ×2 »),
  in orders, starting hands, payments and the journal, in every language;
"""

from __future__ import annotations

import re

import pytest

from bot import texts
from bot.i18n import localize
from tests.i18n.test_tavern_texts import played

LANGS = ("en", "fr", "ja")
# A capitalised name said twice in a row in a list (« Fruit, Fruit », « Élixir et Élixir »,
# 「果物、果物」).
_TWICE = re.compile(r"(?<![\w-])([A-ZÀ-Ý][\w'-]+|[^\W\dA-Za-z]{2,})(?:, | et | and |、)\1(?![\w-])")


@pytest.mark.parametrize("lang", LANGS)
def test_a_list_of_cards_names_each_card_once(lang: str) -> None:
    labels, events, _ = played()
    said = [localize(label, lang) for label in labels]
    said += [texts.event_text(event, lang) for event in events]
    twice = sorted({s for s in said if _TWICE.search(s)})
    assert twice == [], twice[:5]
