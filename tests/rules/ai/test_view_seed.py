"""The computer player's seed comes from the position as the seat knows it, not from a
view's wording (issue 38): a view restates the position in words for people (Cavern
Tavern's ``prompt``), and new wording must not change how the computer plays."""

from __future__ import annotations

import pytest

import rules
from rules.ai.round_trips import view_seed
from rules.core import State
from tests.rules.ai.helpers import advance
from tests.rules.ai.test_fairness import SHAKE

CASES = [("cave-vs-cave", 1), ("cave-vs-cave", 2), ("caverna", 2), ("cavern-tavern", 3)]


def _state(key: str, players: int) -> State:
    return advance(key, players, 3, 60)


@pytest.mark.parametrize(("key", "players"), CASES)
def test_the_seed_ignores_the_views_words(key: str, players: int,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    engine = rules.get_engine(key)
    state = _state(key, players)
    seat = engine.pending(state)[0].seat
    before = view_seed(engine, state, seat)
    real = engine.view

    def reworded(state: State, seat: int | None) -> dict:
        return {**real(state, seat), "prompt": "new words for the same question"}

    monkeypatch.setattr(engine, "view", reworded)
    assert view_seed(engine, state, seat) == before


@pytest.mark.parametrize(("key", "players"), CASES)
def test_the_seed_is_a_function_of_what_the_seat_knows(key: str, players: int) -> None:
    engine = rules.get_engine(key)
    state = _state(key, players)
    seat = engine.pending(state)[0].seat
    # What the seat cannot see reshuffled: the same seed; the position moved on: another.
    assert view_seed(engine, SHAKE[key](state, seat), seat) == view_seed(engine, state, seat)
    later = advance(key, players, 3, 61)
    assert view_seed(engine, later, seat) != view_seed(engine, state, seat)

