"""A restart in the middle of a game: it continues exactly as if nothing happened."""

from __future__ import annotations

import json
from pathlib import Path

from bot.host import GameHost
from bot.store import Database
from tests.bot.conftest import CHANNEL, Clock, make_host
from tests.bot.helpers import play_first_pending, play_to_end, started_duel


async def _play(host: GameHost, moves: int) -> None:
    for i in range(moves):
        await play_first_pending(host, i % 3)


async def test_restart_mid_game_continues_identically(db_path: Path, clock: Clock,
                                                       tmp_path: Path) -> None:
    # Reference: one uninterrupted game.
    ref_db = await Database.open(tmp_path / "reference.db")
    ref = make_host(ref_db, clock)
    await started_duel(ref)
    await _play(ref, 5)
    ref_final = await play_to_end(ref, 1)
    await ref_db.close()

    db = await Database.open(db_path)
    first = make_host(db, clock)
    await started_duel(first)
    await _play(first, 5)
    mid = await first.status(CHANNEL)
    await db.close()                               # the bot stops

    db = await Database.open(db_path)              # and starts again
    second = make_host(db, clock)
    assert len(await second.resume_all()) == 1
    assert await second.status(CHANNEL) == mid
    final = await play_to_end(second, 1)
    assert final.results == ref_final.results and final.public_text == ref_final.public_text
    await db.close()


async def test_a_stale_snapshot_is_rebuilt_from_the_log(db_path: Path, clock: Clock) -> None:
    db = await Database.open(db_path)
    host = make_host(db, clock)
    await started_duel(host)
    await _play(host, 4)
    good = await host.status(CHANNEL)
    # Simulate a snapshot that fell behind the log (e.g. written by older code).
    async with db.transaction() as conn:
        await conn.execute("UPDATE games SET state = json_set(state, '$.points', json(?))",
                           (json.dumps([99, 99]),))
    await db.close()

    db = await Database.open(db_path)
    again = make_host(db, clock)
    await again.resume_all()
    assert await again.status(CHANNEL) == good
    async with db.read() as conn, conn.execute("SELECT state FROM games") as cur:
        row = await cur.fetchone()
    assert json.loads(row[0])["points"] != [99, 99]
    await db.close()
