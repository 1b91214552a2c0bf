"""Load: channels moving in parallel through the real discord.py bot on a fake Discord.

    python -m benchmarks.bench_load [--channels C] [--moves M] [--key KEY] [--players P]
                                    [--think S] [--stored N] [--stored-moves K]
                                    [--render-workers W] [--no-images]

C channels each play M moves at once (a player "thinks" ``--think`` seconds on average
between a move's answer and the next), every move a ``/play option:<id>`` interaction fed
to the real discord.py client (tests/cogs/harness.py), answered by the whole bot (cogs,
host, SQLite store, pictures, turn-message delivery) against the in-process Discord
stand-in. Printed: moves per second, the first reply's latency (the interaction's
acknowledgement; Discord's deadline is 3 s) and the finished move's (the private reply
sent) at p50/p95, both counted from when the interaction was due, so a busy event loop
shows, and a check that every acknowledged move is stored exactly once.

Memory (issue 17 item 8): ``--stored N`` first stores N running 7-player Caverna games
(``--stored-moves K`` random moves into each), then starts a fresh host on the database
(start-up checks every game against its log), runs the load, and prints the process's
resident memory after start-up and at its peak (``VmHWM``, reset after seeding), and the
drawing processes' peaks. The stand-in and the harness run in the same process and
on the same cores, so every figure includes their cost.

The default run is short (50 channels, 4 moves each, no stored games); flags raise it:
the report's figures use ``--moves 20 --stored 1000 --stored-moves 40``.
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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a file: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import contextlib

import discord
from discord.webhook.async_ import async_context

from benchmarks.figures import ms_text
from benchmarks.random_moves import add_play_options, random_choice
from bot import images
from bot.config import Settings
from bot.discord_app import create_bot
from bot.host import GameHost
from bot.store import Database
from bot.store import games as games_db
from rules.core import Rng
from tests.cogs.fake_discord import RecordingAdapter
from tests.cogs.harness import GUILD_ID, Harness

FIRST_CHANNEL = 910_000_000_000_000_000
STORED_CHANNEL = 920_000_000_000_000_000


@dataclass
class Timings:
    first_reply: list[float] = field(default_factory=list)
    done: list[float] = field(default_factory=list)
    acked: dict[str, float] = field(default_factory=dict)   # token -> first callback time


def memory_mib(field_name: str, pid: str = "self") -> float | None:
    """A line of /proc/PID/status in MiB (VmRSS: now, VmHWM: peak); None elsewhere."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field_name + ":"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return None


def reset_peak() -> None:
    # Writing 5 to clear_refs resets VmHWM to the current RSS (Linux 4.0 and later).
    with contextlib.suppress(OSError):
        Path("/proc/self/clear_refs").write_text("5")


def stamp_acknowledgements(harness: Harness, timings: Timings) -> None:
    """Record when the stand-in receives each interaction's first callback."""
    real = harness.fake._callback

    def stamped(token: str, payload: dict[str, Any], files: Any) -> dict[str, Any]:
        timings.acked.setdefault(token, time.perf_counter())
        return real(token, payload, files)

    harness.fake._callback = stamped  # type: ignore[method-assign]


def add_channels(harness: Harness, channels: list[int], guild_id: int = GUILD_ID) -> None:
    """Put the load's channels in the bot's cache, as the gateway's GUILD_CREATE does."""
    guild = harness.bot.get_guild(guild_id)
    assert guild is not None
    for position, channel in enumerate(channels, start=1):
        guild._add_channel(discord.TextChannel(  # type: ignore[arg-type]
            state=harness.bot._connection, guild=guild, data={
                "id": str(channel), "type": 0, "name": f"caves-{position}",
                "position": position, "guild_id": str(guild_id),
                "permission_overwrites": [], "nsfw": False, "parent_id": None}))


async def interact(harness: Harness, payload: dict[str, Any], timings: Timings,
                   arrival: float | None = None) -> None:
    """Feed one interaction to the bot; wait for the tasks it started (the whole move).

    ``arrival``: when the interaction was due (perf_counter). Latency counts from then,
    so an event loop too busy to take the interaction on time shows in the figures, as
    it does for a gateway event waiting in the socket.
    """
    if arrival is not None:
        await asyncio.sleep(max(0.0, arrival - time.perf_counter()))
    async_context.set(RecordingAdapter(harness.fake))
    before = asyncio.all_tasks()
    start = time.perf_counter() if arrival is None else arrival
    harness.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
    started = [t for t in asyncio.all_tasks() - before if not t.done()]
    if started:
        await asyncio.wait(started)
    end = time.perf_counter()
    acked = timings.acked.get(payload["token"])
    if acked is not None:
        timings.first_reply.append(acked - start)
    timings.done.append(end - start)


async def slash(harness: Harness, user: int, channel: int, path: str, timings: Timings,
                arrival: float | None = None, **values: Any) -> str:
    payload = harness._base(2, user, channel)
    payload["data"] = harness._command_options(path, values, None)
    await interact(harness, payload, timings, arrival)
    return harness.fake.interactions[payload["token"]].text()


async def play_channel(harness: Harness, host: GameHost, channel: int, key: str,
                       players: int, moves: int, timings: Timings, think: float = 0.0
                       ) -> int:
    """Open a game in ``channel`` and play ``moves`` random moves by /play, each
    ``think`` seconds (on average) after the last one was answered; the number of moves
    the bot acknowledged as done."""
    users = [channel % 1_000_000 * 10 + seat + 1 for seat in range(players)]
    setup = Timings()
    await slash(harness, users[0], channel, "game new", setup, game=key)
    for user in users[1:]:
        await slash(harness, user, channel, "game join", setup)
    await slash(harness, users[0], channel, "game start", setup)
    chooser = Rng(channel)
    pauses = random.Random(channel)
    done = 0
    for _ in range(moves):
        picked = await random_choice(host, channel, chooser)
        if picked is None:
            break
        user, option, _ = picked
        arrival = time.perf_counter() + think * (0.5 + pauses.random())
        text = await slash(harness, user, channel, "play", timings, arrival, option=option.id)
        if "Done:" in text:
            done += 1
        else:
            print(f"  channel {channel}: /play {option.id} answered {text[:120]!r}")
    return done


async def store_games(db_path: Path, count: int, moves: int) -> None:
    """``count`` running 7-player Caverna games ``moves`` random moves in, as a busy
    server keeps them."""
    db = await Database.open(db_path)
    try:
        host = GameHost(db, Settings(), seeds=iter(range(1, 10**9)).__next__,
                        draw_images=False)
        for index in range(count):
            channel = STORED_CHANNEL + index
            await host.new_game(channel, GUILD_ID, 1, "Ann", "caverna", 7)
            for user in range(2, 8):
                await host.join(channel, user, f"P{user}")
            await host.start(channel, 1)
            chooser = Rng(channel)
            for _ in range(moves):
                picked = await random_choice(host, channel, chooser)
                if picked is None:
                    break
                user, option, stamp = picked
                await host.act(channel, user, option.id, stamp)
            # Their turn messages were posted long ago: nothing is left in the outbox.
            for delivery in await host.deliveries(channel):
                await host.delivered(delivery, STORED_CHANNEL + count + index)
    finally:
        await db.close()


async def run(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as folder:
        db_path = Path(folder) / "load.db"
        if args.stored:
            began = time.perf_counter()
            await store_games(db_path, args.stored, args.stored_moves)
            print(f"stored {args.stored} running Caverna games, {args.stored_moves} moves in, "
                  f"in {time.perf_counter() - began:.0f} s")
        gc.collect()
        reset_peak()
        before = memory_mib("VmRSS")
        db = await Database.open(db_path)
        settings = Settings(render_workers=args.render_workers)
        host = GameHost(db, settings, draw_images=not args.no_images)
        began = time.perf_counter()
        resumed = await host.resume_all()
        started = time.perf_counter() - began
        after_start = memory_mib("VmRSS")
        bot = create_bot(settings, host, sync_commands=False)
        harness = await Harness.attach(bot)
        timings = Timings()
        stamp_acknowledgements(harness, timings)
        channels = [FIRST_CHANNEL + c for c in range(args.channels)]
        add_channels(harness, channels)
        try:
            wall = time.perf_counter()
            played = await asyncio.gather(*(
                play_channel(harness, host, channel, args.key, args.players, args.moves,
                             timings, args.think) for channel in channels))
            wall = time.perf_counter() - wall
            stored = 0
            async with db.read() as conn:
                for channel in channels:
                    row = await games_db.last_game_in(conn, channel)
                    stored += len(await games_db.moves(conn, row.id)) if row else 0
            workers = [memory_mib("VmHWM", str(p.pid)) or 0.0
                       for p in (images._Pool.executor._processes or {}).values()
                       ] if images._Pool.executor is not None else []
        finally:
            await harness.close()
            await images.close()
            await db.close()
    moves = sum(played)
    print(f"{args.channels} channels in parallel, {args.key} with {args.players} players, "
          f"{args.moves} moves each, {args.think:g} s between moves, pictures "
          f"{'off' if args.no_images else 'on'} "
          f"(RENDER_WORKERS={args.render_workers}); {os.cpu_count()} CPUs, load average "
          f"{os.getloadavg()[0]:.1f}")
    print(f"  {moves} moves in {wall:.1f} s: {moves / wall:.1f} moves/s")
    first = timings.first_reply
    print(f"  first reply: p50 {ms_text(first, 50)}, p95 {ms_text(first, 95)}, "
          f"max {ms_text(first, 100)}")
    print(f"  move done:   p50 {ms_text(timings.done, 50)}, p95 {ms_text(timings.done, 95)}")
    verdict = "every acknowledged move stored once" if stored == moves else "MISMATCH"
    print(f"  moves acknowledged {moves}, moves in the logs {stored}: {verdict}")
    if before is not None and after_start is not None:
        print(f"  memory: {before:.0f} MiB before start-up, {after_start:.0f} MiB after "
              f"loading {len(resumed)} running games ({started:.1f} s), peak "
              f"{memory_mib('VmHWM') or 0:.0f} MiB during the load")
    if workers:
        print(f"  drawing processes: {len(workers)}, peak "
              f"{', '.join(f'{w:.0f}' for w in workers)} MiB each")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_play_options(parser, channels=50)
    parser.add_argument("--stored", type=int, default=0,
                        help="running games stored before start-up (memory)")
    parser.add_argument("--stored-moves", type=int, default=0,
                        help="random moves played in each stored game")
    parser.add_argument("--render-workers", type=int, default=os.cpu_count() or 1)
    asyncio.run(run(parser.parse_args(argv)))


if __name__ == "__main__":
    main()
