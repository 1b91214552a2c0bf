"""Issue 11's loose ends: the /game group is guild-only, a game whose channel, thread or
server is gone ends, a reminder that could not be posted is tried again, a refused command
sync is one sentence, the token stays out of repr, and a solo game has a verdict."""

from __future__ import annotations

import logging
import random
from types import SimpleNamespace

import discord
import pytest

from bot.config import Settings
from bot.discord_app import create_bot
from bot.host import GameHost
from tests.clock import Clock
from tests.cogs.conftest import ANN, BOB
from tests.cogs.harness import CHANNEL_ID, GUILD_ID, Harness
from tests.cogs.helpers import start_game


def test_the_whole_game_group_is_guild_only(harness: Harness) -> None:
    group = harness.bot.tree.get_command("game")
    assert group is not None and group.guild_only
    assert group.to_dict(harness.bot.tree)["contexts"] == [0]   # servers only, no DMs


@pytest.mark.parametrize("how", ["channel", "thread", "server"])
async def test_a_game_whose_place_is_gone_ends_and_its_reminders_stop(
        harness: Harness, host: GameHost, clock: Clock, how: str) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    bot = harness.bot
    if how == "channel":
        await bot.on_guild_channel_delete(SimpleNamespace(id=CHANNEL_ID))  # type: ignore[attr-defined,arg-type]
    elif how == "thread":
        await bot.on_raw_thread_delete(SimpleNamespace(thread_id=CHANNEL_ID))  # type: ignore[attr-defined,arg-type]
    else:
        await bot.on_guild_remove(SimpleNamespace(id=GUILD_ID))  # type: ignore[attr-defined,arg-type]
    assert (await host.status(CHANNEL_ID)).status == "aborted"
    clock.advance(24 * 30)
    assert await host.due_notices(clock()) == []


async def test_a_reminder_that_could_not_be_posted_is_tried_again(
        harness: Harness, host: GameHost, clock: Clock, monkeypatch: pytest.MonkeyPatch) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    clock.advance(25)

    def refuse(*args: object, **kwargs: object) -> object:
        response = SimpleNamespace(status=500, reason="Server Error")
        raise discord.HTTPException(response, "unavailable")  # type: ignore[arg-type]

    real = harness.fake._create
    monkeypatch.setattr(harness.fake, "_create", refuse)
    assert await harness.bot.deliver_notices() == 1        # type: ignore[attr-defined]
    monkeypatch.setattr(harness.fake, "_create", real)
    assert await harness.bot.deliver_notices() == 1        # not marked sent: due again
    assert "Reminder" in harness.fake.channel_messages(CHANNEL_ID)[-1].content
    assert await harness.bot.deliver_notices() == 0        # posted: marked sent


async def test_a_refused_command_sync_is_one_sentence(
        host: GameHost, settings: Settings, caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    bot = create_bot(settings, host, sync_commands=True)

    async def refused(*args: object, **kwargs: object) -> None:
        response = SimpleNamespace(status=403, reason="Forbidden")
        raise discord.Forbidden(response, {"code": 50001, "message": "Missing Access"})  # type: ignore[arg-type]

    monkeypatch.setattr(bot, "sync_commands", refused)
    with caplog.at_level(logging.ERROR):
        harness = await Harness.attach(bot)
    try:
        [record] = [r for r in caplog.records if "slash commands" in r.getMessage()]
        assert record.exc_info is None and "applications.commands" in record.getMessage()
    finally:
        await harness.close()


def test_the_token_is_kept_out_of_repr() -> None:
    settings = Settings(discord_token="very.secret.token")
    assert "very.secret.token" not in repr(settings)
    assert "very.secret.token" not in settings.redacted()


async def test_a_solo_game_ends_with_its_verdict_not_a_winner(host: GameHost) -> None:
    await host.new_game(CHANNEL_ID, GUILD_ID, ANN, "Ann", "cave-vs-cave", 1)
    start = await host.start(CHANNEL_ID, ANN)
    assert start.move.post is not None
    chooser = random.Random(1)
    for _ in range(3000):
        mine = await host.options(CHANNEL_ID, ANN)
        if not mine.decisions:
            break
        decision = mine.decisions[0]
        out = await host.act(CHANNEL_ID, ANN, chooser.choice(decision.options).id,
                             decision.stamp)
        assert out.mention_user_ids == ()       # alone: never pinged by their own moves
        if out.over:
            break
    results = await host.score(CHANNEL_ID)
    assert results.over and "Winner" not in results.text
    assert "Solo goal (50 points):" in results.text
    assert ("reached" in results.text) == (results.scores[0].total >= 50)
