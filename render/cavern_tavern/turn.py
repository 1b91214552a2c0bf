"""Cavern Tavern's compact picture for the turn: round and clock, whose turn and what they
are asked, each player's dice, ingredients, order and tracks, and which zones still have
room — readable on a phone (issue 12).

On a phone the card is about 400 px wide: dice are written as numerals on tiles (a pip
face that small cannot tell a 5 from a 6), each count stays beside its name (a chip never
wraps), and a zone's cost is said in words ("total 7", "2 dice"), not "Σ 7" (issue 40)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from render.cavern_tavern import from_view, glyphs
from render.cavern_tavern.model import Seat, Tavern
from render.common import palette as pal
from render.common.canvas import Canvas, LoggedCanvas
from render.common.geometry import Rect
from render.common.sheet import MARGIN, Chip, Icon, Sheet
from render.common.text import text_width
from render.common.words import listed, word

# A die on the 720 px card: a 48 px tile with a 32 px numeral, so 27 px and 18 px at 400 px.
DIE_PX = 48
DIE_DIGIT = 32
DIE_GAP = 12


def _seat(seat: int) -> Icon:
    def draw(canvas: Canvas, area: Rect) -> None:
        glyphs.seat_token(canvas, area.center, area.w // 2, seat, label=False)
    return draw


def _die(canvas: Canvas, area: Rect, value: int, white: bool) -> None:
    """A die as a tile with its numeral: ink on white for the player's dice; the white die
    (which belongs to no colour) grey-edged, with a thick outline."""
    canvas.rect(area, fill=pal.WHITE, outline=pal.MUTED if white else pal.INK,
                width=4 if white else 3, radius=8)
    canvas.text(area.center, str(value), DIE_DIGIT, pal.INK, bold=True, anchor="mm")


def _dice(sheet: Sheet, seat: Seat) -> None:
    """The seat's dice left, as numerals; the white die last, named."""
    dice = [(v, False) for v in seat.dice]
    if seat.white_die and seat.white_value is not None:
        dice.append((seat.white_value, True))
    if not dice:
        sheet.chips([Chip(word("pic-tavern-no-dice", "no dice left"), bold=False,
                          ink=pal.MUTED)], 22)
        return
    x = MARGIN
    for value, white in dice:
        if not sheet.dry:
            _die(sheet.canvas, Rect(x, sheet.y, DIE_PX, DIE_PX), value, white)
        x += DIE_PX + DIE_GAP
        if white:
            label = word("pic-tavern-white", "white")
            if not sheet.dry:
                sheet.canvas.text((x - DIE_GAP + 8, sheet.y + DIE_PX // 2), label, 22,
                                  pal.MUTED, anchor="lm")
            x += text_width(label, 22) + DIE_GAP
    sheet.y += DIE_PX + 8


def counted(name: str, count: int) -> str:
    """"Spirits ×2", "Magic Potion ×1": a count written with its name, as one chip (the
    count also ends each item, so names of two words never run into the next)."""
    return word("pic-tavern-count", "{name} ×{count}", name=name, count=count)


def _grouped(names: Sequence[str]) -> list[str]:
    """An order's ingredients, repeats counted once each ("Spirits ×2"), in card order."""
    return [counted(name, n) for name, n in Counter(names).items()]


def _labelled(sheet: Sheet, label: str, items: Sequence[str]) -> None:
    """``label`` then ``items`` as chips: each item stays on one line with its count."""
    sheet.chips([Chip(label, bold=False, ink=pal.MUTED), *(Chip(i, bold=False) for i in items)],
                20)


def need_words(total: int | None, dice: int | None) -> str:
    """How a zone is paid, in words: "total 7" (dice adding up to 7), "2 dice" (any)."""
    if total is not None:
        return word("pic-tavern-need-total", "total {total}", total=total)
    return glyphs.need_text(total, dice)


def _write(sheet: Sheet, tavern: Tavern) -> None:
    if tavern.over:
        sheet.title(title(tavern))
        for name, total in tavern.final:
            sheet.line(word("pic-tavern-name-vp", "{name}: {points} VP", name=name,
                            points=total), 24, bold=True)
    else:
        sheet.title(title(tavern))
        sheet.line(tavern.clock, 24, bold=True)
        if tavern.turn is not None:
            sheet.line(word("pic-tavern-turn-name", "▶ turn: {name}",
                            name=tavern.seats[tavern.turn].name), 24, bold=True,
                       lead=_seat(tavern.turn))
        elif tavern.to_act:
            names = listed(tavern.seats[s].name for s in tavern.to_act)
            sheet.line(word("pic-to-act-name", "▶ to act: {name}", name=names), 24, bold=True)
        if tavern.prompt:
            sheet.line(tavern.prompt, 22)
    sheet.gap()
    for seat in tavern.seats:
        ink = glyphs.seat_ink(seat.seat)
        sheet.band(word("pic-tavern-band", "{name} · {vp} VP · Nasty {nasty} · Kitchen "
                        "{kitchen} · Chores {chores}", name=seat.name, vp=seat.vp,
                        nasty=seat.nasty, kitchen=seat.kitchen, chores=seat.chores),
                   glyphs.seat_colour(seat.seat), ink)
        _dice(sheet, seat)
        _labelled(sheet, word("pic-tavern-ingredients-label", "Ingredients:"),
                  [counted(i.name, i.count) for i in seat.resources if i.count]
                  or [word("pic-none", "none", what="m")])
        if seat.order is not None:
            sheet.line(word("pic-tavern-order-late", "Order: {name} (+{late})",
                            name=seat.order.name, late=seat.lateness)
                       if seat.lateness else
                       word("pic-tavern-order", "Order: {name}", name=seat.order.name),
                       20)
            _labelled(sheet, word("pic-tavern-needs", "needs:"),
                      _grouped(seat.order.ingredients))
    if tavern.over:
        return
    sheet.band(word("pic-tavern-zones-with-room", "Zones with room"), pal.INK)
    chips = []
    for zone in tavern.zones:
        need = need_words(zone.total, zone.dice)
        free = zone.slots - len(zone.occupied)
        if zone.blocked:
            chips.append(Chip(word("pic-tavern-zone-blocked", "{name} ({need}): ✕",
                                   need=need, name=zone.name), bold=False, ink=pal.MUTED))
        elif free > 0:
            chips.append(Chip(word("pic-tavern-zone-free", "{name} ({need}): {free} free",
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
