"""Every cache of the host is bounded; games load on demand, at start and after eviction."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.host import GameHost
from bot.host import core as host_core
from bot.host.lru import LRU
from bot.store import Database
from tests.bot.conftest import ANN, CHANNEL, Clock, make_host
from tests.bot.helpers import play_first_pending, started_duel


def test_the_least_recently_used_entry_goes_first() -> None:
    cache: LRU[int, str] = LRU(2)
    cache[1], cache[2] = "one", "two"
    assert cache.get(1) == "one"          # 1 is now the newest
    cache[3] = "three"
    assert 2 not in cache and cache.get(1) == "one" and cache.get(3) == "three"
    assert len(cache) == 2 and cache.pop(3) == "three" and cache.pop(3, "gone") == "gone"
    assert cache.get(9, "none") == "none"
    with pytest.raises(ValueError):
        LRU(0)


async def test_more_running_games_than_the_cache_holds_all_play_on(
        db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(host_core, "STATE_CACHE_GAMES", 2)
    channels = [CHANNEL + i for i in range(5)]
    db = await Database.open(db_path)
    host = make_host(db, clock)
    for channel in channels:
        await started_duel(host, channel)
    for round_ in range(3):
        for channel in channels:
            await play_first_pending(host, round_, channel)
    assert len(host.core.states) == 2
    expected = {c: await host.status(c) for c in channels}
    await db.close()

    db = await Database.open(db_path)          # a restart: every game checked, two kept
    again: GameHost = make_host(db, clock)
    assert sorted(await again.resume_all()) == sorted(
        [g for g in range(1, len(channels) + 1)])
    assert len(again.core.states) == 2
    for channel in channels:                   # the others load from their snapshot
        assert await again.status(channel) == expected[channel]
        await play_first_pending(again, 0, channel)
    assert len(again.core.states) == 2
    await db.close()


async def test_start_up_keeps_no_game_it_does_not_need(db: Database, clock: Clock,
                                                         monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    monkeypatch.setattr(host_core, "STATE_CACHE_GAMES", 1)
    host = make_host(db, clock)
    await started_duel(host, CHANNEL)
    await started_duel(host, CHANNEL + 1)
    fresh = make_host(db, clock)
    assert len(await fresh.resume_all()) == 2 and len(fresh.core.states) == 1
    assert (await fresh.options(CHANNEL, ANN)).decisions
