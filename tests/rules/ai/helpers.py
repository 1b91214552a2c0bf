"""Shared helpers for the computer-player tests: seeded games with AI and random seats."""

from __future__ import annotations

import copy
import os
from collections.abc import Sequence

import rules
from rules.ai import choose
from rules.ai.round_trips import fingerprint
from rules.core import Rng, State

# Raise for a longer run, e.g. AI_TEST_GAMES=20 pytest tests/rules/ai
GAMES = int(os.environ.get("AI_TEST_GAMES", "1"))
RANDOM = "random"
# Far above any real game's length (a 4-player Caverna game takes about 350 moves).
MOVE_CAP = 5000


_PLAYED: dict[tuple[str, tuple[str, ...], int, bool], State] = {}


def play(key: str, sides: Sequence[str], seed: int, *, check: bool = True) -> State:
    """A whole game; ``sides[s]`` is a level or "random". Asserts every AI choice is offered
    and that no computer seat's choice brings back a position seen before (a round trip:
    a menu opened and closed again, which repeated can stop a game for good).

    A game asked for again (the solo strength tests share seeds) is played once per test
    process; each caller gets its own copy."""
    memo = (key, tuple(sides), seed, check)
    if memo not in _PLAYED:
        _PLAYED[memo] = _play_out(key, sides, seed, check=check)
    return copy.deepcopy(_PLAYED[memo])


def _play_out(key: str, sides: Sequence[str], seed: int, *, check: bool) -> State:
    engine = rules.get_engine(key)
    state = engine.new_game(len(sides), seed)
    picker = Rng(seed ^ 0x7E57)
    seen = {fingerprint(state): 0}
    move = 0
    while not engine.is_over(state):
        assert move < MOVE_CAP, f"{key} seed {seed}: no end after {move} moves"
        decisions = engine.pending(state)
        decision = picker.choice(decisions)
        side = sides[decision.seat]
        if side == RANDOM:
            option = picker.choice(decision.options).id
        else:
            option = choose(key, state, decision.seat, side, seed * 7919 + move)
            if check:
                assert decision.option(option) is not None, (key, seed, move, option)
        state = engine.apply(state, decision.seat, option)
        move += 1
        mark = fingerprint(state)
        # A random seat may go round (it is not the computer player): only AI moves count.
        assert side == RANDOM or mark not in seen, (
            f"{key} {list(sides)} seed {seed}: seat {decision.seat} ({side}) chose {option!r} "
            f"at move {move} and the game is back where it was at move {seen[mark]}")
        seen[mark] = move
    return state


def advance(key: str, players: int, seed: int, moves: int) -> State:
    """A state after ``moves`` random legal moves (fewer if the game ends first)."""
    engine = rules.get_engine(key)
    state = engine.new_game(players, seed)
    picker = Rng(seed)
    for _ in range(moves):
        if engine.is_over(state):
            break
        decision = picker.choice(engine.pending(state))
        state = engine.apply(state, decision.seat, picker.choice(decision.options).id)
    return state
