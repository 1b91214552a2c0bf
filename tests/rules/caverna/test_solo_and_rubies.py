"""Solo rules (accumulation cap, 100-point goal) and rubies traded for single tiles."""

from __future__ import annotations

import pytest

from rules.caverna import ENGINE, rounds
from rules.caverna.data import SETUP
from rules.core import IllegalMove
from rules.core.playout import random_game

from .helpers import game, give, options, play, turn_of


def _next_round_with(state: dict, **piles: dict[str, int]) -> dict:
    """Jump to the next round's start with the given goods on the spaces."""
    state["players"][0]["stack"] = []
    for sp, goods in piles.items():
        state["spaces"][sp]["g"] = dict(goods)
    rounds.start_round(state)
    return state


def test_solo_cap_trims_the_surplus_without_rubies() -> None:
    s = _next_round_with(game(1), wood_gathering={"wood": 9}, logging_1={"wood": 6})
    assert s["phase"] == "work"
    # 9 wood → 6 kept, then refilled by 1; 6 wood is not "more than 6": refilled to 7.
    assert s["spaces"]["wood_gathering"]["g"] == {"wood": 7}
    assert s["spaces"]["logging_1"]["g"] == {"wood": 7}


def test_solo_cap_one_ruby_keeps_a_whole_pile_for_one_more_round() -> None:
    s = game(1)
    give(s, 0, ruby=1)
    s = _next_round_with(s, wood_gathering={"wood": 9}, ore_mining_1={"ore": 8})
    assert s["phase"] == "cap"
    assert options(s, 0) == ["keep:wood_gathering", "keep:ore_mining_1", "done"]
    s = play(s, 0, "keep:wood_gathering")
    assert options(s, 0) == ["done"]  # no ruby left for the second pile
    with pytest.raises(IllegalMove):
        ENGINE.apply(s, 0, "keep:ore_mining_1")
    s = play(s, 0, "done")
    assert s["players"][0]["res"]["ruby"] == 0
    assert s["spaces"]["wood_gathering"]["g"] == {"wood": 10}
    assert s["spaces"]["ore_mining_1"]["g"] == {"ore": 7}  # trimmed to 6, refilled by 1
    assert ENGINE.view(s, None)["phase"] == "work"
    assert "sp:wood_gathering" in options(s, 0)


def test_cap_is_solo_only() -> None:
    s = game(2)
    for p in s["players"]:
        p["stack"] = []
    s["spaces"]["wood_gathering"]["g"] = {"wood": 9}
    rounds.start_round(s)
    assert s["spaces"]["wood_gathering"]["g"] == {"wood": 10}


def test_solo_goal_is_in_the_view_only_for_solo_games() -> None:
    s = game(1)
    view = ENGINE.view(s, None)
    assert view["solo_goal"] == SETUP["solo_goal"] == 100
    assert view["solo_goal_reached"] is False
    s["players"][0]["res"]["gold"] = 150
    assert ENGINE.view(s, None)["solo_goal_reached"] is True
    assert ENGINE.view(game(3), None)["solo_goal"] is None


@pytest.mark.parametrize(("tile", "rubies", "value"),
                         [("meadow", 1, "m"), ("field", 1, "f"), ("tunnel", 1, "tun"),
                          ("cavern", 2, "cav")])
def test_rubies_buy_a_single_tile_placed_at_once(tile: str, rubies: int, value: str) -> None:
    s = game(3)
    seat = turn_of(s)
    give(s, seat, ruby=rubies)
    s = play(s, seat, "cv")
    assert f"rt:{tile}" in options(s, seat)
    s = play(s, seat, f"rt:{tile}")
    spots = options(s, seat)
    assert spots[0].startswith("at:") and s["players"][seat]["res"]["ruby"] == 0
    with pytest.raises(IllegalMove):
        ENGINE.apply(s, seat, "back")  # the tile must be placed now
    s = play(s, seat, spots[0])
    cell = spots[0].split(":")[1]
    assert s["players"][seat]["board"]["cells"][cell] == value
    # Back where the player was: the convert menu closed, nothing is left to convert.
    assert s["players"][seat]["stack"][-1]["k"] == "place"


def test_a_cavern_needs_two_rubies() -> None:
    s = game(3)
    seat = turn_of(s)
    give(s, seat, ruby=1)
    s = play(s, seat, "cv")
    opts = options(s, seat)
    assert "rt:tunnel" in opts and "rt:cavern" not in opts


def test_a_finished_solo_game_reports_the_100_point_verdict() -> None:
    state, _ = random_game(ENGINE, 1, 4)
    view = ENGINE.view(state, None)
    total = ENGINE.scores(state)[0].total
    assert view["over"] is True and view["solo_goal"] == 100
    assert view["solo_goal_reached"] is (total >= 100)
    assert view["players"][0]["score"] == total
