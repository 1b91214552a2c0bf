""""My games": the member's games on the server of the game they opened, waiting-on-me
first, each a link to its table (``/game/<id>/mine``; the session says who)."""

from __future__ import annotations

from aiohttp import web

from bot import texts
from web.app import HOST, member_page, render


def add_routes(app: web.Application) -> None:
    app.router.add_get(r"/game/{game:\d+}/mine", mine)


async def mine(request: web.Request) -> web.Response:
    opened = await member_page(request)
    if isinstance(opened, web.Response):
        return opened
    lang = opened.lang
    games = [{"id": g.game_id, "title": texts.title(g.key, lang, g.key),
              "state": "mine" if g.waiting_on_me else g.status}
             for g in await request.app[HOST].tables.my_tables(opened.row.guild_id,
                                                               opened.session.user_id)]
    # Sent here after resigning from a game the others play on (web.pages.actions).
    resigned = opened.row.id if request.query.get("resigned") == str(opened.row.id) else None
    return render(request, "mine.html", lang, games=games, back=opened.row.id,
                  resigned=resigned)
