"""Slash commands in each member's client language, through discord.py's Translator.

Discord shows a command's ``name_localizations`` and ``description_localizations`` to a
member whose client uses that locale. The key of each string comes from where it is (the
command's path, the parameter, the choice's value), never from its English text, so
rewording an English description does not lose its translations. English is the source
text and needs no catalogue lookup.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.i18n import DEFAULT_LANGUAGE, catalogues, language_of, tr
from cogs.branding import branded


def _path(command: object) -> str:
    return str(getattr(command, "qualified_name", "")).replace(" ", "-")


def message_key(string: app_commands.locale_str,
                context: app_commands.TranslationContextTypes) -> str | None:
    """The catalogue key of one command string, from its place in the command tree."""
    data = context.data
    if context.location is Where.command_name:
        return f"cmd-{_path(data)}"
    if context.location is Where.group_name:
        return f"cmd-{_path(data)}"
    if context.location in (Where.command_description, Where.group_description):
        return f"cmd-{_path(data)}-desc"
    if context.location is Where.parameter_name:
        return f"opt-{data.display_name}"
    if context.location is Where.parameter_description:
        return f"opt-{_path(data.command)}-{data.display_name}-desc"
    if context.location is Where.choice_name:
        return f"choice-{data.value}"
    return None


class CatalogueTranslator(app_commands.Translator):
    """Looks each command string up in the Fluent catalogue of the member's language."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        lang = language_of(locale)
        # A locale we have no catalogue for falls back to English, which is the source.
        if lang == DEFAULT_LANGUAGE or locale.value.split("-")[0] != lang:
            return None
        key = message_key(string, context)
        if key is None or not catalogues().has(lang, key):
            return None
        text = tr(lang, key)
        if context.location in (Where.command_description, Where.group_description):
            text = branded(text, lang)   # as every English description (cogs.branding)
        return text
