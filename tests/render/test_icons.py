"""Icons drawn in code (issue 12): every good and animal has its own silhouette, so two
are told apart by shape even in grey, and every icon stays inside its square."""

from __future__ import annotations

from itertools import combinations

import pytest
from PIL import ImageChops

from render.common import palette as pal
from render.common.canvas import Canvas
from render.common.geometry import Rect
from render.common.icons import ICONS, good_icon

SIZE = 40


def _silhouette(good: str) -> Canvas:
    canvas = Canvas(SIZE + 20, SIZE + 20, pal.WHITE)
    good_icon(canvas, Rect(10, 10, SIZE, SIZE), good, pal.ROCK)   # one colour for all
    return canvas


@pytest.mark.parametrize(("a", "b"), list(combinations(sorted(set(ICONS) - {"emmer"}), 2)))
def test_two_goods_differ_by_shape_not_only_colour(a: str, b: str) -> None:
    diff = ImageChops.difference(_silhouette(a).image.convert("L"),
                                 _silhouette(b).image.convert("L"))
    changed = diff.point(lambda v: 255 if v > 40 else 0).histogram()[255]
    assert changed > SIZE * SIZE // 25, (a, b, changed)


@pytest.mark.parametrize("good", [*ICONS, "mystery"])
def test_icons_stay_in_their_square(good: str) -> None:
    image = _silhouette(good).image.convert("L")
    box = image.point(lambda v: 255 if v < 250 else 0).getbbox()
    assert box is not None
    x0, y0, x1, y1 = box
    assert x0 >= 10 - 2 and y0 >= 10 - 2 and x1 <= 10 + SIZE + 2 and y1 <= 10 + SIZE + 2
