"""The web table under load: open pages watching running games while moves are played.

    python -m benchmarks.bench_web [--pages 200] [--games 50] [--moves 10] [--url postgresql://…]

One web server (this process) serves ``--pages`` pages spread over ``--games`` running
Cave vs Cave games: each page holds the game's event stream open, as a browser's page does,
and fetches the table again on every hint. Moves are played through a second host (on
PostgreSQL, its own connection pool: another process as far as the store and LISTEN/NOTIFY
are concerned; on SQLite, the same process). It prints the server time per table fetch
(p50/p95), the time from a move's commit to every watching page having fetched the new
table (p50/p95), and the web server's memory (RSS) before and after.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import tempfile
import time
from pathlib import Path

import aiohttp

from benchmarks.figures import ms_text
from bot.config import Settings
from bot.host import GameHost
from bot.store import Database
from rules.core import Rng
from web.app import RateLimits
from web.server import start_web


def rss_mb() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def watch(session: aiohttp.ClientSession, base: str, game: int,
                fetches: list[float], seen: dict[tuple[int, int], list[float]],
                ready: asyncio.Event, stop: asyncio.Event) -> None:
    """One page: the event stream, and the table fetched again on every hint."""
    async with session.get(f"{base}/game/{game}/events") as stream:
        ready.set()
        async for raw in stream.content:
            if stop.is_set():
                return
            line = raw.decode().strip()
            if not line.startswith("data: "):
                continue
            version = int(line[6:])
            began = time.perf_counter()
            async with session.get(f"{base}/game/{game}/table") as page:
                await page.read()
            fetches.append(time.perf_counter() - began)
            seen.setdefault((game, version), []).append(time.perf_counter())


async def run(pages: int, games: int, moves: int, url: str | None) -> None:
    folder = Path(tempfile.mkdtemp(prefix="bench-web-"))
    settings = Settings(web_port=0, render_workers=0, web_secret="bench")
    schema = f"bench_web_{os.getpid()}"
    if url:   # a schema of its own, dropped afterwards
        from bot.store.postgres import PostgresDatabase
        web_db: Database = await PostgresDatabase.connect(url, schema=schema)
        mover_db: Database = await PostgresDatabase.connect(url, schema=schema)
    else:
        web_db = mover_db = await Database.open(folder / "web.db")
    web_host = GameHost(web_db, settings, draw_images=False)
    # On SQLite the bot and the table share one host (its feed is in process).
    mover = GameHost(mover_db, settings, draw_images=False) if url else web_host
    server = await start_web(web_host, settings, port=0,
                             limits=RateLimits(burst=1e9, per_second=1e9))
    await web_host.web.set_spectators(1, True, is_moderator=True)
    ids = []
    base_channel = int(time.time()) * 1000
    for index in range(games):
        channel = base_channel + index
        await mover.new_game(channel, 1, 1, "Ann", "cave-vs-cave")
        await mover.join(channel, 2, "Bob")
        await mover.start(channel, 1)
        ids.append((channel, (await mover.status(channel)).game_id))
    fetches: list[float] = []
    seen: dict[tuple[int, int], list[float]] = {}
    stop = asyncio.Event()
    connector = aiohttp.TCPConnector(limit=0)
    session = aiohttp.ClientSession(connector=connector)
    readies = []
    tasks = []
    for index in range(pages):
        ready = asyncio.Event()
        readies.append(ready)
        tasks.append(asyncio.create_task(watch(session, server.url, ids[index % games][1],
                                               fetches, seen, ready, stop)))
    for ready in readies:
        await ready.wait()
    before = rss_mb()
    committed: dict[tuple[int, int], float] = {}
    rng = Rng(1)
    began = time.perf_counter()
    samples: list[float] = []
    for _ in range(moves):
        for channel, game in ids:
            status = await mover.status(channel)
            if status.status != "active":
                continue
            user = status.to_act[0].user_id
            assert user is not None
            mine = await mover.options(channel, user)
            decision = mine.decisions[0]
            out = await mover.act(channel, user, rng.choice(decision.options).id,
                                  decision.stamp)
            committed[(game, out.version)] = time.perf_counter()
        await asyncio.sleep(0.05)
        samples.append(rss_mb())
    await asyncio.sleep(2.0)   # the last hints arrive
    elapsed = time.perf_counter() - began
    watchers = pages // games
    reach = []
    missed = 0
    for key, at in committed.items():
        times = seen.get(key, [])
        if len(times) < watchers:
            missed += watchers - len(times)
        reach.extend(t - at for t in times)
    after = rss_mb()
    stop.set()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await session.close()
    await server.stop()
    await web_host.live.close()
    if mover_db is not web_db:
        await mover_db.close()
    await web_db.close()
    if url:
        import asyncpg
        conn = await asyncpg.connect(url)
        await conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        await conn.close()
    print(f"{pages} pages watching {games} games, {len(committed)} moves in {elapsed:.1f} s "
          f"on {'PostgreSQL' if url else 'SQLite'}")
    print(f"  table fetch (server time seen by the page): p50 {ms_text(fetches, 50)}, "
          f"p95 {ms_text(fetches, 95)} over {len(fetches)} fetches")
    print(f"  a move reaches every watching page (commit to table fetched): "
          f"p50 {ms_text(reach, 50)}, p95 {ms_text(reach, 95)}; pages that missed one: {missed}")
    print(f"  web process memory: {before:.0f} MB with the pages open, {after:.0f} MB after; "
          f"after each round of moves: {' '.join(f'{m:.0f}' for m in samples)}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_web",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", type=int, default=200)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--moves", type=int, default=10, help="moves per game")
    parser.add_argument("--url", help="postgresql://… (default: a temporary SQLite file)")
    args = parser.parse_args(argv)
    asyncio.run(run(args.pages, args.games, args.moves, args.url))


if __name__ == "__main__":
    main()
