"""Cave vs Cave's compact picture for the turn: round, who acts and what they are asked,
each player's goods and rooms, the action tiles and the rooms on offer — readable on a
phone (issue 12)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.cave_vs_cave import from_view
from render.cave_vs_cave.board import _solo_verdict, cvc_title
from render.cave_vs_cave.cave import rooms_rule
from render.cave_vs_cave.glyphs import cost_text, kind_badge
from render.cave_vs_cave.model import GOODS, Board
from render.common import palette as pal
from render.common.canvas import Canvas, LoggedCanvas
from render.common.geometry import Rect
from render.common.icons import good_icon
from render.common.seats import seat_colour, seat_ink, seat_mark, seat_short
from render.common.sheet import Chip, Icon, Sheet
from render.common.words import if_ended_now, joined, points_word, pts_word, say, word
from rules.cave_vs_cave.data import amount


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
        sheet.title(cvc_title(board))
        best = max((c.score for c in board.caves), default=0)
        leaders = joined([c.name for c in board.caves if c.score == best])
        sheet.line(_solo_verdict(board, best) if board.solo
                   else word("pic-winner", "Winner: {names} with {points} " + points_word(best),
                             names=leaders, points=best), 24, bold=True)
    else:
        sheet.title(cvc_title(board))
        for seat in board.to_act:
            name = board.caves[seat].name if 0 <= seat < len(board.caves) else seat_short(seat)
            sheet.line(word("pic-to-act-name", "▶ to act: {name}", name=name), 24, bold=True,
                       lead=_seat(seat))
        if board.prompt:
            sheet.line(board.prompt, 22)
        sheet.line(if_ended_now(), 20, ink=pal.MUTED)
    sheet.gap()
    for cave in board.caves:
        band = (word("pic-cvc-band", "{name} · {points} " + pts_word(cave.score), name=cave.name,
                     points=cave.score)
                if cave.turns_left is None else
                word("pic-cvc-band-turns", "{name} · {points} " + pts_word(cave.score)
                     + " · {turns} turn"
                     + ("" if cave.turns_left == 1 else "s") + " left",   # the plural, as Fluent
                     name=cave.name, points=cave.score, turns=cave.turns_left))
        sheet.band(band, seat_colour(cave.seat), seat_ink(cave.seat))
        sheet.chips([Chip(say(amount(cave.resources.get(g, 0), g)), _good(g)) for g in GOODS],
                    22)
        sheet.line(rooms_rule(cave), 20)
    if board.over:
        return
    sheet.band(word("pic-cvc-action-tiles", "Action tiles"), pal.INK)
    tiles = []
    for tile in board.tiles:
        if tile.status == "hidden":
            continue
        if tile.status == "taken" and tile.taken_by is not None:
            taker = tile.taken_by
            tiles.append(Chip(word("pic-named", "{name}: {text}", name=tile.name,
                                   text=board.caves[taker].name
                                   if 0 <= taker < len(board.caves) else seat_short(taker)),
                              _seat(tile.taken_by), bold=False, ink=pal.MUTED))
        elif tile.status == "blocked":
            tiles.append(Chip(word("pic-cvc-tile-needs-gold", "{name}: needs more gold",
                                   name=tile.name), bold=False, ink=pal.MUTED))
        else:
            tiles.append(Chip(word("pic-name-free", "{name}: free", name=tile.name)))
    sheet.chips(tiles, 20)
    sheet.band(word("pic-cvc-rooms-to-furnish", "Rooms to furnish"), pal.INK)
    rooms = [Chip(word("pic-cvc-room-chip", "{name} ({cost}) {points} " + pts_word(room.points),
                       name=room.name,
                       cost=cost_text(room), points=room.points), _room(room.colour),
                  bold=False) for room in board.display]
    sheet.chips(rooms or [Chip(word("pic-cvc-none-yet", "none turned up yet"), bold=False,
                               ink=pal.MUTED)], 20)


def turn_canvas(view: Mapping[str, Any]) -> LoggedCanvas:
    board = from_view.board(view)
    return Sheet.draw(lambda sheet: _write(sheet, board))
