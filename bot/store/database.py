"""The database: one interface (``read()``, ``transaction()``), two backends.

``Database.open(target)`` opens SQLite for a path (the default) and PostgreSQL for a
``postgresql://`` URL (see ``bot/store/postgres.py``). The table modules take the
connection these yield and speak the small SQL both dialects share, with ``?`` marks;
the PostgreSQL connection numbers them.

SQLite: one writer connection and one reader connection. Writes are ``BEGIN IMMEDIATE``
transactions, which also serialise writers of other processes; reads go through the
reader, which a writer holding the lock (here or in another process) cannot block in
WAL mode. A writer that cannot get the lock within the busy timeout raises
``StoreBusy`` (nothing was written); a connection that fails under a transaction raises
``StoreLost`` (whether it committed is unknown). The store's errors are its own: the
host turns them into sentences (``bot/host/store_faults.py``).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import re
import sqlite3
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from functools import lru_cache, partial
from pathlib import Path
from typing import Any

import aiosqlite

log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "migrations"
POSTGRES_MIGRATIONS_DIR = MIGRATIONS_DIR / "postgresql"
_MIGRATION_NAME = re.compile(r"^(\d{3})_[a-z0-9_]+\.sql$")
# How long a write waits for another process's write lock before it gives up (ms):
# the interaction is already acknowledged, so a few seconds are affordable, not more.
BUSY_TIMEOUT_MS = 5000


async def fetch_all(conn: Any, sql: str, params: Sequence[Any] = ()) -> list[Any]:
    """Every row in one round trip to the database (a ``sqlite3.Row`` or an asyncpg
    ``Record``: both index by name and by position).

    ``async with conn.execute(...) as cur: await cur.fetchone()`` costs three hops
    (execute, fetch, close) on aiosqlite; a move makes several reads, so this matters.
    """
    return list(await conn.execute_fetchall(sql, params))


async def fetch_one(conn: Any, sql: str, params: Sequence[Any] = ()) -> Any | None:
    rows = await fetch_all(conn, sql, params)
    return rows[0] if rows else None


def is_postgres(conn: Any) -> bool:
    return getattr(conn, "dialect", "sqlite") == "postgresql"


async def lock_game(conn: Any, game_id: int) -> None:
    """Hold the game's row until the transaction ends, so concurrent writers of the same
    game (in any process) take turns. SQLite needs nothing: ``BEGIN IMMEDIATE`` already
    holds the one write lock of the whole file."""
    if is_postgres(conn):
        await conn.execute("SELECT id FROM games WHERE id = ? FOR UPDATE", (game_id,))


class StoreError(RuntimeError):
    """The database cannot be used as it is (newer schema, broken migration files)."""


class StoreFault(RuntimeError):
    """A read or write could not be carried out; retrying later may work."""


class StoreBusy(StoreFault):
    """Another process held the database too long: nothing was stored."""

    def __init__(self) -> None:
        super().__init__("the database stayed locked past the busy timeout; nothing stored")


class StoreLost(StoreFault):
    """The connection failed during a transaction: it may or may not have committed.

    ``committing``: the failure came while committing (so it may have); before that, the
    database rolled the transaction back."""

    def __init__(self, error: BaseException, *, committing: bool) -> None:
        super().__init__(f"the database connection failed ({type(error).__name__}: {error})")
        self.committing = committing


def _is_busy(error: sqlite3.Error) -> bool:
    text = str(error).lower()
    return isinstance(error, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


def migration_files(folder: Path = MIGRATIONS_DIR) -> list[tuple[int, Path]]:
    """The numbered migration files in order, each number once. Numbers may skip (branches
    developed in parallel each take their own); ``migrate`` applies every file whose
    number the database has not recorded, so a late lower number still runs."""
    found: list[tuple[int, Path]] = []
    for path in sorted(folder.glob("*.sql")):
        match = _MIGRATION_NAME.match(path.name)
        if not match:
            raise StoreError(f"{path.name}: migration files are named NNN_name.sql")
        found.append((int(match.group(1)), path))
    for (before, _), (number, path) in itertools.pairwise(found):
        if number == before:
            raise StoreError(f"{path.name}: migration number {number:03d} is used twice")
    return found


def is_url(target: str | Path) -> bool:
    return str(target).startswith(("postgresql://", "postgres://"))


def refuse_newer(path: str, current: int, files: list[tuple[int, Path]]) -> None:
    """A database migrated by newer code is never touched by older code."""
    newest = files[-1][0] if files else 0
    if current > newest:
        raise StoreError(
            f"The database {path} has schema version {current}, newer than this "
            f"code knows ({newest}). Update Cavern Host before using it.")


class Database:
    """The SQLite backend; ``Database.open`` hands out the PostgreSQL one for a URL."""

    dialect = "sqlite"

    def __init__(self, conn: aiosqlite.Connection, path: str,
                 reader: aiosqlite.Connection | None = None,
                 busy_timeout_ms: int = BUSY_TIMEOUT_MS) -> None:
        self.conn = conn
        self.reader = reader or conn
        self.path = path
        self.busy_timeout_ms = busy_timeout_ms
        self._lock = asyncio.Lock()
        self._read_lock = asyncio.Lock() if reader is not None else self._lock

    @classmethod
    async def open(cls, path: str | Path, migrations: Path | None = None, *,
                   busy_timeout_ms: int = BUSY_TIMEOUT_MS) -> Database:
        """Open (creating the file and its folder, or connecting to the server) and
        migrate. ``path``: a SQLite file, ``:memory:``, or a ``postgresql://`` URL."""
        if is_url(path):
            from bot.store.postgres import PostgresDatabase
            return await PostgresDatabase.connect(str(path), migrations,
                                                  busy_timeout_ms=busy_timeout_ms)
        path = str(path)
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = await _connect(path, busy_timeout_ms)
        reader: aiosqlite.Connection | None = None
        try:
            db = cls(conn, path, None, busy_timeout_ms)
            await db.migrate(migrations or MIGRATIONS_DIR)
            if path != ":memory:":   # a second :memory: connection is another database
                reader = await _connect(path, busy_timeout_ms)
                await reader.execute("PRAGMA query_only=ON")
                db = cls(conn, path, reader, busy_timeout_ms)
        except BaseException:
            await conn.close()
            if reader is not None:
                await reader.close()
            raise
        return db

    async def close(self) -> None:
        async with self._lock:
            if self.reader is not self.conn:
                async with self._read_lock:
                    await self.reader.close()
            await self.conn.close()

    async def schema_version(self) -> int:
        async with self._lock:
            return await self._schema_version()

    async def _schema_version(self) -> int:
        await self.conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_version ("
            " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL"
            " DEFAULT (datetime('now')))")
        async with self.conn.execute("SELECT MAX(version) FROM schema_version") as cur:
            row = await cur.fetchone()
        return int(row[0] or 0) if row else 0

    async def migrate(self, folder: Path = MIGRATIONS_DIR) -> list[int]:
        """Apply the migrations this database lacks; return the numbers applied."""
        files = migration_files(folder)
        applied: list[int] = []
        async with self._lock:
            current = await self._schema_version()
            refuse_newer(self.path, current, files)
            done = {int(r[0]) for r in await self.conn.execute_fetchall(
                "SELECT version FROM schema_version")}
            for number, path in files:
                if number in done:
                    continue
                sql = path.read_text(encoding="utf-8")
                # The file and its version row are one explicit transaction written into
                # the script itself: executescript commits any open transaction first, so
                # it must never run inside one we manage.
                script = (f"BEGIN IMMEDIATE;\n{sql}\n;\n"
                          f"INSERT INTO schema_version (version, name) "
                          f"VALUES ({number}, '{path.stem}');\nCOMMIT;")
                try:
                    await self.conn.executescript(script)
                except sqlite3.Error as error:
                    if self.conn.in_transaction:
                        await self.conn.execute("ROLLBACK")
                    raise StoreError(f"Migration {path.name} failed: {error}") from error
                log.info("applied migration %s", path.name)
                applied.append(number)
        return applied

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Any]:
        """A connection for reads; a writer holding the lock does not block it."""
        async with self._read_lock:
            try:
                yield self.reader
            except sqlite3.Error as error:
                fault = _fault(error, committing=False)
                if fault is not None:
                    raise fault from error
                raise

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Any]:
        """BEGIN IMMEDIATE … COMMIT, rolled back on any exception."""
        async with self._lock:
            try:
                await _begin_immediate(self.conn)
            except sqlite3.Error as error:
                fault = _fault(error, committing=False)
                if fault is not None:
                    raise fault from error
                raise
            try:
                yield self.conn
            except BaseException as error:
                with contextlib.suppress(sqlite3.Error, ValueError):
                    await self.conn.execute("ROLLBACK")
                fault = _fault(error, committing=False)
                if fault is not None:
                    raise fault from error
                raise
            try:
                await self._commit()
            except (sqlite3.Error, ValueError) as error:
                with contextlib.suppress(sqlite3.Error, ValueError):
                    if self.conn.in_transaction:
                        await self.conn.execute("ROLLBACK")
                fault = _fault(error, committing=True)
                if fault is not None:
                    raise fault from error
                raise

    async def _commit(self) -> None:
        await _commit(self.conn)


# An I/O failure under a transaction: the file or its connection, not the SQL.
_LOST_WORDS = ("disk i/o", "unable to open", "disk is full", "interrupted", "closed")


def _fault(error: BaseException, *, committing: bool) -> StoreFault | None:
    """The store's own error for a driver error (None: a bug, raised as it is)."""
    if isinstance(error, StoreFault):
        return error
    if isinstance(error, sqlite3.Error) and _is_busy(error):
        # A busy COMMIT did not commit: SQLite keeps the transaction open, rolled back above.
        return StoreBusy()
    text = str(error).lower()
    if (isinstance(error, sqlite3.OperationalError | sqlite3.ProgrammingError | ValueError)
            and any(word in text for word in _LOST_WORDS)):
        return StoreLost(error, committing=committing)
    return None


# Statements that write: run at once only inside a transaction this connection holds.
_WRITES = frozenset({"INSERT", "UPDATE", "DELETE", "REPLACE", "WITH"})
# aiosqlite's names of the calls that run one statement (its sql first).
_STATEMENT_CALLS = frozenset({"execute", "executemany", "_execute_fetchall",
                              "_execute_insert"})


def _never_waits(conn: sqlite3.Connection, fn: Any, args: tuple[Any, ...]) -> bool:
    """Whether an aiosqlite call cannot wait on another connection's lock or on the disk:
    a read (in WAL mode a reader never waits on a writer), a write inside a transaction
    this connection opened (``BEGIN IMMEDIATE`` holds the file's write lock until
    ``COMMIT``), a fetch from a cursor."""
    if isinstance(getattr(fn, "__self__", None), sqlite3.Cursor) and fn.__name__ in (
            "fetchone", "fetchmany", "fetchall", "close"):
        return True
    if getattr(fn, "__name__", "") not in _STATEMENT_CALLS or not args:
        return False
    first = _first_word(str(args[0]))
    return first == "SELECT" or (first in _WRITES and conn.in_transaction)


@lru_cache(maxsize=1024)
def _first_word(sql: str) -> str:
    # The store's statements are a few hundred constant strings, each seen again and again.
    words = sql.split(None, 1)
    return words[0].upper() if words else ""


class _Connection(aiosqlite.Connection):
    """aiosqlite's connection, running at once the calls that never wait.

    aiosqlite hands every call to its thread and back: ~30 µs of CPU and two thread
    switches per statement, most of what storing a move cost (a move makes ~10 statements).
    A call that cannot wait (``_never_waits``) runs in the event loop's thread, in the
    microseconds it takes; so do ``BEGIN IMMEDIATE`` when no other connection holds the
    write lock and ``COMMIT`` in WAL mode (``_begin_immediate``, ``_commit``). A contended
    ``BEGIN IMMEDIATE`` (it waits up to the busy timeout for another process), checkpoints,
    PRAGMAs, migration scripts, connecting and closing still go through aiosqlite's thread.
    Each connection is used by one caller at a time (the store's locks), so the two threads
    never share a statement."""

    busy_timeout_ms = BUSY_TIMEOUT_MS
    # WAL mode, with the automatic checkpoints off: ``_commit`` runs them in the thread.
    wal = False
    commits = 0

    async def _execute(self, fn: Any, *args: Any, **kwargs: Any) -> Any:
        conn = self._connection
        if conn is not None and self._running and _never_waits(conn, fn, args):
            return fn(*args, **kwargs)
        return await super()._execute(fn, *args, **kwargs)


# Commits between two checkpoints of the WAL into the database file (SQLite's own automatic
# checkpoint comes at 1,000 pages, which a hundred moves take, each writing a few pages).
CHECKPOINT_EVERY = 100


async def _begin_immediate(conn: aiosqlite.Connection) -> None:
    """``BEGIN IMMEDIATE``: tried at once without waiting (a transaction costs ~4 times the
    CPU when BEGIN and COMMIT each go to aiosqlite's thread and back); when another
    connection holds the write lock, again in aiosqlite's thread, which waits for it up to
    the busy timeout while the event loop goes on."""
    raw = conn._connection
    if isinstance(conn, _Connection) and raw is not None and conn._running:
        raw.execute("PRAGMA busy_timeout=0")
        try:
            raw.execute("BEGIN IMMEDIATE")
            return
        except sqlite3.OperationalError as error:
            if not _is_busy(error):
                raise
        finally:
            raw.execute(f"PRAGMA busy_timeout={int(conn.busy_timeout_ms)}")
    await conn.execute("BEGIN IMMEDIATE")


async def _commit(conn: aiosqlite.Connection) -> None:
    """``COMMIT``, at once in WAL mode: with ``synchronous=NORMAL`` it only appends to the
    WAL (no fsync), and this connection's automatic checkpoint, which writes the database
    file and syncs it, is off: every ``CHECKPOINT_EVERY`` commits one runs in aiosqlite's
    thread instead (PASSIVE: it never waits on another connection)."""
    raw = conn._connection
    if not (isinstance(conn, _Connection) and conn.wal and raw is not None and conn._running):
        await conn.execute("COMMIT")
        return
    raw.execute("COMMIT")
    conn.commits += 1
    if conn.commits % CHECKPOINT_EVERY == 0:
        try:
            await conn.execute_fetchall("PRAGMA wal_checkpoint(PASSIVE)")
        except (sqlite3.Error, ValueError) as error:   # committed: the next one will do
            log.warning("WAL checkpoint failed: %s", error)


async def _connect(path: str, busy_timeout_ms: int) -> _Connection:
    # isolation_level=None: sqlite3 never opens transactions behind our back;
    # every transaction below is an explicit BEGIN … COMMIT. check_same_thread=False:
    # the calls that never wait run in the event loop's thread (_Connection).
    conn = await _Connection(partial(sqlite3.connect, path, isolation_level=None,
                                     check_same_thread=False), 64)
    conn.row_factory = sqlite3.Row
    conn.busy_timeout_ms = busy_timeout_ms
    try:
        await conn.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
        mode = list(await conn.execute_fetchall("PRAGMA journal_mode=WAL"))
        if mode and str(mode[0][0]).lower() == "wal":
            await conn.execute_fetchall("PRAGMA wal_autocheckpoint=0")   # see _commit
            conn.wal = True
        # WAL + NORMAL: a killed process loses no committed transaction; only a
        # power cut may drop the last few, which we accept for ~10x cheaper commits.
        await conn.execute("PRAGMA synchronous=NORMAL")
        await conn.execute("PRAGMA foreign_keys=ON")
    except BaseException:
        await conn.close()
        raise
    return conn
