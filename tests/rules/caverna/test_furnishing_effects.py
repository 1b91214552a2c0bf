"""Furnishing tiles' effects (issue 6): each scenario buys or owns the tile and checks
that its hook does what the tile says."""

from __future__ import annotations

from rules.caverna import ENGINE, harvest, rounds
from rules.caverna import players as pl

from .helpers import add_space, game, give, options, play, turn_of
from .tile_registry import exercises


def _own(state: dict, seat: int, *tiles: str) -> None:
    state["players"][seat]["tiles"].extend(tiles)


@exercises("guest_room")
def test_guest_room_turns_either_or_into_and_or() -> None:
    s = game(4)
    seat = turn_of(s)
    _own(s, seat, "guest_room", "dwelling")  # the dwelling gives room for a 3rd dwarf
    s = play(s, seat, "sp:growth", "c:0")  # Growth: the goods...
    assert s["players"][seat]["res"]["gold"] == 2
    assert "c:1" in options(s, seat)  # ...and/or family growth as well
    s = play(s, seat, "c:1")
    assert len(s["players"][seat]["dwarfs"]) == 3


def test_without_guest_room_growth_is_either_or() -> None:
    s = game(4)
    seat = turn_of(s)
    _own(s, seat, "dwelling")
    s = play(s, seat, "sp:growth", "c:0")
    assert turn_of(s) != seat and len(s["players"][seat]["dwarfs"]) == 2


@exercises("wood_supplier")
def test_wood_supplier_pays_one_wood_at_the_start_of_each_of_the_next_7_rounds() -> None:
    s = game(3)
    seat = turn_of(s)
    give(s, seat, stone=1, wood=0)
    s = play(s, seat, "sp:housework", "c:1", "t:wood_supplier")
    player = s["players"][seat]
    assert player["due"] == {str(r): {"wood": 1} for r in range(2, 9)}
    for p in s["players"]:
        p["stack"] = []
    rounds.start_round(s)
    assert s["players"][seat]["res"]["wood"] == 1 and "2" not in player["due"]


@exercises("ruby_supplier")
def test_supplier_skips_the_missing_round_9_with_two_players() -> None:
    s = game(2)
    seat = turn_of(s)
    give(s, seat, wood=2, stone=2)
    s["round"] = 7
    s = play(s, seat, "sp:housework", "c:1")
    if "cat:green" in options(s, seat):
        s = play(s, seat, "cat:green")
    s = play(s, seat, "t:ruby_supplier")
    assert sorted(s["players"][seat]["due"]) == ["10", "11", "12", "8"]


@exercises("quarry", "breeding_cave")
def test_quarry_and_breeding_cave_pay_for_newborns() -> None:
    s = game(3)
    player = s["players"][0]
    _own(s, 0, "quarry", "breeding_cave")
    player["board"]["cells"].update({"r4c3": "ps", "r3c3": "ps"})
    player["res"].update(donkey=2, sheep=2, food=0, stone=0)
    harvest.breed_newborns(s, 0, ("sheep", "donkey"))
    assert player["res"]["stone"] == 1  # Quarry: 1 stone per newborn donkey
    assert player["res"]["food"] == 2  # Breeding cave: 1 food per newborn


@exercises("breeding_cave")
def test_breeding_cave_gives_5_food_when_all_four_types_breed() -> None:
    player = pl.new_player(0)
    player["tiles"] = ["breeding_cave"]
    assert pl.newborn_gains(player, ("sheep", "donkey", "wild_boar", "cattle")) == {"food": 5}


@exercises("quarry")
def test_breed_loot_triggers_the_quarry() -> None:
    s = game(3)
    seat = turn_of(s)
    player = s["players"][seat]
    _own(s, seat, "quarry")
    player["dwarfs"][0]["w"] = 14
    player["board"]["cells"].update({"r4c3": "ps"})
    player["res"].update(donkey=2, stone=0)
    add_space(s, "exploration")
    s = play(s, seat, "sp:exploration", "l:breed", "b:donkey")
    assert s["players"][seat]["res"]["donkey"] == 3
    assert s["players"][seat]["res"]["stone"] == 1


@exercises("peaceful_cave")
def test_peaceful_cave_trades_a_weapon_for_its_strength_in_food() -> None:
    s = game(3)
    seat = turn_of(s)
    _own(s, seat, "peaceful_cave")
    s["players"][seat]["dwarfs"][1]["w"] = 5
    give(s, seat, food=0)
    s = play(s, seat, "cv")
    assert "w:1" in options(s, seat) and "w:0" not in options(s, seat)
    s = play(s, seat, "w:1")
    player = s["players"][seat]
    assert player["res"]["food"] == 5 and player["dwarfs"][1]["w"] == 0


@exercises("working_cave")
def test_working_cave_feeds_one_dwarf_with_wood_once() -> None:
    s = game(3)
    player = s["players"][0]
    _own(s, 0, "working_cave")
    player["res"].update(food=2, wood=1, stone=1)
    for p in s["players"]:
        p["stack"] = []
    s["harvest"] = {"kind": "full", "step": "choose", "skip": {}}
    harvest._fields_then_feed(s)
    assert {"pay", "wc:0", "wc:1"} <= set(options(s, 0))
    assert "wc:2" not in options(s, 0)  # 2 ore: not enough ore
    s = ENGINE.apply(s, 0, "wc:0")
    assert not any(o.startswith("wc:") for o in options(s, 0))  # exactly one dwarf
    s = ENGINE.apply(s, 0, "pay")
    player = s["players"][0]
    assert player["res"]["wood"] == 0 and player["res"]["food"] == 0
    assert player["begging"] == 0


def test_breeding_waits_so_the_player_can_make_room() -> None:
    s = game(3)
    player = s["players"][0]
    # Entry (2 of one kind) and a small pasture with a stable (4): either newborn fits,
    # not both.
    player["board"]["cells"]["r4c3"] = "ps"
    player["board"]["stables"].append("r4c3")
    player["res"].update(sheep=2, wild_boar=2)
    for p in s["players"]:
        p["stack"] = []
    s["harvest"] = {"kind": "full", "step": "feeding", "skip": {}}
    harvest._breeding(s)
    assert player["stack"][-1]["k"] == "breed"
    opts = options(s, 0)
    assert "cv" in opts and "b:sheep" in opts and "b:wild_boar" in opts
    s = ENGINE.apply(s, 0, "cv")
    s = ENGINE.apply(s, 0, "f:wild_boar")  # eat a boar: the boar pair is gone
    s = ENGINE.apply(s, 0, "back")
    assert options(s, 0) == ["b:sheep", "cv"]
    s = ENGINE.apply(s, 0, "b:sheep")
    assert s["players"][0]["res"]["sheep"] == 3
