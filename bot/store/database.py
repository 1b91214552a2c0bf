"""The SQLite connection: pragmas, migrations and one-writer transactions.

One aiosqlite connection serves the whole bot. Every use goes through ``read()`` or
``transaction()``, which hold one asyncio lock, so a coroutine never sees another's
half-written transaction on the shared connection.
"""

from __future__ import annotations

import asyncio
import logging
import re
import sqlite3
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "migrations"
_MIGRATION_NAME = re.compile(r"^(\d{3})_[a-z0-9_]+\.sql$")


async def fetch_all(conn: aiosqlite.Connection, sql: str,
                    params: Sequence[Any] = ()) -> list[sqlite3.Row]:
    """Every row in one round trip to the database thread.

    ``async with conn.execute(...) as cur: await cur.fetchone()`` costs three hops
    (execute, fetch, close); a move makes several reads, so this matters.
    """
    return list(await conn.execute_fetchall(sql, params))  # type: ignore[arg-type]


async def fetch_one(conn: aiosqlite.Connection, sql: str,
                    params: Sequence[Any] = ()) -> sqlite3.Row | None:
    rows = await fetch_all(conn, sql, params)
    return rows[0] if rows else None


class StoreError(RuntimeError):
    """The database cannot be used as it is (newer schema, broken migration files)."""


def migration_files(folder: Path = MIGRATIONS_DIR) -> list[tuple[int, Path]]:
    """The numbered migration files, checked to run 1, 2, 3… with no gap."""
    found: list[tuple[int, Path]] = []
    for path in sorted(folder.glob("*.sql")):
        match = _MIGRATION_NAME.match(path.name)
        if not match:
            raise StoreError(f"{path.name}: migration files are named NNN_name.sql")
        found.append((int(match.group(1)), path))
    for expected, (number, path) in enumerate(found, start=1):
        if number != expected:
            raise StoreError(f"{path.name}: expected migration number {expected:03d}")
    return found


class Database:
    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        self.conn = conn
        self.path = path
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path, migrations: Path = MIGRATIONS_DIR) -> Database:
        """Open (creating the file and its folder), set pragmas and migrate."""
        path = str(path)
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: sqlite3 never opens transactions behind our back;
        # every transaction below is an explicit BEGIN … COMMIT.
        conn = await aiosqlite.connect(path, isolation_level=None)
        conn.row_factory = sqlite3.Row
        try:
            await conn.execute("PRAGMA journal_mode=WAL")
            # WAL + NORMAL: a killed process loses no committed transaction; only a
            # power cut may drop the last few, which we accept for ~10x cheaper commits.
            await conn.execute("PRAGMA synchronous=NORMAL")
            await conn.execute("PRAGMA foreign_keys=ON")
            await conn.execute("PRAGMA busy_timeout=5000")
            db = cls(conn, path)
            await db.migrate(migrations)
        except BaseException:
            await conn.close()
            raise
        return db

    async def close(self) -> None:
        async with self._lock:
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
            newest = files[-1][0] if files else 0
            if current > newest:
                raise StoreError(
                    f"The database {self.path} has schema version {current}, newer than this "
                    f"code knows ({newest}). Update Cavern Host before using it.")
            for number, path in files:
                if number <= current:
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
    async def read(self) -> AsyncIterator[aiosqlite.Connection]:
        """The connection for reads, with no other transaction in flight."""
        async with self._lock:
            yield self.conn

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """BEGIN IMMEDIATE … COMMIT, rolled back on any exception."""
        async with self._lock:
            await self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.conn
            except BaseException:
                await self.conn.execute("ROLLBACK")
                raise
            await self.conn.execute("COMMIT")
