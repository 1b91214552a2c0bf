"""Buttons that ask before a change: resigning (issue 40, item 8) and the other players'
consent to an undo (item 9).

Like the turn controls they are ``DynamicItem``s: the custom id carries all a press needs
(the game, whose question, the answer), so they answer after a restart and keep no view in
memory. The behaviour is the host's; these classes only read the press and show the reply.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.i18n import tr
from cogs.confirm_views import (
    RESIGN_TEMPLATE,
    UNDO_TEMPLATE,
)
from cogs.delivery import deliver_and_report
from cogs.hosting import host_of, is_moderator
from cogs.reading import own_language
from cogs.replies import report, say


class ResignButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=RESIGN_TEMPLATE):
    """The answer to "Resign from this game?"."""

    def __init__(self, item: discord.ui.Button[Any], game_id: int, user_id: int,
                 answer: bool) -> None:
        super().__init__(item)
        self.game_id = game_id
        self.user_id = user_id
        self.answer = answer

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> ResignButton:
        return cls(item, int(match["game"]), int(match["user"]),  # type: ignore[arg-type]
                   match["answer"] == "y")

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            lang = own_language(interaction)
            if interaction.user.id != self.user_id:
                await say(interaction, tr(lang, "resign-not-yours"))
                return
            if not self.answer:
                await interaction.response.edit_message(content=tr(lang, "resign-kept"),
                                                        view=None)
                return
            await interaction.response.defer()   # the game's end may take a moment
            channel_id = interaction.channel_id or 0
            outcome = await host_of(interaction).resign(channel_id, self.user_id,
                                                        self.game_id)
            await interaction.edit_original_response(content=tr(lang, "game-you-resigned"),
                                                     view=None)
            await deliver_and_report(interaction, outcome.channel_id)
        except Exception as error:
            await report(interaction, error, "resign button")


class UndoVoteButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=UNDO_TEMPLATE):
    """A player's answer to an undo request (the request names its game and version)."""

    def __init__(self, item: discord.ui.Button[Any], game_id: int, version: int,
                 answer: bool) -> None:
        super().__init__(item)
        self.request = (game_id, version)
        self.answer = answer

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]
                             ) -> UndoVoteButton:
        return cls(item, int(match["game"]), int(match["version"]),  # type: ignore[arg-type]
                   match["answer"] == "y")

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            host = host_of(interaction)
            channel_id = interaction.channel_id or 0
            user_id = interaction.user.id
            await interaction.response.defer()   # the request message is edited in place
            if not self.answer:
                text = await host.decline_undo(channel_id, user_id, self.request)
                await interaction.edit_original_response(view=None)
                await say(interaction, text, ephemeral=False)
                return
            outcome = await host.undo(channel_id, user_id, await is_moderator(interaction),
                                      request=self.request)
            if not outcome.done:
                names = " ".join(f"<@{u}>" for u in outcome.waiting_for)
                await interaction.followup.send(
                    tr(own_language(interaction), "undo-agreed-waiting", names=names),
                    ephemeral=True, allowed_mentions=discord.AllowedMentions.none())
                return
            # The fresh turn message that follows says what was undone, to everyone.
            await interaction.edit_original_response(view=None)
            await deliver_and_report(interaction, channel_id)
        except Exception as error:
            await report(interaction, error, "undo button")


CONFIRM_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (ResignButton, UndoVoteButton)
