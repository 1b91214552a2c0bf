"""Cave vs Cave pictures: the shared board and each player's cave, from the public view.

Every function takes ``say``, the reader's language (``str``: English; see
``render.common.words``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.cave_vs_cave import from_view, turn
from render.cave_vs_cave.board import draw_board
from render.cave_vs_cave.cave import draw_cave
from render.common.canvas import Canvas
from render.common.words import Localiser, speaking


def shared_canvas(view: Mapping[str, Any], *, say: Localiser = str) -> Canvas:
    with speaking(say):
        return draw_board(from_view.board(view))


def player_canvas(view: Mapping[str, Any], seat: int, *, say: Localiser = str) -> Canvas:
    with speaking(say):
        return draw_cave(from_view.cave(view, seat))


def draw_shared(view: Mapping[str, Any], *, say: Localiser = str) -> bytes:
    return shared_canvas(view, say=say).png()


def draw_player(view: Mapping[str, Any], seat: int, *, say: Localiser = str) -> bytes:
    return player_canvas(view, seat, say=say).png()


def turn_canvas(view: Mapping[str, Any], *, say: Localiser = str) -> Canvas:
    with speaking(say):
        return turn.turn_canvas(view)


def draw_turn(view: Mapping[str, Any], *, say: Localiser = str) -> bytes:
    """The compact picture for the turn, readable at phone width (issue 12)."""
    return turn_canvas(view, say=say).png()
