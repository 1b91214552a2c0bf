"""Shared engine machinery: move validation, copying, events, ranking.

A game subclasses :class:`BaseEngine` and writes ``setup``, ``decisions``, ``perform``,
``is_over``, ``scores`` and ``public_view``. Validation is legal-move generation: a move
is accepted only when its option id is among the seat's pending options, so the
buttons, the autocomplete, random playouts and the checks can never disagree.
"""

from __future__ import annotations

import marshal
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any

from rules.core.contract import Decision, IllegalMove, Score, State
from rules.core.rng import Rng, seed_state
from rules.core.text import Say, to_json


def copy_state(state: State) -> State:
    # marshal round-trips plain dict/list/int/str data in C, several times faster
    # than copy.deepcopy, which keeps "apply never mutates its input" cheap.
    return marshal.loads(marshal.dumps(state))


# The refusals every engine shares, worded for the player who tried.
GAME_OVER = Say("This game is over: no more moves can be made.", "core-game-over")
NOT_YOUR_TURN = Say("It is not your turn: you have nothing to decide right now.",
                    "core-not-your-turn")


def not_an_option(option_id: str) -> Say:
    return Say(f"“{option_id}” is not one of your options right now.", "core-not-an-option",
               option=option_id)


def event(text: str, seat: int | None = None, *, reveals: bool = False,
          private_to: int | None = None, **extra: Any) -> dict[str, Any]:
    """One entry of a move's events (DESIGN.md): a sentence plus visibility flags.

    A :class:`~rules.core.text.Say` also leaves its message as ``"msg"`` (plain JSON,
    stored with the move), so the host can tell the event again in any language."""
    ev: dict[str, Any] = {"text": str(text), "seat": seat, "reveals": reveals}
    if isinstance(text, Say):
        ev["msg"] = to_json(text)
    if private_to is not None:
        ev["private_to"] = private_to
    ev.update(extra)
    return ev


class BaseEngine(ABC):
    key: str = ""
    title: str = ""
    min_players: int = 1
    max_players: int = 1
    # Bump when a rules fix changes what a stored game would do; stored in every state.
    rules_version: int = 1
    # Game options this engine accepts, with their defaults.
    default_options: Mapping[str, Any] = {}
    # How the engine reads the rules where the rulebook leaves a choice: one short
    # English sentence each, from the game's data file (shown by /game rules).
    readings: tuple[str, ...] = ()

    # ----- hooks a game writes -------------------------------------------------
    @abstractmethod
    def setup(self, state: State, rng: Rng) -> None:
        ...

    @abstractmethod
    def decisions(self, state: State) -> list[Decision]:
        ...

    @abstractmethod
    def perform(self, state: State, seat: int, option_id: str) -> None:
        """Apply a validated option to ``state`` in place, appending events."""
        ...

    @abstractmethod
    def is_over(self, state: State) -> bool:
        ...

    @abstractmethod
    def scores(self, state: State) -> list[Score]:
        ...

    @abstractmethod
    def public_view(self, state: State, seat: int | None) -> dict[str, Any]:
        """Game-specific view keys; ``seat`` None means the public view."""
        ...

    def round_info(self, state: State) -> tuple[int, int]:
        """(current round, total rounds) for the view."""
        return state.get("round", 0), state.get("rounds_total", 0)

    def first_player(self, state: State) -> int:
        """The seat holding the first-player marker (at setup, the engine's draw): the host
        announces the order of play from it, so the order it shows is the order played."""
        return 0

    def tiebreak(self, state: State, seat: int) -> tuple[Any, ...]:
        """Higher sorts first among equal totals; equal tuples share a place."""
        return ()

    # ----- the contract --------------------------------------------------------
    def check_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        chosen = dict(self.default_options)
        for name, value in (options or {}).items():
            if name not in self.default_options:
                known = ", ".join(sorted(self.default_options)) or "none"
                raise IllegalMove(Say(f"{self.title} has no option “{name}” (options: {known}).",
                                      "core-no-such-option", game=self.key, title=self.title,
                                      name=name, known=known))
            default = self.default_options[name]
            if isinstance(default, bool) and not isinstance(value, bool):
                raise IllegalMove(Say(f"Option “{name}” must be true or false.",
                                      "core-option-not-bool", name=name))
            chosen[name] = value
        return chosen

    def new_game(self, players: int, seed: int,
                 options: Mapping[str, Any] | None = None) -> State:
        if not self.min_players <= players <= self.max_players:
            raise IllegalMove(Say(
                f"{self.title} is for {self.min_players} to {self.max_players} players, "
                f"not {players}.", "core-player-count", game=self.key, title=self.title,
                min=self.min_players, max=self.max_players, players=players))
        state: State = {
            "game": self.key,
            "rules_version": self.rules_version,
            "seed": seed,
            "rng": seed_state(seed),
            "num_players": players,
            "options": self.check_options(options),
            "move_count": 0,
            "events": [],
        }
        rng = Rng(state["rng"])
        self.setup(state, rng)
        state["rng"] = rng.state
        return state

    def pending(self, state: State) -> list[Decision]:
        if self.is_over(state):
            return []
        return self.decisions(state)

    def check_move(self, state: State, seat: int, option_id: str) -> None:
        """Raise IllegalMove unless ``option_id`` is one of ``seat``'s options now.

        The default lists the pending decisions; an engine may override it with a
        cheaper test of the same legality, keeping these sentences.
        """
        if self.is_over(state):
            raise IllegalMove(GAME_OVER)
        mine = [d for d in self.pending(state) if d.seat == seat]
        if not mine:
            raise IllegalMove(NOT_YOUR_TURN)
        if not any(d.option(option_id) for d in mine):
            raise IllegalMove(not_an_option(option_id))

    def copy_for_move(self, state: State) -> State:
        """A copy ``perform`` may change freely; engines may share parts never mutated."""
        return copy_state(state)

    def play(self, state: State, seat: int, option_id: str) -> State:
        """The state after a legal option (not checked here): a copy with the option
        performed. An engine that knows which parts a move changes may copy less."""
        new = self.copy_for_move(state)
        new["events"] = []
        self.perform(new, seat, option_id)
        new["move_count"] += 1
        return new

    def apply(self, state: State, seat: int, option_id: str) -> State:
        self.check_move(state, seat, option_id)
        return self.play(state, seat, option_id)

    def ranking(self, state: State) -> list[list[int]]:
        keyed = sorted(
            ((s.total, self.tiebreak(state, s.seat)), s.seat) for s in self.scores(state))
        keyed.reverse()
        places: list[list[int]] = []
        last: Any = None
        for key, seat in keyed:
            if places and key == last:
                places[-1].append(seat)
            else:
                places.append([seat])
            last = key
        for place in places:
            place.sort()
        return places

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        rnd, total = self.round_info(state)
        over = self.is_over(state)
        out: dict[str, Any] = {
            "game": self.key,
            "round": rnd,
            "rounds_total": total,
            "over": over,
            "to_act": sorted({d.seat for d in self.pending(state)}),
        }
        out.update(self.public_view(state, seat))
        return out

    def last_events(self, state: State) -> list[dict[str, Any]]:
        return [dict(ev) for ev in state.get("events", [])]

    def to_json(self, state: State) -> dict[str, Any]:
        return copy_state(state)

    def from_json(self, data: dict[str, Any]) -> State:
        if data.get("game") != self.key:
            raise ValueError(f"this is a saved {data.get('game')!r} game, not {self.key!r}")
        if "rules_version" not in data:
            raise ValueError("saved game has no rules_version")
        return copy_state(data)
