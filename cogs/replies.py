"""Answering an interaction safely, and turning failures into friendly sentences.

One place decides how a refusal reaches the user (always ephemeral, whether or not the
interaction was already acknowledged) and how an unexpected error is logged with enough
context to find it, while the user is told plainly that nothing changed.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

import discord
from discord import app_commands

from bot.i18n import Msg, Text, localize
from bot.outcomes import HostError
from cogs.layout import fit
from cogs.reading import channel_language_of, own_language

log = logging.getLogger("cogs")

UNEXPECTED = Msg("reply-unexpected")
OUT_OF_DATE = Msg("reply-out-of-date")
STRAY_CONTROL = Msg("reply-stray-control")
MOVED_ON = Msg("reply-moved-on")

PUBLIC_THINKING = "cavern_public_thinking"


class Refusal(app_commands.CheckFailure):
    """A check that failed with a sentence for the user (e.g. not a moderator)."""

    def __init__(self, text: str | Msg) -> None:
        super().__init__(str(text))
        self.text = text


async def say(interaction: discord.Interaction, text: Text, *, ephemeral: bool = True,
              **kwargs: object) -> None:
    """Send ``text`` as the first response, or as a follow-up if one was already sent.

    A catalogue message is rendered in the reader's language: the member's own for an
    ephemeral reply, the channel's for a public one. Every text goes through
    :func:`cogs.layout.fit`, so a reply that quotes a long input still reaches the user
    (Discord rejects content over 2000 characters)."""
    # Every text is rendered: an engine's message string is a str that carries its key too.
    lang = own_language(interaction) if ephemeral else await channel_language_of(interaction)
    text = localize(text, lang)
    text = fit(text)
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=ephemeral, **kwargs)  # type: ignore[arg-type]
    else:
        await interaction.response.send_message(text, ephemeral=ephemeral, **kwargs)  # type: ignore[arg-type]


def mentions_only(user_ids: Sequence[int]) -> discord.AllowedMentions:
    """Ping exactly these users: never roles, @everyone or a replied-to author."""
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(id=u) for u in user_ids])


def friendly_text(error: BaseException) -> str | Msg | None:
    """The sentence for an error users cause, or None for a bug that must be logged."""
    if isinstance(error, app_commands.CommandInvokeError | app_commands.TransformerError):
        inner = error.__cause__ or getattr(error, "original", None)
        if isinstance(error, app_commands.TransformerError) and inner is None:
            return Msg("reply-invalid-value", {"value": str(error.value)})
        if inner is not None and inner is not error:
            return friendly_text(inner)
    if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
        return OUT_OF_DATE
    if isinstance(error, HostError):
        return error.message
    if isinstance(error, Refusal):
        return error.text
    if isinstance(error, app_commands.NoPrivateMessage):
        return Msg("reply-no-private-message")
    if isinstance(error, app_commands.MissingPermissions):
        return Msg("reply-missing-permissions")
    if isinstance(error, app_commands.CommandOnCooldown):
        return Msg("reply-cooldown", {"seconds": round(error.retry_after)})
    if isinstance(error, app_commands.CheckFailure):
        return Msg("reply-not-allowed")
    return None


async def think(interaction: discord.Interaction, *, ephemeral: bool = False) -> None:
    """Acknowledge now ("thinking…") because what follows may take over 3 seconds."""
    await interaction.response.defer(ephemeral=ephemeral, thinking=True)
    if not ephemeral:
        interaction.extras[PUBLIC_THINKING] = True


# Discord's codes for an interaction another process answered (40060: already
# acknowledged) or that can no longer be answered (10062: unknown interaction).
ANSWERED_ELSEWHERE = (40060, 10062)


def answered_elsewhere(error: BaseException | None) -> bool:
    """The failure is the answer itself: the interaction was answered elsewhere (another
    process serving the same shards) or expired. Nobody is left to tell."""
    seen: set[int] = set()
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        if isinstance(error, discord.HTTPException) and error.code in ANSWERED_ELSEWHERE:
            return True
        error = error.__cause__ or getattr(error, "original", None)
    return False


async def report(interaction: discord.Interaction, error: BaseException, where: str) -> None:
    """Tell the user what went wrong (ephemerally); log anything that is not their doing.
    An interaction already answered elsewhere is dropped quietly (one INFO line)."""
    if answered_elsewhere(error):
        log.info("Interaction %s in %s was answered elsewhere or expired; dropped",
                 interaction.id, where)
        return
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
