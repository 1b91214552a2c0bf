"""Migrations: from empty, re-run, refuse a newer database, roll back a broken file."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.store import Database, StoreError, migration_files


async def _tables(db: Database) -> set[str]:
    async with db.read() as conn, conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'") as cur:
        return {r[0] for r in await cur.fetchall()}


async def test_from_empty_then_rerun_is_a_no_op(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "fresh.db"          # the folder is created too
    db = await Database.open(path)
    newest = migration_files()[-1][0]
    assert await db.schema_version() == newest
    assert {"games", "seats", "moves", "reminders", "channel_settings",
            "user_prefs", "schema_version"} <= await _tables(db)
    async with db.read() as conn:
        async with conn.execute("PRAGMA journal_mode") as cur:
            assert (await cur.fetchone())[0] == "wal"
        async with conn.execute("PRAGMA foreign_keys") as cur:
            assert (await cur.fetchone())[0] == 1
    assert await db.migrate() == []
    await db.close()
    db = await Database.open(path)
    assert await db.migrate() == [] and await db.schema_version() == newest
    await db.close()


async def test_a_newer_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "newer.db"
    db = await Database.open(path)
    async with db.transaction() as conn:
        await conn.execute("INSERT INTO schema_version (version, name) VALUES (999, 'future')")
    await db.close()
    with pytest.raises(StoreError, match="newer than this code"):
        await Database.open(path)


async def test_a_broken_migration_rolls_back_whole(tmp_path: Path) -> None:
    folder = tmp_path / "migrations"
    folder.mkdir()
    (folder / "001_ok.sql").write_text("CREATE TABLE a (x INTEGER);")
    (folder / "002_broken.sql").write_text(
        "CREATE TABLE b (x INTEGER);\nINSERT INTO nowhere VALUES (1);")
    with pytest.raises(StoreError, match=r"002_broken\.sql failed"):
        await Database.open(tmp_path / "t.db", migrations=folder)
    (folder / "002_broken.sql").write_text("CREATE TABLE b (x INTEGER);")
    db = await Database.open(tmp_path / "t.db", migrations=folder)
    assert await db.schema_version() == 2       # 001 had stayed; 002 left no half table
    assert {"a", "b"} <= await _tables(db)
    await db.close()


@pytest.mark.parametrize("names", [["001_a.sql", "001_c.sql"], ["1_a.sql"], ["001_A b.sql"]])
def test_migration_files_must_be_numbered_once_each(tmp_path: Path,
                                                       names: list[str]) -> None:
    for name in names:
        (tmp_path / name).write_text("SELECT 1;")
    with pytest.raises(StoreError):
        migration_files(tmp_path)


async def test_a_late_lower_number_still_runs(tmp_path: Path) -> None:
    """Branches take migration numbers in parallel (005 and 006): a database that got 006
    first still gets 005 once it arrives, and neither runs twice."""
    folder = tmp_path / "migrations"
    folder.mkdir()
    (folder / "001_a.sql").write_text("CREATE TABLE a (x INTEGER);")
    (folder / "003_c.sql").write_text("CREATE TABLE c (x INTEGER);")
    db = await Database.open(tmp_path / "t.db", migrations=folder)
    (folder / "002_b.sql").write_text("CREATE TABLE b (x INTEGER);")
    assert await db.migrate(folder) == [2]
    assert await db.migrate(folder) == []
    assert {"a", "b", "c"} <= await _tables(db)
    await db.close()
