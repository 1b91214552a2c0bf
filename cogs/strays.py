"""Answers for interactions nothing else answers: controls the bot never made.

discord.py silently drops a component press whose custom id matches no registered
``DynamicItem`` template, so the user sees "This interaction failed". Every control the
bot posts is a dynamic item (:mod:`cogs.components`, :mod:`cogs.help`), so a press that
matches none of the templates the bot registered is a forged, damaged or very old control:
it gets a private sentence instead.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import discord
from discord.ext import commands

from cogs.replies import STRAY_CONTROL, say


def is_known(custom_id: str, templates: Iterable[re.Pattern[str]]) -> bool:
    return any(template.fullmatch(custom_id) for template in templates)


class Strays(commands.Cog):
    """Private answers for presses of controls that match no registered template."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type is not discord.InteractionType.component:
            return
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        templates = getattr(self.bot, "control_templates", ())
        if is_known(custom_id, templates) or interaction.response.is_done():
            return
        await say(interaction, STRAY_CONTROL)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Strays(bot))
