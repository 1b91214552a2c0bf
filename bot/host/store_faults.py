"""The store as the host's services use it: the store's own errors become sentences.

``bot.store`` raises :class:`~bot.store.StoreBusy` (a lock held too long: nothing was
written) and :class:`~bot.store.StoreLost` (a connection dropped: a commit's outcome is
unknown). Here they become :class:`~bot.outcomes.StoreTrouble`, a sentence for the user,
logged as one line: they are expected, retryable faults, not bugs.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any

from bot.i18n import Msg
from bot.outcomes import StoreTrouble
from bot.store import Database, StoreBusy, StoreFault

log = logging.getLogger(__name__)

BUSY = Msg("host-store-busy")
LOST = Msg("host-store-lost")
LOST_MAYBE = Msg("host-store-lost-maybe")


def trouble(error: StoreFault) -> StoreTrouble:
    """The sentence for a store fault (a request that was not a move: nothing to look up)."""
    if isinstance(error, StoreBusy):
        return StoreTrouble(BUSY, saved=False)
    if getattr(error, "committing", True):
        return StoreTrouble(LOST_MAYBE, saved=None)
    return StoreTrouble(LOST, saved=False)


class GuardedStore:
    """A :class:`~bot.store.Database` whose ``read()`` and ``transaction()`` raise
    :class:`StoreTrouble` for the store's faults; everything else is the database's."""

    def __init__(self, db: Database) -> None:
        self.inner = db
        # Told when a transaction ends (its connection, and whether it committed): the
        # live feed publishes the changes staged in it (bot/host/live.py).
        self.on_end: Callable[[Any, bool], None] | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def read(self) -> AbstractAsyncContextManager[Any]:
        return self._guarded(self.inner.read(), "read")

    def transaction(self) -> AbstractAsyncContextManager[Any]:
        return self._ended(self._guarded(self.inner.transaction(), "write"))

    @asynccontextmanager
    async def _ended(self, opened: AbstractAsyncContextManager[Any]) -> AsyncIterator[Any]:
        conn: Any = None
        committed = False
        try:
            async with opened as conn:
                yield conn
            committed = True
        finally:
            if conn is not None and self.on_end is not None:
                self.on_end(conn, committed)

    @staticmethod
    @asynccontextmanager
    async def _guarded(opened: AbstractAsyncContextManager[Any],
                       what: str) -> AsyncIterator[Any]:
        try:
            async with opened as conn:
                yield conn
        except StoreFault as error:
            log.warning("store %s failed: %s", what, error)
            raise trouble(error) from error
