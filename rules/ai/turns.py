"""Where a seat's turn ends, per game: the search judges a position there.

A turn is a chain of decisions of one seat; in a solo game the next turn is the same
seat's again, so "another seat must answer" is not enough to see the end of a turn.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core import State


def _cave_vs_cave(start: State, state: State, seat: int) -> bool:
    # Between turns no action tile is being resolved.
    return state["turn"] is None or state["to_move"] != seat


def _placed(state: State, seat: int) -> tuple[int, int]:
    # Dwarfs out this round: constant while the seat has not placed (or passed).
    return state["round"], sum(d["at"] is not None for d in state["players"][seat]["dwarfs"])


def _caverna(start: State, state: State, seat: int) -> bool:
    # The seat's next open question is where to place its next dwarf, but not the very
    # question the turn started at (a menu opened there, "Convert goods…" or the ruby's
    # other dwarf, and closed again): that is no turn played (issue 30).
    stack = state["players"][seat]["stack"]
    if not stack:
        return True
    if stack[-1]["k"] != "place":
        return False
    asked = any(f["k"] == "place" for f in start["players"][seat]["stack"])
    return not asked or _placed(start, seat) != _placed(state, seat)


def _tavern_mark(state: State, seat: int) -> tuple[int, int, int]:
    # Placements the seat made this round before this turn: constant within a turn. (Dice
    # less this turn's placements was not: a placement of two or more dice ended the
    # judged turn before its rewards, its target or the order served after it.)
    made = sum(seats.count(seat) for seats in state["zones"].values())
    return state["round"], state["turn"], made - state["tf"]["placed"]


def _cavern_tavern(start: State, state: State, seat: int) -> bool:
    if state.get("char_pick") or state["start"] is not None:
        return False
    if start.get("char_pick") or start["start"] is not None:
        return True
    return _tavern_mark(state, seat) != _tavern_mark(start, seat)


TURN_OVER: dict[str, Callable[[State, State, int], bool]] = {
    "cave-vs-cave": _cave_vs_cave,
    "caverna": _caverna,
    "cavern-tavern": _cavern_tavern,
}
