"""Issue 13: Caverna deviations from the rulebook (seed 002), one scenario each."""

from __future__ import annotations

import pytest

from rules.caverna import ENGINE, convert
from rules.caverna.animals import fits
from rules.core import IllegalMove
from rules.core.playout import random_game

from .helpers import add_space, bare, feeding, give, options, play


def test_gold_buys_n_food_for_n_plus_one_gold() -> None:
    # « Dépensez 1 Or de plus que la quantité de PN que vous souhaitez acquérir :
    #   1 PN coûte 2 Or, 2 PN coûte 3 Or, etc. »
    s = feeding()
    give(s, 0, gold=5, food=0)
    s = play(s, 0, "cv")
    assert {"f:gold", "gold"} <= set(options(s, 0))
    s = play(s, 0, "gold")  # more than 1 food: how much?
    assert options(s, 0) == ["f:gold:2", "f:gold:3", "f:gold:4", "back"]  # 5 would cost 6
    s = play(s, 0, "f:gold:4")
    assert s["players"][0]["res"]["gold"] == 0 and s["players"][0]["res"]["food"] == 4
    s = play(s, 0, "pay")  # no gold left: the menu closed by itself
    assert s["players"][0]["begging"] == 0  # 2 dwarfs eat 4 food: no begging


def test_gold_to_food_one_at_a_time_keeps_its_old_id() -> None:
    s = feeding()
    give(s, 0, gold=2, food=0)
    s = play(s, 0, "cv")
    assert [i for i in options(s, 0) if i.startswith(("f:gold", "gold"))] == ["f:gold"]
    s = play(s, 0, "f:gold")
    assert s["players"][0]["res"]["food"] == 1


def test_fencing_two_stabled_meadows_asks_about_the_animals_that_no_longer_fit() -> None:
    # Animals must always be housed: a large pasture holds a single type, so the sheep
    # and the boar of two stabled meadows cannot both stay once they are fenced together.
    s, seat = bare()
    add_space(s, "sheep_farming")
    p = s["players"][seat]
    p["res"].update(wood=4, sheep=1, wild_boar=1, donkey=2)
    p["board"]["cells"].update(r3c3="m", r4c3="m")
    p["board"]["stables"] += ["r3c3", "r4c3"]
    assert fits(p)
    s = play(s, seat, "sp:sheep_farming", "c:1", "at:r3c3.r4c3")
    assert s["players"][seat]["stack"][-1]["k"] == "overflow"
    assert "f:sheep" in options(s, seat) and "f:wild_boar" in options(s, seat)
    s = play(s, seat, "f:sheep")
    assert fits(s["players"][seat])


def test_sowing_a_field_that_housed_an_animal_under_the_stubble_room() -> None:
    # Stubble room: « exactly 1 farm animal on each empty (unsown) field ».
    s, seat = bare()
    p = s["players"][seat]
    p["res"].update(grain=1, sheep=1, donkey=2)
    p["board"]["cells"].update(r4c3="f")
    p["tiles"].append("stubble_room")
    assert fits(p)
    s = play(s, seat, "sp:slash_and_burn", "c:1", "sow:grain")
    assert s["players"][seat]["stack"][-1]["k"] == "overflow"
    s = play(s, seat, "f:sheep")
    assert fits(s["players"][seat]) and s["players"][seat]["res"]["sheep"] == 0


def test_a_ruby_sends_the_armed_dwarf_when_the_dwarf_in_turn_is_stuck() -> None:
    # « En dépensant 1 rubis, vous pouvez ignorer l'ordre de placement pour l'un de vos
    #   nains »: the unarmed dwarf has no usable space, the armed one can go on an
    # expedition (Hardware rental with no field to sow, which a ruby cannot buy
    # either) — "pass" must not be the only way.
    s, seat = bare()
    add_space(s, "hardware_rental_5")
    for sp, entry in s["spaces"].items():
        if sp != "hardware_rental_5":
            entry["o"] = (seat + 1) % 3
    p = s["players"][seat]
    p["res"]["ruby"] = 1
    p["dwarfs"][0]["w"], p["dwarfs"][1]["w"] = 0, 5
    assert options(s, seat)[:1] == ["pass"]
    assert "ruby" in options(s, seat)
    s = play(s, seat, "ruby")
    assert [i for i in options(s, seat) if i.startswith("d:")] == ["d:1"]
    s = play(s, seat, "d:1", "sp:hardware_rental_5")
    assert s["players"][seat]["res"]["ruby"] == 0
    assert s["players"][seat]["dwarfs"][1]["at"] == "hardware_rental_5"


def test_no_ruby_offer_for_a_dwarf_that_could_not_go_anywhere_either() -> None:
    s, seat = bare()
    for entry in s["spaces"].values():
        entry["o"] = (seat + 1) % 3
    p = s["players"][seat]
    p["res"]["ruby"] = 1
    p["dwarfs"][0]["w"], p["dwarfs"][1]["w"] = 0, 5
    assert options(s, seat) == ["pass", "cv"]


# « Vous ne pouvez placer un nain sur une case Action que si vous utilisez au moins une
#   des actions de la case »: no "done" before something was used.
def test_ore_trading_cannot_be_left_without_trading() -> None:
    s, seat = bare()
    add_space(s, "ore_trading")
    s["players"][seat]["res"]["ore"] = 2
    s = play(s, seat, "sp:ore_trading")
    assert "done" not in options(s, seat)
    s = play(s, seat, "trade")
    assert not s["players"][seat]["stack"]  # no ore left: the action is over
    assert s["players"][seat]["res"]["gold"] == 2


def test_imitated_fence_building_must_fence() -> None:
    # Imitation takes no accumulated goods: the fence is the only action left to use.
    s, seat = bare(5)
    other = (seat + 1) % 5
    s["spaces"]["fence_building_5"]["o"] = other
    s["players"][seat]["res"].update(food=4, wood=2)
    s["players"][seat]["board"]["cells"]["r4c3"] = "m"
    s = play(s, seat, "sp:imitation_5", "sp:fence_building_5")
    assert options(s, seat) == ["at:r4c3"]  # the one usable fence, no "Skip"
    s = play(s, seat, "at:r4c3")
    assert s["players"][seat]["board"]["cells"]["r4c3"] == "ps"


def test_sheep_farming_may_skip_the_fences_when_its_sheep_are_taken() -> None:
    s, seat = bare()
    add_space(s, "sheep_farming", sheep=2)
    s["players"][seat]["res"]["wood"] = 2
    s["players"][seat]["board"]["cells"]["r4c3"] = "m"
    s = play(s, seat, "sp:sheep_farming")
    assert "done" in options(s, seat)
    s = play(s, seat, "done")
    assert s["players"][seat]["res"]["sheep"] == 2


def test_convert_entry_is_offered_only_when_a_conversion_is_possible() -> None:
    s, seat = bare()
    assert "cv" not in options(s, seat)  # nothing to convert: the menu would be "Back" only
    with pytest.raises(IllegalMove):
        ENGINE.apply(s, seat, "cv")
    give(s, seat, grain=1)
    assert "cv" in options(s, seat)


def test_convert_entry_matches_its_menu_in_random_games() -> None:
    def check(old: dict, seat: int, option_id: str, new: dict) -> None:
        for s, p in enumerate(new["players"]):
            if p["stack"]:
                assert convert.available(new, s) == (len(convert.options(new, s)) > 1)

    for players in (1, 4):
        random_game(ENGINE, players, 11, on_move=check)
