"""The levels' sizes per game (rules/ai/levels.py)."""

from __future__ import annotations

import pytest

import rules
from rules.ai import LEVELS, choose, search
from rules.ai.levels import GAME_SIZES, Level, for_game


def test_hard_samples_more_worlds_in_cave_vs_cave_only() -> None:
    # Measured head to head (benchmarks/bench_ai.py --level): more worlds won in two-player
    # Cave vs Cave, and neither more worlds nor more completions in the other games.
    assert for_game("hard", "cave-vs-cave").worlds == 8
    assert for_game("hard", "cave-vs-cave").work >= 12000
    assert for_game("hard", "caverna") is LEVELS["hard"]
    assert for_game("hard", "cavern-tavern") is LEVELS["hard"]
    assert for_game("easy", "cave-vs-cave") is LEVELS["easy"]
    assert all(name in LEVELS and key in rules.GAMES for name, key in GAME_SIZES)
    with pytest.raises(KeyError):
        for_game("grandmaster", "caverna")


def test_a_decision_searches_with_the_games_sizes(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Level] = []
    real = search._search

    def spy(key: str, engine: object, state: object, seat: int, lv: Level,
            *rest: object) -> str:
        seen.append(lv)
        return real(key, engine, state, seat, lv, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(search, "_search", spy)
    engine = rules.get_engine("cave-vs-cave")
    state = engine.new_game(2, 41)
    seat = engine.pending(state)[0].seat
    choose("cave-vs-cave", state, seat, "hard", 0)
    assert seen and all(lv.worlds == 8 for lv in seen)
