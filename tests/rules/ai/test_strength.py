"""A small-seed strength check: the hard level beats random legal play in most games, and
easy play in Cave vs Cave solo.

The real figures come from ``python -m benchmarks.bench_ai --games 200``; this keeps the
suite fast (raise AI_TEST_GAMES for more seeds). In the default run the hard level's
margin over random seats is checked in the whole games of ``test_round_trips.py`` and the
solo comparison starts at the last round; CAVERN_FULL_RUNS=1 adds three games per game
against random play and whole solo games.
"""

from __future__ import annotations

import pytest

import rules
from rules.ai import choose
from rules.ai.cvc_policy import follow
from rules.ai.round_trips import own_options
from rules.core import Rng, State
from tests.rules.ai.helpers import GAMES, RANDOM, play
from tests.sizes import full_runs

# Solo Cave vs Cave games at the hard level cost ~5-9 CPU-seconds each: four in CI
# (CAVERN_FULL_RUNS=1); the default run plays the last round of two.
SOLO_SEEDS = max(4, GAMES)
MID_SEEDS = (0, 1)
# Where the default run's solo comparison starts: the scripted player plays rounds 1-6
# (the last round is where the hard level plays every step out: ~0.6 CPU-s a game).
MID_ROUND = 7


@pytest.mark.skipif(not full_runs(), reason="the default run checks the hard level's "
                    "margin over random seats in test_round_trips.py's whole games")
@pytest.mark.parametrize("key", sorted(rules.GAMES))
def test_hard_beats_random_play_in_most_games(key: str) -> None:
    engine = rules.get_engine(key)
    games = max(3, GAMES)
    wins = 0
    for seed in range(games):
        # Alternate seats so the computer does not always start.
        sides = ["hard", RANDOM] if seed % 2 == 0 else [RANDOM, "hard"]
        state = play(key, sides, 100 + seed, check=False)
        wins += engine.ranking(state)[0] == [sides.index("hard")]
    assert wins * 3 >= games * 2, f"{key}: hard won {wins} of {games}"


def _solo_from_the_last_round(seed: int, level: str) -> int:
    """A solo game whose first rounds the scripted player plays, then ``level``."""
    engine = rules.get_engine("cave-vs-cave")
    state: State = engine.new_game(1, seed)
    rng = Rng(seed)
    while state["round"] < MID_ROUND:
        state = engine.apply(state, 0, follow(state, own_options(engine, state, 0), rng))
    moves = 0
    while not engine.is_over(state):
        assert moves < 400, (seed, level)
        state = engine.apply(state, 0, choose("cave-vs-cave", state, 0, level, moves))
        moves += 1
    return engine.scores(state)[0].total


def test_hard_finishes_a_cave_vs_cave_solo_game_with_more_points_than_easy() -> None:
    """The last round of two seeds (the default run's cheap form of the next test): hard
    scores 19 more points in all (50 and 52 against easy's 41 and 42); a planner no
    better than the easy level's turn search fails."""
    hard = sum(_solo_from_the_last_round(seed, "hard") for seed in MID_SEEDS)
    easy = sum(_solo_from_the_last_round(seed, "easy") for seed in MID_SEEDS)
    assert hard >= easy + 8, (hard, easy)


@pytest.mark.skipif(not full_runs(), reason="whole hard solo games: CAVERN_FULL_RUNS=1")
def test_hard_reaches_more_points_than_easy_in_cave_vs_cave_solo() -> None:
    engine = rules.get_engine("cave-vs-cave")
    hard = sum(engine.scores(play("cave-vs-cave", ["hard"], s))[0].total
               for s in range(SOLO_SEEDS))
    easy = sum(engine.scores(play("cave-vs-cave", ["easy"], s))[0].total
               for s in range(SOLO_SEEDS))
    assert hard > easy


@pytest.mark.skipif(not full_runs(), reason="whole hard solo games: CAVERN_FULL_RUNS=1")
def test_hard_plays_cave_vs_cave_solo_towards_the_50_point_goal() -> None:
    """The solo level plays the game out (``rules/ai/cvc_solo.py``).

    Over 200 seeds (``python -m benchmarks.bench_ai --game cave-vs-cave --players 1
    --games 200``) it averages 50.0 points and reaches the 50-point goal in 57.5 % of them;
    the turn search it replaced averaged 37.8 (1 goal in 200). A few seeds cannot measure a
    rate near one half, so this checks the mean, which moves with it: seeds 0-3 score 50, 45,
    47 and 42 (two by default, all four in CI; 50, 50, 48, 41 before the policy stopped
    counting face-down caverns walled off from the Entrance, a change neutral over 30 seeds),
    and a fall of a few points (a broken valuation, a planner that stops looking ahead) fails.
    """
    engine = rules.get_engine("cave-vs-cave")
    games = SOLO_SEEDS
    totals = [engine.scores(play("cave-vs-cave", ["hard"], seed))[0].total
              for seed in range(games)]
    assert sum(totals) >= 45 * games, totals
