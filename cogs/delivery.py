"""Carrying out the host's announcements: turn messages, their edits, and DMs.

The host records what the channel must be told in an outbox, with each stored change
(see :mod:`bot.host.turn_policy`). Here those rows are carried out in order, one channel
at a time: a hand-over posts one new turn message (mentions, pictures, controls) and
strips the controls of the previous one; a sub-step edits the current turn message in
place. Private decisions never reach the channel: a "My choices" button opens them
privately. A failed post leaves the row in the outbox, to be re-posted. Every post
carries its outbox row's nonce, so after a crash between Discord making the message and
the bot recording it, sending again returns that message instead of a second one.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord

from bot.host.live import Change
from bot.i18n import Msg, tr
from bot.outcomes import ChannelNote, Delivery, Notice, StoreTrouble, TurnMessage
from cogs.confirm_views import undo_view
from cogs.controls import (
    boards_button,
    choices_button,
    decision_items,
    lobby_view,
    table_button,
    view_of,
)
from cogs.hosting import host_of
from cogs.layout import MAX_ALT_TEXT, MAX_CONTENT, clip_lines, label
from cogs.rematch import rematch_view
from cogs.replies import mentions_only, say

if TYPE_CHECKING:
    from bot.host import GameHost

log = logging.getLogger("cogs.delivery")


def image_files(outcome_images: Sequence[tuple[str, bytes]], alt: str) -> list[discord.File]:
    # Alt text is plain text: names in it without their escapes.
    return [discord.File(io.BytesIO(png), filename=name, description=label(alt, MAX_ALT_TEXT))
            for name, png in outcome_images]


def turn_view(message: TurnMessage) -> discord.ui.View | None:
    """The turn message's controls: one public decision's buttons, or "My choices";
    "Boards" for the full pictures and "Open the table" for the web table. The final
    message: Rematch, nothing else."""
    if message.rematch:
        return rematch_view(message.game_id, message.lang)
    items: list[discord.ui.Item[discord.ui.View]] = []
    if message.decision is not None:
        items.extend(decision_items(message.game_id, message.decision, lang=message.lang))
    if message.choices_button:
        items.append(choices_button(message.game_id, lang=message.lang))
    if not items:
        return None   # the game is over: nothing to press (an edit removes old controls)
    items.append(boards_button(message.game_id, lang=message.lang))   # the full boards
    items.append(table_button(message.game_id, lang=message.lang))    # the web table
    return view_of(items)


def _lock(client: discord.Client, channel_id: int) -> asyncio.Lock:
    # Posting for one channel is serialised, so turn messages never arrive out of order.
    locks: dict[int, asyncio.Lock] = client.__dict__.setdefault("_cavern_post_locks", {})
    return locks.setdefault(channel_id, asyncio.Lock())


async def deliver(client: discord.Client, host: GameHost, channel_id: int, *,
                  computers: bool = True) -> Msg | None:
    """Carry out the channel's undelivered announcements, oldest first.

    Returns None when all went out, else a sentence saying what stopped them (the moves
    stay stored and the announcement stays in the outbox, to be re-posted).
    """
    async with _lock(client, channel_id):
        pending: list[Delivery] = []
        done = 0
        try:
            pending = await host.deliveries(channel_id)
            for index in range(len(pending)):
                await _carry_out(client, host, _unless_superseded(pending, index))
                done += 1
        except (discord.HTTPException, StoreTrouble) as error:
            # Expected, retryable faults: one line in the log, the rest kept in order.
            log.warning("Could not post in channel %s: %s", channel_id, error)
            with contextlib.suppress(StoreTrouble):
                for left in pending[done:]:
                    await host.release_delivery(left)
            if isinstance(error, StoreTrouble) or _transient(error):
                # The store's connection dropped (or Discord stumbled) mid-delivery: the
                # channel may show the previous turn's controls. Try again shortly, until
                # it shows the current turn, not only at the next move (issue 40 item 7).
                retry_later(client, host, channel_id)
            if isinstance(error, StoreTrouble):
                return Msg("post-problem-store")
            return posting_problem(error)
    if computers:
        run_computers(client, host, channel_id)
    return None


# Seconds between the attempts to finish a delivery a fault interrupted; the last repeats.
RETRY_DELAYS = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0, 30.0)


def _transient(error: BaseException) -> bool:
    """A Discord answer worth retrying by itself (its servers, not the request)."""
    return isinstance(error, discord.HTTPException) and not isinstance(
        error, discord.Forbidden | discord.NotFound) and (error.status >= 500 or
                                                          error.status == 429)


def retry_later(client: discord.Client, host: GameHost, channel_id: int) -> None:
    """Deliver the channel again after a short wait, and again, until nothing is left
    pending (one task per channel; a later delivery that succeeds ends it too)."""
    tasks: dict[int, asyncio.Task[None]] = client.__dict__.setdefault("_cavern_retries", {})
    current = tasks.get(channel_id)
    if current is not None and not current.done():
        return
    tasks[channel_id] = asyncio.create_task(_retrying(client, host, channel_id),
                                            name=f"cavern-retry-{channel_id}")


async def _retrying(client: discord.Client, host: GameHost, channel_id: int) -> None:
    attempt = 0
    while not client.is_closed():
        await asyncio.sleep(RETRY_DELAYS[min(attempt, len(RETRY_DELAYS) - 1)])
        attempt += 1
        # deliver() catches its own faults; failing again, it finds this task running.
        problem = await deliver(client, host, channel_id)
        if problem is None:
            log.info("Channel %s: the interrupted delivery went out (attempt %d)",
                     channel_id, attempt)
            return
        if problem.key not in ("post-problem-store", "post-problem-refused"):
            return      # a lasting refusal (permissions, a deleted channel): /game turn


def _unless_superseded(pending: Sequence[Delivery], index: int) -> Delivery:
    """The row, without its edit when a later row of the game replaces the whole turn
    message anyway (a computer's sub-steps, delivered at once): no flicker of edits."""
    row = pending[index]
    if row.edit is not None and any(later.game_id == row.game_id and (later.post or later.edit)
                                    for later in pending[index + 1:]):
        return replace(row, edit=None)
    return row


MAX_COMPUTER_MOVES = 5000
# A guard on one turn's steps: a turn is a handful of decisions, never hundreds.
MAX_TURN_STEPS = 200


def run_computers(client: discord.Client, host: GameHost, channel_id: int) -> None:
    """Let the computer players of the channel's game move while the game waits on them:
    one task per channel, woken again by any later change. A computer's turn reads like a
    member's: one short pause when the turn passes to it, its whole turn played at once,
    and the channel told once, at the hand-over (no ping: no member)."""
    runners: dict[int, tuple[asyncio.Task[None], asyncio.Event]] = client.__dict__.setdefault(
        "_cavern_computers", {})
    current = runners.get(channel_id)
    if current is not None and not current[0].done():
        current[1].set()
        return
    wake = asyncio.Event()
    task = asyncio.create_task(_computers(client, host, channel_id, wake),
                               name=f"computers-{channel_id}")
    runners[channel_id] = (task, wake)


async def pause_before_turn(seconds: float) -> None:
    """The moment a computer seems to think before its turn (tests count these)."""
    await asyncio.sleep(seconds)


async def _computers(client: discord.Client, host: GameHost, channel_id: int,
                     wake: asyncio.Event) -> None:
    pause = getattr(getattr(client, "settings", None), "computer_pause_seconds", 1.5)
    moves = 0
    try:
        while moves < MAX_COMPUTER_MOVES:   # a guard: a whole game is fewer moves
            wake.clear()
            if not await host.computers.must_move(channel_id):
                return
            await pause_before_turn(pause)
            played = await computer_turn(host, channel_id)
            moves += played
            if not played and not wake.is_set():
                return
            if played and await deliver(client, host, channel_id, computers=False):
                return   # posting fails: the moves are stored; a re-post will wake us
    except StoreTrouble as error:
        # An expected fault (the store busy or its connection dropped): one line, no
        # traceback; the channel's next delivery wakes the computer players again.
        log.warning("Computer players in channel %s stopped: %s", channel_id, error)
    except Exception:
        log.exception("A computer player in channel %s could not move", channel_id)


async def computer_turn(host: GameHost, channel_id: int) -> int:
    """Play one computer seat's whole turn: its consecutive decisions, until the turn
    passes (a new turn message is due) or its part is done. Returns the moves played."""
    for step in range(MAX_TURN_STEPS):
        outcome = await host.computer_move(channel_id)
        if outcome is None:
            return step
        if outcome.post is not None or not outcome.mover_next:
            return step + 1
    return MAX_TURN_STEPS


def follow_changes(client: discord.Client, host: GameHost) -> Callable[[], None]:
    """Deliver the outbox of every channel (of this process's servers) whose game another
    front end changed: a move from the web table, in this process or (on PostgreSQL)
    another, posts the same turn message as a button press, and wakes the computer
    players as any delivery does. A change made here was delivered already: its outbox is
    empty and the pass costs one read. Returns the function that stops following."""
    again: dict[int, bool] = {}
    running: dict[int, asyncio.Task[None]] = client.__dict__.setdefault("_cavern_followers", {})

    async def carry(channel_id: int) -> None:
        try:
            while again.pop(channel_id, False):
                await deliver(client, host, channel_id)
        except Exception:
            log.exception("Delivering channel %s after a change failed", channel_id)
        finally:
            running.pop(channel_id, None)

    def heard(change: Change) -> None:
        if not host.core.owns(change.guild_id):
            return
        again[change.channel_id] = True
        if change.channel_id not in running:
            running[change.channel_id] = asyncio.get_running_loop().create_task(
                carry(change.channel_id), name=f"follow-{change.channel_id}")

    return host.live.follow(heard)


async def deliver_all(client: discord.Client, host: GameHost) -> int:
    """At start-up: announce whatever a crash left between a commit and its post (the
    claims of the process that died are released first: they belong to nobody now)."""
    released = await host.recover_deliveries()
    if released:
        log.info("Released %d delivery claims left by a stopped process", released)
    channels = await host.pending_channels()
    for channel_id in channels:
        problem = await deliver(client, host, channel_id)
        if problem:
            log.warning("Channel %s: %s", channel_id, problem)
        else:
            # A delivery was cut short here: the dead process may have posted a turn
            # message that Discord no longer matches by its nonce (minutes later).
            await sweep_stale_controls(client, host, channel_id)
    return len(channels)


# How far back the start-up looks for turn messages a stopped process left live, and which
# controls make a turn message's (the final message's Rematch, a log's or a listing's
# pages stay as they are).
SWEEP_MESSAGES = 50
TURN_CONTROL = re.compile(r"ch:[osphb]:\d+")


async def sweep_stale_controls(client: discord.Client, host: GameHost, channel_id: int) -> int:
    """Strip the controls of the bot's own recent messages in the channel that carry turn
    controls but are not the recorded turn message: a turn message posted by a process
    killed before it recorded the message, which its nonce no longer finds. How many."""
    channel = client.get_partial_messageable(channel_id)
    current = await host.current_turn_message(channel_id)
    me = client.user.id if client.user is not None else None
    stripped = 0
    try:
        async for message in channel.history(limit=SWEEP_MESSAGES):
            if message.author.id != me or message.id == current:
                continue
            ids = [getattr(child, "custom_id", None) or ""
                   for row in message.components for child in getattr(row, "children", ())]
            if any(TURN_CONTROL.match(custom_id) for custom_id in ids):
                await strip_controls(channel, message.id)
                stripped += 1
    except discord.HTTPException as error:   # no Read Message History here: nothing to do
        log.info("Could not look for stale turn messages in channel %s: %s", channel_id, error)
    if stripped:
        log.info("Channel %s: took the controls off %d stale turn message(s)",
                 channel_id, stripped)
    return stripped


async def _carry_out(client: discord.Client, host: GameHost, delivery: Delivery) -> None:
    channel = client.get_partial_messageable(delivery.channel_id)
    for note in delivery.notes:   # what the web table asked the channel to show first
        await post_note(client, channel, note)
    current = await host.turn_message_id(delivery.game_id)
    if delivery.post is not None:
        message = await _post_once(channel, delivery)
        if current is not None and current != message.id:
            # The previous turn message loses its controls: only the newest one is live.
            await strip_controls(channel, current)
        if delivery.edit is not None:
            await _edit(channel, message.id, delivery.edit)
        await host.delivered(delivery, message.id)
    else:
        if delivery.edit is not None and current is not None:
            await _edit(channel, current, delivery.edit)
        await host.delivered(delivery)
    for user_id, text in delivery.direct_messages:
        await direct_message(client, user_id, text)


async def post_note(client: discord.Client, channel: discord.PartialMessageable,
                    note: ChannelNote) -> discord.Message | None:
    """A message the web table asked for, as the Discord command posts it: an undo request
    with its Agree / Decline buttons, a lobby with "Open the table", or words alone. An
    answer to an undo request takes the request's buttons off, as a press on it does (the
    request's message is known to the process that posted it; after a restart its stale
    buttons answer that the game moved on, or start a new request)."""
    requests = _undo_requests(client)
    if note.closes_request is not None:
        asked = requests.pop(note.closes_request, None)
        if asked is not None:
            await strip_controls(channel, asked)
    if not note.content:
        return None
    kwargs: dict[str, Any] = {}
    if note.undo_request is not None:
        kwargs["view"] = undo_view(*note.undo_request, note.lang)
    elif note.lobby_game_id is not None:
        kwargs["view"] = lobby_view(note.lobby_game_id, note.lang)
    if note.nonce is not None:
        kwargs["nonce"] = note.nonce
    sent = await channel.send(clip_lines(note.content),
                              allowed_mentions=mentions_only(note.mention_user_ids), **kwargs)
    if note.undo_request is not None:
        remember_undo_request(client, note.undo_request, sent.id)
    return sent


def _undo_requests(client: discord.Client) -> dict[tuple[int, int], int]:
    return client.__dict__.setdefault("_cavern_undo_requests", {})


def remember_undo_request(client: discord.Client, request: tuple[int, int],
                          message_id: int) -> None:
    """The message of an undo request (game, version), posted by /game undo or for the web
    table: an answer from the page takes its buttons off."""
    requests = _undo_requests(client)
    if len(requests) > 1000:   # bounded: the oldest requests are long answered
        requests.pop(next(iter(requests)))
    requests[request] = message_id


async def _post_once(channel: discord.PartialMessageable, delivery: Delivery) -> discord.Message:
    """Post the delivery's turn message, never a second copy of one a crash hid.

    Each post carries its outbox row's nonce: sent again, Discord returns the message it
    made before instead of a new one. A superseded post that a process that died may have
    sent is looked for first with its own nonce, carrying the current text: if it was
    made, its controls are taken away; if not, this is the new turn message."""
    assert delivery.post is not None
    for probe in delivery.probe_nonces:
        found = await post_turn(channel, delivery.post, delivery.images, delivery.alt_text,
                                nonce=probe)
        if found.content == _content(delivery.post):
            return found          # nothing was there: this is the current turn message
        await strip_controls(channel, found.id)
    return await post_turn(channel, delivery.post, delivery.images, delivery.alt_text,
                           nonce=delivery.nonce)


async def strip_controls(channel: discord.PartialMessageable, message_id: int) -> None:
    with contextlib.suppress(discord.NotFound):
        await channel.get_partial_message(message_id).edit(view=None)


async def _edit(channel: discord.PartialMessageable, message_id: int,
                edit: TurnMessage) -> None:
    with contextlib.suppress(discord.NotFound):
        await channel.get_partial_message(message_id).edit(
            content=clip_lines(edit.content), view=turn_view(edit),
            allowed_mentions=discord.AllowedMentions.none())


def _content(message: TurnMessage) -> str:
    """The text a turn message is posted with (mentions first, clipped to Discord's size)."""
    content = message.content
    if len(content) > MAX_CONTENT and "\n" in content:
        first, rest = content.split("\n", 1)
        content = first + "\n" + clip_lines(rest, MAX_CONTENT - len(first) - 1)
    return clip_lines(content)


async def post_turn(channel: discord.abc.Messageable, message: TurnMessage,
                    pictures: Sequence[tuple[str, bytes]], alt: str, *,
                    nonce: str | None = None) -> discord.Message:
    """Send one turn message: mentions first, the pictures, the live controls."""
    kwargs: dict[str, Any] = {}
    files = image_files(pictures, alt)
    if files:
        kwargs["files"] = files
    view = turn_view(message)
    if view is not None:
        kwargs["view"] = view
    if nonce is not None:
        kwargs["nonce"] = nonce   # discord.py sends enforce_nonce with it
    return await channel.send(_content(message),
                              allowed_mentions=mentions_only(message.mention_user_ids), **kwargs)


def posting_problem(error: discord.HTTPException) -> Msg:
    """What stopped a post, in words a moderator can act on."""
    if isinstance(error, discord.Forbidden):
        if error.code == 50083:
            return Msg("post-problem-archived")
        return Msg("post-problem-permission")
    if isinstance(error, discord.NotFound):
        return Msg("post-problem-gone")
    return Msg("post-problem-refused", {"status": error.status})


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
        await direct_message(client, user_id, tr(notice.lang, "notice-in-channel",
                                                 text=notice.text,
                                                 channel=f"<#{notice.channel_id}>"))


async def deliver_and_report(interaction: discord.Interaction, channel_id: int) -> None:
    """Deliver the channel's announcements; tell the caller privately if posting failed."""
    problem = await deliver(interaction.client, host_of(interaction), channel_id)
    if problem:
        await say(interaction, Msg("post-saved-not-posted", {"problem": problem}))


async def repost_turn(client: discord.Client, host: GameHost, current: Delivery) -> None:
    """Post the current turn message anew (no pings: nobody's turn began)."""
    async with _lock(client, current.channel_id):
        channel = client.get_partial_messageable(current.channel_id)
        old = await host.turn_message_id(current.game_id)
        assert current.post is not None
        message = await post_turn(channel, current.post, current.images, current.alt_text)
        if old is not None:
            with contextlib.suppress(discord.HTTPException):
                await channel.get_partial_message(old).edit(view=None)
        await host.record_turn_message(current.game_id, message.id)
