"""Issue 40, item 12: live scores read as final.

Caverna's first round showed −28 for everyone, a Tavern score dropped when an order was
taken: points shown during play count as the final scoring would now, and every place
that shows them during play says so ("if the game ended now"), in every language; once the
game is over they are the results and say nothing of the kind."""

from __future__ import annotations

import functools
import importlib
from typing import Any

import pytest

from bot import texts
from bot.i18n import localize, tr
from bot.outcomes import SeatInfo
from render.__main__ import play_moves
from render.glance import glance
from rules import get_engine

LANGUAGES = ("en", "fr", "ja")
# (game, players, moves into the game); 5000 plays to the end.
CASES = [("cave-vs-cave", 2, 30), ("caverna", 3, 60), ("cavern-tavern", 3, 40)]
# The turn cards that show each player's points (Cavern Tavern's shows its VP track).
TURN_CARD_POINTS = {"cave-vs-cave", "caverna"}


def plain(text: str) -> str:
    return text.replace("\u202f", " ").replace("\u00a0", " ")


@functools.cache
def _view(key: str, players: int, moves: int) -> dict[str, Any]:
    engine = get_engine(key)
    state, _ = play_moves(engine, players, 2, moves)
    return engine.view(state, None)


def _seats(players: int) -> tuple[SeatInfo, ...]:
    return tuple(SeatInfo(seat=s, user_id=s + 1, name=n)
                 for s, n in enumerate(["Ann", "Bob", "Cy"][:players]))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("key", "players", "moves"), CASES)
def test_points_shown_during_play_say_if_the_game_ended_now(
        key: str, players: int, moves: int, lang: str) -> None:
    say = functools.partial(localize, lang=lang)
    note_text = plain(tr(lang, "text-scores-so-far"))
    note_picture = plain(tr(lang, "pic-if-ended-now"))
    for over, view in ((False, _view(key, players, moves)), (True, _view(key, players, 5000))):
        assert view["over"] is over
        words = plain(texts.board_text(key, view, _seats(players), lang))
        drawn = [plain(t) for t in glance(key, view, say=say).canvas.texts]
        if key in TURN_CARD_POINTS:
            module = importlib.import_module(f"render.{key.replace('-', '_')}")
            drawn += [plain(t) for t in module.turn_canvas(view, say=say).texts]
        assert (note_text in words) is not over, (over, words)
        # (a line the page wraps is drawn in pieces)
        assert (note_picture in " ".join(drawn)) is not over, (over, drawn[:6])
