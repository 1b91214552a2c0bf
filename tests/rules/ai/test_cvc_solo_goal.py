"""Cave vs Cave solo: the plan plays for the rulebook's goal of 50 points (issue 38)."""

from __future__ import annotations

import pytest

import rules
from rules.ai import cvc_solo
from rules.ai.budget import Budget
from rules.core import Rng, State


def test_the_plan_prefers_the_sure_goal_to_a_gamble_with_a_higher_mean(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """One tile's playouts all end on 50 points; the other's on 58 or 43 in turn (a mean
    of 50.5, the goal missed in half of them). Counting points alone the gamble wins; the
    seat playing for the goal takes the sure 50."""
    engine = rules.get_engine("cave-vs-cave")
    state = engine.new_game(1, 1)
    tiles = [o.id for o in engine.pending(state)[0].options if o.id.startswith("tile:")]
    sure, gamble = tiles[:2]
    played: dict[str, int] = {}

    def playout(world: State, seat: int, oid: str, *, draws: int) -> tuple[float, int]:
        played[oid] = played.get(oid, 0) + 1
        if oid == sure:
            return 50.0, 1
        return (58.0 if played[oid] % 2 else 43.0), 1

    monkeypatch.setattr(cvc_solo, "_play", playout)
    choice = cvc_solo.plan(state, 0, [gamble, sure], Rng(7), 8, frozenset(), 1.0,
                           Budget.start(10_000, 100.0, None))
    assert played[gamble] == played[sure] == 4  # the same worlds for both
    assert choice == sure
    # Without the goal's worth the gamble would have won.
    monkeypatch.setattr(cvc_solo, "GOAL_BONUS", 0.0)
    played.clear()
    assert cvc_solo.plan(state, 0, [gamble, sure], Rng(7), 8, frozenset(), 1.0,
                         Budget.start(10_000, 100.0, None)) == gamble
