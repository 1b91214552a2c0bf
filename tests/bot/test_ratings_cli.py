"""``python -m bot ratings rebuild``: the same ratings again, from the stored results."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.host import GameHost
from bot.store import Database
from bot.store import ratings as ratings_db
from tests.bot.conftest import ANN, BOB, GUILD, make_host
from tests.bot.helpers import play_to_end, started_duel
from tests.clock import Clock


async def _board(db: Database) -> list[tuple[int, float, float]]:
    async with db.read() as conn:
        return [(r.player_id, r.standing.mu, r.standing.sigma)
                for r in await ratings_db.top(conn, GUILD, "duel")]


async def test_rebuild_from_the_command_line(db_path: Path, clock: Clock,
                                             capsys: pytest.CaptureFixture[str],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    db = await Database.open(db_path)
    host: GameHost = make_host(db, clock)
    await started_duel(host)
    await play_to_end(host, option_index=0)
    rated = await _board(db)
    assert {pid for pid, _, _ in rated} == {ANN, BOB}
    async with db.transaction() as conn:
        await conn.execute("UPDATE ratings SET mu = 0")     # damaged by hand
    await db.close()
    monkeypatch.delenv("DATABASE_URL", raising=False)
    # In a thread: the command runs its own event loop, as from a shell.
    code = await asyncio.to_thread(
        main, ["ratings", "rebuild", "--db", str(db_path), "--env-file", "/nonexistent"])
    assert code == 0
    assert "rebuilt the ratings from 1 rated game(s)" in capsys.readouterr().out
    db = await Database.open(db_path)
    assert await _board(db) == rated
    await db.close()
