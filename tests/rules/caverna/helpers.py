"""Scenario helpers: a fresh game where a chosen seat is about to place a dwarf."""

from __future__ import annotations

from typing import Any

from rules.caverna import ENGINE, harvest
from rules.caverna.engine import settle
from rules.core import State


def game(players: int = 3, seed: int = 7) -> State:
    return ENGINE.new_game(players, seed)


def turn_of(state: State) -> int:
    return next(s for s, p in enumerate(state["players"]) if p["stack"])


def give(state: State, seat: int, **goods: int) -> None:
    for good, n in goods.items():
        state["players"][seat]["res"][good] = n


def options(state: State, seat: int) -> list[str]:
    return [o.id for d in ENGINE.pending(state) if d.seat == seat for o in d.options]


def play(state: State, seat: int, *option_ids: str) -> State:
    for option_id in option_ids:
        state = ENGINE.apply(state, seat, option_id)
    return state


def add_space(state: State, space: str, **goods: Any) -> None:
    """Put a round card (or any space) on the board with the given goods."""
    state["spaces"][space] = {"g": dict(goods), "o": None}


def bare(players: int = 3) -> tuple[State, int]:
    """A fresh game, the seat to place holding nothing."""
    s = game(players)
    seat = turn_of(s)
    p = s["players"][seat]
    p["res"] = {g: 0 for g in p["res"]}
    return s, seat


def feeding(players: int = 2) -> State:
    """A game at the feeding phase of a full harvest, every seat asked to feed."""
    s = game(players)
    for p in s["players"]:
        p["stack"] = []
    s["phase"] = "harvest"
    harvest.begin(s, "full")
    settle(s)
    return s
