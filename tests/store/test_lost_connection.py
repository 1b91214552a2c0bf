"""A store connection dropped at each point of a move: the player is told the truth
(issue 25, item 3).

Each statement the move sends is made to fail in turn, as a dropped connection fails it
(SQLite: an I/O error; PostgreSQL: the server terminates the backend with
``pg_terminate_backend``), and so is the COMMIT: lost before it lands, or landed with
its answer lost. The move is keyed to its request, so the host asks the store whether it
is there and says "saved" exactly when it was stored, "not saved" otherwise; the game
goes on (a retry of an unsaved move is stored once). The fault is logged as one warning
line, never a traceback.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from bot.config import Settings
from bot.host import GameHost
from bot.outcomes import StoreTrouble
from bot.store import Database
from bot.store import games as games_db
from bot.store.database import is_postgres
from tests.clock import Clock
from tests.store.conftest import Opener

GUILD, ANN, BOB = 10, 1, 2
COMMIT_LOST, REPLY_LOST = "commit-lost", "reply-lost"


class Faults:
    """Fails the ``at``-th statement sent after arming (or the COMMIT), as a dropped
    connection would."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.at: int | str | None = None
        self.sent = 0
        self.fired = False
        self.points: list[int | str] = []

    def arm(self, at: int | str | None) -> None:
        self.at, self.sent, self.fired = at, 0, False

    async def statement(self, conn: Any) -> None:
        if self.at is None or self.fired:
            return
        if self.sent == self.at:
            self.fired = True
            await self.drop(conn)
        self.sent += 1

    async def drop(self, conn: Any) -> None:
        if is_postgres(conn):
            import asyncpg
            other = await asyncpg.connect(self.db.inner_url)   # type: ignore[attr-defined]
            try:
                await other.execute("SELECT pg_terminate_backend($1)",
                                    conn.raw.get_server_pid())
            finally:
                await other.close()
            return      # the statement now fails on the terminated connection
        raise sqlite3.OperationalError("disk I/O error")


@contextmanager
def injected(db: Database, monkeypatch: pytest.MonkeyPatch) -> Iterator[Faults]:
    faults = Faults(db)
    if db.dialect == "postgresql":
        from bot.store import postgres
        db.inner_url = db.target_url   # type: ignore[attr-defined]
        for name in ("execute", "execute_fetchall", "executemany"):
            original = getattr(postgres.PgConnection, name)

            async def sending(self: Any, *args: Any, _original: Any = original) -> Any:
                if self.raw in owned:
                    await faults.statement(self)
                return await _original(self, *args)

            monkeypatch.setattr(postgres.PgConnection, name, sending)
        owned = _OwnedConnections(db)
        commit = type(db)._commit

        async def committing(self: Any, work: Any) -> None:
            if self is db and faults.at in (COMMIT_LOST, REPLY_LOST) and not faults.fired:
                faults.fired = True
                conn = work._connection
                if faults.at == COMMIT_LOST:
                    await faults.drop(_Raw(conn))
                    await commit(self, work)
                    return
                await commit(self, work)
                await faults.drop(_Raw(conn))
                import asyncpg
                raise asyncpg.ConnectionDoesNotExistError("the answer to COMMIT was lost")
            await commit(self, work)

        monkeypatch.setattr(type(db), "_commit", committing)
    else:
        for conn in {db.conn, db.reader}:
            _wrap_sqlite(conn, faults, monkeypatch)
        commit = type(db)._commit

        async def committing_lite(self: Any) -> None:
            if self is db and faults.at in (COMMIT_LOST, REPLY_LOST) and not faults.fired:
                faults.fired = True
                if faults.at == REPLY_LOST:
                    await commit(self)
                raise sqlite3.OperationalError("disk I/O error")
            await commit(self)

        monkeypatch.setattr(type(db), "_commit", committing_lite)
    yield faults


class _Raw:
    """Enough of a PgConnection for ``Faults.drop``."""

    dialect = "postgresql"

    def __init__(self, raw: Any) -> None:
        self.raw = raw


class _OwnedConnections:
    """Every pooled connection of one database (the host under test, not its twin)."""

    def __init__(self, db: Any) -> None:
        self.pool = db.pool

    def __contains__(self, raw: Any) -> bool:
        real = getattr(raw, "_con", raw)   # the pool lends a proxy of the connection
        return any(holder._con is real for holder in self.pool._holders)


def _wrap_sqlite(conn: Any, faults: Faults, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("execute", "execute_fetchall", "executemany"):
        original = getattr(conn, name)

        async def sending(*args: Any, _original: Any = original, **kwargs: Any) -> Any:
            sql = str(args[0]).strip().upper() if args else ""
            if sql not in ("BEGIN IMMEDIATE", "ROLLBACK", "COMMIT"):
                await faults.statement(conn)
            return await _original(*args, **kwargs)

        monkeypatch.setattr(conn, name, sending)


async def _game(host: GameHost, channel: int) -> None:
    await host.new_game(channel, GUILD, ANN, "Ann", "duel")
    await host.join(channel, BOB, "Bob")
    await host.start(channel, ANN)


async def _stored(db: Database, request: str) -> bool:
    async with db.read() as conn:
        rows = await conn.execute_fetchall("SELECT 1 FROM moves WHERE request_id = ?",
                                           (request,))
        return bool(rows)


async def test_a_dropped_connection_at_each_point_of_a_move(
        open_db: Opener, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    db = await open_db()
    check = await open_db()             # another process, to see what is stored
    db.target_url = open_db.target       # type: ignore[attr-defined]
    host = GameHost(db, Settings(), clock=Clock(), seeds=lambda: 7, draw_images=False)
    told: dict[str, int] = {"saved": 0, "not saved": 0}
    with injected(db, monkeypatch) as faults:
        statement = 0
        while await _move_with_fault(host, check, faults, statement, told, caplog):
            statement += 1                # until the move sends no more statements
        assert statement > 5
        for point in (COMMIT_LOST, REPLY_LOST):
            assert await _move_with_fault(host, check, faults, point, told, caplog)
    assert told == {"saved": 1, "not saved": statement + 1}, told


async def _move_with_fault(host: GameHost, check: Database, faults: Faults, point: int | str,
                           told: dict[str, int], caplog: pytest.LogCaptureFixture) -> bool:
    """Ann's move with a fault at ``point``; False when the move never reached it."""
    channel = 5000 + len(faults.points)
    faults.points.append(point)
    await _game(host, channel)
    stamp = (await host.options(channel, ANN)).decisions[0].stamp
    request = f"interaction-{channel}"
    caplog.clear()
    faults.arm(point)
    try:
        await host.act(channel, ANN, "bid:2", stamp, request_id=request)
    except StoreTrouble as trouble:
        stored = await _stored(check, request)
        assert trouble.saved is stored, (point, str(trouble))
        told["saved" if stored else "not saved"] += 1
        said = str(trouble)
        assert ("is saved" in said) if stored else ("not saved" in said
                                                    or "nothing was changed" in said), said
        warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
        assert len(warnings) == 1 and not any(r.exc_info for r in caplog.records)
    else:
        assert await _stored(check, request) and not faults.fired
    fired = faults.fired
    faults.arm(None)
    # The game goes on: an unsaved move is played again, once; then Bob plays.
    if not await _stored(check, request):
        mine = (await host.options(channel, ANN)).decisions[0]
        await host.act(channel, ANN, "bid:2", mine.stamp, request_id=request + "b")
    bob = (await host.options(channel, BOB)).decisions[0]
    await host.act(channel, BOB, "bid:1", bob.stamp)
    async with check.read() as conn:
        row = await games_db.open_game_in(conn, channel)
        assert row is not None
        assert [m.option_id for m in await games_db.moves(conn, row.id)] == ["bid:2", "bid:1"]
    return fired
