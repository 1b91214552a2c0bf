"""Scenario tests: a seat places a dwarf and walks the space's decisions."""

from __future__ import annotations

import pytest

from rules.caverna import ENGINE
from rules.core import IllegalMove

from .helpers import add_space, game, give, options, play, turn_of
from .tile_registry import exercises


def test_opening_offers_every_usable_space_and_the_convert_entry_only_with_goods() -> None:
    s = game(3)
    seat = turn_of(s)
    opts = options(s, seat)
    # Food alone converts into nothing: no "Convert goods…" menu holding only "Back".
    assert "sp:wood_gathering" in opts and "cv" not in opts
    s["players"][seat]["res"]["grain"] = 1
    assert "cv" in options(s, seat)
    assert "sp:imitation_3" not in opts  # nobody to imitate yet, and no 4 food


def test_drift_mining_takes_stone_and_or_places_a_twin_tile() -> None:
    s = game(3)
    seat = turn_of(s)
    s = play(s, seat, "sp:drift_mining_1")
    opts = options(s, seat)
    assert {"c:0", "c:1"} <= set(opts) and "done" not in opts
    s = play(s, seat, "c:0")
    assert s["players"][seat]["res"]["stone"] == 1
    assert "done" in options(s, seat)
    s = play(s, seat, "c:1")
    spot = next(o for o in options(s, seat) if o.startswith("at:"))
    s = play(s, seat, spot)
    cells = s["players"][seat]["board"]["cells"]
    assert sorted(v for v in cells.values() if v in ("cav", "tun")) == ["cav", "cav", "tun"]
    assert turn_of(s) != seat  # the action ended: next player's turn


def test_excavation_may_use_the_cavern_cavern_side() -> None:
    s = game(3)
    seat = turn_of(s)
    s = play(s, seat, "sp:excavation_1", "c:1")
    assert any(o.endswith(":cav.cav") for o in options(s, seat))


def test_slash_and_burn_places_meadow_field_then_sows() -> None:
    s = game(3)
    seat = turn_of(s)
    give(s, seat, grain=1, vegetable=1)
    s = play(s, seat, "sp:slash_and_burn")  # nothing to sow on yet: the tile is forced
    s = play(s, seat, "at:r3c3.r4c3:m.f")
    assert s["players"][seat]["board"]["cells"]["r4c3"] == "f"
    s = play(s, seat, "c:1", "sow:vegetable")
    assert s["players"][seat]["board"]["crops"] == {"r4c3": ["vegetable", 2]}


def test_covering_a_symbol_pays_it() -> None:
    s = game(3)
    seat = turn_of(s)
    s = play(s, seat, "sp:clearing_1", "c:1", "at:r4c3.r4c2:m.f")
    assert s["players"][seat]["res"]["food"] >= 1 + 1  # the small river gave 1 food


def test_supplies_and_starting_player() -> None:
    s = game(3)
    seat = turn_of(s)
    before = dict(s["players"][seat]["res"])
    s = play(s, seat, "sp:supplies")
    res = s["players"][seat]["res"]
    assert res["gold"] == before["gold"] + 2 and res["ore"] == before["ore"] + 1
    other = turn_of(s)
    s = play(s, other, "sp:starting_player_1")
    assert s["next_start"] == other
    assert s["players"][other]["res"]["ore"] == 2


def test_housework_dog_and_furnish_a_dwelling() -> None:
    s = game(3)
    seat = turn_of(s)
    give(s, seat, wood=4, stone=3)
    s = play(s, seat, "sp:housework", "c:1", "cat:orange", "t:dwelling")
    p = s["players"][seat]
    assert "dwelling" in p["tiles"] and p["board"]["cells"]["r3c4"] == "fu:dwelling"
    assert p["res"]["wood"] == 0 and p["res"]["stone"] == 0
    assert "c:0" in options(s, seat)  # the dog is still available
    s = play(s, seat, "c:0")
    assert s["players"][seat]["res"]["dog"] == 1


@exercises("beer_parlor")
def test_a_unique_furnishing_tile_can_be_bought_once() -> None:
    s = game(3)
    seat = turn_of(s)
    give(s, seat, wood=2)
    s = play(s, seat, "sp:housework", "c:1", "t:beer_parlor", "done")
    assert "beer_parlor" in s["sold"]
    other = turn_of(s)
    give(s, other, wood=5)
    s["spaces"]["housework"]["o"] = None  # let the next seat reach the same supply
    s = play(s, other, "sp:housework", "c:1")
    assert "t:beer_parlor" not in options(s, other)


def test_illegal_option_is_refused_with_a_sentence() -> None:
    s = game(3)
    seat = turn_of(s)
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(s, seat, "sp:nowhere")
    assert "not one of your options" in str(err.value)


def test_blacksmithing_forges_then_level_3_expedition() -> None:
    s = game(3)
    seat = turn_of(s)
    add_space(s, "blacksmithing")
    give(s, seat, ore=3)
    s = play(s, seat, "sp:blacksmithing")
    assert options(s, seat)[:3] == ["w:1", "w:2", "w:3"]  # unarmed: forging is forced first
    s = play(s, seat, "w:3")
    p = s["players"][seat]
    assert any(d["w"] == 3 for d in p["dwarfs"]) and p["res"]["ore"] == 0
    s = play(s, seat, "c:1")
    loot = [o for o in options(s, seat) if o.startswith("l:")]
    assert "l:stone" in loot and "l:vegetable" not in loot  # strength 3
    s = play(s, seat, "l:stone", "l:wood", "l:dog")
    p = s["players"][seat]
    assert p["res"]["stone"] == 1 and p["res"]["dog"] == 1
    assert any(d["w"] == 4 for d in p["dwarfs"])  # +1 after the expedition


def test_each_loot_item_needs_its_strength() -> None:
    from rules.caverna.data import LOOT

    s = game(3)
    seat = turn_of(s)
    add_space(s, "exploration")
    dwarf = s["players"][seat]["dwarfs"][0]
    for strength in (1, 5, 14):
        s2 = ENGINE.from_json(s)
        for d in s2["players"][seat]["dwarfs"]:
            d["w"] = strength
        give(s2, seat, wood=9, stone=9, grain=2, cattle=2)
        board = s2["players"][seat]["board"]
        board["cells"].update({"r4c3": "m", "r3c3": "m", "r2c3": "f"})
        board["stables"].append("r4c3")  # room for a newborn calf
        s2 = play(s2, seat, "sp:exploration")
        loot = {o[2:] for o in options(s2, seat) if o.startswith("l:")}
        assert loot == {i for i, d in LOOT.items() if d["strength"] <= strength}, strength
    assert dwarf["w"] == 0


def test_sheep_farming_builds_then_takes_the_sheep() -> None:
    s = game(3)
    seat = turn_of(s)
    add_space(s, "sheep_farming", sheep=3)
    give(s, seat, wood=2, stone=1)
    s["players"][seat]["board"]["cells"]["r4c3"] = "m"
    s = play(s, seat, "sp:sheep_farming", "c:0", "at:r4c3")
    assert s["players"][seat]["board"]["cells"]["r4c3"] == "ps"
    s = play(s, seat, "c:2", "at:r4c3")  # nothing else to build: the sheep are taken
    p = s["players"][seat]
    assert p["res"]["sheep"] == 3 and p["board"]["stables"] == ["r4c3"]


def test_animals_that_do_not_fit_are_eaten() -> None:
    s = game(3)
    seat = turn_of(s)
    add_space(s, "sheep_farming", sheep=4)
    s = play(s, seat, "sp:sheep_farming")
    assert "f:sheep" in options(s, seat)
    assert "x:sheep" not in options(s, seat)  # releasing would lose the sheep for nothing
    food = s["players"][seat]["res"]["food"]
    s = play(s, seat, "f:sheep", "f:sheep")
    p = s["players"][seat]
    assert p["res"]["sheep"] == 2 and p["res"]["food"] == food + 2


def test_imitation_copies_an_opponents_space_without_its_goods() -> None:
    s = game(3)
    first = turn_of(s)
    s = play(s, first, "sp:supplies")
    second = turn_of(s)
    give(s, second, food=4)
    s = play(s, second, "sp:imitation_3", "sp:supplies")
    p = s["players"][second]
    assert p["res"]["gold"] == 2 and p["res"]["food"] == 1  # paid 4, got 1


def test_ruby_breaks_the_weapon_order() -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["dwarfs"][1]["w"] = 5
    give(s, seat, ruby=1)
    assert "sp:logging_1" in options(s, seat)
    s = play(s, seat, "ruby", "d:1", "sp:logging_1")
    assert s["players"][seat]["res"]["ruby"] == 0
    assert s["players"][seat]["dwarfs"][1]["at"] == "logging_1"
    assert options(s, seat)[:2] == ["c:1", "done"]  # the armed dwarf may go on an expedition
    s = play(s, seat, "c:1")
    assert "l:wood" in options(s, seat)


def test_convert_menu_returns_where_the_player_was() -> None:
    s = game(3)
    seat = turn_of(s)
    give(s, seat, gold=5)
    s = play(s, seat, "cv", "f:gold")
    assert s["players"][seat]["res"]["food"] >= 2
    s = play(s, seat, "back")
    assert "sp:housework" in options(s, seat)
    # Spending the last convertible good closes the menu: it would hold only "Back".
    s = play(s, seat, "cv", "f:gold")
    assert "sp:housework" in options(s, seat)


def test_growth_needs_room() -> None:
    s = game(4)
    seat = turn_of(s)
    s = play(s, seat, "sp:growth")
    assert len(s["players"][seat]["dwarfs"]) == 2  # no room: only the goods were possible
    assert s["players"][seat]["res"]["gold"] == 2


def test_a_flow_choice_not_offered_is_refused_and_changes_nothing() -> None:
    s = game(3)
    seat = turn_of(s)
    s = play(s, seat, "sp:drift_mining_1", "c:0")  # the stone is taken: c:0 is done
    before = ENGINE.to_json(s)
    for bad in ("c:0", "c:7", "c:x", "c:"):
        with pytest.raises(IllegalMove, match="not one of your options"):
            ENGINE.apply(s, seat, bad)
    assert ENGINE.to_json(s) == before
    assert "c:1" in options(s, seat)


def test_imitation_food_cannot_be_converted_away() -> None:
    # Found by the biased random games: the space's food was checked only when the
    # dwarf was placed, so converting food first made imitating crash on payment.
    # Issue 28: the conversion that would empty the space is no longer offered.
    s = game(4)
    seat = turn_of(s)
    s["spaces"]["housework"]["o"] = (seat + 1) % 4
    give(s, seat, food=2, ruby=1, cattle=0)
    s = play(s, seat, "sp:imitation_4_7")
    assert "sp:housework" in options(s, seat)
    s = play(s, seat, "cv")  # 1 ruby + 1 food for a cattle would leave 1 food of 2
    assert "r:cattle" not in options(s, seat) and "r:wood" in options(s, seat)
    with pytest.raises(IllegalMove):
        ENGINE.apply(s, seat, "r:cattle")
