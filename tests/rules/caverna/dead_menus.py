"""Playouts that look for menus leading nowhere (issue 28), for any engine.

A menu is dead when every entry only leaves it ("Back", "Stop", the "Convert goods…"
entry) or changes nothing at all: a player shown it can only go round in circles. Two
choosers walk the games: uniformly random, and lazy (always the entry that does least:
"Done", "Skip", "Back", "Stop", "End turn"… when offered), the one that finds loops.
Every game must also end within a move cap.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from typing import Any

from rules.core import Decision, Engine, Option, State

# Entries that do least, in the order a lazy player presses them ("Back" is not one:
# going back and forth between a menu and its sub-menu is the player's own loop).
LAZY = ("done", "pass", "stop", "skip", "pay")


def _same(engine: Engine, a: State, b: State) -> bool:
    """Equal states, apart from the move counter and the last move's events."""
    ignore = ("events", "move_count")
    ja, jb = engine.to_json(a), engine.to_json(b)
    return {k: v for k, v in ja.items() if k not in ignore} == {
        k: v for k, v in jb.items() if k not in ignore}


def dead(engine: Engine, state: State, decision: Decision,
         leaving: Collection[str]) -> bool:
    """Whether every option of ``decision`` only leaves the menu or changes nothing."""
    for option in decision.options:
        if option.id in leaving:
            continue
        if not _same(engine, state, engine.apply(state, decision.seat, option.id)):
            return False
    return True


Chooser = Callable[[random.Random, Decision], Option]


def random_choice(rng: random.Random, decision: Decision) -> Option:
    return rng.choice(decision.options)


def lazy_choice(rng: random.Random, decision: Decision) -> Option:
    by_id = {o.id: o for o in decision.options}
    for oid in LAZY:
        if oid in by_id:
            return by_id[oid]
    for option in decision.options:  # "End turn" and the like, by their id's end
        if option.id.endswith(("done", "end")):
            return option
    plain = [o for o in decision.options if o.id not in ("cv", "convert", "back")]
    return rng.choice(plain or list(decision.options))


Check = Callable[[State, int, str, State], None]


def walk(engine: Engine, players: int, seed: int, choose: Chooser, *,
         leaving: Collection[str], cap: int, options: dict[str, Any] | None = None,
         check: Check | None = None) -> tuple[State, int]:
    """Play one game with ``choose``; fail on a dead menu or past ``cap`` moves, and
    call ``check(before, seat, option_id, after)`` after each move. Returns the final
    state and the number of moves."""
    state = engine.new_game(players, seed, options)
    rng = random.Random(seed * 31 + players)
    moves = 0
    while not engine.is_over(state):
        assert moves < cap, f"{engine.key} {players}p seed {seed}: no end after {cap} moves"
        decisions = engine.pending(state)
        assert decisions, f"{engine.key} seed {seed}: not over but nobody may act"
        decision = rng.choice(decisions)
        assert not dead(engine, state, decision, leaving), (
            f"{engine.key} {players}p seed {seed} move {moves}: a menu leading nowhere: "
            f"{decision.prompt!s} {[o.id for o in decision.options]}")
        option_id = choose(rng, decision).id
        new = engine.apply(state, decision.seat, option_id)
        if check is not None:
            check(state, decision.seat, option_id, new)
        state = new
        moves += 1
    return state, moves
