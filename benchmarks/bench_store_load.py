"""Two bot processes on one store: moves per second, reply latency, nothing lost or doubled.

    python -m benchmarks.bench_store_load [--url postgresql://…] [--games N] [--moves M]
                                          [--processes P] [--contended F] [--key KEY]

Each process is a whole ``GameHost`` with its own connections (a pool on PostgreSQL), as
two shards would run. The games are split between the processes like shards split
servers, and a fraction ``F`` of them is played by every process at once (the same seat
pressing the same choice: one press must win). All games move in parallel. Then every
process asks for due reminders at the same moment. At the end the store is checked:
each game's log numbers run 1…n with n the presses that succeeded (no move lost or
applied twice), each log replays to its stored position, and each due reminder was
handed out once. Without ``--url`` (or ``CAVERN_BENCH_POSTGRES``) it runs on a SQLite
file. A fresh schema (or file) is used and dropped afterwards. No Discord here: the
latency is the host's, from the press to the stored move and its outbox row.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import os
import statistics
import sys
import tempfile
import time
import traceback
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

import rules
from bot.config import Settings
from bot.host import GameHost
from bot.outcomes import HostError, StoreTrouble
from bot.store import Database
from bot.store import games as games_db
from bot.store import reminders as reminders_db
from rules.core import Rng

FIRST_CHANNEL = 50_000
DAY = 24 * 3600.0


def _settings() -> Settings:
    return Settings(reminder_hours=24, timeout_hours=72, max_reminders=3)


def _players(index: int) -> tuple[int, int]:
    return 2 * index + 1, 2 * index + 2


async def _setup(target: str, games: int, key: str) -> None:
    db = await Database.open(target)
    host = GameHost(db, _settings(), seeds=lambda: 1234, draw_images=False)
    try:
        for i in range(games):
            ann, bob = _players(i)
            await host.new_game(FIRST_CHANNEL + i, 1 + i % 7, ann, f"P{ann}", key)
            await host.join(FIRST_CHANNEL + i, bob, f"P{bob}")
            await host.start(FIRST_CHANNEL + i, ann)
    finally:
        await db.close()


async def _play(host: GameHost, channel: int, until: int, chooser: Rng,
                stats: dict[str, Any]) -> None:
    """Press for whoever must act until the game reaches version ``until`` or ends."""
    while True:
        status = await host.status(channel)
        if status.status != "active" or status.version >= until:
            return
        seat = status.to_act[0]
        assert seat.user_id is not None
        mine = await host.options(channel, seat.user_id)
        if not mine.decisions:
            continue
        choice = chooser.choice(mine.decisions[0].options)
        began = time.perf_counter()
        try:
            await host.act(channel, seat.user_id, choice.id, mine.decisions[0].stamp)
        except StoreTrouble:
            stats["busy"] += 1          # the write lock stayed taken past the busy timeout
            continue
        except HostError:
            stats["refused"] += 1       # another process stored that seat's move first
            stats["refused_ms"].append((time.perf_counter() - began) * 1000)
            continue
        stats["latency_ms"].append((time.perf_counter() - began) * 1000)
        stats["won"][channel] = stats["won"].get(channel, 0) + 1


async def _worker(index: int, processes: int, target: str, games: int, moves: int,
                  contended: list[int], barrier: Any) -> dict[str, Any]:
    db = await Database.open(target)
    host = GameHost(db, _settings(), seeds=lambda: 1, draw_images=False)
    stats: dict[str, Any] = {"refused": 0, "busy": 0, "latency_ms": [], "refused_ms": [], "won": {}}
    mine = [i for i in range(games) if i % processes == index or i in contended]
    try:
        barrier.wait()
        began = time.time()
        await asyncio.gather(*(
            _play(host, FIRST_CHANNEL + i, 1 + moves, Rng(i * 7919 + index), stats)
            for i in mine))
        stats["began"], stats["ended"] = began, time.time()
        barrier.wait()                                    # everyone's moves are stored
        notices = await host.due_notices(time.time() + DAY + 60)
        stats["reminded"] = [(n.game_id, u) for n in notices for u in n.mention_user_ids]
    finally:
        await db.close()
    return stats


def _child(index: int, processes: int, target: str, games: int, moves: int,
           contended: list[int], barrier: Any, results: Any, key: str) -> None:
    try:
        results.put((index, asyncio.run(
            _worker(index, processes, target, games, moves, contended, barrier))))
    except BaseException:
        results.put((index, {"error": traceback.format_exc()}))
        barrier.abort()


async def _verify(target: str, won: Counter[int], reminded: list[tuple[int, int]]
                  ) -> list[str]:
    problems: list[str] = []
    db = await Database.open(target)
    try:
        async with db.read() as conn:
            for channel, count in sorted(won.items()):
                row = await games_db.last_game_in(conn, channel)
                assert row is not None
                log = await games_db.moves(conn, row.id, include_undone=True)
                if [m.seq for m in log] != list(range(1, count + 1)):
                    problems.append(f"channel {channel}: {count} presses won, log "
                                    f"{[m.seq for m in log]}")
                    continue
                players = len(await games_db.seats(conn, row.id))
                state = rules.replay(row.key, players, row.seed, row.options,
                                     [(m.seat, m.option_id) for m in log])
                fresh = json.loads(json.dumps(rules.get_engine(row.key).to_json(state)))
                if fresh != row.state:
                    problems.append(f"channel {channel}: the log does not replay to the "
                                    "stored position")
            due = [(r.game_id, r.user_id) for g in await games_db.games_in_play(conn)
                   for r in await reminders_db.for_game(conn, g.id) if r.sent]
        doubled = [k for k, n in Counter(reminded).items() if n > 1]
        if doubled:
            problems.append(f"reminders sent twice: {doubled[:5]}")
        if sorted(set(reminded)) != sorted(due):
            problems.append(f"reminders: {len(set(reminded))} sent, {len(due)} rows claimed")
    finally:
        await db.close()
    return problems


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(target: str, games: int, moves: int, processes: int, contended_share: float,
        key: str) -> int:
    print(f"store: {target.split('?')[0].split('@')[-1]}; {processes} processes, {games} "
          f"games of {key}, {moves} moves each, {contended_share:.0%} played by every process")
    asyncio.run(_setup(target, games, key))
    contended = [i for i in range(games) if (i * 0.618) % 1 < contended_share]
    ctx = mp.get_context("spawn")
    barrier = ctx.Barrier(processes)
    results = ctx.Queue()
    children = [ctx.Process(target=_child, args=(i, processes, target, games, moves,
                                                 contended, barrier, results, key))
                for i in range(processes)]
    for child in children:
        child.start()
    reports = dict(results.get() for _ in children)
    for child in children:
        child.join()
    for index, report in sorted(reports.items()):
        if "error" in report:
            print(f"process {index} failed:\n{report['error']}")
            return 1
    latency = [x for r in reports.values() for x in r["latency_ms"]]
    refused_ms = [x for r in reports.values() for x in r["refused_ms"]]
    won: Counter[int] = Counter()
    for r in reports.values():
        won.update(r["won"])
    wall = (max(r["ended"] for r in reports.values())
            - min(r["began"] for r in reports.values()))
    reminded = [tuple(x) for r in reports.values() for x in r["reminded"]]
    total = sum(won.values())
    print(f"  moves stored: {total} in {wall:.1f} s = {total / wall:.0f} moves/s")
    print(f"  reply latency (press to stored move): p50 {_pct(latency, .5):.1f} ms, "
          f"p95 {_pct(latency, .95):.1f} ms, max {max(latency):.1f} ms")
    print(f"  contended presses refused (the other process won): "
          f"{sum(r['refused'] for r in reports.values())}"
          + (f", p50 {statistics.median(refused_ms):.1f} ms" if refused_ms else ""))
    print(f"  presses refused as busy (retried): {sum(r['busy'] for r in reports.values())}")
    shares = ", ".join(f"process {i}: {len(r['reminded'])}" for i, r in sorted(reports.items()))
    print(f"  reminders handed out: {len(reminded)} ({shares})")
    problems = asyncio.run(_verify(target, won, reminded))  # type: ignore[arg-type]
    if problems:
        print("  PROBLEMS:\n    " + "\n    ".join(problems))
        return 1
    print("  checked: every log runs 1..n with n the presses won and replays to its stored "
          "position; every due reminder handed out exactly once")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", default=os.environ.get("CAVERN_BENCH_POSTGRES"),
                        help="postgresql:// URL (default: a SQLite file)")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--moves", type=int, default=10)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--contended", type=float, default=0.1)
    parser.add_argument("--key", default="cave-vs-cave")
    args = parser.parse_args(argv)
    if args.url:
        return asyncio.run(_with_schema(args))
    with tempfile.TemporaryDirectory() as folder:
        return run(str(Path(folder) / "load.db"), args.games, args.moves, args.processes,
                   args.contended, args.key)


async def _with_schema(args: argparse.Namespace) -> int:
    import asyncpg
    schema = f"bench_{uuid.uuid4().hex[:12]}"
    conn = await asyncpg.connect(args.url)
    await conn.execute(f"CREATE SCHEMA {schema}")
    try:
        target = f"{args.url}{'&' if '?' in args.url else '?'}search_path={schema}"
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(None, run, target, args.games, args.moves,
                                          args.processes, args.contended, args.key)
    finally:
        await conn.execute(f"DROP SCHEMA {schema} CASCADE")
        await conn.close()


if __name__ == "__main__":
    sys.exit(main())
