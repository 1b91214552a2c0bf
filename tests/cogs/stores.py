"""Cog tests on each store: import ``db`` into a test module to run it on SQLite and, with
CAVERN_TEST_POSTGRES set, on PostgreSQL (a schema of its own, dropped afterwards)."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import Database
from tests.migrated_db import open_new
from tests.store.conftest import drop_schema, postgres_url, probe


@pytest.fixture(params=["sqlite", "postgresql"])
async def db(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Database]:
    if request.param == "sqlite":
        database = await open_new(tmp_path / "cogs.db")
        yield database
        await database.close()
        return
    url = postgres_url()
    await probe(url)
    from bot.store.postgres import PostgresDatabase
    schema = f"t_{uuid.uuid4().hex[:20]}"
    database = await PostgresDatabase.connect(url, schema=schema)
    try:
        yield database
    finally:
        await database.close()
        await drop_schema(url, schema)
