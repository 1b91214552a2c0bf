"""Fixtures for cog tests: a real host on a temporary SQLite file, a bot on a fake Discord."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from discord.http import Route

import rules
from bot.config import Settings
from bot.discord_app import create_bot
from bot.host import GameHost
from bot.store import Database
from tests.clock import Clock
from tests.cogs.harness import Harness
from tests.cogs.toy_engine import ENGINE as TUNNELS
from tests.migrated_db import open_new

ANN, BOB, CY = 101, 102, 103


@pytest.fixture(autouse=True)
def tunnels_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(rules.GAMES, TUNNELS.key, TUNNELS)
    # The bot may point discord.py at a proxy; never let that leak between tests.
    monkeypatch.setattr(Route, "BASE", Route.BASE)
    yield


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[Database]:
    database = await open_new(tmp_path / "cogs.db")
    yield database
    await database.close()


@pytest.fixture
def settings() -> Settings:
    # Pictures drawn in a thread: a drawing pool would spawn two processes (~1 CPU-s) for
    # the few pictures of one test. The pool has its own tests (tests/bot/test_render_workers.py,
    # test_sharded_bot.py, tests/render/test_pictures_language.py).
    return Settings(reminder_hours=24, timeout_hours=72, max_reminders=2, computer_pause_seconds=0,
                    render_workers=0)


@pytest.fixture
async def host(db: Database, settings: Settings, clock: Clock) -> GameHost:
    return GameHost(db, settings, clock=clock, seeds=lambda: 7, draw_images=False)


@pytest.fixture
async def harness(host: GameHost, settings: Settings) -> AsyncIterator[Harness]:
    bot = create_bot(settings, host, sync_commands=False)
    h = await Harness.attach(bot)
    yield h
    await h.close()
