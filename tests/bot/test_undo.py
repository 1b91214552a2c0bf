"""Undo: the last move, with every player's consent or a moderator, never past a reveal."""

from __future__ import annotations

import pytest

from bot.host import GameHost
from bot.outcomes import HostError
from tests.bot.conftest import ANN, BOB, CHANNEL, CY
from tests.bot.helpers import started_duel


async def test_undo_needs_every_player_then_restores_the_position(host: GameHost) -> None:
    await started_duel(host)
    before = await host.status(CHANNEL)
    await host.act(CHANNEL, ANN, "bid:3")
    first = await host.undo(CHANNEL, ANN)
    assert not first.done and first.waiting_for == (BOB,)
    assert "agree" in first.text
    second = await host.undo(CHANNEL, BOB)
    assert second.done and second.move is not None
    assert set(second.move.mention_user_ids) == {ANN, BOB}
    after = await host.status(CHANNEL)
    assert after.version == before.version + 2 and after.to_act == before.to_act
    assert (await host.options(CHANNEL, ANN)).decisions  # Ann may bid again
    log = await host.log(CHANNEL)
    assert [e.undone for e in log] == [True]


async def test_a_consent_lapses_when_the_game_moves_on(host: GameHost) -> None:
    await started_duel(host)
    await host.act(CHANNEL, ANN, "bid:1")
    await host.act(CHANNEL, BOB, "bid:1")          # a tie: seat 1 may draw or stop
    drawer = (await host.status(CHANNEL)).to_act[0].user_id
    assert drawer is not None
    await host.act(CHANNEL, drawer, "done")
    first = await host.undo(CHANNEL, ANN)          # Ann agrees to undo the stop…
    assert not first.done and first.waiting_for == (BOB,)
    await host.act(CHANNEL, ANN, "bid:2")          # …but the game moves on
    second = await host.undo(CHANNEL, BOB)         # her old consent does not count now
    assert not second.done and second.waiting_for == (ANN,)
    assert (await host.undo(CHANNEL, ANN)).done


async def test_never_past_a_reveal_even_for_a_moderator(host: GameHost) -> None:
    await started_duel(host)
    await host.act(CHANNEL, ANN, "bid:1")
    await host.act(CHANNEL, BOB, "bid:2")         # reveals both bids
    for moderator in (False, True):
        with pytest.raises(HostError, match="hidden or random"):
            await host.undo(CHANNEL, ANN, is_moderator=moderator)
    drawer = (await host.status(CHANNEL)).to_act[0].user_id
    assert drawer is not None
    await host.act(CHANNEL, drawer, "done")       # reveals nothing: undoable
    out = await host.undo(CHANNEL, CY, is_moderator=True)
    assert out.done and "stops" in out.text


async def test_undo_refusals(host: GameHost) -> None:
    await started_duel(host)
    with pytest.raises(HostError, match="no move to undo"):
        await host.undo(CHANNEL, ANN)
    await host.act(CHANNEL, ANN, "bid:1")
    with pytest.raises(HostError, match="Only the players"):
        await host.undo(CHANNEL, CY)
    await host.pause(CHANNEL, True)
    with pytest.raises(HostError, match="paused"):
        await host.undo(CHANNEL, ANN, is_moderator=True)
