"""``/mod …``: moderators keep games moving (pause, replace, skip, timeout, abort, config).

Who is a moderator is decided at run time by :meth:`Mod.interaction_check`: Manage
Channels in this channel, or the role the server set with ``/mod config``. The group
deliberately carries no default permission: Discord would otherwise hide ``/mod`` from
that role until a server admin added an override by hand, so the role would not work as
configured. Everyone sees ``/mod`` in the picker; non-moderators are refused privately.
"""

from __future__ import annotations

import discord
from babel import Locale
from discord import app_commands
from discord.ext import commands

from bot.host.languages import AUTO
from bot.i18n import Msg, languages, localize, tr
from cogs.delivery import deliver_and_report
from cogs.hosting import display_name, host_of, is_moderator
from cogs.layout import clip_lines
from cogs.reading import own_language
from cogs.replies import Refusal, say, think
from cogs.rules_help import LEVEL_CHOICES
from cogs.seats import seat_choices

NOT_A_MODERATOR = Msg("mod-not-moderator")
ROLE_NEEDS_MANAGE_CHANNELS = Msg("mod-role-needs-manage-channels")


def language_name(lang: str) -> str:
    """A language as its speakers write it ("English", "Français"), from Babel's CLDR data."""
    name = Locale.parse(lang).get_display_name(lang) or lang
    return name[:1].upper() + name[1:]


# Every language with a catalogue, plus "auto" (the server's preferred locale).
# Each language is named in itself, so its speakers find it whatever their client's language.
LANGUAGE_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name="The server's language", value=AUTO),
    *[app_commands.Choice(name=language_name(lang), value=lang) for lang in languages()[:24]]]


def unpingable_role_note(role: discord.Role | None,
                         bot_permissions: discord.Permissions) -> Msg | None:
    """Why a timeout warning would not ping ``role``, or None when it will.

    Discord delivers a role mention only when the role is mentionable or the sender may
    mention everyone (Mention @everyone, @here, and All Roles)."""
    if role is None or role.mentionable or bot_permissions.mention_everyone:
        return None
    return Msg("mod-unpingable-role", {"role": str(role.id)})


@app_commands.guild_only()
class Mod(commands.GroupCog, group_name="mod",
          group_description="Cavern Host: Moderate this channel's games"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    async def interaction_check(self, interaction: discord.Interaction) -> bool:  # type: ignore[override]
        if not await is_moderator(interaction):
            raise Refusal(NOT_A_MODERATOR)
        return True

    @app_commands.command(name="abort", description="End this channel's game with no result")
    async def abort(self, interaction: discord.Interaction) -> None:
        await think(interaction)   # acknowledged first: a busy database may wait seconds
        text = await host_of(interaction).abort(interaction.channel_id or 0,
                                                interaction.user.id, True)
        await say(interaction, text, ephemeral=False)

    @app_commands.command(name="kick", description="Remove a player, also one who left the "
                                                   "server (a running game pauses)")
    @app_commands.describe(player="The seat to empty: pick from the list")
    @app_commands.autocomplete(player=seat_choices)
    async def kick(self, interaction: discord.Interaction, player: str) -> None:
        await think(interaction)   # acknowledged first: a busy database may wait seconds
        text = await host_of(interaction).kick(interaction.channel_id or 0, player, True,
                                              by=interaction.user.display_name)
        await say(interaction, text, ephemeral=False)

    @app_commands.command(name="replace",
                          description="Give a seat to another member, or to the computer")
    @app_commands.describe(seat="The seat: pick from the list", member="Who takes the seat",
                           computer="The computer plays the seat (leave member empty)",
                           level="How strong the computer plays")
    @app_commands.autocomplete(seat=seat_choices)
    @app_commands.choices(level=LEVEL_CHOICES)
    async def replace(self, interaction: discord.Interaction, seat: str,
                      member: discord.Member | None = None, computer: bool = False,
                      level: str | None = None) -> None:
        host = host_of(interaction)
        channel_id = interaction.channel_id or 0
        if computer == (member is not None):
            await say(interaction, Msg("mod-member-or-computer"))
            return
        if member is None:
            text = await host.computer_takes_over(channel_id, seat, level, True)
            await say(interaction, text, ephemeral=False)
            await deliver_and_report(interaction, channel_id)   # its turn may be now
            return
        if member.bot:
            await say(interaction, Msg("mod-bot-cannot-sit"))
            return
        await think(interaction)   # acknowledged first: a busy database may wait seconds
        text = await host.replace(channel_id, seat, member.id, display_name(member), True)
        await say(interaction, text, ephemeral=False)

    @app_commands.command(name="skip", description="Move for an absent player (pass if possible)")
    @app_commands.describe(seat="The absent player's seat: pick from the list")
    @app_commands.autocomplete(seat=seat_choices)
    async def skip(self, interaction: discord.Interaction, seat: str) -> None:
        host = host_of(interaction)
        await think(interaction, ephemeral=True)
        outcome = await host.skip(interaction.channel_id or 0, seat, interaction.user.id, True)
        await say(interaction, Msg("mod-skipped"))
        await deliver_and_report(interaction, outcome.channel_id)

    @app_commands.command(name="pause", description="Pause the game: no moves, no reminders")
    async def pause(self, interaction: discord.Interaction) -> None:
        await think(interaction)   # acknowledged first: a busy database may wait seconds
        text = await host_of(interaction).pause(interaction.channel_id or 0, True,
                                               by=interaction.user.display_name)
        await say(interaction, text, ephemeral=False)

    @app_commands.command(name="resume", description="Continue a paused game")
    async def resume(self, interaction: discord.Interaction) -> None:
        host = host_of(interaction)
        await think(interaction, ephemeral=True)
        outcome = await host.resume(interaction.channel_id or 0, True)
        await say(interaction, Msg("mod-resumed"))
        await deliver_and_report(interaction, outcome.channel_id)

    @app_commands.command(name="timeout", description="Hours a player may take before "
                                                      "moderators are told")
    @app_commands.describe(hours="Hours (at most 1440)")
    async def timeout(self, interaction: discord.Interaction,
                      hours: app_commands.Range[float, 0.1, 1440.0]) -> None:
        await think(interaction)   # acknowledged first: a busy database may wait seconds
        text = await host_of(interaction).set_timeout(interaction.channel_id or 0, hours, True)
        await say(interaction, text, ephemeral=False)

    @app_commands.command(name="config", description="This channel's game settings")
    @app_commands.describe(
        games="Allowed game keys, comma-separated (all = every game)",
        reminder_hours="Remind a player after this many hours without a move",
        timeout_hours="Tell moderators after this many hours",
        thread_per_game="Open each new game in its own thread",
        moderator_role="The role that may use /mod on this server (needs Manage Channels)",
        clear_moderator_role="True: no moderator role any more (needs Manage Channels)",
        language="The language of this channel's public messages and pictures",
        web_spectators="Let anyone with a game's web address watch its public view")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def config(self, interaction: discord.Interaction, games: str | None = None,
                     reminder_hours: app_commands.Range[float, 0.1, 1440.0] | None = None,
                     timeout_hours: app_commands.Range[float, 0.1, 1440.0] | None = None,
                     thread_per_game: bool | None = None,
                     moderator_role: discord.Role | None = None,
                     clear_moderator_role: bool = False,
                     language: str | None = None,
                     web_spectators: bool | None = None) -> None:
        changes_role = moderator_role is not None or clear_moderator_role
        # The role decides who moderates the whole server: its holders may not hand it on.
        if changes_role and not interaction.permissions.manage_channels:
            raise Refusal(ROLE_NEEDS_MANAGE_CHANNELS)
        host = host_of(interaction)
        if language is not None:
            await host.set_channel_language(interaction.channel_id or 0, interaction.guild_id,
                                            language, True)
        if web_spectators is not None and interaction.guild_id is not None:
            await host.web.set_spectators(interaction.guild_id, web_spectators, True)
        config = await host.configure(
            interaction.channel_id or 0, interaction.guild_id, True,
            allowed_games=None if games is None else games.split(","),
            reminder_hours=reminder_hours, timeout_hours=timeout_hours,
            thread_per_game=thread_per_game,
            moderator_role_id=None if moderator_role is None else moderator_role.id,
            clear_moderator_role=clear_moderator_role and moderator_role is None)
        reader = own_language(interaction)
        text = localize(config.text, reader)
        role = moderator_role
        if role is None and config.moderator_role_id is not None and interaction.guild:
            role = interaction.guild.get_role(config.moderator_role_id)
        channel_id = interaction.channel_id or 0
        public = await host.channel_language(channel_id, interaction.guild_locale)
        chosen = await host.language_setting(channel_id)
        text += "\n" + tr(reader, "mod-language" if chosen else "mod-language-auto",
                          language=language_name(public))
        if interaction.guild_id is not None:
            watching = await host.web.spectators(interaction.guild_id)
            text += "\n" + tr(reader, "web-spectators-on" if watching else "web-spectators-off")
        note = unpingable_role_note(role, interaction.app_permissions)
        if note:
            text += "\n" + localize(note, reader)
        await say(interaction, clip_lines(text), allowed_mentions=discord.AllowedMentions.none())


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Mod(bot))
