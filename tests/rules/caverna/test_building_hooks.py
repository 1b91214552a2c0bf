"""Furnishing tiles that change building (issue 6): the Office room's overhanging twin
tiles, the Builder's ore for wood or stone, Trader / Spare part storage built over each
other, and the introductory furnishing set."""

from __future__ import annotations

import pytest

from rules.caverna import ENGINE
from rules.caverna.data import FURNISHINGS
from rules.core import IllegalMove

from .helpers import game, give, options, play, turn_of
from .tile_registry import exercises


@exercises("office_room")
def test_office_room_lets_a_twin_tile_overhang_for_2_gold() -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["tiles"].append("office_room")
    give(s, seat, gold=0)
    s = play(s, seat, "sp:slash_and_burn")
    opts = options(s, seat)
    # The first forest tile still covers r4c3; its other half may hang below the board.
    assert {"at:r4c3.r5c3:m.f", "at:r4c3.r5c3:f.m"} <= set(opts)
    s = play(s, seat, "at:r4c3.r5c3:m.f")
    player = s["players"][seat]
    assert player["res"]["gold"] == 2
    assert player["board"]["cells"].get("r4c3") == "m" and "r5c3" not in player["board"]["cells"]


def test_without_office_room_no_tile_overhangs() -> None:
    s = game(3)
    seat = turn_of(s)
    s = play(s, seat, "sp:drift_mining_1", "c:1")
    assert not any("r0c" in o or "c7" in o or "r5c" in o for o in options(s, seat))


@exercises("office_room")
def test_office_room_overhang_in_the_mountain() -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["tiles"].append("office_room")
    give(s, seat, gold=1)
    s = play(s, seat, "sp:drift_mining_1", "c:1")
    # r4c5 touches the entrance; its outer side is below the board.
    assert "at:r4c5.r5c5:tun.cav" in options(s, seat)
    s = play(s, seat, "at:r4c5.r5c5:tun.cav")
    assert s["players"][seat]["res"]["gold"] == 3
    assert s["players"][seat]["board"]["cells"]["r4c5"] == "tun"


@exercises("builder", "carpenter")
def test_builder_pays_one_stone_with_ore_when_stone_is_short() -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["tiles"].append("builder")
    give(s, seat, stone=0, ore=1, wood=0)
    s = play(s, seat, "sp:housework", "c:1")
    listed = {o.id: o.label for d in ENGINE.pending(s) if d.seat == seat for o in d.options}
    assert listed["t:carpenter"] == "Carpenter (1 ore)"  # 1 stone, paid with 1 ore
    s = play(s, seat, "t:carpenter")
    player = s["players"][seat]
    assert "carpenter" in player["tiles"] and player["res"]["ore"] == 0


@exercises("builder", "dwelling")
def test_builder_asks_how_to_pay_when_there_is_a_choice() -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["tiles"].append("builder")
    give(s, seat, wood=4, stone=3, ore=2)
    s = play(s, seat, "sp:housework", "c:1", "cat:orange", "t:dwelling")
    pays = [o for o in options(s, seat) if o.startswith("pay:")]
    assert len(pays) == 4  # as printed, ore for wood, ore for stone, ore for both
    s = play(s, seat, "pay:3")
    res = s["players"][seat]["res"]
    assert (res["wood"], res["stone"], res["ore"]) == (1, 1, 0)


def test_without_builder_ore_does_not_pay_for_furnishing() -> None:
    s = game(3)
    seat = turn_of(s)
    give(s, seat, stone=0, ore=3, wood=0)
    assert not [o for o in options(play(s, seat, "sp:housework"), seat) if "carpenter" in o]


@exercises("trader", "spare_part_storage")
def test_trader_is_built_over_spare_part_storage_which_stops_working() -> None:
    s = game(3)
    seat = turn_of(s)
    player = s["players"][seat]
    player["tiles"].append("spare_part_storage")
    player["board"]["cells"]["r3c4"] = "fu:spare_part_storage"  # no empty cavern left
    s["sold"].append("spare_part_storage")
    give(s, seat, wood=1, stone=1, ore=1, gold=2)
    s = play(s, seat, "sp:housework", "c:1")
    s = play(s, seat, *(["cat:green"] if "cat:green" in options(s, seat) else []), "t:trader")
    player = s["players"][seat]
    assert player["board"]["cells"]["r3c4"] == "fu:trader"
    assert player["tiles"] == ["trader"] and player["covered"] == ["spare_part_storage"]
    view = ENGINE.view(s, None)["players"][seat]
    assert view["covered"] == ["spare_part_storage"]
    score = dict(ENGINE.scores(s)[seat].lines)["Furnishing tiles"]
    assert score == FURNISHINGS["trader"]["points"]


@exercises("trader", "spare_part_storage")
def test_trader_offers_its_trade_and_spare_parts_are_gone() -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["tiles"].append("trader")
    s["players"][seat]["covered"] = ["spare_part_storage"]
    give(s, seat, gold=2, wood=1, stone=1, ore=1)
    s = play(s, seat, "cv")
    opts = options(s, seat)
    assert "t:trader.0" in opts and "t:spare_part_storage.0" not in opts
    s = play(s, seat, "t:trader.0")
    res = s["players"][seat]["res"]
    assert (res["gold"], res["wood"], res["stone"], res["ore"]) == (0, 2, 2, 2)


def test_intro_furnishing_set_offers_only_introductory_tiles() -> None:
    s = ENGINE.new_game(3, 7, {"furnishing_set": "intro"})
    left = ENGINE.view(s, None)["furnishings_left"]
    assert left and all(FURNISHINGS[t]["intro"] for t in left)
    assert "office_room" not in left and "carpenter" in left
    seat = turn_of(s)
    give(s, seat, wood=9, stone=9, ore=9, food=9)
    s = play(s, seat, "sp:housework", "c:1")
    listed = options(s, seat)
    for step in [o for o in listed if o.startswith("cat:")]:
        listed += options(play(s, seat, step), seat)
    tiles = {o[2:] for o in listed if o.startswith("t:")}
    assert "carpenter" in tiles and "builder" not in tiles and "office_room" not in tiles


def test_full_set_is_the_default_and_a_bad_set_is_refused() -> None:
    s = game(3)
    assert "office_room" in ENGINE.view(s, None)["furnishings_left"]
    with pytest.raises(IllegalMove, match="furnishing_set"):
        ENGINE.new_game(3, 7, {"furnishing_set": "tiny"})
