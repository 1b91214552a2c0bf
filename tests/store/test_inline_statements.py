"""The SQLite store runs the statements that never wait in the event loop's thread and the
others in aiosqlite's (``bot/store/database.py``, ``_Connection``): a read, and a write inside
the held write transaction, at once; ``BEGIN IMMEDIATE`` (it may wait on another process)
and ``COMMIT`` (it may checkpoint) in aiosqlite's thread. ``_Connection`` overrides a private
call of aiosqlite: this fails if a new aiosqlite stops going through it."""

from __future__ import annotations

import threading
from pathlib import Path

from bot.store.database import Database, fetch_one


async def test_reads_and_held_writes_run_in_the_loop_and_begin_commit_do_not(
        tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "inline.db")
    seen: list[tuple[str, int]] = []
    try:
        for conn in (db.conn, db.reader):
            conn._connection.set_trace_callback(   # type: ignore[union-attr]
                lambda sql: seen.append((sql.split()[0].upper(), threading.get_ident())))
        await db.conn.execute("CREATE TEMP TABLE notes (x INTEGER)")
        loop = threading.get_ident()
        async with db.read() as conn:
            assert await fetch_one(conn, "SELECT 1 AS one") is not None
        async with db.transaction() as conn:
            await conn.execute("INSERT INTO notes VALUES (1)")
            row = await fetch_one(conn, "SELECT count(*) AS n FROM notes")
            assert row["n"] == 1
    finally:
        await db.close()
    threads: dict[str, set[bool]] = {}
    for word, thread in seen:
        threads.setdefault(word, set()).add(thread == loop)
    assert threads["SELECT"] == {True}, seen
    assert threads["INSERT"] == {True}, seen
    assert threads["BEGIN"] == {False}, seen
    assert threads["COMMIT"] == {False}, seen
    assert threads["CREATE"] == {False}, seen
