"""The web table under load: open pages watching running games while moves are played.

    python -m benchmarks.bench_web [--pages 200] [--games 50] [--moves 10] [--url postgresql://…]

One web server (this process) serves ``--pages`` pages spread over ``--games`` running
Cave vs Cave games: each page holds the game's event stream open, as a browser's page does,
and fetches the table again on every hint. Moves are played through a second host (on
PostgreSQL, its own connection pool: another process as far as the store and LISTEN/NOTIFY
are concerned; on SQLite, the same process). It prints the server time per table fetch
(p50/p95), the time from a move's commit to every watching page having fetched the new
table (p50/p95), and the web server's memory (RSS) before and after.

    python -m benchmarks.bench_web --processes --url postgresql://… [--pages …]

With ``--processes`` (PostgreSQL only) the deployment of the issue is measured: the moves
are played by two mover processes (each its own GameHost on the same database, standing
for the host side of two sharded bot processes; no Discord), the web server runs in a
third process (as ``./run.sh web``), and this process holds only the pages. The fetch time
is the web process's own (its ``Server-Timing`` header); a move's reach is measured from
its commit in a mover to the last watching page's fetch (one machine's monotonic clock);
the web process's RSS is read from /proc after each round of moves, and the last third's
slope says whether it levels off.

Pages fetch the moment they hear a hint (every watching page at once: the hardest case);
``--spread S`` lets each wait a random 0..S seconds first, as browsers on different
networks do (a move's reach then includes that wait).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import resource
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp

from benchmarks.figures import ms_text
from bot.config import Settings
from bot.host import GameHost
from bot.store import Database
from rules.core import Rng
from web.app import RateLimits
from web.server import start_web


def cpu_seconds(pid: int) -> float:
    """The CPU time a process has used (user + system), from /proc: what it costs whatever
    else the machine runs meanwhile."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def rss_mb(pid: int | str = "self") -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def spread_out(spread: float, rng: random.Random) -> None:
    """A page's own delay before it fetches (``--spread``): browsers hear a hint at
    different moments (their networks, their devices), not all in one instant."""
    if spread > 0:
        await asyncio.sleep(rng.uniform(0, spread))


async def hints(session: aiohttp.ClientSession, base: str, game: int,
                ready: asyncio.Event, stop: asyncio.Event) -> AsyncIterator[int]:
    """The versions a page's event stream announces, until ``stop`` is set."""
    async with session.get(f"{base}/game/{game}/events") as stream:
        ready.set()
        async for raw in stream.content:
            if stop.is_set():
                return
            line = raw.decode().strip()
            if line.startswith("data: "):
                yield int(line[6:])


async def watch(session: aiohttp.ClientSession, base: str, game: int,
                fetches: list[float], seen: dict[tuple[int, int], list[float]],
                ready: asyncio.Event, stop: asyncio.Event, spread: float = 0.0,
                rng: random.Random | None = None) -> None:
    """One page: the event stream, and the table fetched again on every hint."""
    rng = rng or random.Random(0)
    async for version in hints(session, base, game, ready, stop):
        await spread_out(spread, rng)
        began = time.perf_counter()
        async with session.get(f"{base}/game/{game}/table") as page:
            await page.read()
        fetches.append(time.perf_counter() - began)
        seen.setdefault((game, version), []).append(time.perf_counter())


async def run(pages: int, games: int, moves: int, url: str | None,
              spread: float = 0.0) -> None:
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
                                               fetches, seen, ready, stop, spread,
                                               random.Random(index))))
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
          f"on {'PostgreSQL' if url else 'SQLite'}"
          + (f"; each page fetches 0-{spread:g} s after a hint" if spread else ""))
    print(f"  table fetch (server time seen by the page): p50 {ms_text(fetches, 50)}, "
          f"p95 {ms_text(fetches, 95)} over {len(fetches)} fetches")
    print(f"  a move reaches every watching page (commit to table fetched): "
          f"p50 {ms_text(reach, 50)}, p95 {ms_text(reach, 95)}; pages that missed one: {missed}")
    print(f"  web process memory: {before:.0f} MB with the pages open, {after:.0f} MB after; "
          f"after each round of moves: {' '.join(f'{m:.0f}' for m in samples)}")


# ----- --processes: two mover processes, one web process, the pages here ---------------
def _server_ms(header: str | None) -> float | None:
    """The ``app;dur=…`` of a Server-Timing header, in seconds."""
    for part in (header or "").split(";"):
        if part.strip().startswith("dur="):
            return float(part.strip()[4:]) / 1000
    return None


async def watch_timed(session: aiohttp.ClientSession, base: str, game: int,
                      fetches: list[float], seen: dict[tuple[int, int], list[float]],
                      ready: asyncio.Event, stop: asyncio.Event, spread: float = 0.0,
                      rng: random.Random | None = None) -> None:
    """One page, as :func:`watch`, keeping the server's own time and a shared clock.

    The page is loaded once first, as a browser does before it listens (not counted)."""
    rng = rng or random.Random(0)
    async with session.get(f"{base}/game/{game}/table") as page:
        await page.read()
    async for version in hints(session, base, game, ready, stop):
        await spread_out(spread, rng)
        async with session.get(f"{base}/game/{game}/table") as page:
            await page.read()
            server = _server_ms(page.headers.get("Server-Timing"))
        if server is not None:
            fetches.append(server)
        seen.setdefault((game, version), []).append(time.monotonic())


async def serve_web(url: str, schema: str) -> None:
    """The web process: the table's server on the benchmark's schema, until stdin closes."""
    from bot.store.postgres import PostgresDatabase
    settings = Settings(web_port=0, render_workers=0, web_secret="bench")
    db = await PostgresDatabase.connect(url, schema=schema)
    host = GameHost(db, settings, draw_images=False)
    server = await start_web(host, settings, port=0,
                             limits=RateLimits(burst=1e9, per_second=1e9))
    print(f"URL {server.url}", flush=True)
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, sys.stdin.read)   # the benchmark closes it: stop
    await server.stop()
    await host.live.close()
    await db.close()


async def play_moves(url: str, schema: str, channels: list[int], moves: int,
                     seed: int, pause: float = 0.05) -> None:
    """A mover process: one move in each of its games per round, through the host code.

    Prints ``C game version time`` at each commit and ``R round`` after each round."""
    from bot.store.postgres import PostgresDatabase
    settings = Settings(web_port=0, render_workers=0, web_secret="bench")
    db = await PostgresDatabase.connect(url, schema=schema)
    mover = GameHost(db, settings, draw_images=False)
    rng = Rng(seed)
    print("READY", flush=True)
    sys.stdin.readline()   # the benchmark says go once every page is open
    for round_ in range(moves):
        for channel in channels:
            status = await mover.status(channel)
            if status.status != "active":
                continue
            user = status.to_act[0].user_id
            assert user is not None
            decision = (await mover.options(channel, user)).decisions[0]
            out = await mover.act(channel, user, rng.choice(decision.options).id,
                                  decision.stamp)
            print(f"C {status.game_id} {out.version} {time.monotonic()}", flush=True)
        await asyncio.sleep(pause)
        print(f"R {round_}", flush=True)
    await db.close()


async def _child(*args: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", "benchmarks.bench_web", *args,
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)


async def _line(process: asyncio.subprocess.Process) -> str:
    assert process.stdout is not None
    raw = await asyncio.wait_for(process.stdout.readline(), 120)
    if not raw:
        raise RuntimeError(f"a benchmark process ended early ({await process.wait()})")
    return raw.decode().strip()


def slope_text(samples: list[float]) -> str:
    """MB per round over the last third of the samples, and whether that is flat."""
    tail = samples[len(samples) - max(2, len(samples) // 3):]
    if len(tail) < 2:
        return "too few rounds to tell"
    per_round = (tail[-1] - tail[0]) / (len(tail) - 1)
    flat = abs(per_round) <= max(0.5, 0.005 * tail[0])
    return (f"last third {per_round:+.2f} MB per round: "
            f"{'levels off' if flat else 'still growing' if per_round > 0 else 'falling'}")


async def run_processes(pages: int, games: int, moves: int, url: str,
                        pause: float = 0.05, spread: float = 0.0) -> None:
    import asyncpg

    from bot.store.postgres import PostgresDatabase
    schema = f"bench_web_{os.getpid()}"
    settings = Settings(web_port=0, render_workers=0, web_secret="bench")
    # The games are opened here before the clock starts, then this process lets go of
    # the database: during the run it holds only the pages.
    db = await PostgresDatabase.connect(url, schema=schema)
    setup = GameHost(db, settings, draw_images=False)
    await setup.web.set_spectators(1, True, is_moderator=True)
    ids: list[tuple[int, int]] = []
    base_channel = int(time.time()) * 1000
    for index in range(games):
        channel = base_channel + index
        await setup.new_game(channel, 1, 1, "Ann", "cave-vs-cave")
        await setup.join(channel, 2, "Bob")
        await setup.start(channel, 1)
        ids.append((channel, (await setup.status(channel)).game_id))
    await setup.live.close()
    await db.close()
    web_process = await _child("--role", "web", "--url", url, "--schema", schema)
    movers = [await _child("--role", "mover", "--url", url, "--schema", schema,
                           "--moves", str(moves), "--seed", str(half + 1),
                           "--pause", str(pause), "--channels",
                           ",".join(str(c) for c, _ in ids[half::2]))
              for half in range(2)]
    session: aiohttp.ClientSession | None = None
    tasks: list[asyncio.Task[None]] = []
    try:
        base = (await _line(web_process)).split(" ", 1)[1]
        for mover in movers:
            assert await _line(mover) == "READY"
        fetches: list[float] = []
        seen: dict[tuple[int, int], list[float]] = {}
        stop = asyncio.Event()
        session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0))
        readies = []
        for index in range(pages):
            ready = asyncio.Event()
            readies.append(ready)
            tasks.append(asyncio.create_task(watch_timed(session, base, ids[index % games][1],
                                                         fetches, seen, ready, stop, spread,
                                                         random.Random(index))))
        for ready in readies:
            await ready.wait()
        assert web_process.pid is not None
        before = rss_mb(web_process.pid)
        cpu_before = cpu_seconds(web_process.pid)
        committed: dict[tuple[int, int], float] = {}
        samples: list[float] = []
        began = time.monotonic()
        for mover in movers:
            assert mover.stdin is not None
            mover.stdin.write(b"go\n")
            await mover.stdin.drain()
        rounds = [0, 0]
        pid = web_process.pid

        async def follow(which: int) -> None:
            """A mover's commits and rounds; the web process's RSS once both end a round."""
            stream = movers[which].stdout
            assert stream is not None
            while raw := await stream.readline():
                kind, *rest = raw.decode().split()
                if kind == "C":
                    committed[(int(rest[0]), int(rest[1]))] = float(rest[2])
                elif kind == "R":
                    rounds[which] = int(rest[0]) + 1
                    while len(samples) < min(rounds):
                        samples.append(rss_mb(pid))

        await asyncio.gather(follow(0), follow(1))
        await asyncio.sleep(2.0)   # the last hints arrive
        elapsed = time.monotonic() - began
        watchers = pages // games
        reach: list[float] = []
        missed = 0
        for key, at in committed.items():
            times = seen.get(key, [])
            missed += max(0, watchers - len(times))
            reach.extend(t - at for t in times)
        after = rss_mb(web_process.pid)
        cpu = cpu_seconds(web_process.pid) - cpu_before
        stop.set()
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if session is not None:
            await session.close()
        for child in (web_process, *movers):
            if child.stdin is not None and not child.stdin.is_closing():
                child.stdin.close()
        for child in (web_process, *movers):
            try:
                await asyncio.wait_for(child.wait(), 10)
            except TimeoutError:
                child.kill()
                await child.wait()
        conn = await asyncpg.connect(url)
        await conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        await conn.close()
    print(f"{pages} pages watching {games} games, {len(committed)} moves in {elapsed:.1f} s "
          f"on PostgreSQL: two mover processes, one web process (pid {web_process.pid})"
          + (f"; each page fetches 0-{spread:g} s after a hint" if spread else ""))
    print(f"  table fetch (the web process's Server-Timing): p50 {ms_text(fetches, 50)}, "
          f"p95 {ms_text(fetches, 95)} over {len(fetches)} fetches")
    print(f"  a move reaches every watching page (commit in a mover to table fetched): "
          f"p50 {ms_text(reach, 50)}, p95 {ms_text(reach, 95)}; pages that missed one: {missed}")
    print(f"  web process memory: {before:.0f} MB with the pages open, {after:.0f} MB after; "
          f"after each round of moves: {' '.join(f'{m:.0f}' for m in samples)}")
    print(f"  web process memory trend: {slope_text(samples)}")
    per_fetch = cpu / max(1, len(fetches)) * 1000
    print(f"  web process CPU: {cpu:.1f} s over the run, {per_fetch:.2f} ms per table fetch "
          f"(event streams and hints included)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_web",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", type=int, default=200)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--moves", type=int, default=10, help="moves per game")
    parser.add_argument("--url", help="postgresql://… (default: a temporary SQLite file)")
    parser.add_argument("--processes", action="store_true",
                        help="two mover processes and a web process (needs --url)")
    # The children of --processes (not for a person to run).
    # A table's players take seconds between moves: each mover waits this long after
    # playing one move in each of its games (0.05 s: as fast as the store takes them).
    parser.add_argument("--pause", type=float, default=0.05,
                        help="seconds a mover waits between its rounds of moves (--processes)")
    # 0: every page fetches the moment it hears a hint (the hardest case for the server).
    parser.add_argument("--spread", type=float, default=0.0,
                        help="each page waits a random 0..SPREAD seconds after a hint "
                             "before it fetches (a move's reach includes that wait)")
    parser.add_argument("--role", choices=("web", "mover"), help=argparse.SUPPRESS)
    parser.add_argument("--schema", help=argparse.SUPPRESS)
    parser.add_argument("--channels", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.role == "web":
        asyncio.run(serve_web(args.url, args.schema))
    elif args.role == "mover":
        asyncio.run(play_moves(args.url, args.schema,
                               [int(c) for c in args.channels.split(",") if c],
                               args.moves, args.seed, args.pause))
    elif args.processes:
        if not args.url:
            parser.error("--processes needs --url postgresql://…")
        asyncio.run(run_processes(args.pages, args.games, args.moves, args.url, args.pause,
                                  args.spread))
    else:
        asyncio.run(run(args.pages, args.games, args.moves, args.url, args.spread))


if __name__ == "__main__":
    main()
