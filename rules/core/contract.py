"""The rule-engine contract every game package implements (see DESIGN.md)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

# A game state is plain JSON-able data. Engines keep it as a dict so that storing,
# copying and replaying need no per-game code.
State = dict[str, Any]


@dataclass(frozen=True, init=False)
class Option:
    """One choice a seat may make: a stable short ASCII id and a label for people."""

    id: str
    label: str

    def __init__(self, id: str, label: str) -> None:
        # Menus are listed at every move: filling the instance dict directly is about
        # three times cheaper than a frozen dataclass's __init__ (object.__setattr__).
        data = self.__dict__
        data["id"] = id
        data["label"] = label


class LazyOption(Option):
    """An :class:`Option` whose label is made the first time it is read.

    Listing a menu is mostly asking which ids are legal: random playouts, the computer
    player's search and the move checks never read the labels, so an engine may list
    ``LazyOption(id, make, *args)`` and ``make(*args)`` runs only when someone reads
    ``label``. It equals, hashes and pickles as the plain ``Option`` it stands for.

    The arguments must be values that stay as they are (numbers, strings, tuples, data
    or dicts made for the option), never parts of a state: those change as a game is
    played, and holding them would also change how marshal encodes the state.
    """

    def __init__(self, id: str, make: Callable[..., str], *args: Any) -> None:
        # Frozen dataclass: fill the instance dict directly (cheaper than __setattr__).
        self.__dict__.update(id=id, _make=make, _args=args)

    def __getattr__(self, name: str) -> Any:
        # Called only for missing attributes: "label" until it is made once.
        if name != "label":
            raise AttributeError(name)
        data = self.__dict__
        label = data["label"] = data["_make"](*data["_args"])
        return label

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Option):
            return NotImplemented
        return self.id == other.id and self.label == other.label

    def __hash__(self) -> int:
        return hash((self.id, self.label))

    def __repr__(self) -> str:
        return f"Option(id={self.id!r}, label={self.label!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Option, (self.id, self.label))


@dataclass(frozen=True, init=False)
class Decision:
    """A seat that must answer now, what it is asked and which options it has."""

    seat: int
    prompt: str
    options: tuple[Option, ...]
    private: bool = False

    def __init__(self, seat: int, prompt: str, options: tuple[Option, ...],
                 private: bool = False) -> None:
        # As Option's: every pending() makes one per seat to act.
        data = self.__dict__
        data["seat"] = seat
        data["prompt"] = prompt
        data["options"] = options
        data["private"] = private

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
