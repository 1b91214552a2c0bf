"""The SQLite store runs the statements that never wait in the event loop's thread and the
others in aiosqlite's (``bot/store/database.py``, ``_Connection``): a read, a write inside
the held write transaction, an uncontended ``BEGIN IMMEDIATE`` and a ``COMMIT`` in WAL mode
at once; a ``BEGIN IMMEDIATE`` that must wait for another connection's write lock, and the
WAL checkpoints, in aiosqlite's thread, the loop going on meanwhile. ``_Connection``
overrides a private call of aiosqlite: this fails if a new aiosqlite stops going through it."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path

from bot.store import database
from bot.store.database import Database, fetch_one


def _trace(db: Database) -> list[tuple[str, int]]:
    seen: list[tuple[str, int]] = []
    for conn in (db.conn, db.reader):
        conn._connection.set_trace_callback(   # type: ignore[union-attr]
            lambda sql: seen.append((" ".join(sql.split()[:2]).upper(), threading.get_ident())))
    return seen


def _threads(seen: list[tuple[str, int]], loop: int) -> dict[str, set[bool]]:
    threads: dict[str, set[bool]] = {}
    for words, thread in seen:
        threads.setdefault(words.split()[0], set()).add(thread == loop)
        threads.setdefault(words, set()).add(thread == loop)
    return threads


async def test_reads_writes_begin_and_commit_run_in_the_loop_and_checkpoints_do_not(
        tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "inline.db")
    seen = _trace(db)
    try:
        await db.conn.execute("CREATE TEMP TABLE notes (x INTEGER)")
        loop = threading.get_ident()
        async with db.read() as conn:
            assert await fetch_one(conn, "SELECT 1 AS one") is not None
        for _ in range(database.CHECKPOINT_EVERY):
            async with db.transaction() as conn:
                await conn.execute("INSERT INTO notes VALUES (1)")
        async with db.transaction() as conn:
            row = await fetch_one(conn, "SELECT count(*) AS n FROM notes")
            assert row["n"] == database.CHECKPOINT_EVERY
    finally:
        await db.close()
    threads = _threads(seen, loop)
    assert threads["SELECT"] == {True}, seen
    assert threads["INSERT"] == {True}, seen
    assert threads["BEGIN"] == {True}, seen
    assert threads["COMMIT"] == {True}, seen
    assert threads["CREATE"] == {False}, seen
    assert threads["PRAGMA WAL_CHECKPOINT(PASSIVE)"] == {False}, seen


async def test_a_begin_that_waits_for_another_connection_waits_outside_the_loop(
        tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "busy.db")
    seen = _trace(db)
    other = sqlite3.connect(tmp_path / "busy.db", isolation_level=None)
    try:
        loop = threading.get_ident()
        other.execute("BEGIN IMMEDIATE")   # another process's write lock

        async def write() -> None:
            async with db.transaction() as conn:
                await conn.execute("INSERT INTO user_prefs (user_id, dm_notify) VALUES (1, 0)")

        writing = asyncio.ensure_future(write())
        await asyncio.sleep(0.2)
        assert not writing.done()   # waiting for the lock, and the loop goes on
        async with db.read() as conn:
            assert await fetch_one(conn, "SELECT 1 AS one") is not None
        other.execute("COMMIT")
        await asyncio.wait_for(writing, 5)
        async with db.read() as conn:
            row = await fetch_one(conn, "SELECT dm_notify FROM user_prefs WHERE user_id = 1")
            assert row is not None and row[0] == 0
    finally:
        other.close()
        await db.close()
    threads = _threads(seen, loop)
    assert threads["BEGIN"] == {True, False}, seen   # tried at once, then waited in the thread
    assert threads["INSERT"] == {True}, seen
