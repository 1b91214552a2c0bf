"""Goods and animals as little pictures drawn in code (issue 12: icons, not words).

Each icon fits the square it is given, keeps an ink outline (so white sheep show on
white) and has its own silhouette as well as its colour: a log, a rock, a gem, a coin, a
sheaf... so two goods are never told apart by colour alone. Unknown goods get a disc.
"""

from __future__ import annotations

from collections.abc import Callable

from render.common import palette as pal
from render.common.canvas import Canvas
from render.common.geometry import Rect

Point = tuple[int, int]
Draw = Callable[[Canvas, Rect, pal.RGB], None]


def _at(area: Rect, fx: float, fy: float) -> Point:
    return round(area.x + area.w * fx), round(area.y + area.h * fy)


def _poly(canvas: Canvas, area: Rect, points: list[tuple[float, float]], fill: pal.RGB,
          outline: pal.RGB = pal.INK) -> None:
    canvas.polygon([_at(area, fx, fy) for fx, fy in points], fill=fill, outline=outline)


def _oval(canvas: Canvas, area: Rect, x0: float, y0: float, x1: float, y1: float,
          fill: pal.RGB | None, outline: pal.RGB | None = pal.INK, width: int = 1) -> None:
    ax, ay = _at(area, x0, y0)
    bx, by = _at(area, x1, y1)
    canvas.ellipse(Rect(ax, ay, max(1, bx - ax), max(1, by - ay)), fill=fill, outline=outline,
                   width=width)


def _log(canvas: Canvas, a: Rect, c: pal.RGB) -> None:
    x0, y0 = _at(a, 0.08, 0.28)
    x1, y1 = _at(a, 0.78, 0.72)
    canvas.rect(Rect(x0, y0, x1 - x0, y1 - y0), fill=c, outline=pal.INK)
    _oval(canvas, a, 0.62, 0.26, 0.94, 0.74, pal.ORANGE_LIGHT)
    _oval(canvas, a, 0.72, 0.42, 0.84, 0.58, None, c)


def _rock(canvas: Canvas, a: Rect, c: pal.RGB) -> None:
    _poly(canvas, a, [(0.1, 0.7), (0.22, 0.32), (0.5, 0.16), (0.82, 0.3), (0.92, 0.68),
                      (0.62, 0.86), (0.3, 0.86)], c)


def _ore(canvas: Canvas, a: Rect, c: pal.RGB) -> None:
    _rock(canvas, a, c)
    _poly(canvas, a, [(0.35, 0.45), (0.5, 0.32), (0.62, 0.5), (0.48, 0.62)], pal.SHADE)


def _gem(canvas: Canvas, a: Rect, c: pal.RGB) -> None:
    _poly(canvas, a, [(0.22, 0.18), (0.78, 0.18), (0.96, 0.4), (0.5, 0.92), (0.04, 0.4)], c)
    canvas.line([_at(a, 0.04, 0.4), _at(a, 0.96, 0.4)], pal.INK, 1)


def _coin(canvas: Canvas, a: Rect, c: pal.RGB) -> None:
    _oval(canvas, a, 0.06, 0.06, 0.94, 0.94, c)
    _oval(canvas, a, 0.26, 0.26, 0.74, 0.74, None, pal.INK)


def _food(canvas: Canvas, a: Rect, c: pal.RGB) -> None:
    # A drumstick: the meat, then the bone's end.
    canvas.line([_at(a, 0.55, 0.55), _at(a, 0.86, 0.86)], pal.INK, max(2, a.w // 7))
    _oval(canvas, a, 0.74, 0.74, 0.98, 0.98, pal.WHITE)
    _oval(canvas, a, 0.04, 0.04, 0.68, 0.68, c)


def _sheaf(canvas: Canvas, a: Rect, c: pal.RGB) -> None:
    canvas.line([_at(a, 0.5, 0.95), _at(a, 0.5, 0.35)], pal.INK, 2)
    for fx, fy in ((0.5, 0.1), (0.3, 0.32), (0.7, 0.32), (0.3, 0.56), (0.7, 0.56)):
        _oval(canvas, a, fx - 0.14, fy - 0.13, fx + 0.14, fy + 0.17, c)


def _pumpkin(canvas: Canvas, a: Rect, c: pal.RGB) -> None:
    _oval(canvas, a, 0.06, 0.22, 0.94, 0.94, c)
    _oval(canvas, a, 0.34, 0.22, 0.66, 0.94, None)
    canvas.line([_at(a, 0.5, 0.22), _at(a, 0.6, 0.04)], pal.INK, 2)


def _flower(canvas: Canvas, a: Rect, c: pal.RGB) -> None:
    for fx, fy in ((0.5, 0.22), (0.78, 0.45), (0.66, 0.78), (0.34, 0.78), (0.22, 0.45)):
        _oval(canvas, a, fx - 0.2, fy - 0.2, fx + 0.2, fy + 0.2, c)
    _oval(canvas, a, 0.38, 0.4, 0.62, 0.64, pal.OI_YELLOW)


def _legs(canvas: Canvas, a: Rect, xs: tuple[float, ...], top: float, bottom: float,
          width: int) -> None:
    for fx in xs:
        canvas.line([_at(a, fx, top), _at(a, fx, bottom)], pal.INK, width)


def _sheep(canvas: Canvas, a: Rect, c: pal.RGB) -> None:
    # A woolly cloud of bumps on short legs, a dark face.
    _legs(canvas, a, (0.25, 0.6), 0.7, 0.95, max(2, a.w // 10))
    for fx, fy in ((0.2, 0.45), (0.42, 0.32), (0.62, 0.45), (0.4, 0.6), (0.2, 0.62),
                   (0.6, 0.62)):
        _oval(canvas, a, fx - 0.19, fy - 0.19, fx + 0.19, fy + 0.19, c)
    _oval(canvas, a, 0.68, 0.28, 0.98, 0.58, pal.INK, None)


def _donkey(canvas: Canvas, a: Rect, c: pal.RGB) -> None:
    # Long legs, a raised head with two tall ears.
    _legs(canvas, a, (0.2, 0.55), 0.5, 1.0, max(2, a.w // 12))
    _oval(canvas, a, 0.06, 0.34, 0.7, 0.64, c)
    _poly(canvas, a, [(0.58, 0.42), (0.7, 0.12), (0.84, 0.14), (0.74, 0.48)], c)
    _oval(canvas, a, 0.7, 0.08, 0.98, 0.3, c)
    _poly(canvas, a, [(0.72, 0.12), (0.72, -0.0), (0.78, 0.1)], c)
    _poly(canvas, a, [(0.8, 0.1), (0.86, -0.0), (0.88, 0.12)], c)


def _boar(canvas: Canvas, a: Rect, c: pal.RGB) -> None:
    # Low and heavy, the head down in front with a snout and a white tusk; a bristly back.
    _legs(canvas, a, (0.25, 0.55), 0.72, 0.9, max(2, a.w // 8))
    _oval(canvas, a, 0.02, 0.4, 0.74, 0.82, c)
    _poly(canvas, a, [(0.2, 0.42), (0.3, 0.3), (0.4, 0.4), (0.5, 0.3), (0.6, 0.42)], c)
    _poly(canvas, a, [(0.6, 0.48), (0.98, 0.6), (0.98, 0.76), (0.62, 0.8)], c)
    _poly(canvas, a, [(0.84, 0.74), (0.96, 0.9), (0.8, 0.8)], pal.WHITE)


def _cattle(canvas: Canvas, a: Rect, c: pal.RGB) -> None:
    # A big square body, a square head with two horns.
    _legs(canvas, a, (0.14, 0.58), 0.7, 0.98, max(2, a.w // 8))
    x0, y0 = _at(a, 0.02, 0.34)
    x1, y1 = _at(a, 0.72, 0.76)
    canvas.rect(Rect(x0, y0, x1 - x0, y1 - y0), fill=c, outline=pal.INK)
    x0, y0 = _at(a, 0.66, 0.24)
    x1, y1 = _at(a, 0.96, 0.56)
    canvas.rect(Rect(x0, y0, x1 - x0, y1 - y0), fill=c, outline=pal.INK)
    canvas.line([_at(a, 0.66, 0.26), _at(a, 0.56, 0.04)], pal.INK, max(2, a.w // 12))
    canvas.line([_at(a, 0.96, 0.26), _at(a, 1.0, 0.04)], pal.INK, max(2, a.w // 12))


def _dog(canvas: Canvas, a: Rect, c: pal.RGB) -> None:
    # Slim, tail up, head up with a long snout and a floppy ear.
    _legs(canvas, a, (0.22, 0.56), 0.6, 0.96, max(2, a.w // 12))
    _oval(canvas, a, 0.1, 0.42, 0.68, 0.66, c)
    canvas.line([_at(a, 0.12, 0.5), _at(a, 0.0, 0.18)], pal.INK, max(2, a.w // 12))
    _oval(canvas, a, 0.56, 0.16, 0.84, 0.44, c)
    _poly(canvas, a, [(0.78, 0.26), (1.0, 0.32), (0.8, 0.4)], c)
    _poly(canvas, a, [(0.58, 0.2), (0.66, 0.18), (0.6, 0.46)], pal.INK)


ICONS: dict[str, Draw] = {
    "wood": _log, "stone": _rock, "ore": _ore, "ruby": _gem, "gold": _coin, "food": _food,
    "grain": _sheaf, "emmer": _sheaf, "vegetable": _pumpkin, "flax": _flower,
    "sheep": _sheep, "donkey": _donkey, "wild_boar": _boar, "cattle": _cattle, "dog": _dog,
}


def good_icon(canvas: Canvas, area: Rect, good: str, colour: pal.RGB) -> None:
    """``good``'s picture in ``colour`` inside the square ``area`` (a disc if unknown)."""
    draw = ICONS.get(good)
    if draw is None:
        _oval(canvas, area, 0.1, 0.1, 0.9, 0.9, colour)
        return
    draw(canvas, area, colour)
