"""The tiles of a home board: one picture per cell kind, each with its name in words.

Landscape kinds differ by texture and outline as well as colour (trees on forest,
strokes on mountain, a thick fence on pastures), and each says what it is.
"""

from __future__ import annotations

from render.caverna.glyphs import TILE_COLOURS, good_dot, good_label, herd_label
from render.caverna.model import Cell, Furnishing
from render.common import palette as pal
from render.common.canvas import Canvas
from render.common.fonts import MIN_TEXT_PX, font
from render.common.geometry import Rect
from render.common.glyphs import points_shield, rock, tint
from render.common.numbers import number
from render.common.text import ELLIPSIS, fit, wrap
from render.common.words import word

FENCE: pal.RGB = pal.GOODS["wood"]
ANIMAL_H = 30           # the strip naming the animals kept on a cell: one line
ANIMAL_LINE_H = 16      # each further line of the strip
# A room's strip has two lines: "3 sheep +2 dogs" is 133 px even at 14 px bold, more
# than a 128 px cell holds on one line beside the dot.
ROOM_ANIMAL_H = ANIMAL_H + ANIMAL_LINE_H

# kind -> (fill, text colour, (message key, English label))
_PLAIN: dict[str, tuple[pal.RGB, pal.RGB, tuple[str, str]]] = {
    "meadow": (tint(pal.OI_GREEN, 1), pal.INK, ("pic-caverna-meadow", "Meadow")),
    "field": (tint(pal.GOODS["wood"], 2), pal.INK, ("pic-caverna-field", "Field")),
    "cavern": (pal.CAVERN, pal.INK, ("pic-caverna-cavern", "Cavern")),
    "tunnel": (tint(pal.ROCK, 2), pal.INK, ("pic-caverna-tunnel", "Tunnel")),
    "deep_tunnel": (tint(pal.ROCK, 3), pal.INK, ("pic-caverna-deep-tunnel", "Deep tunnel")),
    "ore_mine": (pal.ROCK_DARK, pal.WHITE, ("pic-caverna-ore-mine", "Ore mine")),
    "ruby_mine": (tint(pal.OI_VERMILLION, 2), pal.INK, ("pic-caverna-ruby-mine", "Ruby mine")),
    "entry": (pal.ORANGE_LIGHT, pal.INK, ("pic-caverna-entry", "Entry dwelling")),
}
# What the tile adds, said under its name: (message key, English).
_NOTES: dict[str, tuple[str, str]] = {
    "tunnel": ("pic-caverna-tunnel-note", "mines may go here"),
    "deep_tunnel": ("pic-caverna-deep-tunnel-note", "ruby mine may go here"),
    "ore_mine": ("pic-caverna-ore-mine-note", "3 points\n+2 ore mined"),
    "ruby_mine": ("pic-caverna-ruby-mine-note", "4 points\n+1 ruby mined"),
    "entry": ("pic-caverna-entry-note", "room for 2 · 1 pair of animals"),
}


def pasture_capacity(base: int, stables: int) -> int:
    # Each stable in a pasture doubles what it holds (rules: 2 -> 4, 4 -> 8 -> 16).
    return base * 2 ** stables


def capacity(cell: Cell, stables: int) -> int | None:
    """How many animals the cell's pasture, stable or entry holds (None: a room's rule).

    Dogs on a meadow or pasture let it hold one sheep more than there are dogs, when that
    beats its own capacity (the engine's housing rule, rules/caverna/animals.py).
    """
    own: int | None = None
    if cell.kind in ("small_pasture", "large_pasture"):
        own = pasture_capacity(4 if cell.kind == "large_pasture" else 2, stables)
    elif cell.kind == "entry":
        own = 2
    elif cell.stable and cell.kind in ("forest", "meadow"):
        own = 1
    if cell.dogs and cell.kind in ("meadow", "small_pasture", "large_pasture"):
        return max(own or 0, cell.dogs + 1)
    return own


def draw_cell(canvas: Canvas, area: Rect, cell: Cell, stables: int = 0) -> None:
    """One cell (or, for a large pasture, both cells merged into ``area``)."""
    herd = cell.animals is not None or cell.dogs > 0
    lines = _herd_lines(cell, capacity(cell, stables), area.w) if herd else []
    # The animals' strip takes the bottom of the cell, one line more for each line the
    # words need; the cell's own words move up above it.
    strip_h = ANIMAL_H + ANIMAL_LINE_H * (len(lines) - 1) if herd else 0
    if cell.kind == "furnished" and herd:
        strip_h = max(strip_h, ROOM_ANIMAL_H)
    text_area = Rect(area.x, area.y, area.w, area.h - strip_h)
    _draw_kind(canvas, area, text_area, cell, stables)
    if cell.stable:
        stable_badge(canvas, Rect(area.right - 58, area.y + 4, 54, 26))
        if cell.kind in ("forest", "meadow") and not herd:
            canvas.text((area.x + 8, area.bottom - 8), word("pic-caverna-holds-1", "holds 1"), 14,
                        pal.INK, bold=True,
                        anchor="ld")
    if herd:
        _herd(canvas, area.below(area.h - strip_h), cell, lines)
    canvas.rect(area, outline=pal.INK, width=1)


# The strip's text box inside a cell ``w`` px wide: 4 px margins, the token, 3 px pad.
def _herd_text_w(w: int, token: bool) -> int:
    return w - 8 - (22 if token else 6) - 3


def _herd_lines(cell: Cell, holds: int | None, w: int) -> list[str]:
    """The strip's lines: all on one if it fits at the readable minimum, else one line per
    part ("16/16 sheep", "+3 dog"), a part too wide for the cell wrapped at its spaces."""
    parts = []
    if cell.animals is not None:
        animal, n = cell.animals
        # "5/8 sheep": kept and room for them.
        parts.append(herd_label(animal, n, holds) if holds else good_label(animal, n))
    if cell.dogs:
        parts.append("+" + good_label("dog", cell.dogs))
    fnt = font(MIN_TEXT_PX, bold=True)
    width = _herd_text_w(w, cell.animals is not None)
    # A room always gives each part its own line, so "3 sheep" and "+2 dog" never
    # break mid-part.
    if cell.kind != "furnished" and fnt.getlength(" ".join(parts)) <= width:
        return [" ".join(parts)]
    return [line for part in parts for line in wrap(part, fnt, width)]


def _herd(canvas: Canvas, area: Rect, cell: Cell, lines: list[str]) -> None:
    """The animals kept on the cell and the dogs watching it, in the strip ``area``."""
    strip = Rect(area.x + 4, area.y, area.w - 8, area.h - 4)
    canvas.rect(strip, fill=pal.PANEL, outline=pal.INK, width=1, radius=5)
    row_h = strip.h // len(lines)
    if cell.animals is not None:
        # The token sits beside the first line: the animals, never the dogs.
        good_dot(canvas, (strip.x + 11, strip.y + row_h // 2), 7, cell.animals[0])
    x = strip.x + (22 if cell.animals is not None else 6)
    for i, line in enumerate(lines):
        canvas.text_in(Rect(x, strip.y + i * row_h, strip.right - x - 3, row_h), line, 15,
                       pal.INK, bold=True, align="left", max_lines=1)


def _draw_kind(canvas: Canvas, area: Rect, text_area: Rect, cell: Cell, stables: int) -> None:
    """The cell's face: texture or colour over ``area``, its words inside ``text_area``."""
    if cell.kind == "forest":
        _forest(canvas, area)
        _label(canvas, text_area, word("pic-caverna-forest", "Forest"), pal.INK, cell.symbol)
    elif cell.kind == "mountain":
        rock(canvas, area, step=26)
        _label(canvas, text_area, word("pic-caverna-mountain", "Mountain"), pal.WHITE,
               cell.symbol)
    elif cell.kind in ("small_pasture", "large_pasture"):
        large = cell.kind == "large_pasture"
        canvas.rect(area, fill=tint(pal.OI_GREEN, 1))
        canvas.rect(area.inset(2), outline=FENCE, width=6)
        holds = pasture_capacity(4 if large else 2, stables)
        _label(canvas, text_area, word("pic-caverna-large-pasture", "Large pasture") if large
               else word("pic-caverna-pasture", "Pasture"), pal.INK,
               word("pic-caverna-holds", "holds {count} of one kind", count=holds))
    elif cell.kind == "furnished" and cell.furnishing is not None:
        furnished(canvas, area, cell.furnishing, foot=area.bottom - text_area.bottom)
    else:
        fill, ink, label = _PLAIN.get(cell.kind, (pal.SHADE, pal.INK, ("", cell.kind)))
        canvas.rect(area, fill=fill)
        if cell.kind == "field" and cell.crop is not None:
            _crop(canvas, area, cell.crop)
        else:
            note = _NOTES.get(cell.kind)
            _label(canvas, text_area, word(*label) if label[0] else cell.kind, ink,
                   word(*note) if note else "")


def _label(canvas: Canvas, area: Rect, name: str, ink: pal.RGB, note: str = "") -> None:
    inner = area.inset(8, 6)
    if note:
        split = inner.h // 2 + 6
        if ELLIPSIS in "".join(fit(note, inner.w, inner.h - split - 2, 15).lines):
            # Above a two-line animal strip a pasture's "holds 4 of one kind" has no room
            # (raising the name would put it under the stable badge); the strip's "4/4
            # sheep" already says what it holds, so the note is left out, never cut.
            note = ""
    if note:
        canvas.text_in(inner.top(split), name, 20, ink, bold=True, max_lines=2,
                       valign="bottom")
        canvas.text_in(inner.below(split + 2), note, 15, ink, max_lines=2, valign="top")
    else:
        canvas.text_in(inner, name, 20, ink, bold=True, max_lines=2)


def _forest(canvas: Canvas, area: Rect) -> None:
    canvas.rect(area, fill=tint(pal.OI_GREEN, 3))
    # Little trees in the corners: forest is told from meadow by shape, not only hue.
    for fx, fy in ((0.16, 0.2), (0.84, 0.86)):
        x, y = area.x + int(area.w * fx), area.y + int(area.h * fy)
        canvas.polygon([(x - 11, y + 8), (x + 11, y + 8), (x, y - 14)], fill=pal.OI_GREEN,
                       outline=pal.INK)


def _crop(canvas: Canvas, area: Rect, crop: tuple[str, int]) -> None:
    good, n = crop
    canvas.text((area.center[0], area.y + 24), word("pic-caverna-field", "Field"), 20, pal.INK,
                bold=True, anchor="mm")
    canvas.text((area.center[0], area.y + 50), good_label(good, n), 18, pal.INK, bold=True,
                anchor="mm")
    # One token per crop on the field, so the count is seen as well as read.
    r = 9
    pitch = 2 * r + 6
    x0 = area.center[0] - (n - 1) * pitch // 2
    for i in range(n):
        good_dot(canvas, (x0 + i * pitch, area.bottom - 30), r, good)


def stable_badge(canvas: Canvas, area: Rect) -> None:
    """A stable: a roofed badge with the word, so it reads without colour."""
    x0, y0, x1, y1 = area.box
    canvas.polygon([(x0, y0 + 8), ((x0 + x1) // 2, y0), (x1, y0 + 8), (x1, y1), (x0, y1)],
                   fill=FENCE, outline=pal.INK)
    canvas.text(((x0 + x1) // 2, y1 - 2), word("pic-caverna-stable", "stable"), 14, pal.WHITE,
                bold=True, anchor="md")


def furnished(canvas: Canvas, area: Rect, tile: Furnishing, *, dim: bool = False,
              foot: int = 0) -> None:
    """A furnishing tile: coloured band with its colour word, the name, its points.

    ``foot`` px at the bottom are left free (a room's animal strip): the shield then moves
    up to the band's free right end, so the strip gets the full width and the name too.
    """
    strong, light, kind = TILE_COLOURS[tile.colour]
    canvas.rect(area, fill=pal.TAKEN if dim else light)
    band = area.top(24)
    canvas.rect(band, fill=pal.SHADE if dim else strong)
    ink = pal.WHITE if tile.colour == "green" and not dim else pal.INK
    canvas.text((band.x + 6, band.center[1]), word(*kind), 14, ink, bold=True, anchor="lm")
    if foot:
        shield = Rect(area.right - 32, area.y + 2, 28, 32)
        body = Rect(area.x + 6, shield.bottom + 1, area.w - 12,
                    area.bottom - foot - shield.bottom - 1)
    else:
        shield = Rect(area.right - 34, area.bottom - 38, 30, 34)
        body = Rect(area.x + 6, band.bottom + 2, area.w - 12, shield.y - band.bottom - 2)
    points_shield(canvas, shield, "★" if tile.bonus and not tile.points else number(tile.points),
                  16)
    canvas.text_in(body, tile.name, 18, pal.MUTED if dim else pal.INK, bold=True,
                   max_lines=3)
