"""Japanese uses one word per thing: a grader found 資源 beside 資材 and 空の洞窟 beside the
board's 空き洞窟, and a list of impossible parts with parentheses inside parentheses."""

from __future__ import annotations

import pytest

from bot.i18n.catalogues import catalogue_files, localize
from rules.cave_vs_cave.menus import PARTS, _parts_prompt_why

# The word kept on the left; the one a reader met beside it on the right.
_ONE_WORD = (("資材", "資源"), ("空き洞窟", "空の洞窟"))


@pytest.mark.parametrize(("kept", "other"), _ONE_WORD)
def test_one_word_per_thing(kept: str, other: str) -> None:
    found = [f"{path.name}:{n}" for path in catalogue_files("ja")
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if other in line and not line.lstrip().startswith("#")]
    assert not found, f"write {kept}, not {other}: {found}"


def test_impossible_parts_without_nested_parentheses() -> None:
    tile = next(t for t in PARTS if len(PARTS[t]) > 1)
    ids = list(PARTS[tile])[:2]
    text = localize(_parts_prompt_why(tile, tuple((i, "cavern") for i in ids)), "ja")
    depth = 0
    for ch in text:
        depth += {"（": 1, "）": -1}.get(ch, 0)
        assert depth <= 1, text
    assert text.endswith("。"), text
