"""Small builders for Cave vs Cave scenarios: set a situation up, then play options
through the public ``apply`` exactly as a player would."""

from __future__ import annotations

from typing import Any

from rules.cave_vs_cave import ENGINE
from rules.cave_vs_cave.data import CELL_INDEX, GOODS, ROOM_BY_ID, SLOT_INDEX
from rules.core import State

ALL_TILES = ("cultivation", "housework", "excavation", "undergrowth", "furnishing",
             "masonry", "undermining", "expansion", "breach", "drift_mining",
             "expedition", "renovation")


def game(players: int = 2, seed: int = 0, *, round_no: int = 1) -> State:
    """A new game where seat 0 acts first and every action tile is face up."""
    state = ENGINE.new_game(players, seed)
    state["first"] = state["to_move"] = 0
    state["round"] = round_no
    state["board"] = list(ALL_TILES) if players == 2 else [
        t for t in ALL_TILES if t != "breach"]
    state["shown"] = len(state["board"])
    return state


def room(name: str) -> int:
    return ROOM_BY_ID[name]


def goods(state: State, seat: int = 0, **amounts: int) -> None:
    g = state["players"][seat]["g"]
    for name, v in amounts.items():
        g[GOODS.index(name)] = v


def have(state: State, seat: int = 0) -> dict[str, int]:
    return dict(zip(GOODS, state["players"][seat]["g"], strict=True))


def put(state: State, seat: int = 0, **cells: Any) -> None:
    """Set cells: a room id furnishes it, 'empty' uncovers it, ('down', id) hides a room."""
    cave = state["players"][seat]["cave"]
    for cell, what in cells.items():
        c = CELL_INDEX[cell]
        if what == "empty":
            cave[c] = 0
        elif isinstance(what, tuple):
            cave[c] = -room(what[1])
        else:
            cave[c] = room(what)
            if what in state["display"]:
                state["display"].remove(room(what))


def walls(state: State, seat: int, *slots: str) -> None:
    for name in slots:
        state["players"][seat]["walls"] |= 1 << SLOT_INDEX[name]
        state["supply"] -= 1


def show(state: State, *names: str) -> None:
    """Put rooms into the display (taking them out of wherever they lie)."""
    for name in names:
        n = room(name)
        for pl in state["players"]:
            pl["cave"] = [0 if v == -n else v for v in pl["cave"]]
        if n not in state["display"]:
            state["display"].append(n)


def play(state: State, *option_ids: str, seat: int | None = None) -> State:
    for oid in option_ids:
        state = ENGINE.apply(state, state["to_move"] if seat is None else seat, oid)
    return state


def ids(state: State) -> list[str]:
    return [o.id for d in ENGINE.pending(state) for o in d.options]


def texts(state: State) -> str:
    return " ".join(ev["text"] for ev in ENGINE.last_events(state))
