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
from cogs.delivery import deliver_and_report
from cogs.hosting import host_of
from cogs.reading import own_language
from cogs.replies import report, say

RESIGN_TEMPLATE = r"ch:rs:(?P<game>\d+):(?P<user>\d+):(?P<answer>[yn])"


def resign_id(game_id: int, user_id: int, answer: bool) -> str:
    return f"ch:rs:{game_id}:{user_id}:{'y' if answer else 'n'}"


def resign_view(game_id: int, user_id: int, lang: str) -> discord.ui.View:
    """Resign / Keep playing, for the member who asked (an ephemeral message)."""
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(style=discord.ButtonStyle.danger,
                                    label=tr(lang, "resign-button-yes"),
                                    custom_id=resign_id(game_id, user_id, True)))
    view.add_item(discord.ui.Button(style=discord.ButtonStyle.secondary,
                                    label=tr(lang, "resign-button-no"),
                                    custom_id=resign_id(game_id, user_id, False)))
    view.stop()   # answered by ResignButton from the custom id: nothing to keep in memory
    return view


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


CONFIRM_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (ResignButton,)
