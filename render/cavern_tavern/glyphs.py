"""Small pictures both Cavern Tavern boards use: seat tokens, dice, badges, hatching.

Seats wear the game's colours (black, yellow, blue, green, red, purple) and, so colour is
never the only cue, each seat also has its own shape and its number written inside.
"""

from __future__ import annotations

import math

from render.common import palette as pal
from render.common.canvas import Canvas
from render.common.geometry import Rect

SEAT_COLOURS: tuple[pal.RGB, ...] = (pal.WALL, pal.OI_YELLOW, pal.OI_BLUE, pal.OI_GREEN,
                                     pal.OI_VERMILLION, pal.OI_PURPLE)
SEAT_COLOUR_NAMES: tuple[str, ...] = ("black", "yellow", "blue", "green", "red", "purple")
# Digits on yellow, green and pink-purple read better in ink than in white.
_LIGHT_SEATS = frozenset({1, 3, 5})
SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "pentagon", "hexagon")

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
    return f"P{seat + 1} {SEAT_COLOUR_NAMES[seat % len(SEAT_COLOUR_NAMES)]}"


def _regular(cx: int, cy: int, r: float, sides: int, turn: float) -> list[tuple[int, int]]:
    return [(round(cx + r * math.cos(turn + 2 * math.pi * k / sides)),
             round(cy + r * math.sin(turn + 2 * math.pi * k / sides))) for k in range(sides)]


def shape_points(shape: str, cx: int, cy: int, r: int) -> list[tuple[int, int]]:
    up = -math.pi / 2
    if shape == "square":
        s = round(r * 0.86)
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "triangle":
        return _regular(cx, cy + r // 5, r * 1.2, 3, up)
    if shape == "diamond":
        return _regular(cx, cy, r * 1.1, 4, up)
    if shape == "pentagon":
        return _regular(cx, cy + 1, r * 1.05, 5, up)
    return _regular(cx, cy, r * 1.02, 6, 0.0)


def seat_token(canvas: Canvas, centre: tuple[int, int], r: int, seat: int,
               label: bool = True) -> None:
    """The seat's marker: its shape in its colour, outlined, with its number inside."""
    cx, cy = centre
    shape = SHAPES[seat % len(SHAPES)]
    fill = seat_colour(seat)
    outline = pal.WHITE if seat % len(SEAT_COLOURS) == 0 else pal.INK
    if shape == "circle":
        canvas.ellipse(Rect(cx - r, cy - r, 2 * r, 2 * r), fill=fill, outline=outline,
                       width=2)
    else:
        canvas.polygon(shape_points(shape, cx, cy, r), fill=fill, outline=pal.INK, width=2)
    if label and r >= 11:
        size = max(14, min(22, r))
        dy = r // 6 if shape == "triangle" else 0
        canvas.text((cx, cy + dy), str(seat + 1), size, seat_ink(seat), bold=True,
                    anchor="mm")


def empty_slot(canvas: Canvas, centre: tuple[int, int], r: int) -> None:
    """A free slot: a hollow ring (a taken slot shows the seat's token instead)."""
    cx, cy = centre
    canvas.ellipse(Rect(cx - r, cy - r, 2 * r, 2 * r), fill=pal.PANEL, outline=pal.MUTED,
                   width=2)


_PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),), 2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)), 5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


def die(canvas: Canvas, area: Rect, value: int | None, fill: pal.RGB = pal.WHITE,
        pip: pal.RGB = pal.INK, outline: pal.RGB = pal.INK) -> None:
    """A die face with pips (1-6); any other value is written as a number, None as "?"."""
    canvas.rect(area, fill=fill, outline=outline, width=2, radius=max(3, area.w // 6))
    if value in _PIPS:
        step = area.w / 4
        r = max(2, round(area.w / 11))
        for col, row in _PIPS[value]:
            x = round(area.x + step * (col + 1))
            y = round(area.y + step * (row + 1))
            canvas.ellipse(Rect(x - r, y - r, 2 * r, 2 * r), fill=pip)
    else:
        text = "?" if value is None else str(value)
        canvas.text(area.center, text, max(14, area.h // 2), pip, bold=True, anchor="mm")


def hatch(canvas: Canvas, area: Rect, colour: pal.RGB, step: int = 14, width: int = 3) -> None:
    """Diagonal strokes across ``area``: a blocked place, readable without colour."""
    for offset in range(-area.h, area.w, step):
        x0 = area.x + max(offset, 0)
        y0 = area.y + max(-offset, 0)
        length = min(area.right - x0, area.bottom - y0)
        if length > 1:
            canvas.line([(x0, y0), (x0 + length - 1, y0 + length - 1)], colour, width)


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
    return f"{count} {'die' if count == 1 else 'dice'}"


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
        return "taken this round"
    return f"{lateness} round{'s' if lateness != 1 else ''} late"
