"""Moderator tools: kick, replace, pause, resume, timeout, skip."""

from __future__ import annotations

import pytest

from bot.host import GameHost
from bot.outcomes import HostError
from tests.bot.conftest import ANN, BOB, CHANNEL, CY, GUILD, Clock
from tests.bot.helpers import started_duel

MOD = 99


@pytest.mark.parametrize("call", ["kick", "pause", "resume", "timeout", "skip", "replace"])
async def test_every_tool_needs_a_moderator(host: GameHost, call: str) -> None:
    await started_duel(host)
    before = await host.status(CHANNEL)
    calls = {
        "kick": lambda: host.kick(CHANNEL, ANN, False),
        "pause": lambda: host.pause(CHANNEL, False),
        "resume": lambda: host.resume(CHANNEL, False),
        "timeout": lambda: host.set_timeout(CHANNEL, 5, False),
        "skip": lambda: host.skip(CHANNEL, "Ann", MOD, False),
        "replace": lambda: host.replace(CHANNEL, "Ann", CY, "Cy", False),
    }
    with pytest.raises(HostError, match="Only moderators"):
        await calls[call]()
    assert await host.status(CHANNEL) == before


async def test_kick_pauses_until_replaced_then_the_new_player_plays(host: GameHost) -> None:
    await started_duel(host)
    text = str(await host.kick(CHANNEL, BOB, True))
    assert "paused" in text
    with pytest.raises(HostError, match="paused"):
        await host.act(CHANNEL, ANN, "bid:1")
    with pytest.raises(HostError, match="no player"):
        await host.resume(CHANNEL, True)
    with pytest.raises(HostError, match="No single player matches"):
        await host.replace(CHANNEL, "Zed", CY, "Cy", True)
    seat = next(s for s in (await host.status(CHANNEL)).seats if s.user_id is None)
    assert "Cy now plays" in str(await host.replace(CHANNEL, str(seat.seat + 1), CY, "Cy", True))
    resumed = await host.resume(CHANNEL, True)
    assert set(resumed.mention_user_ids) == {ANN, CY}
    out = await host.act(CHANNEL, CY, "bid:2")
    assert out.mention_user_ids == ()          # Ann was told when the game resumed
    with pytest.raises(HostError, match="not playing"):
        await host.act(CHANNEL, BOB, "bid:1")


async def test_kick_from_lobby(host: GameHost) -> None:
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", "duel")
    await host.join(CHANNEL, BOB, "Bob")
    assert "removed from the lobby" in str(await host.kick(CHANNEL, BOB, True))
    assert [s.name for s in (await host.lobby(CHANNEL)).seats] == ["Ann"]


async def test_skip_moves_for_an_absent_player(host: GameHost) -> None:
    await started_duel(host)
    await host.act(CHANNEL, ANN, "bid:1")
    with pytest.raises(HostError, match="nothing to decide"):
        await host.skip(CHANNEL, "Ann", MOD, True)
    out = await host.skip(CHANNEL, "Bob", MOD, True)
    assert "A moderator moved for Bob" in out.public_text
    # The drawer is asked next; skipping them picks the passive "done", never a draw.
    drawer = next(s.name for s in (await host.status(CHANNEL)).seats
                  if s.user_id == out.mention_user_ids[0])
    out = await host.skip(CHANNEL, drawer, MOD, True)
    assert "stops" in out.public_text


async def test_set_timeout_moves_the_deadline(host: GameHost, clock: Clock) -> None:
    await started_duel(host)
    with pytest.raises(HostError, match="at most"):
        await host.set_timeout(CHANNEL, 0, True)
    assert "5 hours" in str(await host.set_timeout(CHANNEL, 5, True))
    clock.advance(5)
    kinds = [n.kind for n in await host.due_notices(clock())]
    assert kinds == ["timeout"]


async def test_pause_twice_and_resume_unpaused_are_refused(host: GameHost) -> None:
    await started_duel(host)
    with pytest.raises(HostError, match="not paused"):
        await host.resume(CHANNEL, True)
    await host.pause(CHANNEL, True)
    with pytest.raises(HostError, match="already paused"):
        await host.pause(CHANNEL, True)
    assert (await host.status(CHANNEL)).status == "paused"
