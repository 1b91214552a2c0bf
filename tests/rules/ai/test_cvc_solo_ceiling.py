"""benchmarks/cvc_solo_ceiling.py: a clairvoyant search's whole-game line, checked by the
engine."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import rules
from benchmarks.cvc_solo_ceiling import Search, ceiling_line, main, rollout, turn_story
from rules.cave_vs_cave.engine import fast_copy

SEED = 91000


def _replayed(seed: int, line: list[str]) -> int:
    """``line`` played from ``seed`` by the engine (each move checked as offered): the
    seat's final score as the engine counts it."""
    engine = rules.get_engine("cave-vs-cave")
    state = engine.new_game(1, seed)
    for oid in line:
        state = engine.apply(state, 0, oid)
    assert engine.is_over(state)
    return engine.scores(state)[0].total


def test_a_tiny_search_returns_a_line_the_engine_scores_alike() -> None:
    line = ceiling_line(SEED, Search(width=1, completions=1, playouts=1))
    assert line.moves and line.notes["playouts"] > 19   # at least one a turn
    assert _replayed(SEED, line.moves) == line.score
    # Never worse than its first playout, the scripted player's game from the start.
    engine = rules.get_engine("cave-vs-cave")
    first = Search(width=1, completions=1, playouts=1)
    played: list[str] = []
    plain = rollout(fast_copy(engine.new_game(1, SEED)), first.policy(0, SEED * 7919), played)
    assert _replayed(SEED, played) == plain
    assert line.score >= plain


def test_the_command_writes_lines_that_replay_and_reports_them(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "lines.jsonl"
    main(["--first-seed", str(SEED), "--games", "1", "--width", "1", "--completions", "1",
          "--playouts", "1", "--out", str(out)])
    printed = capsys.readouterr().out
    row = json.loads(out.read_text(encoding="utf-8"))
    assert _replayed(SEED, row["moves"]) == row["score"]
    assert f"seed {SEED}: {row['score']} " in printed
    assert f"seeds {SEED}-{SEED}: goal 50 in {int(row['score'] >= 50)}/1" in printed
    main(["--read", str(out), "--against", str(out), "--story", str(SEED), "--profile"])
    again = capsys.readouterr().out
    assert "+0.00 a game" in again and f"{SEED} ceiling {row['score']}: r1:" in again
    # Seven rounds' ends; the last room points and gold add up to the score.
    ends = again.split("by round's end: room points ")[1].split(" | ")
    points, gold = ends[0].split(), ends[2].split("gold ")[1].split("\n")[0].split()
    assert len(points) == len(gold) == 7
    assert float(points[-1]) + float(gold[-1]) == row["score"]
    story = turn_story(SEED, row["moves"])
    assert len(story) == 19 and all(word.startswith("r") for word in story)
