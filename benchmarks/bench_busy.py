"""A busy SQLite file (issue 17, item 6): another program holds the write lock.

    python -m benchmarks.bench_busy [--holds 4 10 20] [--busy-ms 5000]

For each hold time a separate process opens the bot's database file and keeps a
``BEGIN IMMEDIATE`` transaction open that long. Meanwhile the host answers what
``/game status`` and the choices of ``/play`` read, and tries a move: it prints how long
each took, and whether the move was stored (once the lock was free) or refused with the
sentence the player sees (after the busy timeout). Reads must not wait for the lock.
"""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bot.config import Settings
from bot.host import GameHost
from bot.outcomes import StoreTrouble
from bot.store import Database

HOLDER = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
time.sleep(float(sys.argv[2]))
conn.execute("ROLLBACK")
"""


async def one_hold(path: Path, hold: float, busy_ms: int, channel: int) -> None:
    db = await Database.open(path, busy_timeout_ms=busy_ms)
    host = GameHost(db, Settings(), seeds=lambda: 3, draw_images=False)
    try:
        await host.new_game(channel, 1, 1, "Ann", "cave-vs-cave")
        await host.join(channel, 2, "Bob")
        await host.start(channel, 1)
        holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path), str(hold)],
                                  stdout=subprocess.PIPE, text=True)
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        began = time.perf_counter()
        status = await host.status(channel)
        read_ms = (time.perf_counter() - began) * 1000
        user = status.to_act[0].user_id
        assert user is not None
        began = time.perf_counter()
        mine = await host.options(channel, user)
        options_ms = (time.perf_counter() - began) * 1000
        began = time.perf_counter()
        try:
            await host.act(channel, user, mine.decisions[0].options[0].id,
                           mine.decisions[0].stamp)
            outcome = "stored"
        except StoreTrouble as error:
            outcome = f"refused: “{error}”"
        move_s = time.perf_counter() - began
        holder.wait()
        print(f"  lock held {hold:g} s: /game status read {read_ms:.1f} ms, choices "
              f"{options_ms:.1f} ms; move after {move_s:.2f} s, {outcome}")
    finally:
        await db.close()


async def run(holds: list[float], busy_ms: int) -> None:
    print(f"SQLite busy timeout {busy_ms} ms")
    with tempfile.TemporaryDirectory() as folder:
        for index, hold in enumerate(holds):
            await one_hold(Path(folder) / "busy.db", hold, busy_ms, 100 + index)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--holds", type=float, nargs="+", default=[1.0])
    parser.add_argument("--busy-ms", type=int, default=5000)
    args = parser.parse_args(argv)
    asyncio.run(run(args.holds, args.busy_ms))
    return 0


if __name__ == "__main__":
    sys.exit(main())
