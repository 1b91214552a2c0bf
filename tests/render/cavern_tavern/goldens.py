"""Golden images of this package, kept beside its tests (``golden/``); compared with the
shared tolerance of ``tests/render/golden_images.py``. ``UPDATE_GOLDENS=1`` rewrites them;
failing pictures go to ``tests/_failed_images/cavern_tavern/`` with a difference image.
"""

from __future__ import annotations

from pathlib import Path

from tests.render import golden_images

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"


def check_golden(name: str, png: bytes) -> None:
    golden_images.check_golden(name, png, GOLDEN_DIR, golden_images.FAILED_DIR / "cavern_tavern")
