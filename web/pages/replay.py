"""A finished game watched again: the final standings, and the table after any move,
stepped forward and back by move and by round, or played (``/game/<id>/replay?step=N``).

Every position is the public view (``view(state, None)``): what everyone saw then. The
stepper is plain links, so it works without the script; the script only plays it.
"""

from __future__ import annotations

from aiohttp import web

from bot import texts
from bot.i18n import localizer
from web.app import HOST, language, refusal, render
from web.boards import board_for, stylesheet
from web.boards.base import BoardContext
from web.pages.game import Refused, plain, reader


def add_routes(app: web.Application) -> None:
    app.router.add_get(r"/game/{game:\d+}/replay", replay)


async def replay(request: web.Request) -> web.Response:
    try:
        game_id, session, _ = await reader(request)
    except Refused as refused:
        return refusal(request, refused.message, refused.status)
    lang = language(request, session)
    asked = request.query.get("step", "")
    step = int(asked) if asked.isascii() and asked.isdigit() else None
    host = request.app[HOST]
    shown = await host.tables.replay_step(game_id, step, lang)
    final = await host.tables.table(game_id, None, lang, story=False)
    board = board_for(shown.key)
    names = tuple(texts.plain_name(s, lang) for s in sorted(shown.seats, key=lambda s: s.seat))
    board_html = board.render(shown.view, BoardContext(lang, None, names, localizer(lang))) \
        if board is not None else ""
    before = [r for r in shown.rounds if r < shown.step]
    after = [r for r in shown.rounds if r > shown.step]
    links = {"first": 0, "prev_round": before[-1] if before else 0,
             "prev": max(shown.step - 1, 0), "next": min(shown.step + 1, shown.steps),
             "next_round": after[0] if after else shown.steps, "last": shown.steps}
    scores = [{"name": texts.page_name(s.name, lang), "total": s.total, "place": s.place}
              for s in (final.results.scores if final.results else ())]
    return render(request, "replay.html", lang, shown=shown, links=links,
                  board_html=board_html, scores=scores,
                  said=[plain(line) for line in shown.said.splitlines() if line.strip()],
                  title=texts.title(shown.key, lang, shown.title),
                  stylesheet=stylesheet(shown.key))
