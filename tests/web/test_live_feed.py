"""The live change feed: a committed change is published (after its COMMIT, never for a
rolled-back one), in process on SQLite and across processes through PostgreSQL's
LISTEN/NOTIFY."""

from __future__ import annotations

import asyncio
import os
import uuid
from pathlib import Path

import pytest

from bot.host import GameHost
from bot.host.live import Change
from bot.store import Database
from tests.clock import Clock
from tests.web.table_fixtures import ANN, CHANNEL, GUILD, started, web_settings


async def _first_move(host: GameHost) -> int:
    status = await host.status(CHANNEL)
    user = status.to_act[0].user_id
    assert user is not None
    mine = await host.options(CHANNEL, user)
    return (await host.act(CHANNEL, user, mine.decisions[0].options[0].id,
                           mine.decisions[0].stamp)).version


async def test_a_committed_move_is_published_after_its_commit(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "live.db")
    host = GameHost(db, web_settings(), clock=Clock(), draw_images=False)
    heard: list[tuple[Change, int]] = []

    def listener(change: Change) -> None:
        # Published after the COMMIT: the store already holds the new version.
        heard.append((change, -1))
        asyncio.get_running_loop().create_task(_version_then(change))

    async def _version_then(change: Change) -> None:
        row = await host.tables.game(change.game_id)
        heard.append((change, row.version))

    stop = host.live.follow(listener)
    try:
        game = await started(host, "cave-vs-cave")
        version = await _first_move(host)
        await asyncio.sleep(0.05)
        changes = [c for c, _ in heard]
        assert Change(game, version, CHANNEL, GUILD) in changes
        assert all(v >= c.version for c, v in heard if v >= 0)
        # A transaction that rolls back publishes nothing.
        count = len(heard)
        with pytest.raises(RuntimeError):
            async with host.db.transaction() as conn:
                await host.live.stage(conn, Change(game, 99, CHANNEL, GUILD))
                raise RuntimeError("rolled back")
        assert len(heard) == count
        stop()
        await _first_move(host)
        assert len(heard) == count   # no longer followed
    finally:
        await db.close()


async def test_a_change_crosses_processes_through_postgresql(tmp_path: Path) -> None:
    url = os.environ.get("CAVERN_TEST_POSTGRES", "").strip()
    if not url:
        pytest.skip("set CAVERN_TEST_POSTGRES to run the PostgreSQL live feed test")
    from bot.store.postgres import PostgresDatabase
    from tests.store.conftest import drop_schema, probe
    await probe(url)
    schema = f"t_{uuid.uuid4().hex[:20]}"
    one = await PostgresDatabase.connect(url, schema=schema)
    two = await PostgresDatabase.connect(url, schema=schema)
    mover = GameHost(one, web_settings(), clock=Clock(), draw_images=False)
    watcher = GameHost(two, web_settings(), clock=Clock(), draw_images=False)
    heard: asyncio.Queue[Change] = asyncio.Queue()
    await watcher.live.listen(url, schema)
    watcher.live.follow(heard.put_nowait)
    try:
        game = await started(mover, "cave-vs-cave", players=((ANN, "Ann"), (ANN + 1, "Bob")))
        version = await _first_move(mover)
        for _ in range(10):
            change = await asyncio.wait_for(heard.get(), 2.0)
            if change.game_id == game and change.version == version:
                break
        else:
            raise AssertionError("the other process never heard the move")
        assert change.channel_id == CHANNEL and change.guild_id == GUILD
    finally:
        await watcher.live.close()
        await one.close()
        await two.close()
        await drop_schema(url, schema)
