"""The server's leaderboard of a game (``/game/<id>/leaderboard``: the server and game of
the table the member opened), as ``/game leaderboard`` says it."""

from __future__ import annotations

from aiohttp import web

from bot import texts
from bot.i18n import Msg, localize
from web.app import HOST, language, refusal, render, session_of
from web.pages.game import plain


def add_routes(app: web.Application) -> None:
    app.router.add_get(r"/game/{game:\d+}/leaderboard", leaderboard)


async def leaderboard(request: web.Request) -> web.Response:
    session = await session_of(request)
    if session is None:
        return refusal(request, Msg("web-no-session"), 403)
    host = request.app[HOST]
    row = await host.tables.game(int(request.match_info["game"]))
    lang = language(request, session)
    said = localize(await host.leaderboard(row.guild_id, row.key, session.user_id), lang)
    lines = [plain(line) for line in said.splitlines() if line.strip()]
    return render(request, "leaderboard.html", lang, lines=lines, back=row.id,
                  title=texts.title(row.key, lang, row.key))
