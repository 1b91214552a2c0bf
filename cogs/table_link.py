"""The web table's door on Discord: a member's own signed link, always privately.

"Open the table" (on the turn message, ``/game mine`` and the lobby) answers with a link
signed for the presser and that game (:mod:`bot.host.web_access`); a link is personal, so
it is never posted in the channel.
"""

from __future__ import annotations

import discord

from bot import texts
from bot.i18n import Msg
from cogs.hosting import host_of
from cogs.reading import own_language
from cogs.replies import say


async def send_table_link(interaction: discord.Interaction, game_id: int) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    settings = getattr(interaction.client, "settings", None)
    if settings is not None and not getattr(settings, "web_enabled", True):
        await say(interaction, Msg("web-off"))
        return
    host = host_of(interaction)
    lang = own_language(interaction)
    row = await host.tables.game(game_id)
    url = await host.web.link(interaction.user.id, game_id, lang)
    await say(interaction, Msg("web-your-link", {"title": texts.title(row.key, lang, row.key),
                                                 "url": url}))
