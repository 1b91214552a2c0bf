"""Saved means saved: a move stored but not posted is told to the player, and posted
later exactly once — after permissions are fixed, or at start-up after a crash."""

from __future__ import annotations

from types import SimpleNamespace

import discord
import pytest

from bot.host import GameHost
from bot.store import turns as turns_db
from cogs.delivery import deliver_all
from tests.cogs.conftest import ANN, BOB
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game, turn_message


def _forbidden() -> discord.Forbidden:
    response = SimpleNamespace(status=403, reason="Forbidden")
    return discord.Forbidden(response, {"code": 50013, "message": "Missing Permissions"})  # type: ignore[arg-type]


async def _hand_over_by_host(host: GameHost) -> None:
    """Play the first waiting seat's options until the turn passes (host only, no post)."""
    first = (await host.status(CHANNEL_ID)).to_act[0].user_id
    assert first is not None
    for _ in range(20):
        mine = await host.options(CHANNEL_ID, first)
        if not mine.decisions:
            return
        decision = mine.decisions[0]
        await host.act(CHANNEL_ID, first, decision.options[0].id, decision.stamp)
    raise AssertionError("the turn did not pass")


async def test_a_failed_post_is_reported_as_saved_and_reposted_once(
        harness: Harness, host: GameHost, monkeypatch: pytest.MonkeyPatch) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    posted = len(harness.fake.channel_messages(CHANNEL_ID))
    real_create = harness.fake._create

    def refuse(*args: object, **kwargs: object) -> object:
        raise _forbidden()

    monkeypatch.setattr(harness.fake, "_create", refuse)
    first = (await host.status(CHANNEL_ID)).to_act[0].user_id
    assert first is not None
    version = (await host.status(CHANNEL_ID)).version
    record = None
    for _ in range(20):   # press through the first turn until a hand-over must be posted
        mine = await host.options(CHANNEL_ID, first)
        if not mine.decisions:
            break
        decision = mine.decisions[0]
        message = turn_message(harness)
        own = [c for c in message.custom_ids() if c.startswith(("ch:o:", "ch:s:"))]
        if own and message.component(own[0])["type"] == 3:
            record = await harness.press(first, message, own[0],
                                         values=[message.component(own[0])["options"][0]["value"]])
        else:
            record = await harness.slash(first, "play", option=decision.options[0].id)
    assert record is not None
    assert (await host.status(CHANNEL_ID)).version > version      # the move is stored
    assert "saved" in record.text() and "missing a permission" in record.text()
    assert "nothing was changed" not in record.text()
    assert len(harness.fake.channel_messages(CHANNEL_ID)) == posted

    # A moderator fixes the permission; the turn is posted once, whoever delivers first.
    monkeypatch.setattr(harness.fake, "_create", real_create)
    assert await deliver_all(harness.bot, host) == 1
    assert await deliver_all(harness.bot, host) == 0
    assert len(harness.fake.channel_messages(CHANNEL_ID)) == posted + 1
    assert (await host.deliveries()) == []


async def test_a_crash_between_commit_and_post_is_repaired_at_start_up(
        harness: Harness, host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    posted = len(harness.fake.channel_messages(CHANNEL_ID))
    # The moves are committed but the process "dies" before posting: nothing delivered.
    await _hand_over_by_host(host)
    assert len(harness.fake.channel_messages(CHANNEL_ID)) == posted
    async with host.db.read() as conn:
        pending = await turns_db.undelivered(conn)
    assert pending and any(r.plan.get("post") for r in pending)

    # Start-up delivers what is missing, in order, exactly once.
    await deliver_all(harness.bot, host)
    await deliver_all(harness.bot, host)
    new = harness.fake.channel_messages(CHANNEL_ID)[posted:]
    assert len(new) == 1 and new[0].components
    waiting = (await host.status(CHANNEL_ID)).to_act[0].user_id
    assert [int(u) for u in new[0].data["allowed_mentions"]["users"]] == [waiting]
    assert turn_message(harness) is new[0]
