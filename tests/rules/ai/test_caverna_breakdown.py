"""benchmarks/caverna_breakdown.py: the score sheet per category of computer seats."""

from __future__ import annotations

import pytest

from benchmarks.caverna_breakdown import main


def test_a_solo_game_prints_every_score_line_and_the_total(
        capsys: pytest.CaptureFixture[str]) -> None:
    main(["--players", "1", "--sides", "easy", "--games", "1", "--first-seed", "5000"])
    out = capsys.readouterr().out
    mean = next(line for line in out.splitlines() if line.startswith("easy (1 seats): "))
    for label in ("Farm animals and dogs", "Unused spaces", "Furnishing tiles",
                  "Bonus points", "Begging", "Total"):
        assert f"{label} " in mean, mean
    assert "decision cpu ms: p50" in out
