"""An English journal line names its player once.

« Hélène: feeds their dwarfs with 1 food and takes 3 begging markers; Hélène's animals
breed: sheep. » (language sample en 502): a sentence that starts with the player's name
loses it under « Hélène: », but a possessive (« Hélène's animals ») stayed. The class,
over every English message (values made up by kind, the player's name forced): a sentence
that starts with the name, or its possessive, reads without it under the line's label.
"""

from __future__ import annotations

import random

from benchmarks.language_sample import catalogue_entries, made_up
from bot.i18n import tr
from bot.texts import joined_sentences, without_subject

NAME = "Hélène"


def test_a_players_possessive_becomes_their() -> None:
    said = tr("en", "caverna-ev-breed", who=NAME, animals="sheep")
    assert without_subject(said, NAME, "en") == "their animals breed: sheep."
    line = joined_sentences(["feeds their dwarfs with 1 food",
                             without_subject(said, NAME, "en")], "en")
    assert line == "feeds their dwarfs with 1 food; their animals breed: sheep."
    assert without_subject("Anaïs's dwarf returns.", NAME, "en") == "Anaïs's dwarf returns."


def test_every_english_sentence_that_starts_with_its_player_loses_the_name() -> None:
    rng = random.Random(17)
    checked = 0
    for key, entry in catalogue_entries("en").items():
        if "who" not in entry.placeholders:
            continue
        values = made_up(entry, rng, {}, "en")
        values["who"] = NAME
        said = tr("en", key, **values)
        if not said.startswith((f"{NAME} ", f"{NAME}'s ")) or said.count(NAME) != 1:
            continue
        checked += 1
        rest = without_subject(said, NAME, "en")
        assert NAME not in rest, (key, said, rest)
    assert checked > 100, checked
