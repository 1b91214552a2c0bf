"""Issue 12, end of game: the final shared picture of every game shows each player's
score breakdown and total; Cavern Tavern's also shows the revealed secret objectives."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from render.__main__ import play_moves
from render.cavern_tavern.from_view import _category
from render.common.canvas import LoggedCanvas
from render.common.numbers import number
from rules import get_engine

GAMES = [("caverna", 2, 3), ("caverna", 1, 3), ("cave-vs-cave", 2, 2),
         ("cave-vs-cave", 1, 2), ("cavern-tavern", 3, 1), ("cavern-tavern", 1, 1)]


@lru_cache(maxsize=8)
def _final_view(key: str, players: int, seed: int) -> dict[str, Any]:
    engine = get_engine(key)
    state, _ = play_moves(engine, players, seed, 100_000)
    assert engine.is_over(state)
    return engine.view(state, None)


def _shared_texts(key: str, view: dict[str, Any]) -> list[str]:
    module = __import__(f"render.{key.replace('-', '_')}", fromlist=["shared_canvas"])
    canvas = module.shared_canvas(view)
    assert isinstance(canvas, LoggedCanvas)
    return list(canvas.texts)


def _lines(key: str, view: dict[str, Any]) -> list[tuple[list[tuple[str, int]], int]]:
    if key == "cavern-tavern":
        return [([(_category(label), points) for label, points in f["lines"]], f["total"])
                for f in view["final_scores"]]
    return [([(label, points) for label, points in p["score_lines"]], p["score"])
            for p in view["players"]]


@pytest.mark.parametrize(("key", "players", "seed"), GAMES)
def test_the_final_picture_shows_each_players_breakdown(key: str, players: int,
                                                        seed: int) -> None:
    view = _final_view(key, players, seed)
    texts = _shared_texts(key, view)
    for lines, total in _lines(key, view):
        for label, _ in lines:
            assert label in texts, label
        assert number(total) in texts
    assert "Total" in texts


def test_the_final_tavern_picture_reveals_the_secret_objectives() -> None:
    view = _final_view("cavern-tavern", 3, 1)
    drawn = "\n".join(_shared_texts("cavern-tavern", view))
    for final in view["final_scores"]:
        assert final["objective"]["name"] in drawn
        assert final["objective"]["text"] in " ".join(drawn.split())


@pytest.mark.parametrize(("key", "seed"), [("caverna", 3), ("cave-vs-cave", 2),
                                           ("cavern-tavern", 1)])
def test_solo_ends_with_a_verdict(key: str, seed: int) -> None:
    view = _final_view(key, 1, seed)
    drawn = " ".join(_shared_texts(key, view))
    assert "Highest score" not in drawn
    assert any(word in drawn for word in ("missed", "reached", "lost", "won", "outstanding"))
