"""Caverna: an empty cavern dug ahead of need is worth little more than the space it fills.

Empty caverns are where the next tiles go (``features.py``), but a cavern waits for the
goods and the furnishing action a tile needs: weighed 1.5 besides the unused space it
covers, hard seats dug twin tiles in rounds where Excavation's 3 stone or a pile of goods
was there to take (hard's two-player mean rose from 71.1 to 73.3 at 0.75 on seeds
1000-1015 and 5000-5015; at 3 it lost about 7 points)."""

from __future__ import annotations

import rules
from rules.ai.features import judge
from rules.core import State, copy_state

ENGINE = rules.get_engine("caverna")


def _round_six() -> State:
    """A 2-player game in its sixth round, seats fed for the harvests ahead and with room
    for a newborn; seat 0 holds its starting cavern, still empty."""
    state = copy_state(ENGINE.new_game(2, 4100))
    state["round"] = state["rounds"][5]
    for player in state["players"]:
        player["res"]["food"] = 20
        player["tiles"].append("dwelling")
    return state


def test_three_stone_outweigh_a_second_empty_cavern() -> None:
    state = _round_six()
    cells = state["players"][0]["board"]["cells"]
    assert sorted(v for v in cells.values()) == ["cav", "entry"]
    dug = copy_state(state)
    dug["players"][0]["board"]["cells"]["r2c4"] = "cav"
    stone = copy_state(state)
    stone["players"][0]["res"]["stone"] += 3
    assert judge("caverna", ENGINE, stone, 0, True) > judge("caverna", ENGINE, dug, 0, True)
