"""Issue 28: Caverna deviations of the third reading (seed 002), one scenario each."""

from __future__ import annotations

import pytest

from rules.caverna import ENGINE
from rules.core import IllegalMove, State

from .helpers import add_space, bare, feeding, give, options, play


def _field(s: State, seat: int) -> None:
    s["players"][seat]["board"]["cells"]["r4c3"] = "f"


def _refused(s: State, seat: int, option_id: str) -> None:
    assert option_id not in options(s, seat)
    with pytest.raises(IllegalMove):
        ENGINE.apply(s, seat, option_id)


# ----- 5. « Vous ne pouvez placer un nain sur une case Action que si vous utilisez au
# moins une des actions de la case »: no conversion may empty the space once taken.
def test_family_life_grain_cannot_be_converted_before_it_is_sown() -> None:
    s, seat = bare()
    _field(s, seat)
    give(s, seat, grain=1, sheep=1)  # no room for a child: sowing is all the space offers
    add_space(s, "family_life")
    s = play(s, seat, "sp:family_life")
    assert "sow:grain" in options(s, seat)
    s = play(s, seat, "cv")
    _refused(s, seat, "f:grain")  # the grain to food would leave nothing to sow
    assert "f:sheep" in options(s, seat)  # what the space does not need still converts


@pytest.mark.parametrize("ore", [2, 3])
def test_ore_trading_ore_cannot_go_to_the_blacksmithing_parlor_first(ore: int) -> None:
    s, seat = bare()
    s["players"][seat]["tiles"].append("blacksmithing_parlor")
    give(s, seat, ore=ore, ruby=1)
    add_space(s, "ore_trading")
    s = play(s, seat, "sp:ore_trading")
    assert options(s, seat)[0] == "trade"
    s = play(s, seat, "cv")
    if ore == 2:
        _refused(s, seat, "t:blacksmithing_parlor.0")  # 1 ruby + 1 ore: 1 ore left of 2
    else:
        s = play(s, seat, "t:blacksmithing_parlor.0", "back")  # 2 ore left: still a trade
        assert "trade" in options(s, seat)


def test_imitation_food_cannot_buy_cattle_first() -> None:
    s, seat = bare()
    add_space(s, "imitation_5")
    s["spaces"]["housework"]["o"] = (seat + 1) % 3
    give(s, seat, food=4, ruby=1)
    s = play(s, seat, "sp:imitation_5")
    assert "sp:housework" in options(s, seat)
    s = play(s, seat, "cv")
    _refused(s, seat, "r:cattle")  # 1 ruby + 1 food: 3 food cannot pay for imitating
    assert "r:wood" in options(s, seat)


# ----- 6. « et puis : la première action est obligatoire, tandis que la seconde est
# optionnelle »: the family growth after Urgent wish's dwelling is offered, not imposed.
def test_urgent_wish_growth_after_the_dwelling_is_a_choice() -> None:
    s, seat = bare()
    give(s, seat, wood=4, stone=3)
    add_space(s, "urgent_wish_for_children")
    s = play(s, seat, "sp:urgent_wish_for_children", "c:0", "t:dwelling")
    assert options(s, seat) == ["c:1", "done"]  # family growth, or skip it
    skipped = play(s, seat, "done")
    assert len(skipped["players"][seat]["dwarfs"]) == 2
    grown = play(s, seat, "c:1")
    assert len(grown["players"][seat]["dwarfs"]) == 3


# ----- 7. « … sauf si vous possédez des rubis »: rubies count for a usable space.
def test_family_life_is_offered_when_rubies_buy_the_grain() -> None:
    s, seat = bare()
    _field(s, seat)
    give(s, seat, ruby=2)
    add_space(s, "family_life")
    assert "sp:family_life" in options(s, seat)
    s = play(s, seat, "sp:family_life")
    # The space asks for the conversion first, without a "Back" that leads nowhere.
    decision = next(d for d in ENGINE.pending(s) if d.seat == seat)
    ids = [o.id for o in decision.options]
    assert {"r:grain", "r:vegetable"} <= set(ids) and "back" not in ids
    s = play(s, seat, "r:grain")
    assert "sow:grain" in options(s, seat)
    s = play(s, seat, "sow:grain")
    assert s["players"][seat]["board"]["crops"] == {"r4c3": ["grain", 3]}


def test_blacksmithing_is_offered_to_an_unarmed_dwarf_with_rubies_and_no_ore() -> None:
    s, seat = bare()
    give(s, seat, ruby=1)
    add_space(s, "blacksmithing")
    assert "sp:blacksmithing" in options(s, seat)
    s = play(s, seat, "sp:blacksmithing")
    assert options(s, seat) == ["r:ore"]  # only the ore makes the space usable
    s = play(s, seat, "r:ore")
    assert any(o.startswith("w:") or o.startswith("c:") for o in options(s, seat)), \
        options(s, seat)


def test_no_space_is_offered_that_rubies_cannot_make_usable() -> None:
    s, seat = bare()
    give(s, seat, ruby=2)  # no field: rubies buy grain, not a field to sow it on
    add_space(s, "family_life")
    s["players"][seat]["dwarfs"] = s["players"][seat]["dwarfs"][:2]
    assert "sp:family_life" not in options(s, seat)


# ----- 8. « Si vous ne pouvez ou ne voulez pas fournir les PN requis, vous devez
# prendre 1 marqueur de mendicité pour chaque PN manquant »
def test_a_player_may_keep_food_and_beg() -> None:
    s = feeding()
    give(s, 0, food=10)
    assert {"pay", "pay:3", "pay:0"} <= set(options(s, 0))  # 2 dwarfs eat 4
    s = play(s, 0, "pay:1")
    p = s["players"][0]
    assert p["res"]["food"] == 9 and p["begging"] == 3


# ----- 9. « Dépensez 1 Or de plus que la quantité de PN que vous souhaitez acquérir »:
# the whole stock in one conversion.
def test_gold_to_food_takes_the_whole_stock_at_once() -> None:
    s = feeding()
    give(s, 0, gold=40, food=0)
    s = play(s, 0, "cv", "gold")
    assert "f:gold:39" in options(s, 0)
    s = play(s, 0, "f:gold:39")
    assert s["players"][0]["res"]["gold"] == 0 and s["players"][0]["res"]["food"] == 39
