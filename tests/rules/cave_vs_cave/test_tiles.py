"""One scenario per action tile, played through the public ``apply``."""

from __future__ import annotations

import pytest

from rules.core import IllegalMove
from tests.rules.cave_vs_cave.helpers import (
    game,
    goods,
    have,
    ids,
    play,
    put,
    room,
    show,
    texts,
    walls,
)


def test_cultivation_room_action_and_goods() -> None:
    s = play(game(), "tile:cultivation", "gain")
    assert have(s)["emmer"] == 3 and have(s)["flax"] == 2
    s = play(s, "rooms", "use:r3c0", "opt:wood")
    assert have(s)["wood"] == 2
    # Both parts used: the turn passes to the other player by itself.
    assert s["to_move"] == 1 and s["turn"] is None


def test_housework_two_furnishings_with_extra_costs() -> None:
    s = game()
    goods(s, wood=2, food=2, gold=1)
    s = play(s, "tile:housework")
    assert "furnish" in ids(s) and "furnish2:gold" in ids(s)
    assert "furnish2:food" not in ids(s)  # 5 food not affordable
    assert "place:r2c0:rot0" not in ids(play(s, "furnish", "furnish:shelf"))
    s = play(s, "furnish", "furnish:shelf", "place:r2c0:rot3")  # its wall on the W rock
    # Shelf costs 1 wood; 1 food per dwarf = 2 food in round 1.
    assert have(s)["wood"] == 1 and have(s)["food"] == 0
    assert s["players"][0]["cave"][4] == room("shelf")
    # The only empty cavern is taken: the second furnishing has nowhere to go.
    assert "furnish2:gold" not in ids(s)
    put(s, r2c1="empty")  # one natural wall (E): the Spinning Wheel fits turned 90°
    s = play(s, "furnish2:gold", "furnish:spinning_wheel", "place:r2c1:rot1")
    assert have(s)["gold"] == 0 and have(s)["wood"] == 0 and s["to_move"] == 1


def test_excavation_one_or_two_with_food() -> None:
    s = game()
    goods(s, food=2)
    s = play(s, "tile:excavation")
    assert {"dig", "dig2", "gain"} <= set(ids(s))
    s = play(s, "dig2")
    assert set(ids(s)) >= {"dig:r1c0", "dig:r2c1", "dig:r3c1", "dig:r4c0", "back"}
    s = play(s, "dig:r3c1")
    assert have(s)["food"] == 1  # paid 2, +1 food from the r3c1 space
    assert "back" not in ids(s)  # paid: the second dig must follow
    s = play(s, "dig:r4c0")
    assert s["players"][0]["cave"][8] == 0 and s["players"][0]["cave"][7] == 0
    assert "dig" not in ids(s) and "dig2" not in ids(s)  # either/or: both used up
    s = play(s, "gain")
    assert have(s)["stone"] == 2 and s["to_move"] == 1
    assert len(s["display"]) == 6 + 2


def test_excavation_extra_cost_only_when_digging() -> None:
    s = game()
    goods(s, food=2)
    s = play(s, "tile:excavation", "dig2", "back")
    assert have(s)["food"] == 2 and "dig2" in ids(s)


def test_undergrowth_wood_and_prospecting_site() -> None:
    s = game()
    put(s, r2c0="prospecting_site")
    s = play(s, "tile:undergrowth", "gain", "prospect")
    assert have(s)["wood"] == 3 and have(s)["food"] == 0 and have(s)["gold"] == 2
    assert "Prospecting Site" in texts(s)


def test_prospecting_site_only_on_undergrowth() -> None:
    s = game()
    put(s, r2c0="prospecting_site")
    s = play(s, "tile:cultivation")
    assert "prospect" not in ids(s)


def test_furnishing_food_and_room_paying_per_dwarf() -> None:
    s = game(round_no=4)  # 3 turns: 1 food per dwarf = 3 food
    goods(s, stone=1, food=2)
    s = play(s, "tile:furnishing")
    assert "furnish" not in ids(s)  # room cost + 3 food: not affordable with 2 food
    s = play(s, "gain")
    assert "furnish" in ids(s)
    s = play(s, "furnish", "furnish:grindstone", "place:r2c0:rot3")
    assert have(s)["food"] == 0 and have(s)["stone"] == 0


def test_masonry_wall_resource_and_room() -> None:
    s = play(game(), "tile:masonry", "gain:stone", "wall", "wall:r2c0-r2c1")
    assert have(s)["stone"] == 2 and s["supply"] == 6
    assert s["players"][0]["walls"] != 0
    assert "gain:wood" not in ids(s)  # one of wood or stone


def test_masonry_no_wall_when_supply_empty() -> None:
    s = game()
    walls(s, 1, "r0c0-r0c1", "r0c0-r1c0", "r0c1-r1c1", "r1c0-r1c1", "r1c0-r2c0",
          "r1c1-r2c1", "r2c0-r2c1")
    s = play(s, "tile:masonry")
    assert s["supply"] == 0 and "wall" not in ids(s)


def test_undermining_digs_through_walls_or_two_rooms() -> None:
    s = game()
    walls(s, 0, "r2c0-r3c0", "r3c0-r3c1", "r3c0-r4c0")  # the Entrance is walled in
    s = play(s, "tile:undermining")
    assert {"rooms", "dig"} <= set(ids(s))
    s = play(s, "dig")
    assert {"dig:r3c1", "dig:r4c0", "dig:r1c0", "dig:r2c1"} <= set(ids(s))
    s = play(s, "dig:r1c0")
    assert s["to_move"] == 1  # the either/or is used: nothing left, the turn ends


def test_undermining_two_rooms() -> None:
    s = game()
    put(s, r2c0="tunnel")
    s = play(s, "tile:undermining", "rooms", "use:r3c0", "opt:flax", "use:r2c0")
    assert have(s)["flax"] == 2 and have(s)["food"] == 3 and have(s)["stone"] == 2


def test_expansion_excavate_and_furnish_with_gold() -> None:
    s = game(round_no=4)
    goods(s, gold=3, stone=1)
    s = play(s, "tile:expansion", "dig", "dig:r4c0")
    assert "furnish:gold" in ids(s) and "furnish:food" not in ids(s)
    s = play(s, "furnish:gold", "furnish:grindstone")
    assert "place:r4c0:rot0" not in ids(s)  # r4c0 has walls S and W: no N wall after turning
    s = play(s, "place:r4c0:rot3")
    assert have(s)["gold"] == 1 and have(s)["stone"] == 0


def test_breach_razes_a_wall_for_goods() -> None:
    s = game(round_no=4)
    walls(s, 0, "r0c0-r0c1")
    s = play(s, "tile:breach", "raze", "raze:r0c0-r0c1")
    assert s["supply"] == 7 and s["players"][0]["walls"] == 0
    assert have(s) == {"wood": 1, "stone": 3, "emmer": 1, "flax": 1, "food": 4, "gold": 2}


def test_breach_needs_a_wall() -> None:
    s = play(game(round_no=4), "tile:breach")
    assert ids(s) == ["done", "convert"]


def test_drift_mining_room_and_excavation() -> None:
    s = play(game(round_no=4), "tile:drift_mining", "dig", "dig:r1c0", "rooms",
             "use:r3c0", "opt:stone")
    assert have(s)["stone"] == 2 and s["players"][0]["cave"][2] == 0


def test_expedition_trade_or_three_rooms() -> None:
    s = game(round_no=4)
    goods(s, wood=6)
    s = play(s, "tile:expedition", "trade:wood")
    assert have(s)["wood"] == 1 and have(s)["gold"] == 5 and s["to_move"] == 1
    s2 = game(round_no=4)
    put(s2, r2c0="tunnel")
    s2 = play(s2, "tile:expedition", "rooms", "use:r3c0", "opt:wood", "use:r2c0")
    assert "trade:wood" not in ids(s2) or s2["to_move"] == 1


def test_renovation_needs_strictly_more_gold() -> None:
    s = game(round_no=8)
    assert "tile:renovation" not in ids(s)  # 1 gold each: tied
    with pytest.raises(IllegalMove):
        play(s, "tile:renovation")
    goods(s, gold=2)
    s = play(s, "tile:renovation")
    goods(s, wood=1)
    show(s)
    s = play(s, "wall", "wall:r0c0-r0c1", "furnish", "furnish:shelf", "place:r2c0:rot3")
    assert have(s)["wood"] == 0 and have(s)["food"] == 1  # room cost only


def test_renovation_in_solo_ignores_gold() -> None:
    s = game(players=1, round_no=7)
    goods(s, gold=0)
    assert "tile:renovation" in ids(s)


def test_a_tile_can_be_taken_and_left_unused() -> None:
    s = play(game(), "tile:cultivation", "done")
    assert s["to_move"] == 1 and have(s)["emmer"] == 1


def test_taken_tile_is_gone_for_the_round() -> None:
    s = play(game(), "tile:cultivation", "done")
    assert "tile:cultivation" not in ids(s)
