"""The engine's cheap move checks (check_move) agree with the listed menus: in random
games, every listed option is accepted and near misses are refused exactly when they
are not listed (other spaces, flow children, tile spots, furnishing tiles, loot items,
weapon strengths, feeding and smaller payments, harvest skips, sowing, stables, fences,
"Done")."""

from __future__ import annotations

import pytest

from rules.caverna import ENGINE, building
from rules.caverna import board as hb
from rules.caverna.data import FURNISHINGS, LOOT, SPACES
from rules.caverna.ops import _node
from rules.core import IllegalMove, State
from rules.core.playout import random_game
from tests.sizes import env_int

# Random games per player count (each checks every listed option and ~60 near misses at
# every move: thousands of checks per game); CI plays two.
SEEDS = env_int("CAVERNA_SEEDS", 1)


def _near_misses(state: State, seat: int) -> set[str]:
    ids = {f"sp:{sp}" for sp in state["spaces"]} | {f"sp:{sp}" for sp in list(SPACES)[:5]}
    ids |= {f"c:{i}" for i in range(6)} | {f"t:{t}" for t in FURNISHINGS}
    # Loot items, weapon strengths (forge; a Peaceful cave's dwarfs) and feeding.
    ids |= {f"l:{item}" for item in LOOT} | {f"w:{s}" for s in range(9)} | {"pay", "pay:0", "done"}
    # Smaller payments, the harvest's skip choices, sowing, stables and fences.
    ids |= {f"pay:{k}" for k in range(12)} | {"pay:01", "pay:-1", "pay:x", "pay:"}
    ids |= {"skip:field", "skip:breeding", "skip:x", "sow:grain", "sow:vegetable", "sow:x"}
    ids |= {f"at:{c}" for c in hb.CELLS} | {f"at:{a}.{b}" for a, b in hb.FOREST_PAIRS}
    frame = state["players"][seat]["stack"][-1]
    if frame["k"] == "op" and _node(frame)["op"] == "tile":
        player = state["players"][seat]
        spots = building._tile_spots(player["board"], _node(frame)["tile"], True)
        ids |= {building._spot_id(c, v) for c, v in spots}
    return ids


def _accepted(state: State, seat: int, option_id: str) -> bool:
    try:
        ENGINE.check_move(state, seat, option_id)
    except IllegalMove:
        return False
    return True


@pytest.mark.parametrize("players", [1, 2, 4])
def test_checks_agree_with_the_menus(players: int) -> None:
    checked = 0

    def on_move(before: State, seat: int, option_id: str, after: State) -> None:
        nonlocal checked
        for decision in ENGINE.pending(before):
            listed = {o.id for o in decision.options}
            for option_id in listed | _near_misses(before, decision.seat):
                assert _accepted(before, decision.seat, option_id) == (option_id in listed), (
                    option_id, before["players"][decision.seat]["stack"][-1])
                checked += 1

    for seed in range(11, 11 + SEEDS):
        random_game(ENGINE, players, seed, on_move=on_move)
    assert checked > 1000


def test_state_parts_are_either_copied_or_shared_by_a_move() -> None:
    from rules.caverna.engine import COPIED, SHARED

    def on_move(before: State, seat: int, option_id: str, after: State) -> None:
        for key, value in after.items():
            if isinstance(value, dict | list):
                assert key in COPIED or key in SHARED, key
            else:
                assert isinstance(value, int | str | None), key

    for players in (1, 2):
        random_game(ENGINE, players, 5, on_move=on_move)
