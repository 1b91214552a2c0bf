"""Moves per second through the host with SQLite (engine + store, no Discord).

    python -m benchmarks.bench_host [--games N] [--players P] [--key KEY] [--images]

Plays random Cave vs Cave games move by move through ``GameHost.act`` on a temporary
SQLite file (WAL, synchronous=NORMAL, as the bot runs), then times a bare
``INSERT`` + ``COMMIT`` of the same move row on the same file and connection. Prints
the medians and their ratio: what the engine, the snapshot and the bookkeeping cost
on top of the write itself. Images are off unless ``--images`` is given.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a file: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import rules
from bot.config import Settings
from bot.host import GameHost
from bot.store import Database
from rules.core import Rng


async def play_games(host: GameHost, key: str, players: int, games: int) -> list[float]:
    """Seconds per ``act`` call, over ``games`` random games in separate channels."""
    times: list[float] = []
    for game in range(games):
        channel = 1000 + game
        await host.new_game(channel, 1, 1, "Ann", key, players)
        for user in range(2, players + 1):
            await host.join(channel, user, f"P{user}")
        await host.start(channel, 1)
        chooser = Rng(game)
        while True:
            status = await host.status(channel)
            if status.status == "finished":
                break
            decision = chooser.choice(status.to_act)
            assert decision.user_id is not None
            mine = await host.options(channel, decision.user_id)
            option = chooser.choice(mine.decisions[0].options)
            start = time.perf_counter()
            out = await host.act(channel, decision.user_id, option.id, mine.version)
            times.append(time.perf_counter() - start)
            if out.over:
                break
    return times


async def bare_inserts(db: Database, count: int) -> list[float]:
    """Seconds per INSERT + COMMIT of a move-sized row, on the same connection."""
    events = json.dumps([{"text": "Player 1 takes Cultivation.", "seat": 0, "reveals": False}])
    async with db.transaction() as conn:
        await conn.execute("CREATE TABLE IF NOT EXISTS bench_moves (game_id INTEGER, seq"
                           " INTEGER, seat INTEGER, option_id TEXT, user_id INTEGER,"
                           " played_at REAL, events TEXT, reveals INTEGER,"
                           " PRIMARY KEY (game_id, seq))")
    times: list[float] = []
    for seq in range(count):
        start = time.perf_counter()
        async with db.transaction() as conn:
            await conn.execute("INSERT INTO bench_moves VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                               (1, seq, 0, "tile:cultivation", 1, time.time(), events, 0))
        times.append(time.perf_counter() - start)
    return times


async def main_async(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "bench.db")
        try:
            host = GameHost(db, Settings(), seeds=iter(range(10**9)).__next__,
                            draw_images=args.images)
            wall = time.perf_counter()
            acts = await play_games(host, args.key, args.players, args.games)
            wall = time.perf_counter() - wall
            inserts = await bare_inserts(db, len(acts))
        finally:
            await db.close()
    act_ms = statistics.median(acts) * 1000
    insert_ms = statistics.median(inserts) * 1000
    print(f"{args.key}, {args.players} player(s), {args.games} game(s), {len(acts)} moves,"
          f" images {'on' if args.images else 'off'}")
    print(f"host act (engine + SQLite transaction): median {act_ms:.3f} ms/move,"
          f" p90 {statistics.quantiles(acts, n=10)[-1] * 1000:.3f} ms,"
          f" {len(acts) / sum(acts):.0f} moves/s ({len(acts) / wall:.0f} moves/s with"
          " status/options calls)")
    print(f"bare INSERT + COMMIT of the same row: median {insert_ms:.3f} ms")
    print(f"ratio host move / bare insert: {act_ms / insert_ms:.1f}x")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--key", default="cave-vs-cave", choices=sorted(rules.GAMES))
    parser.add_argument("--images", action="store_true", help="also render the PNGs")
    asyncio.run(main_async(parser.parse_args(argv)))


if __name__ == "__main__":
    main()
