"""Posting what changed: the turn message in the channel, private texts and DMs.

After every stored change the channel sees a summary, the images, a mention of exactly
the players who must act next and the controls of the current decision. Private
decisions and private texts never reach the channel: their owner gets a "show my
choices" button (answered ephemerally) and a direct message.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Sequence

import discord

from bot.outcomes import DecisionInfo, MoveOutcome, Notice, StatusInfo
from cogs.controls import HAND_ROW, decision_items, hand_button, view_of
from cogs.layout import MAX_ALT_TEXT, MAX_CONTENT, clip, clip_lines, mention

log = logging.getLogger("cogs.delivery")


def mentions_only(user_ids: Sequence[int]) -> discord.AllowedMentions:
    """Ping exactly these users: never roles, @everyone or a replied-to author."""
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(id=u) for u in user_ids])


def image_files(outcome_images: Sequence[tuple[str, bytes]], alt: str) -> list[discord.File]:
    return [discord.File(io.BytesIO(png), filename=name, description=clip(alt, MAX_ALT_TEXT))
            for name, png in outcome_images]


def turn_content(outcome: MoveOutcome) -> str:
    """The public text, led by the mentions of who must act (house style: pings first)."""
    lines = []
    if outcome.mention_user_ids:
        who = ", ".join(f"<@{u}>" for u in outcome.mention_user_ids)
        lines.append(f"{who}: your move.")
    lines.append(outcome.public_text)
    if not outcome.images and outcome.board_text:
        # No picture for this game yet: the board in words keeps the channel informed.
        lines.append(f"```\n{outcome.board_text}\n```")
    text = "\n".join(line for line in lines if line)
    if len(text) > MAX_CONTENT and lines and lines[0].endswith("your move."):
        return lines[0] + "\n" + clip_lines("\n".join(lines[1:]), MAX_CONTENT - len(lines[0]) - 1)
    return clip_lines(text)


def turn_view(outcome: MoveOutcome, waiting: Sequence[DecisionInfo]) -> discord.ui.View | None:
    """Controls for the turn message: the one public decision, and "show my choices"."""
    if outcome.over:
        return None
    public = [d for d in waiting if not d.private and d.options]
    private = [d for d in waiting if d.private]
    items: list[discord.ui.Item[discord.ui.View]] = []
    if len(public) == 1:
        items.extend(decision_items(outcome.game_id, outcome.version, public[0]))
    items.extend(hand_button(outcome.game_id, outcome.version, d, row=HAND_ROW)
                 for d in private[:5])
    return view_of(items) if items else None


async def announce(client: discord.Client, outcome: MoveOutcome,
                   status: StatusInfo | None) -> None:
    """Post the turn message (and the side messages) for a stored change."""
    channel = client.get_partial_messageable(outcome.channel_id)
    waiting = [] if status is None or status.version != outcome.version else list(status.to_act)
    files = image_files(outcome.images, outcome.board_text)
    view = turn_view(outcome, waiting)
    kwargs: dict[str, object] = {"files": files} if files else {}
    if view is not None:
        kwargs["view"] = view
    await channel.send(turn_content(outcome),
                       allowed_mentions=mentions_only(outcome.mention_user_ids), **kwargs)
    public = [d for d in waiting if not d.private and d.options]
    if len(public) > 1:
        # Several seats choose at once (a harvest): one message of controls per seat, silent
        # because the turn message above already pinged them.
        for decision in public:
            await channel.send(
                f"{mention(decision.user_id, decision.name)} — {decision.prompt}",
                view=view_of(decision_items(outcome.game_id, outcome.version, decision)),
                allowed_mentions=discord.AllowedMentions.none(), silent=True)
    for user_id, text in outcome.private_texts.items():
        await direct_message(client, user_id, f"Only for you (game in <#{outcome.channel_id}>):"
                                              f"\n{text}")
    for user_id in outcome.dm_user_ids:
        prompts = [d.prompt for d in waiting if d.user_id == user_id]
        what = f": {prompts[0]}" if prompts else ""
        await direct_message(client, user_id,
                             f"It is your turn in <#{outcome.channel_id}>{what}.")


async def direct_message(client: discord.Client, user_id: int, text: str) -> bool:
    """DM a user; False when they do not accept DMs from the bot (Discord error 50007)."""
    try:
        data = await client.http.start_private_message(user_id)
        channel = client.get_partial_messageable(int(data["id"]), type=discord.ChannelType.private)
        await channel.send(clip_lines(text), allowed_mentions=discord.AllowedMentions.none())
        return True
    except discord.HTTPException as error:
        log.info("Could not DM user %s (%s)", user_id, error)
        return False


async def post_notice(client: discord.Client, notice: Notice, *,
                      moderator_role_id: int | None = None) -> None:
    """A reminder or timeout warning: in the game's channel, plus DMs to who opted in.

    A timeout warning also pings the server's moderator role when one is configured.
    """
    channel = client.get_partial_messageable(notice.channel_id)
    mentions = "".join(f"<@{u}> " for u in notice.mention_user_ids)
    allowed = mentions_only(notice.mention_user_ids)
    if moderator_role_id is not None:
        mentions = f"<@&{moderator_role_id}> " + mentions
        allowed.roles = [discord.Object(id=moderator_role_id)]
    await channel.send(clip_lines(f"{mentions}{notice.text}".strip()), allowed_mentions=allowed)
    for user_id in notice.dm_user_ids:
        await direct_message(client, user_id, f"{notice.text} (in <#{notice.channel_id}>)")
