"""benchmarks/cvc_solo_goal.py: the share of Cave vs Cave solo games at the 50-point goal."""

from __future__ import annotations

import re

import pytest

import rules
from benchmarks.bench_ai import wilson
from benchmarks.cvc_solo_goal import main
from rules.ai import cvc_playout, cvc_policy
from rules.cave_vs_cave.engine import fast_copy
from rules.core import Rng

SEEDS = range(5000, 5006)


def _scores(out: str) -> dict[int, int]:
    return {int(s): int(v) for s, v in re.findall(r"(\d+):(\d+)", out.splitlines()[-1])}


def test_the_scripted_player_s_games_are_counted_against_the_goal(
        capsys: pytest.CaptureFixture[str]) -> None:
    main(["--first-seed", str(SEEDS.start), "--games", str(len(SEEDS)), "--policy",
          "--breakdown", "--rooms", "--scores"])
    out = capsys.readouterr().out
    engine = rules.get_engine("cave-vs-cave")
    expected = {seed: cvc_playout.playout(fast_copy(engine.new_game(1, seed)), 0,
                                         cvc_policy.Policy(Rng(seed), 0.0)) for seed in SEEDS}
    assert _scores(out) == expected
    reached = sum(score >= 50 for score in expected.values())
    assert f"goal 50: {reached}/{len(SEEDS)} " in out
    assert "under the goal: " in out and "rooms per game, built" in out


def test_a_constant_set_for_one_run_changes_its_games_there_only(
        capsys: pytest.CaptureFixture[str]) -> None:
    before = dict(cvc_policy.P)
    args = ["--first-seed", str(SEEDS.start), "--games", str(len(SEEDS)), "--policy",
            "--scores"]
    main(args)
    plain = _scores(capsys.readouterr().out)
    # Rooms worth nothing to the scripted player: it furnishes (almost) none.
    main([*args, "--set", "rules.ai.cvc_policy.P.slot=40"])
    changed = _scores(capsys.readouterr().out)
    assert sum(changed.values()) < sum(plain.values())
    assert before == cvc_policy.P  # set in the worker process only


def test_the_wilson_interval_holds_the_share() -> None:
    low, high = wilson(45, 100)
    assert 0.35 < low < 0.45 < high < 0.55
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_a_level_s_size_set_for_one_run_sizes_that_level_in_the_worker_only() -> None:
    """``--set level.hard.solo_tile_playouts=N`` sizes hard's Cave vs Cave plan for a run
    (``levels.GAME_SIZES``), in the worker process that plays it."""
    from concurrent.futures import ProcessPoolExecutor

    from rules.ai import levels

    before = {k: dict(v) for k, v in levels.GAME_SIZES.items()}
    with ProcessPoolExecutor(1) as pool:
        sized = pool.submit(_sized_in_worker, ["level.hard.solo_tile_playouts=12"]).result()
    assert sized == 12
    assert before == levels.GAME_SIZES
    assert levels.for_game("hard", "cave-vs-cave").solo_tile_playouts != 12


def _sized_in_worker(assignments: list[str]) -> int:
    from benchmarks.cvc_solo_goal import setting
    from rules.ai import levels

    setting(assignments)
    return levels.for_game("hard", "cave-vs-cave").solo_tile_playouts


def test_each_seed_s_score_is_broken_down_into_its_rooms_and_gold(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``--per-seed``: a line per game, the lowest score first, whose rooms and gold add
    up to the score, naming the big rooms the game left in the display."""
    main(["--first-seed", str(SEEDS.start), "--games", str(len(SEEDS)), "--policy",
          "--per-seed"])
    lines = [ln for ln in capsys.readouterr().out.splitlines()
             if re.match(r"\d+ \d+ = ", ln)]
    assert len(lines) == len(SEEDS)
    scores = [int(ln.split()[1]) for ln in lines]
    assert scores == sorted(scores)
    for line in lines:
        head, built, left = line.split(" | ")
        points = sum(int(p) for p in re.findall(r":(\d+)", built))
        gold = int(re.search(r"gold (\d+)", head).group(1))  # type: ignore[union-attr]
        assert int(head.split()[1]) == points + gold, line
        # The rooms furnished: the printed Entrance (0 points) is none of them.
        assert "entrance" not in built
        assert f"({len(built.split())} rooms)" in head, line
        assert left.startswith("left: ")
