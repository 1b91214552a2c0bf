"""The scale benchmarks run and check what they claim (small runs: seconds, not minutes)."""

from __future__ import annotations

import os

import pytest

from benchmarks import bench_load, bench_shards


def test_the_load_benchmark_counts_every_move_once(capsys: pytest.CaptureFixture[str]) -> None:
    bench_load.main(["--channels", "4", "--moves", "3", "--stored", "3", "--stored-moves", "2",
                     "--render-workers", "0", "--think", "0"])
    out = capsys.readouterr().out
    assert "12 moves in" in out and "moves/s" in out and "first reply: p50" in out
    assert "moves acknowledged 12, moves in the logs 12: every acknowledged move stored once" in out
    assert "after loading 3 running games" in out


def test_two_shard_processes_post_each_reminder_once(capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    bench_shards.main(["--channels", "4", "--moves", "2", "--no-images", "--think", "0"])
    out = capsys.readouterr().out
    assert "moves acknowledged 8, in the logs 8: none lost, none applied twice" in out
    assert "4 posted for 4 waiting games: each exactly once, by its shard's process" in out


def test_guilds_land_on_the_shard_asked_for() -> None:
    from bot.shards import shard_of
    assert [shard_of(bench_shards.guild_of(s), bench_shards.SHARDS) for s in (0, 1)] == [0, 1]


POSTGRES = os.environ.get("CAVERN_TEST_POSTGRES")


@pytest.mark.skipif(not POSTGRES, reason="set CAVERN_TEST_POSTGRES=postgresql://… (as .ci/run "
                    "does) to run the two-shard benchmark on PostgreSQL")
def test_two_shard_processes_on_postgresql(capsys: pytest.CaptureFixture[str]) -> None:
    bench_shards.main(["--channels", "4", "--moves", "2", "--no-images", "--think", "0",
                       "--url", str(POSTGRES)])
    out = capsys.readouterr().out
    assert "one PostgreSQL database" in out
    assert "moves acknowledged 8, in the logs 8: none lost, none applied twice" in out
    assert "4 posted for 4 waiting games: each exactly once, by its shard's process" in out
