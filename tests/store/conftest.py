"""Every store test runs on both backends: SQLite (a temporary file) and PostgreSQL.

PostgreSQL runs need a server: set ``CAVERN_TEST_POSTGRES`` to its URL (``.ci/run`` sets
``postgresql://postgres@127.0.0.1:5432/test``). Each test gets its own schema, dropped
afterwards, so parallel runs never meet. Without the variable (or the server) the
PostgreSQL cases are skipped with a message saying how to run them.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

import rules
from bot.store import Database
from tests.bot.duel_engine import ENGINE as DUEL

ENV = "CAVERN_TEST_POSTGRES"
HOW = (f"PostgreSQL store tests skipped: set {ENV}=postgresql://postgres@127.0.0.1:5432/test "
       "(a server with trust authentication) to run them; .ci/run sets it.")
BACKENDS = ["sqlite", "postgresql"]

def postgres_url() -> str:
    url = os.environ.get(ENV, "").strip()
    if not url:
        pytest.skip(HOW)
    return url


async def probe(url: str) -> None:
    """Skip when the server cannot be reached; any later failure is a real one."""
    try:
        import asyncpg
        conn = await asyncpg.connect(url, timeout=5)
    except (ImportError, OSError, TimeoutError) as error:
        pytest.skip(f"{HOW} ({ENV} is set but the server did not answer: {error})")
    except Exception as error:  # asyncpg's refusals (unknown role, no database…)
        if type(error).__module__.startswith("asyncpg"):
            pytest.skip(f"{HOW} ({ENV} is set but the server refused: {error})")
        raise
    await conn.close()


async def drop_schema(url: str, schema: str) -> None:
    import asyncpg
    conn = await asyncpg.connect(url)
    try:
        await conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
    finally:
        await conn.close()


@pytest.fixture(autouse=True)
def duel_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(rules.GAMES, DUEL.key, DUEL)
    yield


class Store:
    """One store for a test: ``await store()`` opens another ``Database`` on it (two of
    them stand for two bot processes); ``target`` is what ``Database.open`` and the
    command line take (a SQLite path, or a URL whose ``search_path`` names the schema)."""

    def __init__(self, target: str) -> None:
        self.target = target
        self.opened: list[Database] = []
        self.spare: list[Database] = []   # opened already, not yet handed out

    async def __call__(self) -> Database:
        if self.spare:
            return self.spare.pop()
        self.opened.append(await Database.open(self.target))
        return self.opened[-1]


Opener = Store


@pytest.fixture(params=BACKENDS)
async def open_db(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Store]:
    """The test's store on each backend; closed, and its schema dropped, afterwards."""
    schema: str | None = None
    if request.param == "sqlite":
        store = Store(str(tmp_path / "store.db"))
    else:
        url = postgres_url()
        await probe(url)
        schema = f"t_{uuid.uuid4().hex[:20]}"
        from bot.store.postgres import PostgresDatabase
        first = await PostgresDatabase.connect(url, schema=schema)   # creates the schema
        # asyncpg passes unknown URL parameters on as server settings.
        store = Store(f"{url}{'&' if '?' in url else '?'}search_path={schema}")
        store.opened.append(first)
        store.spare.append(first)
    try:
        yield store
    finally:
        for db in store.opened:
            await db.close()
        if schema is not None:
            await drop_schema(url, schema)


@pytest.fixture
async def db(open_db: Opener) -> Database:
    return await open_db()
