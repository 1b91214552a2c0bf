"""Issue 39: Caverna deviations of the fourth reading (seed 002), one scenario each."""

from __future__ import annotations

import pytest

from rules.caverna import ENGINE
from rules.caverna.data import SETUP
from rules.core import State

from .helpers import add_space, bare, game, give, options, play, turn_of


# ----- 1. « Lors d'une partie de 5 à 7 joueurs, la case Action Petite extraction de pierre
# devient disponible. Elle fournit 1 pierre et une tuile double Grotte/Tunnel. »
@pytest.mark.parametrize("players", [5, 6, 7])
def test_small_scale_drift_mining_is_on_the_board_from_5_to_7_players(players: int) -> None:
    s = game(players)
    assert "small_scale_drift_mining" in s["spaces"]
    # One Drift mining only (the 4-7 players' one, 2 stone a round): the large board's
    # space is Small-scale drift mining, not a second Drift mining.
    drift = [sp for sp in s["spaces"] if sp.startswith("drift_mining")]
    assert drift == ["drift_mining_2"]
    assert SETUP["spaces_by_players"][str(players)].count("small_scale_drift_mining") == 1


@pytest.mark.parametrize("players", [6, 7])
def test_small_scale_drift_mining_gives_its_stone_with_the_tile_at_6_and_7(players: int
                                                                           ) -> None:
    s = game(players)
    seat = turn_of(s)
    give(s, seat, stone=0)
    assert s["spaces"]["small_scale_drift_mining"]["g"] == {}  # nothing accumulates
    assert "sp:small_scale_drift_mining" in options(s, seat)
    s = play(s, seat, "sp:small_scale_drift_mining")
    spot = next(o for o in options(s, seat) if o.startswith("at:"))
    s = play(s, seat, spot)
    p = s["players"][seat]
    assert p["res"]["stone"] == 1
    assert sorted(p["board"]["cells"][c] for c in spot.split(":")[1].split(".")) == [
        "cav", "tun"]


def test_the_reading_of_the_large_board_is_said() -> None:
    said = " ".join(ENGINE.readings)
    assert "Small-scale drift mining" in said and "6 and 7" in said


# ----- 2. « Vous pouvez effectuer cette action comme si vous aviez placé votre nain
# dessus. La seule case Action qui ne peut être imitée est Premier joueur. »
def _imitation_table(players: int, food: int, taken: dict[str, int]) -> tuple[State, int]:
    s = game(players)
    seat = turn_of(s)
    for space, step in taken.items():
        s["spaces"][space]["o"] = (seat + step) % players
    give(s, seat, food=food, ruby=0)
    return s, seat


def test_an_imitation_space_can_be_imitated() -> None:
    s, seat = _imitation_table(5, 6, {"imitation_4_7": 1, "housework": 2})
    s = play(s, seat, "sp:imitation_5")
    assert {"sp:imitation_4_7", "sp:housework"} <= set(options(s, seat))
    s = play(s, seat, "sp:imitation_4_7")  # 4 food, then Imitation (2 food)'s own cost
    assert s["players"][seat]["res"]["food"] == 2
    assert [o for o in options(s, seat) if o.startswith("sp:")] == ["sp:housework"]
    s = play(s, seat, "sp:housework")
    assert s["players"][seat]["res"]["food"] == 0
    assert "c:0" in options(s, seat)  # Housework's dog
    # Both costs are needed: with 5 food, Imitation (2 food) is not offered.
    s, seat = _imitation_table(5, 5, {"imitation_4_7": 1, "housework": 2})
    s = play(s, seat, "sp:imitation_5")
    assert [o for o in options(s, seat) if o.startswith("sp:")] == ["sp:housework"]


def test_starting_player_alone_cannot_be_imitated() -> None:
    s, seat = _imitation_table(5, 6, {"imitation_4_7": 1, "starting_player_2": 2})
    # Imitation (2 food) would have nothing to copy: neither Imitation is usable.
    assert "sp:imitation_5" not in options(s, seat)
    s["spaces"]["housework"]["o"] = (seat + 3) % 5
    s = play(s, seat, "sp:imitation_5")
    assert {o for o in options(s, seat) if o.startswith("sp:")} == {
        "sp:imitation_4_7", "sp:housework"}


def test_a_chain_of_imitations_never_comes_back() -> None:
    s, seat = _imitation_table(7, 3, {"imitation_7": 1, "imitation_6_7": 2, "housework": 3})
    s = play(s, seat, "sp:imitation_4_7")  # 2 food
    assert {"sp:imitation_7", "sp:imitation_6_7", "sp:housework"} <= set(options(s, seat))
    s = play(s, seat, "sp:imitation_7")  # 0 food
    assert {o for o in options(s, seat) if o.startswith("sp:")} == {
        "sp:imitation_6_7", "sp:housework"}
    s = play(s, seat, "sp:imitation_6_7")  # 1 food
    assert [o for o in options(s, seat) if o.startswith("sp:")] == ["sp:housework"]
    s = play(s, seat, "sp:housework")
    assert s["players"][seat]["res"]["food"] == 0


def test_the_reading_of_imitation_chains_is_said() -> None:
    assert any("Imitation space may itself be imitated" in r for r in ENGINE.readings)


# ----- 3. Rubies are exchanged « à tout moment » for building materials, and « Vous ne
# pouvez placer un nain sur une case Action que si vous utilisez au moins une des actions
# de la case »: a space is usable when rubies spent on several kinds of goods make it so.
def _wish(wood: int, stone: int, ruby: int, sold: tuple[str, ...] = ()) -> tuple[State, int]:
    s, seat = bare()
    give(s, seat, wood=wood, stone=stone, ruby=ruby)
    add_space(s, "wish_for_children")  # no room for a child: a Dwelling is its use
    s["sold"] = list(sold)
    return s, seat


def _furnish_a_dwelling(s: State, seat: int, tile: str) -> State:
    """Answer the conversions the space asks for (wood first), then furnish ``tile``."""
    while s["players"][seat]["stack"][-1]["k"] == "convert":
        decision = next(d for d in ENGINE.pending(s) if d.seat == seat)
        assert "back" not in [o.id for o in decision.options]  # asked before anything
        s = play(s, seat, "r:wood" if s["players"][seat]["res"]["wood"] < 4 else "r:stone")
    assert f"t:{tile}" in options(s, seat)
    return play(s, seat, f"t:{tile}")


def test_seven_rubies_pay_for_a_dwelling_in_wood_and_stone() -> None:
    s, seat = _wish(0, 0, 7)
    assert "sp:wish_for_children" in options(s, seat)
    s = _furnish_a_dwelling(play(s, seat, "sp:wish_for_children"), seat,
                            "simple_dwelling_4w2s")
    p = s["players"][seat]
    assert "simple_dwelling_4w2s" in p["tiles"]
    assert (p["res"]["wood"], p["res"]["stone"], p["res"]["ruby"]) == (0, 0, 1)


SIMPLE_DWELLINGS = ("simple_dwelling_4w2s", "simple_dwelling_3w3s")


def test_two_rubies_buy_the_missing_wood_and_stone() -> None:
    s, seat = _wish(3, 2, 2, SIMPLE_DWELLINGS)
    assert "sp:wish_for_children" in options(s, seat)
    s = _furnish_a_dwelling(play(s, seat, "sp:wish_for_children"), seat, "dwelling")
    p = s["players"][seat]
    assert "dwelling" in p["tiles"]
    assert (p["res"]["wood"], p["res"]["stone"], p["res"]["ruby"]) == (0, 0, 0)
    # One ruby short: not offered.
    s, seat = _wish(3, 2, 1, SIMPLE_DWELLINGS)
    assert "sp:wish_for_children" not in options(s, seat)


def test_rubies_for_several_kinds_are_said_in_the_reading() -> None:
    assert any("several kinds" in r for r in ENGINE.readings)


# ----- 4. « Vous devez dépenser 2 bois pour clôturer une prairie » and « Chaque tuile
# Aménagement possède une capacité décrite en bas de la tuile »: the Carpenter pays
# 1 wood less for fences, the Stone carver 1 stone less for a stable. A label that names
# a price names what is paid.
def _label(s: State, seat: int, option_id: str) -> str:
    decision = next(d for d in ENGINE.pending(s) if d.seat == seat)
    return str(next(o.label for o in decision.options if o.id == option_id))


def test_sheep_farming_names_the_carpenters_and_stone_carvers_prices() -> None:
    s, seat = bare()
    s["players"][seat]["tiles"] += ["carpenter", "stone_carver"]
    s["players"][seat]["board"]["cells"]["r4c3"] = "m"  # a meadow to fence
    give(s, seat, wood=5)
    add_space(s, "sheep_farming", sheep=1)
    label = _label(s, seat, "sp:sheep_farming")
    assert "small pasture (1 wood)" in label and "large pasture (3 wood)" in label
    assert "free stable" in label
    s = play(s, seat, "sp:sheep_farming")
    assert _label(s, seat, "c:0") == "Fence a small pasture (1 wood)"
    assert _label(s, seat, "c:2") == "Build a free stable"
    s = play(s, seat, "c:0")
    assert str(next(d for d in ENGINE.pending(s) if d.seat == seat).prompt) == (
        "Sheep farming: Fence a small pasture (1 wood)")
    s = play(s, seat, "at:r4c3")
    assert s["players"][seat]["res"]["wood"] == 4  # what the labels said


def test_loot_names_the_price_paid_after_the_carpenter() -> None:
    s, seat = bare()
    s["players"][seat]["tiles"].append("carpenter")
    s["players"][seat]["board"]["cells"].update(r4c3="m", r3c3="m")
    s["players"][seat]["dwarfs"][s["act"]["dw"]]["w"] = 10
    give(s, seat, wood=1)
    add_space(s, "exploration")
    s = play(s, seat, "sp:exploration")
    assert _label(s, seat, "l:small_pasture") == "Loot: Small pasture for free"
    assert _label(s, seat, "l:large_pasture") == "Loot: Large pasture for 1 wood"
    s = play(s, seat, "l:small_pasture", "at:r4c3")
    assert s["players"][seat]["res"]["wood"] == 1


def test_the_reading_of_discounted_prices_is_said() -> None:
    assert any("Carpenter takes 1 wood off each pasture" in r for r in ENGINE.readings)
