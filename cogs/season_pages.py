"""◀ ▶ under ``/game mine`` and ``/game history`` when they run past one page.

``DynamicItem`` buttons (custom ids ``ch:sp:…``) that carry the listing, the page and its
filters, so they still turn after a restart. The listings are private replies: a press
turns the page in place, for its reader.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.host.season import SeasonPage
from bot.i18n import localize, tr
from cogs.components import unkept, wrap
from cogs.controls import table_button
from cogs.custom_ids import MAX_CUSTOM_ID, PREFIX
from cogs.hosting import host_of
from cogs.layout import fit
from cogs.reading import own_language
from cogs.replies import report

MAX_TABLE_BUTTONS = 5   # one row of "Open the table" buttons
# kind: "mine" or "hist"; member 0 and game "" mean no filter (history).
PAGE_TEMPLATE = r"ch:sp:(?P<kind>mine|hist):(?P<page>\d+):(?P<member>\d+):(?P<game>[a-z0-9-]*)"


def page_id(kind: str, page: int, member: int | None, game: str | None) -> str:
    custom_id = f"{PREFIX}:sp:{kind}:{page}:{member or 0}:{game or ''}"
    assert len(custom_id) <= MAX_CUSTOM_ID
    return custom_id


def pages_view(kind: str, found: SeasonPage, member: int | None, game: str | None,
               lang: str) -> discord.ui.View | None:
    """◀ Previous and Next ▶ when the listing runs past one page; under /game mine, an
    "Open the table" button per running game shown (the presser's own link, privately)."""
    if found.pages <= 1 and not found.tables:
        return None
    view = discord.ui.View(timeout=None)
    for game_id in found.tables[:MAX_TABLE_BUTTONS]:
        button = table_button(game_id, row=0, lang=lang)
        button.label = f"{button.label} #{game_id}"
        view.add_item(wrap(button))
    if found.pages <= 1:
        return unkept(view)
    for label, page, disabled in (("season-previous", found.page - 1, found.page <= 0),
                                  ("season-next", found.page + 1,
                                   found.page >= found.pages - 1)):
        page = min(max(page, 0), found.pages - 1)
        button = discord.ui.Button[Any](label=tr(lang, label), disabled=disabled,
                                        style=discord.ButtonStyle.secondary, row=1,
                                        custom_id=page_id(kind, page, member, game))
        view.add_item(SeasonPageButton(button, kind, page, member, game))
    return view


async def listing(interaction: discord.Interaction, kind: str, page: int,
                  member: int | None, game: str | None) -> SeasonPage:
    host = host_of(interaction)
    if kind == "mine":
        return await host.mine(interaction.guild_id, interaction.user.id, page)
    return await host.history(interaction.guild_id, member, game, page)


class SeasonPageButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=PAGE_TEMPLATE):
    def __init__(self, item: discord.ui.Button[Any], kind: str, page: int,
                 member: int | None, game: str | None) -> None:
        super().__init__(item)
        self.kind, self.page, self.member, self.game = kind, page, member, game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> Any:
        assert isinstance(item, discord.ui.Button)
        return cls(item, match["kind"], int(match["page"]), int(match["member"]) or None,
                   match["game"] or None)

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            found = await listing(interaction, self.kind, self.page, self.member, self.game)
            lang = own_language(interaction)
            await interaction.response.edit_message(
                content=fit(localize(found.text, lang)),
                view=pages_view(self.kind, found, self.member, self.game, lang))
        except Exception as error:
            await report(interaction, error, "season page button")
