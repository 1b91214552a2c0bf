"""A process killed at each step of a delivery, then a start-up: the channel shows exactly
one live turn message, the current one (issue 25, item 2).

The steps: before the request to Discord, after Discord made the message (the answer
lost), after the previous turn message lost its controls, after the delivery was
recorded. The kill is an exception no handler catches (like SIGKILL, nothing after it
runs; a transaction open at that moment is not committed). The start-up is a new host on
the same database (a new process: its own claims), which first releases the claims of
the dead one. In the second case players move on before anything is delivered again: the
re-post is the current turn, never the old text. ``test_sigkilled_process`` kills a real
process holding the claims.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Callable
from typing import Any

import pytest

from bot.config import Settings
from bot.host import GameHost
from bot.outcomes import Delivery
from bot.store import Database
from cogs.delivery import deliver, deliver_all
from tests.clock import Clock
from tests.cogs.conftest import ANN, BOB
from tests.cogs.fake_discord import Message
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game
from tests.cogs.test_outbox import _hand_over_by_host

STEPS = ("before-request", "after-created", "after-strip", "after-record")


class Killed(BaseException):
    """The process dies here: no except clause of the bot catches it."""


def _arm(step: str, harness: Harness, host: GameHost,
         monkeypatch: pytest.MonkeyPatch) -> Callable[[], bool]:
    """Kill the next delivery at ``step``; returns whether it fired."""
    fired = [False]
    create = harness.fake._create
    delivered = host.delivered

    def creating(channel_id: int, payload: dict[str, Any], files: Any) -> Message:
        if fired[0]:
            return create(channel_id, payload, files)
        fired[0] = True
        if step == "before-request":
            raise Killed()
        create(channel_id, payload, files)
        raise Killed()       # made by Discord; its answer never reaches the bot

    async def recording(delivery: Delivery, message_id: int | None = None) -> None:
        if not fired[0] and step == "after-strip":
            fired[0] = True
            raise Killed()
        await delivered(delivery, message_id)
        if not fired[0]:
            fired[0] = True
            raise Killed()

    if step in ("before-request", "after-created"):
        monkeypatch.setattr(harness.fake, "_create", creating)
    else:
        monkeypatch.setattr(host, "delivered", recording)
    return lambda: fired[0]


def live(harness: Harness) -> list[Message]:
    return [m for m in harness.fake.channel_messages(CHANNEL_ID) if m.components]


async def _restart(host: GameHost, settings: Settings, clock: Clock) -> GameHost:
    return GameHost(await Database.open(host.db.path), settings, clock=clock, seeds=lambda: 7,
                    draw_images=False)


async def _check_one_current(harness: Harness, host: GameHost) -> None:
    shown = live(harness)
    assert len(shown) == 1, [m.content for m in shown]
    current = await host.current_turn(CHANNEL_ID)
    assert current.post is not None
    assert shown[0].content.endswith(current.post.content), (shown[0].content,
                                                             current.post.content)
    status = await host.status(CHANNEL_ID)
    assert await host.turn_message_id(status.game_id) == shown[0].id
    waiting = status.to_act[0].user_id
    assert f"<@{waiting}>" in shown[0].content            # the seat to act was mentioned
    async with host.db.read() as conn:
        assert await conn.execute_fetchall(
            "SELECT id FROM outbox WHERE delivered_at IS NULL") == []


@pytest.mark.parametrize("moves_after", [False, True], ids=["restart", "moves-then-restart"])
@pytest.mark.parametrize("step", STEPS)
async def test_a_kill_at_each_step_of_a_delivery(
        harness: Harness, host: GameHost, settings: Settings, clock: Clock,
        step: str, moves_after: bool) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    await _hand_over_by_host(host)            # stored: a hand-over to post
    with pytest.MonkeyPatch.context() as patch:
        fired = _arm(step, harness, host, patch)
        with pytest.raises(Killed):
            await deliver(harness.bot, host, CHANNEL_ID, computers=False)
        assert fired()
    clock.advance(0.01)                       # a quick restart: well within any stale time

    again = await _restart(host, settings, clock)
    try:
        if moves_after:
            # The new process starts and players move on before the channel is repaired.
            await again.recover_deliveries()
            await _hand_over_by_host(again)
        await deliver_all(harness.bot, again)
        await deliver_all(harness.bot, again)   # nothing more: delivered once
        await _check_one_current(harness, again)
    finally:
        await again.db.close()


SCRIPT = textwrap.dedent("""
    import asyncio, sys, time
    from bot.config import Settings
    from bot.host import GameHost
    from bot.store import Database

    async def main() -> None:
        host = GameHost(await Database.open(sys.argv[1]), Settings(), draw_images=False)
        claimed = await host.deliveries()
        print(len(claimed), flush=True)
        time.sleep(60)       # posting, when SIGKILL arrives

    asyncio.run(main())
""")


async def test_sigkilled_process(harness: Harness, host: GameHost, settings: Settings,
                                 clock: Clock) -> None:
    """A real process claims the pending deliveries and is killed with SIGKILL; the
    process started next posts the current turn, once."""
    await start_game(harness, "tunnels", ANN, BOB)
    await _hand_over_by_host(host)
    env = {**os.environ, "PYTHONPATH": os.getcwd()}
    child = subprocess.Popen([sys.executable, "-c", SCRIPT, str(host.db.path)], env=env,
                             stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        assert int(child.stdout.readline()) == 1          # it holds the game's delivery
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    assert await host.deliveries(CHANNEL_ID) == []        # held by the dead process
    again = await _restart(host, settings, clock)
    try:
        assert await deliver_all(harness.bot, again) == 1
        await _check_one_current(harness, again)
    finally:
        await again.db.close()


async def test_a_post_left_behind_past_discords_nonce_memory_goes_quiet(
        harness: Harness, host: GameHost, settings: Settings, clock: Clock) -> None:
    """Killed after Discord made the message, restarted after Discord forgot its nonce:
    a second message is posted and recorded, and the start-up finds the first one in the
    channel's history and takes its controls (issue 42 item 2): one live turn message."""
    await start_game(harness, "tunnels", ANN, BOB)
    await _hand_over_by_host(host)
    with pytest.MonkeyPatch.context() as patch:
        _arm("after-created", harness, host, patch)
        with pytest.raises(Killed):
            await deliver(harness.bot, host, CHANNEL_ID, computers=False)
    orphan = harness.fake.channel_messages(CHANNEL_ID)[-1]
    controls = orphan.custom_ids()
    del orphan.data["nonce"]                 # minutes later: Discord no longer knows it
    again = await _restart(host, settings, clock)
    try:
        await deliver_all(harness.bot, again)
        assert orphan not in live(harness) and len(live(harness)) == 1
        await _check_one_current(harness, again)
        assert controls and not orphan.components   # stripped: nothing left to press
    finally:
        await again.db.close()


async def test_without_history_access_the_start_up_still_delivers(
        harness: Harness, host: GameHost, settings: Settings, clock: Clock) -> None:
    """No Read Message History in the channel: the sweep is skipped in a log line, and the
    current turn is posted as before."""
    harness.fake.history_readable = False
    await start_game(harness, "tunnels", ANN, BOB)
    await _hand_over_by_host(host)
    again = await _restart(host, settings, clock)
    try:
        assert await deliver_all(harness.bot, again) == 1
        await _check_one_current(harness, again)
    finally:
        await again.db.close()
