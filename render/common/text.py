"""Fitting text into boxes: wrap at spaces, shrink down to the minimum size, then ellipsize."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from render.common.fonts import MIN_TEXT_PX, Font, font

ELLIPSIS = "…"


@dataclass(frozen=True)
class FittedText:
    """Lines that fit a box at one font size; ``line_height`` is the pitch between lines."""

    lines: tuple[str, ...]
    size: int
    bold: bool
    line_height: int

    @property
    def font(self) -> Font:
        return font(self.size, self.bold)

    @property
    def height(self) -> int:
        return self.line_height * len(self.lines)


def line_height(size: int) -> int:
    # DejaVu's ascent + descent is about 1.16 em; a little leading keeps lines apart.
    return round(size * 1.2)


def text_width(text: str, size: int, bold: bool = False) -> int:
    return round(font(size, bold).getlength(text))


def _break_word(word: str, fnt: Font, width: int) -> list[str]:
    """Split a word too long for one line at character boundaries."""
    pieces: list[str] = []
    current = ""
    for ch in word:
        if current and fnt.getlength(current + ch) > width:
            pieces.append(current)
            current = ch
        else:
            current += ch
    if current:
        pieces.append(current)
    return pieces


def wrap(text: str, fnt: Font, width: int) -> list[str]:
    """Greedy word wrap; explicit newlines are kept as line breaks."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in paragraph.split():
            candidate = f"{current} {word}" if current else word
            if fnt.getlength(candidate) <= width:
                current = candidate
                continue
            if current:
                lines.append(current)
            if fnt.getlength(word) <= width:
                current = word
            else:
                *full, current = _break_word(word, fnt, width)
                lines.extend(full)
        lines.append(current)
    return lines


def ellipsize(text: str, fnt: Font, width: int) -> str:
    """``text`` cut to ``width`` with a trailing ellipsis when it does not fit."""
    if fnt.getlength(text) <= width:
        return text
    cut = text
    while cut and fnt.getlength(cut.rstrip() + ELLIPSIS) > width:
        cut = cut[:-1]
    return cut.rstrip() + ELLIPSIS


@lru_cache(maxsize=16384)
def fit(text: str, width: int, height: int, max_size: int, *, bold: bool = False,
        min_size: int = MIN_TEXT_PX, max_lines: int = 4) -> FittedText:
    """The largest size from ``max_size`` down to ``min_size`` at which ``text`` fits.

    If even ``min_size`` does not fit, the lines that fit are kept and the last one ends
    with an ellipsis: the text never goes below the readable minimum. Cached: boards fit
    the same strings into the same boxes on every move.
    """
    min_size = max(min_size, MIN_TEXT_PX)
    max_size = max(max_size, min_size)
    words = text.split()
    for size in range(max_size, min_size - 1, -1):
        fnt = font(size, bold)
        # Shrink rather than break a word in two ("Prospectin g Site").
        if any(fnt.getlength(word) > width for word in words):
            continue
        lines = wrap(text, fnt, width)
        pitch = line_height(size)
        if len(lines) <= max_lines and pitch * len(lines) <= max(height, pitch):
            return FittedText(tuple(lines), size, bold, pitch)
    fnt = font(min_size, bold)
    pitch = line_height(min_size)
    room = max(1, min(max_lines, height // pitch))
    lines = wrap(text, fnt, width)
    kept = lines[:room]
    if len(lines) > room:
        kept[-1] = ellipsize(kept[-1] + " " + " ".join(lines[room:]), fnt, width)
    kept = [ellipsize(line, fnt, width) for line in kept]
    return FittedText(tuple(kept), min_size, bold, pitch)
