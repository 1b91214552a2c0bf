"""Caverna at a glance: each home board small, with its points, goods and animals."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.caverna import from_view
from render.caverna.board import title
from render.caverna.glyphs import good_dot, good_label
from render.caverna.home import draw_home
from render.caverna.model import ANIMALS, GOODS
from render.common.canvas import Canvas
from render.common.geometry import Rect
from render.common.glance import Fact, PlayerGlance, thumbnail
from render.common.seats import seat_colour, seat_ink
from render.common.sheet import Icon


def _dot(good: str) -> Icon:
    def draw(canvas: Canvas, area: Rect) -> None:
        good_dot(canvas, area.center, area.w // 2 - 1, good)
    return draw


def heading(view: Mapping[str, Any]) -> str:
    return title(from_view.board(view))


def players(view: Mapping[str, Any]) -> list[PlayerGlance]:
    found = []
    for entry in view.get("players") or []:
        home = from_view.home(view, entry["seat"])
        held = [(g, n) for g, n in home.goods if g in GOODS]
        held += [(a, n) for a, n in home.animals if a in ANIMALS]
        facts = tuple(Fact(g, n, good_label(g, n), _dot(g)) for g, n in held)
        found.append(PlayerGlance(home.seat, home.name, home.score, seat_colour(home.seat),
                                  seat_ink(home.seat), facts, thumbnail(draw_home(home).image)))
    return found
