"""Reaching the host from an interaction, and who counts as a moderator.

Command-level default permissions are only a hint server admins can change, so the
moderator check runs on every call: Manage Channels in this channel, or the role the
server configured with ``/mod config``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.outcomes import HostError

if TYPE_CHECKING:
    from bot.host import GameHost


def host_of(interaction: discord.Interaction) -> GameHost:
    """The host the bot was built with (see :class:`bot.discord_app.CavernBot`)."""
    return interaction.client.host  # type: ignore[attr-defined,no-any-return]


def display_name(user: discord.abc.User) -> str:
    return getattr(user, "display_name", None) or user.name


async def is_moderator(interaction: discord.Interaction) -> bool:
    member = interaction.user
    if interaction.guild_id is None or not isinstance(member, discord.Member):
        return False
    if interaction.permissions.manage_channels:
        return True
    role_id = await host_of(interaction).moderator_role(interaction.guild_id)
    return role_id is not None and any(role.id == role_id for role in member.roles)


# What the bot needs in a game's channel (Discord's names, as a moderator sees them).
NEEDED = (("view_channel", "View Channel"), ("send_messages", "Send Messages"),
          ("attach_files", "Attach Files"))
NEEDED_FOR_THREADS = (("create_public_threads", "Create Public Threads"),
                      ("send_messages_in_threads", "Send Messages in Threads"))


def check_bot_permissions(interaction: discord.Interaction, *, threads: bool = False) -> None:
    """Refuse to open or start a game where the bot could not post its turn messages,
    naming exactly the permissions a moderator must grant."""
    have = interaction.app_permissions
    needed = NEEDED + (NEEDED_FOR_THREADS if threads else ())
    missing = [name for flag, name in needed if not getattr(have, flag, False)]
    if missing:
        raise HostError("I cannot play here yet: I am missing "
                        + ", ".join(missing) + " in this channel. A moderator can grant "
                        "them (channel settings → Permissions), then try again.")
