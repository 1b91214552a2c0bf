"""What the pictures write: every string a canvas draws (``Canvas.text`` is the one way to
draw text), for tests that read a picture's words."""

from __future__ import annotations

from typing import Any

import pytest

from render.common.canvas import Canvas


def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The list every string any canvas draws from now on is appended to."""
    seen: list[str] = []
    original = Canvas.text

    def spy(self: Canvas, xy: tuple[int, int], text: str, *args: Any, **kw: Any) -> Any:
        seen.append(text)
        return original(self, xy, text, *args, **kw)

    monkeypatch.setattr(Canvas, "text", spy)
    return seen
