"""Golden-image comparison: pixels within a small tolerance, failures saved for a look.

``UPDATE_GOLDENS=1 pytest tests/render`` rewrites the goldens from the current pictures.
"""

from __future__ import annotations

import io
import os
from collections.abc import Mapping
from pathlib import Path

from PIL import Image, ImageChops

from render.common.canvas import Canvas
from render.common.fonts import MIN_TEXT_PX

HERE = Path(__file__).resolve().parent
GOLDEN_DIR = HERE / "golden"
FAILED_DIR = HERE.parent / "_failed_images"   # git-ignored

# A pixel counts as different when a channel moves by more than this...
CHANNEL_TOLERANCE = 24
# ...and the image fails when more than this share of its pixels differ.
MAX_DIFFERENT_SHARE = 0.002


def different_share(a: Image.Image, b: Image.Image) -> float:
    """The share of pixels whose colour moved by more than the tolerance (1.0 if sizes differ)."""
    if a.size != b.size:
        return 1.0
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
    mask = diff.point(lambda v: 255 if v > CHANNEL_TOLERANCE else 0)
    changed = mask.histogram()[255]
    return changed / (a.size[0] * a.size[1])


def check_golden(name: str, png: bytes, golden_dir: Path = GOLDEN_DIR,
                 failed_dir: Path = FAILED_DIR) -> None:
    """Compare ``png`` with ``<golden_dir>/<name>.png``; on failure write the actual and
    expected images and their difference under ``failed_dir``."""
    path = golden_dir / f"{name}.png"
    if os.environ.get("UPDATE_GOLDENS") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png)
        return
    if not path.exists():
        raise AssertionError(f"no golden {path.name}; run with UPDATE_GOLDENS=1 to create it")
    actual = Image.open(io.BytesIO(png))
    expected = Image.open(path)
    share = different_share(actual, expected)
    if share > MAX_DIFFERENT_SHARE:
        target = failed_dir / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.with_name(f"{target.name}.actual.png").write_bytes(png)
        target.with_name(f"{target.name}.expected.png").write_bytes(path.read_bytes())
        if actual.size == expected.size:
            diff = ImageChops.difference(actual.convert("RGB"), expected.convert("RGB"))
            diff.save(target.with_name(f"{target.name}.diff.png"))
        raise AssertionError(f"{name}: {share:.2%} of pixels differ (allowed "
                             f"{MAX_DIFFERENT_SHARE:.2%}); images in {target.parent}")


# What a phone-friendly image must respect (issue 4): width, weight, palette, text size.
MAX_WIDTH = 1200
MAX_BYTES = 400 * 1024


def assert_phone_limits(canvases: Mapping[str, Canvas]) -> None:
    """Every canvas encodes within the limits and keeps all its text inside the image."""
    for name, canvas in canvases.items():
        png = canvas.png()
        image = Image.open(io.BytesIO(png))
        assert image.width <= MAX_WIDTH, name
        assert len(png) <= MAX_BYTES, (name, len(png))
        assert image.mode == "P"
        assert canvas.min_text_size is not None and canvas.min_text_size >= MIN_TEXT_PX
        for x0, y0, x1, y1 in canvas.text_boxes:
            assert x0 >= 0 and y0 >= 0 and x1 <= image.width and y1 <= image.height, name
