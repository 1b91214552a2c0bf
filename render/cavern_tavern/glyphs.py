"""Small pictures both Cavern Tavern boards use: seat tokens, badges, zone costs.

Seats wear the game's colours (black, yellow, blue, green, red, purple) and, so colour is
never the only cue, each seat also has its own shape and its number written inside.
"""

from __future__ import annotations

from render.common import palette as pal
from render.common.canvas import Canvas
from render.common.geometry import Rect
from render.common.seats import seat_mark
from render.common.words import word

SEAT_COLOURS: tuple[pal.RGB, ...] = (pal.WALL, pal.OI_YELLOW, pal.OI_BLUE, pal.OI_GREEN,
                                     pal.OI_VERMILLION, pal.OI_PURPLE)
SEAT_COLOUR_NAMES: tuple[str, ...] = ("black", "yellow", "blue", "green", "red", "purple")
# Digits on yellow, green and pink-purple read better in ink than in white.
_LIGHT_SEATS = frozenset({1, 3, 5})

AUTOMATON_COLOURS: dict[str, pal.RGB] = {
    "white": pal.WHITE, "yellow": pal.OI_YELLOW, "blue": pal.OI_BLUE, "green": pal.OI_GREEN,
    "red": pal.OI_VERMILLION, "purple": pal.OI_PURPLE,
}


def seat_colour(seat: int) -> pal.RGB:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_ink(seat: int) -> pal.RGB:
    """Text colour that reads on the seat's colour."""
    return pal.INK if seat % len(SEAT_COLOURS) in _LIGHT_SEATS else pal.WHITE


def seat_label(seat: int) -> str:
    return word("pic-tavern-seat-label", "P{n} {colour}", n=seat + 1,
                colour=seat_colour_name(seat))


# The seats' colour names: (message key, English).
_COLOUR_WORDS: tuple[tuple[str, str], ...] = (
    ("pic-tavern-colour-black", "black"), ("pic-tavern-colour-yellow", "yellow"),
    ("pic-tavern-colour-blue", "blue"), ("pic-tavern-colour-green", "green"),
    ("pic-tavern-colour-red", "red"), ("pic-tavern-colour-purple", "purple"))


def seat_colour_name(seat: int) -> str:
    """"black", "yellow"...: the colour of the seat's pieces, in the reader's language."""
    return word(*_COLOUR_WORDS[seat % len(_COLOUR_WORDS)])


def seat_token(canvas: Canvas, centre: tuple[int, int], r: int, seat: int,
               label: bool = True) -> None:
    """The seat's marker: its shape in the game's colour, outlined, with its number inside."""
    # The black seat's circle gets a white rim so it shows on dark bands.
    outline = pal.WHITE if seat % len(SEAT_COLOURS) == 0 else pal.INK
    seat_mark(canvas, centre, r, seat, fill=seat_colour(seat), ink=seat_ink(seat),
              outline=outline, label=label)


def empty_slot(canvas: Canvas, centre: tuple[int, int], r: int) -> None:
    """A free slot: a hollow ring (a taken slot shows the seat's token instead)."""
    cx, cy = centre
    canvas.ellipse(Rect(cx - r, cy - r, 2 * r, 2 * r), fill=pal.PANEL, outline=pal.MUTED,
                   width=2)


def badge(canvas: Canvas, area: Rect, text: str, fill: pal.RGB, ink: pal.RGB,
          size: int = 18) -> None:
    canvas.rect(area, fill=fill, radius=min(8, area.h // 2))
    canvas.text_in(area.inset(4, 1), text, size, ink, bold=True, max_lines=1)


def need_text(total: int | None, dice: int | None) -> str:
    """How a zone is paid: "Σ 7" (dice adding up to 7) or "2 dice" (any faces)."""
    if total is not None:
        return f"Σ {total}"
    if dice == 0:
        return "—"
    count = dice or 1
    if count == 1:
        return word("pic-tavern-die", "{count} die", count=count)
    return word("pic-tavern-dice", "{count} dice", count=count)


def uses_pips(canvas: Canvas, x: int, cy: int, left: int, total: int = 2) -> int:
    """Filled circles for the uses left, hollow ones for the uses spent; returns the end x."""
    for k in range(total):
        box = Rect(x + k * 26, cy - 10, 20, 20)
        if k < left:
            canvas.ellipse(box, fill=pal.INK)
        else:
            canvas.ellipse(box, fill=pal.PANEL, outline=pal.MUTED, width=2)
    return x + total * 26


def rounds_late(lateness: int) -> str:
    """"taken this round", "1 round late", "3 rounds late"."""
    if lateness <= 0:
        return word("pic-tavern-taken-this-round", "taken this round")
    if lateness == 1:
        return word("pic-tavern-round-late", "{count} round late", count=lateness)
    return word("pic-tavern-rounds-late", "{count} rounds late", count=lateness)
