"""The bundled fonts, loaded once per size.

DejaVu Sans ships inside ``render/fonts`` (licence beside it) because Pillow's built-in
font has no accented letters ("Entrée" would show boxes). The layout engine is pinned to
BASIC so the same text gives the same pixels whether or not libraqm is installed.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).resolve().parent.parent / "fonts"
REGULAR = FONT_DIR / "DejaVuSans.ttf"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"

# Text smaller than this is unreadable on a phone at full size (issue 4).
MIN_TEXT_PX = 14

Font = ImageFont.FreeTypeFont


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> Font:
    """The bundled DejaVu Sans at ``size`` pixels (cached: loading a TTF costs ~1 ms)."""
    if size < MIN_TEXT_PX:
        raise ValueError(f"font size {size} px is below the {MIN_TEXT_PX} px minimum")
    path = BOLD if bold else REGULAR
    return ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)
