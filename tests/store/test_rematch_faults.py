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
from bot.host import rematch as rematch_module
from bot.host.rematch import Rematch
from bot.store import Database
from bot.store import games as games_db
from tests.clock import Clock
from tests.sizes import env_int
from tests.store.conftest import Opener
from tests.store.test_lost_connection import COMMIT_LOST, REPLY_LOST, Faults, injected

GUILD, ANN, BOB = 10, 1, 2
# Every STRIDE-th statement of the presses fails (tests/sizes.py); the two arrangements
# (one process, two) start at different ones, so together they cover more of them.
STRIDE = max(1, env_int("CAVERN_REMATCH_FAULT_STRIDE", 2))


def first_point(arrangement: int) -> int:
    return arrangement % STRIDE


@pytest.fixture(autouse=True)
def quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    """A press tries again at once (in the bot it waits a little: the store recovers)."""
    monkeypatch.setattr(rematch_module, "FIRST_PAUSE", 0.001)


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
        point = first_point(processes)
        while await _burst(host, other, twin, faults, point, 7000 + point):
            point += STRIDE               # until the presses send no more statements
        assert point > 5
        for n, commit in enumerate((COMMIT_LOST, REPLY_LOST)):
            assert await _burst(host, other, twin, faults, commit, 6000 + n)


class Killed(Exception):
    """Marks the presses a kill stopped (their players were never answered)."""


@pytest.mark.parametrize("processes", [1, 2])
async def test_a_process_killed_at_each_point_of_two_rematch_presses(
        open_db: Opener, monkeypatch: pytest.MonkeyPatch, processes: int) -> None:
    """The process is killed at each statement (and commit) of the presses: what it was
    doing stops there and its connections close. Whoever was not answered presses again,
    on a new process: one lobby with both seated, the other player pinged once (none
    only when the killed press had claimed the rematch and died before saying so)."""
    twin = await open_db()
    clock = Clock()
    other = GameHost(twin, Settings(), clock=clock, seeds=lambda: 8, draw_images=False)
    point: int | str = first_point(processes)
    commits = [COMMIT_LOST, REPLY_LOST]
    channel = 8000
    while True:
        channel += 1                      # a game of its own for each point
        db = await open_db()
        db.target_url = open_db.target    # type: ignore[attr-defined]
        host = GameHost(db, Settings(), clock=clock, seeds=lambda: 7, draw_images=False)
        second = host if processes == 1 else other
        with injected(db, monkeypatch) as faults:
            game_id = await _finished(host, channel)
            presses = [asyncio.ensure_future(host.rematch(channel, GUILD, game_id, ANN, "Ann")),
                       asyncio.ensure_future(second.rematch(channel, GUILD, game_id, BOB,
                                                            "Bob"))]
            killed = presses if processes == 1 else presses[:1]

            async def kill(conn: Any, killed: list[asyncio.Future[Rematch]] = killed) -> None:
                for task in killed:
                    if task is not asyncio.current_task():
                        task.cancel()
                raise Killed

            faults.drop = kill            # type: ignore[method-assign]
            faults.arm(point)
            outcomes: list[Any] = await asyncio.gather(*presses, return_exceptions=True)
            fired = faults.fired
            faults.arm(None)
        await _kill(db)
        if not fired:                     # the presses never reached this statement
            assert isinstance(point, int) and point > 5, point
            if not commits:
                break
            point = commits.pop(0)
            continue
        answered = [o for o in outcomes if isinstance(o, Rematch)]
        assert all(isinstance(o, Rematch | Killed | asyncio.CancelledError) for o in outcomes), (
            point, outcomes)
        async with twin.read() as conn:
            claimed = await conn.execute_fetchall(
                "SELECT rematch_id FROM game_results WHERE game_id = ?", (game_id,))
        # A new process; each player whose press was never answered presses again.
        again = GameHost(await open_db(), Settings(), clock=clock, seeds=lambda: 9,
                         draw_images=False)
        for user, outcome in zip((ANN, BOB), outcomes, strict=True):
            if not isinstance(outcome, Rematch):
                answered.append(await again.rematch(channel, GUILD, game_id, user, str(user)))
        async with twin.read() as conn:
            row = await games_db.open_game_in(conn, channel)
            assert row is not None and row.status == "lobby", (point, row)
            seated = sorted(s.user_id for s in await games_db.seats(conn, row.id))
        assert seated == [ANN, BOB], (point, seated)
        await again.core.db.close()
        # The ping is lost only with a killed press that had claimed the rematch already.
        first = [o for o in outcomes if isinstance(o, Rematch)]
        lost = claimed[0][0] is not None and not any(o.mention_user_ids for o in first)
        pings = sum(len(o.mention_user_ids) for o in answered)
        assert pings == (0 if lost else 1), (point, lost, answered)
        if isinstance(point, str):
            if not commits:
                break
            point = commits.pop(0)
        else:
            point += STRIDE


async def _kill(db: Database) -> None:
    """As the server sees a killed process: its connections gone (a transaction open
    then is rolled back)."""
    pool = getattr(db, "pool", None)
    if pool is not None:
        pool.terminate()
    else:
        await db.close()


async def test_a_dropped_connection_at_each_point_seats_the_computers_once(
        open_db: Opener, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game against a computer: its rematch seats the computer again, once, whatever
    statement (or commit) of the press failed (a try that seated it is not repeated)."""
    db = await open_db()
    db.target_url = open_db.target        # type: ignore[attr-defined]
    host = GameHost(db, Settings(), clock=Clock(), seeds=lambda: 7, draw_images=False)
    point: int | str = 0
    commits = [COMMIT_LOST, REPLY_LOST]
    channel = 9000
    with injected(db, monkeypatch) as faults:
        while True:
            channel += 1
            await host.new_game(channel, GUILD, ANN, "Ann", "duel")
            await host.add_computer(channel, ANN, "hard")
            await host.start(channel, ANN)
            game_id = (await host.status(channel)).game_id
            await host.resign(channel, ANN)
            faults.arm(point)
            done = await host.rematch(channel, GUILD, game_id, ANN, "Ann")
            fired = faults.fired
            faults.arm(None)
            assert [(s.user_id, s.computer) for s in done.lobby.seats] == [
                (ANN, None), (None, "hard")], point
            assert [s.user_id for s in await host.core.seats(done.lobby.game_id)] == [
                ANN, None], point
            if not fired:                 # past the press's last statement
                assert isinstance(point, int) and point > 3, point
            if fired and isinstance(point, int):
                point += STRIDE
            elif commits:
                point = commits.pop(0)
            else:
                break
