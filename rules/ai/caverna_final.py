"""Caverna's last trades: conversions made for the score sheet before scoring.

After the last harvest every seat that can still trade gets one "Convert goods…"
question (rules/caverna/rounds.py, ``final``). There only the score counts, and some trades
raise it: a ruby bought into a missing farm animal (« -2 PV par type d'animal de ferme
manquant »: the ruby's point is lost, the animal's point and the 2 points of the missing
kind are won, if a place on the board houses it), grain brewed into gold in a Beer parlor,
a Blacksmithing parlor's ruby and ore into gold. The turn search walks that menu at random
and rarely stops at the right trade (hard seats ended games with 7 rubies and a kind
missing), so here the seat takes, one at a time, the conversion that raises its final
score the most, and stops when none raises it. Each answer is a function of the
position: a trade is tried on a copy of the state and scored (``scoring.total``).
"""

from __future__ import annotations

from rules.ai.round_trips import own_options
from rules.caverna import scoring
from rules.core import State
from rules.registry import get_engine

# Conversions the menu offers that are tried: the scoring trades and goods to food.
_TRIED = ("t:", "r:", "w:", "f:")


def _stack(state: State, seat: int) -> list[dict]:
    return state["players"][seat]["stack"]


def _in_final(state: State, seat: int) -> bool:
    """Whether the seat's open question is the last trades (or the menu opened there)."""
    stack = _stack(state, seat)
    return bool(stack) and stack[0]["k"] == "final" and all(
        f["k"] in ("final", "convert") for f in stack)


def _trades(state: State, seat: int, options: list[str]) -> list[tuple[str, State]]:
    """The offered conversions, each with the state it leads to, that leave no open
    question behind (an animal with no room, a tile to place: not counted on)."""
    engine = get_engine("caverna")
    kinds = [f["k"] for f in _stack(state, seat)]
    out = []
    for oid in options:
        if oid.startswith(_TRIED):
            after = engine.apply(state, seat, oid)
            if [f["k"] for f in _stack(after, seat)] == kinds:
                out.append((oid, after))
    return out


def best_trade(state: State, seat: int, options: list[str]) -> str | None:
    """The first of the one or two conversions in a row that raise the seat's score the
    most, if any raises it. Two, because some gains take two: a ruby into food, then a
    ruby and that food into the missing cattle."""
    engine = get_engine("caverna")
    now = scoring.total(state["players"][seat])
    best, gain = None, (0, 0)
    for oid, after in _trades(state, seat, options):
        first = scoring.total(after["players"][seat]) - now
        won = first
        for _, then in _trades(after, seat, own_options(engine, after, seat)):
            won = max(won, scoring.total(then["players"][seat]) - now)
        # The most in two trades, then the most in this one (a trade that gains at once
        # before one that only leads to a gain).
        if won > 0 and (won, first) > gain:
            best, gain = oid, (won, first)
    return best


def choice(state: State, seat: int, options: list[str]) -> str | None:
    """The seat's move at its last trades; None elsewhere (the search decides)."""
    if not _in_final(state, seat):
        return None
    top = _stack(state, seat)[-1]["k"]
    if top == "final":
        if "cv" in options:
            engine = get_engine("caverna")
            menu = engine.apply(state, seat, "cv")
            if best_trade(menu, seat, own_options(engine, menu, seat)):
                return "cv"
        return "done" if "done" in options else None
    trade = best_trade(state, seat, options)
    if trade is not None:
        return trade
    return "back" if "back" in options else None
