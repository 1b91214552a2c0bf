"""Every game's board once the game is scored, for every seat and a spectator, in English,
French and Japanese: it never speaks as if the game went on (« 8 points so far », « not met
yet », « if the game ended now »), which it did on Cave vs Cave's solo goal and Cavern
Tavern's secret objective."""

from __future__ import annotations

import re
from functools import cache
from html import unescape

import pytest

import rules
from bot.i18n import tr
from rules.core import State
from rules.core.playout import random_game
from tests.web.boards import caverna_pages, cvc_pages, tavern_pages

LANGS = ("en", "fr", "ja")
# (game, players, seed): one random game each, played to its end.
GAMES = [("cave-vs-cave", 1, 9201), ("cave-vs-cave", 2, 9202), ("caverna", 2, 9203),
         ("caverna", 1, 9204), ("cavern-tavern", 3, 9205)]
# What only a game going on says: each message's fixed words (its arguments left out).
LIVE_ONLY = ("web-cvc-solo-score", "web-cvc-solo-to-go", "pic-caverna-if-ended",
             "webct-if-ended", "webct-with-secrets", "webct-objective-met",
             "webct-objective-not-met", "web-scores-now")
HOLE = "\u0000"


@cache
def last_state(key: str, players: int, seed: int) -> State:
    states: list[State] = []
    random_game(rules.get_engine(key), players, seed,
                on_move=lambda before, seat, oid, after: states.append(after))
    return states[-1]


def board(key: str, state: State, seat: int | None, lang: str) -> str:
    if key == "cave-vs-cave":
        return cvc_pages.drawn(state, seat, lang)
    if key == "caverna":
        return caverna_pages.page(state, seat, lang)
    return tavern_pages.page(state, seat, lang)[1]


def words(key: str, lang: str) -> list[str]:
    """The fixed parts of a message, longest first (« points so far », « if the game ended
    now »): what it says whatever its numbers."""
    said = tr(lang, key, points=HOLE, count=HOLE, goal=HOLE, above=HOLE)
    return sorted((p.strip(" :：·\u202f") for p in said.split(HOLE) if len(p.strip()) >= 2),
                  key=len, reverse=True)


def text(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


@pytest.mark.parametrize(("key", "players", "seed"), GAMES)
def test_a_scored_board_never_speaks_as_if_the_game_went_on(key: str, players: int,
                                                             seed: int) -> None:
    state = last_state(key, players, seed)
    assert not rules.get_engine(key).pending(state), "the game is over"
    for lang in LANGS:
        live_words = {k: words(k, lang) for k in LIVE_ONLY}
        for seat in [*range(players), None]:
            shown = text(board(key, state, seat, lang))
            for message, parts in live_words.items():
                assert parts, message
                assert parts[0] not in shown, (lang, seat, message, parts[0])
