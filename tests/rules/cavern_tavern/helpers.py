"""Scenario helpers: a game past the starting picks, with dice and hands set by the test."""

from __future__ import annotations

from typing import Any

from rules.cavern_tavern import ENGINE
from rules.cavern_tavern.board import ALL_CARDS
from rules.core import State


def started(players: int = 3, seed: int = 1, **options: Any) -> State:
    """Round 1, after everyone chose the first character and starting ingredients offered."""
    state = ENGINE.new_game(players, seed, options)
    while state.get("char_pick") or state["start"] is not None:
        decision = ENGINE.pending(state)[0]
        state = ENGINE.apply(state, decision.seat, decision.options[0].id)
    return state


def clear_hands(state: State) -> None:
    """Everyone returns every ingredient, item and Nasty-says card; no order, no character."""
    for p in state["players"]:
        for ing, n in p["ing"].items():
            state["supply"][ing] += n
        p["ing"] = {}
        state["item_deck"].extend(p["items"])
        p["items"] = []
        p["says"] = []
        p["char"] = None
        if p["order"]:
            state["mess"][p["meeple"]] = p["order"]
        p.update(order=None, taken=None, meeple=None)
    state["tf"]["must"] = False


def give(state: State, seat: int, **cards: int) -> None:
    for ing, n in cards.items():
        assert ing in ALL_CARDS
        state["supply"][ing] -= n
        p = state["players"][seat]
        p["ing"][ing] = p["ing"].get(ing, 0) + n


def options(state: State, seat: int) -> list[str]:
    return [o.id for d in ENGINE.pending(state) if d.seat == seat for o in d.options]


def play(state: State, seat: int, *ids: str) -> State:
    for oid in ids:
        state = ENGINE.apply(state, seat, oid)
    return state


def texts(state: State) -> str:
    return " | ".join(e["text"] for e in ENGINE.last_events(state))


def table(players: int = 3, dice: tuple[int, ...] = (1, 1, 1, 1),
          white_die: int | None = None) -> State:
    """Seat 0 to play, hands empty, every seat holding ``dice``; with ``white_die`` seat 0
    also holds the white die showing that value, otherwise nobody does."""
    state = started(players)
    clear_hands(state)
    state["turn"], state["wdie"] = 0, white_die
    if white_die is not None:
        state["white"] = 0
    for p in state["players"]:
        p["dice"] = list(dice)
    return state
