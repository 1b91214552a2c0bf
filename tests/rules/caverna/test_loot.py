"""One scenario per loot item: a dwarf goes on a level-4 expedition (Exploration), takes
that single item, carries out what it brings, and ends the expedition."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from rules.caverna import ENGINE
from rules.caverna.data import LOOT
from rules.core import State

from .helpers import add_space, game, options, turn_of

Check = Callable[[dict[str, Any]], bool]


def _cell(cell: str, value: str) -> Check:
    return lambda p: p["board"]["cells"].get(cell) == value


def _none(p: dict[str, Any]) -> bool:
    return True


# item: (goods before, moves after choosing the item, goods changed, another check)
CASES: dict[str, tuple[dict[str, int], list[str], dict[str, int], Check]] = {
    "weapons": ({}, [], {}, lambda p: sorted(d["w"] for d in p["dwarfs"]) == [13, 14]),
    "dog": ({}, [], {"dog": 1}, _none),
    "wood": ({}, [], {"wood": 1}, _none),
    "sheep": ({}, [], {"sheep": 1}, _none),
    "grain": ({}, [], {"grain": 1}, _none),
    "donkey": ({}, [], {"donkey": 1}, _none),
    "stone": ({}, [], {"stone": 1}, _none),
    "vegetable": ({}, [], {"vegetable": 1}, _none),
    "ore": ({}, [], {"ore": 2}, _none),
    "boar": ({}, [], {"wild_boar": 1}, _none),
    "gold": ({}, [], {"gold": 2}, _none),
    "furnish": ({"stone": 1}, ["t:carpenter"], {"stone": -1},
                lambda p: p["tiles"] == ["carpenter"] and _cell("r3c4", "fu:carpenter")(p)),
    "stable": ({"stone": 1}, ["at:r2c1"], {}, lambda p: p["board"]["stables"] == ["r2c1"]),
    "tunnel": ({}, ["at:r4c5:tun"], {"food": 1}, _cell("r4c5", "tun")),  # symbol: 1 food
    "small_pasture": ({"wood": 2}, ["at:r4c3"], {"wood": -1}, _cell("r4c3", "ps")),
    "cattle": ({}, [], {"cattle": 1}, _none),
    "large_pasture": ({"wood": 2}, ["at:r3c3.r4c3"], {"wood": -2}, _cell("r4c3", "pl:r3c3")),
    "meadow": ({}, ["at:r2c3:m"], {}, _cell("r2c3", "m")),
    "dwelling": ({"wood": 2, "stone": 2}, ["t:dwelling"], {"wood": -2, "stone": -2},
                 lambda p: "dwelling" in p["tiles"]),
    "field": ({}, ["at:r2c3:f"], {}, _cell("r2c3", "f")),
    "sow": ({"grain": 1, "vegetable": 1}, ["sow:grain", "sow:vegetable"],
            {"grain": -1, "vegetable": -1},
            lambda p: sorted(map(tuple, p["board"]["crops"].values())) == [
                ("grain", 3), ("vegetable", 2)]),
    "cavern": ({}, ["at:r4c5:cav"], {"food": 1}, _cell("r4c5", "cav")),
    "breed": ({"sheep": 2, "cattle": 2, "donkey": 2}, ["b:sheep+cattle"],
              {"sheep": 1, "cattle": 1}, _none),
}


def _prepared(item: str, before: dict[str, int]) -> tuple[State, int]:
    s = game(3)
    seat = turn_of(s)
    add_space(s, "exploration")
    player = s["players"][seat]
    player["res"] = {g: before.get(g, 0) for g in player["res"]}
    strength = max(12, LOOT[item]["strength"])
    for d in player["dwarfs"]:
        d["w"] = strength
    # Two meadows (pastures), two fields (sowing); pastures with stables for breeding.
    board = player["board"]
    board["cells"].update({"r4c3": "m", "r3c3": "m", "r3c2": "f", "r4c2": "f"})
    if item == "breed":
        board["cells"].update({"r4c3": "ps", "r3c3": "ps"})
        board["stables"].extend(["r4c3", "r3c3"])
    return s, seat


def test_every_loot_item_has_a_scenario() -> None:
    assert set(CASES) == set(LOOT)


@pytest.mark.parametrize("item", list(LOOT))
def test_loot_item(item: str) -> None:
    before, moves, change, check = CASES[item]
    s, seat = _prepared(item, before)
    for move in ["sp:exploration", f"l:{item}", *moves, "done"]:
        listed = options(s, seat)
        assert move in listed, f"{move} not in {listed}"
        s = ENGINE.apply(s, seat, move)
    player = s["players"][seat]
    assert not player["stack"]
    want = {g: before.get(g, 0) + change.get(g, 0) for g in player["res"]}
    assert player["res"] == want
    assert check(player)
    if item != "weapons":  # the expedition's own +1 for the dwarf that went
        strength = max(12, LOOT[item]["strength"])
        assert sorted(d["w"] for d in player["dwarfs"]) == [strength, min(14, strength + 1)]
