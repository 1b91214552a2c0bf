"""A journal line joins one player's sentences with « ; »: French goes on in lower case after
it (a reader saw « … ; Pour Hélène, l'effet … »), but a name keeps its capital."""

from __future__ import annotations

from bot.i18n import tr
from bot.texts import joined_sentences


def test_a_sentence_after_a_semicolon_goes_on_in_lower_case() -> None:
    line = joined_sentences(["Hélène prend 1 Fruit.", "La pioche « Nasty dit » est vide.",
                             "Miss Nasty ouvre la Chambre Secrète."], "fr")
    assert "; la pioche" in line and "; Miss Nasty" in line, line
    assert line.startswith("Hélène"), line


def test_the_end_of_a_nasty_says_card_starts_with_the_name() -> None:
    said = tr("fr", "tavern-ev-says-done", who="Hélène", card="Go in the kitchen")
    assert said.startswith("Hélène"), said
