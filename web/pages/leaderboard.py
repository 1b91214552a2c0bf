"""The server's leaderboard of a game (``/game/<id>/leaderboard``: the server and game of
the table the member opened), as ``/game leaderboard`` says it."""

from __future__ import annotations

from aiohttp import web

from bot import texts
from bot.i18n import localize
from web.app import HOST, member_page, render
from web.pages.game import plain


def add_routes(app: web.Application) -> None:
    app.router.add_get(r"/game/{game:\d+}/leaderboard", leaderboard)


async def leaderboard(request: web.Request) -> web.Response:
    opened = await member_page(request)
    if isinstance(opened, web.Response):
        return opened
    row, lang = opened.row, opened.lang
    said = localize(await request.app[HOST].leaderboard(row.guild_id, row.key,
                                                        opened.session.user_id), lang)
    lines = [plain(line) for line in said.splitlines() if line.strip()]
    return render(request, "leaderboard.html", lang, lines=lines, back=row.id,
                  title=texts.title(row.key, lang, row.key))
