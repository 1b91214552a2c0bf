"""Words drawn over other words: a picture check every game shares (issue 12)."""

from __future__ import annotations

from render.common.canvas import Canvas, LoggedCanvas

Box = tuple[int, int, int, int]


def overlapping_texts(canvas: Canvas, slack: int = 1) -> list[tuple[str, str, Box, Box]]:
    """Pairs of text boxes that overlap by more than ``slack`` px each way (strings when
    the canvas logs them)."""
    texts = canvas.texts if isinstance(canvas, LoggedCanvas) else [""] * len(canvas.text_boxes)
    boxes = list(zip(canvas.text_boxes, texts, strict=True))
    out = []
    for i, (a, ta) in enumerate(boxes):
        for b, tb in boxes[i + 1:]:
            if (a[0] < b[2] - slack and b[0] < a[2] - slack and a[1] < b[3] - slack
                    and b[1] < a[3] - slack):
                out.append((ta, tb, a, b))
    return out
