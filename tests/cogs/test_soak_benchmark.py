"""The soak benchmark runs and checks what it claims (a few seconds, kills included)."""

from __future__ import annotations

import re

import pytest

from benchmarks import bench_soak


def test_a_short_soak_keeps_every_promise(capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CAVERN_TEST_POSTGRES", raising=False)   # SQLite: kills only
    # Three seconds of real time; the kills are seeded (the first after 0.63 s here).
    bench_soak.main(["--minutes", "0.05", "--channels", "4", "--think", "0.1",
                     "--kill-every", "1"])
    out = capsys.readouterr().out
    presses = int(re.search(r"(\d+) /play presses", out).group(1))   # type: ignore[union-attr]
    kills = int(re.search(r"faults: (\d+) kills", out).group(1))      # type: ignore[union-attr]
    assert presses > 10 and kills >= 1, out
    checks = re.search(r"checks \(violations\): (.*)", out)
    assert checks is not None, out
    counts = dict(part.rsplit(" ", 1) for part in checks.group(1).split(", "))
    assert set(counts) == set(bench_soak.CHECKS) and set(counts.values()) == {"0"}, out
    assert "at the end, 4 running games checked" in out
