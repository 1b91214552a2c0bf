"""``benchmarks/bench_web.py --processes``: the issue's deployment in miniature (two mover
processes, one web process, the pages in the benchmark), on PostgreSQL only."""

from __future__ import annotations

import os
import re

import pytest

from benchmarks import bench_web

POSTGRES = os.environ.get("CAVERN_TEST_POSTGRES")


@pytest.mark.skipif(not POSTGRES, reason="set CAVERN_TEST_POSTGRES=postgresql://… (as .ci/run "
                                         "does) to run the web benchmark's processes")
def test_the_web_benchmark_runs_with_two_movers_and_a_web_process(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert POSTGRES is not None
    bench_web.main(["--processes", "--url", POSTGRES, "--pages", "2", "--games", "1",
                    "--moves", "2"])
    out = capsys.readouterr().out
    assert "2 pages watching 1 games, 2 moves" in out
    web_pid = re.search(r"one web process \(pid (\d+)\)", out)
    assert web_pid is not None and int(web_pid.group(1)) != os.getpid()
    # Every hint fetched, each timed by the web process itself (its Server-Timing header).
    assert "(the web process's Server-Timing)" in out and "over 4 fetches" in out
    assert "pages that missed one: 0" in out
    rounds = re.search(r"after each round of moves: ([\d ]+)\n", out)
    assert rounds is not None and len(rounds.group(1).split()) == 2
    assert "web process memory trend:" in out


def test_processes_need_postgresql(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        bench_web.main(["--processes"])
    assert stop.value.code == 2 and "needs --url" in capsys.readouterr().err


def test_the_memory_trend_says_whether_it_levels_off() -> None:
    assert "levels off" in bench_web.slope_text([60, 70, 80, 80, 80.2, 80.1])
    assert "still growing" in bench_web.slope_text([60, 70, 80, 90, 100, 110])
    assert "too few" in bench_web.slope_text([60])
