"""Geometry of a player's cave picture: where every space, crack, shelf row and label goes.

Pure data (no Pillow): the tests check it for overlaps and the width limit, and the
drawing code only paints into these rectangles. The board is laid out like the printed
one: a 2×4 block over a row of 3, the goods shelf right of the block, above the third
bottom space; the additional cavern sits beside the bottom row.
"""

from __future__ import annotations

from dataclasses import dataclass

from render.common.coords import GUTTER
from render.common.geometry import Rect, rows

WIDTH = 1200
MARGIN = 24
HEADER_H = 112
# Wide enough for every room's whole text beside its points shield (issue 12: no "…").
CELL_W = 260
CELL_H = 170
SHELF_GAP = 28
FOOTER_H = 52

# (row, col) of every printed space; r2c0 starts excavated, r3c0 is the Entrance.
SPACE_CELLS: dict[str, tuple[int, int]] = {
    f"r{r}c{c}": (r, c) for r in range(4) for c in range(2)
} | {"r4c0": (4, 0), "r4c1": (4, 1), "r4c2": (4, 2)}

# Rock around the printed board (the Entrance's west side is the open cave mouth).
NATURAL_WALLS: dict[str, frozenset[str]] = {
    "r0c0": frozenset("NW"), "r0c1": frozenset("NE"), "r1c0": frozenset("W"),
    "r1c1": frozenset("E"), "r2c0": frozenset("W"), "r2c1": frozenset("E"),
    "r3c0": frozenset(), "r3c1": frozenset("E"), "r4c0": frozenset("SW"),
    "r4c1": frozenset("S"), "r4c2": frozenset("NES"),
}


@dataclass(frozen=True)
class CaveLayout:
    width: int
    height: int
    header: Rect
    cave: Rect                      # the whole printed board (block + bottom row)
    coords_top: int                 # where the column letters go (above the board)
    coords_left: int                # where the row numbers go (left of the board)
    cells: dict[str, Rect]          # space id -> its square
    cracks: dict[frozenset[str], tuple[tuple[int, int], tuple[int, int]]]  # wall slots
    shelf: Rect
    shelf_rows: dict[str, Rect]     # good -> its row
    extra: Rect                     # the additional cavern
    footer: Rect


def _crack(a: Rect, b: Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """The shared edge of two touching cells, as a segment."""
    if a.right == b.x:            # a is left of b
        return (b.x, max(a.y, b.y)), (b.x, min(a.bottom, b.bottom))
    if a.bottom == b.y:           # a is above b
        return (max(a.x, b.x), b.y), (min(a.right, b.right), b.y)
    raise ValueError("cells do not touch")


def cave_layout() -> CaveLayout:
    header = Rect(MARGIN, MARGIN, WIDTH - 2 * MARGIN, HEADER_H)
    coords_top = header.bottom + 8
    top = coords_top + GUTTER
    left = MARGIN + GUTTER
    cells = {sid: Rect(left + c * CELL_W, top + r * CELL_H, CELL_W, CELL_H)
             for sid, (r, c) in SPACE_CELLS.items()}
    cave = Rect(left, top, 3 * CELL_W, 5 * CELL_H)
    cracks: dict[frozenset[str], tuple[tuple[int, int], tuple[int, int]]] = {}
    for a, (ra, ca) in SPACE_CELLS.items():
        for b, (rb, cb) in SPACE_CELLS.items():
            if (rb, cb) in {(ra, ca + 1), (ra + 1, ca)}:
                cracks[frozenset((a, b))] = _crack(cells[a], cells[b])
    shelf_x = left + 2 * CELL_W + SHELF_GAP
    shelf = Rect(shelf_x, top, WIDTH - MARGIN - shelf_x, 4 * CELL_H - 36)
    shelf_body = shelf.inset(14).below(34)
    shelf_rows = dict(zip(("wood", "stone", "emmer", "flax", "food", "gold"),
                          rows(shelf_body, 6, 6), strict=True))
    extra_x = left + 3 * CELL_W + SHELF_GAP + 40
    extra = Rect(extra_x, top + 4 * CELL_H, CELL_W, CELL_H)
    footer = Rect(MARGIN, cave.bottom + 16, WIDTH - 2 * MARGIN, FOOTER_H)
    return CaveLayout(WIDTH, footer.bottom + MARGIN, header, cave, coords_top, MARGIN,
                      cells, cracks, shelf, shelf_rows, extra, footer)
