"""Who reads what: a reply only its asker sees is in the member's own Discord language;
what the channel sees is in the channel's language (``/mod config language:``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import discord

from bot.i18n import language_of, localize, tr
from bot.outcomes import DecisionInfo, OptionChoice
from cogs.hosting import host_of


def own_language(interaction: discord.Interaction) -> str:
    """The language of the member's Discord client, when we speak it (else English)."""
    return language_of(interaction.locale)


async def channel_language_of(interaction: discord.Interaction) -> str:
    """The language of the channel's public messages."""
    return await host_of(interaction).channel_language(interaction.channel_id or 0,
                                                       interaction.guild_locale)


def own(interaction: discord.Interaction, key: str, /, **args: Any) -> str:
    """Message ``key`` in the member's own language (for an ephemeral reply)."""
    return tr(own_language(interaction), key, **args)


def own_text(interaction: discord.Interaction, text: object) -> str:
    """A host text (a catalogue message or a plain string) in the member's language."""
    return localize(text, own_language(interaction))


def localized_decision(decision: DecisionInfo, lang: str) -> DecisionInfo:
    """A decision with its prompt and option labels in ``lang`` (ids unchanged)."""
    return replace(decision, prompt=localize(decision.prompt, lang),
                   options=tuple(OptionChoice(o.id, localize(o.label, lang))
                                 for o in decision.options))
