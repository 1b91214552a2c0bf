"""The computer-player benchmark runs and prints one row per match."""

from __future__ import annotations

import pytest

from benchmarks import bench_ai


def test_a_short_run_prints_a_row_per_match(capsys: pytest.CaptureFixture[str]) -> None:
    bench_ai.main(["--games", "1", "--game", "cave-vs-cave", "--players", "1",
                   "--players", "2", "--match", "easy:random"])
    rows = capsys.readouterr().out.splitlines()
    assert rows[0].startswith("game")
    assert rows[1].split()[:3] == ["cave-vs-cave", "1", "hard"]
    assert rows[2].split()[:3] == ["cave-vs-cave", "2", "easy:random"]
    assert len(rows) == 3


def test_tally_counts_wins_and_decision_times() -> None:
    tally = bench_ai.match("cave-vs-cave", "easy", "random", 2, 2, first=5)
    assert sum(tally.wins.values()) + tally.ties == 2
    assert len(tally.scores["easy"]) == len(tally.scores["random"]) == 2
    assert tally.seconds and bench_ai.percentile(tally.seconds, 0.95) <= max(tally.seconds)
