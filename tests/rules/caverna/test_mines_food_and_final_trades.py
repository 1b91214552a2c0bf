"""Furnishing tiles that read donkeys in mines or turn animals into food (issue 6), and
the last trades after the final harvest, before scoring."""

from __future__ import annotations

from rules.caverna import ENGINE, rounds
from rules.caverna import board as hb

from .helpers import game, give, play, turn_of
from .tile_registry import exercises


def _mines(state: dict, seat: int) -> None:
    board = state["players"][seat]["board"]
    hb.place(board, "r2c4", "ore")
    hb.place(board, "r2c5", "deep")
    hb.place(board, "r1c4", "ruby")


def _next_round(state: dict) -> None:
    for p in state["players"]:
        p["stack"] = []
    rounds.start_round(state)


@exercises("miner")
def test_miner_gives_one_ore_per_ore_mine_holding_a_donkey() -> None:
    s = game(3)
    seat = turn_of(s)
    _mines(s, seat)
    s["players"][seat]["tiles"].append("miner")
    give(s, seat, donkey=2, ore=0)
    _next_round(s)
    # One ore mine: 1 ore (the second donkey in the ruby mine does not count).
    assert s["players"][seat]["res"]["ore"] == 1


@exercises("miner")
def test_miner_counts_a_donkey_moved_into_the_ore_mine() -> None:
    s = game(3)
    seat = turn_of(s)
    _mines(s, seat)
    s["players"][seat]["tiles"].append("miner")
    # The cattle fill the entrance, so the donkey lives in a mine: the best
    # arrangement picks the ore mine over the ruby mine.
    give(s, seat, donkey=1, cattle=2, ore=0)
    _next_round(s)
    assert s["players"][seat]["res"]["ore"] == 1


def test_miner_without_donkeys_gives_nothing() -> None:
    s = game(3)
    seat = turn_of(s)
    _mines(s, seat)
    s["players"][seat]["tiles"].append("miner")
    give(s, seat, donkey=0, ore=0)
    _next_round(s)
    assert s["players"][seat]["res"]["ore"] == 0


@exercises("mining_cave")
def test_mining_cave_feeding_costs_one_food_less_per_donkey_in_a_mine() -> None:
    s = game(3)
    seat = turn_of(s)
    _mines(s, seat)
    s["players"][seat]["tiles"].append("mining_cave")
    give(s, seat, donkey=2, food=3)
    s["players"][seat]["stack"].append({"k": "feed", "need": 4, "one": 2})
    assert any("pay 2 food" in o.label for d in ENGINE.pending(s) if d.seat == seat
               for o in d.options)
    s = play(s, seat, "pay")
    player = s["players"][seat]
    assert player["res"]["food"] == 1 and player["begging"] == 0


def test_mining_cave_does_not_count_donkeys_outside_mines() -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["tiles"].append("mining_cave")
    give(s, seat, donkey=2, food=4)  # both donkeys in the entrance: no discount
    s["players"][seat]["stack"].append({"k": "feed", "need": 4, "one": 2})
    s = play(s, seat, "pay")
    assert s["players"][seat]["res"]["food"] == 0


@exercises("slaughtering_cave")
def test_slaughtering_cave_adds_one_food_per_animal_converted() -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["tiles"].append("slaughtering_cave")
    give(s, seat, sheep=1, donkey=2, food=0)
    s = play(s, seat, "cv")
    labels = {o.id: o.label for d in ENGINE.pending(s) if d.seat == seat for o in d.options}
    assert labels["f:sheep"] == "1 sheep → 2 food"
    assert labels["f:donkey2"] == "2 donkeys → 5 food"
    s = play(s, seat, "f:sheep")
    assert s["players"][seat]["res"]["food"] == 2  # 1 + 1
    s = play(s, seat, "f:donkey2")
    assert s["players"][seat]["res"]["food"] == 2 + 3 + 2  # a pair: 3 food + 2


@exercises("slaughtering_cave", "hunting_parlor")
def test_slaughtering_cave_does_not_combine_with_the_hunting_parlor() -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["tiles"].extend(["slaughtering_cave", "hunting_parlor"])
    give(s, seat, wild_boar=2, food=0, gold=0)
    s = play(s, seat, "cv", "t:hunting_parlor.0")
    res = s["players"][seat]["res"]
    assert (res["food"], res["gold"], res["wild_boar"]) == (2, 2, 0)


def test_without_slaughtering_cave_animals_give_their_printed_food() -> None:
    s = game(3)
    seat = turn_of(s)
    give(s, seat, sheep=1, food=0)
    s = play(s, seat, "cv", "f:sheep")
    assert s["players"][seat]["res"]["food"] == 1


def _after_last_harvest(s: dict) -> dict:
    for p in s["players"]:
        p["stack"] = []
    s["round"] = s["rounds"][-1]
    s["phase"] = "harvest"
    s["harvest"] = {"kind": "full", "step": "end", "skip": {}}
    rounds.advance(s)
    return s


@exercises("hunting_parlor")
def test_last_trades_before_scoring_after_the_final_harvest() -> None:
    s = game(3)
    seat = turn_of(s)
    s["players"][seat]["tiles"].append("hunting_parlor")
    give(s, seat, wild_boar=2, gold=0)
    for other in range(3):
        if other != seat:
            give(s, other, ruby=0, wild_boar=0)
    s = _after_last_harvest(s)
    assert s["phase"] == "final" and ENGINE.view(s, None)["phase"] == "final"
    assert [d.seat for d in ENGINE.pending(s)] == [seat]  # nobody else can trade
    s = play(s, seat, "cv", "t:hunting_parlor.0", "back")
    assert not ENGINE.is_over(s)
    s = play(s, seat, "done")
    assert ENGINE.is_over(s)
    assert s["players"][seat]["res"]["gold"] == 2
    assert dict(ENGINE.scores(s)[seat].lines)["Gold"] == 2


def test_game_ends_at_once_when_nobody_can_trade() -> None:
    s = game(2)
    for seat in range(2):
        give(s, seat, ruby=0)
    s = _after_last_harvest(s)
    assert ENGINE.is_over(s) and not ENGINE.pending(s)


def test_a_ruby_left_at_the_end_may_still_buy_a_missing_animal() -> None:
    s = game(2)
    seat = turn_of(s)
    give(s, seat, ruby=1, sheep=0)
    give(s, 1 - seat, ruby=0)
    s = _after_last_harvest(s)
    before = ENGINE.scores(s)[seat].total
    s = play(s, seat, "cv", "r:sheep", "back", "done")
    # The ruby's point becomes a sheep's point and the missing type's -2 goes away.
    assert ENGINE.scores(s)[seat].total == before + 2
    assert ENGINE.is_over(s)
