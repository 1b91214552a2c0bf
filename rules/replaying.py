"""Rebuild a game from its seed and its moves."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from rules.core.contract import State
from rules.registry import get_engine


def replay(key: str, players: int, seed: int, options: Mapping[str, Any] | None,
           moves: Iterable[tuple[int, str]]) -> State:
    """The state after ``moves`` (pairs of seat and option id), exactly as played."""
    engine = get_engine(key)
    state = engine.new_game(players, seed, options)
    for seat, option_id in moves:
        state = engine.apply(state, seat, option_id)
    return state
