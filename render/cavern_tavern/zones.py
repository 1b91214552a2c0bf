"""The tavern's dice zones: one card per zone with its cost, reward, slots and blockers.

A slot taken by a die shows the seat's token (shape, colour and number); a free slot is a
hollow ring; a zone the solo automaton blocks is hatched and says so in words.
"""

from __future__ import annotations

from dataclasses import dataclass

from render.cavern_tavern import glyphs
from render.cavern_tavern.from_view import CELLAR_VALUE, ingredient_name
from render.cavern_tavern.model import Tavern, Zone
from render.common import palette as pal
from render.common.canvas import Canvas
from render.common.geometry import Rect
from render.common.glyphs import die, hatch
from render.common.text import fit
from render.common.words import facts_line, word

ROOM_STYLE: dict[str, tuple[pal.RGB, pal.RGB, pal.RGB]] = {
    # room: (band, band text, face)
    "cellar": (pal.ROCK_DARK, pal.WHITE, pal.CAVERN),
    "kitchen": (pal.BLUE, pal.WHITE, pal.BLUE_LIGHT),
    "chores": (pal.HIGHLIGHT, pal.WHITE, pal.PANEL),
    "office": (pal.OI_VERMILLION, pal.WHITE, pal.ORANGE_LIGHT),
    "workshop": (pal.OI_PURPLE, pal.INK, pal.SHADE),
    "secret": (pal.WALL, pal.WHITE, pal.SHADE),
}
SLOT_R = 16


def cellar_supply(tavern: Tavern, zone: Zone) -> str:
    """"Fruit 5 · Herbs 6 left": what the zone's two piles still hold."""
    pair = [ing for ing, v in CELLAR_VALUE.items() if v == zone.total]
    if not tavern.supply or not pair:
        return ""
    return word("pic-tavern-supply-left", "{piles} left", piles=facts_line(
        word("pic-tavern-pile", "{name} {count}", name=ingredient_name(i),
             count=tavern.supply.get(i, 0)) for i in pair))


DIE = 24    # a placed die's face, beside the token of the seat that placed it
# Token radius and die size, largest first: a crowded zone draws its pieces smaller so
# they stay in the rows kept for them, under the zone's words (issue 12).
PIECE_SIZES: tuple[tuple[int, int], ...] = ((SLOT_R, DIE), (13, 20), (11, 16))
PIECE_GAP = 6


def _die_colours(colour: str) -> tuple[pal.RGB, pal.RGB]:
    """(face, pips) of a placed die: players' dice white, the white die grey-rimmed."""
    if colour == "player":
        return pal.WHITE, pal.INK
    face = glyphs.AUTOMATON_COLOURS.get(colour, pal.WHITE)
    return face, pal.WHITE if colour in ("blue", "red") else pal.INK


@dataclass(frozen=True)
class Piece:
    """A slot as drawn: the seat's token (None: a free ring) and the dice it put there."""

    seat: int | None
    centre: tuple[int, int]
    r: int
    dice: tuple[tuple[Rect, int, str], ...]       # (box, value, colour)

    @property
    def box(self) -> Rect:
        right = max([self.centre[0] + self.r, *(d.right for d, _, _ in self.dice)])
        top = min([self.centre[1] - self.r, *(d.y for d, _, _ in self.dice)])
        bottom = max([self.centre[1] + self.r, *(d.bottom for d, _, _ in self.dice)])
        return Rect(self.centre[0] - self.r, top, right - self.centre[0] + self.r, bottom - top)


def slot_rows(zone: Zone) -> int:
    """Rows kept for the slots at the bottom of a zone: two where several seats may go."""
    return 2 if zone.slots > 1 else 1


def slots_area(body: Rect, zone: Zone) -> Rect:
    """The bottom of the zone's body where its slots go; its words stay above."""
    h = slot_rows(zone) * (2 * SLOT_R + PIECE_GAP)
    return Rect(body.x, body.bottom - h, body.w, h)


def slot_pieces(area: Rect, zone: Zone) -> list[Piece]:
    """Taken slots as seat tokens, each followed by the dice that seat put here; free
    rings. Left to right, wrapping upwards, always inside ``area``."""
    groups: list[tuple[int | None, tuple[tuple[int, str], ...]]] = []
    for seat in dict.fromkeys(zone.occupied):
        groups.append((seat, tuple((v, c) for s, v, c in zone.placed if s == seat)))
    groups += [(None, ())] * max(0, zone.slots - len(zone.occupied))
    rows = max(1, area.h // (2 * SLOT_R + PIECE_GAP))
    for r, d in PIECE_SIZES:
        pieces = _flow(area, groups, r, d, d + 3, rows)
        if pieces is not None:
            return pieces
    # Still too many: the smallest pieces, each group's dice fanned to share its width.
    r, d = PIECE_SIZES[-1]
    per_row = -(-len(groups) // rows)
    width = area.w // max(1, per_row)
    out = []
    for k, (seat, dice) in enumerate(groups):
        x = area.x + (k % per_row) * width
        cy = area.bottom - r - 2 - (k // per_row) * (2 * r + PIECE_GAP)
        room = width - 2 * r - 3 - d - PIECE_GAP
        pitch = min(d + 3, room // max(1, len(dice) - 1)) if len(dice) > 1 else 0
        out.append(_piece(seat, x, cy, r, d, max(1, pitch), dice))
    return out


def _piece(seat: int | None, x: int, cy: int, r: int, d: int, pitch: int,
           dice: tuple[tuple[int, str], ...]) -> Piece:
    dx = x + 2 * r + 3
    boxes = tuple((Rect(dx + i * pitch, cy - d // 2, d, d), v, c)
                  for i, (v, c) in enumerate(dice))
    return Piece(seat, (x + r, cy), r, boxes)


def _flow(area: Rect, groups: list[tuple[int | None, tuple[tuple[int, str], ...]]], r: int,
          d: int, pitch: int, rows: int) -> list[Piece] | None:
    out = []
    x, row = area.x, 0
    for seat, dice in groups:
        width = 2 * r + 3 + len(dice) * pitch
        if x > area.x and x + width > area.right:
            x, row = area.x, row + 1
        if row >= rows or width > area.w:
            return None
        cy = area.bottom - r - 2 - row * (2 * r + PIECE_GAP)
        out.append(_piece(seat, x, cy, r, d, pitch, dice))
        x += width + 8
    return out


def _slots(canvas: Canvas, area: Rect, zone: Zone) -> None:
    for piece in slot_pieces(slots_area(area, zone), zone):
        if piece.seat is None:
            glyphs.empty_slot(canvas, piece.centre, piece.r)
        else:
            glyphs.seat_token(canvas, piece.centre, piece.r, piece.seat)
        for box, value, colour in piece.dice:
            face, pip = _die_colours(colour)
            die(canvas, box, value, fill=face, pip=pip,
                outline=pal.MUTED if colour == "white" else pal.INK)


def _band(area: Rect) -> Rect:
    return Rect(area.x, area.y, area.w, 34)


def _body(area: Rect) -> Rect:
    return Rect(area.x + 8, area.y + 38, area.w - 16, area.h - 46)


def zone_frame(canvas: Canvas, area: Rect, zone: Zone, *, blocked: bool = False) -> None:
    """What never changes during a game: face, cost, name and (but for the Cellar) reward."""
    band_fill, band_ink, face = ROOM_STYLE.get(zone.room, ROOM_STYLE["cellar"])
    canvas.rect(area, fill=face, outline=band_fill, width=3, radius=10)
    if blocked:
        # Hatch under the words, so a blocked zone still says what it is.
        hatch(canvas, area.inset(3), pal.LINE, step=16, width=2)
    band = _band(area)
    canvas.rect(band, fill=band_fill, radius=10)
    canvas.rect(Rect(band.x, band.y + 20, band.w, 14), fill=band_fill)
    canvas.text_in(Rect(band.x + 8, band.y + 2, band.w - 70, band.h - 4),
                   glyphs.need_text(zone.total, zone.dice), 22, band_ink, bold=True,
                   align="left", max_lines=1)
    body = _body(area)
    canvas.text_in(body.top(46), zone.name, 18, pal.INK, bold=True, align="left",
                   valign="top", max_lines=2)
    if zone.room != "cellar":
        _detail(canvas, body, zone, zone.reward)


def detail_box(body: Rect, zone: Zone) -> Rect:
    """Where the zone's reward (or the Cellar's piles left) is written: under the name,
    above the rows kept for the slots."""
    name = fit(zone.name, body.w, 46, 18, bold=True, max_lines=2)
    top = body.y + name.height + 2
    return Rect(body.x, top, body.w, slots_area(body, zone).y - 2 - top)


def _detail(canvas: Canvas, body: Rect, zone: Zone, text: str) -> None:
    box = detail_box(body, zone)
    if text and box.h >= 17:
        canvas.text_in(box, text, 16, pal.INK, align="left", valign="top", max_lines=3)


def zone_state(canvas: Canvas, area: Rect, zone: Zone, tavern: Tavern) -> None:
    """What moves: slots used (in words too), Cellar piles left, taken slots or the block."""
    _, band_ink, _ = ROOM_STYLE.get(zone.room, ROOM_STYLE["cellar"])
    band = _band(area)
    # Rings alone are hard to count on a small screen: say "1/4" as well.
    canvas.text((band.right - 10, band.center[1]), f"{len(zone.occupied)}/{zone.slots}", 16,
                band_ink, anchor="rm")
    body = _body(area)
    if zone.room == "cellar":
        _detail(canvas, body, zone, cellar_supply(tavern, zone))
    if zone.blocked:
        label = Rect(body.x, body.bottom - 2 * SLOT_R - 2, body.w, 2 * SLOT_R)
        # The automaton's die that blocks the zone, when the view shows it, before the word.
        for _, value, colour in [d for d in zone.placed if d[0] is None][:1]:
            face, pip = _die_colours(colour)
            die(canvas, Rect(label.x, label.y + 2, 2 * SLOT_R - 4, 2 * SLOT_R - 4), value,
                fill=face, pip=pip)
            label = Rect(label.x + 2 * SLOT_R, label.y, label.w - 2 * SLOT_R, label.h)
        glyphs.badge(canvas, label, word("pic-tavern-blocked-badge", "✕ blocked"), pal.INK,
                     pal.WHITE, 18)
    else:
        _slots(canvas, body, zone)


def zone_card(canvas: Canvas, area: Rect, zone: Zone, tavern: Tavern) -> None:
    zone_frame(canvas, area, zone, blocked=zone.blocked)
    zone_state(canvas, area, zone, tavern)


def zone_row_state(canvas: Canvas, areas: tuple[Rect, ...], zones: tuple[Zone, ...],
                   tavern: Tavern) -> None:
    """The moving parts over frames drawn earlier; a blocked zone is redrawn whole."""
    for zone, area in zip(zones, areas, strict=False):
        if zone.blocked:
            zone_frame(canvas, area, zone, blocked=True)
        zone_state(canvas, area, zone, tavern)
