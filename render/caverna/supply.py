"""The furnishing supply: all 48 tiles with cost and points; taken tiles greyed with owner.

Layers in a fixed order: background, header, tiles. A taken tile is grey, crossed and
says "taken by P3", so it reads as taken without colour.
"""

from __future__ import annotations

from functools import lru_cache

from render.caverna.board_layout import supply_layout
from render.caverna.effects import tile_effect
from render.caverna.glyphs import TILE_COLOURS, bonus_text, cost_text
from render.caverna.model import Furnishing, Supply
from render.common import palette as pal
from render.common.canvas import Canvas, LoggedCanvas, Stamp, make_stamp
from render.common.geometry import Rect
from render.common.glyphs import points_shield
from render.common.numbers import number
from render.common.seats import seat_badge, seat_short
from render.common.words import facts_line, language, word
from rules.caverna.data import FURNISHINGS


def draw_supply_tiles(supply: Supply) -> Canvas:
    lay = supply_layout(len(supply.tiles))
    canvas = LoggedCanvas(lay.width, lay.height, pal.BACKGROUND)
    area = lay.header
    canvas.rect(area, fill=pal.PANEL, outline=pal.LINE, width=2, radius=12)
    left = sum(1 for t in supply.tiles if not t.taken)
    canvas.text_in(Rect(area.x + 20, area.y + 4, 760, 40),
                   word("pic-caverna-supply-title", "Caverna — furnishing tiles"),
                   28, pal.INK, bold=True, align="left", max_lines=1)
    canvas.text_in(Rect(area.x + 20, area.y + 42, area.w - 40, 30),
                   word("pic-caverna-supply-note", "{left} of {total} on offer · cost under "
                        "the name · shield = points, ★ = end bonus · grey = taken", left=left,
                        total=len(supply.tiles)), 17, pal.INK, align="left", max_lines=1)
    for entry, rect in zip(supply.tiles, lay.tiles, strict=True):
        mine = entry.taken and entry.owner is not None
        canvas.stamp(_face(entry.tile, rect.w, rect.h, entry.taken, entry.unlimited, mine,
                           language()),
                     (rect.x, rect.y))
        if mine:
            assert entry.owner is not None
            seat_badge(canvas, _foot(rect), entry.owner,
                       word("pic-taken-by", "taken: {name}", name=seat_short(entry.owner)), 14)
    return canvas


def _foot(area: Rect) -> Rect:
    """The tile's bottom left: "on offer", "unlimited", "taken" or the owner's badge."""
    return Rect(area.x + 5, area.bottom - 32, area.w - 50, 26)


@lru_cache(maxsize=256)
def _face(tile: Furnishing, w: int, h: int, dim: bool, unlimited: bool, owned: bool,
          lang: str) -> Stamp:
    """A tile as printed, on offer or taken: 48 tiles x 2 states, drawn once each (per
    language: ``lang`` keys the cache only).

    Only an owned tile's "taken: Pn" badge is left to draw per picture (``owned``).
    """
    return make_stamp(w, h, pal.BACKGROUND,
                      lambda canvas: _tile(canvas, Rect(0, 0, w, h), tile, dim, unlimited,
                                           owned))


def _tile(canvas: Canvas, area: Rect, tile: Furnishing, dim: bool, unlimited: bool,
          owned: bool) -> None:
    strong, light, kind = TILE_COLOURS[tile.colour]
    canvas.rect(area, fill=pal.TAKEN if dim else light, outline=pal.INK if not dim
                else pal.LINE, width=2, radius=6)
    band = Rect(area.x + 2, area.y + 2, area.w - 4, 24)
    canvas.rect(band, fill=pal.SHADE if dim else strong, radius=5)
    band_ink = pal.WHITE if tile.colour == "green" and not dim else pal.INK
    canvas.text((band.x + 6, band.center[1]), word(*kind), 14, band_ink, bold=True,
                anchor="lm")
    ink = pal.MUTED if dim else pal.INK
    name = Rect(area.x + 5, band.bottom + 2, area.w - 10, 42)
    canvas.text_in(name, tile.name, 17, ink, bold=True, max_lines=2)
    cost = Rect(area.x + 5, name.bottom + 1, area.w - 10, 22)
    canvas.text_in(cost, cost_text(tile), 15, ink, max_lines=1)
    bonus = bonus_text(tile.id, FURNISHINGS.get(tile.id, {}).get("bonus"))
    shield = Rect(area.right - 38, area.bottom - 42, 32, 38)
    # What the tile does (issue 12), then its end bonus; the shield's row stays clear.
    effect = facts_line(t for t in (tile_effect(tile.id), bonus) if t)
    if effect:
        canvas.text_in(Rect(area.x + 5, cost.bottom + 2, area.w - 10, shield.y - cost.bottom
                            - 4), effect, 15, ink, max_lines=8, valign="top")
    points = "★" if tile.bonus and not tile.points else number(tile.points)
    points_shield(canvas, shield, points, 16)
    foot = _foot(area)
    if dim:
        # A diagonal stroke: taken tiles read as taken without relying on grey.
        canvas.line([(area.x + 4, area.bottom - 36), (area.right - 4, area.y + 28)],
                    pal.LINE, 3)
        if not owned:
            canvas.text_in(foot, word("pic-caverna-taken", "taken"), 15, pal.INK, bold=True,
                           align="left")
    elif unlimited:
        canvas.text_in(foot, word("pic-caverna-unlimited", "unlimited"), 15, pal.INK,
                       bold=True, align="left")
    else:
        canvas.text_in(foot, word("pic-caverna-on-offer", "on offer"), 15, pal.OI_GREEN,
                       bold=True, align="left")
