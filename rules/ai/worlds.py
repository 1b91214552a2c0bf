"""Sampled worlds: the state as one seat may imagine it (its hidden part redealt).

Each game package has a ``hidden.redeal(state, seat, rng)`` that replaces everything the
seat cannot see (others' hands and objectives, face-down tiles, deck orders, the engine's
generator that fixes future draws) with a sample from ``rng``.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.cave_vs_cave import hidden as cave_vs_cave
from rules.cavern_tavern import hidden as cavern_tavern
from rules.caverna import hidden as caverna
from rules.core import Rng, State

REDEAL: dict[str, Callable[[State, int, Rng], State]] = {
    "cave-vs-cave": cave_vs_cave.redeal,
    "caverna": caverna.redeal,
    "cavern-tavern": cavern_tavern.redeal,
}


def sample_world(key: str, state: State, seat: int, rng: Rng) -> State:
    """A copy of ``state`` with what ``seat`` cannot see drawn from ``rng``."""
    return REDEAL[key](state, seat, rng)
