"""The computer player's budget: work units, and the safety stop armed by a caller's clock."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import rules
from rules.ai import choose
from rules.ai.budget import Budget
from tests.rules.ai.helpers import advance


def _ticking(step: float) -> tuple[list[int], Callable[[], float]]:
    """A clock that moves ``step`` seconds per reading, and how often it was read."""
    reads = [0]
    ticks = itertools.count()

    def clock() -> float:
        reads[0] += 1
        return step * next(ticks)
    return reads, clock


def test_the_units_run_out_and_the_clock_stops_a_search() -> None:
    budget = Budget.start(10, 100.0, None)
    assert budget.left()
    budget.spend(10)
    assert not budget.left() and not budget.late()  # no clock: no safety stop
    _, clock = _ticking(60.0)
    timed = Budget.start(1000, 100.0, clock)  # starts at 0, stop at 100
    assert timed.left()  # 60
    assert timed.late()  # 120


def test_a_pass_cut_by_the_safety_stop_counts_for_no_option() -> None:
    _, clock = _ticking(1.0)
    budget = Budget.start(1000, 2.5, clock)
    played: list[str] = []

    def run(option: str) -> tuple[float, int]:
        played.append(option)
        return 1.0, 1

    # The first pass always finishes (every option judged once), whatever the clock says.
    assert budget.play_pass("abc", run, started=False) == {"a": 1.0, "b": 1.0, "c": 1.0}
    assert budget.play_pass("abc", run, started=True) is None
    assert budget.units == 1000 - len(played)


def test_past_the_safety_stop_the_choice_is_still_an_offered_option() -> None:
    engine = rules.get_engine("caverna")
    state = advance("caverna", 2, 4, 30)
    seat = engine.pending(state)[0].seat
    reads, clock = _ticking(10.0)  # every reading is past a 1.5 s stop
    option = choose("caverna", state, seat, "hard", 0, clock)
    assert engine.pending(state)[0].option(option) is not None
    assert reads[0] >= 2  # the stop was armed and looked at
