"""The season benchmark keeps working (tiny sizes; the figures come from its defaults)."""

from __future__ import annotations

import pytest

from benchmarks import bench_season


def test_the_season_benchmark_runs(capsys: pytest.CaptureFixture[str]) -> None:
    bench_season.main(["--games", "30", "--members", "10", "--calls", "2"])
    out = capsys.readouterr().out
    for command in ("mine", "leaderboard", "profile"):
        assert f"/game {command}" in out and "median" in out
