""""My games": the member's games on the server of the game they opened, waiting-on-me
first, each a link to its table (``/game/<id>/mine``; the session says who)."""

from __future__ import annotations

from aiohttp import web

from bot import texts
from bot.i18n import Msg
from web.app import HOST, language, refusal, render, session_of


def add_routes(app: web.Application) -> None:
    app.router.add_get(r"/game/{game:\d+}/mine", mine)


async def mine(request: web.Request) -> web.Response:
    session = await session_of(request)
    if session is None:
        return refusal(request, Msg("web-no-session"), 403)
    host = request.app[HOST]
    row = await host.tables.game(int(request.match_info["game"]))
    lang = language(request, session)
    games = [{"id": g.game_id, "title": texts.title(g.key, lang, g.key),
              "state": "mine" if g.waiting_on_me else g.status}
             for g in await host.tables.my_tables(row.guild_id, session.user_id)]
    return render(request, "mine.html", lang, games=games, back=row.id)
