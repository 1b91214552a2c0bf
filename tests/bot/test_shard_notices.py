"""Two processes on one database, each with half the shards: every reminder goes out
once, from the process that serves its server."""

from __future__ import annotations

from bot.config import Settings
from bot.host import GameHost
from bot.shards import shard_of
from bot.store import Database
from tests.bot.conftest import ANN, BOB, Clock


def _shard_host(db: Database, clock: Clock, shard: int) -> GameHost:
    settings = Settings(reminder_hours=24, timeout_hours=72, max_reminders=2,
                        shard_count=2, shard_ids=(shard,))
    return GameHost(db, settings, clock=clock, seeds=lambda: 7, draw_images=False)


async def test_each_process_sends_only_its_own_servers_notices(db: Database,
                                                                clock: Clock) -> None:
    first, second = _shard_host(db, clock, 0), _shard_host(db, clock, 1)
    # Eight servers, four on each shard; a game in each, started by either process.
    guilds = {(g << 22) + 5: 1000 + g for g in range(8)}
    for index, (guild, channel) in enumerate(guilds.items()):
        starter = (first, second)[index % 2]
        await starter.new_game(channel, guild, ANN, "Ann", "duel")
        await starter.join(channel, BOB, "Bob")
        await starter.start(channel, ANN)
    clock.advance(24)
    sent = {0: await first.due_notices(clock()), 1: await second.due_notices(clock())}
    for shard, notices in sent.items():
        assert notices and all(shard_of(n.guild_id, 2) == shard for n in notices)
    posted = sorted(n.channel_id for notices in sent.values() for n in notices)
    assert posted == sorted(guilds.values())            # every game once, none twice
    assert await first.due_notices(clock()) == [] and await second.due_notices(clock()) == []
    # The timeouts, later, follow the same split.
    clock.advance(48)
    late = [n for h in (first, second) for n in await h.due_notices(clock())
            if n.kind == "timeout"]
    assert sorted(n.channel_id for n in late) == sorted(guilds.values())
