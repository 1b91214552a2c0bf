"""Starting and stopping the web table: beside the bot in its process, or alone
(``python -m bot web``, beside bot processes on PostgreSQL)."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from bot.config import Settings
from web.app import (
    HERE,
    HOST,
    HUB,
    LIMITS,
    RENDERED,
    SETTINGS,
    TEMPLATES,
    RateLimits,
    guard,
    home,
    templates,
)
from web.live import LiveHub
from web.pages import access, actions, game, leaderboard, login, mine, replay
from web.rendered import RenderedTables

log = logging.getLogger(__name__)


def create_app(host: Any, settings: Settings, *, limits: RateLimits | None = None
               ) -> web.Application:
    """The application: the shared guard, the static files, and each page's routes."""
    app = web.Application(middlewares=[guard])
    app[HOST] = host
    app[SETTINGS] = settings
    app[TEMPLATES] = templates()
    app[HUB] = LiveHub(host.live)
    app[LIMITS] = limits or RateLimits()
    app[RENDERED] = RenderedTables()
    app.router.add_static("/static/", HERE / "static", append_version=False)
    app.router.add_get("/", home)
    access.add_routes(app)
    game.add_routes(app)
    actions.add_routes(app)
    replay.add_routes(app)
    mine.add_routes(app)
    login.add_routes(app)
    leaderboard.add_routes(app)
    app.on_startup.append(_start_hub)
    app.on_shutdown.append(_stop_hub)
    app.cleanup_ctx.append(_drawing_ahead)
    return app


async def _start_hub(app: web.Application) -> None:
    app[HUB].start()


async def _stop_hub(app: web.Application) -> None:
    await app[HUB].stop()


async def _drawing_ahead(app: web.Application) -> AsyncIterator[None]:
    stop = game.draw_ahead(app)
    yield
    stop()


@dataclass
class WebServer:
    runner: web.AppRunner
    url: str            # where it listens (the bound port, when 0 was asked)
    app: web.Application

    async def stop(self) -> None:
        await self.runner.cleanup()


async def start_web(host: Any, settings: Settings, *, port: int | None = None,
                    limits: RateLimits | None = None) -> WebServer:
    """Serve the web table on WEB_HOST:WEB_PORT (``port`` overrides; 0: any free port).

    On PostgreSQL the host's live feed also LISTENs, so moves stored by other processes
    reach this one's pages."""
    store = host.db.inner
    url = getattr(store, "url", None)
    if url:
        await host.live.listen(url, getattr(store, "schema", None))
    app = create_app(host, settings, limits=limits)
    runner = web.AppRunner(app, access_log=None, shutdown_timeout=2.0)
    await runner.setup()
    site = web.TCPSite(runner, settings.web_host, settings.web_port if port is None else port)
    await site.start()
    bound = runner.addresses[0][1] if runner.addresses else settings.web_port
    shown = settings.web_host if settings.web_host not in ("0.0.0.0", "::") else "127.0.0.1"
    server = WebServer(runner, f"http://{shown}:{bound}", app)
    log.info("The web table listens on %s (links use %s)", server.url, settings.web_url)
    return server
