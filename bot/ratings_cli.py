"""``python -m bot ratings rebuild``: every rating again from the stored results.

Reads the finished games in the order they ended and rates them with the same function
as at each game's end, so the numbers equal the ones the games gave one by one. Games
that ended before results were kept are recorded first. Safe while the bot runs: the
rebuild is one transaction.
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import sys

from bot.config import ConfigError, Settings, load_settings
from bot.host import GameHost
from bot.store import Database, StoreError


def ratings_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="./run.sh ratings", description="Recompute every rating from the stored "
        "results of the finished games, in the order they ended.")
    parser.add_argument("action", choices=["rebuild"])
    parser.add_argument("--db", help="SQLite file or postgresql:// URL "
                                     "(default: DATABASE_URL, else DATABASE_PATH)")
    parser.add_argument("--env-file", default=".env", help="settings file (default .env)")
    args = parser.parse_args(argv)
    try:
        settings = load_settings(env_file=args.env_file)
    except ConfigError as error:
        print(f"Configuration problem: {error}", file=sys.stderr)
        return 2
    from bot.__main__ import from_caller
    from bot.store import is_url
    target = args.db or settings.database
    target = target if is_url(target) else str(from_caller(target))
    try:
        return asyncio.run(rebuild(target, settings))
    except (StoreError, OSError, sqlite3.Error) as error:
        print(f"Nothing was changed: {error}", file=sys.stderr)
        return 1


async def rebuild(target: str, settings: Settings | None = None) -> int:
    db = await Database.open(target)
    try:
        host = GameHost(db, settings, draw_images=False)
        recorded = await host.season.backfill()
        rated = await host.rebuild_ratings()
    finally:
        await db.close()
    print(f"Recorded {recorded} earlier finished game(s); rebuilt the ratings from "
          f"{rated} rated game(s) in {db.path}.")
    return 0
