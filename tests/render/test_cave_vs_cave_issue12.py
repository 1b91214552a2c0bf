"""Issue 12's Cave vs Cave defects, on real engine states: room texts cut in the cave,
rooms used this turn, the orange/blue count, the last round's tile drawn as "?", solo
texts about an opponent, and the square coordinates."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from render.__main__ import CHOOSER_SALT, play_moves
from render.cave_vs_cave import player_canvas, shared_canvas
from render.cave_vs_cave.cave_layout import CELL_H, CELL_W
from render.cave_vs_cave.from_view import room
from render.cave_vs_cave.glyphs import room_face
from render.common.canvas import LoggedCanvas
from render.common.geometry import Rect
from render.common.text import ELLIPSIS
from rules.cave_vs_cave import ENGINE
from rules.cave_vs_cave.data import ROOMS
from rules.cave_vs_cave.view import room_view
from rules.core import Rng


def _texts(canvas: object) -> str:
    assert isinstance(canvas, LoggedCanvas)
    return "\n".join(canvas.texts)


@lru_cache(maxsize=8)
def _view(players: int, seed: int, moves: int) -> dict[str, Any]:
    state, _ = play_moves(ENGINE, players, seed, moves)
    return ENGINE.view(state, None)


@pytest.mark.parametrize("number", [n for n in ROOMS if n])
def test_every_room_text_is_whole_in_a_cave_space(number: int) -> None:
    # Issue 12: "Sacrificial Altar loses '→ 3 gold'".
    canvas = LoggedCanvas(CELL_W, CELL_H, (0, 0, 0))
    tile = room(room_view(number))
    room_face(canvas, Rect(0, 0, CELL_W, CELL_H), tile)
    drawn = " ".join(canvas.texts)
    assert ELLIPSIS not in drawn
    assert " ".join(tile.text.split()) in " ".join(drawn.split())


def _first_state_with_a_used_room() -> dict[str, Any]:
    # A room action shows its used rooms only while it goes on (issue 28: it ends by
    # itself after the last usable room), so a game may have none: try a few seeds.
    for seed in range(1, 20):
        state = ENGINE.new_game(2, seed)
        chooser = Rng(seed ^ CHOOSER_SALT)
        while not ENGINE.is_over(state):
            decision = chooser.choice(ENGINE.pending(state))
            state = ENGINE.apply(state, decision.seat, chooser.choice(decision.options).id)
            view = ENGINE.view(state, None)
            if view["rooms_used"]:
                return view
    raise AssertionError("no room was used in these games")


def test_rooms_used_in_the_room_action_under_way_are_marked() -> None:
    view = _first_state_with_a_used_room()
    seat = view["current_player"]
    assert "✓ used" in _texts(player_canvas(view, seat))
    assert "✓ used" not in _texts(player_canvas(view, 1 - seat))


def test_the_cave_shows_the_orange_and_blue_rooms_that_limit_furnishing() -> None:
    view = _view(2, 2, 120)
    for seat, p in enumerate(view["players"]):
        text = _texts(player_canvas(view, seat))
        assert f"Rooms: {p['orange_rooms']} orange · {p['blue_rooms']} blue" in text


@pytest.mark.parametrize("players", [1, 2])
def test_the_last_rounds_tile_is_shown_as_renovation_while_face_down(players: int) -> None:
    view = _view(players, 2, 0)
    assert [t["status"] for t in view["action_tiles"] if t["group"] == "R"] == ["hidden"]
    assert "Renovation" in _texts(shared_canvas(view))


def test_solo_never_speaks_of_a_first_player_or_an_opponent() -> None:
    # Move 80: round 7, Renovation face up (its text comes from the view).
    assert "Renovation" in [t.get("name") for t in _view(1, 2, 80)["action_tiles"]]
    for moves in (0, 30, 60, 80):
        view = _view(1, 2, moves)
        texts = _texts(shared_canvas(view)) + _texts(player_canvas(view, 0))
        assert "first player" not in texts.lower()
        assert "opponent" not in texts


def test_the_cave_names_its_columns_and_rows() -> None:
    canvas = player_canvas(_view(2, 2, 0), 0)
    assert isinstance(canvas, LoggedCanvas)
    assert {"A", "B", "C", "1", "2", "3", "4", "5"} <= set(canvas.texts)
