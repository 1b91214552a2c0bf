"""Elven Cup: the player picks which placed die moves, then the free Cellar slot it goes to."""

from __future__ import annotations

from rules.cavern_tavern import ENGINE
from rules.core import State
from tests.rules.cavern_tavern import helpers
from tests.rules.cavern_tavern.helpers import options, play


def table(players: int = 3) -> State:
    """Seat 0 to play, holding the Elven Cup and the white die (a 6); everyone rolled 1-4."""
    state = helpers.table(players, (1, 2, 3, 4), white_die=6)
    state["players"][0]["items"] = ["elven_cup"]
    return state


def on_kitchen9(state: State) -> State:
    """Seat 1 places a 1 on the Cellar, seat 0 places 3 + white 6 on Kitchen 9."""
    state["dice_on"]["cellar1"] = [[1, 1, "player"]]
    state["zones"]["cellar1"] = [1]
    return play(state, 0, "place", "z:kitchen9", "d:3+6", "rw:all")


def test_the_cup_asks_which_of_ones_own_placed_dice_moves() -> None:
    state = on_kitchen9(table())
    state = play(state, 0, "item", "u:0")
    [decision] = ENGINE.pending(state)
    labels = {o.id: o.label for o in decision.options}
    # Seat 1's die on the Cellar is not offered; each of seat 0's two dice is, by name.
    assert labels == {"d:kitchen9:0": "Your die showing 3 on Roast the Meat (sum 9)",
                      "d:kitchen9:1": "Your white die showing 6 on Roast the Meat (sum 9)"}


def test_the_white_die_moves_to_any_free_cellar_zone_whatever_its_value() -> None:
    state = on_kitchen9(table())
    state = play(state, 0, "item", "u:0", "d:kitchen9:1")
    assert options(state, 0) == [f"z:cellar{v}" for v in range(1, 7)] + ["back"]
    placed_before = state["tf"]["placed"]
    state = play(state, 0, "z:cellar2", "i:rocks")
    view = ENGINE.view(state, None)["zones"]
    assert view["kitchen9"]["placed"] == [[0, 3, "player"]]
    assert view["cellar2"]["placed"] == [[0, 6, "white"]]
    assert view["cellar2"]["occupied"] == [0]
    assert view["kitchen9"]["occupied"] == [0]  # its effect was taken: the slot stays used
    assert state["players"][0]["ing"].get("rocks") == 1
    assert state["tf"]["placed"] == placed_before  # not a Place-dice action


def test_back_from_the_destination_asks_for_the_die_again() -> None:
    state = on_kitchen9(table())
    state = play(state, 0, "item", "u:0", "d:kitchen9:0", "back")
    assert options(state, 0) == ["d:kitchen9:0", "d:kitchen9:1"]
    state = play(state, 0, "d:kitchen9:0", "z:cellar6", "i:spirits")
    assert ENGINE.view(state, None)["zones"]["cellar6"]["placed"] == [[0, 3, "player"]]


def test_full_and_blocked_cellar_zones_are_not_offered() -> None:
    state = table(2)  # 2 players: one slot per Cellar zone
    state["blocked"] = ["cellar3"]
    state = play(state, 0, "place", "z:cellar4", "d:4", "i:wine")
    state = play(state, 0, "item", "u:0", "d:cellar4:0")
    # cellar4 holds the die being moved: still full, since its use stays counted.
    assert options(state, 0) == ["z:cellar1", "z:cellar2", "z:cellar5", "z:cellar6", "back"]


def test_twin_dice_on_a_zone_are_one_choice() -> None:
    state = table()
    state["players"][0]["dice"] = [2, 2, 1, 1]
    state["wdie"] = None
    state = play(state, 0, "place", "z:cellar4", "d:2+2", "i:wine", "item", "u:0")
    assert options(state, 0) == ["d:cellar4:0"]
    state = play(state, 0, "d:cellar4:0", "z:cellar1", "i:herbs")
    placed = ENGINE.view(state, None)["zones"]
    assert placed["cellar4"]["placed"] == [[0, 2, "player"]]
    assert placed["cellar1"]["placed"] == [[0, 2, "player"]]


def test_the_cup_is_not_playable_before_one_has_placed() -> None:
    state = table()
    state["dice_on"]["cellar1"] = [[1, 1, "player"]]  # another seat's die does not count
    # The hand holds the Cup, but it is not playable: no "Play an item…" menu of only "Back".
    assert "item" not in options(state, 0)
    state = play(state, 0, "place", "z:cellar2", "d:2", "i:rocks", "item")
    assert options(state, 0) == ["u:0", "back"]
