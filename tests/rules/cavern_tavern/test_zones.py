"""Scenario tests per zone: Cellar, Kitchen (with track bonuses), Chores, office, workshop."""

from __future__ import annotations

import pytest

from rules.cavern_tavern import ENGINE
from rules.core import IllegalMove, State
from tests.rules.cavern_tavern.helpers import clear_hands, give, options, play, started


def table(players: int = 3, dice: tuple[list[int], ...] = ()) -> State:
    state = started(players)
    clear_hands(state)
    state["wdie"] = None
    for seat, d in enumerate(dice):
        state["players"][seat]["dice"] = list(d)
    state["turn"] = 0
    return state


def test_cellar_sum_with_two_dice_and_pick() -> None:
    state = table(3, ([1, 5, 2, 2], [3, 3, 3, 3], [4, 4, 4, 4]))
    state = play(state, 0, "place")
    assert "z:cellar6" in options(state, 0)
    state = play(state, 0, "z:cellar6")
    assert set(options(state, 0)) >= {"d:1+5", "back"}
    state = play(state, 0, "d:1+5", "i:liqueur")
    assert state["players"][0]["ing"] == {"liqueur": 1}
    assert state["players"][0]["dice"] == [2, 2]
    assert state["zones"]["cellar6"] == [0]


def test_cellar_slots_follow_player_count() -> None:
    state = table(2, ([2, 2, 2, 2], [2, 2, 2, 2]))
    state = play(state, 0, "place", "z:cellar2", "d:2", "i:syrup", "end")
    assert state["turn"] == 1
    state = play(state, 1, "take:1", "place")
    assert "z:cellar2" not in options(state, 1)  # 2 players: one slot per Cellar zone


def test_placing_is_compulsory_and_once_per_turn() -> None:
    state = table(3, ([1, 1, 1, 1], [3, 3, 3, 3], [4, 4, 4, 4]))
    assert "end" not in options(state, 0)
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, 0, "end")
    state["players"][0]["items"] = ["tip"]
    state = play(state, 0, "place", "z:cellar1", "d:1", "i:fruit")
    assert state["turn"] == 0 and "place" not in options(state, 0)
    assert "end" in options(state, 0)


def test_kitchen_task_rewards_and_first_player_marker() -> None:
    state = table(3, ([3, 4, 6, 6], [1, 1, 1, 1], [1, 1, 1, 1]))
    state["first"] = 2
    state = play(state, 0, "place", "z:kitchen7", "d:3+4", "rw:all")
    p = state["players"][0]
    assert p["vp"] == 2 and p["ing"] == {"herbs": 1} and p["kitchen"] == 1
    assert state["first"] == 0


def test_kitchen_bonus_vp_needs_the_space_before_the_task() -> None:
    state = table(3, ([4, 5, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]))
    state["players"][0]["kitchen"] = 2
    state = play(state, 0, "place", "z:kitchen9", "d:4+5", "rw:all")
    assert state["players"][0]["vp"] == 3  # reaching 3 now does not pay yet (FAQ)
    state = table(3, ([4, 5, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]))
    state["players"][0]["kitchen"] = 3
    state = play(state, 0, "place", "z:kitchen9", "d:4+5", "rw:all")
    assert state["players"][0]["vp"] == 3 + 2


def test_kitchen_space_six_lets_one_die_change_by_one() -> None:
    state = table(3, ([3, 3, 1, 6], [1, 1, 1, 1], [1, 1, 1, 1]))
    state["players"][0]["kitchen"] = 6
    state = play(state, 0, "place", "z:kitchen7")
    assert "d:3+3:3>4" in options(state, 0)
    state = play(state, 0, "d:3+3:3>4", "rw:all")
    assert state["players"][0]["vp"] == 2 + 3
    assert sorted(state["players"][0]["dice"]) == [1, 6]


def test_cumulative_tiers_option() -> None:
    state = table(3, ([4, 5, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]))
    state["options"]["track_bonus_tiers"] = "cumulative"
    state["players"][0]["kitchen"] = 6
    state = play(state, 0, "place", "z:kitchen9", "d:4+5", "rw:all")
    assert state["players"][0]["vp"] == 3 + 2 + 3


def test_serve_dinner_steals_and_cut_the_meat_swaps() -> None:
    state = table(3, ([6, 6, 5, 1], [1, 1, 1, 1], [1, 1, 1, 1]))
    give(state, 1, potion=1, rocks=1)
    state = play(state, 0, "place", "z:kitchen17", "d:5+6+6", "rw:all")
    assert options(state, 0) == ["p:2", "skip"]
    state = play(state, 0, "p:2")
    assert options(state, 0) == ["i:rocks"]  # never a Magic Potion
    state = play(state, 0, "i:rocks")
    assert state["players"][0]["ing"] == {"mead": 1, "rocks": 1}
    assert state["players"][0]["vp"] == 7


def test_fix_the_roof_trades_and_its_vp_option() -> None:
    state = table(3, ([6, 6, 3, 1], [1, 1, 1, 1], [1, 1, 1, 1]))
    state["players"][0]["chores"] = 0
    give(state, 2, ambrosia=1)
    state = play(state, 0, "place", "z:chore16", "d:1+3+6+6", "rw:all")
    assert state["players"][0]["vp"] == 6 and state["players"][0]["chores"] == 1
    state = play(state, 0, "g:wine", "p:3", "t:ambrosia")
    assert state["players"][0]["ing"] == {"ambrosia": 1}
    assert state["players"][2]["ing"] == {"wine": 1}
    state = table(3, ([6, 6, 3, 1], [1, 1, 1, 1], [1, 1, 1, 1]))
    state["options"]["fix_the_roof_vp"] = 7  # the worked example's reading
    state = play(state, 0, "place", "z:chore16", "d:1+3+6+6", "rw:all")
    assert state["players"][0]["vp"] == 7


def test_entertain_the_guests_takes_any_cellar_ingredient() -> None:
    state = table(3, ([6, 6, 6, 1], [1, 1, 1, 1], [1, 1, 1, 1]))
    state = play(state, 0, "place", "z:chore18", "d:6+6+6", "rw:all")
    assert "i:beer" in options(state, 0) and "i:potion" not in options(state, 0)
    state = play(state, 0, "i:beer")
    assert state["players"][0]["ing"] == {"spirits": 1, "beer": 1}


def test_talk_to_nasty() -> None:
    state = table(3, ([2, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]))
    state["players"][0]["nasty"] = 2
    state = play(state, 0, "place", "z:office", "d:2", "p:3")
    assert state["players"][0]["nasty"] == 1 and state["players"][2]["nasty"] == 1


def test_workshop_item_is_private_and_keeps_one() -> None:
    state = table(3, ([2, 5, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]))
    state["item_deck"] = ["tip", "pipe", "hammer", "clover"]
    state = play(state, 0, "place", "z:item", "d:2+5")
    decision = ENGINE.pending(state)[0]
    assert decision.private and decision.seat == 0
    state = play(state, 0, "keep:1")
    assert state["players"][0]["items"] == ["hammer"]
    assert len(state["item_deck"]) == 3
    assert any(e.get("private_to") == 0 and "Hammer" in e["text"]
               for e in ENGINE.last_events(state))
    assert "Hammer" not in str(ENGINE.view(state, None))


def test_workshop_potion_and_replace_order() -> None:
    state = table(3, ([2, 5, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]))
    state = play(state, 0, "place", "z:potion", "d:1+2+5")
    assert state["players"][0]["ing"] == {"potion": 1}
    assert len(state["players"][0]["items"]) == 1
    state = table(3, ([2, 5, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]))
    old = state["mess"][0]
    top3 = state["order_deck"][-3:]
    state = play(state, 0, "place", "z:replace", "d:2", "m:1")
    assert ENGINE.pending(state)[0].private
    state = play(state, 0, "o:0")
    assert state["mess"][0] == top3[::-1][0]
    assert old in state["order_discard"]
    assert state["order_deck"][:2] == [c for c in top3[::-1][1:]]


def test_round_ends_when_nobody_can_place_and_white_die_goes_to_fewest_vp() -> None:
    state = table(2, ([1], [1]))
    state["first"] = 0
    state["players"][0]["vp"] = 5
    state["zones"] = {"office": [0], "replace": [0]}  # the only other 1-die zones are full
    state = play(state, 0, "place", "z:cellar1", "d:1", "i:fruit", "end")
    # Player 2 may still place on nothing (2 players: one slot), so the round ends.
    assert state["round"] == 2
    assert state["white"] == 1 and state["wdie"] is not None
    assert len(state["players"][0]["dice"]) == 4
