"""Changing course from the page: undo, resign, rematch — thin calls to
:class:`bot.host.table_actions.TableActions`, the same host calls as ``/game undo`` (and
its Agree / Decline buttons), ``/game resign`` (and its confirmation) and the final
message's Rematch. Every one needs the member's session and the page's CSRF token; a
refusal is the host's own sentence (as on Discord) and changes nothing.

Routes (POST; JSON for the page's script, else a redirect back to the page):
    /game/<id>/undo              ask to take back the last move
    /game/<id>/undo/agree        agree to the open request (``version``: the request's)
    /game/<id>/undo/decline      decline it
    /game/<id>/resign            ``confirm=yes`` resigns; without it, only the question
    /game/<id>/rematch           a new lobby in the channel; the answer leads to its page
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from bot import texts
from bot.host.web_access import Session
from bot.i18n import Msg, localize, tr, unescaped
from bot.outcomes import HostError
from web.app import HOST, language, posted, refusal, wants_json
from web.typeset import minus_signed

Action = Callable[[web.Request, Session, int, Any, str], Awaitable[tuple[str, str | None]]]


def add_routes(app: web.Application) -> None:
    app.router.add_post(r"/game/{game:\d+}/undo", _handler(undo))
    app.router.add_post(r"/game/{game:\d+}/undo/agree", _handler(agree))
    app.router.add_post(r"/game/{game:\d+}/undo/decline", _handler(decline))
    app.router.add_post(r"/game/{game:\d+}/resign", _handler(resign))
    app.router.add_post(r"/game/{game:\d+}/rematch", _handler(rematch))


def _handler(action: Action) -> Callable[[web.Request], Awaitable[web.StreamResponse]]:
    """The session and CSRF checks every action shares, then the action: it answers what
    the member is told and, maybe, the page to go to."""
    async def handle(request: web.Request) -> web.StreamResponse:
        checked = await posted(request)
        if isinstance(checked, web.Response):
            return checked
        session, form = checked
        game_id = int(request.match_info["game"])
        lang = language(request, session)
        try:
            said, go = await action(request, session, game_id, form, lang)
        except HostError as error:
            return refusal(request, error.message, 409, back=game_id)
        if wants_json(request):
            # Shown by the page's script: the page's own minus signs (web.typeset).
            return web.json_response({"ok": True, "said": minus_signed(said), "go": go})
        raise web.HTTPSeeOther(go or f"/game/{game_id}")
    return handle


def _version(form: Any) -> int:
    text = str(form.get("version", "")).strip()
    if not (text.isascii() and text.isdigit()):
        raise HostError(Msg("web-bad-request"))
    return int(text)


async def _names(request: web.Request, game_id: int, user_ids: tuple[int, ...],
                 lang: str) -> str:
    """The seated members' names (plain: the page escapes them), as the page lists them."""
    seats = await request.app[HOST].core.seats(game_id)
    names = [texts.plain_name(s, lang) for s in seats if s.user_id in user_ids]
    return unescaped(texts.names_list(names, lang))


async def undo(request: web.Request, session: Session, game_id: int, form: Any,
               lang: str) -> tuple[str, str | None]:
    asked = await request.app[HOST].table_actions.undo(game_id, session.user_id)
    if asked.outcome.done:
        return tr(lang, "game-undone"), None
    names = await _names(request, game_id, asked.outcome.waiting_for, lang)
    return tr(lang, "web-undo-asked", names=names), None


async def agree(request: web.Request, session: Session, game_id: int, form: Any,
                lang: str) -> tuple[str, str | None]:
    outcome = await request.app[HOST].table_actions.agree(game_id, session.user_id,
                                                         _version(form))
    if outcome.done:
        return tr(lang, "game-undone"), None
    names = await _names(request, game_id, outcome.waiting_for, lang)
    return tr(lang, "undo-agreed-waiting", names=names), None


async def decline(request: web.Request, session: Session, game_id: int, form: Any,
                  lang: str) -> tuple[str, str | None]:
    said = await request.app[HOST].table_actions.decline(game_id, session.user_id,
                                                        _version(form))
    return unescaped(localize(said, lang)), None


async def resign(request: web.Request, session: Session, game_id: int, form: Any,
                 lang: str) -> tuple[str, str | None]:
    actions = request.app[HOST].table_actions
    if str(form.get("confirm", "")) != "yes":
        # Asked first, as /game resign asks: nothing changes without the answer.
        return unescaped(localize(await actions.resign_question(game_id, session.user_id),
                                  lang)), None
    await actions.resign(game_id, session.user_id)
    host = request.app[HOST]
    if (await host.tables.game(game_id)).status in ("active", "paused") \
            and await host.tables.seat_of(game_id, session.user_id) is None:
        # The others play on, a computer in the seat: the table is no longer the member's
        # (a spectator's page is refused where the server does not allow them), so they go
        # to their games, told what became of this one.
        return tr(lang, "game-you-resigned"), \
            f"/game/{game_id}/mine?lang={lang}&resigned={game_id}"
    return tr(lang, "game-you-resigned"), None


async def rematch(request: web.Request, session: Session, game_id: int, form: Any,
                  lang: str) -> tuple[str, str | None]:
    done = await request.app[HOST].table_actions.rematch(game_id, session.user_id)
    return unescaped(localize(done.lobby.text, lang)), \
        f"/game/{done.lobby.game_id}?lang={lang}"
