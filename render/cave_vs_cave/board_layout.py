"""Geometry of the shared board picture (pure data; its height grows with the display).

Top to bottom: a header (round, whose turn, wall supply), one strip per player, the
round track, the twelve action tiles in board order, and the room display.
"""

from __future__ import annotations

from dataclasses import dataclass

from render.common.geometry import Rect, columns, grid, rows_needed

WIDTH = 1200
MARGIN = 24
GAP = 14
HEADER_H = 104
PLAYER_H = 84
TRACK_H = 92
TITLE_H = 40
TILE_H = 200
TILES_PER_ROW = 6
ROOM_H = 280
ROOMS_PER_ROW = 6


@dataclass(frozen=True)
class BoardLayout:
    width: int
    height: int
    header: Rect
    players: tuple[Rect, ...]
    track_title: Rect
    track: tuple[Rect, ...]
    tiles_title: Rect
    tiles: tuple[Rect, ...]
    display_title: Rect
    display: tuple[Rect, ...]
    final: Rect | None = None     # game over: the score table replaces tiles and rooms


def board_layout(players: int, rounds: int, tiles: int, rooms: int,
                 final_h: int = 0) -> BoardLayout:
    inner = WIDTH - 2 * MARGIN
    header = Rect(MARGIN, MARGIN, inner, HEADER_H)
    y = header.bottom + GAP
    strips = tuple(columns(Rect(MARGIN, y, inner, PLAYER_H), max(players, 1), GAP))
    y += PLAYER_H + GAP
    track_title = Rect(MARGIN, y, inner, TITLE_H)
    y += TITLE_H
    track = tuple(columns(Rect(MARGIN, y, inner, TRACK_H), max(rounds, 1), 10))
    y += TRACK_H + GAP
    tiles_title = Rect(MARGIN, y, inner, TITLE_H)
    y += TITLE_H
    if final_h:
        final = Rect(MARGIN, y, inner, final_h)
        return BoardLayout(WIDTH, final.bottom + MARGIN, header, strips, track_title, track,
                           tiles_title, (), Rect(MARGIN, final.bottom, inner, 0), (), final)
    tile_w = (inner - GAP * (TILES_PER_ROW - 1)) // TILES_PER_ROW
    tile_rects = tuple(grid(MARGIN, y, tile_w, TILE_H, GAP, tiles, TILES_PER_ROW))
    y += rows_needed(tiles, TILES_PER_ROW) * (TILE_H + GAP)
    display_title = Rect(MARGIN, y, inner, TITLE_H)
    y += TITLE_H
    room_w = (inner - GAP * (ROOMS_PER_ROW - 1)) // ROOMS_PER_ROW
    room_rects = tuple(grid(MARGIN, y, room_w, ROOM_H, GAP, rooms, ROOMS_PER_ROW))
    # An empty display still gets one row, to say so.
    y += max(1, rows_needed(rooms, ROOMS_PER_ROW)) * (ROOM_H + GAP)
    return BoardLayout(WIDTH, y + MARGIN - GAP, header, strips, track_title, track,
                       tiles_title, tile_rects, display_title, room_rects)
