"""The bot is sharded as SHARD_COUNT / SHARD_IDS say, and its drawing processes end with it."""

from __future__ import annotations

import asyncio

import pytest
from discord.ext import commands

import rules
from bot import images
from bot.config import Settings
from bot.discord_app import create_bot
from bot.host import GameHost
from cogs.delivery import run_computers
from tests.cogs.harness import CHANNEL_ID, Harness


async def test_the_bot_runs_the_shards_it_is_given(host: GameHost) -> None:
    bot = create_bot(Settings(shard_count=4, shard_ids=(1, 3)), host, sync_commands=False)
    assert isinstance(bot, commands.AutoShardedBot)
    assert bot.shard_count == 4 and bot.shard_ids == [1, 3]
    alone = create_bot(Settings(), host, sync_commands=False)
    assert alone.shard_count is None and alone.shard_ids is None   # Discord decides


async def test_render_workers_start_with_the_bot_and_stop_with_it(host: GameHost) -> None:
    bot = create_bot(Settings(render_workers=2), host, sync_commands=False)
    harness = await Harness.attach(bot)
    try:
        assert images.workers() == 2
        engine = rules.get_engine("cave-vs-cave")
        assert await images.draw_turn("cave-vs-cave", engine.view(engine.new_game(2, 3), None))
        processes = list((images._Pool.executor._processes or {}).values())  # type: ignore[union-attr]
        assert processes
    finally:
        await harness.close()
    assert images._Pool.executor is None and not any(p.is_alive() for p in processes)
    assert images.workers() == 1   # a later picture (the console, a test) draws in a thread


async def test_closing_the_bot_stops_the_computer_players_waiting(
        host: GameHost, monkeypatch: pytest.MonkeyPatch) -> None:
    async def a_computer_must_move(channel_id: int) -> bool:
        return True

    # A computer seat to move: the runner pauses before its turn (a minute here).
    monkeypatch.setattr(host.computers, "must_move", a_computer_must_move)
    harness = await Harness.attach(create_bot(
        Settings(render_workers=0, computer_pause_seconds=60), host, sync_commands=False))
    try:
        run_computers(harness.bot, host, CHANNEL_ID)   # as after any delivery
        [(task, _)] = harness.bot.__dict__["_cavern_computers"].values()
        await asyncio.sleep(0.01)
        assert not task.done()                         # in its pause
    finally:
        await harness.close()
    assert task.cancelled()
