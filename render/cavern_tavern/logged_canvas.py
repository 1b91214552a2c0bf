"""A canvas that also keeps every string it was asked to draw.

The secrecy tests read this log: no item in a hand and no secret objective may ever be
among the words a board drew. (General enough to move to ``render/common/canvas.py``.)
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from PIL import ImageDraw

from render.common.canvas import Canvas
from render.common.palette import RGB


@dataclass
class LoggedCanvas(Canvas):
    texts: list[str] = field(default_factory=list, init=False)

    def text(self, xy: tuple[int, int], text: str, size: int, fill: RGB, *,
             bold: bool = False, anchor: str = "la") -> tuple[int, int, int, int]:
        self.texts.append(text)
        return super().text(xy, text, size, fill, bold=bold, anchor=anchor)

    def clone(self) -> LoggedCanvas:
        """An independent copy: boards draw their fixed parts once and clone them per view."""
        other = copy.copy(self)          # shallow: no fresh blank image to fill and throw away
        other.image = self.image.copy()
        other.draw = ImageDraw.Draw(other.image)
        other.text_sizes = list(self.text_sizes)
        other.text_boxes = list(self.text_boxes)
        other.texts = list(self.texts)
        return other
