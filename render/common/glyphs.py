"""Small pictures more than one game draws: tints, hatching and rock, dice, points shields.

Every colour used here is in the fixed encoding table of ``render.common.palette`` (a base
colour or a white-over-colour blend from ``tint``), so palette conversion never shifts a hue.
"""

from __future__ import annotations

from render.common import palette as pal
from render.common.canvas import Canvas
from render.common.geometry import Rect


def tint(colour: pal.RGB, step: int) -> pal.RGB:
    """``colour`` lightened by white, ``step`` 1 (palest) to 4 (strongest).

    The same blend the palette table precomputes for text edges (white over a base
    colour in fifths), so these tints are exact palette entries.
    """
    t = step / 5
    return (round(255 + (colour[0] - 255) * t), round(255 + (colour[1] - 255) * t),
            round(255 + (colour[2] - 255) * t))


def hatch(canvas: Canvas, area: Rect, colour: pal.RGB, step: int = 14, width: int = 3) -> None:
    """Diagonal strokes across ``area``: rock, or a blocked place, readable without colour."""
    for offset in range(-area.h, area.w, step):
        x0 = area.x + max(offset, 0)
        y0 = area.y + max(-offset, 0)
        length = min(area.right - x0, area.bottom - y0)
        if length > 0:
            canvas.line([(x0, y0), (x0 + length - 1, y0 + length - 1)], colour, width)


def rock(canvas: Canvas, area: Rect, step: int = 22) -> None:
    """Dark rock with diagonal strokes: a face-down tile or mountain never passes for a room."""
    canvas.rect(area, fill=pal.ROCK)
    hatch(canvas, area, pal.ROCK_DARK, step=step, width=3)


def points_shield(canvas: Canvas, area: Rect, label: int | str, size: int = 18,
                  text_dy: int = 1) -> None:
    """A shield with a tile's points, as printed on the tiles of both Caverna games."""
    x0, y0, x1, y1 = area.box
    mid = (x0 + x1) // 2
    notch = area.h // 4
    canvas.polygon([(x0, y0), (x1, y0), (x1, y1 - notch), (mid, y1), (x0, y1 - notch)],
                   fill=pal.PANEL, outline=pal.INK, width=2)
    canvas.text((mid, y0 + (area.h - notch) // 2 + text_dy), str(label), size, pal.INK,
                bold=True, anchor="mm")


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


def section_title(canvas: Canvas, area: Rect, title: str, note: str = "", size: int = 24,
                  note_size: int = 16, gap: int = 14) -> None:
    """A bold section title with a muted note after it on the same line (cut to fit)."""
    box = canvas.text((area.x, area.y + area.h // 2), title, size, pal.INK, bold=True,
                      anchor="lm")
    if note:
        canvas.text_in(Rect(box[2] + gap, area.y, area.right - box[2] - gap, area.h), note,
                       note_size, pal.MUTED, align="left", max_lines=1)
