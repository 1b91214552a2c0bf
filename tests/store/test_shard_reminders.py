"""Two sharded processes sweep the reminders at the same moment, on both backends: each
posts exactly its own servers' notices, none is hidden by the other's claim."""

from __future__ import annotations

import asyncio

from bot.config import Settings
from bot.host import GameHost
from bot.shards import shard_of
from tests.clock import Clock
from tests.store.conftest import Opener

ANN, BOB = 1, 2


async def test_simultaneous_sweeps_of_two_shards_send_each_notice_once(open_db: Opener
                                                                        ) -> None:
    clock = Clock()
    hosts = []
    for shard in (0, 1):
        settings = Settings(reminder_hours=1, timeout_hours=2, max_reminders=5,
                            shard_count=2, shard_ids=(shard,))
        hosts.append(GameHost(await open_db(), settings, clock=clock, seeds=lambda: 7,
                              draw_images=False))
    guilds = [(g << 22) + 9 for g in range(12)]          # six servers on each shard
    for index, guild in enumerate(guilds):
        channel = 5000 + index
        await hosts[0].new_game(channel, guild, ANN, "Ann", "duel")
        await hosts[0].join(channel, BOB, "Bob")
        await hosts[0].start(channel, ANN)
    clock.advance(1.5)                                    # reminders due
    sent: list[tuple[int, int | None]] = []
    for _ in range(3):                                    # both loops sweep at once
        rounds = await asyncio.gather(*(h.due_notices() for h in hosts))
        for shard, notices in enumerate(rounds):
            assert all(shard_of(n.guild_id, 2) == shard for n in notices)
            sent.extend((n.game_id, n.guild_id) for n in notices)
    assert len(sent) == len(set(sent)) == len(guilds)     # every game once, in the first round
