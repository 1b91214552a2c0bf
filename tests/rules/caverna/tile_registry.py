"""Which furnishing tiles the scenario tests exercise.

A scenario test names the tiles whose effect it checks with ``@exercises("seam", ...)``;
test_tile_coverage.py fails when a tile of furnishings.json is named by no test, so a
tile added to the data cannot go untested.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

F = TypeVar("F", bound=Callable[..., object])

EXERCISED: dict[str, list[str]] = {}  # tile id -> names of the tests exercising it


def exercises(*tiles: str) -> Callable[[F], F]:
    def mark(test: F) -> F:
        for tile in tiles:
            EXERCISED.setdefault(tile, []).append(getattr(test, "__name__", repr(test)))
        return test
    return mark
