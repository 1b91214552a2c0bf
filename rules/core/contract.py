"""The rule-engine contract every game package implements (see DESIGN.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

# A game state is plain JSON-able data. Engines keep it as a dict so that storing,
# copying and replaying need no per-game code.
State = dict[str, Any]


@dataclass(frozen=True)
class Option:
    """One choice a seat may make: a stable short ASCII id and a label for people."""

    id: str
    label: str


@dataclass(frozen=True)
class Decision:
    """A seat that must answer now, what it is asked and which options it has."""

    seat: int
    prompt: str
    options: tuple[Option, ...]
    private: bool = False

    def option(self, option_id: str) -> Option | None:
        for opt in self.options:
            if opt.id == option_id:
                return opt
        return None


@dataclass(frozen=True)
class Score:
    """A seat's score: the total and the lines that add up to it."""

    seat: int
    total: int
    lines: tuple[tuple[str, int], ...] = field(default_factory=tuple)


class IllegalMove(ValueError):
    """A refused move. ``str(error)`` is a sentence fit to show the player."""


@runtime_checkable
class Engine(Protocol):
    key: str
    title: str
    min_players: int
    max_players: int
    rules_version: int

    def new_game(
        self, players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> State: ...

    def pending(self, state: State) -> list[Decision]: ...

    def apply(self, state: State, seat: int, option_id: str) -> State: ...

    def is_over(self, state: State) -> bool: ...

    def scores(self, state: State) -> list[Score]: ...

    def ranking(self, state: State) -> list[list[int]]: ...

    def view(self, state: State, seat: int | None) -> dict[str, Any]: ...

    def last_events(self, state: State) -> list[dict[str, Any]]: ...

    def to_json(self, state: State) -> dict[str, Any]: ...

    def from_json(self, data: dict[str, Any]) -> State: ...
