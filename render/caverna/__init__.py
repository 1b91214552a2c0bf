"""Caverna pictures: the shared action board, the furnishing supply and each home board,
drawn from the public view only.

``draw_shared`` is the DESIGN.md function (the action board with the round track);
``draw_supply`` draws the 48 furnishing tiles, a second picture because both together
would not be readable at 1200 px wide. Every function takes ``say``, the reader's
language (``str``: English; see ``render.common.words``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.caverna import from_view, turn
from render.caverna.board import draw_board
from render.caverna.home import draw_home
from render.caverna.supply import draw_supply_tiles
from render.common.canvas import Canvas
from render.common.words import Localiser, speaking


def player_canvas(view: Mapping[str, Any], seat: int, *, say: Localiser = str) -> Canvas:
    with speaking(say):
        return draw_home(from_view.home(view, seat))


def draw_player(view: Mapping[str, Any], seat: int, *, say: Localiser = str) -> bytes:
    return player_canvas(view, seat, say=say).png()


def shared_canvas(view: Mapping[str, Any], *, say: Localiser = str) -> Canvas:
    with speaking(say):
        return draw_board(from_view.board(view))


def supply_canvas(view: Mapping[str, Any], *, say: Localiser = str) -> Canvas:
    with speaking(say):
        return draw_supply_tiles(from_view.supply(view))


def draw_shared(view: Mapping[str, Any], *, say: Localiser = str) -> bytes:
    """The action board, round track and players: what changes on every move."""
    return shared_canvas(view, say=say).png()


def draw_supply(view: Mapping[str, Any], *, say: Localiser = str) -> bytes:
    """The furnishing supply: every tile, taken ones greyed with their owner."""
    return supply_canvas(view, say=say).png()


def turn_canvas(view: Mapping[str, Any], *, say: Localiser = str) -> Canvas:
    with speaking(say):
        return turn.turn_canvas(view)


def draw_turn(view: Mapping[str, Any], *, say: Localiser = str) -> bytes:
    """The compact picture for the turn, readable at phone width (issue 12)."""
    return turn_canvas(view, say=say).png()
