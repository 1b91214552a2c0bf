"""A small-seed strength check: the hard level beats random legal play in most games.

The real figures come from ``python -m benchmarks.bench_ai --games 200``; this keeps the
suite fast (raise AI_TEST_GAMES for more seeds).
"""

from __future__ import annotations

import pytest

import rules
from tests.rules.ai.helpers import GAMES, RANDOM, play
from tests.sizes import full_runs

# Solo Cave vs Cave games at the hard level cost ~10 CPU-seconds each: two by default,
# four in CI (CAVERN_FULL_RUNS=1).
SOLO_SEEDS = max(4 if full_runs() else 2, GAMES)


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


def test_hard_reaches_more_points_than_easy_in_cave_vs_cave_solo() -> None:
    engine = rules.get_engine("cave-vs-cave")
    hard = sum(engine.scores(play("cave-vs-cave", ["hard"], s))[0].total
               for s in range(SOLO_SEEDS))
    easy = sum(engine.scores(play("cave-vs-cave", ["easy"], s))[0].total
               for s in range(SOLO_SEEDS))
    assert hard > easy


def test_hard_plays_cave_vs_cave_solo_towards_the_50_point_goal() -> None:
    """The solo level plays the game out (``rules/ai/cvc_solo.py``).

    Over 200 seeds (``python -m benchmarks.bench_ai --game cave-vs-cave --players 1
    --games 200``) it averages 50.0 points and reaches the 50-point goal in 57.5 % of them;
    the turn search it replaced averaged 37.8 (1 goal in 200). A few seeds cannot measure a
    rate near one half, so this checks the mean, which moves with it: seeds 0-3 score 50, 50,
    48 and 41 (two by default, all four in CI), and a fall of a few points (a broken
    valuation, a planner that stops looking ahead) fails.
    """
    engine = rules.get_engine("cave-vs-cave")
    games = SOLO_SEEDS
    totals = [engine.scores(play("cave-vs-cave", ["hard"], seed))[0].total
              for seed in range(games)]
    assert sum(totals) >= 46 * games, totals
