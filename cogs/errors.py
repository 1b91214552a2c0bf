"""The one error handler of the command tree: friendly sentences out, bugs into the log.

Component presses report through the same :func:`cogs.replies.report`, so a refusal reads
the same whether it came from /play or from a button.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.replies import report


async def on_app_command_error(interaction: discord.Interaction,
                               error: app_commands.AppCommandError) -> None:
    command = interaction.command
    where = f"/{command.qualified_name}" if command is not None else "a command"
    await report(interaction, error, where)


async def setup(bot: commands.Bot) -> None:
    bot.tree.on_error = on_app_command_error  # type: ignore[method-assign]


async def teardown(bot: commands.Bot) -> None:
    bot.tree.on_error = app_commands.CommandTree.on_error.__get__(bot.tree)  # type: ignore[method-assign]
