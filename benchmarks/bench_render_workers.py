"""Moves with pictures per second with 1 drawing worker and with N, side by side.

    python -m benchmarks.bench_render_workers [--workers N] [--channels C] [--moves M]
                                              [--key KEY] [--players P]

C channels play random games in parallel through ``GameHost.act`` with pictures on (the
whole move: engine, store, turn picture), first with pictures drawn in a thread of the
bot process (``RENDER_WORKERS=1``: one core for all drawing, as before issue 15), then
in a pool of N processes (``RENDER_WORKERS=N``, default the CPU count). Both runs play
the same seeded moves on fresh SQLite files; the pool is warmed up before timing.
Default: Caverna, 7 players (its pictures are the dearest), 8 channels, 12 moves each.
Pictures are drawn once per hand-over, not per sub-step: the table shows all moves per
second and those that drew a picture.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a file: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import rules
from benchmarks.random_moves import random_choice
from bot import images
from bot.config import Settings
from bot.host import GameHost
from bot.store import Database
from rules.core import Rng


async def _play_channel(host: GameHost, channel: int, key: str, players: int,
                        moves: int, seconds: list[float], pictured: list[int]) -> int:
    await host.new_game(channel, 1, 1, "Ann", key, players)
    for user in range(2, players + 1):
        await host.join(channel, user, f"P{user}")
    await host.start(channel, 1)
    chooser = Rng(channel)
    played = 0
    while played < moves:
        picked = await random_choice(host, channel, chooser)
        if picked is None:
            break
        user, option, stamp = picked
        start = time.perf_counter()
        out = await host.act(channel, user, option.id, stamp)
        seconds.append(time.perf_counter() - start)
        pictured.append(1 if out.images else 0)
        played += 1
        if out.over:
            break
    return played


async def run(workers: int, key: str, players: int, channels: int, moves: int
              ) -> tuple[int, int, float, list[float]]:
    """(moves, moves with pictures, wall seconds, seconds per act) with ``workers``."""
    images.configure(workers)
    try:
        engine = rules.get_engine(key)
        warm = engine.view(engine.new_game(players, 1), None)
        # Every worker imports render and fills its caches once, outside the timing.
        await asyncio.gather(*(images.draw_turn(key, warm) for _ in range(max(workers, 1) * 2)))
        with tempfile.TemporaryDirectory() as folder:
            db = await Database.open(Path(folder) / "bench.db")
            try:
                host = GameHost(db, Settings(), seeds=iter(range(10**9)).__next__,
                                draw_images=True)
                seconds: list[float] = []
                pictured: list[int] = []
                wall = time.perf_counter()
                played = await asyncio.gather(*(
                    _play_channel(host, 2000 + c, key, players, moves, seconds, pictured)
                    for c in range(channels)))
                wall = time.perf_counter() - wall
            finally:
                await db.close()
    finally:
        await images.close()
        images.configure(0)
    return sum(played), sum(pictured), wall, seconds


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                        help="drawing processes of the second run (default: the CPU count)")
    parser.add_argument("--channels", type=int, default=8)
    parser.add_argument("--moves", type=int, default=12, help="moves per channel")
    parser.add_argument("--key", default="caverna", choices=sorted(rules.GAMES))
    parser.add_argument("--players", type=int, default=7)
    args = parser.parse_args(argv)
    print(f"{args.key}, {args.players} players, {args.channels} channels in parallel, "
          f"{args.moves} moves each, pictures on; {os.cpu_count()} CPUs")
    results = {}
    for workers in dict.fromkeys((1, max(args.workers, 1))):
        results[workers] = asyncio.run(run(workers, args.key, args.players, args.channels,
                                           args.moves))
    print(f"  {'workers':>7}  {'moves/s':>8}  {'with pictures':>13}  {'act p50':>9}"
          f"  {'act p95':>9}")
    for workers, (played, pictured, wall, seconds) in results.items():
        p95 = statistics.quantiles(seconds, n=20)[-1] if len(seconds) > 1 else seconds[0]
        print(f"  {workers:>7}  {played / wall:>8.1f}  {pictured / wall:>11.1f}/s"
              f"  {statistics.median(seconds) * 1000:>6.0f} ms  {p95 * 1000:>6.0f} ms")
    if len(results) == 2:
        rate = [played / wall for played, _, wall, _ in results.values()]
        print(f"  speed-up with {args.workers} workers: {rate[1] / rate[0]:.2f}x")


if __name__ == "__main__":
    main()
