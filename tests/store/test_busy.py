"""A busy SQLite database (issue 17, item 6): another process holds the write lock.

Reads go on (WAL readers on their own connection are not blocked by a writer); a move
waits at most the busy timeout, then is refused in a sentence and nothing is stored.
On PostgreSQL, which has no database-wide write lock, the same holds for a game row
another session keeps locked.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.config import Settings
from bot.host import GameHost
from bot.outcomes import StoreTrouble
from bot.store import Database, StoreBusy, is_url
from bot.store import games as games_db
from cogs.replies import UNEXPECTED, friendly_text
from tests.clock import Clock
from tests.store.conftest import Store

CHANNEL, GUILD, ANN, BOB = 100, 10, 1, 2
WAIT_MS = 300


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "busy.db"


@pytest.fixture
def other_process(path: Path) -> Iterator[sqlite3.Connection]:
    """A real second connection, as another program would open it."""
    conn = sqlite3.connect(path, isolation_level=None)
    yield conn
    conn.close()


async def test_reads_go_on_and_a_move_is_refused_plainly(
        path: Path, other_process: sqlite3.Connection) -> None:
    db = await Database.open(path, busy_timeout_ms=WAIT_MS)
    host = GameHost(db, Settings(), clock=Clock(), seeds=lambda: 7, draw_images=False)
    try:
        await host.new_game(CHANNEL, GUILD, ANN, "Ann", "duel")
        await host.join(CHANNEL, BOB, "Bob")
        await host.start(CHANNEL, ANN)
        other_process.execute("BEGIN IMMEDIATE")       # holds the write lock from now on
        other_process.execute("UPDATE user_prefs SET dm_notify = 0")

        began = time.perf_counter()
        status = await host.status(CHANNEL)            # /game status, options: reads
        mine = await host.options(CHANNEL, ANN)
        assert status.to_act and mine.decisions
        assert time.perf_counter() - began < WAIT_MS / 1000   # not waiting for the lock

        began = time.perf_counter()
        move = asyncio.ensure_future(host.act(CHANNEL, BOB, "bid:1"))
        await asyncio.sleep(WAIT_MS / 1000 / 3)        # Bob's move now waits for the lock…
        assert not move.done()
        assert (await host.status(CHANNEL)).to_act    # …and does not hold up a read
        assert time.perf_counter() - began < WAIT_MS / 1000 * 0.9
        with pytest.raises(StoreTrouble):
            await move

        began = time.perf_counter()
        with pytest.raises(StoreTrouble) as refused:
            await host.act(CHANNEL, ANN, "bid:2", mine.decisions[0].stamp)
        waited = time.perf_counter() - began
        assert WAIT_MS / 1000 * 0.8 <= waited < 3.0    # bounded: well inside Discord's 15 min
        # The store raised its own error; the host said it in a sentence.
        assert isinstance(refused.value.__cause__, StoreBusy) and refused.value.saved is False
        text = friendly_text(refused.value)
        assert text is not None and text != UNEXPECTED and "not stored" in str(text)

        other_process.execute("ROLLBACK")              # the other program lets go
        async with db.read() as conn:
            row = await games_db.open_game_in(conn, CHANNEL)
            assert row is not None and await games_db.moves(conn, row.id) == []
        await host.act(CHANNEL, ANN, "bid:2", mine.decisions[0].stamp)   # now it is stored
        async with db.read() as conn:
            assert [m.option_id for m in await games_db.moves(conn, row.id)] == ["bid:2"]
    finally:
        await db.close()


async def test_a_row_held_by_another_process_bounds_the_wait_on_both_backends(
        open_db: Store) -> None:
    """PostgreSQL's counterpart: another session holds the game's row (lock_timeout)."""
    db = await Database.open(open_db.target, busy_timeout_ms=WAIT_MS)
    open_db.opened.append(db)
    host = GameHost(db, Settings(), clock=Clock(), seeds=lambda: 7, draw_images=False)
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", "duel")
    await host.join(CHANNEL, BOB, "Bob")
    await host.start(CHANNEL, ANN)
    if is_url(open_db.target):
        import asyncpg
        other = await asyncpg.connect(open_db.target)
        hold = other.transaction()
        await hold.start()
        await other.execute("SELECT * FROM games FOR UPDATE")
    else:
        lite = sqlite3.connect(open_db.target, isolation_level=None)
        lite.execute("BEGIN IMMEDIATE")
    try:
        assert (await host.status(CHANNEL)).to_act       # a read does not wait
        began = time.perf_counter()
        with pytest.raises(StoreTrouble):
            await host.act(CHANNEL, ANN, "bid:2")
        assert time.perf_counter() - began < 3.0
    finally:
        if is_url(open_db.target):
            await hold.rollback()
            await other.close()
        else:
            lite.execute("ROLLBACK")
            lite.close()
    await host.act(CHANNEL, ANN, "bid:2")                 # free again: stored
