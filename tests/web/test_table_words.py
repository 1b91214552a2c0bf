"""The words around the member's choices on the web table: for every prompt that random
games of each game meet, in English, French and Japanese, the heading of the choices never
says « your turn » twice (« Your turn: Your turn » was Cavern Tavern's before each action),
and the line the other readers see never tells them « your turn »."""

from __future__ import annotations

from functools import cache

import pytest

import rules
from bot.i18n import tr
from rules.core.playout import random_game
from web.pages.game import heading, waiting_line

LANGS = ("en", "fr", "ja")
# (game, players, seed): one random game each, seeds of their own.
GAMES = [("caverna", 2, 9101), ("cave-vs-cave", 1, 9102), ("cave-vs-cave", 2, 9103),
         ("cavern-tavern", 3, 9104)]


@cache
def prompts(key: str, players: int, seed: int) -> tuple[str, ...]:
    """Every distinct prompt (by its words in English) the game's decisions carry."""
    engine = rules.get_engine(key)
    found: dict[str, str] = {}

    def seen(before: object, seat: int, option_id: str, after: object) -> None:
        for decision in engine.pending(after):
            found.setdefault(str(decision.prompt), decision.prompt)

    random_game(engine, players, seed, on_move=seen)
    return tuple(found.values())


def your_turn(lang: str) -> str:
    """The words the page puts before a prompt (« Your turn », « À vous »), lower case."""
    before = tr(lang, "web-your-turn", prompt="\u0000").split("\u0000")[0]
    return before.rstrip(" :：\u202f\u00a0").lower()   # French puts a thin space before « : »


@pytest.mark.parametrize(("key", "players", "seed"), GAMES)
def test_the_choices_never_say_your_turn_twice(key: str, players: int, seed: int) -> None:
    met = prompts(key, players, seed)
    assert len(met) >= 3, met
    for lang in LANGS:
        words = your_turn(lang)
        assert words
        for prompt in met:
            said = heading(prompt, lang).lower()
            assert said.count(words) == 1, (lang, said)
            other = waiting_line("Ann", prompt, lang).lower()
            assert words not in other, (lang, other)


def test_cavern_tavern_says_whose_turn_in_words_of_its_own() -> None:
    from rules.cavern_tavern.turn import YOUR_TURN
    assert heading(YOUR_TURN, "en") == "Your turn: choose what to do."
    assert waiting_line("Ann", YOUR_TURN, "fr") == "On attend Ann (choix de son action)."
