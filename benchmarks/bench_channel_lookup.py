"""Finding a channel's game in a store of many ended games: time per look, by store size.

    python -m benchmarks.bench_channel_lookup [--games 100 1000 5000] [--without-index]

The host looks a channel's game up several times per move (its open game; its last one for
``/game status``). A store keeps every ended game, so these looks must not read the whole
``games`` table. The store is a migrated SQLite file holding N ended games, each with a
~20 KB snapshot, spread over 500 channels, and the measured channel's running game first
(games of other channels came after it). Each look runs through ``bot.store.games`` as the
host runs it; the figure is the best of 5 batches of 50 looks, in microseconds.
``--without-index`` drops migration 010's index first (what the store did before it,
together with the open statuses passed as bound values, ``status IN (?, ?, ?)``, which SQLite
cannot match with the partial index of open games).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from bot.store import Database
from bot.store import games as games_db

CHANNEL = 7777
BATCHES, LOOKS = 5, 50


async def _store(path: Path, games: int, without_index: bool) -> Database:
    db = await Database.open(path)
    state = json.dumps({"x": ["a" * 50] * 400})
    rows: list[tuple[Any, ...]] = [(CHANNEL, "active")]
    rows += [(i % 500, "finished") for i in range(games)]
    async with db.transaction() as conn:
        if without_index:
            await conn.execute("DROP INDEX games_by_channel")
        await conn.executemany(
            "INSERT INTO games (channel_id, game_key, seed, options, status, state, version,"
            " reminder_hours, timeout_hours, created_by, created_at)"
            " VALUES (?, 'caverna', 1, '{}', ?, ?, 1, 24, 72, 1, 0)",
            [(channel, status, state) for channel, status in rows])
    return db


async def _best(db: Database, look: Callable[[Any], Awaitable[Any]]) -> float:
    best = float("inf")
    for _ in range(BATCHES):
        async with db.read() as conn:
            started = time.perf_counter()
            for _ in range(LOOKS):
                assert await look(conn) is not None
            best = min(best, (time.perf_counter() - started) / LOOKS)
    return best * 1e6


async def run(sizes: list[int], without_index: bool) -> None:
    looks: dict[str, Callable[[Any], Awaitable[Any]]] = {
        "open game": lambda conn: games_db.open_game_in(conn, CHANNEL),
        "last game": lambda conn: games_db.last_game_in(conn, CHANNEL),
        "last played": lambda conn: games_db.last_played_in(conn, CHANNEL),
    }
    if without_index:   # the open game's statement as it was
        async def bound(conn: Any) -> Any:
            return await conn.execute_fetchall(
                "SELECT * FROM games WHERE channel_id = ? AND status IN (?, ?, ?)",
                (CHANNEL, "lobby", "active", "paused"))
        looks["open game, bound statuses"] = bound
    for games in sizes:
        with tempfile.TemporaryDirectory() as folder:
            db = await _store(Path(folder) / "lookup.db", games, without_index)
            try:
                figures = [f"{name} {await _best(db, look):.0f} us" for name, look in looks.items()]
            finally:
                await db.close()
        print(f"{games:>6} ended games: " + ", ".join(figures), flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, nargs="+", default=[100, 1000, 5000])
    parser.add_argument("--without-index", action="store_true",
                        help="drop migration 010's index first (the store before it)")
    args = parser.parse_args(argv)
    asyncio.run(run(args.games, args.without_index))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
