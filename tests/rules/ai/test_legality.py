"""The computer player always answers with an offered option, for every game and player
count, and whole games with it finish; the same inputs give the same choice."""

from __future__ import annotations

import json

import pytest

import rules
from rules.ai import LEVELS, choose
from rules.core import IllegalMove
from tests.rules.ai.helpers import GAMES, RANDOM, advance, play
from tests.sizes import full_runs

# Player counts up to 4 are played whole, both levels, by test_round_trips.py (with
# legal moves checked by the same helpers.play); the default run adds the larger tables,
# CAVERN_FULL_RUNS=1 every count again with other seats.
CASES = [(key, n) for key in sorted(rules.GAMES)
         for n in range(rules.GAMES[key].min_players, rules.GAMES[key].max_players + 1)
         if full_runs() or n > 4]


@pytest.mark.parametrize(("key", "players"), CASES)
def test_whole_games_with_computer_seats_finish(key: str, players: int) -> None:
    engine = rules.get_engine(key)
    for seed in range(GAMES):
        # Seat 0 is always a computer player; the others alternate easy / random (random
        # only in the default run: the larger tables' computer seats cost the most).
        sides = ["easy"] + [("easy" if full_runs() else RANDOM, RANDOM)[s % 2]
                            for s in range(1, players)]
        state = play(key, sides, seed)
        assert engine.is_over(state)


@pytest.mark.skipif(not full_runs(), reason="the default run's 2-player round-trip games "
                    "seat a hard player against a random one (CAVERN_FULL_RUNS=1 adds this)")
@pytest.mark.parametrize("key", sorted(rules.GAMES))
def test_hard_level_plays_a_whole_two_player_game(key: str) -> None:
    assert rules.get_engine(key).is_over(play(key, ["hard", RANDOM], 3))


@pytest.mark.parametrize("key", sorted(rules.GAMES))
def test_same_inputs_same_choice_and_the_state_is_left_alone(key: str) -> None:
    engine = rules.get_engine(key)
    for moves in (5, 40, 120):
        state = advance(key, 2, 11, moves)
        if engine.is_over(state):
            continue
        seat = engine.pending(state)[0].seat
        before = json.dumps(engine.to_json(state), sort_keys=True)
        assert choose(key, state, seat, "easy", 99) == choose(key, state, seat, "easy", 99)
        assert choose(key, state, seat, "hard", 5) == choose(key, state, seat, "hard", 5)
        assert json.dumps(engine.to_json(state), sort_keys=True) == before


def test_levels_are_named_and_described() -> None:
    assert {"easy", "hard"} <= set(LEVELS)
    for name, level in LEVELS.items():
        assert level.name == name and level.description.strip()


def test_refusals() -> None:
    state = advance("caverna", 2, 1, 3)
    seat = rules.get_engine("caverna").pending(state)[0].seat
    with pytest.raises(IllegalMove):
        choose("caverna", state, seat, "grandmaster", 1)
    with pytest.raises(IllegalMove):
        choose("caverna", state, 1 - seat, "easy", 1)
