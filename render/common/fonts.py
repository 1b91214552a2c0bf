"""The bundled fonts, loaded once per size, with fallbacks for scripts DejaVu lacks.

DejaVu Sans ships inside ``render/fonts`` (licence beside it) because Pillow's built-in
font has no accented letters ("Entrée" would show boxes). Player names may be Japanese,
Chinese, Korean or emoji (issue 12), which DejaVu does not cover: each character DejaVu
lacks is drawn with the first fallback that has it — Droid Sans Fallback (Chinese,
Japanese, Korean; Apache 2.0) then Symbola (emoji and symbols, a subset; free for any
use). Which font has which character is read from the fonts' own tables
(``render.common.cmap``).

The layout engine is pinned to BASIC so the same text gives the same pixels whether or
not libraqm is installed.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from render.common.cmap import covered
from render.common.plain import is_control

FONT_DIR = Path(__file__).resolve().parent.parent / "fonts"
REGULAR = FONT_DIR / "DejaVuSans.ttf"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"
# Tried in this order for a character the main font lacks (no bold faces: same file).
FALLBACKS: tuple[Path, ...] = (FONT_DIR / "DroidSansFallback.ttf",
                               FONT_DIR / "Symbola-emoji.ttf")

# Text smaller than this is unreadable on a phone at full size (issue 4).
MIN_TEXT_PX = 14
# Bold CJK from size this and up is drawn with an outline (the fallback has no bold face).
BOLD_OUTLINE_PX = 26

# Characters that only change how their neighbours look (emoji presentation selectors,
# zero-width joiners, skin tones, tags): no font draws them alone, so they are left out.
_INVISIBLE = frozenset({0x200B, 0x200C, 0x200D, 0x2060, 0xFE0E, 0xFE0F, 0x20E3}
                       | set(range(0x1F3FB, 0x1F400)) | set(range(0xE0020, 0xE0080)))


@lru_cache(maxsize=8)
def _coverage(path: Path) -> frozenset[int]:
    return covered(path)


@lru_cache(maxsize=128)
def _truetype(path: Path, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)


def has_glyph(path: Path, char: str) -> bool:
    return ord(char) in _coverage(path)


def _drawable(text: str) -> str:
    return "".join(ch for ch in text if ord(ch) not in _INVISIBLE and not is_control(ch))


# Droid Sans Fallback centres （） on their em, a wide blank inside « （合計1） » that looks
# padded (ja-231); ASCII ( ) instead read as half-width brackets in Japanese text (ja-252).
# The pictures draw the full-width brackets on a full em with their ink moved to the inner
# side, as a Japanese face sets them (the blank outside, next to the words around): each is
# drawn shifted left by this share of the em.
_BRACKET_SHIFT = {"（": -0.2, "）": 0.2}


@dataclass(frozen=True)
class Font:
    """The main face at one size, drawing what it lacks with the fallback faces."""

    size: int
    bold: bool

    @property
    def main(self) -> ImageFont.FreeTypeFont:
        return _truetype(BOLD if self.bold else REGULAR, self.size)

    def runs(self, text: str) -> list[tuple[str, ImageFont.FreeTypeFont]]:
        """``text`` cut into pieces each drawn by one face (all one piece when DejaVu has
        every character, the usual case)."""
        main_path = BOLD if self.bold else REGULAR
        main = _coverage(main_path)
        if all(ord(ch) in main for ch in text):
            return [(text, self.main)] if text else []
        out: list[tuple[str, ImageFont.FreeTypeFont]] = []
        for ch in _drawable(text):
            path = main_path
            if ord(ch) not in main:
                path = next((p for p in FALLBACKS if ord(ch) in _coverage(p)), main_path)
            face = _truetype(path, self.size)
            if out and out[-1][1] is face and ch not in _BRACKET_SHIFT \
                    and out[-1][0] not in _BRACKET_SHIFT:
                out[-1] = (out[-1][0] + ch, face)
            else:
                out.append((ch, face))
        return out

    def _stroke(self, face: ImageFont.FreeTypeFont) -> int:
        """Bold headings drawn with a fallback face (Droid Sans Fallback has no bold:
        Japanese titles would look lighter than the Latin beside them) get a thin outline.
        Smaller bold text stays regular: an outline fills in the strokes of kanji."""
        if not self.bold or face is self.main or self.size < BOLD_OUTLINE_PX:
            return 0
        return max(1, round(self.size / 28))

    def getlength(self, text: str) -> float:
        return _length(self.size, self.bold, text)

    def mask(self, text: str, anchor: str) -> tuple[Image.Image, int, int]:
        """The anti-aliased coverage of ``text`` and its offset from the anchor point."""
        runs = self.runs(text)
        if len(runs) <= 1 and not (runs and runs[0][0] in _BRACKET_SHIFT):
            face = runs[0][1] if runs else self.main
            piece = runs[0][0] if runs else ""
            stroke = self._stroke(face)
            x0, y0, x1, y1 = face.getbbox(piece, anchor=anchor, stroke_width=stroke)
            mask = Image.new("L", (max(1, x1 - x0), max(1, y1 - y0)), 0)
            ImageDraw.Draw(mask).text((-x0, -y0), piece, font=face, fill=255, anchor=anchor,
                                      stroke_width=stroke, stroke_fill=255)
            return mask, x0, y0
        return self._mixed_mask(runs, anchor)

    def _mixed_mask(self, runs: list[tuple[str, ImageFont.FreeTypeFont]],
                    anchor: str) -> tuple[Image.Image, int, int]:
        # Pieces share the main face's baseline; the anchor is placed by its metrics.
        ascent, descent = self.main.getmetrics()
        width = round(sum(face.getlength(piece) for piece, face in runs))
        pad = self.size
        canvas = Image.new("L", (width + 2 * pad, 3 * self.size + 2 * pad), 0)
        draw = ImageDraw.Draw(canvas)
        baseline = pad + 2 * self.size
        x = float(pad)
        for piece, face in runs:
            stroke = self._stroke(face)
            shift = _BRACKET_SHIFT.get(piece, 0.0) * face.size
            draw.text((round(x - shift), baseline), piece, font=face, fill=255, anchor="ls",
                      stroke_width=stroke, stroke_fill=255)
            x += face.getlength(piece)
        box = canvas.getbbox() or (pad, baseline - 1, pad + 1, baseline)
        h, v = anchor[0], anchor[1]
        ax = pad + {"l": 0, "m": width / 2, "r": width}.get(h, 0)
        ay = baseline - {"a": ascent, "t": ascent, "m": (ascent - descent) / 2,
                         "s": 0, "d": -descent, "b": -descent}.get(v, ascent)
        return canvas.crop(box), box[0] - round(ax), box[1] - round(ay)


@lru_cache(maxsize=16384)
def _length(size: int, bold: bool, text: str) -> float:
    # Boards measure the same labels on every move (wrapping, fitting, chips).
    return sum(face.getlength(piece) for piece, face in font(size, bold).runs(text))


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> Font:
    """The bundled DejaVu Sans at ``size`` pixels, with its fallbacks (cached)."""
    if size < MIN_TEXT_PX:
        raise ValueError(f"font size {size} px is below the {MIN_TEXT_PX} px minimum")
    return Font(size, bold)
