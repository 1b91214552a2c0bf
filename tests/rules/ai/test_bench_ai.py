"""The computer-player benchmark runs and prints one row per match."""

from __future__ import annotations

import dataclasses

import pytest

from benchmarks import bench_ai
from rules.ai import LEVELS


def test_a_short_run_prints_a_row_per_match(capsys: pytest.CaptureFixture[str]) -> None:
    # The easy level only: a hard solo row costs seconds (its figures: test_report_rows).
    bench_ai.main(["--games", "1", "--game", "cave-vs-cave", "--players", "2",
                   "--match", "easy:random", "--match", "easy:easy"])
    rows = capsys.readouterr().out.splitlines()
    assert rows[0].startswith("game")
    assert rows[1].split()[:3] == ["cave-vs-cave", "2", "easy:random"]
    assert rows[2].split()[:3] == ["cave-vs-cave", "2", "easy:easy"]
    assert len(rows) == 3


def test_report_rows_of_a_solo_goal_and_of_caverna_families() -> None:
    tally = bench_ai.Tally(scores={"hard": [52, 40]}, seconds=[0.5, 0.25], cpu=[0.4, 0.2],
                           goals=1, family={"hard": [2, 1, 1]})
    row, family = bench_ai.report("caverna", 1, "hard", "hard", 2, tally).splitlines()
    assert row.split()[:6] == ["caverna", "1", "hard", "solo", "goal", "1"]
    assert "50%" in row and "46.0" in row
    assert family.strip() == "hard: 1 of 2 seats grew their family, 1 built a dwelling"


def test_tally_counts_wins_and_decision_times() -> None:
    tally = bench_ai.match("cave-vs-cave", "easy", "random", 2, 2, first=5)
    assert sum(tally.wins.values()) + tally.ties == 2
    assert len(tally.scores["easy"]) == len(tally.scores["random"]) == 2
    assert len(tally.cpu) == len(tally.seconds)
    assert tally.seconds and bench_ai.percentile(tally.seconds, 0.95) <= max(tally.seconds)


def test_a_level_of_one_run_plays_against_the_levels(capsys: pytest.CaptureFixture[str]) -> None:
    try:
        bench_ai.main(["--games", "1", "--game", "cave-vs-cave", "--players", "2",
                       "--level", "tiny=easy,completions=1,steps=4", "--match", "tiny:easy"])
        assert LEVELS["tiny"] == dataclasses.replace(LEVELS["easy"], name="tiny",
                                                     completions=1, steps=4)
    finally:
        LEVELS.pop("tiny", None)
    rows = capsys.readouterr().out.splitlines()
    assert rows[1].split()[:3] == ["cave-vs-cave", "2", "tiny:easy"]
    # Both sides are computer levels: A's own decision times follow on a line of their own.
    assert rows[2].split()[:2] == ["tiny", "alone:"] and len(rows) == 3
    with pytest.raises(SystemExit):
        bench_ai.add_level("easy=hard,worlds=3")  # a level members pick stays as it is
    with pytest.raises(SystemExit):
        bench_ai.add_level("big=hard,depth=3")
    assert "big" not in LEVELS


def test_a_level_of_one_run_judges_with_its_own_feature_weights(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from rules import get_engine
    from rules.ai import features, search

    monkeypatch.setattr(features, "weights", features.weights)
    monkeypatch.setattr(search, "weights", search.weights)
    monkeypatch.setattr(bench_ai, "FEATURE_WEIGHTS", {})
    try:
        bench_ai.add_feature_level("fp=hard,first_player=100")
        engine = get_engine("cavern-tavern")
        state = engine.new_game(3, 5)
        first = state["first"]
        bench_ai._deciding[0] = "hard"
        hard = features.values("cavern-tavern", engine, state, True)
        bench_ai._deciding[0] = "fp"
        changed = features.values("cavern-tavern", engine, state, True)
        # Only the first seat's worth moves, by the weight's change (round 1: full weight).
        assert changed[first] == hard[first] + 96
        assert [v for s, v in enumerate(changed) if s != first] == [
            v for s, v in enumerate(hard) if s != first]
        assert search.weights("cavern-tavern")["features"]["first_player"] == 100
        with pytest.raises(SystemExit):
            bench_ai.add_feature_level("typo=hard,frist_player=1")
    finally:
        bench_ai._deciding[0] = ""
        LEVELS.pop("fp", None)
        LEVELS.pop("typo", None)
