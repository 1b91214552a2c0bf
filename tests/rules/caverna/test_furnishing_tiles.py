"""One scenario per furnishing tile (issue 6): every tile bought through the Housework
menu pays its printed cost (and its discounted cost with the Carpenter and the Stone
carver) and scores its printed points; then each tile's effect, room or bonus formula
not covered elsewhere, and the combinations the issue names."""

from __future__ import annotations

import pytest

from rules.caverna import ENGINE, scoring
from rules.caverna import board as hb
from rules.caverna import players as pl
from rules.caverna.animals import fits
from rules.caverna.data import FURNISHINGS, GOODS
from rules.core import State

from .helpers import add_space, game, give, options, play, turn_of
from .tile_registry import exercises


def _penniless(state: State, seat: int) -> None:
    give(state, seat, **dict.fromkeys(GOODS, 0))


def _buy(state: State, seat: int, tile: str) -> State:
    """Take Housework and furnish ``tile`` (choosing its colour first on long menus)."""
    state = play(state, seat, "sp:housework", "c:1")
    if f"t:{tile}" not in options(state, seat):
        state = play(state, seat, f"cat:{FURNISHINGS[tile]['colour']}")
    return play(state, seat, f"t:{tile}")


def _line(state: State, seat: int, label: str) -> int:
    return dict(ENGINE.scores(state)[seat].lines)[label]


def _once_gains(tile: str) -> dict[str, int]:
    return FURNISHINGS[tile].get("hooks", {}).get("on_build_gain", {})


@pytest.mark.parametrize("tile", list(FURNISHINGS))
def test_buying_a_tile_pays_its_printed_cost_and_scores_its_points(tile: str) -> None:
    s = game(3)
    seat = turn_of(s)
    _penniless(s, seat)
    cost = FURNISHINGS[tile]["cost"]
    give(s, seat, **cost)
    s = _buy(s, seat, tile)
    player = s["players"][seat]
    assert tile in player["tiles"] and player["board"]["cells"]["r3c4"] == f"fu:{tile}"
    for good in cost:  # all of it spent (Stone carver / Blacksmith give some back at once)
        assert player["res"][good] == _once_gains(tile).get(good, 0), good
    assert (tile in s["sold"]) == (tile != "dwelling")  # the Dwelling is unlimited
    assert _line(s, seat, "Furnishing tiles") == FURNISHINGS[tile]["points"]


_DISCOUNTERS = ("carpenter", "stone_carver")


@pytest.mark.parametrize("tile", [t for t in FURNISHINGS if t not in _DISCOUNTERS])
def test_carpenter_and_stone_carver_take_a_wood_and_a_stone_off_every_tile(tile: str) -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["tiles"].extend(_DISCOUNTERS)
    _penniless(s, seat)
    cost = dict(FURNISHINGS[tile]["cost"])
    for good in ("wood", "stone"):
        if cost.get(good):
            cost[good] -= 1
    give(s, seat, **cost)
    s = _buy(s, seat, tile)
    player = s["players"][seat]
    assert tile in player["tiles"]
    assert all(player["res"][g] == _once_gains(tile).get(g, 0) for g in cost)


# ----- dwellings --------------------------------------------------------------------------
@exercises("simple_dwelling_4w2s", "simple_dwelling_3w3s", "couple_dwelling", "dwelling")
def test_dwellings_give_room_for_dwarfs() -> None:
    player = pl.new_player(0)
    assert pl.room(player) == 2 and not pl.can_grow(player)
    player["tiles"] = ["simple_dwelling_4w2s"]
    assert pl.room(player) == 3 and pl.can_grow(player)
    player["tiles"] = ["simple_dwelling_4w2s", "simple_dwelling_3w3s"]
    assert pl.room(player) == 4
    player["tiles"] = ["couple_dwelling"]
    assert pl.room(player) == 4
    player["tiles"] = ["couple_dwelling", "couple_dwelling", "dwelling"]
    assert pl.room(player) == 5  # never more than 5 dwarfs without the Additional dwelling


@exercises("additional_dwelling")
def test_additional_dwelling_houses_only_a_sixth_dwarf() -> None:
    player = pl.new_player(0)
    player["tiles"] = ["additional_dwelling"]
    # Alone it houses nobody: the 2 starting dwarfs may not grow into it.
    assert pl.room(player) == 2 and not pl.can_grow(player)
    player["tiles"] += ["couple_dwelling", "dwelling"]
    player["dwarfs"] += [{"w": 0, "at": None, "new": False} for _ in range(3)]
    assert pl.room(player) == 6 and pl.max_dwarfs(player) == 6 and pl.can_grow(player)
    player["tiles"].remove("additional_dwelling")
    assert pl.room(player) == 5 and not pl.can_grow(player)


@exercises("mixed_dwelling")
def test_mixed_dwelling_houses_a_dwarf_and_two_animals_of_one_type() -> None:
    player = pl.new_player(0)
    player["res"].update(sheep=2, donkey=2)  # the entrance holds only one of the pairs
    assert not fits(player)
    player["tiles"] = ["mixed_dwelling"]
    hb.place(player["board"], "r3c4", "fu:mixed_dwelling")
    assert fits(player) and pl.room(player) == 3
    player["res"]["donkey"] = 3
    assert not fits(player)


# ----- building and discounts -------------------------------------------------------------
@exercises("work_room")
def test_work_room_furnishes_a_tunnel_but_not_a_mine() -> None:
    s = game(3)
    seat = turn_of(s)
    board = s["players"][seat]["board"]
    board["cells"]["r3c4"] = "fu:dwelling"  # no empty cavern left
    hb.place(board, "r2c4", "tun")
    hb.place(board, "r3c5", "ore")
    give(s, seat, wood=1)
    assert "c:1" not in options(play(s, seat, "sp:housework"), seat)
    s["players"][seat]["tiles"].append("work_room")
    s = play(s, seat, "sp:housework", "c:1", "t:cuddle_room")
    assert s["players"][seat]["board"]["cells"]["r2c4"] == "fu:cuddle_room"


@exercises("stone_carver")
def test_stone_carver_gives_two_stone_once_and_makes_stables_free() -> None:
    s = game(3)
    seat = turn_of(s)
    _penniless(s, seat)
    give(s, seat, wood=1)
    s = _buy(s, seat, "stone_carver")
    player = s["players"][seat]
    assert player["res"]["stone"] == 2
    assert pl.discounted(player, "stable", {"stone": 1}) == {}
    assert pl.discounted(player, "furnish", {"wood": 4, "stone": 3}) == {"wood": 4, "stone": 2}


@exercises("blacksmith")
def test_blacksmith_gives_two_ore_and_forges_two_ore_cheaper() -> None:
    s = game(3)
    seat = turn_of(s)
    _penniless(s, seat)
    give(s, seat, wood=1, stone=2)
    s = _buy(s, seat, "blacksmith")
    player = s["players"][seat]
    assert player["res"]["ore"] == 2
    assert pl.discounted(player, "forge", {"ore": 2}) == {}
    assert pl.discounted(player, "forge", {"ore": 8}) == {"ore": 6}


@exercises("blacksmith")
def test_blacksmith_forges_strength_two_for_nothing() -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["tiles"].append("blacksmith")
    add_space(s, "blacksmithing")
    give(s, seat, ore=1)
    s = play(s, seat, "sp:blacksmithing")
    assert [o for o in options(s, seat) if o.startswith("w:")] == ["w:1", "w:2", "w:3"]
    s = play(s, seat, "w:2")
    player = s["players"][seat]
    assert player["res"]["ore"] == 1 and any(d["w"] == 2 for d in player["dwarfs"])


@exercises("stone_supplier")
def test_stone_supplier_owes_a_stone_on_each_of_the_next_five_rounds() -> None:
    s = game(3)
    seat = turn_of(s)
    give(s, seat, wood=1)
    s = _buy(s, seat, "stone_supplier")
    assert s["players"][seat]["due"] == {str(r): {"stone": 1} for r in range(2, 7)}


# ----- triggers ---------------------------------------------------------------------------
@exercises("dog_school")
def test_dog_school_gives_a_wood_for_each_new_dog() -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["tiles"].append("dog_school")
    give(s, seat, wood=0, dog=0)
    s = play(s, seat, "sp:housework", "c:0")
    res = s["players"][seat]["res"]
    assert (res["dog"], res["wood"]) == (1, 1)


@exercises("seam")
def test_seam_gives_an_ore_per_stone_gained() -> None:
    player = pl.new_player(0)
    player["tiles"] = ["seam"]
    pl.gain(player, {"stone": 3, "wood": 2})
    assert (player["res"]["stone"], player["res"]["ore"]) == (3, 3)
    pl.gain(player, {"wood": 1})
    assert player["res"]["ore"] == 3


@exercises("seam", "stone_carver")
def test_seam_pays_an_ore_for_each_stone_of_the_stone_carver() -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["tiles"].append("seam")
    _penniless(s, seat)
    give(s, seat, wood=1)
    s = _buy(s, seat, "stone_carver")
    res = s["players"][seat]["res"]
    assert (res["stone"], res["ore"]) == (2, 2)


# ----- trades -----------------------------------------------------------------------------
def _trade(state: State, seat: int, option_id: str) -> dict[str, int]:
    state = play(state, seat, "cv", option_id)
    return state["players"][seat]["res"]


@exercises("cooking_cave")
def test_cooking_cave_turns_grain_and_vegetable_into_five_food() -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["tiles"].append("cooking_cave")
    give(s, seat, grain=1, vegetable=1, food=0)
    res = _trade(s, seat, "t:cooking_cave.0")
    assert (res["grain"], res["vegetable"], res["food"]) == (0, 0, 5)


@exercises("beer_parlor")
def test_beer_parlor_trades_two_grain_for_three_gold_or_four_food() -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["tiles"].append("beer_parlor")
    give(s, seat, grain=2, gold=0, food=0)
    res = _trade(s, seat, "t:beer_parlor.0")
    assert (res["grain"], res["gold"], res["food"]) == (0, 3, 0)
    res = _trade(s, seat, "t:beer_parlor.1")
    assert (res["grain"], res["gold"], res["food"]) == (0, 0, 4)


@exercises("blacksmithing_parlor")
def test_blacksmithing_parlor_trades_a_ruby_and_an_ore_for_two_gold_and_a_food() -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["tiles"].append("blacksmithing_parlor")
    give(s, seat, ruby=1, ore=1, gold=0, food=0)
    res = _trade(s, seat, "t:blacksmithing_parlor.0")
    assert (res["ruby"], res["ore"], res["gold"], res["food"]) == (0, 0, 2, 1)
    give(s, seat, ruby=1, ore=0)
    assert "t:blacksmithing_parlor.0" not in options(play(s, seat, "cv"), seat)


@exercises("spare_part_storage", "trader")
def test_spare_part_storage_is_built_over_the_trader() -> None:
    s = game(3)
    seat = turn_of(s)
    player = s["players"][seat]
    player["tiles"].append("trader")
    player["board"]["cells"]["r3c4"] = "fu:trader"
    s["sold"].append("trader")
    _penniless(s, seat)
    give(s, seat, wood=2)
    s = _buy(s, seat, "spare_part_storage")
    player = s["players"][seat]
    assert player["board"]["cells"]["r3c4"] == "fu:spare_part_storage"
    assert player["tiles"] == ["spare_part_storage"] and player["covered"] == ["trader"]
    assert _line(s, seat, "Furnishing tiles") == 0  # the covered Trader's 2 points are gone
    give(s, seat, wood=2, stone=1, ore=1, gold=2)
    opts = options(play(s, seat, "cv"), seat)
    assert "t:spare_part_storage.0" in opts and "t:trader.0" not in opts
    res = _trade(s, seat, "t:spare_part_storage.0")
    assert (res["wood"], res["stone"], res["ore"], res["gold"]) == (1, 0, 0, 4)


# ----- once-only gains on building and their bonus ----------------------------------------
@exercises("weaving_parlor")
def test_weaving_parlor_feeds_once_per_sheep_and_scores_a_point_per_two_sheep() -> None:
    s = game(3)
    seat = turn_of(s)
    _penniless(s, seat)
    give(s, seat, wood=2, stone=1, sheep=2)
    s = _buy(s, seat, "weaving_parlor")
    assert s["players"][seat]["res"]["food"] == 2
    s["players"][seat]["res"]["sheep"] = 5
    assert _line(s, seat, "Bonus points") == 2


@exercises("milking_parlor")
def test_milking_parlor_feeds_once_per_cattle_and_scores_a_point_per_cattle() -> None:
    s = game(3)
    seat = turn_of(s)
    _penniless(s, seat)
    give(s, seat, wood=2, stone=2, cattle=2)
    s = _buy(s, seat, "milking_parlor")
    assert s["players"][seat]["res"]["food"] == 2
    assert _line(s, seat, "Bonus points") == 2


@exercises("state_parlor")
def test_state_parlor_counts_orthogonally_adjacent_dwellings() -> None:
    s = game(3)
    seat = turn_of(s)
    board = s["players"][seat]["board"]
    hb.place(board, "r2c4", "fu:dwelling")  # above r3c4; the entrance is below it
    hb.place(board, "r2c3", "fu:dwelling")  # diagonal: does not count
    _penniless(s, seat)
    give(s, seat, gold=5, stone=3)
    s = _buy(s, seat, "state_parlor")
    assert s["players"][seat]["res"]["food"] == 4  # 2 dwellings (entrance included) x 2
    assert _line(s, seat, "Bonus points") == 8


# ----- bonus formulas ---------------------------------------------------------------------
def _bonus(tile: str, **setup: int) -> int:
    """Bonus points of a player owning only ``tile``; ``armed`` arms that many dwarfs,
    ``dwarfs`` sets their number; other keys are goods."""
    player = pl.new_player(0)
    player["tiles"] = [tile]
    dwarfs = setup.pop("dwarfs", 2)
    player["dwarfs"] = [{"w": 0, "at": None, "new": False} for _ in range(dwarfs)]
    for d in player["dwarfs"][:setup.pop("armed", 0)]:
        d["w"] = 3
    player["res"].update(setup)
    return dict(scoring.breakdown(player))["Bonus points"]


@exercises("ore_storage")
def test_ore_storage_scores_a_point_per_two_ore() -> None:
    assert (_bonus("ore_storage", ore=5), _bonus("ore_storage", ore=1)) == (2, 0)


@exercises("stone_storage")
def test_stone_storage_scores_a_point_per_stone() -> None:
    assert _bonus("stone_storage", stone=3) == 3


@exercises("treasure_chamber")
def test_treasure_chamber_scores_a_point_per_ruby() -> None:
    assert _bonus("treasure_chamber", ruby=4) == 4


@exercises("food_chamber")
def test_food_chamber_scores_two_points_per_grain_and_vegetable_pair() -> None:
    assert _bonus("food_chamber", grain=2, vegetable=3) == 4


@exercises("fodder_chamber")
def test_fodder_chamber_scores_a_point_per_three_farm_animals() -> None:
    assert _bonus("fodder_chamber", sheep=3, cattle=2, wild_boar=2, dog=5) == 2


@exercises("weapon_storage")
def test_weapon_storage_scores_three_points_per_armed_dwarf() -> None:
    assert _bonus("weapon_storage", dwarfs=4, armed=3) == 9


@exercises("supplies_storage")
def test_supplies_storage_scores_eight_points_only_if_every_dwarf_is_armed() -> None:
    assert _bonus("supplies_storage", dwarfs=3, armed=3) == 8
    assert _bonus("supplies_storage", dwarfs=3, armed=2) == 0


@exercises("prayer_chamber")
def test_prayer_chamber_scores_eight_points_only_if_no_dwarf_is_armed() -> None:
    assert _bonus("prayer_chamber", dwarfs=3) == 8
    assert _bonus("prayer_chamber", dwarfs=3, armed=1) == 0


@exercises("broom_chamber")
def test_broom_chamber_scores_five_or_ten_points_for_five_or_six_dwarfs() -> None:
    assert [_bonus("broom_chamber", dwarfs=n) for n in (4, 5, 6)] == [0, 5, 10]


@exercises("main_storage")
def test_main_storage_scores_two_points_per_yellow_tile_itself_included() -> None:
    player = pl.new_player(0)
    player["tiles"] = ["main_storage", "writing_chamber", "beer_parlor", "carpenter"]
    assert dict(scoring.breakdown(player))["Bonus points"] == 6


@exercises("writing_chamber")
def test_writing_chamber_cancels_several_losses_up_to_seven() -> None:
    player = pl.new_player(0)
    player["tiles"] = ["writing_chamber"]
    player["res"].update(sheep=1, donkey=1)  # 2 missing types: -4
    player["begging"] = 1  # -3
    player["board"]["cells"].update({c: "tun" for c in hb.CELL_SET
                                     if c not in player["board"]["cells"]})
    lines = dict(scoring.breakdown(player))
    assert (lines["Missing farm animal types"], lines["Unused spaces"], lines["Begging"]) == (
        -4, 0, -3)
    assert lines["Writing chamber"] == 7
    player["begging"] = 0
    assert dict(scoring.breakdown(player))["Writing chamber"] == 4  # only what was lost


# ----- feeding ----------------------------------------------------------------------------
@exercises("slaughtering_cave")
def test_slaughtering_cave_adds_food_for_animals_eaten_during_feeding() -> None:
    outcomes = []
    for tiles in ([], ["slaughtering_cave"]):
        s = game(3)
        seat = turn_of(s)
        s["players"][seat]["tiles"].extend(tiles)
        give(s, seat, sheep=2, donkey=2, food=0)
        s["players"][seat]["board"]["cells"]["r4c3"] = "ps"  # room for both pairs
        s["players"][seat]["stack"].append({"k": "feed", "need": 8, "one": 2})
        s = play(s, seat, "cv", "f:sheep", "f:sheep", "f:donkey2", "pay")
        player = s["players"][seat]
        outcomes.append((player["res"]["food"], player["begging"]))
    # Without: 1 + 1 + 3 food, 3 short -> 3 begging markers. With: 2 + 2 + 5 = 9.
    assert outcomes == [(0, 3), (1, 0)]
