"""Cavern Tavern's compact picture for the turn: round and clock, whose turn, each player's
dice, ingredients, order and tracks, and which zones still have room — readable on a
phone (issue 12)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.cavern_tavern import from_view, glyphs
from render.cavern_tavern.model import Tavern
from render.cavern_tavern.tavern import ingredients_text
from render.common import palette as pal
from render.common.canvas import Canvas, LoggedCanvas
from render.common.geometry import Rect
from render.common.glyphs import die
from render.common.sheet import Chip, Icon, Sheet


def _die(value: int, outline: pal.RGB = pal.INK) -> Icon:
    def draw(canvas: Canvas, area: Rect) -> None:
        die(canvas, area, value, outline=outline)
    return draw


def _seat(seat: int) -> Icon:
    def draw(canvas: Canvas, area: Rect) -> None:
        glyphs.seat_token(canvas, area.center, area.w // 2, seat, label=False)
    return draw


def _write(sheet: Sheet, tavern: Tavern) -> None:
    if tavern.over:
        sheet.title("Cavern Tavern — game over")
        for name, total in tavern.final:
            sheet.line(f"{name}: {total} points", 24, bold=True)
    else:
        sheet.title(f"Cavern Tavern — round {tavern.round} of {tavern.rounds_total}")
        sheet.line(tavern.clock, 24, bold=True)
        if tavern.turn is not None:
            sheet.line(f"▶ turn: {tavern.seats[tavern.turn].name}", 24, bold=True,
                       lead=_seat(tavern.turn))
        elif tavern.to_act:
            names = ", ".join(tavern.seats[s].name for s in tavern.to_act)
            sheet.line(f"▶ to act: {names}", 24, bold=True)
    sheet.gap()
    for seat in tavern.seats:
        ink = glyphs.seat_ink(seat.seat)
        sheet.band(f"{seat.name} · {seat.vp} VP · Nasty {seat.nasty} · Kitchen "
                   f"{seat.kitchen} · Chores {seat.chores}", glyphs.seat_colour(seat.seat), ink)
        dice = [Chip("", _die(v)) for v in seat.dice]
        if seat.white_die and seat.white_value is not None:
            dice.append(Chip("white", _die(seat.white_value, pal.MUTED), bold=False))
        sheet.chips(dice or [Chip("no dice left", bold=False, ink=pal.MUTED)], 24)
        sheet.line(ingredients_text(seat), 20)
        if seat.order is not None:
            late = f" (+{seat.lateness})" if seat.lateness else ""
            sheet.line(f"Order: {seat.order.name}{late} — needs "
                       f"{', '.join(seat.order.ingredients)}", 20)
    if tavern.over:
        return
    sheet.band("Zones with room", pal.INK)
    chips = []
    for zone in tavern.zones:
        need = glyphs.need_text(zone.total, zone.dice)
        free = zone.slots - len(zone.occupied)
        if zone.blocked:
            chips.append(Chip(f"{need} {zone.name}: ✕", bold=False, ink=pal.MUTED))
        elif free > 0:
            chips.append(Chip(f"{need} {zone.name}: {free} free", bold=False))
    sheet.chips(chips or [Chip("every zone is full", bold=False, ink=pal.MUTED)], 20)


def turn_canvas(view: Mapping[str, Any]) -> LoggedCanvas:
    tavern = from_view.tavern(view)
    return Sheet.draw(lambda sheet: _write(sheet, tavern))
