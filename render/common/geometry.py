"""Pure layout geometry: rectangles and the ways boards cut them up (no Pillow here)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rect:
    """An axis-aligned box in pixels: left, top, width, height."""

    x: int
    y: int
    w: int
    h: int

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h

    @property
    def center(self) -> tuple[int, int]:
        return self.x + self.w // 2, self.y + self.h // 2

    @property
    def box(self) -> tuple[int, int, int, int]:
        """Pillow's inclusive (x0, y0, x1, y1) box."""
        return self.x, self.y, self.right - 1, self.bottom - 1

    def inset(self, dx: int, dy: int | None = None) -> Rect:
        dy = dx if dy is None else dy
        return Rect(self.x + dx, self.y + dy, max(0, self.w - 2 * dx), max(0, self.h - 2 * dy))

    def top(self, h: int) -> Rect:
        """The top strip of height ``h``."""
        return Rect(self.x, self.y, self.w, min(h, self.h))

    def below(self, h: int) -> Rect:
        """What is left under the top strip of height ``h``."""
        h = min(h, self.h)
        return Rect(self.x, self.y + h, self.w, self.h - h)

    def left(self, w: int) -> Rect:
        return Rect(self.x, self.y, min(w, self.w), self.h)

    def right_of(self, w: int) -> Rect:
        """What is left right of the left strip of width ``w``."""
        w = min(w, self.w)
        return Rect(self.x + w, self.y, self.w - w, self.h)

    def contains(self, other: Rect) -> bool:
        return (self.x <= other.x and self.y <= other.y
                and other.right <= self.right and other.bottom <= self.bottom)

    def overlaps(self, other: Rect) -> bool:
        return (self.x < other.right and other.x < self.right
                and self.y < other.bottom and other.y < self.bottom)


def columns(area: Rect, count: int, gap: int) -> list[Rect]:
    """``count`` equal columns across ``area`` with ``gap`` pixels between them."""
    if count <= 0:
        return []
    width = (area.w - gap * (count - 1)) // count
    return [Rect(area.x + i * (width + gap), area.y, width, area.h) for i in range(count)]


def rows(area: Rect, count: int, gap: int) -> list[Rect]:
    """``count`` equal rows down ``area`` with ``gap`` pixels between them."""
    if count <= 0:
        return []
    height = (area.h - gap * (count - 1)) // count
    return [Rect(area.x, area.y + i * (height + gap), area.w, height) for i in range(count)]


def grid(origin_x: int, origin_y: int, cell_w: int, cell_h: int, gap: int,
         count: int, per_row: int) -> list[Rect]:
    """``count`` cells of a fixed size, ``per_row`` to a row, left to right then down."""
    return [Rect(origin_x + (i % per_row) * (cell_w + gap),
                 origin_y + (i // per_row) * (cell_h + gap), cell_w, cell_h)
            for i in range(count)]


def rows_needed(count: int, per_row: int) -> int:
    return (count + per_row - 1) // per_row if count > 0 else 0
