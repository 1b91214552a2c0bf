"""A canvas that also keeps every string it was asked to draw.

The secrecy tests read this log: no item in a hand and no secret objective may ever be
among the words a board drew. (General enough to move to ``render/common/canvas.py``.)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from render.common.canvas import Canvas
from render.common.palette import RGB


@dataclass
class LoggedCanvas(Canvas):
    texts: list[str] = field(default_factory=list, init=False)

    def text(self, xy: tuple[int, int], text: str, size: int, fill: RGB, *,
             bold: bool = False, anchor: str = "la") -> tuple[int, int, int, int]:
        self.texts.append(text)
        return super().text(xy, text, size, fill, bold=bold, anchor=anchor)
