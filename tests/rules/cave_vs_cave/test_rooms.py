"""One scenario per room effect: orange rooms used through a room action, blue rooms
firing by themselves."""

from __future__ import annotations

import pytest

from tests.rules.cave_vs_cave.helpers import game, goods, have, ids, play, put, texts

ZERO = {"wood": 0, "stone": 0, "emmer": 0, "flax": 0, "food": 0, "gold": 0}

# (room, goods before, option after "use", goods expected after)
ORANGE = [
    ("shelf", {"stone": 0}, "opt:stone", {"stone": 2}),
    ("spinning_wheel", {"flax": 3}, "opt:3", {"flax": 0, "gold": 2}),
    ("spinning_wheel", {"flax": 3}, "opt:1", {"flax": 2, "gold": 1}),
    ("tunnel", {"stone": 2}, None, {"food": 2, "stone": 3}),
    ("tunnel", {"stone": 3}, None, {"food": 2, "stone": 3}),
    ("grindstone", {"emmer": 4}, "opt:4", {"emmer": 0, "food": 7}),
    ("food_corner", {"food": 1}, None, {"food": 3}),
    ("parlor", {"food": 4}, None,
     {"wood": 1, "stone": 1, "emmer": 1, "flax": 1, "gold": 1, "food": 4}),
    ("warehouse", {"food": 2}, None, {"food": 0, "wood": 1, "stone": 1, "emmer": 1, "flax": 1}),
    ("stall", {"flax": 5}, None, {"flax": 0, "gold": 4}),
    ("sacrificial_altar", {"wood": 1, "emmer": 1, "flax": 1, "food": 1}, None, {"gold": 3}),
    ("storeroom", {}, None, {"emmer": 1, "flax": 1, "food": 1}),
    ("weaving_room", {"flax": 2}, None, {"flax": 0, "food": 2, "gold": 2}),
    ("furniture_workshop", {"wood": 2, "flax": 1}, None, {"wood": 0, "flax": 0, "gold": 3}),
    ("gold_vein", {}, None, {"stone": 1, "gold": 1}),
    ("junction_room", {"wood": 1, "stone": 1, "food": 1}, None, {"gold": 2}),
    ("bakehouse", {"emmer": 3}, "opt:3", {"emmer": 0, "food": 4, "gold": 2}),
    ("bakehouse", {"emmer": 3}, "opt:2", {"emmer": 1, "food": 4, "gold": 1}),
    ("state_room", {}, None, {"flax": 1, "gold": 1}),
    ("secret_chamber", {}, "opt:flax", {"flax": 3}),
    ("secret_chamber", {}, "opt:gold", {"gold": 1}),
    ("treasury", {"gold": 3}, None, {"gold": 4, "food": 1}),
]


@pytest.mark.parametrize(("name", "before", "choice", "after"), ORANGE)
def test_orange_room(name: str, before: dict[str, int], choice: str | None,
                     after: dict[str, int]) -> None:
    s = game()
    goods(s, **ZERO)
    goods(s, **before)
    put(s, r2c0=name)
    s = play(s, "tile:undergrowth", "rooms", "use:r2c0")
    if choice:
        s = play(s, choice)
    assert have(s) == dict(ZERO, **after), name


def test_junction_room_asks_which_three_goods() -> None:
    s = game()
    goods(s, **ZERO)
    goods(s, wood=1, stone=1, emmer=1, flax=1)  # no gold: gold may be one of the three
    put(s, r2c0="junction_room")
    s = play(s, "tile:undergrowth", "rooms", "use:r2c0")
    assert sorted(ids(s)) == sorted(["opt:wood-stone-emmer", "opt:wood-stone-flax",
                                     "opt:wood-emmer-flax", "opt:stone-emmer-flax", "back",
                                     "convert"])
    s = play(s, "opt:wood-emmer-flax")
    assert have(s) == dict(ZERO, stone=1, gold=2)


def test_entrance_gives_one_basic_good() -> None:
    s = play(game(), "tile:undergrowth", "rooms", "use:r3c0")
    assert sorted(ids(s)) == ["back", "convert", "opt:emmer", "opt:flax", "opt:stone",
                              "opt:wood"]


def test_digging_cave_pays_gold_to_excavate() -> None:
    s = game()
    put(s, r2c0="digging_cave")
    s = play(s, "tile:undergrowth", "rooms", "use:r2c0")
    assert "opt:r1c0" in ids(s)
    s = play(s, "opt:r1c0")
    assert have(s)["gold"] == 0 and s["players"][0]["cave"][2] == 0
    assert any(ev["reveals"] for ev in s["events"])


def test_unaffordable_room_is_not_offered() -> None:
    s = game()
    goods(s, flax=0)
    put(s, r2c0="weaving_room")
    s = play(s, "tile:undergrowth", "rooms")
    assert "use:r2c0" not in ids(s) and "use:r3c0" in ids(s)


def test_room_furnished_this_turn_cannot_be_used() -> None:
    # No printed tile both furnishes and uses rooms, so mark the room as furnished in
    # this turn by hand: the rule still holds for the menus.
    s = game()
    put(s, r2c0="tunnel")
    s = play(s, "tile:undergrowth")
    s["turn"]["new"] = [4]
    s = play(s, "rooms")
    assert "use:r2c0" not in ids(s) and "use:r3c0" in ids(s)


def test_same_room_not_twice_in_one_room_action() -> None:
    s = game()
    put(s, r2c0="tunnel")
    s = play(s, "tile:undermining", "rooms", "use:r2c0")
    assert "use:r2c0" not in ids(s) and "use:r3c0" in ids(s)


def test_retting_room_adds_food_on_flax_gain() -> None:
    s = game()
    put(s, r2c0="retting_room")
    s = play(s, "tile:cultivation", "gain")
    assert have(s)["flax"] == 2 and have(s)["food"] == 2
    assert "Retting Room" in texts(s)


def test_equipment_room_adds_a_room_to_two_and_three() -> None:
    s = game()
    put(s, r2c0="tunnel", r4c0="gold_vein", r4c1="equipment_room")
    s = play(s, "tile:undermining", "rooms", "use:r2c0", "use:r4c0")
    assert "use:r3c0" in ids(s)  # a third room thanks to the Equipment Room
    s = play(s, "use:r3c0", "opt:wood")
    assert s["to_move"] == 1


def test_equipment_room_does_not_change_one() -> None:
    s = game()
    put(s, r2c0="tunnel", r4c1="equipment_room")
    s = play(s, "tile:cultivation", "rooms", "use:r2c0")
    assert s["turn"]["m"] is None  # [1] stays one room


def test_wood_storeroom_pays_on_a_one_room_action() -> None:
    s = game()
    put(s, r2c0="wood_storeroom")
    s = play(s, "tile:cultivation", "rooms", "use:r3c0", "opt:stone")
    assert have(s)["wood"] == 2 and have(s)["stone"] == 2


def test_wood_storeroom_not_on_two_room_action() -> None:
    s = game()
    put(s, r2c0="wood_storeroom")
    s = play(s, "tile:undermining", "rooms", "use:r3c0", "opt:stone")
    assert have(s)["wood"] == 1


def test_dungeon_pays_two_gold_per_wall() -> None:
    s = game()
    put(s, r2c0="dungeon")
    s = play(s, "tile:masonry", "wall", "wall:r0c0-r0c1")
    assert have(s)["gold"] == 3 and "Dungeon" in texts(s)


def test_prospecting_site_is_optional() -> None:
    s = game()
    put(s, r2c0="prospecting_site")
    s = play(s, "tile:undergrowth", "gain", "done")
    assert have(s)["gold"] == 1 and have(s)["food"] == 1
