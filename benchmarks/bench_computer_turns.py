"""How long members wait on a computer player's turn, through discord.py (issue 30, item 3).

Plays 2-player Cavern Tavern games, a member against a computer, on the offline fake
Discord of the test suite with the real ``COMPUTER_PAUSE_SECONDS``. A *computer turn* is
what happens between a member's press and the moment the game waits on a member again:
the member's press returns once the computer has played and the channel was told. Prints
the wait per computer turn (median, max), the computer's moves per turn, and the public
messages and edits the channel got per computer turn.

    .venv/bin/python -m benchmarks.bench_computer_turns [--turns 30] [--pause 1.5]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.config import Settings
from bot.discord_app import create_bot
from bot.host import GameHost
from bot.store import Database
from tests.cogs.channel_traffic import Driver, Traffic
from tests.cogs.harness import CHANNEL_ID, Harness, _is_view_timer

ANN = 101
# The test harness gives up on a press whose tasks run 10 s; a slow computer turn may.
PATIENCE_SECONDS = 300.0


async def _patient_settle(self: Harness, before: set[asyncio.Task[Any]]) -> None:
    current = asyncio.current_task()
    while True:
        new = [t for t in asyncio.all_tasks() if t not in before and t is not current
               and not t.done() and not _is_view_timer(t)]
        if not new:
            return
        _, pending = await asyncio.wait(new, timeout=PATIENCE_SECONDS)
        if pending:
            raise AssertionError("a computer turn took more than 300 s")


async def computer_moves(host: GameHost) -> int:
    async with host.db.read() as conn:
        cursor = await conn.execute("SELECT COUNT(*) FROM moves WHERE user_id IS NULL")
        row = await cursor.fetchone()
    return int(row[0]) if row else 0


def channel_requests(harness: Harness, method: str) -> int:
    path = f"/channels/{CHANNEL_ID}/messages"
    return sum(1 for r in harness.fake.requests
               if r.method == method and r.path.startswith(path))


async def one_game(seed: int, pause: float, level: str, turns: int
                   ) -> list[tuple[float, int, int, int]]:
    """(wait s, computer moves, posts, edits) per computer turn of one game."""
    settings = Settings(computer_pause_seconds=pause, render_workers=0)
    out: list[tuple[float, int, int, int]] = []
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "bench.db")
        try:
            host = GameHost(db, settings, seeds=lambda: seed, draw_images=False)
            harness = await Harness.attach(create_bot(settings, host, sync_commands=False))
            await harness.slash(ANN, "game new", game="cavern-tavern", players=2, computers=1,
                                level=level)
            await harness.slash(ANN, "game start")
            driver = Driver(harness, host, random.Random(seed))
            traffic = Traffic("cavern-tavern", 2)
            while len(out) < turns and (await host.status(CHANNEL_ID)).status == "active":
                moved, posts, edits = (await computer_moves(host),
                                       channel_requests(harness, "POST"),
                                       channel_requests(harness, "PATCH"))
                began = time.perf_counter()
                await driver._move(ANN, traffic, {ANN})
                waited = time.perf_counter() - began
                played = await computer_moves(host) - moved
                if played:
                    # The member's own hand-over post is not the computer's: counted apart.
                    out.append((waited, played, channel_requests(harness, "POST") - posts - 1,
                                channel_requests(harness, "PATCH") - edits))
            await harness.close()
        finally:
            await db.close()
    return out


async def run(turns: int, pause: float, level: str) -> None:
    rows: list[tuple[float, int, int, int]] = []
    seed = 1
    while len(rows) < turns:
        rows.extend(await one_game(seed, pause, level, turns - len(rows)))
        seed += 1
    waits = [r[0] for r in rows]
    print(f"{len(rows)} computer turns (level {level}, pause {pause} s), 2-player Cavern Tavern")
    print(f"wait per computer turn: median {statistics.median(waits):.2f} s, "
          f"max {max(waits):.2f} s")
    print(f"computer moves per turn: median {statistics.median(r[1] for r in rows)}, "
          f"max {max(r[1] for r in rows)}")
    print(f"computer's public posts per turn: max {max(r[2] for r in rows)}; "
          f"edits of the turn message per turn: median {statistics.median(r[3] for r in rows)}"
          f", max {max(r[3] for r in rows)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=30)
    parser.add_argument("--pause", type=float, default=1.5)
    parser.add_argument("--level", default="easy")
    args = parser.parse_args()
    Harness.settle = _patient_settle   # type: ignore[method-assign]
    asyncio.run(run(args.turns, args.pause, args.level))


if __name__ == "__main__":
    main()
