"""The end-of-game score table all three games draw: one column per player, one row per
scoring category, the totals last (issue 12: each player's breakdown on the final picture).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from render.common import palette as pal
from render.common.canvas import Canvas
from render.common.geometry import Rect
from render.common.numbers import number, signed
from render.common.seats import seat_mark
from render.common.words import word

ROW_H = 34
HEAD_H = 64
LABEL_W = 330
SIZE = 22


@dataclass(frozen=True)
class ScoreColumn:
    """One player's final breakdown: (category, points) lines and the total."""

    seat: int
    name: str
    lines: tuple[tuple[str, int], ...]
    total: int


def categories(columns: Sequence[ScoreColumn]) -> list[str]:
    """Every category any player scored in, in the order the games list them."""
    return list(dict.fromkeys(label for c in columns for label, _ in c.lines))


def table_height(columns: Sequence[ScoreColumn]) -> int:
    return HEAD_H + (len(categories(columns)) + 1) * ROW_H + 8


Mark = Callable[[Canvas, tuple[int, int], int, int], None]


def _default_mark(canvas: Canvas, centre: tuple[int, int], r: int, seat: int) -> None:
    seat_mark(canvas, centre, r, seat)


def score_table(canvas: Canvas, area: Rect, columns: Sequence[ScoreColumn],
                mark: Mark = _default_mark) -> None:
    """The table inside ``area`` (``table_height`` tall): names on top, totals in bold.
    ``mark`` draws a seat's token (games with printed player colours pass their own)."""
    canvas.rect(area, fill=pal.PANEL, outline=pal.LINE, width=2, radius=10)
    labels = categories(columns)
    label_w = min(LABEL_W, area.w // 3)
    col_w = min(220, (area.w - label_w - 16) // max(1, len(columns)))
    x0 = area.x + 8 + label_w
    best = max((c.total for c in columns), default=0)
    for i, col in enumerate(columns):
        x = x0 + i * col_w
        cx = x + col_w // 2
        if col.total == best and len(columns) > 1:
            canvas.rect(Rect(x + 2, area.y + 4, col_w - 4, area.h - 8), fill=pal.BLUE_LIGHT,
                        radius=8)
        mark(canvas, (cx, area.y + 22), 14, col.seat)
        canvas.text_in(Rect(x + 4, area.y + 38, col_w - 8, HEAD_H - 40), col.name, 18,
                       pal.INK, bold=True, max_lines=1)
    y = area.y + HEAD_H
    for row, label in enumerate(labels):
        if row % 2:
            canvas.rect(Rect(area.x + 4, y, area.w - 8, ROW_H), fill=pal.SHADE)
        canvas.text_in(Rect(area.x + 14, y, label_w - 10, ROW_H), label, SIZE - 2, pal.INK,
                       align="left", max_lines=1)
        for i, col in enumerate(columns):
            points = dict(col.lines).get(label)
            if points is None:
                continue
            cx = x0 + i * col_w + col_w // 2
            canvas.text((cx, y + ROW_H // 2), signed(points), SIZE,
                        pal.OI_VERMILLION if points < 0 else pal.INK, anchor="mm")
        y += ROW_H
    canvas.line([(area.x + 8, y + 1), (area.right - 8, y + 1)], pal.INK, 2)
    canvas.text((area.x + 14, y + ROW_H // 2 + 2), word("pic-total", "Total"), SIZE, pal.INK,
                bold=True, anchor="lm")
    for i, col in enumerate(columns):
        cx = x0 + i * col_w + col_w // 2
        canvas.text((cx, y + ROW_H // 2 + 2), number(col.total), SIZE + 4, pal.INK, bold=True,
                    anchor="mm")
