"""Two players press Rematch at once while the store drops a connection: through the real
discord.py client, what each is told is what happened (issue 42 item 4, the soak's
failing burst).

The host tries a press again after a store fault (tests/store/test_rematch_faults.py);
the button's own reads must not undo that: a read of the channel's language after the
press had seated the player answered "nothing was changed" to a seated player. Here each
statement the two presses send fails in turn as a dropped connection fails it (and each
kind of lost COMMIT): both presses are answered with the lobby, both players sit in it,
and the other player is pinged exactly once.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.host import GameHost
from bot.host import rematch as rematch_module
from bot.store import Database
from cogs.delivery import deliver
from tests.cogs.conftest import ANN, BOB
from tests.cogs.fake_discord import InteractionRecord
from tests.cogs.harness import CHANNEL_ID, GUILD_ID, Harness
from tests.cogs.stores import db
from tests.store.conftest import postgres_url
from tests.store.test_lost_connection import COMMIT_LOST, REPLY_LOST, Faults, injected
from tests.store.test_rematch_faults import STRIDE, first_point

__all__ = ["db"]   # the fixture: these tests run on both stores

WRONG = ("dropped", "Something went wrong", "already has a game", "try again",
         "nothing was changed", "not saved")


@pytest.fixture(autouse=True)
def quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    """A press tries again at once (in the bot it waits a little: the store recovers)."""
    monkeypatch.setattr(rematch_module, "FIRST_PAUSE", 0.001)


async def _ended(harness: Harness, host: GameHost) -> int:
    """The channel's lobby (or a first one) started and resigned: its final message."""
    try:
        status = await host.status(CHANNEL_ID)
    except Exception:   # the first game
        status = None
    if status is None or status.status != "lobby":
        await host.new_game(CHANNEL_ID, GUILD_ID, ANN, f"Player {ANN}", "tunnels", 2)
        await host.join(CHANNEL_ID, BOB, f"Player {BOB}")
    await host.start(CHANNEL_ID, ANN)
    game_id = (await host.status(CHANNEL_ID)).game_id
    await host.resign(CHANNEL_ID, ANN)
    await deliver(harness.bot, host, CHANNEL_ID)
    return game_id


async def _press(harness: Harness, user: int, game_id: int) -> InteractionRecord:
    final = next(m for m in reversed(harness.fake.channel_messages(CHANNEL_ID))
                 if f"ch:r:{game_id}" in m.custom_ids())
    return await harness.press(user, final, f"ch:r:{game_id}")


async def _burst(harness: Harness, host: GameHost, faults: Faults, point: int | str) -> bool:
    game_id = await _ended(harness, host)
    faults.arm(point)
    records = await asyncio.gather(_press(harness, ANN, game_id), _press(harness, BOB, game_id))
    fired = faults.fired
    faults.arm(None)
    for record in records:
        text = record.text()
        assert text and not any(w in text for w in WRONG), (point, text)
    status = await host.status(CHANNEL_ID)
    assert status.status == "lobby", (point, status.status)
    assert sorted(s.user_id for s in status.seats) == [ANN, BOB], point
    pings = [m.content for r in records for m in r.messages if "<@" in m.content]
    assert len(pings) == 1 and pings[0].count("<@") == 1, (point, pings)
    return fired


async def test_rematch_presses_are_told_the_lobby_under_a_dropped_connection(
        harness: Harness, host: GameHost, db: Database,
        monkeypatch: pytest.MonkeyPatch) -> None:
    if db.dialect == "postgresql":
        db.target_url = postgres_url()   # type: ignore[attr-defined]  # the admin's way in
    with injected(db, monkeypatch) as faults:
        point = first_point(0 if db.dialect == "sqlite" else 1)
        while await _burst(harness, host, faults, point):
            point += STRIDE              # until the presses send no more statements
        assert point > 5
        for commit in (COMMIT_LOST, REPLY_LOST):
            assert await _burst(harness, host, faults, commit)
