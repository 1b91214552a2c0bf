"""Every furnishing tile in the data has a scenario test (see tile_registry.py)."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from rules.caverna.data import FURNISHINGS

from .tile_registry import EXERCISED, exercises


def _import_all_tests() -> None:
    # The registry fills as test modules are imported; import them all so the check
    # does not depend on which files pytest collected first (or at all).
    for info in pkgutil.iter_modules([str(Path(__file__).parent)]):
        if info.name.startswith("test_"):
            importlib.import_module(f"{__package__}.{info.name}")


def test_every_furnishing_tile_has_a_scenario_test() -> None:
    _import_all_tests()
    missing = sorted(set(FURNISHINGS) - set(EXERCISED))
    assert not missing, f"furnishing tiles without a scenario test: {missing}"


def test_registry_names_only_tiles_of_the_data() -> None:
    _import_all_tests()
    assert set(EXERCISED) <= set(FURNISHINGS), sorted(set(EXERCISED) - set(FURNISHINGS))


def test_registry_records_the_tests_it_is_given() -> None:
    @exercises("dwelling")
    def probe() -> None:
        pass

    assert "probe" in EXERCISED["dwelling"]
    EXERCISED["dwelling"].remove("probe")
