"""Answering an interaction safely, and turning failures into friendly sentences.

One place decides how a refusal reaches the user (always ephemeral, whether or not the
interaction was already acknowledged) and how an unexpected error is logged with enough
context to find it, while the user is told plainly that nothing changed.
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from bot.outcomes import HostError
from cogs.layout import fit

log = logging.getLogger("cogs")

UNEXPECTED = ("Something went wrong on our side and nothing was changed. "
              "Please try again; if it keeps happening, tell a moderator.")
OUT_OF_DATE = ("Discord showed you an out-of-date version of this command, so nothing was "
               "done. Reload Discord (close and reopen the app, or Ctrl+R) and try again.")
STRAY_CONTROL = ("This control is not from a current game, so nothing was done. "
                 "/game status shows where this channel's game stands.")
MOVED_ON = ("The game has moved on since this message was posted, so nothing was changed. "
            "Use the latest turn message or /play.")


PUBLIC_THINKING = "cavern_public_thinking"


class Refusal(app_commands.CheckFailure):
    """A check that failed with a sentence for the user (e.g. not a moderator)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


async def say(interaction: discord.Interaction, text: str, *, ephemeral: bool = True,
              **kwargs: object) -> None:
    """Send ``text`` as the first response, or as a follow-up if one was already sent.

    Every text goes through :func:`cogs.layout.fit`, so a reply that quotes a long input
    still reaches the user (Discord rejects content over 2000 characters)."""
    text = fit(text)
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=ephemeral, **kwargs)  # type: ignore[arg-type]
    else:
        await interaction.response.send_message(text, ephemeral=ephemeral, **kwargs)  # type: ignore[arg-type]


def friendly_text(error: BaseException) -> str | None:
    """The sentence for an error users cause, or None for a bug that must be logged."""
    if isinstance(error, app_commands.CommandInvokeError | app_commands.TransformerError):
        inner = error.__cause__ or getattr(error, "original", None)
        if isinstance(error, app_commands.TransformerError) and inner is None:
            return f"“{error.value}” is not a valid value for that option."
        if inner is not None and inner is not error:
            return friendly_text(inner)
    if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
        return OUT_OF_DATE
    if isinstance(error, HostError):
        return str(error)
    if isinstance(error, Refusal):
        return error.text
    if isinstance(error, app_commands.NoPrivateMessage):
        return "This command works in a server channel, not in direct messages."
    if isinstance(error, app_commands.MissingPermissions):
        return "You need the Manage Channels permission (or the moderator role) for that."
    if isinstance(error, app_commands.CommandOnCooldown):
        return f"Slow down a little: try again in {error.retry_after:.0f} seconds."
    if isinstance(error, app_commands.CheckFailure):
        return "You are not allowed to use this command here."
    return None


async def think(interaction: discord.Interaction, *, ephemeral: bool = False) -> None:
    """Acknowledge now ("thinking…") because what follows may take over 3 seconds."""
    await interaction.response.defer(ephemeral=ephemeral, thinking=True)
    if not ephemeral:
        interaction.extras[PUBLIC_THINKING] = True


async def report(interaction: discord.Interaction, error: BaseException, where: str) -> None:
    """Tell the user what went wrong (ephemerally); log anything that is not their doing."""
    text = friendly_text(error)
    if text is None:
        log.error("Unexpected error in %s (user %s, channel %s, guild %s)", where,
                  interaction.user.id if interaction.user else "?", interaction.channel_id,
                  interaction.guild_id, exc_info=error)
        text = UNEXPECTED
    try:
        if interaction.extras.get(PUBLIC_THINKING):
            # A public "thinking…" placeholder would hang forever: replace it by a private
            # reply, so the refusal reaches only the person who asked.
            await interaction.delete_original_response()
        await say(interaction, text)
    except discord.HTTPException:
        # The token may have expired (more than 15 minutes) — nothing more we can do.
        log.warning("Could not tell user %s about an error in %s", interaction.user, where)
