"""Solo Caverna's book: a whole-game line found offline, followed while a game is on it.

Solo Caverna has no hidden or random facts: the round cards come in the rulebook's fixed
solo order (setup.json ``solo_card_order``), no harvest markers are dealt, and the game's
generator is drawn from only at setup. Every seed therefore plays the same game, and a line
found once by a search far larger than a decision may spend
(``benchmarks/caverna_solo_book.py``) serves every solo game: ``data/caverna_solo_book.json``
holds each of its moves with the position it is played at. The levels that follow it
(``Level.book``) play the booked move while the position is one of the line's; the moment
it is not (other game options, a seat handed to the computer after a person played
differently, a rules change), they play as they would without a book.
"""

from __future__ import annotations

import hashlib
import json
import threading
from functools import cache
from pathlib import Path
from typing import Any

from rules.core import State

BOOK_PATH = Path(__file__).parent / "data" / "caverna_solo_book.json"
# Parts of a state that are not the position: the move counter and last events (as
# ``round_trips.fingerprint``), and the seed and generator, which differ from seed to seed
# but are never drawn from after setup in a solo game.
_NOT_POSITION = frozenset(("events", "move_count", "seed", "rng"))
_LOCK = threading.Lock()
# Whether the levels follow the book (the benchmarks measure the play without it too:
# ``caverna_breakdown --no-book``).
ENABLED = True


def position_key(state: State) -> str:
    """A digest of the position, the same for every seed of a solo game."""
    kept = {k: v for k, v in state.items() if k not in _NOT_POSITION}
    return hashlib.blake2b(json.dumps(kept, sort_keys=True, default=repr).encode(),
                           digest_size=16).hexdigest()


@cache
def load() -> dict[str, Any]:
    """The book file (empty when there is none)."""
    with _LOCK:
        if not BOOK_PATH.exists():
            return {"moves": []}
        return json.loads(BOOK_PATH.read_text(encoding="utf-8"))


@cache
def _table() -> dict[str, str]:
    return {m["key"]: m["option"] for m in load()["moves"]}


def choice(state: State, seat: int, options: list[str]) -> str | None:
    """The booked move at ``state``, if a solo Caverna position of the book; else None."""
    if not ENABLED or state.get("game") != "caverna" or state.get("num_players") != 1:
        return None
    table = _table()
    if not table:
        return None
    pick = table.get(position_key(state))
    return pick if pick in options else None
