"""Random legal playouts: used by the CLI, the property tests and the benchmarks."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rules.core.base import BaseEngine
from rules.core.contract import Engine, State
from rules.core.rng import Rng

Move = tuple[int, str]


def apply_offered(engine: Engine, state: State, seat: int, option_id: str) -> State:
    """``engine.apply`` for an option just read from ``engine.pending(state)``: the same
    new state, without checking again that the option is offered (a random playout or a
    search knows it is; the check lists the options a second time)."""
    if not isinstance(engine, BaseEngine):
        return engine.apply(state, seat, option_id)
    return engine.play(state, seat, option_id)


class PlayoutStuck(RuntimeError):
    """A random game did not end within its move budget."""


def random_game(engine: Engine, players: int, seed: int,
                options: Mapping[str, Any] | None = None, *, max_moves: int = 20_000,
                on_move: Callable[[State, int, str, State], None] | None = None,
                ) -> tuple[State, list[Move]]:
    """Play uniformly random legal options to the end; return the state and the moves.

    The chooser's generator is separate from the game's, so the engine sees the same
    seeded game whatever the players pick.
    """
    state = engine.new_game(players, seed, options)
    chooser = Rng(seed ^ 0x5EED_C0FFEE)
    moves: list[Move] = []
    while not engine.is_over(state):
        if len(moves) >= max_moves:
            raise PlayoutStuck(f"{engine.key} seed {seed}: no end after {max_moves} moves")
        decisions = engine.pending(state)
        if not decisions:
            raise PlayoutStuck(f"{engine.key} seed {seed}: not over but nobody may act")
        decision = chooser.choice(decisions)
        option = chooser.choice(decision.options)
        new = apply_offered(engine, state, decision.seat, option.id)
        if on_move is not None:
            on_move(state, decision.seat, option.id, new)
        moves.append((decision.seat, option.id))
        state = new
    return state, moves
