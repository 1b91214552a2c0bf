""""Log in with Discord" (OAuth2, scope ``identify``), offered only when the operator set
DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET: another way than a personal link to start a
session. Discord says who the member is; the game's page then decides what they see.

    GET /login/discord?game=<id>           to Discord's authorization page
    GET /login/discord/callback?code&state back from Discord: the session starts
"""

from __future__ import annotations

import logging
from urllib.parse import urlencode

import aiohttp
from aiohttp import web

from bot.host.web_access import SESSION_SECONDS
from bot.i18n import Msg, language_of
from bot.outcomes import HostError
from web.app import HOST, SESSION, SESSION_COOKIE, SETTINGS, redirect, refusal

log = logging.getLogger(__name__)
DISCORD_API = "https://discord.com/api/v10"


def add_routes(app: web.Application) -> None:
    app.router.add_get("/login/discord", start)
    app.router.add_get("/login/discord/callback", callback)


def enabled(app: web.Application) -> bool:
    settings = app[SETTINGS]
    return bool(settings.discord_client_id and settings.discord_client_secret)


def _api(app: web.Application) -> str:
    base = (app[SETTINGS].discord_api_base or DISCORD_API).rstrip("/")
    return base if "/api/v" in base else base + "/api/v10"


def _back(app: web.Application) -> str:
    return f"{app[SETTINGS].web_url}/login/discord/callback"


async def start(request: web.Request) -> web.StreamResponse:
    if not enabled(request.app):
        return refusal(request, Msg("web-off"), 404)
    asked = request.query.get("game", "")
    game_id = int(asked) if asked.isascii() and asked.isdigit() else 0
    state = await request.app[HOST].web.login_state(game_id)
    query = urlencode({"response_type": "code", "client_id": request.app[SETTINGS]
                       .discord_client_id, "scope": "identify", "state": state,
                       "redirect_uri": _back(request.app), "prompt": "none"})
    authorize = _api(request.app).rsplit("/api/v", 1)[0] + "/oauth2/authorize"
    return web.Response(status=302, headers={"Location": f"{authorize}?{query}"})


async def callback(request: web.Request) -> web.StreamResponse:
    if not enabled(request.app):
        return refusal(request, Msg("web-off"), 404)
    host = request.app[HOST]
    try:
        game_id = await host.web.check_login_state(request.query.get("state", ""))
    except HostError as error:
        return refusal(request, error.message, 403)
    settings = request.app[SETTINGS]
    try:
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10)) as client:
            async with client.post(f"{_api(request.app)}/oauth2/token", data={
                    "grant_type": "authorization_code", "code": request.query.get("code", ""),
                    "redirect_uri": _back(request.app),
                    "client_id": settings.discord_client_id or "",
                    "client_secret": settings.discord_client_secret or ""}) as answer:
                answer.raise_for_status()
                token = (await answer.json())["access_token"]
            async with client.get(f"{_api(request.app)}/users/@me",
                                  headers={"Authorization": f"Bearer {token}"}) as answer:
                answer.raise_for_status()
                me = await answer.json()
        user_id = int(me["id"])
    except (aiohttp.ClientError, TimeoutError, KeyError, TypeError, ValueError) as error:
        log.warning("Log in with Discord failed: %s", error)
        return refusal(request, Msg("web-login-failed"), 403)
    cookie, session = await host.web.start_session(user_id, language_of(me.get("locale")))
    request[SESSION] = session
    response = redirect(f"/game/{game_id}" if game_id else "/")
    response.set_cookie(SESSION_COOKIE, cookie, max_age=SESSION_SECONDS, httponly=True,
                        samesite="Lax", secure=settings.web_url.startswith("https://"),
                        path="/")
    return response
