"""A compact picture for the turn, written top to bottom (issue 12, "legible at phone width").

Discord shows a picture about 400 px wide on a phone. The full boards are 1,000-1,200 px
wide, so their numbers shrink to about 5 px; this sheet is :data:`WIDTH` px wide and
never writes below :data:`MIN_PX`, so at 400 px every letter is at least 1/45 of the
width. It holds only the facts a player decides with; the full boards stay one tap away.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from render.common import palette as pal
from render.common.canvas import Canvas, LoggedCanvas
from render.common.geometry import Rect
from render.common.text import fit, text_width

WIDTH = 720
MARGIN = 16
# 1/45 of the width, rounded up: the smallest text that stays readable at 400 px.
MIN_PX = math.ceil(WIDTH / 45) + 2

# A chip's leading picture: draws into the square it is given (a good's token, a die...).
Icon = Callable[[Canvas, Rect], None]


@dataclass(frozen=True)
class Chip:
    """A small picture and a number or word beside it: "● 3", "Σ7 free"."""

    text: str
    icon: Icon | None = None
    bold: bool = True
    ink: pal.RGB = pal.INK


class Sheet:
    """Blocks stacked down the page: titles, wrapped lines, rows of chips, two columns.

    Write a page with :meth:`draw`: the writer runs once to measure (nothing drawn), then
    on a page of exactly the height it needs.
    """

    def __init__(self, width: int = WIDTH, height: int | None = None) -> None:
        self.width = width
        self.dry = height is None
        self.canvas = LoggedCanvas(width if height else 1, height or 1, pal.BACKGROUND)
        self.y = MARGIN

    @classmethod
    def draw(cls, write: Callable[[Sheet], None], width: int = WIDTH) -> LoggedCanvas:
        """The page ``write`` fills, cut to the height it uses."""
        measure = cls(width)
        write(measure)
        page = cls(width, measure.y + MARGIN)
        write(page)
        return page.canvas

    @property
    def inner(self) -> int:
        return self.width - 2 * MARGIN

    def gap(self, h: int = 8) -> None:
        self.y += h

    def title(self, text: str, size: int = 28) -> None:
        self.line(text, size, bold=True)

    def line(self, text: str, size: int = 22, *, bold: bool = False, ink: pal.RGB = pal.INK,
             indent: int = 0, lead: Icon | None = None) -> None:
        """One wrapped paragraph at ``size`` (never shrunk below :data:`MIN_PX`)."""
        x = MARGIN + indent + (size + 8 if lead else 0)
        w = self.width - MARGIN - x
        fitted = fit(text, w, 10 * size, size, bold=bold, min_size=MIN_PX, max_lines=6)
        if not self.dry:
            if lead:
                lead(self.canvas, Rect(MARGIN + indent, self.y + 2, size + 2, size + 2))
            self.canvas.fitted(Rect(x, self.y, w, fitted.height), fitted, ink, align="left",
                               valign="top")
        self.y += fitted.height + 4

    def band(self, text: str, fill: pal.RGB, ink: pal.RGB = pal.WHITE, size: int = 22) -> None:
        """A coloured strip with a bold heading: starts a section."""
        h = round(size * 1.5)
        if not self.dry:
            self.canvas.rect(Rect(MARGIN, self.y, self.inner, h), fill=fill, radius=8)
            self.canvas.text_in(Rect(MARGIN + 10, self.y, self.inner - 20, h), text, size,
                                ink, bold=True, align="left", max_lines=1, min_size=MIN_PX)
        self.y += h + 6

    def chips(self, chips: Sequence[Chip], size: int = 22, indent: int = 0) -> None:
        """Chips left to right, wrapping to new rows; each keeps its icon and text together."""
        x0 = MARGIN + indent
        x, row_h = x0, round(size * 1.4)
        for chip in chips:
            icon_w = size + 6 if chip.icon else 0
            w = icon_w + text_width(chip.text, size, chip.bold) + 18
            if x > x0 and x + w > self.width - MARGIN:
                x, self.y = x0, self.y + row_h
            if not self.dry:
                if chip.icon:
                    chip.icon(self.canvas, Rect(x, self.y + (row_h - size) // 2, size, size))
                self.canvas.text((x + icon_w, self.y + row_h // 2), chip.text, size, chip.ink,
                                 bold=chip.bold, anchor="lm")
            x += w
        self.y += row_h + 4

    def rule(self) -> None:
        if not self.dry:
            self.canvas.line([(MARGIN, self.y), (self.width - MARGIN, self.y)], pal.LINE, 2)
        self.y += 8
