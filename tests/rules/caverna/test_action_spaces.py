"""One scenario per action space of every player count's boards and per round card: the
seat sends a dwarf there with chosen goods, walks the decisions and gets what the space
says (and nothing else: the goods are checked exactly)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from rules.caverna import ENGINE
from rules.caverna.data import CARDS, SETUP, SPACES
from rules.core import State

from .helpers import add_space, game, options, turn_of


@dataclass
class Case:
    space: str
    players: int
    moves: list[str]
    expect: dict[str, int]  # the seat's goods afterwards (unlisted goods must be 0)
    on_space: dict[str, int] = field(default_factory=dict)
    res: dict[str, int] = field(default_factory=dict)
    cells: dict[str, str] = field(default_factory=dict)
    weapons: int = 0
    tiles: tuple[str, ...] = ()
    occupied: str = ""  # a space another seat occupies (for imitation)
    check: Callable[[State, int], bool] = lambda s, seat: True


def _cells(**cells: str) -> dict[str, str]:
    return cells


def _dwarfs(n: int) -> Callable[[State, int], bool]:
    return lambda s, seat: len(s["players"][seat]["dwarfs"]) == n


def _cell(cell: str, value: str) -> Callable[[State, int], bool]:
    return lambda s, seat: s["players"][seat]["board"]["cells"].get(cell) == value


def _starts(s: State, seat: int) -> bool:
    return s["next_start"] == seat


def _weapon(w: int) -> Callable[[State, int], bool]:
    return lambda s, seat: max(d["w"] for d in s["players"][seat]["dwarfs"]) == w


TUNNELS = _cells(r4c5="tun", r4c6="tun")
ORE_MINE = _cells(r2c4="ore", r2c5="deep")
CAVERN_SPOT = "at:r4c5.r4c6:cav.tun"  # r4c5 touches the entrance; its symbol pays 1 food
FOREST_SPOT = "at:r3c3.r4c3:m.f"

CASES = [
    Case("ruby_mining", 2, ["sp:ruby_mining"], {"ruby": 2}, {"ruby": 1},
         cells=_cells(r2c4="ruby")),
    Case("housework", 3, ["sp:housework", "c:0", "c:1", "t:carpenter"], {"dog": 1},
         res={"stone": 1}, check=_cell("r3c4", "fu:carpenter")),
    Case("slash_and_burn", 3, ["sp:slash_and_burn", FOREST_SPOT, "c:1", "sow:grain"], {},
         res={"grain": 1},
         check=lambda s, seat: s["players"][seat]["board"]["crops"] == {"r4c3": ["grain", 3]}),
    Case("drift_mining_1", 3, ["sp:drift_mining_1", "c:0", "c:1", CAVERN_SPOT],
         {"stone": 2, "food": 1}, {"stone": 2}, check=_cell("r4c6", "tun")),
    Case("excavation_1", 3, ["sp:excavation_1", "c:1", "at:r4c5.r4c6:cav.cav", "c:0"],
         {"stone": 1, "food": 1}, {"stone": 1}, check=_cell("r4c6", "cav")),
    Case("starting_player_1", 3, ["sp:starting_player_1"], {"food": 2, "ore": 2},
         {"food": 2}, check=_starts),
    Case("logging_1", 3, ["sp:logging_1", "c:1", "l:dog"], {"wood": 3, "dog": 1},
         {"wood": 3}, weapons=1, check=_weapon(2)),
    Case("wood_gathering", 3, ["sp:wood_gathering"], {"wood": 2}, {"wood": 2}),
    Case("supplies", 3, ["sp:supplies"],
         {"wood": 1, "stone": 1, "ore": 1, "food": 1, "gold": 2}),
    Case("clearing_1", 3, ["sp:clearing_1", "c:0", "c:1", FOREST_SPOT], {"wood": 1},
         {"wood": 1}, check=_cell("r3c3", "m")),
    Case("sustenance_1", 3, ["sp:sustenance_1", "c:0", "done"], {"food": 1, "grain": 1},
         {"food": 1}),
    Case("ore_mining_1", 3, ["sp:ore_mining_1"], {"ore": 4}, {"ore": 2}, cells=ORE_MINE),
    Case("drift_mining_2", 4, ["sp:drift_mining_2", "c:0", "done"], {"stone": 2},
         {"stone": 2}),
    Case("excavation_2", 4, ["sp:excavation_2", "c:0", "c:1", CAVERN_SPOT],
         {"stone": 2, "food": 1}, {"stone": 2}, check=_cell("r4c5", "cav")),
    Case("starting_player_2", 4, ["sp:starting_player_2"], {"food": 1, "ruby": 1},
         {"food": 1}, check=_starts),
    Case("logging_2", 4, ["sp:logging_2"], {"wood": 3}, {"wood": 3}),  # unarmed: no trip
    Case("growth", 4, ["sp:growth", "c:1"], {}, tiles=("dwelling",), check=_dwarfs(3)),
    Case("clearing_2", 4, ["sp:clearing_2", "c:0", "done"], {"wood": 2}, {"wood": 2}),
    Case("sustenance_2", 4, ["sp:sustenance_2", "c:0", "done"], {"grain": 1, "vegetable": 1},
         {"grain": 1, "vegetable": 1}),
    Case("ore_mining_2", 4, ["sp:ore_mining_2"], {"ore": 5}, {"ore": 3}, cells=ORE_MINE),
    Case("forest_exploration_2", 4, ["sp:forest_exploration_2"], {"wood": 2, "food": 2},
         {"wood": 2}),
    Case("imitation_4_7", 4, ["sp:imitation_4_7", "sp:ore_mining_2"], {"ore": 2},
         res={"food": 2}, cells=ORE_MINE, occupied="ore_mining_2"),  # the mine bonus only
    Case("strip_mining", 3, ["sp:strip_mining"], {"ore": 1, "wood": 2}, {"ore": 1}),
    Case("forest_exploration_1", 3, ["sp:forest_exploration_1"],
         {"wood": 1, "vegetable": 1}, {"wood": 1}),
    Case("imitation_3", 3, ["sp:imitation_3", "sp:supplies"],
         {"wood": 1, "stone": 1, "ore": 1, "food": 1, "gold": 2}, res={"food": 4},
         occupied="supplies"),
    Case("large_depot", 7, ["sp:large_depot"], {"wood": 2, "stone": 1, "ore": 1},
         {"wood": 2, "stone": 1, "ore": 1}),
    Case("extension", 7, ["sp:extension", "c:1", CAVERN_SPOT], {"stone": 1, "food": 1},
         check=_cell("r4c5", "cav")),
    Case("imitation_7", 7, ["sp:imitation_7", "sp:weekly_market", "c:1", "b:dog", "done"],
         {"gold": 2, "dog": 1}, occupied="weekly_market"),
    Case("depot", 5, ["sp:depot"], {"wood": 1, "ore": 1}, {"wood": 1, "ore": 1}),
    Case("small_scale_drift_mining", 5, ["sp:small_scale_drift_mining", CAVERN_SPOT],
         {"stone": 1, "food": 1}, check=_cell("r4c6", "tun")),
    Case("weekly_market", 5, ["sp:weekly_market", "c:1", "b:dog", "b:grain", "done"],
         {"gold": 1, "dog": 1, "grain": 1}),
    Case("hardware_rental_5", 5, ["sp:hardware_rental_5", "c:0", "l:wood", "l:dog", "c:1",
                                  "sow:vegetable"],
         {"wood": 1, "dog": 1}, res={"vegetable": 1}, weapons=1,
         cells=_cells(r4c3="f"), check=_weapon(2)),
    Case("fence_building_5", 5, ["sp:fence_building_5", "c:1", "c:0", "at:r4c3"],
         {"wood": 0}, {"wood": 1}, res={"wood": 1}, cells=_cells(r4c3="m"),
         check=_cell("r4c3", "ps")),
    Case("imitation_5", 5, ["sp:imitation_5", "sp:small_scale_drift_mining", CAVERN_SPOT],
         {"stone": 1, "food": 1}, res={"food": 4}, occupied="small_scale_drift_mining"),
    Case("hardware_rental_6_7", 6, ["sp:hardware_rental_6_7", "c:1", "sow:grain"], {"wood": 2},
         res={"grain": 1}, cells=_cells(r4c3="f"),
         check=lambda s, seat: s["players"][seat]["board"]["crops"] == {"r4c3": ["grain", 3]}),
    Case("fence_building_6_7", 6, ["sp:fence_building_6_7", "c:1", "c:1", "at:r3c3.r4c3"],
         {"wood": 0}, {"wood": 2}, res={"wood": 2}, cells=_cells(r4c3="m", r3c3="m"),
         check=_cell("r4c3", "pl:r3c3")),
    Case("imitation_6_7", 6, ["sp:imitation_6_7", "sp:growth"],  # no room: the goods
         {"wood": 1, "stone": 1, "ore": 1, "food": 1, "gold": 2}, res={"food": 1},
         occupied="growth"),
    # Round cards.
    Case("blacksmithing", 3, ["sp:blacksmithing", "w:2", "c:1", "l:dog", "l:wood", "l:sheep"],
         {"dog": 1, "wood": 1, "sheep": 1}, res={"ore": 2}, check=_weapon(3)),
    Case("sheep_farming", 3, ["sp:sheep_farming", "c:0", "at:r4c3"], {"sheep": 2},
         {"sheep": 2}, res={"wood": 2}, cells=_cells(r4c3="m")),
    Case("ore_mine_construction", 3, ["sp:ore_mine_construction", "at:r4c5.r4c6:ore.deep"],
         {"ore": 3}, cells=TUNNELS, check=_cell("r4c6", "deep")),
    Case("wish_for_children", 3, ["sp:wish_for_children"], {}, tiles=("dwelling",),
         check=_dwarfs(3)),
    Case("urgent_wish_for_children", 3, ["sp:urgent_wish_for_children"],
         {"gold": 3}),
    Case("donkey_farming", 3, ["sp:donkey_farming", "c:2", "at:r4c3"],
         {"donkey": 1}, {"donkey": 1}, res={"stone": 1},
         check=lambda s, seat: s["players"][seat]["board"]["stables"] == ["r4c3"]),
    Case("ruby_mine_construction", 3, ["sp:ruby_mine_construction", "at:r4c5:ruby"], {},
         cells=TUNNELS, check=_cell("r4c5", "ruby")),
    Case("family_life", 3, ["sp:family_life", "c:0", "c:1", "sow:grain"], {},
         res={"grain": 1}, cells=_cells(r4c3="f"), tiles=("dwelling",), check=_dwarfs(3)),
    Case("exploration", 3, ["sp:exploration", "l:dog", "l:wood", "l:sheep", "l:grain"],
         {"dog": 1, "wood": 1, "sheep": 1, "grain": 1}, weapons=2, check=_weapon(3)),
    Case("ore_delivery", 3, ["sp:ore_delivery"], {"stone": 1, "ore": 3},
         {"stone": 1, "ore": 1}, cells=ORE_MINE),
    Case("adventure", 3, ["sp:adventure", "w:1", "c:1", "l:wood", "c:2", "l:dog"],
         {"wood": 1, "dog": 1}, res={"ore": 1}, check=_weapon(3)),
    Case("ore_trading", 3, ["sp:ore_trading", "trade", "trade"],
         {"ore": 1, "gold": 4, "food": 2}, res={"ore": 5}),
    Case("ruby_delivery", 3, ["sp:ruby_delivery"], {"ruby": 3}, {"ruby": 2},
         cells=_cells(r2c4="ruby", r1c4="ruby")),
]


def _prepare(case: Case) -> tuple[State, int]:
    s = game(case.players)
    seat = turn_of(s)
    if case.space not in s["spaces"]:
        add_space(s, case.space)
    s["spaces"][case.space]["g"] = dict(case.on_space)
    player = s["players"][seat]
    player["res"] = {g: case.res.get(g, 0) for g in player["res"]}
    player["board"]["cells"].update(case.cells)
    player["tiles"].extend(case.tiles)
    for d in player["dwarfs"]:
        d["w"] = case.weapons
    if case.occupied:
        s["spaces"][case.occupied]["o"] = (seat + 1) % case.players
        s["spaces"][case.occupied]["g"] = {"wood": 3} if case.occupied != "supplies" else {}
    return s, seat


def _walk(s: State, seat: int, moves: list[str]) -> State:
    for move in moves:
        listed = options(s, seat)
        assert move in listed, f"{move} not in {listed}"
        s = ENGINE.apply(s, seat, move)
    return s


def test_every_space_and_round_card_has_a_scenario() -> None:
    on_boards = {sp for spaces in SETUP["spaces_by_players"].values() for sp in spaces}
    assert {c.space for c in CASES} == on_boards | set(CARDS)
    assert on_boards <= set(SPACES)


@pytest.mark.parametrize("case", CASES, ids=[c.space for c in CASES])
def test_action_space(case: Case) -> None:
    s, seat = _prepare(case)
    s = _walk(s, seat, case.moves)
    player = s["players"][seat]
    assert not player["stack"], f"the action is not over: {options(s, seat)}"
    got: dict[str, Any] = {g: n for g, n in player["res"].items() if n}
    want = {g: n for g, n in case.expect.items() if n}
    assert got == want
    assert case.check(s, seat)
    if case.occupied:  # imitation: the occupant's goods are untouched
        assert s["spaces"][case.occupied]["g"] == (
            {"wood": 3} if case.occupied != "supplies" else {})
