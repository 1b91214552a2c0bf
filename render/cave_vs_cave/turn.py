"""Cave vs Cave's compact picture for the turn: round, who acts and what they are asked,
each player's goods and rooms, the action tiles and the rooms on offer — readable on a
phone (issue 12)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.cave_vs_cave import from_view
from render.cave_vs_cave.board import _solo_verdict
from render.cave_vs_cave.cave import rooms_rule
from render.cave_vs_cave.glyphs import GOOD_LABELS, cost_text, kind_badge
from render.cave_vs_cave.model import GOODS, Board
from render.common import palette as pal
from render.common.canvas import Canvas, LoggedCanvas
from render.common.geometry import Rect
from render.common.icons import good_icon
from render.common.seats import seat_colour, seat_ink, seat_mark
from render.common.sheet import Chip, Icon, Sheet


def _good(good: str) -> Icon:
    def draw(canvas: Canvas, area: Rect) -> None:
        good_icon(canvas, area, good, pal.GOODS[good])
    return draw


def _seat(seat: int) -> Icon:
    def draw(canvas: Canvas, area: Rect) -> None:
        seat_mark(canvas, area.center, area.w // 2, seat, label=False)
    return draw


def _room(colour: str) -> Icon:
    def draw(canvas: Canvas, area: Rect) -> None:
        kind_badge(canvas, area.center, area.w // 2 - 1, colour)
    return draw


def _write(sheet: Sheet, board: Board) -> None:
    if board.over:
        sheet.title("Cave vs Cave — game over")
        best = max((c.score for c in board.caves), default=0)
        leaders = " and ".join(c.name for c in board.caves if c.score == best)
        sheet.line(_solo_verdict(board, best) if board.solo
                   else f"Winner: {leaders} with {best} points", 24, bold=True)
    else:
        sheet.title(f"Cave vs Cave — round {board.round} of {board.rounds_total}")
        for seat in board.to_act:
            name = board.caves[seat].name if 0 <= seat < len(board.caves) else f"P{seat + 1}"
            sheet.line(f"▶ to act: {name}", 24, bold=True, lead=_seat(seat))
        if board.prompt:
            sheet.line(board.prompt, 22)
    sheet.gap()
    for cave in board.caves:
        turns = f" · {cave.turns_left} turns left" if cave.turns_left is not None else ""
        sheet.band(f"{cave.name} · {cave.score} pts{turns}", seat_colour(cave.seat),
                   seat_ink(cave.seat))
        sheet.chips([Chip(f"{cave.resources.get(g, 0)} {GOOD_LABELS[g]}",
                          _good(g)) for g in GOODS], 22)
        sheet.line(rooms_rule(cave), 20)
    if board.over:
        return
    sheet.band("Action tiles", pal.INK)
    tiles = []
    for tile in board.tiles:
        if tile.status == "hidden":
            continue
        if tile.status == "taken" and tile.taken_by is not None:
            tiles.append(Chip(f"{tile.name}: P{tile.taken_by + 1}", _seat(tile.taken_by),
                              bold=False, ink=pal.MUTED))
        elif tile.status == "blocked":
            tiles.append(Chip(f"{tile.name}: needs more gold", bold=False, ink=pal.MUTED))
        else:
            tiles.append(Chip(f"{tile.name}: free"))
    sheet.chips(tiles, 20)
    sheet.band("Rooms to furnish", pal.INK)
    rooms = [Chip(f"{room.name} ({cost_text(room)}) {room.points} pts", _room(room.colour),
                  bold=False) for room in board.display]
    sheet.chips(rooms or [Chip("none turned up yet", bold=False, ink=pal.MUTED)], 20)


def turn_canvas(view: Mapping[str, Any]) -> LoggedCanvas:
    board = from_view.board(view)
    return Sheet.draw(lambda sheet: _write(sheet, board))
