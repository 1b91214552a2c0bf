"""``python -m rules``: seats numbered as everywhere else, no empty solo lines, and a
closed pipe (``| head``) ends it quietly."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from rules.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def test_scores_name_players_from_one_and_skip_empty_solo_lines(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "cave-vs-cave", "--players", "2", "--seed", "1", "--random",
                 "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "Player 1: " in out and "Player 2: " in out
    assert "seat 0" not in out and "ranking: Player " in out
    assert "None" not in out                    # no "solo_goal: None" for two players


def test_a_solo_game_still_prints_its_goal(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "caverna", "--players", "1", "--seed", "2", "--random",
                 "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "Player 1: " in out and "Player 2" not in out
    assert "solo_goal: 100" in out              # Caverna's solo goal


def test_a_closed_pipe_ends_quietly() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "rules", "play", "caverna", "--players", "2", "--seed", "1",
         "--random"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()
    proc.stdout.close()                          # what `| head -1` does
    code = proc.wait(timeout=120)
    err = proc.stderr.read().decode()
    proc.stderr.close()
    assert code == 0 and "Broken pipe" not in err and "Traceback" not in err


def test_the_interactive_hint_names_the_venv_command(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "cave-vs-cave", "--players", "2"]) == 2
    assert "./run.sh --local" in capsys.readouterr().err
