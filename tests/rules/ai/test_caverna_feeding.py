"""Caverna feeding (issue 30, item 2): the computer converts goods into food before it
begs (« convert goods at any time », ../shared/reference/caverna.md, feeding)."""

from __future__ import annotations

import pytest

import rules
from rules.ai import caverna_feeding, choose
from rules.core import Rng, State, copy_state
from tests.sizes import env_int

ENGINE = rules.get_engine("caverna")
SEEDS = env_int("CAVERN_AI_GAMES", 1) + 2


def _at_feeding(seed: int, players: int = 2) -> tuple[State, int]:
    """The first feeding question of a random game."""
    state = ENGINE.new_game(players, seed)
    picker = Rng(seed)
    while not ENGINE.is_over(state):
        for seat, player in enumerate(state["players"]):
            if player["stack"] and player["stack"][-1]["k"] == "feed":
                return state, seat
        decision = picker.choice(ENGINE.pending(state))
        state = ENGINE.apply(state, decision.seat, picker.choice(decision.options).id)
    raise AssertionError(f"seed {seed}: no feeding question")


def _feed(state: State, seat: int, level: str) -> tuple[State, list[str]]:
    """The seat answers its feeding question (and whatever menus it opens) to the end."""
    moves: list[str] = []
    while state["players"][seat]["stack"] and any(
            f["k"] == "feed" for f in state["players"][seat]["stack"]):
        assert len(moves) < 40, moves
        option = choose("caverna", state, seat, level, len(moves))
        moves.append(option)
        state = ENGINE.apply(state, seat, option)
    return state, moves


def _short_with(state: State, seat: int, goods: dict[str, int]) -> State:
    out = copy_state(state)
    res = out["players"][seat]["res"]
    res.update({"food": 0, "grain": 0, "vegetable": 0, "ruby": 0, "gold": 0, **goods})
    for animal in ("sheep", "donkey", "wild_boar", "cattle"):
        res[animal] = 0
    return out


@pytest.mark.parametrize("level", ["hard", "easy"])
def test_a_seat_short_of_food_with_grain_and_rubies_converts_rather_than_begs(
        level: str) -> None:
    for seed in range(SEEDS):
        state, seat = _at_feeding(seed)
        state = _short_with(state, seat, {"grain": 9, "ruby": 2})
        assert caverna_feeding.shortfall(state, seat) >= 2
        begging = state["players"][seat]["begging"]
        fed, moves = _feed(state, seat, level)
        player = fed["players"][seat]
        assert player["begging"] == begging, moves
        assert "cv" in moves and "f:grain" in moves, moves
        # The cheapest food first: grain (half a point each) before rubies (one point).
        assert player["res"]["ruby"] == 2, moves


def test_it_begs_only_for_what_goods_cannot_cover() -> None:
    state, seat = _at_feeding(0)
    state = _short_with(state, seat, {"grain": 1})
    short = caverna_feeding.shortfall(state, seat)
    assert short >= 2
    begging = state["players"][seat]["begging"]
    fed, moves = _feed(state, seat, "hard")
    assert fed["players"][seat]["begging"] == begging + short - 1, moves
    assert fed["players"][seat]["res"]["grain"] == 0


def test_nothing_to_convert_means_feeding_at_once() -> None:
    state, seat = _at_feeding(1)
    state = _short_with(state, seat, {})
    _, moves = _feed(state, seat, "hard")
    assert moves == ["pay"]


def test_a_last_animal_is_kept_when_begging_costs_less() -> None:
    # A last sheep is worth 1 point and 2 more for the kind it would leave missing:
    # 3 points for 1 food, no better than one begging marker.
    state, seat = _at_feeding(2)
    state = _short_with(state, seat, {"sheep": 1})
    assert not caverna_feeding.could_convert(state, seat)
    assert caverna_feeding.choice(state, seat, ["pay", "cv"]) == "pay"
