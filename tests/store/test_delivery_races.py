"""A delivery and the next move at the same moment, on two hosts (issue 25, item 1).

``delivered()`` records the posted turn message in the game's turn memory; the next
seat's move stores a new memory (its stamps) meanwhile. The memory is read and written
under the game's row lock, so the delivery never writes an older memory back: the seat
to act is never refused because of what a delivery wrote. On PostgreSQL (READ COMMITTED)
this failed before; SQLite's BEGIN IMMEDIATE serialised it already. The window is widened
by a short pause after each read of the memory; ``CAVERN_RACE_ROUNDS`` raises the rounds.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from bot.config import Settings
from bot.host import GameHost
from bot.outcomes import Delivery
from bot.store import turns as turns_db
from tests.clock import Clock
from tests.sizes import env_int
from tests.store.conftest import Opener

ROUNDS = env_int("CAVERN_RACE_ROUNDS", 12)
GUILD = 10
ANN, BOB = 1, 2


async def _hosts(open_db: Opener, clock: Clock, count: int = 2) -> list[GameHost]:
    settings = Settings(reminder_hours=1, timeout_hours=2, max_reminders=5)
    return [GameHost(await open_db(), settings, clock=clock, seeds=lambda: 7,
                     draw_images=False) for _ in range(count)]


@pytest.fixture
def slow_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    """A pause after every read of a turn memory: the time another session needs to
    store a move in between (the race of the issue, made likely rather than rare)."""
    read = turns_db.memory

    async def memory(conn: Any, game_id: int) -> dict[str, Any]:
        data = await read(conn, game_id)
        await asyncio.sleep(0.01)
        return data

    monkeypatch.setattr(turns_db, "memory", memory)


async def _deliver_all(host: GameHost, channel: int, message_id: int) -> None:
    for delivery in await host.deliveries(channel):
        await host.delivered(delivery, message_id)


async def _deliver_later(host: GameHost, pending: list[Delivery], after: float) -> None:
    await asyncio.sleep(after)
    for delivery in pending:
        await host.delivered(delivery, 2)


@pytest.mark.usefixtures("slow_memory")
async def test_a_delivery_never_takes_the_next_seats_stamp(open_db: Opener) -> None:
    one, two = await _hosts(open_db, Clock())
    rng = random.Random(25)
    for round_ in range(ROUNDS):
        channel = 1000 + round_
        await one.new_game(channel, GUILD, ANN, "Ann", "duel")
        await one.join(channel, BOB, "Bob")
        await one.start(channel, ANN)
        await _deliver_all(one, channel, 1)
        await one.act(channel, ANN, "bid:1")
        pending = await one.deliveries(channel)       # Ann's bid, claimed by process one
        bob = (await two.options(channel, BOB)).decisions[0]

        await asyncio.gather(_deliver_later(one, pending, rng.uniform(0, 0.02)),
                             two.act(channel, BOB, "bid:2", bob.stamp))
        # Whoever must act now plays with the stamp they are shown: never refused.
        status = await two.status(channel)
        assert status.to_act
        for seat in status.to_act:
            assert seat.user_id is not None
            mine = (await one.options(channel, seat.user_id)).decisions[0]
            await one.act(channel, seat.user_id, mine.options[-1].id, mine.stamp)
        assert await one.turn_message_id((await one.status(channel)).game_id) == 2


async def test_start_up_releases_only_its_own_shards_claims(open_db: Opener) -> None:
    """Claims of a process that is gone are released by the process that serves their
    servers (its shard), never by another shard's process, and never its own live ones."""
    from bot.shards import shard_of
    clock = Clock()
    one_guild, two_guild = 2 << 22, 3 << 22          # Discord ids: shards 0 and 1 of 2
    assert (shard_of(one_guild, 2), shard_of(two_guild, 2)) == (0, 1)
    dead, = await _hosts(open_db, clock, 1)
    for channel, guild in ((7000, one_guild), (7001, two_guild)):
        await dead.new_game(channel, guild, ANN, "Ann", "duel")
        await dead.join(channel, BOB, "Bob")
        await dead.start(channel, ANN)
    assert len(await dead.deliveries()) == 2          # the dying process holds both
    settings = [Settings(shard_count=2, shard_ids=(shard,)) for shard in (0, 1)]
    first = GameHost(await open_db(), settings[0], clock=clock, draw_images=False)
    second = GameHost(await open_db(), settings[1], clock=clock, draw_images=False)
    assert await first.deliveries(7000) == []          # held: not stale yet
    assert await first.recover_deliveries() == 1       # its shard's game only
    assert [d.channel_id for d in await first.deliveries(7000)] == [7000]
    assert await first.deliveries(7001) == []          # the other shard's, still held
    assert await second.recover_deliveries() == 1
    assert [d.channel_id for d in await second.deliveries(7001)] == [7001]
    assert await first.recover_deliveries() == 0       # a live process of another shard


async def test_two_moderators_resume_at_once_announce_once(open_db: Opener) -> None:
    """A resume is announced (a fresh turn message, mentions): of two at once, in two
    processes, one resumes and the other is told the game moved on."""
    one, two = await _hosts(open_db, Clock())
    for round_ in range(ROUNDS // 3 + 1):
        channel = 8000 + round_
        await one.new_game(channel, GUILD, ANN, "Ann", "duel")
        await one.join(channel, BOB, "Bob")
        await one.start(channel, ANN)
        await _deliver_all(one, channel, 1)
        await one.pause(channel, True)
        results = await asyncio.gather(one.resume(channel, True), two.resume(channel, True),
                                       return_exceptions=True)
        assert sum(not isinstance(r, BaseException) for r in results) == 1, results
        posts = [d for d in await one.deliveries(channel) if d.post is not None]
        assert len(posts) == 1
