"""The final message's Rematch button: a new lobby here with the same game and options.

A ``DynamicItem`` whose custom id carries the finished game's id, so it works after a
restart. The presser takes the first seat; the other players of the finished game are
mentioned once (by the first press), with the name of who asked; a later press joins the
lobby that press opened. For a while after the end only the game's players may press it
(:data:`bot.host.rematch.REMATCH_HOLD_SECONDS`).
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.i18n import DEFAULT_LANGUAGE, localize, tr
from cogs.controls import lobby_view
from cogs.hosting import check_bot_permissions, display_name, host_of
from cogs.layout import fit
from cogs.replies import mentions_only, report, think

REMATCH_TEMPLATE = r"ch:r:(?P<game>\d+)"


def rematch_id(game_id: int) -> str:
    return f"ch:r:{game_id}"


class RematchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=REMATCH_TEMPLATE):
    def __init__(self, item: discord.ui.Button[Any], game_id: int) -> None:
        super().__init__(item)
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> Any:
        assert isinstance(item, discord.ui.Button)
        return cls(item, int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await rematch(interaction, self.game_id)
        except Exception as error:
            # DynamicItem errors are otherwise only logged by discord.py: the user must hear.
            await report(interaction, error, "rematch button")


def rematch_view(game_id: int, lang: str = DEFAULT_LANGUAGE) -> discord.ui.View:
    """The final message's only control."""
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(discord.ui.Button(
        label=tr(lang, "season-button-rematch"), style=discord.ButtonStyle.primary,
        custom_id=rematch_id(game_id)), game_id))
    return view


async def rematch(interaction: discord.Interaction, game_id: int) -> None:
    check_bot_permissions(interaction)
    await think(interaction)
    user, host = interaction.user, host_of(interaction)
    host.note_server_locale(interaction.channel_id or 0, interaction.guild_locale)
    # The press reads the channel's language itself (tried again with it after a store
    # fault): a read here after it could tell a seated player "nothing was changed".
    done = await host.rematch(interaction.channel_id or 0, interaction.guild_id, game_id,
                              user.id, display_name(user))
    lang = done.lang
    view = lobby_view(done.lobby.game_id, lang)   # "Open the table", as on every lobby
    if not done.mention_user_ids:
        await interaction.followup.send(fit(localize(done.lobby.text, lang)), view=view)
        return
    text = tr(lang, "season-rematch-opened", asker=display_name(user),
              mentions=" ".join(f"<@{u}>" for u in done.mention_user_ids),
              lobby=localize(done.lobby.text, lang))
    await interaction.followup.send(fit(text), view=view,
                                    allowed_mentions=mentions_only(done.mention_user_ids))
