"""``/game log``'s pages: the story message, its ◀ ▶ buttons and its download button.

The buttons are ``DynamicItem``s (custom ids ``ch:l:…``), so an old log message still pages
after a restart. A page shown only to its reader (ephemeral) turns in place; a public log
stays as posted for everyone, and a press sends the presser their own page instead.
"""

from __future__ import annotations

import io
import re
from typing import Any

import discord

from bot.i18n import tr
from bot.outcomes import LogFile, LogPage
from cogs.components import unkept
from cogs.custom_ids import MAX_CUSTOM_ID, PREFIX
from cogs.hosting import host_of
from cogs.layout import clip_lines
from cogs.reading import channel_language_of, own_language
from cogs.replies import report

# Round 0 means the whole game; pages count from 0, oldest first.
PAGE_TEMPLATE = r"ch:l:(?P<game>\d+):(?P<round>\d+):(?P<page>\d+)"
FILE_TEMPLATE = r"ch:l:(?P<game>\d+):file"


def page_id(game_id: int, round_number: int | None, page: int) -> str:
    custom_id = f"{PREFIX}:l:{game_id}:{round_number or 0}:{page}"
    assert len(custom_id) <= MAX_CUSTOM_ID
    return custom_id


def file_id(game_id: int) -> str:
    return f"{PREFIX}:l:{game_id}:file"


def page_content(page: LogPage) -> str:
    return clip_lines(f"**{page.heading}**\n{page.text}")


def page_view(page: LogPage, lang: str) -> discord.ui.View:
    """◀ Older, Newer ▶ and Download, as dynamic buttons."""
    view = discord.ui.View(timeout=None)
    older = discord.ui.Button[Any](
        label=tr(lang, "log-older"), style=discord.ButtonStyle.secondary, disabled=page.page <= 0,
        custom_id=page_id(page.game_id, page.round, max(page.page - 1, 0)))
    newer = discord.ui.Button[Any](
        label=tr(lang, "log-newer"), style=discord.ButtonStyle.secondary,
        disabled=page.page >= page.pages - 1,
        custom_id=page_id(page.game_id, page.round, min(page.page + 1, page.pages - 1)))
    download = discord.ui.Button[Any](label=tr(lang, "log-download"),
                                      style=discord.ButtonStyle.secondary,
                                      custom_id=file_id(page.game_id))
    view.add_item(LogPageButton(older, page.game_id, page.round, max(page.page - 1, 0)))
    view.add_item(LogPageButton(newer, page.game_id, page.round,
                                min(page.page + 1, page.pages - 1)))
    view.add_item(LogFileButton(download, page.game_id))
    return unkept(view)


def log_file(log: LogFile, lang: str) -> discord.File:
    return discord.File(io.BytesIO(log.text.encode("utf-8")), filename=log.filename,
                        description=tr(lang, "log-file-description"))


async def send_log(interaction: discord.Interaction, *, round_number: int | None,
                   public: bool, download: bool) -> None:
    """The reply to ``/game log``: a page (since the caller's last move unless a round is
    asked for), with the whole story attached when ``download`` is set."""
    host = host_of(interaction)
    channel_id = interaction.channel_id or 0
    # A public log reads in the channel's language; one for the caller alone in theirs.
    lang = await channel_language_of(interaction) if public else own_language(interaction)
    page = await host.log_page(channel_id, interaction.user.id, round_number=round_number,
                               lang=lang)
    files = [log_file(await host.log_file(channel_id, lang=lang), lang)] if download else []
    await interaction.response.send_message(page_content(page), view=page_view(page, lang),
                                            files=files, ephemeral=not public)


def _is_ephemeral(interaction: discord.Interaction) -> bool:
    message = interaction.message
    return bool(message is not None and message.flags.ephemeral)


class LogPageButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=PAGE_TEMPLATE):
    """◀ / ▶ on a log message: the page it names, for whoever pressed."""

    def __init__(self, item: discord.ui.Button[Any], game_id: int, round_number: int | None,
                 page: int) -> None:
        super().__init__(item)
        self.game_id = game_id
        self.round_number = round_number or None
        self.page = page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> LogPageButton:
        return cls(item, int(match["game"]), int(match["round"]),  # type: ignore[arg-type]
                   int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            page = await host_of(interaction).log_page(
                interaction.channel_id or 0, interaction.user.id,
                round_number=self.round_number, page=self.page, game_id=self.game_id,
                lang=own_language(interaction))
            if _is_ephemeral(interaction):
                await interaction.response.edit_message(
                    content=page_content(page), view=page_view(page, own_language(interaction)))
            else:  # a public log stays as posted for everyone else
                await interaction.response.send_message(
                    page_content(page), view=page_view(page, own_language(interaction)),
                    ephemeral=True)
        except Exception as error:
            await report(interaction, error, "log page button")


class LogFileButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=FILE_TEMPLATE):
    """Download: the whole story as a text file, for the presser."""

    def __init__(self, item: discord.ui.Button[Any], game_id: int) -> None:
        super().__init__(item)
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> LogFileButton:
        return cls(item, int(match["game"]))  # type: ignore[arg-type]

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            lang = own_language(interaction)
            log = await host_of(interaction).log_file(interaction.channel_id or 0,
                                                      self.game_id, lang)
            await interaction.response.send_message(tr(lang, "log-file-reply"),
                                                    file=log_file(log, lang), ephemeral=True)
        except Exception as error:
            await report(interaction, error, "log download button")


LOG_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (LogPageButton, LogFileButton)
