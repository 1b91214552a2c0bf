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
from render.common.words import points_word, word


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
        sheet.title(title(tavern))
        for name, total in tavern.final:
            sheet.line(word("pic-name-points", "{name}: {points} " + points_word(total), name=name,
                            points=total), 24, bold=True)
    else:
        sheet.title(title(tavern))
        sheet.line(tavern.clock, 24, bold=True)
        if tavern.turn is not None:
            sheet.line(word("pic-tavern-turn-name", "▶ turn: {name}",
                            name=tavern.seats[tavern.turn].name), 24, bold=True,
                       lead=_seat(tavern.turn))
        elif tavern.to_act:
            names = ", ".join(tavern.seats[s].name for s in tavern.to_act)
            sheet.line(word("pic-to-act-name", "▶ to act: {name}", name=names), 24, bold=True)
    sheet.gap()
    for seat in tavern.seats:
        ink = glyphs.seat_ink(seat.seat)
        sheet.band(word("pic-tavern-band", "{name} · {vp} VP · Nasty {nasty} · Kitchen "
                        "{kitchen} · Chores {chores}", name=seat.name, vp=seat.vp,
                        nasty=seat.nasty, kitchen=seat.kitchen, chores=seat.chores),
                   glyphs.seat_colour(seat.seat), ink)
        dice = [Chip("", _die(v)) for v in seat.dice]
        if seat.white_die and seat.white_value is not None:
            dice.append(Chip(word("pic-tavern-white", "white"), _die(seat.white_value,
                                                                     pal.MUTED), bold=False))
        sheet.chips(dice or [Chip(word("pic-tavern-no-dice", "no dice left"), bold=False,
                                  ink=pal.MUTED)], 24)
        sheet.line(ingredients_text(seat), 20)
        if seat.order is not None:
            needs = ", ".join(seat.order.ingredients)
            sheet.line(word("pic-tavern-order-late", "Order: {name} (+{late}) — needs {needs}",
                            name=seat.order.name, late=seat.lateness, needs=needs)
                       if seat.lateness else
                       word("pic-tavern-order", "Order: {name} — needs {needs}",
                            name=seat.order.name, needs=needs), 20)
    if tavern.over:
        return
    sheet.band(word("pic-tavern-zones-with-room", "Zones with room"), pal.INK)
    chips = []
    for zone in tavern.zones:
        need = glyphs.need_text(zone.total, zone.dice)
        free = zone.slots - len(zone.occupied)
        if zone.blocked:
            chips.append(Chip(word("pic-tavern-zone-blocked", "{need} {name}: ✕", need=need,
                                   name=zone.name), bold=False, ink=pal.MUTED))
        elif free > 0:
            chips.append(Chip(word("pic-tavern-zone-free", "{need} {name}: {free} free",
                                   need=need, name=zone.name, free=free), bold=False))
    sheet.chips(chips or [Chip(word("pic-tavern-all-full", "every zone is full"), bold=False,
                               ink=pal.MUTED)], 20)


def title(tavern: Tavern) -> str:
    if tavern.over:
        return word("pic-tavern-title-over", "Cavern Tavern — game over")
    return word("pic-tavern-title", "Cavern Tavern — round {round} of {total}",
                round=tavern.round, total=tavern.rounds_total)


def turn_canvas(view: Mapping[str, Any]) -> LoggedCanvas:
    tavern = from_view.tavern(view)
    return Sheet.draw(lambda sheet: _write(sheet, tavern))
