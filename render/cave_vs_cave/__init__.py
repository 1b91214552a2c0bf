"""Cave vs Cave pictures: the shared board and each player's cave, from the public view."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.cave_vs_cave import from_view, turn
from render.cave_vs_cave.board import draw_board
from render.cave_vs_cave.cave import draw_cave
from render.common.canvas import Canvas


def shared_canvas(view: Mapping[str, Any]) -> Canvas:
    return draw_board(from_view.board(view))


def player_canvas(view: Mapping[str, Any], seat: int) -> Canvas:
    return draw_cave(from_view.cave(view, seat))


def draw_shared(view: Mapping[str, Any]) -> bytes:
    return shared_canvas(view).png()


def draw_player(view: Mapping[str, Any], seat: int) -> bytes:
    return player_canvas(view, seat).png()


def turn_canvas(view: Mapping[str, Any]) -> Canvas:
    return turn.turn_canvas(view)


def draw_turn(view: Mapping[str, Any]) -> bytes:
    """The compact picture for the turn, readable at phone width (issue 12)."""
    return turn_canvas(view).png()
