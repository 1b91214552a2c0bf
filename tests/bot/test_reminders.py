"""Reminders fire once per deadline, at most a few times, and survive a restart."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from bot.host import GameHost
from bot.store import Database
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD, Clock, make_host
from tests.bot.helpers import started_duel


async def test_nudges_then_timeout_each_once(host: GameHost, clock: Clock) -> None:
    await started_duel(host)
    await host.act(CHANNEL, ANN, "bid:1")          # now only Bob must act
    clock.advance(23)
    assert await host.due_notices(clock()) == []
    clock.advance(1)
    [nudge] = await host.due_notices(clock())
    assert nudge.kind == "reminder" and nudge.mention_user_ids == (BOB,)
    assert nudge.channel_id == CHANNEL and nudge.guild_id == GUILD
    assert "Bob" in nudge.text and "24 hours" in nudge.text
    assert await host.due_notices(clock()) == []   # claimed: never twice
    clock.advance(24)
    [second] = await host.due_notices(datetime.fromtimestamp(clock(), UTC))
    assert second.kind == "reminder"
    clock.advance(23.9)                             # max_reminders = 2: no third nudge
    assert await host.due_notices(clock()) == []
    clock.advance(0.1)                              # 72 hours: moderators are told once
    [late] = await host.due_notices(clock())
    assert late.kind == "timeout" and late.mention_user_ids == (BOB,)
    assert "/mod skip" in late.text
    clock.advance(500)
    assert await host.due_notices(clock()) == []


async def test_a_move_restarts_only_the_new_waiters_clock(host: GameHost, clock: Clock) -> None:
    await started_duel(host)
    clock.advance(20)
    await host.act(CHANNEL, ANN, "bid:1")          # Bob keeps waiting since the start
    clock.advance(4)
    [nudge] = await host.due_notices(clock())
    assert nudge.mention_user_ids == (BOB,)


async def test_paused_games_are_quiet_and_resume_restarts_clocks(
        host: GameHost, clock: Clock) -> None:
    await started_duel(host)
    await host.pause(CHANNEL, True)
    clock.advance(100)
    assert await host.due_notices(clock()) == []
    resumed = await host.resume(CHANNEL, True)
    assert set(resumed.mention_user_ids) == {ANN, BOB}
    clock.advance(23)
    assert await host.due_notices(clock()) == []
    clock.advance(1)
    [nudge] = await host.due_notices(clock())
    assert set(nudge.mention_user_ids) == {ANN, BOB}


async def test_dm_opt_in_is_reported(host: GameHost, clock: Clock) -> None:
    assert "direct message" in str(await host.notify(BOB, True))
    start = await started_duel(host)
    assert start.move.dm_user_ids == (BOB,)      # his turn began: the only DM
    out = await host.act(CHANNEL, ANN, "bid:1")
    assert out.dm_user_ids == ()                  # still the same turn of his: no second DM
    clock.advance(24)
    [nudge] = await host.due_notices(clock())
    assert nudge.dm_user_ids == (BOB,)
    await host.notify(BOB, False)
    out = await host.act(CHANNEL, BOB, "bid:1")
    assert out.dm_user_ids == ()


async def test_reminders_survive_a_restart_without_doubling(db_path: Path,
                                                            clock: Clock) -> None:
    db = await Database.open(db_path)
    host = make_host(db, clock)
    await started_duel(host)
    clock.advance(24)
    assert len(await host.due_notices(clock())) == 1
    await db.close()
    db = await Database.open(db_path)
    again = make_host(db, clock)
    await again.resume_all()
    assert await again.due_notices(clock()) == []   # already sent before the restart
    clock.advance(24)
    assert len(await again.due_notices(clock())) == 1
    await db.close()


async def test_finished_games_send_nothing(host: GameHost, clock: Clock) -> None:
    await started_duel(host)
    await host.resign(CHANNEL, ANN)
    clock.advance(1000)
    assert await host.due_notices(clock()) == []
