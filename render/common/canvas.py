"""A drawing surface that records what it drew, so tests can check the readability rules.

Every board draws through a :class:`Canvas`: it keeps the smallest font size used and the
box of every piece of text, which the tests compare with the issue's limits (text at
least 14 px, nothing outside the image). :class:`LoggedCanvas` also keeps the strings, for
the secrecy tests, and clones cheaply, for boards that cache their fixed layers.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from PIL import Image, ImageDraw

from render.common.fonts import MIN_TEXT_PX, font
from render.common.geometry import Rect
from render.common.palette import RGB
from render.common.png import encode_png
from render.common.text import FittedText, fit

Box = tuple[int, int, int, int]
HAlign = Literal["left", "center", "right"]
VAlign = Literal["top", "middle", "bottom"]


@lru_cache(maxsize=16384)
def text_mask(text: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """The anti-aliased coverage of ``text`` and its offset from the anchor point.

    Boards repeat the same labels (tile names, room texts, numbers) on every move, and
    rasterising glyphs is most of a board's cost, so each string is rendered once.
    The returned mask is shared: never draw on it.
    """
    return font(size, bold).mask(text, anchor)


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
        if outline is None or width <= 1:
            self.draw.polygon(points, fill=fill, outline=outline)
            return
        # Pillow draws a wide polygon outline through a mask as big as the whole image;
        # a closed wide line gives the same look for a fraction of the cost.
        if fill is not None:
            self.draw.polygon(points, fill=fill)
        self.draw.line([*points, points[0], points[1]], fill=outline, width=width,
                       joint="curve")

    def ellipse(self, r: Rect, fill: RGB | None = None, outline: RGB | None = None,
                width: int = 1) -> None:
        self.draw.ellipse(r.box, fill=fill, outline=outline, width=width)

    # -- text --------------------------------------------------------------------------

    def text(self, xy: tuple[int, int], text: str, size: int, fill: RGB, *,
             bold: bool = False, anchor: str = "la") -> tuple[int, int, int, int]:
        """One line of text at ``xy`` (Pillow anchor); returns its box."""
        if size < MIN_TEXT_PX:
            raise ValueError(f"text {text!r} at {size} px is below the {MIN_TEXT_PX} px minimum")
        mask, dx, dy = text_mask(text, size, bold, anchor)
        x, y = xy[0] + dx, xy[1] + dy
        box = (x, y, x + mask.width, y + mask.height)
        self.image.paste(fill, box, mask)
        self.text_sizes.append(size)
        self.text_boxes.append(box)
        return box

    def text_in(self, area: Rect, text: str, max_size: int, fill: RGB, *,
                bold: bool = False, align: HAlign = "center", valign: VAlign = "middle",
                max_lines: int = 4, min_size: int = MIN_TEXT_PX) -> FittedText:
        """``text`` fitted (wrapped, shrunk, at worst ellipsized) inside ``area``."""
        fitted = fit(text, area.w, area.h, max_size, bold=bold, max_lines=max_lines,
                     min_size=min_size)
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

    # -- cached pieces -----------------------------------------------------------------

    def stamp(self, piece: Stamp, xy: tuple[int, int]) -> None:
        """Paste a piece drawn once, with the text it recorded, its top left at ``xy``."""
        x, y = xy
        self.image.paste(piece.image, (x, y))
        self.text_sizes.extend(piece.sizes)
        self.text_boxes.extend((x0 + x, y0 + y, x1 + x, y1 + y)
                               for x0, y0, x1, y1 in piece.boxes)

    # -- output ------------------------------------------------------------------------

    @property
    def min_text_size(self) -> int | None:
        return min(self.text_sizes) if self.text_sizes else None

    def png(self) -> bytes:
        return encode_png(self.image)


@dataclass
class LoggedCanvas(Canvas):
    """A canvas that also keeps every string it drew, and can be copied to draw on.

    Secrecy tests read ``texts``: no hidden card or objective may ever be among them.
    Boards draw their fixed parts once, cache the canvas and ``clone`` it per view.
    """

    texts: list[str] = field(default_factory=list, init=False)

    def text(self, xy: tuple[int, int], text: str, size: int, fill: RGB, *,
             bold: bool = False, anchor: str = "la") -> tuple[int, int, int, int]:
        self.texts.append(text)
        return super().text(xy, text, size, fill, bold=bold, anchor=anchor)

    def stamp(self, piece: Stamp, xy: tuple[int, int]) -> None:
        super().stamp(piece, xy)
        self.texts.extend(piece.texts)

    def clone(self) -> LoggedCanvas:
        """An independent copy (the cached original is never drawn on again)."""
        other = copy.copy(self)          # shallow: no fresh blank image to fill and throw away
        other.image = self.image.copy()
        other.draw = ImageDraw.Draw(other.image)
        other.text_sizes = list(self.text_sizes)
        other.text_boxes = list(self.text_boxes)
        other.texts = list(self.texts)
        return other


@dataclass(frozen=True)
class Stamp:
    """A static piece of a picture, drawn once and pasted on every move (STYLE.md).

    It keeps the sizes, boxes (relative to its top left) and strings of its text, so a
    pasted piece still counts for the readability and secrecy tests. Never draw on it.
    """

    image: Image.Image
    sizes: tuple[int, ...]
    boxes: tuple[Box, ...]
    texts: tuple[str, ...]


def make_stamp(width: int, height: int, background: RGB,
               draw: Callable[[LoggedCanvas], None]) -> Stamp:
    """Run ``draw`` on a blank ``width`` x ``height`` canvas and keep it as a :class:`Stamp`.

    The background must be what lies under the piece where it is pasted: anti-aliased
    edges blend with it, and the pasted pixels must equal drawing in place.
    """
    canvas = LoggedCanvas(width, height, background)
    draw(canvas)
    return Stamp(canvas.image, tuple(canvas.text_sizes), tuple(canvas.text_boxes),
                 tuple(canvas.texts))
