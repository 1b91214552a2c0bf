"""Deterministic randomness kept inside the state.

The generator is SplitMix64: its whole state is one integer, so it serialises to
JSON and a replay from the seed draws exactly the same numbers.
"""

from __future__ import annotations

from collections.abc import MutableMapping, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
RNG_KEY = "rng"


def seed_state(seed: int) -> int:
    """The generator state for a game seed (any int, negative included)."""
    return seed & _MASK


def next_u64(rng: int) -> tuple[int, int]:
    """Return (new generator state, 64-bit output)."""
    rng = (rng + 0x9E3779B97F4A7C15) & _MASK
    z = rng
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return rng, z ^ (z >> 31)


class Rng:
    """A SplitMix64 generator; ``state`` is the integer to store."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            self.state, x = next_u64(self.state)
            if x < limit:
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out


def draw_from(state: MutableMapping[str, Any]) -> Rng:
    """A generator over ``state["rng"]``; call ``store(state, rng)`` after drawing."""
    return Rng(state[RNG_KEY])


def store(state: MutableMapping[str, Any], rng: Rng) -> None:
    state[RNG_KEY] = rng.state
