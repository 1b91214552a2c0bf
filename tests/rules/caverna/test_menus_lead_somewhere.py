"""Issue 28, the class behind items 5 and 7: no menu leads nowhere, no dwarf's action
space ends unused, and every game ends.

Random and lazy playouts at every player count (``CAVERNA_MENU_SEEDS`` seeds each: 1,
CI 2) check each decision: some entry besides "Back" and "Convert
goods…" must change the game (see dead_menus.py). And « Vous ne pouvez placer un nain
sur une case Action que si vous utilisez au moins une des actions de la case »: from a
dwarf's placement to the end of its action, the seat must do something of the space,
not only convert goods."""

from __future__ import annotations

from typing import Any

import pytest

from rules.caverna import ENGINE
from rules.core import State
from tests.sizes import env_int

from .dead_menus import Chooser, lazy_choice, random_choice, walk

SEEDS = env_int("CAVERNA_MENU_SEEDS", 1)   # CI 2
LEAVING = frozenset({"back", "cv"})
CAP = 20_000
# What a seat may do inside an action without using it: send the dwarf, convert,
# buy a tile with rubies, pay for imitating.
NOT_A_USE = frozenset({"caverna-ev-send", "caverna-ev-convert",
                       "caverna-ev-ruby-tile", "caverna-ev-trade-weapon",
                       "caverna-ev-imitate", "caverna-ev-ruby-dwarf"})


def _in_action(state: State, seat: int) -> bool:
    return any(f["k"] in ("node", "op", "convert", "gold", "overflow")
               for f in state["players"][seat]["stack"])


class UsedSpaces:
    """An ``on_move`` check: each dwarf's action gives at least one event of use."""

    def __init__(self) -> None:
        self.open: dict[int, list[str]] = {}

    def __call__(self, before: State, seat: int, option_id: str, after: State) -> None:
        if option_id.startswith("sp:") and before["players"][seat]["stack"][-1]["k"] == "place":
            self.open[seat] = [option_id]
        if seat not in self.open:
            return
        keys: list[Any] = [ev.get("msg", {}).get("key") for ev in after["events"]
                           if ev.get("seat") == seat]
        self.open[seat].extend(k for k in keys if k)
        if not _in_action(after, seat):
            used = [k for k in self.open.pop(seat)[1:] if k not in NOT_A_USE]
            assert used, f"an action space used for nothing: {option_id}"


@pytest.mark.parametrize("players", range(1, 8))
@pytest.mark.parametrize("chooser", [random_choice, lazy_choice], ids=["random", "lazy"])
def test_no_menu_leads_nowhere(players: int, chooser: Chooser) -> None:
    for seed in range(SEEDS):
        state, _ = walk(ENGINE, players, seed, chooser, leaving=LEAVING,
                        cap=CAP, check=UsedSpaces())
        assert ENGINE.is_over(state)
