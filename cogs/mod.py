"""``/mod …``: moderators keep games moving (pause, replace, skip, timeout, abort, config).

The group's default permission (Manage Channels) only decides who sees it by default;
server admins can change that, so :meth:`Mod.interaction_check` checks every call.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.delivery import deliver_and_report
from cogs.hosting import display_name, host_of, is_moderator
from cogs.layout import clip_lines
from cogs.replies import Refusal, think

NOT_A_MODERATOR = ("Only moderators can do that: members with Manage Channels here, or the "
                   "moderator role this server set with /mod config.")


@app_commands.default_permissions(manage_channels=True)
@app_commands.guild_only()
class Mod(commands.GroupCog, group_name="mod", group_description="Moderate this channel's games"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    async def interaction_check(self, interaction: discord.Interaction) -> bool:  # type: ignore[override]
        if not await is_moderator(interaction):
            raise Refusal(NOT_A_MODERATOR)
        return True

    @app_commands.command(name="abort", description="End this channel's game with no result")
    async def abort(self, interaction: discord.Interaction) -> None:
        text = await host_of(interaction).abort(interaction.channel_id or 0,
                                                interaction.user.id, True)
        await interaction.response.send_message(text)

    @app_commands.command(name="kick", description="Remove a player (a running game pauses)")
    @app_commands.describe(member="The player to remove")
    async def kick(self, interaction: discord.Interaction, member: discord.Member) -> None:
        text = await host_of(interaction).kick(interaction.channel_id or 0, member.id, True)
        await interaction.response.send_message(text)

    @app_commands.command(name="replace", description="Give a seat to another member")
    @app_commands.describe(seat="Seat number or the current player's name",
                           member="Who takes the seat")
    async def replace(self, interaction: discord.Interaction, seat: str,
                      member: discord.Member) -> None:
        if member.bot:
            await interaction.response.send_message("A bot cannot take a seat.", ephemeral=True)
            return
        text = await host_of(interaction).replace(interaction.channel_id or 0, seat, member.id,
                                                  display_name(member), True)
        await interaction.response.send_message(text)

    @app_commands.command(name="skip", description="Move for an absent player (pass if possible)")
    @app_commands.describe(seat="Seat number or the player's name")
    async def skip(self, interaction: discord.Interaction, seat: str) -> None:
        host = host_of(interaction)
        await think(interaction, ephemeral=True)
        outcome = await host.skip(interaction.channel_id or 0, seat, interaction.user.id, True)
        await interaction.followup.send("Done: moved for the absent player.", ephemeral=True)
        await deliver_and_report(interaction, outcome.channel_id)

    @app_commands.command(name="pause", description="Pause the game: no moves, no reminders")
    async def pause(self, interaction: discord.Interaction) -> None:
        text = await host_of(interaction).pause(interaction.channel_id or 0, True)
        await interaction.response.send_message(text)

    @app_commands.command(name="resume", description="Continue a paused game")
    async def resume(self, interaction: discord.Interaction) -> None:
        host = host_of(interaction)
        await think(interaction, ephemeral=True)
        outcome = await host.resume(interaction.channel_id or 0, True)
        await interaction.followup.send("The game continues.", ephemeral=True)
        await deliver_and_report(interaction, outcome.channel_id)

    @app_commands.command(name="timeout", description="Hours a player may take before "
                                                      "moderators are told")
    @app_commands.describe(hours="Hours (at most 1440)")
    async def timeout(self, interaction: discord.Interaction,
                      hours: app_commands.Range[float, 0.1, 1440.0]) -> None:
        text = await host_of(interaction).set_timeout(interaction.channel_id or 0, hours, True)
        await interaction.response.send_message(text)

    @app_commands.command(name="config", description="This channel's game settings")
    @app_commands.describe(
        games="Allowed game keys, comma-separated (all = every game)",
        reminder_hours="Remind a player after this many hours without a move",
        timeout_hours="Tell moderators after this many hours",
        thread_per_game="Open each new game in its own thread",
        moderator_role="The role that may use /mod on this server")
    async def config(self, interaction: discord.Interaction, games: str | None = None,
                     reminder_hours: app_commands.Range[float, 0.1, 1440.0] | None = None,
                     timeout_hours: app_commands.Range[float, 0.1, 1440.0] | None = None,
                     thread_per_game: bool | None = None,
                     moderator_role: discord.Role | None = None) -> None:
        config = await host_of(interaction).configure(
            interaction.channel_id or 0, interaction.guild_id, True,
            allowed_games=None if games is None else games.split(","),
            reminder_hours=reminder_hours, timeout_hours=timeout_hours,
            thread_per_game=thread_per_game,
            moderator_role_id=None if moderator_role is None else moderator_role.id)
        await interaction.response.send_message(clip_lines(config.text), ephemeral=True,
                                                allowed_mentions=discord.AllowedMentions.none())


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Mod(bot))
