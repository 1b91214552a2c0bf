"""The bot on the Discord stand-in (tests/cogs) and the web table in one process, as
``./run.sh`` runs them: a move from a page reaches the channel through the same outbox."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import rules
from bot.discord_app import create_bot
from bot.host import GameHost
from bot.store import Database
from cogs.delivery import follow_changes
from tests.clock import Clock
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.migrated_db import open_new
from tests.web.table_fixtures import web_settings
from web.app import RateLimits
from web.server import WebServer, start_web


class TableHarness(Harness):
    """The harness, waiting for the tasks an interaction starts but not for the web
    server's (an open page's event stream lasts as long as the page)."""

    async def settle(self, before: set[asyncio.Task[Any]]) -> None:
        await super().settle(before | {t for t in asyncio.all_tasks() if _serves_web(t)})


def _serves_web(task: asyncio.Task[Any]) -> bool:
    code = getattr(task.get_coro(), "cr_code", None)
    name = getattr(code, "co_filename", "")
    return "/aiohttp/" in name or "/web/pages/" in name


@dataclass
class Both:
    host: GameHost
    harness: Harness
    server: WebServer
    clock: Clock

    async def link(self, user_id: int, game_id: int, lang: str = "en") -> str:
        link = await self.host.web.link(user_id, game_id, lang)
        return self.server.url + link[link.index("/t/"):]

    async def settled(self) -> None:
        """Wait until the channel's deliveries after a page's move are done."""
        for _ in range(2500):
            followers = self.harness.bot.__dict__.get("_cavern_followers", {})
            runners = self.harness.bot.__dict__.get("_cavern_computers", {})
            if not followers and not any(not t.done() for t, _ in runners.values()):
                return
            await asyncio.sleep(0.002)   # after each move: a short poll, not 10 ms each
        raise AssertionError("the channel's deliveries never settled")

    async def game_id(self) -> int:
        return (await self.host.status(CHANNEL_ID)).game_id


@asynccontextmanager
async def bot_and_table(tmp_path: Path) -> AsyncIterator[Both]:
    """The bot on the Discord stand-in and the web table in one process, on a new SQLite
    database under ``tmp_path``."""
    db = await open_new(tmp_path / "both.db")
    try:
        async with bot_and_table_on(db) as both:
            yield both
    finally:
        await db.close()


@asynccontextmanager
async def bot_and_table_on(db: Database) -> AsyncIterator[Both]:
    """The bot on the Discord stand-in and the web table in one process, on ``db`` (the
    caller opens and closes it: a crash test reopens the same file, PostgreSQL its schema)."""
    from tests.cogs.toy_engine import ENGINE as TUNNELS
    # The toy game for this table only: left registered, it would show in every later test
    # of the process that lists the games (the console's, the computer player's).
    added = TUNNELS.key not in rules.GAMES
    rules.GAMES.setdefault(TUNNELS.key, TUNNELS)
    clock = Clock()
    settings = web_settings()
    host = GameHost(db, settings, clock=clock, seeds=lambda: 7, draw_images=False)
    bot = create_bot(settings, host, sync_commands=False)
    harness = await TableHarness.attach(bot)
    stop = follow_changes(bot, host)
    server = await start_web(host, settings, port=0,
                             limits=RateLimits(burst=10_000, per_second=10_000))
    try:
        yield Both(host, harness, server, clock)
    finally:
        stop()
        await server.stop()
        await harness.close()
        await host.live.close()   # PostgreSQL: the connection that LISTENs
        if added:
            rules.GAMES.pop(TUNNELS.key, None)
