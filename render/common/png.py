"""PNG encoding: palette mode with the fixed table, fast compression, no metadata.

Measured on our machines a 1200×900 board encodes in ~4 ms as a palette PNG at level 1
against ~35 ms as RGB, and comes out several times smaller.
"""

from __future__ import annotations

import io

from PIL import Image

from render.common.palette import palette_image

COMPRESS_LEVEL = 1


def to_palette(image: Image.Image) -> Image.Image:
    """Map every pixel to its nearest colour of the fixed table (no dithering: crisp text)."""
    if image.mode == "P":
        return image
    if image.mode != "RGB":
        image = image.convert("RGB")
    return image.quantize(palette=palette_image(), dither=Image.Dither.NONE)


def encode_png(image: Image.Image) -> bytes:
    """The image as PNG bytes, the same bytes for the same pixels."""
    out = io.BytesIO()
    to_palette(image).save(out, format="PNG", compress_level=COMPRESS_LEVEL)
    return out.getvalue()
