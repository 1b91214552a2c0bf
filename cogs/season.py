"""``/game mine``, ``/game history``, ``/game profile``, ``/game leaderboard``.

Thin: each command reads Discord's ids, asks the host's season service and replies
privately in the member's language. The commands join the ``/game`` group of
:mod:`cogs.game` (loaded first), so members find them beside the others.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.hosting import display_name, host_of
from cogs.reading import own_language
from cogs.rematch import RematchButton
from cogs.replies import say, think
from cogs.rules_help import GAME_CHOICES
from cogs.season_pages import SeasonPageButton, listing, pages_view

Page = app_commands.Range[int, 1, 9999]


@app_commands.command(name="mine", description="Your games on this server, the ones waiting "
                                               "on you first")
@app_commands.describe(page="Which page (10 games to a page)")
async def mine(interaction: discord.Interaction, page: Page = 1) -> None:
    await think(interaction, ephemeral=True)   # before any database work
    await send_pages(interaction, "mine", page - 1, None, None)


@app_commands.command(name="history", description="Finished games of this server, newest first")
@app_commands.describe(member="Only the games of this member", game="Only this game",
                       page="Which page (10 games to a page)")
@app_commands.choices(game=GAME_CHOICES)
async def history(interaction: discord.Interaction, member: discord.User | None = None,
                  game: str | None = None, page: Page = 1) -> None:
    await think(interaction, ephemeral=True)
    await send_pages(interaction, "hist", page - 1, member.id if member else None, game)


async def send_pages(interaction: discord.Interaction, kind: str, page: int,
                     member: int | None, game: str | None) -> None:
    found = await listing(interaction, kind, page, member, game)
    view = pages_view(kind, found, member, game, own_language(interaction))
    await say(interaction, found.text, **({"view": view} if view is not None else {}))


@app_commands.command(name="profile", description="A member's games, wins, scores and "
                                                  "ratings on this server")
@app_commands.describe(member="Whose profile (empty: yours)")
async def profile(interaction: discord.Interaction, member: discord.User | None = None) -> None:
    await think(interaction, ephemeral=True)
    who = member or interaction.user
    text = await host_of(interaction).profile(interaction.guild_id, who.id, display_name(who))
    await say(interaction, text)


@app_commands.command(name="leaderboard", description="The best rated players of a game on "
                                                      "this server")
@app_commands.describe(game="Which game")
@app_commands.choices(game=GAME_CHOICES)
async def leaderboard(interaction: discord.Interaction, game: str) -> None:
    await think(interaction, ephemeral=True)
    text = await host_of(interaction).leaderboard(interaction.guild_id, game,
                                                  interaction.user.id)
    await say(interaction, text)


COMMANDS = (mine, history, profile, leaderboard)


async def setup(bot: commands.Bot) -> None:
    game = bot.get_cog("Game")
    if game is None:
        raise RuntimeError("cogs.season needs cogs.game loaded first")
    group = game.app_command   # type: ignore[attr-defined]
    for command in COMMANDS:
        group.add_command(command)
    bot.add_dynamic_items(RematchButton, SeasonPageButton)


async def teardown(bot: commands.Bot) -> None:
    game = bot.get_cog("Game")
    if game is not None:
        for command in COMMANDS:
            game.app_command.remove_command(command.name)   # type: ignore[attr-defined]
    bot.remove_dynamic_items(RematchButton, SeasonPageButton)
