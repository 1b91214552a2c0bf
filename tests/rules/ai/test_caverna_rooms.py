"""Caverna furnishing plan (issue 38, item 1): rooms furnished for their points, once the
family's food is in sight (rules/ai/caverna_rooms.py)."""

from __future__ import annotations

from rules.ai import caverna_food, caverna_rooms
from rules.core import State, copy_state
from tests.rules.ai.test_caverna_family import ENGINE, _placing


def _fed(state: State, seat: int, **goods: int) -> State:
    state = copy_state(state)
    state["players"][seat]["res"].update(food=20, **goods)
    return state


def test_a_tile_is_worth_its_points_now_less_its_price_kept() -> None:
    state, seat = _placing("housework")
    # Beer parlor: 3 points for 2 wood (« Brasserie … 3 PV »), no bonus.
    assert caverna_rooms.tile_worth(state, seat, "beer_parlor") == 3 - 0.35 * 2
    # Blacksmith: 3 points for 1 wood and 2 stone, and 2 ore when built (its income).
    assert caverna_rooms.tile_worth(state, seat, "blacksmith") == (
        3 - 0.35 * 3 + 2 * caverna_rooms.INCOME["ore"])


def test_a_fed_seat_with_the_goods_furnishes_a_room_for_points() -> None:
    state, seat = _placing("housework")
    # Goods for a tile and the family's next dwelling (4 wood, 3 stone) besides.
    state = _fed(state, seat, wood=7, stone=5)
    assert not caverna_food.hunger(state, seat)
    assert caverna_rooms.choice(state, seat, ["sp:logging_1", "sp:housework"]) == (
        "sp:housework")
    # Inside Housework (« 1 dog and/or furnish a cavern »), the plan leads to the tile.
    state = ENGINE.apply(state, seat, "sp:housework")
    chosen = []
    while len(chosen) < 6:
        options = [o.id for d in ENGINE.pending(state) if d.seat == seat for o in d.options]
        step = caverna_rooms.choice(state, seat, options)
        if step is None:
            break
        chosen.append(step)
        state = ENGINE.apply(state, seat, step)
    tiles = [c[2:] for c in chosen if c.startswith("t:")]
    assert len(tiles) == 1, chosen
    worth = caverna_rooms.tile_worth(state, seat, tiles[0])
    assert worth >= 3 - 0.35 * 2, (tiles, worth)  # the Beer parlor's, or better


def test_a_hungry_seat_does_not_go_furnishing() -> None:
    state, seat = _placing("housework")
    state = copy_state(state)
    state["players"][seat]["res"].update(food=0, wood=3, stone=2)
    assert caverna_food.hunger(state, seat)
    assert caverna_rooms.choice(state, seat, ["sp:logging_1", "sp:housework"]) is None


def test_while_the_family_may_grow_a_tile_leaves_the_dwelling_payable() -> None:
    state, seat = _placing("housework")
    # 4 wood and 3 stone: a dwelling's price. The Beer parlor's 2 wood would leave 2.
    state = _fed(state, seat, wood=4, stone=3)
    assert state["round"] < ENGINE.new_game(2, 3)["rounds_total"] - 3
    assert not caverna_rooms._keeps_room(state, seat, "beer_parlor")
    rich = _fed(state, seat, wood=6, stone=3)
    assert caverna_rooms._keeps_room(rich, seat, "beer_parlor")


def test_in_the_last_rounds_goods_kept_are_worth_nothing_so_the_seat_furnishes() -> None:
    # Wood and stone score nothing at the end (no score-sheet line), so a tile that scores
    # a point or more is worth its goods in the last rounds (caverna_rooms.LATE_ROUNDS).
    state, seat = _placing("housework")
    # 2 wood: the Beer parlor's price (3 points), not kept for a dwelling early on.
    state = _fed(state, seat, wood=2, stone=0)
    assert caverna_rooms._wanted(state, seat) != "beer_parlor"
    late = copy_state(state)
    late["round"] = late["rounds"][-1]
    assert caverna_rooms.rounds_left(late) == 1
    assert caverna_rooms.tile_worth(late, seat, "beer_parlor") == 3
    assert caverna_rooms.choice(late, seat, ["sp:logging_1", "sp:housework"]) == (
        "sp:housework")


def test_an_economy_tile_is_worth_the_goods_it_brings() -> None:
    # « Fournisseur de bois »: 1 wood on each of the next 7 round spaces, for 1 stone and
    # 2 points; the plan counts the wood (caverna_rooms.INCOME) for the rounds left.
    state, seat = _placing("housework")
    left = caverna_rooms.rounds_left(state)
    assert left > 8
    assert caverna_rooms.income(state, "wood_supplier") == 7 * caverna_rooms.INCOME["wood"]
    assert caverna_rooms.tile_worth(state, seat, "wood_supplier") == (
        2 + 7 * caverna_rooms.INCOME["wood"] - 0.35 * 1)
    late = copy_state(state)
    late["round"] = late["rounds"][-3]
    assert caverna_rooms.income(late, "wood_supplier") == 2 * caverna_rooms.INCOME["wood"]


def test_early_on_a_tile_that_pays_for_itself_is_furnished_before_the_dwelling() -> None:
    # 4 wood and 3 stone: a dwelling's price, kept for the family, yet the Wood supplier's
    # 1 stone comes back as 7 wood, so the seat furnishes it.
    state, seat = _placing("housework")
    state = _fed(state, seat, wood=4, stone=3)
    assert not caverna_rooms._keeps_room(state, seat, "wood_supplier")
    assert caverna_rooms._wanted(state, seat) == "wood_supplier"
    assert caverna_rooms.choice(state, seat, ["sp:logging_1", "sp:housework"]) == (
        "sp:housework")


def test_the_state_parlor_is_worth_its_dwellings_at_its_best_cavern() -> None:
    # « Salon d'État »: 4 bonus points per dwelling orthogonally next to it, the
    # entry-level dwelling included; the free cavern above the entrance touches it.
    state, seat = _placing("housework")
    state = _fed(state, seat, gold=5, stone=3)
    cells = state["players"][seat]["board"]["cells"]
    assert cells["r4c4"] == "entry" and cells["r3c4"] == "cav"
    # 5 gold paid (5 points), 4 bonus points won, 8 goods' worth kept lost.
    assert caverna_rooms.tile_worth(state, seat, "state_parlor") == -5 + 4 - 0.35 * 8
