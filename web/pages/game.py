"""The game page: every board drawn from the reader's view, who must act, the reader's own
choices (tap the board, or the list), the scores and the story; live by server-sent events.

Routes:
    GET  /game/<id>           the page
    GET  /game/<id>/table     its live part alone (the page fetches it again on a hint)
    GET  /game/<id>/events    server-sent events: the game's new version after each change
    POST /game/<id>/move      a move: the same host call as /play (session + CSRF token)
    GET  /guide/<game>/<topic>  what a tapped element does, in the reader's language (JSON)
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from bot import guide, texts
from bot.host.live import Change
from bot.host.table import TableInfo, TableSnapshot
from bot.host.web_access import Session
from bot.i18n import Msg, localizer, tr, unescaped
from bot.outcomes import HostError, SeatInfo
from web.app import (
    HOST,
    HUB,
    RENDERED,
    TEMPLATES,
    language,
    posted,
    refusal,
    render,
    render_html,
    session_of,
    wants_json,
)
from web.boards import board_for, stylesheet
from web.boards.base import BoardContext
from web.rendered import CSRF_SLOT, Drawn
from web.typeset import minus_signed

log = logging.getLogger(__name__)

HEARTBEAT_SECONDS = 15.0   # a comment line keeps proxies from closing a quiet stream
_BOLD = re.compile(r"\*\*|__")


def add_routes(app: web.Application) -> None:
    app.router.add_get(r"/game/{game:\d+}", page)
    app.router.add_get(r"/game/{game:\d+}/table", fragment)
    app.router.add_get(r"/game/{game:\d+}/events", events)
    app.router.add_post(r"/game/{game:\d+}/move", move)
    app.router.add_get(r"/guide/{game:[a-z-]+}/{topic:[a-z0-9_-]+}", explain)


class Refused(Exception):
    def __init__(self, message: Msg, status: int = 403) -> None:
        super().__init__(str(message))
        self.message = message
        self.status = status


@dataclass(frozen=True)
class Reader:
    """Who reads which game, and from where: their seat, or None for the public view."""

    game_id: int
    session: Session | None
    snap: TableSnapshot
    seat: SeatInfo | None

    @property
    def user(self) -> int | None:
        return self.seat.user_id if self.seat is not None else None


async def reading(request: web.Request) -> Reader:
    """The game, the session, and whose view the reader gets.

    A seated member reads their own seat's view; anyone else only where the server lets
    spectators watch; otherwise refused (after asking the store itself, not the read
    the pages share: a member seated a moment ago is not refused)."""
    game_id = int(request.match_info["game"])
    tables = request.app[HOST].tables
    session = await session_of(request)
    snap = await tables.snapshot(game_id)
    for fresh in (False, True):
        if fresh:
            snap = await tables.snapshot(game_id, fresh=True)
        seat = snap.seat_of(session.user_id) if session is not None else None
        if seat is not None or snap.spectators:
            return Reader(game_id, session, snap, seat)
    raise Refused(Msg("web-no-session") if session is None else Msg("web-not-allowed"))


async def reader(request: web.Request) -> tuple[int, Session | None, int | None]:
    """:func:`reading` as (game, session, the member whose view; None: the public one)."""
    found = await reading(request)
    return found.game_id, found.session, found.user


def plain(text: str) -> str:
    """A sentence made for a Discord message, as plain text for a page (Jinja escapes it)."""
    return unescaped(_BOLD.sub("", text))


def bare_turn(prompt: str) -> bool:
    """A prompt that only says it is the seat's turn (Cavern Tavern's « Your turn » before
    each action): the page's own words say so, so it is not said again after them."""
    return str(getattr(prompt, "msg_key", "") or "").endswith("-your-turn")


def heading(prompt: str, lang: str) -> str:
    """What the member's choices are headed with: « Your turn: <what to decide> »."""
    if bare_turn(prompt):
        return plain(tr(lang, "web-your-turn-bare"))
    return plain(tr(lang, "web-your-turn", prompt=localizer(lang)(prompt)))


def waiting_line(name: str, prompt: str, lang: str) -> str:
    """Who must act and what they decide, as the other readers see it (never a « Your turn »
    addressed to someone else)."""
    if bare_turn(prompt):
        return plain(tr(lang, "web-waiting-turn", name=name))
    return plain(tr(lang, "web-waiting-for", name=name, prompt=localizer(lang)(prompt)))


def table_values(info: TableInfo, csrf: str, lang: str) -> dict[str, Any]:
    """What the templates draw, from the host's answer."""
    say = localizer(lang)
    board = board_for(info.key)
    names = tuple(texts.plain_name(s, lang) for s in sorted(info.seats, key=lambda s: s.seat))
    board_html = ""
    if board is not None and info.view is not None:
        board_html = board.render(info.view, BoardContext(lang, info.viewer, names, say))
    decisions = []
    for d in info.mine:
        options = [{"id": o.id, "label": plain(say(o.label)),
                    "targets": " ".join(board.targets(info.view, o.id))
                    if board is not None and info.view is not None else ""}
                   for o in d.options]
        decisions.append({"seat": d.seat, "stamp": d.stamp, "prompt": heading(d.prompt, lang),
                          "options": options,
                          "spatial": any(o["targets"] for o in options)})
    # The reader's own line says their choices are below, not « Waiting for <their name> ».
    shown = {d["seat"] for d in decisions}
    waiting = [plain(tr(lang, "web-waiting-you")) if d.seat in shown and d.seat == info.viewer
               else waiting_line(d.name, d.prompt, lang) for d in info.waiting]
    scores = []
    if info.results is not None:
        for s in info.results.scores:
            scores.append({"name": texts.page_name(s.name, lang), "total": s.total,
                           "place": s.place,
                           "lines": [(plain(say(label)), points) for label, points in s.lines],
                           "me": s.seat == info.viewer})
    me = next((s for s in info.seats if s.seat == info.viewer), None)
    return {
        **changing_course(info, me, lang),
        "info": info, "board_html": board_html, "decisions": decisions, "waiting": waiting,
        "scores": scores, "over": info.results is not None and info.results.over,
        "story": [plain(line) for line in info.story.splitlines() if line.strip()],
        "me": me, "csrf": csrf if me is not None else "",
        "title": texts.title(info.key, lang, info.title),
        "stylesheet": stylesheet(info.key),
    }


def changing_course(info: TableInfo, me: SeatInfo | None, lang: str) -> dict[str, Any]:
    """What the reader may do besides moving (web.pages.actions), as the host says it: an
    open undo request (theirs to answer, or waiting on the others), asking for one,
    resigning (the question /game resign asks), the rematch of a game that ended."""
    say = localizer(lang)
    undo: dict[str, Any] | None = None
    if me is not None and me.user_id is not None and info.undo_votes:
        members = [s for s in info.seats if s.user_id is not None]

        def names(seats: list[SeatInfo]) -> str:
            return unescaped(texts.names_list([texts.plain_name(s, lang) for s in seats], lang))
        missing = [s for s in members if s.user_id not in info.undo_votes]
        asked = [s for s in members if s.user_id in info.undo_votes]
        if me.user_id in info.undo_votes:
            undo = {"text": plain(tr(lang, "web-undo-you-agreed", names=names(missing))),
                    "answer": False}
        else:
            undo = {"text": plain(tr(lang, "web-undo-request", names=names(asked))),
                    "answer": True}
    over = info.results is not None and info.results.over
    seated = [texts.plain_name(s, lang) for s in sorted(info.seats, key=lambda s: s.seat)]
    return {
        "lobby_seated": plain(tr(lang, "web-lobby-seated",
                                 names=texts.names_list(seated, lang))),
        "undo_request": undo,
        # Offered only when /game undo would not refuse it at once (no move yet, or the
        # last one turned up hidden information): a button that can only fail misleads.
        "can_undo": me is not None and info.status == "active" and undo is None
        and info.undoable,
        "resign_question": plain(say(info.resign_question))
        if me is not None and info.resign_question is not None else "",
        "rematch": me is not None and me.user_id is not None and over
        and info.results is not None and info.results.end_reason in ("finished", "resigned"),
    }


def drawing(app: web.Application, snap: TableSnapshot, seat: SeatInfo | None,
            lang: str) -> Callable[[], Awaitable[Drawn]]:
    """How to draw the live part of ``snap`` as ``seat`` (None: a spectator) reads it."""
    async def draw() -> Drawn:
        user = seat.user_id if seat is not None else None
        info = await app[HOST].tables.table_of(snap, user, lang)
        values = table_values(info, CSRF_SLOT, lang)
        html = render_html(app[TEMPLATES], "table.html", lang, **values)
        head = {"game_id": info.game_id, "game_key": info.key, "version": info.version,
                "me": values["me"], "title": values["title"],
                "stylesheet": values["stylesheet"]}
        return Drawn(html, head)
    return draw


async def drawn(request: web.Request, found: Reader, lang: str) -> Drawn:
    """The live part as ``found`` reads it: drawn once per reading of the game, seat and
    language, whoever asks (:mod:`web.rendered`)."""
    seat = found.seat.seat if found.seat is not None else None
    return await request.app[RENDERED].get((found.game_id, found.snap.serial, seat, lang),
                                           drawing(request.app, found.snap, found.seat, lang))


def draw_ahead(app: web.Application) -> Callable[[], None]:
    """Follow the live feed: when a game that pages watch changes, draw its new version
    for the seats and languages its pages read, while the hint travels to them (their
    fetches then find it drawn or being drawn). Returns the function that stops it."""
    ahead: set[asyncio.Task[None]] = set()

    async def draw(game_id: int, readers: set[tuple[int | None, str]]) -> None:
        snap = await app[HOST].tables.snapshot(game_id)
        for number, lang in sorted(readers, key=lambda r: (r[0] is not None, r)):
            seat = None
            if number is None:
                if not snap.spectators:
                    continue   # nobody may watch now
            else:
                # The seat as its member's page reads it (reading(): the member's seat).
                seat = next((s for s in snap.seats if s.seat == number), None)
                member = snap.seat_of(seat.user_id) if seat and seat.user_id is not None \
                    else None
                if member is None or member.seat != number:
                    continue
            await app[RENDERED].get((game_id, snap.serial, number, lang),
                                    drawing(app, snap, seat, lang), asked=False)

    def heard(change: Change) -> None:
        readers = app[RENDERED].readers(change.game_id)
        if readers and app[HUB].watchers.get(change.game_id):
            task = asyncio.ensure_future(draw(change.game_id, readers))
            ahead.add(task)
            task.add_done_callback(_finished(ahead))

    stop_following = app[HOST].live.follow(heard)

    def stop() -> None:
        stop_following()
        for task in ahead:
            task.cancel()
    return stop


def _finished(ahead: set[asyncio.Task[None]]) -> Callable[[asyncio.Task[None]], None]:
    def done(task: asyncio.Task[None]) -> None:
        ahead.discard(task)
        if not task.cancelled() and task.exception() is not None:
            # A page's own fetch draws it then (and says what went wrong).
            log.warning("Drawing game pages ahead failed: %r", task.exception())
    return done


def _csrf(found: Reader) -> str:
    return found.session.csrf if found.session is not None and found.seat is not None else ""


async def page(request: web.Request) -> web.Response:
    try:
        found = await reading(request)
    except Refused as refused:
        return refusal(request, refused.message, refused.status)
    lang = language(request, found.session)
    made = await drawn(request, found, lang)
    return render(request, "game.html", lang, live=made.with_csrf(_csrf(found)), **made.head)


async def fragment(request: web.Request) -> web.Response:
    try:
        found = await reading(request)
    except Refused as refused:
        return refusal(request, refused.message, refused.status)
    lang = language(request, found.session)
    made = await drawn(request, found, lang)
    return web.Response(text=made.with_csrf(_csrf(found)), content_type="text/html",
                        charset="utf-8")


async def events(request: web.Request) -> web.StreamResponse:
    """One line per change of the game (its new version): the page then re-reads it."""
    try:
        game_id, _, _ = await reader(request)
    except Refused as refused:
        return refusal(request, refused.message, refused.status)
    hub = request.app[HUB]
    queue = hub.watch(game_id)
    response = web.StreamResponse(headers={"Content-Type": "text/event-stream",
                                           "Cache-Control": "no-store",
                                           "X-Accel-Buffering": "no"})
    try:
        await response.prepare(request)
        await response.write(b"retry: 1000\n\n")
        while True:
            try:
                async with asyncio.timeout(HEARTBEAT_SECONDS):
                    version = await queue.get()
            except TimeoutError:
                await response.write(b": still here\n\n")
                continue
            if version == -1:
                break
            await response.write(f"data: {version}\n\n".encode("ascii"))
    except (ConnectionResetError, asyncio.CancelledError):
        pass
    finally:
        hub.unwatch(game_id, queue)
    with contextlib.suppress(Exception):
        await response.write_eof()
    return response


async def move(request: web.Request) -> web.StreamResponse:
    checked = await posted(request)
    if isinstance(checked, web.Response):
        return checked
    session, form = checked
    game_id = int(request.match_info["game"])
    option_id = str(form.get("option", "")).strip()
    stamp_text = str(form.get("stamp", "")).strip()
    stamp = int(stamp_text) if stamp_text.isascii() and stamp_text.isdigit() else None
    try:
        outcome = await request.app[HOST].tables.play(
            game_id, session.user_id, option_id, stamp, request_id=f"web-{secrets.token_hex(8)}")
    except HostError as error:
        # Said in the page's words (refresh the table: web.app.PAGE_WORDS), with a plain
        # form post's way back to the current table.
        return refusal(request, error.message, 409, back=game_id)
    if wants_json(request):
        return web.json_response({"ok": True, "version": outcome.version})
    raise web.HTTPSeeOther(f"/game/{game_id}")


async def explain(request: web.Request) -> web.Response:
    lang = language(request, await session_of(request))
    found = guide.explain(request.match_info["game"], request.match_info["topic"], lang)
    if found is None:
        return web.json_response({"ok": False}, status=404)
    # Read into the page by its script: the same minus signs as the page (web.typeset).
    return web.json_response({"ok": True, "title": minus_signed(plain(found.title)),
                              "text": minus_signed(plain(found.text))})
