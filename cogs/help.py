"""``/help``: a few lines for a phone, with buttons to act on them.

It says how to start a game here, how to play a turn by tapping, where private
information is, how pings and direct messages work and what moderators can do; the text
follows what is happening in the channel (an open lobby, your turn). The buttons are
``DynamicItem``s, so they keep working after a restart like the turn messages' controls.
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import texts
from bot.i18n import DEFAULT_LANGUAGE, Msg, tr
from bot.outcomes import HostError, StatusInfo
from cogs.components import unkept
from cogs.hosting import display_name, host_of, is_moderator
from cogs.play import send_private
from cogs.reading import own_language
from cogs.replies import report, say
from cogs.rules_help import rules_text

HELP_TEMPLATE = r"ch:help:(?P<action>[a-z]+)"
JOIN, MINE, DMS_ON, DMS_OFF, RULES = "join", "mine", "dmson", "dmsoff", "rules"

# The guide's paragraphs, in order (catalogue keys).
SECTIONS = ("help-start", "help-turn", "help-private", "help-pings", "help-season")


def help_text(status: StatusInfo | None, user_id: int, moderator: bool,
              lang: str = DEFAULT_LANGUAGE) -> str:
    """The help, with a first line about this channel when something is going on."""
    lines = [tr(lang, "help-intro")]
    title = texts.title(status.key, lang, status.title) if status is not None else ""
    if status is not None and status.status == "lobby":
        seated = any(s.user_id == user_id for s in status.seats)
        lines.append(tr(lang, "help-lobby-open", title=title, seated="yes" if seated else "no"))
    elif status is not None and status.status in ("active", "paused"):
        mine = any(d.user_id == user_id for d in status.to_act)
        lines.append(tr(lang, "help-game-running", title=title, mine="yes" if mine else "no"))
    lines += [tr(lang, key) for key in SECTIONS]
    lines.append(tr(lang, "help-mods", moderator="yes" if moderator else "no"))
    lines.append(tr(lang, "help-more"))
    return "\n".join(lines)


def help_view(status: StatusInfo | None, lang: str = DEFAULT_LANGUAGE) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    buttons: list[tuple[str, str, discord.ButtonStyle]] = []
    if status is not None and status.status == "lobby":
        buttons.append((JOIN, "help-button-join", discord.ButtonStyle.primary))
    buttons += [(MINE, "controls-my-choices", discord.ButtonStyle.success),
                (DMS_ON, "help-button-dms-on", discord.ButtonStyle.secondary),
                (DMS_OFF, "help-button-dms-off", discord.ButtonStyle.secondary),
                (RULES, "help-button-rules", discord.ButtonStyle.secondary)]
    for action, key, style in buttons:
        label = tr(lang, key)
        view.add_item(HelpButton(discord.ui.Button(label=label, style=style,
                                                   custom_id=f"ch:help:{action}"), action))
    return unkept(view)


class HelpButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=HELP_TEMPLATE):
    """One action offered by /help; the action is all the custom id carries."""

    def __init__(self, item: discord.ui.Button[Any], action: str) -> None:
        super().__init__(item)
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> HelpButton:
        return cls(item, match["action"])  # type: ignore[arg-type]

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await act(interaction, self.action)
        except Exception as error:
            # DynamicItem errors are otherwise only logged by discord.py: the user must hear.
            await report(interaction, error, f"help button {self.action}")


async def act(interaction: discord.Interaction, action: str) -> None:
    host = host_of(interaction)
    channel_id = interaction.channel_id or 0
    user = interaction.user
    if action == JOIN:
        lobby = await host.join(channel_id, user.id, display_name(user))
        await say(interaction, lobby.text, ephemeral=False)  # public, like /game join
    elif action == MINE:
        await send_private(interaction, await host.private_info(channel_id, user.id,
                                                                 own_language(interaction)))
    elif action in (DMS_ON, DMS_OFF):
        await say(interaction, await host.notify(user.id, action == DMS_ON))
    elif action == RULES:
        await say(interaction, rules_text(None, own_language(interaction)))
    else:
        raise HostError(Msg("help-button-out-of-date"))


class Help(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="help", description="Cavern Host: How to start, play and get "
                                                   "pinged, with buttons")
    async def help(self, interaction: discord.Interaction) -> None:
        status: StatusInfo | None = None
        if interaction.guild_id is not None:
            try:
                status = await host_of(interaction).status(interaction.channel_id or 0,
                                                           own_language(interaction))
            except HostError:
                status = None
        moderator = await is_moderator(interaction)
        lang = own_language(interaction)
        await say(interaction, help_text(status, interaction.user.id, moderator, lang),
                  view=help_view(status, lang))


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(HelpButton)
    await bot.add_cog(Help(bot))


async def teardown(bot: commands.Bot) -> None:
    bot.remove_dynamic_items(HelpButton)
