"""Fixtures for host tests: a temporary SQLite file, a fixed clock, the Duel engine."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

import rules
from bot.config import Settings
from bot.host import GameHost
from bot.store import Database
from tests.bot.duel_engine import ENGINE as DUEL
from tests.clock import Clock
from tests.migrated_db import open_new

CHANNEL, GUILD = 100, 10
ANN, BOB, CY = 1, 2, 3


@pytest.fixture(autouse=True)
def duel_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(rules.GAMES, DUEL.key, DUEL)
    yield


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "host.db"


@pytest.fixture
def clock() -> Clock:
    return Clock()


def make_host(db: Database, clock: Clock, seed: int = 7) -> GameHost:
    settings = Settings(reminder_hours=24, timeout_hours=72, max_reminders=2)
    return GameHost(db, settings, clock=clock, seeds=lambda: seed, draw_images=False)


@pytest.fixture
async def db(db_path: Path) -> AsyncIterator[Database]:
    database = await open_new(db_path)
    yield database
    await database.close()


@pytest.fixture
async def host(db: Database, clock: Clock) -> GameHost:
    return make_host(db, clock)
