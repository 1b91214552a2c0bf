"""Caverna pictures: the shared action board, the furnishing supply and each home board,
drawn from the public view only.

``draw_shared`` is the DESIGN.md function (the action board with the round track);
``draw_supply`` draws the 48 furnishing tiles, a second picture because both together
would not be readable at 1200 px wide.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.caverna import from_view
from render.caverna.home import draw_home
from render.common.canvas import Canvas


def player_canvas(view: Mapping[str, Any], seat: int) -> Canvas:
    return draw_home(from_view.home(view, seat))


def draw_player(view: Mapping[str, Any], seat: int) -> bytes:
    return player_canvas(view, seat).png()
