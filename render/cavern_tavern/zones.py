"""The tavern's dice zones: one card per zone with its cost, reward, slots and blockers.

A slot taken by a die shows the seat's token (shape, colour and number); a free slot is a
hollow ring; a zone the solo automaton blocks is hatched and says so in words.
"""

from __future__ import annotations

from render.cavern_tavern import glyphs
from render.cavern_tavern.from_view import CELLAR_VALUE, ingredient_name
from render.cavern_tavern.model import Tavern, Zone
from render.common import palette as pal
from render.common.canvas import Canvas
from render.common.geometry import Rect

ROOM_STYLE: dict[str, tuple[pal.RGB, pal.RGB, pal.RGB]] = {
    # room: (band, band text, face)
    "cellar": (pal.ROCK_DARK, pal.WHITE, pal.CAVERN),
    "kitchen": (pal.BLUE, pal.WHITE, pal.BLUE_LIGHT),
    "chores": (pal.HIGHLIGHT, pal.WHITE, pal.PANEL),
    "office": (pal.OI_VERMILLION, pal.WHITE, pal.ORANGE_LIGHT),
    "workshop": (pal.OI_PURPLE, pal.INK, pal.SHADE),
}
SLOT_R = 16


def cellar_supply(tavern: Tavern, zone: Zone) -> str:
    """"Fruit 5 · Herbs 6 left": what the zone's two piles still hold."""
    pair = [ing for ing, v in CELLAR_VALUE.items() if v == zone.total]
    if not tavern.supply or not pair:
        return ""
    return " · ".join(f"{ingredient_name(i)} {tavern.supply.get(i, 0)}" for i in pair) + " left"


def _slots(canvas: Canvas, area: Rect, zone: Zone) -> None:
    seats = list(zone.occupied)
    free = max(0, zone.slots - len(seats))
    pitch = 2 * SLOT_R + 8
    count = len(seats) + free
    per_row = max(1, area.w // pitch)
    x0 = area.x + SLOT_R + 2
    for k in range(count):
        cx = x0 + (k % per_row) * pitch
        cy = area.bottom - SLOT_R - 2 - (k // per_row) * pitch
        if k < len(seats):
            glyphs.seat_token(canvas, (cx, cy), SLOT_R, seats[k])
        else:
            glyphs.empty_slot(canvas, (cx, cy), SLOT_R)


def zone_card(canvas: Canvas, area: Rect, zone: Zone, tavern: Tavern) -> None:
    band_fill, band_ink, face = ROOM_STYLE.get(zone.room, ROOM_STYLE["cellar"])
    canvas.rect(area, fill=face, outline=band_fill, width=3, radius=10)
    if zone.blocked:
        # Hatch under the words, so a blocked zone still says what it is.
        glyphs.hatch(canvas, area.inset(3), pal.LINE, step=16, width=2)
    band = Rect(area.x, area.y, area.w, 34)
    canvas.rect(band, fill=band_fill, radius=10)
    canvas.rect(Rect(band.x, band.y + 20, band.w, 14), fill=band_fill)
    canvas.text_in(band.inset(8, 2), glyphs.need_text(zone.total, zone.dice), 22, band_ink,
                   bold=True, align="left", max_lines=1)
    # Slots used, in words too: rings alone are hard to count on a small screen.
    canvas.text((band.right - 10, band.center[1]), f"{len(zone.occupied)}/{zone.slots}", 16,
                band_ink, anchor="rm")
    body = Rect(area.x + 8, band.bottom + 4, area.w - 16, area.h - band.h - 12)
    name = canvas.text_in(body.top(46), zone.name, 18, pal.INK, bold=True, align="left",
                          valign="top", max_lines=2)
    detail = cellar_supply(tavern, zone) if zone.room == "cellar" else zone.reward
    detail_box = Rect(body.x, body.y + name.height + 2, body.w,
                      body.h - name.height - 2 * SLOT_R - 8)
    if detail and detail_box.h >= 17:
        canvas.text_in(detail_box, detail, 16, pal.INK, align="left", valign="top",
                       max_lines=3)
    if zone.blocked:
        label = Rect(body.x, body.bottom - 2 * SLOT_R - 2, body.w, 2 * SLOT_R)
        glyphs.badge(canvas, label, "✕ blocked", pal.INK, pal.WHITE, 18)
    else:
        _slots(canvas, body, zone)


def zone_row(canvas: Canvas, areas: tuple[Rect, ...], zones: tuple[Zone, ...],
             tavern: Tavern) -> None:
    for zone, area in zip(zones, areas, strict=False):
        zone_card(canvas, area, zone, tavern)
