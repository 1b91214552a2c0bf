"""Which language a reader gets: a member's own locale, or the channel's language."""

from __future__ import annotations

from bot.i18n.catalogues import DEFAULT_LANGUAGE, languages


def language_of(locale: object | None) -> str:
    """Our language for a Discord locale ("fr", "en-US", a ``discord.Locale``…): its
    language part when we have a catalogue for it, else English."""
    if locale is None:
        return DEFAULT_LANGUAGE
    code = str(getattr(locale, "value", locale)).replace("_", "-").split("-")[0].lower()
    return code if code in languages() else DEFAULT_LANGUAGE


def channel_language(setting: str | None, guild_locale: object | None) -> str:
    """A channel's public language: the moderators' setting, else the server's preferred
    locale when we speak it, else English."""
    if setting and setting in languages():
        return setting
    return language_of(guild_locale)
