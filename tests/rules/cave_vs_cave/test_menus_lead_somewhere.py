"""Issue 28, item 10: a menu never holds only "Back" or "Stop" (plus "Convert goods…"),
the same rule as Caverna's menus; and every game ends.

Random and lazy playouts (``CVC_MENU_SEEDS`` seeds per player count: 15, CI 40) check each
decision (see tests/rules/caverna/dead_menus.py); the scenarios are the two the issue
names: a room's price converted away, and the last usable room of a [2]/[3] action."""

from __future__ import annotations

import pytest

from rules.cave_vs_cave import ENGINE
from tests.rules.caverna.dead_menus import Chooser, lazy_choice, random_choice, walk
from tests.sizes import env_int

from .helpers import game, goods, have, ids, play, put

SEEDS = env_int("CVC_MENU_SEEDS", 15)   # CI 40
LEAVING = frozenset({"back", "stop", "convert"})
CAP = 3_000


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("chooser", [random_choice, lazy_choice], ids=["random", "lazy"])
def test_no_menu_leads_nowhere(players: int, chooser: Chooser) -> None:
    for seed in range(SEEDS):
        state, _ = walk(ENGINE, players, seed, chooser, leaving=LEAVING, cap=CAP)
        assert ENGINE.is_over(state)


def test_a_chosen_rooms_price_cannot_be_converted_away() -> None:
    s = game()
    goods(s, wood=1, gold=1, emmer=1, flax=0)
    s = play(s, "tile:housework", "furnish2:gold", "furnish:shelf")  # 1 wood + 1 gold
    assert any(i.startswith("place:") for i in ids(s))
    s = play(s, "convert")
    assert "conv:gold" not in ids(s)  # the price's gold: "Back" would be all that is left
    assert "conv:emmer" in ids(s)


def test_the_last_usable_room_of_a_two_room_action_ends_it() -> None:
    s = game()
    put(s, r2c0="grindstone")
    goods(s, emmer=0)  # the Grindstone cannot be paid: only the Entrance is usable
    s = play(s, "tile:undermining", "rooms", "use:r3c0", "opt:wood")
    assert have(s)["wood"] >= 1
    assert s["to_move"] == 1  # no menu of "Stop" alone: the turn is over
