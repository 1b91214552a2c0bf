"""Which language a channel's public texts use: the moderators' choice, else the server's."""

from __future__ import annotations

from bot.host.core import Service
from bot.i18n import Msg, channel_language, languages
from bot.outcomes import HostError
from bot.store import languages as languages_db

AUTO = "auto"   # the /mod config choice that goes back to the server's preferred locale


class LanguageService(Service):
    async def channel_language(self, channel_id: int, guild_locale: object | None = None) -> str:
        """The language of the channel's public messages, log and pictures."""
        async with self.core.db.read() as conn:
            chosen = await languages_db.language(conn, channel_id)
        return channel_language(chosen, guild_locale)

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
