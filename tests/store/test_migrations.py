"""Migrations on both backends: the two numbered sets agree, apply once, refuse newer."""

from __future__ import annotations

import os
import uuid
from pathlib import Path

import pytest

from bot.store import MIGRATIONS_DIR, POSTGRES_MIGRATIONS_DIR, StoreError, migration_files
from tests.store.conftest import ENV, Store, drop_schema, probe

TABLES = ("games", "seats", "moves", "undo_votes", "reminders", "channel_settings",
          "guild_settings", "user_prefs", "outbox", "schema_version")


def test_both_dialects_have_the_same_numbered_files() -> None:
    sqlite = [(n, p.name) for n, p in migration_files(MIGRATIONS_DIR)]
    postgres = [(n, p.name) for n, p in migration_files(POSTGRES_MIGRATIONS_DIR)]
    assert sqlite == postgres and sqlite


async def test_from_empty_then_reopen_is_a_no_op(open_db: Store) -> None:
    db = await open_db()
    assert await db.schema_version() == migration_files()[-1][0]
    async with db.read() as conn:
        for table in TABLES:
            await conn.execute_fetchall(f"SELECT COUNT(*) FROM {table}")
    assert await db.migrate() == []
    again = await open_db()
    assert await again.migrate() == []


async def test_a_newer_database_is_refused(open_db: Store) -> None:
    db = await open_db()
    async with db.transaction() as conn:
        await conn.execute("INSERT INTO schema_version (version, name) VALUES (999, 'future')")
    with pytest.raises(StoreError, match="newer than this code"):
        await open_db()


async def test_a_broken_postgresql_migration_leaves_nothing_of_itself(tmp_path: Path) -> None:
    url = os.environ.get(ENV, "").strip()
    if not url:
        pytest.skip(f"set {ENV} to run the PostgreSQL migration test")
    await probe(url)
    from bot.store.postgres import PostgresDatabase
    folder = tmp_path / "migrations"
    folder.mkdir()
    (folder / "001_ok.sql").write_text("CREATE TABLE a (x BIGINT);")
    (folder / "002_broken.sql").write_text(
        "CREATE TABLE b (x BIGINT);\nINSERT INTO nowhere VALUES (1);")
    schema = f"t_{uuid.uuid4().hex[:20]}"
    try:
        with pytest.raises(StoreError, match=r"002_broken\.sql failed"):
            await PostgresDatabase.connect(url, folder, schema=schema)
        (folder / "002_broken.sql").write_text("CREATE TABLE b (x BIGINT);")
        db = await PostgresDatabase.connect(url, folder, schema=schema)
        try:
            assert await db.schema_version() == 2    # 001 had stayed; 002 left no table b
            async with db.read() as conn:
                rows = await conn.execute_fetchall(
                    "SELECT table_name FROM information_schema.tables WHERE table_schema = ?",
                    (schema,))
            assert {"a", "b"} <= {r[0] for r in rows}
        finally:
            await db.close()
    finally:
        await drop_schema(url, schema)

