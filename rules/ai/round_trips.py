"""Round trips: a menu opened and closed again leaves the game where it was.

A seat that opens a menu ("Convert goods…") and takes its "Back" at once is where it
started, one move later: no progress. Chosen by a search that saw nothing better, it can be
chosen again, and again, and the game never ends (issue 30: a seat did it about 190
times). This module finds such a "Back" (``round_trip``); the search then takes it only if
the seat's own choice at the state it leads back to would not open the same menu again,
so no seat of the computer player ever goes round the same circle twice in a row.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable

from rules.ai.worlds import sample_world
from rules.core import Engine, Rng, State
from rules.core.playout import apply_offered

# Parts of a state that change with every move whatever it does.
_VOLATILE = frozenset(("events", "move_count"))
# The generator of the canonical sample that ``view_seed`` digests (any fixed value).
_CANONICAL = 0x5EED_0F_5EA7


def same_state(a: State, b: State) -> bool:
    """Whether two states are one position (the move counter and last events aside)."""
    if a.keys() != b.keys():
        return False
    return all(a[k] == b[k] for k in a if k not in _VOLATILE)


def fingerprint(state: State) -> str:
    """A digest of ``state`` as a position (see :func:`same_state`), for the tests."""
    kept = {k: v for k, v in state.items() if k not in _VOLATILE}
    return hashlib.blake2b(json.dumps(kept, sort_keys=True, default=repr).encode(),
                           digest_size=16).hexdigest()


def view_seed(engine: Engine, state: State, seat: int) -> int:
    """A seed drawn from the position as ``seat`` knows it (nothing hidden, no move
    counter).

    The computer player's draws come from it, so its choice is a function of the position
    as the seat sees it: the same position reached again (after a round trip) gives the
    same choice, which is what lets a menu's "Back" know whether the menu would be
    reopened (see ``search.choose``). The position, not the view: a view also restates it
    in words for people (Cavern Tavern's ``prompt``), and new wording must not change how
    the computer plays. The digest is of one sample of the hidden part drawn from a fixed
    generator (``worlds.sample_world``): each game's redeal puts every unseen pool in a
    fixed order before shuffling it, so the sample is a function of what the seat knows.
    """
    known = sample_world(engine.key, state, seat, Rng(_CANONICAL))
    return int(fingerprint(known)[:16], 16)


def own_options(engine: Engine, state: State, seat: int) -> list[str]:
    for decision in engine.pending(state):
        if decision.seat == seat:
            return [o.id for o in decision.options]
    return []


def round_trip(engine: Engine, state: State, seat: int, options: list[str],
               returns: Iterable[str], first: Iterable[str]) -> tuple[str, State, str] | None:
    """``(back, origin, opener)`` when taking ``back`` (one of ``returns`` on offer) leads
    to ``origin``, a position where the seat's option ``opener`` leads straight back here;
    None when no offered option closes such a circle.

    ``first``: option ids tried first as the opener (the menus' entries), so the usual
    case costs one or two moves, not one per option of ``origin``.
    """
    preferred = tuple(first)
    for back in options:
        if back not in returns:
            continue
        origin = engine.apply(state, seat, back)
        if engine.is_over(origin):
            continue
        there = own_options(engine, origin, seat)
        ordered = [o for o in there if o in preferred] + [o for o in there if o not in preferred]
        for opener in ordered:
            if same_state(apply_offered(engine, origin, seat, opener), state):
                return back, origin, opener
    return None


def toggles_up(engine: Engine, state: State, seat: int, option: str,
               returns: Iterable[str]) -> bool:
    """Whether ``option`` is one half of a toggle (another option there, not a menu's
    "Back", leads straight back here: two cards swapped in and out) towards the position
    with the larger fingerprint.

    A choice that is a function of the position would swap such a pair for ever (issue
    30: Cavern Tavern's "bcard:" pair of a served order); the search takes a toggle only
    towards the smaller fingerprint, so at most once in a row.
    """
    after = engine.apply(state, seat, option)
    if engine.is_over(after):
        return False
    back = [o for o in own_options(engine, after, seat) if o not in returns]
    if not any(same_state(apply_offered(engine, after, seat, o), state) for o in back):
        return False
    return fingerprint(after) > fingerprint(state)
