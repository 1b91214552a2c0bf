"""The rematch belongs to the table (issue 42 item 4).

A member who did not play pressed Rematch, took the first seat and spent the former
players' one ping on a bystander's lobby; two former players pressing at once got one
lobby and "This channel already has a game". Now, for 15 minutes after the end, only the
game's players open (or join) its rematch, the ping names who asked, and simultaneous
presses end in one lobby with both seated. Through the real discord.py client, both stores.
"""

from __future__ import annotations

import asyncio

from bot.host import GameHost
from bot.host.rematch import REMATCH_HOLD_SECONDS
from cogs.delivery import deliver
from tests.clock import Clock
from tests.cogs.conftest import ANN, BOB, CY
from tests.cogs.fake_discord import InteractionRecord
from tests.cogs.harness import CHANNEL_ID, GUILD_ID, Harness
from tests.cogs.stores import db
from tests.cogs.test_season import tunnels

__all__ = ["db"]   # the fixture: these tests run on both stores


async def finished(host: GameHost, harness: Harness | None = None) -> int:
    await tunnels(host, CHANNEL_ID, ANN, BOB, ANN)
    status = await host.status(CHANNEL_ID)
    assert status.status == "finished"
    if harness is not None:   # the final message, with its Rematch button, is posted
        await deliver(harness.bot, host, CHANNEL_ID)
    return status.game_id


async def press_rematch(harness: Harness, user: int, game_id: int) -> InteractionRecord:
    final = next(m for m in reversed(harness.fake.channel_messages(CHANNEL_ID))
                 if f"ch:r:{game_id}" in m.custom_ids())
    return await harness.press(user, final, f"ch:r:{game_id}")


async def seated(host: GameHost) -> list[int | None]:
    status = await host.status(CHANNEL_ID)
    assert status.status == "lobby", status.status
    return [s.user_id for s in status.seats]


async def test_a_bystander_cannot_take_the_tables_rematch(harness: Harness, host: GameHost,
                                                          clock: Clock) -> None:
    game_id = await finished(host, harness)
    refused = await press_rematch(harness, CY, game_id)
    assert refused.messages[-1].ephemeral, refused.text()
    assert "players of that game have the rematch" in refused.text()
    assert (await host.status(CHANNEL_ID)).status == "finished"   # no lobby was opened
    # A player opens it: seated first, the partner pinged once, by the name of who asked.
    opened = await press_rematch(harness, BOB, game_id)
    public = [m for m in opened.messages if not m.ephemeral]
    assert public and f"<@{ANN}>" in public[-1].content, opened.text()
    assert f"Player {BOB} asks" in public[-1].content, public[-1].content
    assert f"<@{CY}>" not in opened.text()
    assert await seated(host) == [BOB]
    # The bystander still cannot sit in it during the hold; the other player can.
    assert "players of that game" in (await press_rematch(harness, CY, game_id)).text()
    await press_rematch(harness, ANN, game_id)
    assert await seated(host) == [BOB, ANN]


async def test_after_the_hold_anyone_may_start_it(harness: Harness, host: GameHost,
                                                  clock: Clock) -> None:
    game_id = await finished(host, harness)
    clock.advance(REMATCH_HOLD_SECONDS / 3600 + 0.01)
    opened = await press_rematch(harness, CY, game_id)
    assert await seated(host) == [CY]
    public = [m for m in opened.messages if not m.ephemeral]
    # The players hear who asked, by name: never a bare "Rematch!" from a stranger.
    assert f"Player {CY} asks" in public[-1].content, public[-1].content
    assert f"<@{ANN}>" in public[-1].content and f"<@{BOB}>" in public[-1].content


async def test_two_players_pressing_at_once_share_one_lobby(harness: Harness,
                                                            host: GameHost) -> None:
    game_id = await finished(host, harness)
    first, second = await asyncio.gather(press_rematch(harness, ANN, game_id),
                                         press_rematch(harness, BOB, game_id))
    for record in (first, second):
        assert "already has a game" not in record.text(), record.text()
        assert "Something went wrong" not in record.text(), record.text()
    assert sorted(u for u in await seated(host) if u is not None) == [ANN, BOB]


async def test_two_hosts_racing_for_the_rematch_share_one_lobby(host: GameHost) -> None:
    """The host alone, as two processes' presses meet in the store: the loser joins."""
    game_id = await finished(host)
    outcomes = await asyncio.gather(
        host.rematch(CHANNEL_ID, GUILD_ID, game_id, ANN, "Ann"),
        host.rematch(CHANNEL_ID, GUILD_ID, game_id, BOB, "Bob"), return_exceptions=True)
    assert not [o for o in outcomes if isinstance(o, BaseException)], outcomes
    assert sorted(u for u in await seated(host) if u is not None) == [ANN, BOB]
    # One lobby, one ping: the first press mentions the other player, the second none.
    assert sorted(len(o.mention_user_ids) for o in outcomes  # type: ignore[union-attr]
                  ) == [0, 1]
