"""Who may open the web table: signed personal links, sessions, and spectators.

A personal link is given privately by the bot (the turn message's "Open the table"): it
names the member, the game, their language and an expiry, signed with HMAC-SHA256 under
the host's key (``WEB_SECRET``, else a key generated on first start and kept in the store,
so every process of one store signs alike). Opening it starts a session: a signed cookie
naming the member, with its own random id from which the CSRF token of every move is
derived. Nothing here trusts the browser: every value it sends back is checked against
its signature, and a refusal is a sentence.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
from dataclasses import dataclass
from typing import Any

from bot.host.core import HostCore, Service
from bot.i18n import Msg, language_of
from bot.outcomes import HostError
from bot.store import web as web_db

LINK_SECONDS = 15 * 60            # a personal link opens a session this long after it is given
SESSION_SECONDS = 7 * 24 * 3600   # then the session lasts a week (a new link renews it)
SECRET_NAME = "web-secret"


@dataclass(frozen=True)
class Grant:
    """What a valid personal link names."""

    user_id: int
    game_id: int
    lang: str
    expires: float


@dataclass(frozen=True)
class Session:
    """A browser's session: whose it is, in which language, and its CSRF token."""

    user_id: int
    lang: str
    sid: str
    expires: float
    csrf: str


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class WebAccessService(Service):
    def __init__(self, core: HostCore) -> None:
        super().__init__(core)
        self._key: bytes | None = None

    async def key(self) -> bytes:
        """The signing key: WEB_SECRET, else the stored one (made on first use)."""
        if self._key is None:
            given = self.core.settings.web_secret
            if given:
                self._key = given.encode("utf-8")
            else:
                async with self.core.db.read() as conn:
                    kept = await web_db.secret(conn, SECRET_NAME)
                if kept is None:
                    async with self.core.db.transaction() as conn:
                        kept = await web_db.keep_secret(conn, SECRET_NAME,
                                                        secrets.token_urlsafe(32))
                self._key = kept.encode("utf-8")
        return self._key

    async def _sign(self, kind: str, data: dict[str, Any]) -> str:
        body = _b64(json.dumps(data, separators=(",", ":")).encode("utf-8"))
        mac = hmac.new(await self.key(), f"{kind}.{body}".encode(), hashlib.sha256).digest()
        return f"{body}.{_b64(mac)}"

    async def _open(self, kind: str, token: str) -> dict[str, Any] | None:
        """The signed data, or None when the signature is not ours (forged or damaged)."""
        body, _, mac = token.partition(".")
        if not body or not mac or len(token) > 1000:
            return None
        want = hmac.new(await self.key(), f"{kind}.{body}".encode(), hashlib.sha256).digest()
        try:
            if not hmac.compare_digest(want, _unb64(mac)):
                return None
            data = json.loads(_unb64(body))
        except (ValueError, TypeError):
            return None
        return data if isinstance(data, dict) else None

    # ----- personal links ------------------------------------------------------------
    async def link(self, user_id: int, game_id: int, lang: str) -> str:
        """The member's personal link to the game's page (valid LINK_SECONDS)."""
        token = await self._sign("link", {"u": user_id, "g": game_id, "l": language_of(lang),
                                          "e": int(self.core.clock() + LINK_SECONDS)})
        return f"{self.core.settings.web_url}/t/{token}"

    async def check_link(self, token: str) -> Grant:
        data = await self._open("link", token)
        try:
            grant = Grant(int(data["u"]), int(data["g"]), language_of(str(data["l"])),
                          float(data["e"])) if data else None
        except (KeyError, TypeError, ValueError):
            grant = None
        if grant is None:
            raise HostError(Msg("web-link-forged"))
        if grant.expires < self.core.clock():
            raise HostError(Msg("web-link-expired"))
        return grant

    # ----- "Log in with Discord" (OAuth2) ------------------------------------------------
    async def login_state(self, game_id: int) -> str:
        """The signed ``state`` of a login round trip: which game to open afterwards."""
        return await self._sign("oauth", {"g": game_id, "n": secrets.token_urlsafe(8),
                                          "e": int(self.core.clock() + LINK_SECONDS)})

    async def check_login_state(self, state: str) -> int:
        """The game a login round trip set out for; refused when forged or stale."""
        data = await self._open("oauth", state)
        try:
            game_id, expires = int(data["g"]), float(data["e"])   # type: ignore[index]
        except (KeyError, TypeError, ValueError):
            raise HostError(Msg("web-link-forged")) from None
        if expires < self.core.clock():
            raise HostError(Msg("web-link-expired"))
        return game_id

    # ----- sessions ----------------------------------------------------------------------
    async def start_session(self, user_id: int, lang: str) -> tuple[str, Session]:
        """A new session for the member: the cookie's value, and what it holds."""
        sid = secrets.token_urlsafe(16)
        expires = int(self.core.clock() + SESSION_SECONDS)
        cookie = await self._sign("session", {"u": user_id, "l": lang, "s": sid, "e": expires})
        return cookie, await self._session(user_id, lang, sid, expires)

    async def session(self, cookie: str | None) -> Session | None:
        """The session a cookie proves, or None (absent, forged or expired)."""
        data = await self._open("session", cookie) if cookie else None
        if not data:
            return None
        try:
            session = await self._session(int(data["u"]), language_of(str(data["l"])),
                                          str(data["s"]), float(data["e"]))
        except (KeyError, TypeError, ValueError):
            return None
        return session if session.expires >= self.core.clock() else None

    async def _session(self, user_id: int, lang: str, sid: str, expires: float) -> Session:
        csrf = _b64(hmac.new(await self.key(), f"csrf.{sid}".encode(),
                             hashlib.sha256).digest()[:18])
        return Session(user_id, lang, sid, expires, csrf)

    # ----- spectators ----------------------------------------------------------------------
    async def spectators(self, guild_id: int | None) -> bool:
        """Whether the server lets anyone with the game's address watch it."""
        if guild_id is None:
            return False
        async with self.core.db.read() as conn:
            return await web_db.spectators(conn, guild_id)

    async def set_spectators(self, guild_id: int, allowed: bool, is_moderator: bool) -> None:
        if not is_moderator:
            raise HostError(Msg("error-not-moderator"))
        async with self.core.db.transaction() as conn:
            await web_db.set_spectators(conn, guild_id, allowed)
