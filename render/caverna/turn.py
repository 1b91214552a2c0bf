"""Caverna's compact picture for the turn: round and phase, who acts, every player's goods
and animals, and what lies on each action space — all readable on a phone (issue 12)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.caverna import from_view
from render.caverna.board import harvest_text, phase_text, title, verdict
from render.caverna.glyphs import good_dot, good_label
from render.caverna.model import ANIMALS, GOODS, Board, Home
from render.common import palette as pal
from render.common.canvas import Canvas, LoggedCanvas
from render.common.geometry import Rect
from render.common.seats import seat_colour, seat_ink, seat_mark, seat_short
from render.common.sheet import Chip, Icon, Sheet
from render.common.words import if_ended_now, listed, pts_word, word


def _dot(good: str) -> Icon:
    def draw(canvas: Canvas, area: Rect) -> None:
        good_dot(canvas, area.center, area.w // 2 - 1, good)
    return draw


def _seat(seat: int) -> Icon:
    def draw(canvas: Canvas, area: Rect) -> None:
        seat_mark(canvas, area.center, area.w // 2, seat, label=False)
    return draw


def _write(sheet: Sheet, board: Board, homes: dict[int, Home]) -> None:
    names = {p.seat: p.name for p in board.players}
    if board.over:
        sheet.title(title(board))
        sheet.line(verdict(board), 24, bold=True)
    else:
        sheet.title(title(board))
        sheet.line(phase_text(board), 24, bold=True)
        # Players plan their feeding on the round's harvest (issue 12).
        slot = next((t for t in board.track if t.number == board.printed_round), None)
        if slot is not None:
            sheet.line(word("pic-caverna-end-of-round", "End of round: {kind}",
                            kind=harvest_text(slot.harvest)), 22)
        for seat in board.to_act:
            name = names.get(seat) or word("pic-player", "Player {n}", n=seat + 1)
            sheet.line(word("pic-to-act-name", "▶ to act: {name}", name=name), 24, bold=True,
                       lead=_seat(seat))
        sheet.line(if_ended_now(), 20, ink=pal.MUTED)
    sheet.gap()
    for chip in board.players:
        home = homes[chip.seat]
        sheet.band(word("pic-caverna-band", "{name} · {points} " + pts_word(chip.score)
                        + " · {home}/{total} dwarfs home", name=chip.name, points=chip.score,
                        home=chip.dwarfs_home, total=chip.dwarfs_total),
                   seat_colour(chip.seat), seat_ink(chip.seat))
        goods = [Chip(good_label(g, n), _dot(g)) for g, n in home.goods if n and g in GOODS]
        goods += [Chip(good_label(a, n), _dot(a)) for a, n in home.animals if n and a in ANIMALS]
        sheet.chips(goods or [Chip(word("pic-caverna-no-goods", "no goods"), bold=False,
                                   ink=pal.MUTED)], 22)
    if not board.over:
        sheet.band(word("pic-caverna-action-spaces", "Action spaces"), pal.INK)
        spaces = []
        for space in board.spaces:
            if space.occupant is not None:
                spaces.append(Chip(word("pic-named", "{name}: {text}", name=space.name,
                                        text=names.get(space.occupant)
                                        or seat_short(space.occupant)),
                                   _seat(space.occupant), bold=False, ink=pal.MUTED))
            elif space.goods:
                text = listed(good_label(g, n) for g, n in space.goods)
                spaces.append(Chip(word("pic-named", "{name}: {text}", name=space.name,
                                        text=text), _dot(space.goods[0][0])))
            else:
                spaces.append(Chip(word("pic-name-free", "{name}: free", name=space.name),
                                   bold=False))
        sheet.chips(spaces, 20)


def turn_canvas(view: Mapping[str, Any]) -> LoggedCanvas:
    board = from_view.board(view)
    homes = {p.seat: from_view.home(view, p.seat) for p in board.players}
    return Sheet.draw(lambda sheet: _write(sheet, board, homes))
