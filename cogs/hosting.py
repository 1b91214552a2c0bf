"""Reaching the host from an interaction, and who counts as a moderator.

Command-level default permissions are only a hint server admins can change, so the
moderator check runs on every call: Manage Channels in this channel, or the role the
server configured with ``/mod config``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot import texts
from bot.i18n import Msg, UserText, language_of, tr
from bot.outcomes import HostError

if TYPE_CHECKING:
    from bot.host import GameHost


def host_of(interaction: discord.Interaction) -> GameHost:
    """The host the bot was built with (see :class:`bot.discord_app.CavernBot`)."""
    return interaction.client.host  # type: ignore[attr-defined,no-any-return]


def note_locales(interaction: discord.Interaction) -> None:
    """Tell the host the languages only an interaction tells: the server's preferred locale
    (a channel's public texts default to it) and the member's (a direct message speaks it).
    Called as the interaction arrives (``CavernBot.dispatch``), before its command or
    button runs: a listener's task could run after the command had already read them."""
    host = host_of(interaction)
    if interaction.channel_id is not None:
        host.note_server_locale(interaction.channel_id, interaction.guild_locale)
    host.note_member_locale(interaction.user.id, interaction.locale)


def display_name(user: discord.abc.User) -> UserText:
    """The member's name as they set it: the one place names enter from Discord, so it
    is :class:`UserText` (no direction overrides; never markup in a sentence)."""
    return UserText(getattr(user, "display_name", None) or user.name)


async def is_moderator(interaction: discord.Interaction) -> bool:
    member = interaction.user
    if interaction.guild_id is None or not isinstance(member, discord.Member):
        return False
    if interaction.permissions.manage_channels:
        return True
    role_id = await host_of(interaction).moderator_role(interaction.guild_id)
    return role_id is not None and any(role.id == role_id for role in member.roles)


# What the bot needs in a game's channel; the catalogue names each as Discord's client does.
NEEDED = ("view_channel", "send_messages", "attach_files")
NEEDED_FOR_THREADS = ("create_public_threads", "send_messages_in_threads")


def check_bot_permissions(interaction: discord.Interaction, *, threads: bool = False) -> None:
    """Refuse to open or start a game where the bot could not post its turn messages,
    naming exactly the permissions a moderator must grant."""
    have = interaction.app_permissions
    needed = NEEDED + (NEEDED_FOR_THREADS if threads else ())
    missing = [flag for flag in needed if not getattr(have, flag, False)]
    if missing:
        lang = language_of(interaction.locale)
        # Listed as the language lists (« A, B et C », 「AとB」), not with a bare comma.
        names = texts.names_list([tr(lang, "permission-name", flag=flag) for flag in missing],
                                 lang)
        raise HostError(Msg("permission-missing", {"names": names}))
