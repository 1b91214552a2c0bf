"""An order card: name, customer, ingredients, points by lateness and when it is forgotten.

The points row reads like the printed card: one cell per round of lateness ("now", "+1",
"+2", ...) then a red cell with the round count after which the customer leaves and the
points then lost. The column that applies now is drawn inverted, so it is found without
colour.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from render.cavern_tavern.model import Order
from render.common import palette as pal
from render.common.canvas import Canvas, Stamp, make_stamp
from render.common.geometry import Rect
from render.common.glyphs import hatch
from render.common.numbers import number
from render.common.words import facts_line, language, word

SYMBOLS: dict[str, tuple[str, str]] = {"kitchen": ("pic-tavern-plus-kitchen", "+1 Kitchen"),
                                       "chores": ("pic-tavern-plus-chores", "+1 Chores")}


def ingredients_text(order: Order) -> str:
    counts = Counter(order.ingredients)
    return facts_line(word("pic-tavern-count", "{name} ×{count}", name=name, count=n) if n > 1
                      else name for name, n in sorted(counts.items()))


def points_row(canvas: Canvas, area: Rect, order: Order, lateness: int | None) -> None:
    """Header labels over values; the applicable column is inverted; the penalty is last."""
    gone_w = min(118, area.w // 3)
    cells = max(1, len(order.vp))
    cell_w = (area.w - gone_w - 6) // cells
    half = area.h // 2
    for k, vp in enumerate(order.vp):
        cell = Rect(area.x + k * cell_w, area.y, cell_w - 2, area.h)
        now = lateness == k
        canvas.rect(cell, fill=pal.INK if now else pal.PANEL,
                    outline=pal.INK if now else pal.LINE, width=2 if now else 1, radius=4)
        ink = pal.WHITE if now else pal.MUTED
        canvas.text((cell.center[0], cell.y + half // 2 + 1),
                    word("pic-tavern-now-short", "now") if k == 0 else f"+{k}", 14, ink,
                    anchor="mm")
        canvas.text((cell.center[0], cell.y + half + half // 2), number(vp), 18,
                    pal.WHITE if now else pal.INK, bold=True, anchor="mm")
    gone = Rect(area.right - gone_w, area.y, gone_w, area.h)
    late = lateness is not None and lateness >= len(order.vp)
    canvas.rect(gone, fill=pal.OI_VERMILLION, outline=pal.INK if late else pal.OI_VERMILLION,
                width=3 if late else 1, radius=4)
    # Fitted, not drawn at a fixed size: « 4ラウンド後に退店 » ran out of the box (ja-231).
    canvas.text_in(Rect(gone.x + 3, gone.y + 1, gone.w - 6, half),
                   word("pic-tavern-gone-after", "waits {n} rounds", n=order.forgotten_after),
                   14, pal.WHITE, max_lines=1)
    canvas.text((gone.center[0], gone.y + half + half // 2), f"−{order.penalty}", 18,
                pal.WHITE, bold=True, anchor="mm")


def order_face(canvas: Canvas, area: Rect, order: Order, *, lateness: int | None = None,
               ingredients_h: int = 48, name_size: int = 20, blocked: bool = False) -> Rect:
    """Draw the card's face inside ``area``; returns the box left for a footer."""
    canvas.rect(area, fill=pal.ORANGE_LIGHT, outline=pal.ORANGE, width=3, radius=10)
    if blocked:
        hatch(canvas, area.inset(3), pal.LINE)
    inner = area.inset(10, 8)
    canvas.text_in(inner.top(28), order.name, name_size, pal.INK, bold=True, align="left",
                   max_lines=1)
    y = inner.y + 30
    race = Rect(inner.x, y, inner.w, 22)
    if order.symbol in SYMBOLS:
        sym_w = 118
        tag = Rect(inner.right - sym_w, y, sym_w, 22)
        canvas.rect(tag, fill=pal.BLUE if order.symbol == "kitchen" else pal.HIGHLIGHT,
                    radius=6)
        canvas.text_in(tag.inset(4, 0), word(*SYMBOLS[order.symbol]), 15, pal.WHITE,
                       bold=True, max_lines=1)
        race = Rect(inner.x, y, inner.w - sym_w - 6, 22)
    canvas.text_in(race, word("pic-tavern-customer", "{race} customer", race=order.race), 16,
                   pal.MUTED, align="left", max_lines=1)
    y += 26
    canvas.text_in(Rect(inner.x, y, inner.w, ingredients_h), ingredients_text(order), 18,
                   pal.INK, align="left", valign="top", max_lines=3)
    y += ingredients_h + 4
    points_row(canvas, Rect(inner.x, y, inner.w, 46), order, lateness)
    y += 50
    return Rect(inner.x, y, inner.w, max(0, inner.bottom - y))


def order_stamp(order: Order, w: int, h: int, lateness: int | None,
                blocked: bool) -> tuple[Stamp, Rect]:
    """The card's face drawn once per look (an order, its lateness, blocked or not) and
    language, and its footer box relative to the card: the Mess Hall redraws six of them
    every move."""
    return _order_stamp(order, w, h, lateness, blocked, language())


@lru_cache(maxsize=64)
def _order_stamp(order: Order, w: int, h: int, lateness: int | None,
                 blocked: bool, lang: str) -> tuple[Stamp, Rect]:
    feet: list[Rect] = []

    def draw(canvas: Canvas) -> None:
        feet.append(order_face(canvas, Rect(0, 0, w, h), order, lateness=lateness,
                               blocked=blocked))
    return make_stamp(w, h, pal.BACKGROUND, draw), feet[0]
