"""Moves per second through the host with SQLite, and the whole move with its images.

    python -m benchmarks.bench_host [--games N] [--players P] [--key KEY] [--images]
                                    [--moves M]

With no arguments it runs two cases: Cave vs Cave, 2 players, engine + store (no
images); and Caverna, 7 players, the whole move — engine, store and both pictures (the
shared board and the acting player's board, plus the furnishing supply when it
changed). Random games are played move by move through ``GameHost.act`` on a
temporary SQLite file (WAL, synchronous=NORMAL, as the bot runs); then a bare
``INSERT`` + ``COMMIT`` of the same move row is timed on the same file and connection.
It prints the medians, their ratio, and the aiosqlite round trips per move (each is a
hop to the database thread and back).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a file: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import aiosqlite

import rules
from bot.config import Settings
from bot.host import GameHost
from bot.store import Database
from rules.core import Rng


@dataclass(frozen=True)
class Case:
    key: str
    players: int
    games: int
    images: bool
    moves: int | None   # moves per game at most (None: to the end)


DEFAULT_CASES = (Case("cave-vs-cave", 2, 3, False, None),
                 Case("caverna", 7, 1, True, 120))


@contextmanager
def round_trips() -> Iterator[list[int]]:
    """Count every call aiosqlite sends to its database thread while the block runs."""
    counter = [0]
    real = aiosqlite.Connection._execute

    async def counting(self: aiosqlite.Connection, fn: Any, *args: Any, **kwargs: Any) -> Any:
        counter[0] += 1
        return await real(self, fn, *args, **kwargs)

    aiosqlite.Connection._execute = counting  # type: ignore[method-assign]
    try:
        yield counter
    finally:
        aiosqlite.Connection._execute = real  # type: ignore[method-assign]


async def play_games(host: GameHost, case: Case) -> tuple[list[float], list[int]]:
    """Seconds and round trips per ``act`` call, over random games in separate channels."""
    times: list[float] = []
    trips: list[int] = []
    for game in range(case.games):
        channel = 1000 + game
        await host.new_game(channel, 1, 1, "Ann", case.key, case.players)
        for user in range(2, case.players + 1):
            await host.join(channel, user, f"P{user}")
        await host.start(channel, 1)
        chooser = Rng(game)
        played = 0
        while case.moves is None or played < case.moves:
            status = await host.status(channel)
            if status.status == "finished":
                break
            decision = chooser.choice(status.to_act)
            assert decision.user_id is not None
            mine = await host.options(channel, decision.user_id)
            option = chooser.choice(mine.decisions[0].options)
            with round_trips() as counter:
                start = time.perf_counter()
                out = await host.act(channel, decision.user_id, option.id,
                                     mine.decisions[0].stamp)
                times.append(time.perf_counter() - start)
            trips.append(counter[0])
            played += 1
            if out.over:
                break
    return times, trips


async def bare_inserts(db: Database, count: int) -> list[float]:
    """Seconds per INSERT + COMMIT of a move-sized row, on the same connection."""
    events = json.dumps([{"text": "Player 1 takes Cultivation.", "seat": 0, "reveals": False}])
    async with db.transaction() as conn:
        await conn.execute("CREATE TABLE IF NOT EXISTS bench_moves (game_id INTEGER, seq"
                           " INTEGER, seat INTEGER, option_id TEXT, user_id INTEGER,"
                           " played_at REAL, events TEXT, reveals INTEGER,"
                           " PRIMARY KEY (game_id, seq))")
        await conn.execute("DELETE FROM bench_moves")
    times: list[float] = []
    for seq in range(count):
        start = time.perf_counter()
        async with db.transaction() as conn:
            await conn.execute("INSERT INTO bench_moves VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                               (1, seq, 0, "tile:cultivation", 1, time.time(), events, 0))
        times.append(time.perf_counter() - start)
    return times


async def run_case(case: Case) -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "bench.db")
        try:
            host = GameHost(db, Settings(), seeds=iter(range(10**9)).__next__,
                            draw_images=case.images)
            wall = time.perf_counter()
            acts, trips = await play_games(host, case)
            wall = time.perf_counter() - wall
            inserts = await bare_inserts(db, max(len(acts), 200))
        finally:
            await db.close()
    act_ms = statistics.median(acts) * 1000
    insert_ms = statistics.median(inserts) * 1000
    what = "engine + store + images" if case.images else "engine + store"
    limit = f" (at most {case.moves} per game)" if case.moves else ""
    print(f"{case.key}, {case.players} player(s), {case.games} game(s), {len(acts)} moves"
          f"{limit}, images {'on' if case.images else 'off'}")
    print(f"  host act ({what}): median {act_ms:.3f} ms/move,"
          f" p90 {statistics.quantiles(acts, n=10)[-1] * 1000:.3f} ms,"
          f" {len(acts) / sum(acts):.0f} moves/s ({len(acts) / wall:.0f} moves/s with"
          " status/options calls)")
    print(f"  aiosqlite round trips per act: median {statistics.median(trips):g},"
          f" max {max(trips)}")
    print(f"  bare INSERT + COMMIT of the same row: median {insert_ms:.3f} ms")
    print(f"  ratio host move / bare insert: {act_ms / insert_ms:.1f}x")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--key", default=None, choices=sorted(rules.GAMES))
    parser.add_argument("--images", action="store_true", help="also render the PNGs")
    parser.add_argument("--moves", type=int, default=None, help="moves per game at most")
    args = parser.parse_args(argv)
    if args.key is None and args.players is None and args.games is None:
        cases: tuple[Case, ...] = DEFAULT_CASES
    else:
        cases = (Case(args.key or "cave-vs-cave", args.players or 2, args.games or 3,
                      args.images, args.moves),)
    for case in cases:
        asyncio.run(run_case(case))


if __name__ == "__main__":
    main()
