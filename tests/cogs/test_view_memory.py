"""Private replies keep no view alive (issue 25, item 6): discord.py gave each private
reply's view a 15-minute timeout that held it, so live views rose with every "My
choices" (1 → 745 in 240 s at 50 busy channels). Our controls are answered from their
custom ids alone, so nothing needs to be kept, and presses still work."""

from __future__ import annotations

import gc

import discord

from bot.host import GameHost
from tests.cogs.conftest import ANN, BOB
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game, turn_message
from tests.sizes import env_int

REPLIES = env_int("VIEW_MEMORY_REPLIES", 60)


def live_views() -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, discord.ui.View))


async def _private_replies(harness: Harness, count: int) -> None:
    turn = turn_message(harness)
    [boards] = [c for c in turn.custom_ids() if c.startswith("ch:b:")]
    for index in range(count):
        user = (ANN, BOB)[index % 2]
        record = await harness.press(user, turn, boards)
        assert record.messages and record.messages[-1].ephemeral
        for path in ("game hand", "help", "game log"):   # private replies with controls
            reply = (await harness.slash(user, path)).messages[-1]
            assert reply.ephemeral


async def test_live_views_level_off_over_many_private_replies(harness: Harness,
                                                              host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    await _private_replies(harness, 10)
    settled = live_views()
    await _private_replies(harness, REPLIES)
    # 4 x REPLIES private replies with views later, no more views are alive than before
    # (a few are the harness's own, in flight).
    assert live_views() <= settled + 3, (settled, live_views())


async def test_controls_of_an_unkept_private_reply_still_answer(harness: Harness,
                                                                host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    status = await host.status(CHANNEL_ID)
    first = status.to_act[0].user_id
    assert first is not None
    reply = (await harness.slash(first, "game hand")).messages[-1]
    assert reply.ephemeral and reply.custom_ids()
    before = status.version
    choice = next(c for c in reply.custom_ids() if c.startswith(("ch:o:", "ch:s:")))
    values = None
    if choice.startswith("ch:s:"):
        values = [reply.components[0]["components"][0]["options"][0]["value"]]
    await harness.press(first, reply, choice, values=values)
    assert (await host.status(CHANNEL_ID)).version > before
