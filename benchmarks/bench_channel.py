"""What a channel sees per hand-over of the turn, over whole games through discord.py.

Plays random legal games on the offline fake Discord of the test suite (the real
discord.py client, command tree and components) and prints, per game, the public
messages, pictures, mentions and direct messages per hand-over, the most public messages
after one move, and the faults the turn policy must never make.

    .venv/bin/python -m benchmarks.bench_channel [--seeds N] [--no-pictures]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from bot.config import Settings
from bot.discord_app import create_bot
from bot.host import GameHost
from bot.store import Database
from tests.cogs.channel_traffic import Driver, Traffic
from tests.cogs.harness import Harness

GAMES = (("cave-vs-cave", 2), ("caverna", 4), ("caverna", 7), ("cavern-tavern", 4))


async def one_game(key: str, players: int, seed: int, pictures: bool) -> tuple[Traffic, float]:
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "bench.db")
        try:
            host = GameHost(db, Settings(), seeds=lambda: seed, draw_images=pictures)
            harness = await Harness.attach(create_bot(Settings(), host, sync_commands=False))
            began = time.perf_counter()
            traffic = await Driver(harness, host, random.Random(seed)).play(key, players)
            elapsed = time.perf_counter() - began
            await harness.close()
        finally:
            await db.close()
    return traffic, elapsed


async def run(seeds: int, pictures: bool) -> None:
    header = ("game", "players", "moves", "hand-overs", "public/hand-over", "max public/move",
              "picture sets/hand-over", "pings/hand-over", "DMs", "mover pinged",
              "repeat pings", "moved on (unchanged)", "ms/move")
    print(" | ".join(header))
    for key, players in GAMES:
        rows = [await one_game(key, players, seed, pictures) for seed in range(seeds)]
        for traffic, elapsed in rows:
            cells = [*traffic.row().values(), round(1000 * elapsed / max(1, traffic.moves), 1)]
            print(" | ".join(str(c) for c in cells))
        if seeds > 1:
            ratio = statistics.median(t.per_hand_over(t.public_messages) for t, _ in rows)
            print(f"  median public messages per hand-over over {seeds} games: {ratio:.2f}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=1, help="games per game and count")
    parser.add_argument("--no-pictures", action="store_true", help="skip drawing")
    args = parser.parse_args(argv)
    asyncio.run(run(args.seeds, not args.no_pictures))


if __name__ == "__main__":
    main()
