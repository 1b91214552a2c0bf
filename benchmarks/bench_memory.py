"""Memory over time with busy channels: does it level off? (issue 25, item 6)

    python -m benchmarks.bench_memory [--minutes M] [--channels C] [--every S]
                                      [--think S] [--render-workers W] [--no-images]

C channels play games back to back for M minutes through the real discord.py bot on the
stand-in of the test suite (tests/cogs/harness.py): each move a ``/play``, and after it
the mover looks privately at their hand (``/game hand``) and now and then at ``/help``,
as members do, so private replies with controls keep coming. Every ``--every`` seconds
it prints the bot process's resident memory, the drawing processes' (summed), the live
``discord.ui.View`` objects and the asyncio tasks. At the end: the growth over the second
half of the run, which is about zero when memory levels off.

The stand-in keeps every request and message it saw; it is trimmed at each sample (the
last messages of each channel stay), so its own growth does not hide the bot's. The
stand-in runs in the bot's process, so the bot's figure includes it.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import sys
import tempfile
import time
import tracemalloc
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

if __package__ in (None, ""):  # run as a file: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import discord

from benchmarks.bench_load import Timings, add_channels, memory_mib, slash
from benchmarks.random_moves import random_choice
from bot import images
from bot.config import Settings
from bot.discord_app import create_bot
from bot.host import GameHost
from bot.store import Database
from rules.core import Rng
from tests.cogs.harness import Harness

FIRST_CHANNEL = 930_000_000_000_000_000
KEEP_MESSAGES = 10        # per channel, when the stand-in is trimmed
KEEP_INTERACTIONS = 2000


@dataclass
class Sample:
    seconds: float
    bot_mib: float
    workers_mib: float
    views: int
    tasks: int


@dataclass
class Counts:
    moves: int = 0
    private_replies: int = 0
    games: int = 0
    samples: list[Sample] = field(default_factory=list)
    types: list[Counter[str]] = field(default_factory=list)
    traces: list[tracemalloc.Snapshot] = field(default_factory=list)


async def busy_channel(harness: Harness, host: GameHost, channel: int, key: str,
                       players: int, think: float, deadline: float, counts: Counts) -> None:
    """Games back to back in ``channel`` until ``deadline``: moves and private looks."""
    users = [channel % 1_000_000 * 10 + seat + 1 for seat in range(players)]
    chooser, pauses, timings = Rng(channel), random.Random(channel), Timings()
    while time.perf_counter() < deadline:
        await slash(harness, users[0], channel, "game new", timings, game=key)
        for user in users[1:]:
            await slash(harness, user, channel, "game join", timings)
        await slash(harness, users[0], channel, "game start", timings)
        counts.games += 1
        while time.perf_counter() < deadline:
            picked = await random_choice(host, channel, chooser)
            if picked is None:
                break
            user, option, _ = picked
            arrival = time.perf_counter() + think * (0.5 + pauses.random())
            await slash(harness, user, channel, "play", timings, arrival, option=option.id)
            await slash(harness, user, channel, "game hand", timings)
            counts.private_replies += 1
            if pauses.random() < 0.2:
                await slash(harness, user, channel, "help", timings)
                counts.private_replies += 1
            counts.moves += 1
            timings.first_reply.clear()   # only the run's memory matters here
            timings.done.clear()
            timings.acked.clear()


def trim_stand_in(harness: Harness) -> None:
    fake = harness.fake
    fake.requests.clear()
    for messages in fake.channels.values():
        del messages[:-KEEP_MESSAGES]
    for token in list(fake.interactions)[:-KEEP_INTERACTIONS]:
        del fake.interactions[token]


def live_objects() -> Counter[str]:
    """Live objects the collector tracks, by type name (a growing type is a leak's trace)."""
    gc.collect()
    return Counter(type(o).__name__ for o in gc.get_objects())


def sample(began: float, types: list[Counter[str]]) -> Sample:
    processes = (images._Pool.executor._processes or {}).values() \
        if images._Pool.executor is not None else []
    objects = live_objects()
    types.append(objects)
    views = sum(1 for o in gc.get_objects() if isinstance(o, discord.ui.View))
    return Sample(time.perf_counter() - began, memory_mib("VmRSS") or 0.0,
                  sum(memory_mib("VmRSS", str(p.pid)) or 0.0 for p in processes),
                  views, len(asyncio.all_tasks()))


async def sampler(harness: Harness, every: float, began: float, deadline: float,
                  counts: Counts) -> None:
    while True:
        trim_stand_in(harness)
        if tracemalloc.is_tracing():
            counts.traces.append(tracemalloc.take_snapshot())
        row = sample(began, counts.types)
        counts.samples.append(row)
        print(f"{row.seconds:7.0f} s  bot {row.bot_mib:6.1f} MiB  drawing "
              f"{row.workers_mib:6.1f} MiB  views {row.views:5d}  tasks {row.tasks:4d}  "
              f"moves {counts.moves:6d}  private replies {counts.private_replies:6d}",
              flush=True)
        if time.perf_counter() >= deadline:
            return
        await asyncio.sleep(min(every, max(0.0, deadline - time.perf_counter())))


def growth(samples: list[Sample], value: str) -> float:
    """How much ``value`` rose over the second half of the run."""
    half = samples[len(samples) // 2:]
    return float(getattr(half[-1], value) - getattr(half[0], value)) if len(half) > 1 else 0.0


async def run(args: argparse.Namespace) -> Counts:
    counts = Counts()
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "memory.db")
        settings = Settings(render_workers=args.render_workers)
        host = GameHost(db, settings, draw_images=not args.no_images)
        harness = await Harness.attach(create_bot(settings, host, sync_commands=False))
        channels = [FIRST_CHANNEL + c for c in range(args.channels)]
        add_channels(harness, channels)
        began = time.perf_counter()
        deadline = began + 60 * args.minutes
        try:
            print(f"{args.channels} channels, {args.key} with {args.players} players, "
                  f"{args.minutes:g} min, {args.think:g} s between moves, pictures "
                  f"{'off' if args.no_images else 'on'} (RENDER_WORKERS="
                  f"{args.render_workers}); {os.cpu_count()} CPUs", flush=True)
            watch = asyncio.create_task(sampler(harness, args.every, began, deadline, counts))
            await asyncio.gather(*(busy_channel(harness, host, channel, args.key,
                                                args.players, args.think, deadline, counts)
                                   for channel in channels))
            await watch
        finally:
            await harness.close()
            await images.close()
            await db.close()
    samples = counts.samples
    print(f"{counts.games} games, {counts.moves} moves, {counts.private_replies} private "
          f"replies; over the second half: bot {growth(samples, 'bot_mib'):+.1f} MiB, "
          f"drawing {growth(samples, 'workers_mib'):+.1f} MiB, views "
          f"{growth(samples, 'views'):+.0f}, tasks {growth(samples, 'tasks'):+.0f}")
    if len(counts.types) > 2:
        rising = counts.types[-1] - counts.types[len(counts.types) // 2]
        print("objects that rose most over the second half: " + ", ".join(
            f"{name} +{count}" for name, count in rising.most_common(8)))
    if len(counts.traces) > 2:
        print("allocations that rose most over the second half (tracemalloc):")
        half = counts.traces[len(counts.traces) // 2]
        for stat in counts.traces[-1].compare_to(half, "lineno")[:12]:
            print(f"  {stat}")
    return counts


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=3.0)
    parser.add_argument("--channels", type=int, default=50)
    parser.add_argument("--every", type=float, default=30.0, help="seconds between samples")
    parser.add_argument("--key", default="cave-vs-cave")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--think", type=float, default=2.0,
                        help="mean seconds between a move's answer and the next /play")
    parser.add_argument("--render-workers", type=int, default=2)
    parser.add_argument("--no-images", action="store_true")
    parser.add_argument("--trace", action="store_true",
                        help="trace the bot's allocations (slower) and name what rose")
    args = parser.parse_args(argv)
    if args.trace:
        tracemalloc.start()
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
