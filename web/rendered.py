"""The game pages' live part, drawn once per reading of the game and shared by every page
that reads it the same way.

After each move every open page of the game fetches its table again: the pages of one
game at one reading (:class:`~bot.host.table.TableSnapshot`, whose serial changes with
anything it holds) that see it from the same seat (or as spectators) in the same
language get the same bytes but for the session's CSRF token, which is put in last. A
page is never served another seat's drawing: the seat is part of the key. Fetches of a
drawing still being made wait for it instead of drawing it again. The cache is bounded
in bytes (the least recently used drawings go first), and a game's newer reading drops
its older drawings, so memory stays flat however many moves are played.
"""

from __future__ import annotations

import asyncio
import secrets
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

# The game, the serial of its reading, the reader's seat (None: a spectator), the language.
Key = tuple[int, int, int | None, str]

# Where the CSRF token goes in a drawing (only seated members' forms have one). Random per
# process, so no text of a game can hold it.
CSRF_SLOT = f"csrf-{secrets.token_hex(16)}"
BUDGET_BYTES = 32 * 1024 * 1024


@dataclass(frozen=True)
class Drawn:
    """A game's live part as one reader sees it, and what the whole page adds around it."""

    html: str                   # the live part, with CSRF_SLOT where the token goes
    head: dict[str, Any]        # the page's header values (title, stylesheet, seat, …)

    def with_csrf(self, csrf: str) -> str:
        return self.html.replace(CSRF_SLOT, csrf)


class RenderedTables:
    """The drawings kept, by key; see the module."""

    def __init__(self, budget: int = BUDGET_BYTES) -> None:
        self.budget = budget
        self.size = 0
        self._items: OrderedDict[Key, Drawn] = OrderedDict()
        self._games: dict[int, set[Key]] = {}    # game -> its keys kept
        self._drawing: dict[Key, asyncio.Future[Drawn]] = {}
        self._asked: set[Key] = set()            # kept drawings a page asked for
        self.drawn = 0                           # drawings made (for tests and benchmarks)

    def readers(self, game: int) -> set[tuple[int | None, str]]:
        """The seats (None: spectators) and languages that pages read the game's newest
        kept drawings in: those to draw again when it changes."""
        return {(k[2], k[3]) for k in self._games.get(game, ()) if k in self._asked}

    async def get(self, key: Key, draw: Callable[[], Awaitable[Drawn]], *,
                  asked: bool = True) -> Drawn:
        """The drawing of ``key``: kept, being drawn, or drawn now. ``asked``: for a page
        (False: drawn ahead, for the pages about to ask)."""
        found = self._items.get(key)
        if found is None:
            drawing = self._drawing.get(key)
            if drawing is None:
                # A task of its own: a page that goes away does not cancel the others' wait.
                drawing = self._drawing[key] = asyncio.ensure_future(self._draw(key, draw))
                drawing.add_done_callback(lambda _: self._drawing.pop(key, None))
            found = await asyncio.shield(drawing)
        if key in self._items:
            self._items.move_to_end(key)
            if asked:   # only kept keys: what is dropped is forgotten with it
                self._asked.add(key)
        return found

    async def _draw(self, key: Key, draw: Callable[[], Awaitable[Drawn]]) -> Drawn:
        made = await draw()
        self.drawn += 1
        game, serial = key[0], key[1]
        kept = self._games.setdefault(game, set())
        if any(k[1] > serial for k in kept):   # an older reading drawn late: keep nothing
            return made
        for old in [k for k in kept if k[1] < serial]:   # the game moved on
            self._drop(old)
        self._items[key] = made
        self._games.setdefault(game, set()).add(key)
        self.size += len(made.html)
        while self.size > self.budget and len(self._items) > 1:
            self._drop(next(iter(self._items)))
        return made

    def _drop(self, key: Key) -> None:
        self._asked.discard(key)
        gone = self._items.pop(key)
        self.size -= len(gone.html)
        kept = self._games[key[0]]
        kept.discard(key)
        if not kept:
            del self._games[key[0]]

    def clear(self) -> None:
        self._asked.clear()
        self._items.clear()
        self._games.clear()
        self.size = 0

    def __len__(self) -> int:
        return len(self._items)
