"""Two hosts on one store race: every write that matters happens once.

Each host stands for a bot process: its own ``Database`` (connections, pool) and its own
in-process locks, so only the store keeps them apart. On SQLite the two share a file; on
PostgreSQL a schema. ``CAVERN_RACE_ROUNDS`` raises the number of rounds per race.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Awaitable
from typing import Any

from bot.config import Settings
from bot.host import GameHost
from bot.outcomes import HostError
from bot.store import games as games_db
from bot.store import turns as turns_db
from tests.clock import Clock
from tests.store.conftest import Opener

ROUNDS = int(os.environ.get("CAVERN_RACE_ROUNDS", "3"))
GUILD = 10
ANN, BOB, CY, DAN = 1, 2, 3, 4


async def _hosts(open_db: Opener, clock: Clock) -> tuple[GameHost, GameHost]:
    settings = Settings(reminder_hours=1, timeout_hours=2, max_reminders=5)
    first, second = await open_db(), await open_db()
    return (GameHost(first, settings, clock=clock, seeds=lambda: 7, draw_images=False),
            GameHost(second, settings, clock=clock, seeds=lambda: 7, draw_images=False))


async def _both(a: Awaitable[Any], b: Awaitable[Any]) -> list[Any]:
    """Run two calls at once; their results or their HostErrors, in order."""
    return list(await asyncio.gather(a, b, return_exceptions=True))


def _wins(results: list[Any]) -> int:
    for r in results:
        if isinstance(r, BaseException) and not isinstance(r, HostError):
            raise r
    return sum(not isinstance(r, BaseException) for r in results)


async def _started(host: GameHost, channel: int) -> None:
    await host.new_game(channel, GUILD, ANN, "Ann", "duel")
    await host.join(channel, BOB, "Bob")
    await host.start(channel, ANN)


async def test_one_press_wins_when_two_processes_play_the_same_seat(open_db: Opener) -> None:
    one, two = await _hosts(open_db, Clock())
    for channel in range(100, 100 + ROUNDS):
        await _started(one, channel)
        mine = await one.options(channel, ANN)
        stamp = mine.decisions[0].stamp
        results = await _both(one.act(channel, ANN, "bid:1", stamp),
                              two.act(channel, ANN, "bid:2", stamp))
        assert _wins(results) == 1
        async with one.core.db.read() as conn:
            row = await games_db.open_game_in(conn, channel)
            assert row is not None
            log = await games_db.moves(conn, row.id)
        assert len(log) == 1                       # applied once, never twice
        assert row.version == 2                    # start, then exactly one move


async def test_two_seats_moving_at_once_are_both_kept(open_db: Opener) -> None:
    one, two = await _hosts(open_db, Clock())
    for channel in range(200, 200 + ROUNDS):
        await _started(one, channel)
        results = await _both(one.act(channel, ANN, "bid:3"), two.act(channel, BOB, "bid:1"))
        # The second to store may be told the game moved on; then its retry must land.
        for user, result, host in ((ANN, results[0], one), (BOB, results[1], two)):
            if isinstance(result, HostError):
                await host.act(channel, user, "bid:3" if user == ANN else "bid:1")
        async with two.core.db.read() as conn:
            row = await games_db.open_game_in(conn, channel)
            assert row is not None
            log = await games_db.moves(conn, row.id)
        assert sorted(m.option_id for m in log) == ["bid:1", "bid:3"]
        assert len({m.seq for m in log}) == 2


async def test_undo_votes_from_two_processes_undo_once(open_db: Opener) -> None:
    one, two = await _hosts(open_db, Clock())
    for channel in range(300, 300 + ROUNDS):
        await _started(one, channel)
        await one.act(channel, ANN, "bid:2")
        results = await _both(one.undo(channel, ANN), two.undo(channel, BOB))
        assert _wins(results) == 2
        assert sum(r.done for r in results) == 1   # the second consent undoes; not both
        log = await one.log(channel)
        assert [e.undone for e in log] == [True]


async def test_two_joins_for_the_last_seat(open_db: Opener) -> None:
    one, two = await _hosts(open_db, Clock())
    for channel in range(400, 400 + ROUNDS):
        await one.new_game(channel, GUILD, ANN, "Ann", "duel")
        results = await _both(one.join(channel, BOB, "Bob"), two.join(channel, CY, "Cy"))
        assert _wins(results) == 1
        async with one.core.db.read() as conn:
            row = await games_db.open_game_in(conn, channel)
            assert row is not None
            seats = await games_db.seats(conn, row.id)
        assert [s.seat for s in seats] == [0, 1] and seats[0].user_id == ANN


async def test_start_and_join_at_once(open_db: Opener) -> None:
    one, two = await _hosts(open_db, Clock())
    for channel in range(450, 450 + ROUNDS):
        await one.new_game(channel, GUILD, ANN, "Ann", "duel", players=None)
        await one.join(channel, BOB, "Bob")
        await one.leave(channel, BOB)
        await one.join(channel, BOB, "Bob")
        results = await _both(one.start(channel, ANN), two.leave(channel, BOB))
        assert _wins(results) == 1
        async with one.core.db.read() as conn:
            row = await games_db.last_game_in(conn, channel)
            assert row is not None
            seats = await games_db.seats(conn, row.id)
        if isinstance(results[0], BaseException):   # Bob left: a lobby of one
            assert row.status == "lobby" and [s.user_id for s in seats] == [ANN]
        else:                                       # started with both seats
            assert row.status == "active" and {s.user_id for s in seats} == {ANN, BOB}


async def test_two_moderators_give_one_seat_away(open_db: Opener) -> None:
    one, two = await _hosts(open_db, Clock())
    for channel in range(500, 500 + ROUNDS):
        await _started(one, channel)
        results = await _both(one.replace(channel, "Bob", CY, "Cy", True),
                              two.replace(channel, "Bob", DAN, "Dan", True))
        assert _wins(results) == 1
        async with one.core.db.read() as conn:
            row = await games_db.open_game_in(conn, channel)
            assert row is not None
            users = {s.user_id for s in await games_db.seats(conn, row.id)}
        winner = CY if not isinstance(results[0], BaseException) else DAN
        assert users == {ANN, winner}


async def test_each_reminder_is_sent_by_one_process_once(open_db: Opener) -> None:
    clock = Clock()
    one, two = await _hosts(open_db, clock)
    channels = list(range(600, 600 + 4 * ROUNDS))
    for channel in channels:
        await _started(one, channel)
    clock.advance(1.5)                    # reminders due, timeouts not yet
    first, second = await _both(one.due_notices(), two.due_notices())
    sent = [(n.game_id, u) for n in first + second for u in n.mention_user_ids]
    assert len(sent) == len(set(sent)) == 2 * len(channels)   # both players, every game
    again = await _both(one.due_notices(), two.due_notices())
    assert again == [[], []]


async def test_one_deliverer_claims_an_outbox_row(open_db: Opener) -> None:
    one, two = await _hosts(open_db, Clock())
    await _started(one, 700)
    async with one.core.db.read() as conn:
        rows = await turns_db.undelivered(conn)
    assert rows

    async def claim(host: GameHost, outbox_id: int) -> bool:
        async with host.core.db.transaction() as conn:
            return await turns_db.claim(conn, outbox_id, host.core.holder, 1.0, 0.0)

    for row in rows:
        results = await _both(claim(one, row.id), claim(two, row.id))
        assert sorted(results) == [False, True]


async def test_a_kick_and_a_replace_of_one_seat_at_once(open_db: Opener) -> None:
    one, two = await _hosts(open_db, Clock())
    for channel in range(800, 800 + ROUNDS):
        await _started(one, channel)
        results = await _both(one.kick(channel, BOB, True),
                              two.replace(channel, "Bob", CY, "Cy", True))
        row = await one.core.open_game(channel)
        users = {s.user_id for s in await one.core.seats(row.id)}
        if _wins(results) == 2:
            # The kick ended before the replace read the seats: an emptied seat may be
            # given to someone, as a moderator would do next. Never both on Bob's seat.
            assert users == {ANN, CY} and row.status == "paused"
            continue
        assert _wins(results) == 1        # the second finds the seat no longer Bob's
        if isinstance(results[0], BaseException):
            assert users == {ANN, CY} and row.status == "active"   # replaced, not kicked
        else:
            assert users == {ANN, None} and row.status == "paused"  # kicked, not replaced
