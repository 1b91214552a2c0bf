"""A long season in the store: how fast /game mine, leaderboard and profile answer.

    python -m benchmarks.bench_season [--games 10000] [--members 1000] [--calls 200]
                                      [--url postgresql://…]

Fills a store (a temporary SQLite file, or a PostgreSQL URL: a fresh schema there) with
``--games`` finished games of one server among ``--members`` members (2-4 seats each,
the three games mixed, a breakdown per seat, a 2 KB final position each), plus another
server's games and 300 running games with a waiting player each, then rates them all
with ``python -m bot ratings rebuild``'s code. It then times what the three commands
ask the host, for random members, and prints the median and p95 of each (the target is
a median within 50 ms). The host's answer is measured as the cog awaits it, rendering
its text in English included; Discord's own round trip is not.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import tempfile
import time
import uuid
from pathlib import Path

from benchmarks.figures import percentile
from bot.config import Settings
from bot.host import GameHost
from bot.store import Database

GUILD, OTHER = 1, 2
KEYS = ("caverna", "cave-vs-cave", "cavern-tavern")
STATE = json.dumps({"padding": "x" * 2000})
RUNNING = 300


async def fill(db: Database, games: int, members: int, rng: random.Random) -> None:
    now = 1_700_000_000.0
    game_rows, seat_rows, result_rows, result_seat_rows = [], [], [], []
    total = games + games // 10
    for game_id in range(1, total + 1):
        guild = GUILD if game_id <= games else OTHER
        key = rng.choice(KEYS)
        ended = now + game_id * 600
        players = rng.sample(range(1, members + 1), rng.randint(2, 4))
        scores = sorted((rng.randint(10, 120) for _ in players), reverse=True)
        memory = json.dumps({"turn_message_id": 10**17 + game_id})
        game_rows.append((game_id, guild, 100 + game_id % 50, key, 7, "{}", "finished", STATE,
                          24.0, 72.0, players[0], ended - 86400, ended - 86000, ended,
                          "finished", memory))
        result_rows.append((game_id, guild, 100 + game_id % 50, key, "{}", len(players),
                            "finished", ended - 86000, ended, 80, 8, None, None, 1))
        for seat, (user, score) in enumerate(zip(players, scores, strict=True)):
            seat_rows.append((game_id, seat, user, f"Member {user}"))
            result_seat_rows.append((game_id, seat, guild, key, ended, user, f"Member {user}",
                                     seat + 1, score, '[["Rooms", 10]]'))
    for index in range(RUNNING):
        game_id = total + 1 + index
        players = rng.sample(range(1, members + 1), 3)
        game_rows.append((game_id, GUILD, 10_000 + index, rng.choice(KEYS), 7, "{}", "active",
                          STATE, 24.0, 72.0, players[0], now, now, None, None,
                          json.dumps({"turn_message_id": 10**17 + game_id, "round": 3,
                                      "stamps": {"1": 5}})))
        for seat, user in enumerate(players):
            seat_rows.append((game_id, seat, user, f"Member {user}"))
    async with db.transaction() as conn:
        await conn.executemany(
            "INSERT INTO games (id, guild_id, channel_id, game_key, seed, options, status,"
            " state, reminder_hours, timeout_hours, created_by, created_at, started_at,"
            " ended_at, end_reason, turn_memory)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", game_rows)
        await conn.executemany("INSERT INTO seats (game_id, seat, user_id, name)"
                               " VALUES (?, ?, ?, ?)", seat_rows)
        await conn.executemany(
            "INSERT INTO game_results (game_id, guild_id, channel_id, game_key, options, seats,"
            " end_reason, started_at, ended_at, moves, rounds, solo_goal, solo_reached, rated)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", result_rows)
        await conn.executemany(
            "INSERT INTO result_seats (game_id, seat, guild_id, game_key, ended_at, player_id,"
            " name, place, score, breakdown) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            result_seat_rows)
        moves, reminders = [], []
        for index in range(RUNNING):
            game_id = total + 1 + index
            moves.extend((game_id, seq, 0, "pass", None, now + seq, "[]")
                         for seq in range(1, 6))
            user = next(r[2] for r in seat_rows if r[0] == game_id and r[1] == 1)
            reminders.append((game_id, user, now, now + 86400, now + 3 * 86400))
        await conn.executemany("INSERT INTO moves (game_id, seq, seat, option_id, user_id,"
                               " played_at, events) VALUES (?, ?, ?, ?, ?, ?, ?)", moves)
        await conn.executemany("INSERT INTO reminders (game_id, user_id, waiting_since,"
                               " next_due, timeout_due) VALUES (?, ?, ?, ?, ?)", reminders)


async def measure(host: GameHost, members: int, calls: int, rng: random.Random
                  ) -> dict[str, list[float]]:
    timings: dict[str, list[float]] = {"mine": [], "leaderboard": [], "profile": []}
    for _ in range(calls):
        member = rng.randint(1, members)
        for name in timings:
            began = time.perf_counter()
            if name == "mine":
                page = await host.mine(GUILD, member)
                page.text.build("en")
            elif name == "leaderboard":
                (await host.leaderboard(GUILD, rng.choice(KEYS), member)).build("en")
            else:
                (await host.profile(GUILD, member, f"Member {member}")).build("en")
            timings[name].append(time.perf_counter() - began)
    return timings


async def run(games: int, members: int, calls: int, url: str | None) -> None:
    rng = random.Random(26)
    with tempfile.TemporaryDirectory() as folder:
        if url:
            from bot.store.postgres import PostgresDatabase
            schema = f"bench_{uuid.uuid4().hex[:12]}"
            db: Database = await PostgresDatabase.connect(url, schema=schema)
        else:
            db = await Database.open(Path(folder) / "season.db")
        try:
            host = GameHost(db, Settings(), draw_images=False)
            began = time.perf_counter()
            await fill(db, games, members, rng)
            filled = time.perf_counter() - began
            began = time.perf_counter()
            rated = await host.rebuild_ratings()
            rebuilt = time.perf_counter() - began
            print(f"{db.dialect}: {games} finished games (+{games // 10} on another server, "
                  f"+{RUNNING} running), {members} members; filled in {filled:.1f} s, "
                  f"ratings rebuilt from {rated} games in {rebuilt:.1f} s")
            await measure(host, members, 10, rng)    # warm the caches
            timings = await measure(host, members, calls, rng)
            for name, values in timings.items():
                print(f"  /game {name:<12} median {percentile(values, 0.5) * 1000:6.2f} ms"
                      f"   p95 {percentile(values, 0.95) * 1000:6.2f} ms   ({len(values)} calls)")
        finally:
            if url:
                async with db.transaction() as conn:
                    await conn.execute(f"DROP SCHEMA {schema} CASCADE")
            await db.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_season",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--members", type=int, default=1_000)
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--url", help="a postgresql:// URL (default: a temporary SQLite file)")
    args = parser.parse_args(argv)
    asyncio.run(run(args.games, args.members, args.calls, args.url))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
