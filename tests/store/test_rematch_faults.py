"""Two former players press Rematch at the same moment while the store drops a connection
(issue 42 item 4, the soak's one failing burst).

The 30-minute soak on PostgreSQL ended 1 of 67 rematch bursts without "one lobby with both
seated": a connection the server terminated under one of the presses answered that
player "the connection was lost" and left them out. Here every statement of the two
presses is made to fail in turn, as a dropped connection fails it (PostgreSQL: the
server terminates the backend; SQLite: an I/O error), and so is every COMMIT (lost
before it lands, or landed with its answer lost); the presses come to one process, or
one to each of two processes on the same store. Each time: no press is refused, one
lobby holds both players, and the other player is mentioned exactly once.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.config import Settings
from bot.host import GameHost
from bot.host.rematch import Rematch
from bot.store import Database
from bot.store import games as games_db
from tests.clock import Clock
from tests.store.conftest import Opener
from tests.store.test_lost_connection import COMMIT_LOST, REPLY_LOST, Faults, injected

GUILD, ANN, BOB = 10, 1, 2


async def _finished(host: GameHost, channel: int) -> int:
    """A two-player game here, ended by a resignation (as the soak ends them)."""
    await host.new_game(channel, GUILD, ANN, "Ann", "duel")
    await host.join(channel, BOB, "Bob")
    await host.start(channel, ANN)
    game_id = (await host.status(channel)).game_id
    await host.resign(channel, ANN)
    return game_id


async def _burst(host: GameHost, other: GameHost, check: Database, faults: Faults,
                 point: int | str, channel: int) -> bool:
    """Ann presses on ``host`` (the faulty store), Bob at the same moment on ``other``;
    False when the presses never reached ``point``."""
    game_id = await _finished(host, channel)
    faults.arm(point)
    outcomes: list[Any] = await asyncio.gather(
        host.rematch(channel, GUILD, game_id, ANN, "Ann"),
        other.rematch(channel, GUILD, game_id, BOB, "Bob"), return_exceptions=True)
    fired = faults.fired
    faults.arm(None)
    refused = [f"{type(o).__name__}: {o}" for o in outcomes if isinstance(o, BaseException)]
    assert not refused, (point, refused)
    async with check.read() as conn:
        row = await games_db.open_game_in(conn, channel)
        assert row is not None and row.status == "lobby", (point, row)
        seated = sorted(s.user_id for s in await games_db.seats(conn, row.id))
    assert seated == [ANN, BOB], (point, seated)
    done: list[Rematch] = outcomes
    assert {o.lobby.game_id for o in done} == {row.id}, point
    # The other player is pinged once: neither lost with a dropped answer, nor twice.
    assert sorted(len(o.mention_user_ids) for o in done) == [0, 1], (point, done)
    return fired


@pytest.mark.parametrize("processes", [1, 2])
async def test_a_dropped_connection_at_each_point_of_two_rematch_presses(
        open_db: Opener, monkeypatch: pytest.MonkeyPatch, processes: int) -> None:
    db = await open_db()
    twin = await open_db()                # another process on the same store
    db.target_url = open_db.target        # type: ignore[attr-defined]
    clock = Clock()
    host = GameHost(db, Settings(), clock=clock, seeds=lambda: 7, draw_images=False)
    other = host if processes == 1 else GameHost(twin, Settings(), clock=clock,
                                                  seeds=lambda: 8, draw_images=False)
    with injected(db, monkeypatch) as faults:
        point = 0
        while await _burst(host, other, twin, faults, point, 7000 + point):
            point += 1                    # until the presses send no more statements
        assert point > 5
        for n, commit in enumerate((COMMIT_LOST, REPLY_LOST)):
            assert await _burst(host, other, twin, faults, commit, 6000 + n)
