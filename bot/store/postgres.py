"""The PostgreSQL backend (asyncpg), chosen by ``DATABASE_URL=postgresql://…``.

Same interface as the SQLite ``Database``: ``read()`` lends a pooled connection,
``transaction()`` one inside a READ COMMITTED transaction. Several bot processes share
one database, so safety never rests on the in-process lock: every write that matters is
conditional (a move's version check) or takes the game's row lock first
(``database.lock_game``), and due reminders are claimed with ``FOR UPDATE SKIP LOCKED``.
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any

from bot.store.database import (
    BUSY_TIMEOUT_MS,
    POSTGRES_MIGRATIONS_DIR,
    Database,
    StoreBusy,
    StoreError,
    StoreFault,
    StoreLost,
    migration_files,
    refuse_newer,
)

log = logging.getLogger(__name__)

# One number for every Cavern Host process: migrations run under this advisory lock, so
# two processes starting together do not both apply them.
_MIGRATION_LOCK = 0x6361_7665_726E  # "cavern"
_SCHEMA_NAME = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")


@lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """``?`` marks as ``$1, $2…`` (the store's SQL has no ``?`` inside string literals)."""
    parts = sql.split("?")
    out = [parts[0]]
    for index, part in enumerate(parts[1:], start=1):
        out.append(f"${index}{part}")
    return "".join(out)


class Result:
    """What the table modules read from an executed statement."""

    def __init__(self, status: str) -> None:
        last = status.rsplit(" ", 1)[-1] if status else ""
        self.rowcount = int(last) if last.isdigit() else -1
        self.lastrowid: int | None = None


class PgConnection:
    """An asyncpg connection that speaks like the aiosqlite one the table modules use."""

    dialect = "postgresql"

    def __init__(self, conn: Any, schema: str | None = None) -> None:
        self.raw = conn
        self.schema = schema   # the store's own schema, when it has one (live feed's channel)

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> Result:
        return Result(await self.raw.execute(numbered(sql), *params))

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        rows = list(rows)
        if rows:
            await self.raw.executemany(numbered(sql), rows)

    async def execute_fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return list(await self.raw.fetch(numbered(sql), *params))


class PostgresDatabase(Database):
    dialect = "postgresql"

    def __init__(self, pool: Any, url: str, schema: str | None) -> None:
        self.pool = pool
        self.url = url   # for the live feed's own LISTEN connection (bot/host/live.py)
        self.path = _redacted(url)
        self.schema = schema

    @classmethod
    async def connect(cls, url: str, migrations: Path | None = None, *,
                      schema: str | None = None, pool_size: int = 10,
                      busy_timeout_ms: int = BUSY_TIMEOUT_MS) -> PostgresDatabase:
        """Connect a pool (in ``schema`` when given, created if missing) and migrate.

        ``busy_timeout_ms`` bounds a wait for a row another process holds (lock_timeout),
        as SQLite's busy timeout does: then ``StoreBusy``, a sentence for the player."""
        try:
            import asyncpg
        except ImportError as error:  # pragma: no cover - depends on the install
            raise StoreError("DATABASE_URL names PostgreSQL but asyncpg is not installed: "
                             "pip install asyncpg") from error
        settings: dict[str, str] = {"lock_timeout": str(int(busy_timeout_ms))}
        if schema is not None:
            if not _SCHEMA_NAME.match(schema):
                raise StoreError(f"{schema!r} is not a plain schema name")
            first = await asyncpg.connect(url)
            try:
                await first.execute(f"CREATE SCHEMA IF NOT EXISTS {schema}")
            finally:
                await first.close()
            settings["search_path"] = schema
        try:
            pool = await asyncpg.create_pool(url, min_size=1, max_size=pool_size,
                                             server_settings=settings,
                                             connection_class=_connection_class())
        except (OSError, asyncpg.PostgresError) as error:
            raise StoreError(f"Cannot connect to {_redacted(url)}: {error}") from error
        db = cls(pool, url, schema)
        try:
            await db.migrate(migrations or POSTGRES_MIGRATIONS_DIR)
        except BaseException:
            await pool.close()
            raise
        return db

    async def close(self) -> None:
        await self.pool.close()

    async def schema_version(self) -> int:
        async with self.pool.acquire() as conn:
            return await self._version(conn)

    @staticmethod
    async def _version(conn: Any) -> int:
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_version ("
            " version INTEGER PRIMARY KEY, name TEXT NOT NULL,"
            " applied_at TIMESTAMPTZ NOT NULL DEFAULT now())")
        return int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))

    async def migrate(self, folder: Path = POSTGRES_MIGRATIONS_DIR) -> list[int]:
        """Apply the missing migrations, each file in its own transaction (like SQLite:
        a broken file leaves the ones before it applied and nothing of itself)."""
        files = migration_files(folder)
        applied: list[int] = []
        async with self.pool.acquire() as conn:
            await conn.execute("SELECT pg_advisory_lock($1)", _MIGRATION_LOCK)
            try:
                current = await self._version(conn)
                refuse_newer(self.path, current, files)
                done = {int(r[0]) for r in await conn.fetch("SELECT version FROM schema_version")}
                for number, path in files:
                    if number in done:
                        continue
                    try:
                        async with conn.transaction():
                            await conn.execute(path.read_text(encoding="utf-8"))
                            await conn.execute("INSERT INTO schema_version (version, name)"
                                               " VALUES ($1, $2)", number, path.stem)
                    except Exception as error:
                        raise StoreError(f"Migration {path.name} failed: {error}") from error
                    log.info("applied migration %s", path.name)
                    applied.append(number)
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1)", _MIGRATION_LOCK)
        return applied

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Any]:
        try:
            async with self.pool.acquire() as conn:
                yield PgConnection(conn, self.schema)
        except Exception as error:
            fault = _fault(error, committing=False)
            if fault is not None:
                raise fault from error
            raise

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Any]:
        """One READ COMMITTED transaction; a dropped connection raises ``StoreLost``
        (``committing`` when it dropped during the COMMIT, whose outcome is unknown)."""
        committing = False
        try:
            async with self.pool.acquire() as conn:
                work = conn.transaction()
                await work.start()
                try:
                    yield PgConnection(conn, self.schema)
                except BaseException:
                    with contextlib.suppress(Exception):
                        await work.rollback()
                    raise
                committing = True
                await self._commit(work)
        except Exception as error:
            fault = _fault(error, committing=committing)
            if fault is not None:
                raise fault from error
            raise

    async def _commit(self, work: Any) -> None:
        await work.commit()


def _fault(error: BaseException, *, committing: bool) -> StoreFault | None:
    """The store's own error for a driver error (None: a bug, raised as it is)."""
    import asyncpg
    if isinstance(error, StoreFault):
        return error
    if isinstance(error, asyncpg.LockNotAvailableError):
        return StoreBusy()
    if isinstance(error, (*_LOST, OSError, TimeoutError)) or (
            # A connection the server dropped is detached from its pool proxy at once.
            isinstance(error, asyncpg.InterfaceError)
            and any(words in str(error) for words in _LOST_WORDS)):
        return StoreLost(error, committing=committing)
    return None


_LOST_WORDS = ("closed", "released back to the pool", "terminat")


def _lost_errors() -> tuple[type[BaseException], ...]:
    import asyncpg.exceptions as pg
    # The server or the network dropped us (pg_terminate_backend, a restart, a reset).
    return (pg.PostgresConnectionError, pg.OperatorInterventionError,
            pg.InternalClientError, ConnectionError)


@lru_cache(maxsize=1)
def _connection_class() -> type:
    import asyncpg

    class StoreConnection(asyncpg.Connection):  # type: ignore[misc]
        def get_reset_query(self) -> str:
            # The pool would send RESET ALL, UNLISTEN… at every release: a round trip per
            # read or transaction. The store leaves no session state behind (transactions
            # end with their block, migrate() unlocks its advisory lock), so skip it.
            return ""

    return StoreConnection


try:
    _LOST: tuple[type[BaseException], ...] = _lost_errors()
except ImportError:  # pragma: no cover - asyncpg is an optional install
    _LOST = ()


def _redacted(url: str) -> str:
    """The URL without its password, for messages and logs."""
    return re.sub(r"(//[^:/@]+):[^@]*@", r"\1:***@", url)
