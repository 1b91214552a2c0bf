"""Autocomplete for every option that names a player: the seats of this channel's game.

``/game board player``, ``/mod skip seat``, ``/mod replace seat`` and ``/mod kick player``
suggest "Seat 2: Bob" and send the seat number, which the host reads back (a typed name
or number still works: autocomplete is only a suggestion).
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.outcomes import HostError
from cogs.hosting import host_of
from cogs.layout import choice_names
from cogs.reading import own_language


async def seat_choices(interaction: discord.Interaction,
                       current: str) -> list[app_commands.Choice[str]]:
    try:
        found = await host_of(interaction).seat_choices(interaction.channel_id or 0, current,
                                                        own_language(interaction))
    except HostError:
        return []
    names = choice_names([text for text, _ in found])
    return [app_commands.Choice(name=name, value=value)
            for name, (_, value) in zip(names, found, strict=True)]
