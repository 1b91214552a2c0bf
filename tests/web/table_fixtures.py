"""A host on a temporary SQLite file with the web table served on a free port, and a
member's browser (a cookie jar) to open personal links with."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp

from bot.config import Settings
from bot.host import GameHost
from tests.clock import Clock
from tests.migrated_db import open_new
from web.app import RateLimits
from web.server import WebServer, start_web

CHANNEL, GUILD = 700, 70
ANN, BOB, CY = 11, 12, 13


def web_settings(**changes: Any) -> Settings:
    values: dict[str, Any] = {"reminder_hours": 24, "timeout_hours": 72, "max_reminders": 2,
                              "computer_pause_seconds": 0, "render_workers": 0,
                              "web_port": 0, "web_url_setting": "http://table.example"}
    values.update(changes)
    return Settings(**values)


@dataclass
class Table:
    host: GameHost
    server: WebServer
    clock: Clock

    @property
    def url(self) -> str:
        return self.server.url

    async def link(self, user_id: int, game_id: int, lang: str = "en") -> str:
        """The member's personal link, pointed at the test server."""
        link = await self.host.web.link(user_id, game_id, lang)
        return self.url + link[link.index("/t/"):]


async def open_table(tmp_path: Path, clock: Clock, limits: RateLimits | None = None,
                     **changes: Any) -> AsyncIterator[Table]:
    db = await open_new(tmp_path / "web.db")
    settings = web_settings(**changes)
    host = GameHost(db, settings, clock=clock, seeds=lambda: 7, draw_images=False)
    server = await start_web(host, settings, port=0, limits=limits)
    try:
        yield Table(host, server, clock)
    finally:
        await server.stop()
        await db.close()


async def started(host: GameHost, key: str, *, players: tuple[tuple[int, str], ...] = (
        (ANN, "Ann"), (BOB, "Bob")), channel: int = CHANNEL,
                  options: dict[str, Any] | None = None) -> int:
    """A game of ``key`` started in ``channel`` by ``players``; its id."""
    first, *others = players
    await host.new_game(channel, GUILD, first[0], first[1], key, options=options)
    for user, name in others:
        await host.join(channel, user, name)
    await host.start(channel, first[0])
    return (await host.status(channel)).game_id


def browser() -> aiohttp.ClientSession:
    # Unsafe: the test server is an IP address, whose cookies a default jar refuses.
    return aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True))
