"""Golden images of this package, kept beside its tests (``golden/``); compared with the
shared tolerance of ``tests/render/golden_images.py``. ``UPDATE_GOLDENS=1`` rewrites them;
failing pictures go to ``tests/_failed_images/cavern_tavern/`` with a difference image.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

from PIL import Image, ImageChops

from tests.render.golden_images import FAILED_DIR, MAX_DIFFERENT_SHARE, different_share

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"


def check_golden(name: str, png: bytes) -> None:
    path = GOLDEN_DIR / f"{name}.png"
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
        target = FAILED_DIR / "cavern_tavern" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.with_name(f"{name}.actual.png").write_bytes(png)
        target.with_name(f"{name}.expected.png").write_bytes(path.read_bytes())
        if actual.size == expected.size:
            diff = ImageChops.difference(actual.convert("RGB"), expected.convert("RGB"))
            diff.save(target.with_name(f"{name}.diff.png"))
        raise AssertionError(f"{name}: {share:.2%} of pixels differ (allowed "
                             f"{MAX_DIFFERENT_SHARE:.2%}); images in {target.parent}")
