"""Geometry of the shared action board and of the furnishing supply (pure data).

Action board, top to bottom: header, one chip per player, the round track, the action
spaces in board order (revealed round cards last). Supply: header, then the tiles.
"""

from __future__ import annotations

from dataclasses import dataclass

from render.common.geometry import Rect, columns, grid, rows_needed

WIDTH = 1200
MARGIN = 20
GAP = 10
HEADER_H = 92
CHIP_H = 94
TITLE_H = 34
TRACK_H = 112
TRACK_PER_ROW = 6
SPACE_H = 218         # name band, what the space does, goods, who stands there
SPACES_PER_ROW = 6
TILE_H = 250          # name, cost, what the tile does, points
TILES_PER_ROW = 6
SUPPLY_HEADER_H = 76


@dataclass(frozen=True)
class BoardLayout:
    width: int
    height: int
    header: Rect
    players: tuple[Rect, ...]
    track_title: Rect
    track: tuple[Rect, ...]
    spaces_title: Rect
    spaces: tuple[Rect, ...]
    final: Rect | None = None         # the score table, in place of the spaces at the end


@dataclass(frozen=True)
class SupplyLayout:
    width: int
    height: int
    header: Rect
    tiles: tuple[Rect, ...]


def board_layout(players: int, rounds: int, spaces: int, final_h: int = 0) -> BoardLayout:
    """The board; with ``final_h`` (game over) a score table of that height replaces the
    action spaces, which nobody uses any more."""
    inner = WIDTH - 2 * MARGIN
    header = Rect(MARGIN, MARGIN, inner, HEADER_H)
    y = header.bottom + GAP
    chips = tuple(columns(Rect(MARGIN, y, inner, CHIP_H), max(players, 1), GAP))[:players]
    y += CHIP_H + GAP
    track_title = Rect(MARGIN, y, inner, TITLE_H)
    y += TITLE_H
    # Two rows of six: one row of twelve leaves no room for a card's name.
    slot_w = (inner - 6 * (TRACK_PER_ROW - 1)) // TRACK_PER_ROW
    track = tuple(grid(MARGIN, y, slot_w, TRACK_H, 6, rounds, TRACK_PER_ROW))
    y += max(1, rows_needed(rounds, TRACK_PER_ROW)) * (TRACK_H + 6) + GAP - 6
    spaces_title = Rect(MARGIN, y, inner, TITLE_H)
    y += TITLE_H
    if final_h:
        final = Rect(MARGIN, y, inner, final_h)
        return BoardLayout(WIDTH, final.bottom + MARGIN, header, chips, track_title, track,
                           spaces_title, (), final)
    space_w = (inner - GAP * (SPACES_PER_ROW - 1)) // SPACES_PER_ROW
    space_rects = tuple(grid(MARGIN, y, space_w, SPACE_H, GAP, spaces, SPACES_PER_ROW))
    y += max(1, rows_needed(spaces, SPACES_PER_ROW)) * (SPACE_H + GAP)
    return BoardLayout(WIDTH, y + MARGIN - GAP, header, chips, track_title, track,
                       spaces_title, space_rects)


def supply_layout(tiles: int) -> SupplyLayout:
    inner = WIDTH - 2 * MARGIN
    header = Rect(MARGIN, MARGIN, inner, SUPPLY_HEADER_H)
    y = header.bottom + GAP
    tile_w = (inner - 8 * (TILES_PER_ROW - 1)) // TILES_PER_ROW
    rects = tuple(grid(MARGIN, y, tile_w, TILE_H, 8, tiles, TILES_PER_ROW))
    y += max(1, rows_needed(tiles, TILES_PER_ROW)) * (TILE_H + 8)
    return SupplyLayout(WIDTH, y + MARGIN - 8, header, rects)
