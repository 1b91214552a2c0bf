"""What every page of the web table shares: security headers, rate limits, the session,
the reader's language, templates and refusals (the application is put together in
:mod:`web.server`).

Thin like ``cogs/``: every page asks the host (``host.tables``, ``host.web``) and draws
what it answers; no game logic here. Each page module ``web/pages/<page>.py`` adds its
own routes (``add_routes(app)``).
"""

from __future__ import annotations

import hmac
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jinja2
from aiohttp import web

from bot.config import Settings
from bot.host.web_access import Session
from bot.i18n import DEFAULT_LANGUAGE, Msg, language_of, languages, localize, tr, unescaped
from bot.outcomes import HostError
from bot.store.games import GameRow
from web.live import LiveHub
from web.rendered import RenderedTables
from web.typeset import minus_signed, minus_signs

HERE = Path(__file__).resolve().parent
SESSION_COOKIE = "cavern_session"
# No inline script or style, nothing from elsewhere: the boards are drawn to obey it.
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")

HOST = web.AppKey("host", Any)
SETTINGS = web.AppKey("settings", Settings)
TEMPLATES = web.AppKey("templates", jinja2.Environment)
HUB = web.AppKey("hub", LiveHub)
LIMITS = web.AppKey("limits", "RateLimits")
RENDERED = web.AppKey("rendered", RenderedTables)
SESSION = web.RequestKey("session", object)   # the request's session, once looked up


@dataclass
class RateLimits:
    """Requests per member (or per address without a session): a bucket of ``burst``
    requests refilled at ``per_second``; moves draw from the same bucket."""

    burst: float = 120.0
    per_second: float = 20.0
    clock: Callable[[], float] = time.monotonic
    buckets: dict[str, tuple[float, float]] = field(default_factory=dict)

    def allow(self, who: str) -> bool:
        now = self.clock()
        level, then = self.buckets.get(who, (self.burst, now))
        level = min(self.burst, level + (now - then) * self.per_second)
        if level < 1:
            self.buckets[who] = (level, now)
            return False
        self.buckets[who] = (level - 1, now)
        if len(self.buckets) > 10_000:   # bounded: forget the idle ones
            for key in [k for k, (lv, t) in self.buckets.items() if now - t > 60]:
                del self.buckets[key]
        return True


def templates() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(HERE / "templates"),
        autoescape=True,   # every value is escaped in HTML and in attributes
        undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True,
        auto_reload=False)   # shipped with the package: no file check at every render
    return env


# ----- every request ---------------------------------------------------------------------
LOG = logging.getLogger(__name__)
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@web.middleware
async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Rate limit per member, then the security headers on whatever is answered."""
    began = time.perf_counter()
    who = await _who(request)
    if not request.path.startswith("/static/") and not request.app[LIMITS].allow(who):
        response: web.StreamResponse = refusal(request, Msg("web-rate-limited"), status=429)
    else:
        try:
            response = await handler(request)
        except HostError as error:
            response = refusal(request, error.message, status=400)
        except (web.HTTPNotFound, web.HTTPMethodNotAllowed) as missing:
            # An address cut short or mistyped: the member's own words, not « 404: Not
            # Found » in plain text (static files keep their bare answer).
            if request.path.startswith("/static/"):
                raise
            response = refusal(request, Msg("web-no-page"), status=missing.status)
        except web.HTTPException:
            raise   # redirects and the like, answered as they are
        except Exception:
            # A fault of the table's own: logged for the host, said kindly to the member
            # (the page's script shows it too), with the headers every answer carries.
            LOG.exception("web table: %s %s failed", request.method, request.path)
            response = refusal(request, Msg("web-server-error"), status=500)
    response.headers["Content-Security-Policy"] = CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    # A personal link holds a token: never sent on to another site.
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers["X-Frame-Options"] = "DENY"
    if not request.path.startswith("/static/"):
        response.headers.setdefault("Cache-Control", "no-store")
    if not response.prepared:   # the server's own time, for benchmarks and browsers' tools
        response.headers["Server-Timing"] = (
            f"app;dur={(time.perf_counter() - began) * 1000:.1f}")
    return response


async def _who(request: web.Request) -> str:
    found = await session_of(request)
    return f"member:{found.user_id}" if found else f"address:{request.remote}"


async def session_of(request: web.Request) -> Session | None:
    if SESSION not in request:
        request[SESSION] = await request.app[HOST].web.session(
            request.cookies.get(SESSION_COOKIE))
    return request[SESSION]  # type: ignore[return-value]


async def posted(request: web.Request) -> tuple[Session, Any] | web.Response:
    """A page's POST as the member sent it: their session and the form, once the session
    and the form's CSRF token are checked; else the refusal to answer (nothing done)."""
    session = await session_of(request)
    if session is None:
        return refusal(request, Msg("web-no-session"), 403)
    form = await request.post()
    token = str(form.get("csrf") or request.headers.get("X-CSRF-Token") or "")
    if not hmac.compare_digest(token.encode(), session.csrf.encode()):
        return refusal(request, Msg("web-bad-request"), 403)
    return session, form


@dataclass(frozen=True)
class MemberPage:
    """A page of the member's own (their games, the leaderboard): who asks, from which
    game's table (its server and game), in which language."""

    session: Session
    row: GameRow
    lang: str


async def member_page(request: web.Request) -> MemberPage | web.Response:
    """The member and the game of ``/game/<id>/…``, or the refusal to answer (no session)."""
    session = await session_of(request)
    if session is None:
        return refusal(request, Msg("web-no-session"), 403)
    row = await request.app[HOST].tables.game(int(request.match_info["game"]))
    return MemberPage(session, row, language(request, session))


def language(request: web.Request, session: Session | None = None) -> str:
    """?lang=, else the session's (the member's Discord locale, from their link), else
    the browser's Accept-Language, else English."""
    asked = request.query.get("lang", "")
    if asked in languages():
        return asked
    if session is not None:
        return session.lang
    for part in request.headers.get("Accept-Language", "").split(","):
        tag = part.split(";")[0].strip()
        if tag and tag != "*":
            lang = language_of(tag)
            if lang != DEFAULT_LANGUAGE or tag.lower().startswith("en"):
                return lang
    return DEFAULT_LANGUAGE


def render(request: web.Request, template: str, lang: str, status: int = 200,
           **values: Any) -> web.Response:
    html = render_html(request.app[TEMPLATES], template, lang, **values)
    return web.Response(text=html, status=status, content_type="text/html", charset="utf-8")


def render_html(env: jinja2.Environment, template: str, lang: str, **values: Any) -> str:
    def say(key: str, **args: Any) -> str:
        # Catalogue sentences are made for Discord: names come backslash-escaped for its
        # markdown. A page shows them as typed (Jinja escapes them for HTML).
        return unescaped(tr(lang, key, **args))

    # Every number on every page with its minus sign, whoever printed it (web.typeset).
    return minus_signs(env.get_template(template).render(
        lang=lang, say=say, localize=lambda value: localize(value, lang), **values))


# The host's refusals that send a reader to a Discord command to look again (/game status,
# /game score) are said on a page with the page's own way to look again: refresh the table.
PAGE_WORDS = {
    "host-moved-on": "web-moved-on",
    "host-seat-changed": "web-seat-changed",
    "host-store-lost-maybe": "web-store-lost-maybe",
    "host-move-unknown": "web-move-unknown",
    "host-game-over": "web-game-over",
}


def page_worded(message: Msg | str) -> Msg | str:
    if isinstance(message, Msg) and message.key in PAGE_WORDS:
        return Msg(PAGE_WORDS[message.key], message.args)
    return message


def refusal(request: web.Request, message: Msg | str, status: int = 403, *,
            back: int | None = None) -> web.Response:
    """A friendly page (or JSON for the page's script) saying why, changing nothing.
    ``back``: the game whose page the refused request came from (a link back to it)."""
    lang = language(request, request.get(SESSION))  # type: ignore[arg-type]
    message = page_worded(message)
    text = minus_signed(unescaped(localize(message, lang)))
    if wants_json(request):
        return web.json_response({"ok": False, "error": text}, status=status)
    settings = request.app[SETTINGS]
    login = None
    game = request.match_info.get("game")
    if settings.discord_client_id and settings.discord_client_secret and game \
            and request.get(SESSION) is None:
        login = f"/login/discord?game={game}"
    return render(request, "refused.html", lang, status=status, text=text, login=login,
                  back=back)


def redirect(location: str) -> web.Response:
    return web.Response(status=303, headers={"Location": location})


def wants_json(request: web.Request) -> bool:
    return request.headers.get("X-Requested-With") == "fetch"


async def home(request: web.Request) -> web.Response:
    lang = language(request, await session_of(request))
    return render(request, "home.html", lang)
