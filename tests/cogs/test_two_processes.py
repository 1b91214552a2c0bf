"""Two processes serving the same shards of one database (issue 42 item 7).

Real ``python -m bot`` processes on one database (SQLite, and PostgreSQL with
CAVERN_TEST_POSTGRES): each announces itself in the store before it connects to Discord
(here a server that never answers, so a started process waits there, alive). A second
process claiming shards already served refuses to start with one sentence saying how to
shard; properly sharded processes start side by side; a process killed with SIGKILL does
not block its own restart. And an interaction that another process answered first is
dropped quietly, without an ERROR.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sys
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.store import Database
from tests.cogs.conftest import ANN
from tests.cogs.fake_discord import DiscordRejected
from tests.cogs.harness import Harness
from tests.store.conftest import drop_schema, postgres_url, probe

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(params=["sqlite", "postgresql"])
async def target(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[dict[str, str]]:
    """The environment naming the test's database, created and migrated."""
    if request.param == "sqlite":
        path = tmp_path / "shared.db"
        await (await Database.open(path)).close()
        yield {"DATABASE_PATH": str(path)}
        return
    url = postgres_url()
    await probe(url)
    from bot.store.postgres import PostgresDatabase
    schema = f"t_{uuid.uuid4().hex[:20]}"
    await (await PostgresDatabase.connect(url, schema=schema)).close()
    try:
        yield {"DATABASE_URL": f"{url}{'&' if '?' in url else '?'}search_path={schema}"}
    finally:
        await drop_schema(url, schema)


@pytest.fixture
async def silent_discord() -> AsyncIterator[str]:
    """A Discord address that accepts connections and never answers: a process that got
    past its start-up checks waits there."""
    held: list[asyncio.StreamWriter] = []

    async def hold(_: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        held.append(writer)

    server = await asyncio.start_server(hold, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    yield f"http://127.0.0.1:{port}"
    for writer in held:
        writer.close()
    server.close()


class Processes:
    def __init__(self, env: dict[str, str], cwd: Path) -> None:
        self.env, self.cwd = env, cwd
        self.running: list[asyncio.subprocess.Process] = []

    async def start(self, **shards: str) -> asyncio.subprocess.Process:
        # No web table: tests never bind a fixed port (it would be WEB_PORT 8080).
        env = {**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "a.b.c",
               "LOG_LEVEL": "INFO", "WEB_ENABLED": "false", **self.env, **shards}
        env.pop("DATABASE_URL" if "DATABASE_PATH" in self.env else "DATABASE_PATH", None)
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", env=env, cwd=self.cwd,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        self.running.append(process)
        return process

    async def refused(self, **shards: str) -> str:
        process = await self.start(**shards)
        _, err = await asyncio.wait_for(process.communicate(), 60)
        assert process.returncode == 1, err.decode()[-2000:]
        return err.decode()

    async def kill_all(self) -> None:
        for process in self.running:
            if process.returncode is None:
                process.send_signal(signal.SIGKILL)
            # Reaped while the loop runs: a transport left to the garbage collector after
            # the loop closed warned « Event loop is closed » in a later test.
            await process.communicate()


async def rows(env: dict[str, str]) -> list[Any]:
    db = await Database.open(env.get("DATABASE_URL") or env["DATABASE_PATH"])
    try:
        async with db.read() as conn:
            from bot.store.database import fetch_all
            return await fetch_all(conn, "SELECT pid, shard_count, shard_ids FROM processes")
    finally:
        await db.close()


async def announced(env: dict[str, str], pid: int) -> None:
    for _ in range(300):
        if any(int(r["pid"]) == pid for r in await rows(env)):
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"process {pid} never announced itself")


async def test_a_second_process_on_the_same_shards_refuses_to_start(
        target: dict[str, str], silent_discord: str, tmp_path: Path) -> None:
    processes = Processes({**target, "DISCORD_API_BASE": silent_discord}, tmp_path)
    try:
        first = await processes.start()
        await announced(target, first.pid)
        said = await processes.refused()
        lines = [line for line in said.splitlines() if line.strip()]
        assert "Traceback" not in said and "ERROR" not in said, said
        sentence = lines[-1]
        assert f"pid {first.pid}" in sentence and "already serves all shards" in sentence
        assert "SHARD_COUNT=2 and SHARD_IDS=0" in sentence, sentence
        # Claiming one shard of two does not help while the first serves them all.
        assert "already serves all shards" in await processes.refused(
            SHARD_COUNT="2", SHARD_IDS="1")
        assert [int(r["pid"]) for r in await rows(target)] == [first.pid]

        # Killed outright: its row stays, yet its restart (sharded now) is not blocked.
        first.send_signal(signal.SIGKILL)
        await first.wait()
        zero = await processes.start(SHARD_COUNT="2", SHARD_IDS="0")
        await announced(target, zero.pid)
        one = await processes.start(SHARD_COUNT="2", SHARD_IDS="1")
        await announced(target, one.pid)
        assert sorted(int(r["pid"]) for r in await rows(target)) == sorted([zero.pid, one.pid])
        again = await processes.refused(SHARD_COUNT="2", SHARD_IDS="1")
        assert f"pid {one.pid}" in again and "shards 1 of 2" in again, again
    finally:
        await processes.kill_all()


async def test_an_interaction_answered_elsewhere_is_dropped_quietly(
        harness: Harness, caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    def answered(*_: object, **__: object) -> None:
        raise DiscordRejected(40060, "Interaction has already been acknowledged.")

    monkeypatch.setattr(harness.fake, "_callback", answered)
    caplog.set_level(logging.INFO)
    await harness.slash(ANN, "game new", game="tunnels")
    await harness.slash(ANN, "game status")
    errors = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert not errors, [r.getMessage() for r in errors]
    assert any("answered elsewhere" in r.getMessage() for r in caplog.records)


async def test_two_hosts_opening_a_game_in_one_channel_get_a_sentence(
        target: dict[str, str]) -> None:
    """Two processes' ``/game new`` in one channel at once: one lobby, and the other member
    hears the channel has a game (PostgreSQL's index refused the second insert with a raw
    UniqueViolationError before)."""
    from bot.config import Settings
    from bot.host import GameHost
    from bot.outcomes import HostError
    where = target.get("DATABASE_URL") or target["DATABASE_PATH"]
    dbs = [await Database.open(where), await Database.open(where)]
    try:
        hosts = [GameHost(db, Settings(render_workers=0), draw_images=False) for db in dbs]
        for attempt in range(5):
            channel = 4200 + attempt
            outcomes = await asyncio.gather(
                *(host.new_game(channel, 1, 100 + i, f"P{i}", "cave-vs-cave", 2)
                  for i, host in enumerate(hosts)), return_exceptions=True)
            failed = [o for o in outcomes if isinstance(o, BaseException)]
            assert len(failed) == 1, outcomes
            assert isinstance(failed[0], HostError), repr(failed[0])
            assert "already has a game" in str(failed[0])
    finally:
        for db in dbs:
            await db.close()
