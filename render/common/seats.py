"""Seat colours and shapes: up to seven players (Caverna), never told apart by colour alone.

Each seat has a colour and a shape (circle, square, triangle, ...), and every mark also
carries the seat number, so two seats stay distinct for colour-blind players and in grey.
Games with printed player colours (Cavern Tavern) pass their own colours to ``seat_mark``
and keep the shapes.
"""

from __future__ import annotations

import math

from render.common import palette as pal
from render.common.canvas import Canvas
from render.common.geometry import Rect
from render.common.words import word

# Okabe-Ito hues, then rock: seven seats (the palette's first five stay in their order).
SEATS: tuple[pal.RGB, ...] = pal.SEATS
SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "pentagon", "hexagon",
                           "star")
_DARK = frozenset({pal.OI_BLUE, pal.OI_VERMILLION, pal.OI_GREEN, pal.ROCK_DARK, pal.WALL})


def seat_colour(seat: int) -> pal.RGB:
    return SEATS[seat % len(SEATS)]


def ink_on(colour: pal.RGB) -> pal.RGB:
    """Text colour that reads on ``colour``: white on the dark seat colours, ink otherwise."""
    return pal.WHITE if colour in _DARK else pal.INK


def seat_ink(seat: int) -> pal.RGB:
    return ink_on(seat_colour(seat))


def seat_shape(seat: int) -> str:
    return SHAPES[seat % len(SHAPES)]


def _regular(cx: int, cy: int, r: float, sides: int, turn: float) -> list[tuple[int, int]]:
    return [(round(cx + r * math.cos(turn + 2 * math.pi * k / sides)),
             round(cy + r * math.sin(turn + 2 * math.pi * k / sides))) for k in range(sides)]


def shape_points(shape: str, cx: int, cy: int, r: int) -> list[tuple[int, int]]:
    """The outline of a polygonal seat shape of radius about ``r`` around (cx, cy)."""
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
    if shape == "star":
        # Five points, with the inner ring wide enough to hold a digit.
        outer = _regular(cx, cy + 1, r * 1.25, 5, up)
        inner = _regular(cx, cy + 1, r * 0.8, 5, up + math.pi / 5)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    return _regular(cx, cy, r * 1.02, 6, 0.0)


def seat_mark(canvas: Canvas, centre: tuple[int, int], r: int, seat: int, *,
              fill: pal.RGB | None = None, ink: pal.RGB | None = None,
              outline: pal.RGB = pal.INK, label: bool = True) -> None:
    """The seat's marker: its shape in its colour (or ``fill``), with its number inside."""
    cx, cy = centre
    shape = seat_shape(seat)
    fill = seat_colour(seat) if fill is None else fill
    if shape == "circle":
        canvas.ellipse(Rect(cx - r, cy - r, 2 * r, 2 * r), fill=fill, outline=outline,
                       width=2)
    else:
        canvas.polygon(shape_points(shape, cx, cy, r), fill=fill, outline=pal.INK, width=2)
    if label and r >= 11:
        size = max(14, min(22, r))
        dy = r // 6 if shape == "triangle" else 0
        canvas.text((cx, cy + dy), str(seat + 1), size, ink_on(fill) if ink is None else ink,
                    bold=True, anchor="mm")


def seat_badge(canvas: Canvas, area: Rect, seat: int, text: str | None = None,
               size: int = 16) -> None:
    """A rounded badge in the seat's colour saying who ("P3", or a player's name)."""
    canvas.rect(area, fill=seat_colour(seat), outline=pal.INK, width=1, radius=6)
    canvas.text_in(area.inset(3, 1), text or seat_short(seat), size, seat_ink(seat),
                   bold=True, max_lines=1)


def seat_short(seat: int) -> str:
    """A seat's short name: "P3" (French "J3")."""
    return word("pic-seat", "P{n}", n=seat + 1)
