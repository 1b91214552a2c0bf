"""A drawing surface that records what it drew, so tests can check the readability rules.

Every board draws through a :class:`Canvas`: it keeps the smallest font size used and the
box of every piece of text, which the tests compare with the issue's limits (text at
least 14 px, nothing outside the image).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from PIL import Image, ImageDraw

from render.common.fonts import MIN_TEXT_PX, font
from render.common.geometry import Rect
from render.common.palette import RGB
from render.common.png import encode_png
from render.common.text import FittedText, fit

HAlign = Literal["left", "center", "right"]
VAlign = Literal["top", "middle", "bottom"]


@dataclass
class Canvas:
    width: int
    height: int
    background: RGB
    image: Image.Image = field(init=False)
    draw: ImageDraw.ImageDraw = field(init=False)
    text_sizes: list[int] = field(default_factory=list, init=False)
    text_boxes: list[tuple[int, int, int, int]] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        self.image = Image.new("RGB", (self.width, self.height), self.background)
        self.draw = ImageDraw.Draw(self.image)

    # -- shapes ------------------------------------------------------------------------

    def rect(self, r: Rect, fill: RGB | None = None, outline: RGB | None = None,
             width: int = 1, radius: int = 0) -> None:
        if r.w <= 0 or r.h <= 0:
            return
        if radius:
            self.draw.rounded_rectangle(r.box, radius=radius, fill=fill, outline=outline,
                                        width=width)
        else:
            self.draw.rectangle(r.box, fill=fill, outline=outline, width=width)

    def line(self, points: list[tuple[int, int]], fill: RGB, width: int = 1) -> None:
        self.draw.line(points, fill=fill, width=width)

    def polygon(self, points: list[tuple[int, int]], fill: RGB | None = None,
                outline: RGB | None = None, width: int = 1) -> None:
        self.draw.polygon(points, fill=fill, outline=outline, width=width)

    def ellipse(self, r: Rect, fill: RGB | None = None, outline: RGB | None = None,
                width: int = 1) -> None:
        self.draw.ellipse(r.box, fill=fill, outline=outline, width=width)

    # -- text --------------------------------------------------------------------------

    def text(self, xy: tuple[int, int], text: str, size: int, fill: RGB, *,
             bold: bool = False, anchor: str = "la") -> tuple[int, int, int, int]:
        """One line of text at ``xy`` (Pillow anchor); returns its box."""
        if size < MIN_TEXT_PX:
            raise ValueError(f"text {text!r} at {size} px is below the {MIN_TEXT_PX} px minimum")
        fnt = font(size, bold)
        box = self.draw.textbbox(xy, text, font=fnt, anchor=anchor)
        self.draw.text(xy, text, font=fnt, fill=fill, anchor=anchor)
        self.text_sizes.append(size)
        self.text_boxes.append(box)
        return box

    def text_in(self, area: Rect, text: str, max_size: int, fill: RGB, *,
                bold: bool = False, align: HAlign = "center", valign: VAlign = "middle",
                max_lines: int = 4) -> FittedText:
        """``text`` fitted (wrapped, shrunk, at worst ellipsized) inside ``area``."""
        fitted = fit(text, area.w, area.h, max_size, bold=bold, max_lines=max_lines)
        self.fitted(area, fitted, fill, align=align, valign=valign)
        return fitted

    def fitted(self, area: Rect, fitted: FittedText, fill: RGB, *,
               align: HAlign = "center", valign: VAlign = "middle") -> None:
        if valign == "top":
            y = area.y
        elif valign == "bottom":
            y = area.bottom - fitted.height
        else:
            y = area.y + (area.h - fitted.height) // 2
        x, h_anchor = {"left": (area.x, "l"), "center": (area.x + area.w // 2, "m"),
                       "right": (area.right, "r")}[align]
        for line in fitted.lines:
            # Anchor on the ascender line so every line sits at the same pitch.
            self.text((x, y + fitted.line_height // 2), line, fitted.size, fill,
                      bold=fitted.bold, anchor=h_anchor + "m")
            y += fitted.line_height

    # -- output ------------------------------------------------------------------------

    @property
    def min_text_size(self) -> int | None:
        return min(self.text_sizes) if self.text_sizes else None

    def png(self) -> bytes:
        return encode_png(self.image)
