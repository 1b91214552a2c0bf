"""Two bot processes, one shard each, on one database: load, exactly-once moves and reminders.

    python -m benchmarks.bench_shards [--channels C] [--moves M] [--think S]
                                      [--url postgresql://…]

Issue 15's measure. Two processes start, each a whole bot (``SHARD_COUNT=2``,
``SHARD_IDS=0`` and ``1``) on the real discord.py client against its own in-process
Discord stand-in (tests/cogs/harness.py), both on one database. Each serves one server
(one per shard, by Discord's formula) with C/2 channels, and at the same moment they all
play M moves by ``/play``. Then both processes' clocks jump 25 hours and both sweep the
due reminders at once, several times, as their notice loops do. Printed: moves per
second over both processes, first reply and move done p50/p95, whether every
acknowledged move is in the log once, and whether every waiting game got exactly one
reminder, posted by the process of its shard.

The database is a temporary SQLite file (WAL, two writers), or with ``--url
postgresql://…`` (default ``CAVERN_BENCH_POSTGRES``) a fresh schema on that PostgreSQL
server, dropped afterwards.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a file: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.figures import ms_text
from benchmarks.random_moves import add_play_options
from bot.shards import shard_of

ROOT = Path(__file__).resolve().parent.parent
SHARDS = 2
BASE_GUILD = 900_000_000_000_000_002
FIRST_CHANNEL = 930_000_000_000_000_000
REMINDER_SWEEPS = 5


def guild_of(shard: int) -> int:
    """A server id that Discord routes to ``shard`` (of :data:`SHARDS`)."""
    guild = BASE_GUILD
    while shard_of(guild, SHARDS) != shard:
        guild += 1 << 22
    return guild


async def child(args: argparse.Namespace) -> dict[str, Any]:
    """One bot process: its shard's server, its channels, then the reminder sweeps."""
    import tests.cogs.harness as harness_module
    from benchmarks.bench_load import Timings, add_channels, play_channel, stamp_acknowledgements
    from bot import images
    from bot.config import Settings
    from bot.discord_app import create_bot
    from bot.host import GameHost
    from bot.store import Database

    guild = guild_of(args.shard)
    harness_module.GUILD_ID = guild   # the harness's payloads name this process's server
    offset = [0.0]
    db = await Database.open(args.db)
    settings = Settings(shard_count=SHARDS, shard_ids=(args.shard,),
                        render_workers=args.render_workers)
    host = GameHost(db, settings, clock=lambda: time.time() + offset[0],
                    draw_images=not args.no_images)
    bot = create_bot(settings, host, sync_commands=False)
    harness = await harness_module.Harness.attach(bot)
    harness.fake.guild_id = guild
    timings = Timings()
    stamp_acknowledgements(harness, timings)
    channels = [FIRST_CHANNEL + args.shard * 100_000 + c for c in range(args.channels)]
    add_channels(harness, channels, guild)
    try:
        await asyncio.sleep(max(0.0, args.start_at - time.time()))
        wall = time.perf_counter()
        played = await asyncio.gather(*(
            play_channel(harness, host, channel, args.key, args.players, args.moves, timings,
                         args.think)
            for channel in channels))
        wall = time.perf_counter() - wall
        # Both processes sweep the reminders at the same moments.
        Path(args.barrier, f"loaded-{args.shard}").touch()
        deadline = time.time() + 120
        while len(list(Path(args.barrier).glob("loaded-*"))) < SHARDS:
            if time.time() > deadline:
                raise SystemExit("the other bot process never finished its load")
            await asyncio.sleep(0.05)
        offset[0] = 25 * 3600
        for _ in range(REMINDER_SWEEPS):
            await bot.deliver_notices()
        # Every reminder this process posted, wherever it went.
        reminders = [channel_id for channel_id, messages in harness.fake.channels.items()
                     for m in messages if "Reminder:" in m.content]
    finally:
        await harness.close()
        await images.close()
        await db.close()
    return {"shard": args.shard, "guild": guild, "channels": channels, "played": played,
            "wall": wall, "first_reply": timings.first_reply, "done": timings.done,
            "reminders": reminders}


async def create_database(db_path: str) -> None:
    """Create the database and apply the migrations before the bots start (two processes
    migrating one new file at once would race)."""
    from bot.store import Database
    await (await Database.open(db_path)).close()


async def logged_moves(db_path: str, channels: list[int]) -> dict[int, int]:
    from bot.store import Database
    from bot.store import games as games_db
    db = await Database.open(db_path)
    try:
        counts = {}
        async with db.read() as conn:
            for channel in channels:
                row = await games_db.last_game_in(conn, channel)
                counts[channel] = len(await games_db.moves(conn, row.id)) if row else 0
        return counts
    finally:
        await db.close()


async def fresh_schema(url: str) -> str:
    import asyncpg
    schema = f"bench_shards_{uuid.uuid4().hex[:12]}"
    conn = await asyncpg.connect(url)
    try:
        await conn.execute(f"CREATE SCHEMA {schema}")
    finally:
        await conn.close()
    return schema


async def drop_schema(url: str, schema: str) -> None:
    import asyncpg
    conn = await asyncpg.connect(url)
    try:
        await conn.execute(f"DROP SCHEMA {schema} CASCADE")
    finally:
        await conn.close()


def parent(args: argparse.Namespace) -> None:
    if not args.url:
        parent_on(args, None)
        return
    schema = asyncio.run(fresh_schema(args.url))
    try:
        target = f"{args.url}{'&' if '?' in args.url else '?'}search_path={schema}"
        parent_on(args, target)
    finally:
        asyncio.run(drop_schema(args.url, schema))


def parent_on(args: argparse.Namespace, url: str | None) -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = url or str(Path(folder) / "shards.db")
        start_at = time.time() + 3.0 + args.channels * 0.02   # after both have imported
        command = [sys.executable, "-m", "benchmarks.bench_shards", "--child", "--db", db,
                   "--channels", str(args.channels // SHARDS), "--moves", str(args.moves),
                   "--key", args.key, "--players", str(args.players),
                   "--render-workers", str(args.render_workers), "--barrier", folder,
                   "--think", str(args.think),
                   "--start-at", str(start_at)] + (["--no-images"] if args.no_images else [])
        asyncio.run(create_database(db))
        processes = [subprocess.Popen([*command, "--shard", str(shard)],
                                      stdout=subprocess.PIPE, text=True, cwd=ROOT)
                     for shard in range(SHARDS)]
        reports = []
        try:
            for process in processes:
                out, _ = process.communicate(timeout=600)
                if process.returncode != 0:
                    raise SystemExit(f"a bot process failed (exit {process.returncode})")
                reports.append(json.loads(out.strip().splitlines()[-1]))
        finally:
            for process in processes:   # never leave a bot process behind
                if process.poll() is None:
                    process.kill()
                    process.wait()
        channels = [c for r in reports for c in r["channels"]]
        logged = asyncio.run(logged_moves(db, channels))
    acknowledged = {c: n for r in reports for c, n in zip(r["channels"], r["played"],
                                                           strict=True)}
    moves = sum(acknowledged.values())
    wall = max(r["wall"] for r in reports)
    first = [t for r in reports for t in r["first_reply"]]
    done = [t for r in reports for t in r["done"]]
    where = "PostgreSQL" if url else "SQLite"
    print(f"{SHARDS} bot processes (one shard each) on one {where} database, "
          f"{len(channels)} channels in parallel, {args.key} with {args.players} players, "
          f"{args.moves} moves each {args.think:g} s apart, "
          f"pictures {'off' if args.no_images else 'on'} (RENDER_WORKERS="
          f"{args.render_workers} each); {os.cpu_count()} CPUs")
    print(f"  {moves} moves in {wall:.1f} s: {moves / wall:.1f} moves/s")
    print(f"  first reply: p50 {ms_text(first, 50)}, p95 {ms_text(first, 95)}")
    print(f"  move done:   p50 {ms_text(done, 50)}, p95 {ms_text(done, 95)}")
    lost = {c: (acknowledged[c], logged[c]) for c in channels if acknowledged[c] != logged[c]}
    print(f"  moves acknowledged {moves}, in the logs {sum(logged.values())}: "
          + ("none lost, none applied twice" if not lost else f"MISMATCH in {lost}"))
    sent = [c for r in reports for c in r["reminders"]]
    once = sorted(sent) == sorted(channels)
    own = all(set(r["reminders"]) <= set(r["channels"]) for r in reports)
    print(f"  reminders after 25 h, {REMINDER_SWEEPS} simultaneous sweeps per process: "
          f"{len(sent)} posted for {len(channels)} waiting games: "
          + ("each exactly once, by its shard's process" if once and own else "WRONG"))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_play_options(parser, channels=20)   # over both processes
    parser.add_argument("--render-workers", type=int, default=1,
                        help="drawing processes per bot process (default 1: in a thread)")
    parser.add_argument("--url", default=os.environ.get("CAVERN_BENCH_POSTGRES"),
                        help="a PostgreSQL server to share (default: a SQLite file)")
    parser.add_argument("--db", default="", help=argparse.SUPPRESS)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--shard", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--barrier", default="", help=argparse.SUPPRESS)
    parser.add_argument("--start-at", type=float, default=0.0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(asyncio.run(child(args))))
    else:
        parent(args)


if __name__ == "__main__":
    main()
