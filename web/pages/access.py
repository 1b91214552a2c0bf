"""Opening a personal link: ``/t/<token>`` starts the member's session and shows the game.

The link is checked by the host (signature, expiry). A browser that already holds another
member's session is refused: the link was given to someone else. The token never stays in
the address bar (a redirect to the game's page), so it is not in the history or a referrer.
"""

from __future__ import annotations

from aiohttp import web

from bot.host.web_access import SESSION_SECONDS
from bot.i18n import Msg
from bot.outcomes import HostError
from web.app import HOST, SESSION, SESSION_COOKIE, SETTINGS, redirect, refusal, session_of


def add_routes(app: web.Application) -> None:
    app.router.add_get("/t/{token}", open_link)


async def open_link(request: web.Request) -> web.StreamResponse:
    host = request.app[HOST]
    try:
        grant = await host.web.check_link(request.match_info["token"])
    except HostError as error:
        return refusal(request, error.message, status=403)
    current = await session_of(request)
    if current is not None and current.user_id != grant.user_id:
        return refusal(request, Msg("web-link-other-member"), status=403)
    cookie, session = await host.web.start_session(grant.user_id, grant.lang)
    request[SESSION] = session
    response = redirect(f"/game/{grant.game_id}")
    secure = request.app[SETTINGS].web_url.startswith("https://")
    response.set_cookie(SESSION_COOKIE, cookie, max_age=SESSION_SECONDS, httponly=True,
                        samesite="Lax", secure=secure, path="/")
    return response
