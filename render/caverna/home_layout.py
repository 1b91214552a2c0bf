"""Geometry of a player's home board picture (pure data, no Pillow).

Top: a header (player, score, status). Left: the 4×6 board, forest columns 1-3 and
mountain columns 4-6 with a gutter between the landscapes. Right: goods, animals, dwarfs
and tokens. Bottom: the score breakdown.
"""

from __future__ import annotations

from dataclasses import dataclass

from render.common.coords import GUTTER as COORDS
from render.common.geometry import Rect, grid, rows_needed

WIDTH = 1200
MARGIN = 20
GAP = 12
HEADER_H = 84
TITLE_H = 30
CELL = 128
CELL_GAP = 4
GUTTER = 14             # between forest and mountain
ROWS = 4
COLS = 6
BOARD_X = MARGIN + COORDS   # the row numbers take the strip left of the board
SIDE_X = 866
CHIP_H = 30
DWARF_H = 52
SCORE_LINE_H = 26
SCORE_COLS = 3


@dataclass(frozen=True)
class HomeLayout:
    width: int
    height: int
    header: Rect
    forest_title: Rect
    mountain_title: Rect
    cells: dict[str, Rect]
    goods_title: Rect
    goods: tuple[Rect, ...]
    animals_title: Rect
    animals: tuple[Rect, ...]
    dwarfs_title: Rect
    dwarfs: tuple[Rect, ...]
    tokens: Rect
    score_title: Rect
    score_lines: tuple[Rect, ...]
    coords_top: int = 0         # the column letters' strip, above the board
    coords_left: int = MARGIN   # the row numbers' strip, left of the board


def cell_rect(row: int, col: int, top: int) -> Rect:
    x = BOARD_X + (col - 1) * (CELL + CELL_GAP) + (GUTTER if col > COLS // 2 else 0)
    return Rect(x, top + (row - 1) * (CELL + CELL_GAP), CELL, CELL)


def merge(a: Rect, b: Rect) -> Rect:
    """The smallest box holding both (a large pasture spans two cells)."""
    x, y = min(a.x, b.x), min(a.y, b.y)
    return Rect(x, y, max(a.right, b.right) - x, max(a.bottom, b.bottom) - y)


def home_layout(goods: int, animals: int, dwarfs: int, score_lines: int) -> HomeLayout:
    header = Rect(MARGIN, MARGIN, WIDTH - 2 * MARGIN, HEADER_H)
    y = header.bottom + GAP
    half = 3 * CELL + 2 * CELL_GAP
    forest_title = Rect(BOARD_X, y, half, TITLE_H)
    mountain_title = Rect(BOARD_X + half + CELL_GAP + GUTTER, y, half, TITLE_H)
    coords_top = y + TITLE_H
    top = coords_top + COORDS
    cells = {f"r{r}c{c}": cell_rect(r, c, top) for r in range(1, ROWS + 1)
             for c in range(1, COLS + 1)}
    board_bottom = top + ROWS * (CELL + CELL_GAP) - CELL_GAP

    side_w = WIDTH - MARGIN - SIDE_X
    half_w = (side_w - 8) // 2
    sy = y
    goods_title = Rect(SIDE_X, sy, side_w, TITLE_H)
    sy += TITLE_H
    goods_rects = tuple(grid(SIDE_X, sy, half_w, CHIP_H, 8, goods, 2))
    sy += rows_needed(goods, 2) * (CHIP_H + 8) + 4
    animals_title = Rect(SIDE_X, sy, side_w, TITLE_H)
    sy += TITLE_H
    animal_rects = tuple(grid(SIDE_X, sy, half_w, CHIP_H, 8, animals, 2))
    sy += rows_needed(animals, 2) * (CHIP_H + 8) + 4
    dwarfs_title = Rect(SIDE_X, sy, side_w, TITLE_H)
    sy += TITLE_H
    dwarf_rects = tuple(grid(SIDE_X, sy, half_w, DWARF_H, 6, dwarfs, 2))
    sy += max(1, rows_needed(dwarfs, 2)) * (DWARF_H + 6) + 4
    tokens = Rect(SIDE_X, sy, side_w, 2 * CHIP_H + 8)
    sy = tokens.bottom

    y = max(board_bottom, sy) + GAP + 6
    score_title = Rect(MARGIN, y, WIDTH - 2 * MARGIN, TITLE_H)
    y += TITLE_H
    col_w = (WIDTH - 2 * MARGIN - (SCORE_COLS - 1) * 24) // SCORE_COLS
    per_col = max(1, rows_needed(score_lines, SCORE_COLS))
    lines = tuple(Rect(MARGIN + (i // per_col) * (col_w + 24),
                       y + (i % per_col) * SCORE_LINE_H, col_w, SCORE_LINE_H)
                  for i in range(score_lines))
    y += per_col * SCORE_LINE_H
    return HomeLayout(WIDTH, y + MARGIN, header, forest_title, mountain_title, cells,
                      goods_title, goods_rects, animals_title, animal_rects, dwarfs_title,
                      dwarf_rects, tokens, score_title, lines, coords_top)
