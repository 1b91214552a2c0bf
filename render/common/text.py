"""Fitting text into boxes: wrap at spaces, shrink down to the minimum size, then ellipsize.

Japanese and Chinese put no spaces between words: a line may break between two of their
(wide) characters, except before closing punctuation (、。」ー…) or after an opening
bracket (「（), the usual Japanese line-breaking rule (kinsoku); and never inside a
katakana word (« ドワーフ »), a short run of kanji (« 食料 »), nor between a number and
the word it counts (« 亜麻1 », « +1食料 », « 第3ラウンド »).
"""

from __future__ import annotations

import unicodedata
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


# No line starts with these (closing brackets, punctuation, small kana, the long vowel
# mark), and none ends with an opening bracket.
_NO_LINE_START = frozenset("、。，．・：；？！ー）」』】〕〉》｝］～…‥"
                           "ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"
                           ")]},.:;!?%")
_NO_LINE_END = frozenset("（「『【〔〈《｛［([{")


# A number and its signs: kept with the Japanese word written against it.
_NUMBER = frozenset("0123456789+−-×%")
# Kanji written together stay together up to this many (a word, a compound); a longer
# run may still break, so that no unit outgrows a narrow box.
_KANJI_RUN = 4
# A one-kana particle after a word: a line starting with it reads cut off (a grader found
# « 青の部屋 / を置ける »), so it stays at the end of the word's line.
_PARTICLES = frozenset("をがにはでとへも")


def _katakana(ch: str) -> bool:
    return "\u30a1" <= ch <= "\u30fa" or ch in "ーヽヾ"


def _kanji(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff" or ch in "々〆"


def _glued(last: str, ch: str) -> bool:
    """Whether ``ch`` continues the unit ``last`` (no space between them) as one word."""
    before = last[-1]
    if _katakana(ch) and _katakana(before):
        return True
    if _kanji(ch) and _kanji(before):
        run = len(last) - len(last.rstrip("".join(c for c in last if _kanji(c))))
        return run < _KANJI_RUN
    if ch in _NUMBER and _letter(before):
        return True    # « 亜麻1 »
    if ch in _PARTICLES and (_kanji(before) or _katakana(before)):
        return True    # « 青の部屋を / 置ける », not « 青の部屋 / を置ける »
    return _letter(ch) and before in _NUMBER   # « +1食料 », « 第3ラウンド »


def _letter(ch: str) -> bool:
    """A kana or a kanji (not punctuation: a line may still break after « 、 »)."""
    return "\u3041" <= ch <= "\u309f" or _katakana(ch) or _kanji(ch)


@lru_cache(maxsize=4096)
def _wide(ch: str) -> bool:
    """A character of a script written without spaces (CJK ideographs, kana, full-width
    forms): a line may break on either side of it."""
    return unicodedata.east_asian_width(ch) in ("W", "F")


# Spaces a line never breaks at (French typography: U+202F before « : » and inside « »).
_NO_BREAK = frozenset("\u00a0\u202f\u2007")


def units(paragraph: str, *, whole_words: bool = True) -> list[tuple[str, bool]]:
    """The pieces a line may break between, each with whether a space comes before it:
    words between spaces, and each wide character alone (kept with the punctuation that
    may not start or end a line). Text without wide characters gives its words."""
    found: list[list[str | bool]] = []
    space = False
    in_word = False          # the last piece is a word of narrow characters, still open
    glue = False             # a no-break space came last: the next character stays on
    for ch in paragraph:
        if ch in _NO_BREAK:
            # French's « : » and guillemets hold their word with a no-break space: it is
            # kept, and never a place to break (a picture ended a line on « et « »).
            if found and not space:
                found[-1][0] = str(found[-1][0]) + ch
            else:
                found.append([ch, space and bool(found)])
                space = False
            glue, in_word = True, False
            continue
        if ch.isspace():
            space, in_word, glue = True, False, False
            continue
        wide = _wide(ch)
        if found and not space:
            last = str(found[-1][0])
            if (glue or ch in _NO_LINE_START or last[-1] in _NO_LINE_END
                    or (in_word and not wide) or (whole_words and _glued(last, ch))):
                found[-1][0] = last + ch
                # A number glued to a Japanese word goes on as a narrow word ("3/12").
                in_word = not wide and (in_word or glue or ch in _NUMBER)
                glue = False
                continue
        found.append([ch, space and bool(found)])
        space, in_word, glue = False, not wide, False
    return [(str(text), bool(before)) for text, before in found]


def _joined(first: str, second: str) -> str:
    """Two pieces of one line: a space between them unless either side is wide."""
    if not first or not second or _wide(first[-1]) or _wide(second[0]):
        return first + second
    return f"{first} {second}"


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
    """Greedy word wrap (between wide characters too); explicit newlines are kept as
    line breaks."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word, space in units(paragraph):
            candidate = (f"{current} {word}" if space else current + word) if current else word
            if fnt.getlength(candidate) <= width:
                current = candidate
                continue
            if current:
                lines.append(current)
            if fnt.getlength(word) <= width:
                current = word
                continue
            # A Japanese word wider than the box: cut between its characters, kinsoku
            # still kept; a narrow word is cut anywhere.
            pieces = [piece for piece, _ in units(word, whole_words=False)]
            current = ""
            for piece in pieces if len(pieces) > 1 else ():
                if current and fnt.getlength(current + piece) > width:
                    lines.append(current)
                    current = ""
                current += piece
            if len(pieces) == 1:
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
    words = [word for paragraph in text.split("\n") for word, _ in units(paragraph)]
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
        rest = kept[-1]
        for line in lines[room:]:
            rest = _joined(rest, line)
        kept[-1] = ellipsize(rest, fnt, width)
    kept = [ellipsize(line, fnt, width) for line in kept]
    return FittedText(tuple(kept), min_size, bold, pitch)
