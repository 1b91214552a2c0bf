"""A PostgreSQL connection dropped during a delivery (issue 40 item 7).

With connections terminated during moves, a channel could keep the previous turn
message's controls until the next move. Here the server terminates the bot's connections
(``pg_terminate_backend``) at each step of a delivery after a move: before the turn
message is posted, and after, while it is recorded. Nobody moves again; within a few
seconds the channel shows exactly one live turn message, the current one, recorded, and
nothing is left in the outbox.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.config import Settings
from bot.host import GameHost
from bot.store import Database
from tests.clock import Clock
from tests.cogs.conftest import ANN, BOB
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game
from tests.cogs.test_crash_delivery import live
from tests.store.conftest import drop_schema, postgres_url, probe

APP = f"cavern_drop_{uuid.uuid4().hex[:8]}"


@pytest.fixture
async def db() -> AsyncIterator[Database]:
    url = postgres_url()
    await probe(url)
    from bot.store.postgres import PostgresDatabase
    schema = f"t_{uuid.uuid4().hex[:20]}"
    await (await PostgresDatabase.connect(url, schema=schema)).close()
    sep = "&" if "?" in url else "?"
    database = await Database.open(f"{url}{sep}search_path={schema}&application_name={APP}")
    try:
        yield database
    finally:
        await database.close()
        await drop_schema(url, schema)


@pytest.fixture
async def host(db: Database, settings: Settings, clock: Clock) -> GameHost:
    return GameHost(db, settings, clock=clock, seeds=lambda: 7, draw_images=False)


async def terminate_ours() -> int:
    """The server ends every connection of this test's bot (not the other tests')."""
    import asyncpg
    admin = await asyncpg.connect(postgres_url())
    try:
        rows = await admin.fetch("SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                                 " WHERE application_name = $1 AND pid <> pg_backend_pid()",
                                 APP)
        return len(rows)
    finally:
        await admin.close()


def arm(host: GameHost, step: str, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Drop the connections once, at ``step`` of the next delivery."""
    fired: list[int] = []
    name = {"before-post": "turn_message_id", "while-recording": "delivered"}[step]
    real = getattr(host, name)

    async def dropping(*args: Any, **kwargs: Any) -> Any:
        if not fired:
            fired.append(await terminate_ours())
        return await real(*args, **kwargs)

    monkeypatch.setattr(host, name, dropping)
    return fired


@pytest.mark.parametrize("step", ["before-post", "while-recording"])
async def test_a_dropped_connection_mid_delivery_still_shows_the_current_turn(
        harness: Harness, host: GameHost, monkeypatch: pytest.MonkeyPatch, step: str) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    for _ in range(4):   # a sub-step's edit and a hand-over's post among them
        status = await host.status(CHANNEL_ID)
        mover = status.to_act[0].user_id
        assert mover is not None
        option = (await host.options(CHANNEL_ID, mover)).decisions[0].options[0].id
        with pytest.MonkeyPatch.context() as patch:
            fired = arm(host, step, patch)
            pressed = asyncio.ensure_future(harness.slash(mover, "play", option=option))
            for _ in range(100):               # nobody moves again: the bot alone repairs
                await asyncio.sleep(0.1)
                if fired and pressed.done():
                    break
            await pressed
            assert fired and fired[0] >= 1, pressed.result().text()
        await check_current(harness, host)


async def check_current(harness: Harness, host: GameHost) -> None:
    """One live turn message, the recorded one, showing the current turn; none pending."""
    shown = live(harness)
    assert len(shown) == 1, [m.content[:60] for m in shown]
    status = await host.status(CHANNEL_ID)
    assert await host.turn_message_id(status.game_id) == shown[0].id
    current = await host.current_turn(CHANNEL_ID)
    assert current.post is not None
    assert shown[0].content.endswith(current.post.content.split("\n")[-1]), (
        shown[0].content, current.post.content)
    async with host.db.read() as conn:
        assert await conn.execute_fetchall(
            "SELECT id FROM outbox WHERE delivered_at IS NULL") == []
