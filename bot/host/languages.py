"""Which language a channel's public texts use: the moderators' choice, else the server's."""

from __future__ import annotations

import aiosqlite

from bot.host.core import HostCore, Service
from bot.i18n import Msg, channel_language, language_of, languages
from bot.outcomes import HostError
from bot.store import languages as languages_db

AUTO = "auto"   # the /mod config choice that goes back to the server's preferred locale


class LanguageService(Service):
    """The moderators' choice is stored; the server's preferred locale is only known from
    an interaction, so the front end tells it (:meth:`note_server_locale`) and it is kept
    in memory — until one arrives after a restart, a channel without a choice is English."""

    def __init__(self, core: HostCore) -> None:
        super().__init__(core)
        self.server_locales: dict[int, str] = {}
        # Each member's Discord language, as their last interaction said it: a direct
        # message is read by that member alone, so it speaks their language.
        self.member_locales: dict[int, str] = {}

    def note_server_locale(self, channel_id: int, guild_locale: object | None) -> None:
        if guild_locale is not None:
            self.server_locales[channel_id] = str(getattr(guild_locale, "value", guild_locale))

    def note_member_locale(self, user_id: int, locale: object | None) -> None:
        if locale is not None:
            self.member_locales[user_id] = str(getattr(locale, "value", locale))

    def member_language(self, user_id: int, fallback: str) -> str:
        """The language a member reads (their client's), else ``fallback`` (the channel's:
        until they act after a restart, the bot knows no better)."""
        locale = self.member_locales.get(user_id)
        return language_of(locale) if locale is not None else fallback

    async def public_language(self, conn: aiosqlite.Connection, channel_id: int) -> str:
        """The channel's language, inside a transaction the caller holds."""
        chosen = await languages_db.language(conn, channel_id)
        return channel_language(chosen, self.server_locales.get(channel_id))

    async def channel_language(self, channel_id: int, guild_locale: object | None = None) -> str:
        """The language of the channel's public messages, log and pictures."""
        self.note_server_locale(channel_id, guild_locale)
        async with self.core.db.read() as conn:
            return await self.public_language(conn, channel_id)

    async def language_setting(self, channel_id: int) -> str | None:
        """The language moderators chose for the channel; None: the server's."""
        async with self.core.db.read() as conn:
            return await languages_db.language(conn, channel_id)

    async def set_channel_language(self, channel_id: int, guild_id: int | None, lang: str,
                                   is_moderator: bool) -> None:
        """Moderators choose the channel's language (``auto``: the server's)."""
        if not is_moderator:
            raise HostError(Msg("error-not-moderator"))
        if lang != AUTO and lang not in languages():
            raise HostError(Msg("error-unknown-language", {
                "language": lang, "languages": ", ".join(languages())}))
        async with self.core.db.transaction() as conn:
            await languages_db.set_language(conn, channel_id, guild_id,
                                            None if lang == AUTO else lang)
