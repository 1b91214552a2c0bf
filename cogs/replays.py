"""``/game replay``'s game option: this server's finished games, suggested newest first.

The value sent is the game's number; a member may also type it by hand ("#12" or "12").
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.i18n import Msg
from bot.outcomes import HostError
from cogs.hosting import host_of
from cogs.layout import choice_names
from cogs.reading import own_language

GAME_ID_LIMIT = 2 ** 63


async def replay_choices(interaction: discord.Interaction,
                         current: str) -> list[app_commands.Choice[str]]:
    found = await host_of(interaction).replay_choices(
        interaction.guild_id, interaction.channel_id or 0, current, own_language(interaction))
    names = choice_names([text for text, _ in found])
    return [app_commands.Choice(name=name, value=value)
            for name, (_, value) in zip(names, found, strict=True)]


def parse_game_id(typed: str | None) -> int | None:
    """The game number the option holds (None when empty); a friendly refusal otherwise."""
    if typed is None or not typed.strip():
        return None
    text = typed.strip().lstrip("#").removeprefix("nº").strip()
    # ASCII digits only: "²".isdigit() is true but int("²") fails, and "٣" is 3 to int();
    # a game number is also a positive 64-bit integer (the stores' column).
    if not (text.isascii() and text.isdigit()) or not 0 < int(text) < GAME_ID_LIMIT:
        raise HostError(Msg("replay-which-game", {"typed": typed}))
    return int(text)
