"""Cave vs Cave at a glance: each cave small, with its points and goods."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.cave_vs_cave import from_view
from render.cave_vs_cave.board import cvc_title
from render.cave_vs_cave.cave import draw_cave
from render.cave_vs_cave.model import GOODS
from render.common import palette as pal
from render.common.canvas import Canvas
from render.common.geometry import Rect
from render.common.glance import Fact, PlayerGlance, thumbnail
from render.common.icons import good_icon
from render.common.seats import seat_colour, seat_ink
from render.common.sheet import Icon
from render.common.words import say
from rules.cave_vs_cave.data import amount


def _good(good: str) -> Icon:
    def draw(canvas: Canvas, area: Rect) -> None:
        good_icon(canvas, area, good, pal.GOODS[good])
    return draw


def heading(view: Mapping[str, Any]) -> str:
    return cvc_title(from_view.board(view))


def players(view: Mapping[str, Any]) -> list[PlayerGlance]:
    found = []
    for entry in view.get("players") or []:
        cave = from_view.cave(view, entry["seat"])
        facts = tuple(Fact(g, cave.resources.get(g, 0), say(amount(cave.resources.get(g, 0), g)),
                           _good(g)) for g in GOODS)
        found.append(PlayerGlance(cave.seat, cave.name, cave.score, seat_colour(cave.seat),
                                  seat_ink(cave.seat), facts, thumbnail(draw_cave(cave).image)))
    return found
