"""Driving a game through the host the way players would."""

from __future__ import annotations

import dataclasses

from bot.host import GameHost
from bot.outcomes import MoveOutcome, StartOutcome, StatusInfo
from bot.store import games as games_db
from rules.core import Rng
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD


async def started_duel(host: GameHost, channel: int = CHANNEL) -> StartOutcome:
    await host.new_game(channel, GUILD, ANN, "Ann", "duel")
    await host.join(channel, BOB, "Bob")
    return await host.start(channel, ANN)


async def play_first_pending(host: GameHost, option_index: int = 0,
                             channel: int = CHANNEL) -> MoveOutcome:
    """The first waiting player picks their option at ``option_index`` (clamped)."""
    status = await host.status(channel)
    user = status.to_act[0].user_id
    assert user is not None
    mine = await host.options(channel, user)
    options = mine.decisions[0].options
    choice = options[min(option_index, len(options) - 1)]
    return await host.act(channel, user, choice.id, mine.decisions[0].stamp)


async def play_to_end(host: GameHost, option_index: int = 0, channel: int = CHANNEL,
                      limit: int = 10_000) -> MoveOutcome:
    for _ in range(limit):
        outcome = await play_first_pending(host, option_index, channel)
        if outcome.over:
            return outcome
    raise AssertionError("the game did not end")


async def who_acts(host: GameHost, channel: int = CHANNEL) -> StatusInfo:
    """``host.status`` without its words: the same game, seats and waiting decisions, an
    empty text. The board text and clocks cost a whole public view per call, which drivers
    that only ask who must act next paid after every move (``play_random`` checks that
    both agree, tests/bot/test_helpers.py at every step of a game)."""
    async with host.db.read() as conn:
        row = await games_db.last_game_in(conn, channel)
    assert row is not None, "no game here"
    seats = await host.core.seats(row.id)
    engine = host.core.engine(row.key)
    waiting = () if row.state is None or row.status in ("finished", "aborted") else \
        host.core.decisions(engine, host.core.state(row), seats, public=True)
    return StatusInfo(row.id, row.channel_id, row.key, engine.title, row.status, row.version,
                      tuple(seats), waiting, "")


async def same_as_status(host: GameHost, channel: int = CHANNEL) -> StatusInfo:
    """:func:`who_acts`, checked against ``host.status`` (but its text)."""
    quick = await who_acts(host, channel)
    assert quick == dataclasses.replace(await host.status(channel), text=""), quick
    return quick


async def play_random(host: GameHost, chooser: Rng, moves: int | None = None,
                      channel: int = CHANNEL) -> list[MoveOutcome]:
    """Random legal choices of whoever must act, through the host's public API, for
    ``moves`` moves or to the end; returns every outcome (the last one is over when the
    game ended)."""
    outcomes: list[MoveOutcome] = []
    while moves is None or len(outcomes) < moves:
        status = await (who_acts if outcomes else same_as_status)(host, channel)
        if status.status == "finished":
            break
        decision = chooser.choice(status.to_act)
        assert decision.user_id is not None
        mine = await host.options(channel, decision.user_id)
        choice = chooser.choice(mine.decisions[0].options)
        out = await host.act(channel, decision.user_id, choice.id, mine.decisions[0].stamp)
        outcomes.append(out)
        if out.over:
            break
        # A mention only when a turn begins; the mover is never pinged by their own move.
        assert out.mover_user_id not in out.mention_user_ids
    return outcomes
