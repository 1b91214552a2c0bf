"""The live change feed: after every committed change of a game, its new version.

A change is staged inside its transaction (:meth:`LiveFeed.stage`, called by the
announcer, which every move, undo, start and end goes through) and published once it is
committed: in this process straight after the COMMIT (SQLite, one process), and on
PostgreSQL by ``pg_notify`` in the same transaction, which the server delivers at commit to
every process that listens (:meth:`LiveFeed.listen`), this one included.

A change is only a hint: whoever hears one reads the store again (a web page re-reads the
game, a bot process delivers the channel's outbox). A lost hint costs a late refresh,
never a wrong page. Listeners are callbacks, so the host imports nothing of the front
ends that follow it (the web table's pages, the Discord bot's deliveries).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.store.database import is_postgres

log = logging.getLogger(__name__)

CHANNEL = "cavern_games"   # the PostgreSQL notification channel


def channel_of(schema: str | None) -> str:
    """The notification channel of a store: channels are database-wide, so stores kept in
    their own schemas of one database (tests, benchmarks) each have their own."""
    return f"{CHANNEL}_{schema}" if schema else CHANNEL


@dataclass(frozen=True)
class Change:
    game_id: int
    version: int
    channel_id: int
    guild_id: int | None
    # Not a new version: something the pages show beside the position changed (an undo
    # asked for, declined), and the channel has a message to post (an outbox note).
    note: bool = False

    def payload(self) -> str:
        # A note's mark only when set: a process of the previous release (4 fields) still
        # reads every other change during a rolling restart.
        fields: list[Any] = [self.game_id, self.version, self.channel_id, self.guild_id]
        return json.dumps([*fields, True] if self.note else fields)

    @classmethod
    def from_payload(cls, text: str) -> Change | None:
        try:
            game, version, channel, guild, *rest = json.loads(text)
            return cls(int(game), int(version), int(channel),
                       None if guild is None else int(guild), bool(rest and rest[0]))
        except (ValueError, TypeError):
            return None


Listener = Callable[[Change], None]


class LiveFeed:
    """Publishes committed changes to the callbacks that follow them."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []
        self._staged: dict[int, list[Change]] = {}   # id(connection) -> its changes
        self._pg_listener: Any = None                # the asyncpg connection that LISTENs
        self._pg_closing = False

    # ----- following -------------------------------------------------------------------
    def follow(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` with every committed change (from the event loop, at once:
        it must not block; schedule work). Returns the function that stops it."""
        self._listeners.append(listener)

        def stop() -> None:
            with contextlib.suppress(ValueError):
                self._listeners.remove(listener)
        return stop

    def publish(self, change: Change) -> None:
        for listener in list(self._listeners):
            try:
                listener(change)
            except Exception:   # one broken follower must not stop the others
                log.exception("A follower of game %s's changes failed", change.game_id)

    # ----- inside a transaction ---------------------------------------------------------
    async def stage(self, conn: Any, change: Change) -> None:
        """Announce ``change`` when the transaction on ``conn`` commits (never before)."""
        if is_postgres(conn):
            # Delivered by the server at COMMIT, to every listening process; never on rollback.
            await conn.execute("SELECT pg_notify(?, ?)",
                               (channel_of(getattr(conn, "schema", None)), change.payload()))
            return
        self._staged.setdefault(id(conn), []).append(change)

    def ended(self, conn: Any, committed: bool) -> None:
        """The transaction on ``conn`` ended (the store calls this): publish what it staged."""
        staged = self._staged.pop(id(conn), [])
        if committed:
            for change in staged:
                self.publish(change)

    # ----- across processes (PostgreSQL) ----------------------------------------------
    async def listen(self, url: str, schema: str | None = None) -> None:
        """LISTEN for the changes other processes (and this one) commit on PostgreSQL.

        One dedicated connection; if it drops, it is opened again (the pages meanwhile
        catch up at their next hint or reconnect)."""
        import asyncpg
        if self._pg_listener is not None:
            return
        self._pg_closing = False
        conn = await asyncpg.connect(url, server_settings=(
            {"search_path": schema} if schema else {}))
        self._pg_listener = conn

        def heard(_conn: Any, _pid: int, _channel: str, payload: str) -> None:
            change = Change.from_payload(payload)
            if change is not None:
                self.publish(change)

        def lost(_conn: Any) -> None:
            self._pg_listener = None
            if not self._pg_closing:
                log.warning("The live feed's PostgreSQL connection dropped; reconnecting")
                asyncio.get_running_loop().create_task(self._relisten(url, schema))

        conn.add_termination_listener(lost)
        await conn.add_listener(channel_of(schema), heard)

    async def _relisten(self, url: str, schema: str | None) -> None:
        for pause in (0.2, 1.0, 2.0, 5.0, 10.0, 30.0):
            await asyncio.sleep(pause)
            if self._pg_closing:
                return
            try:
                await self.listen(url, schema)
                return
            except Exception as error:   # the server is still away: try again later
                log.warning("The live feed could not listen again yet: %s", error)

    async def close(self) -> None:
        self._pg_closing = True
        conn, self._pg_listener = self._pg_listener, None
        if conn is not None:
            with contextlib.suppress(Exception):
                await conn.close()
