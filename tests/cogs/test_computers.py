"""Computer players through Discord: seated in the lobby, moving on their own like anyone
(announced, never pinged), and taking over an abandoned seat from a moderator."""

from __future__ import annotations

import random

from bot.host import GameHost
from tests.cogs.channel_traffic import Driver, Traffic
from tests.cogs.conftest import ANN, BOB
from tests.cogs.harness import CHANNEL_ID, Harness


async def _moves_by_computer(host: GameHost) -> int:
    async with host.db.read() as conn:
        cursor = await conn.execute("SELECT COUNT(*) FROM moves WHERE user_id IS NULL")
        row = await cursor.fetchone()
    return int(row[0]) if row else 0


async def test_a_member_plays_a_whole_game_against_a_computer(harness: Harness,
                                                              host: GameHost) -> None:
    record = await harness.slash(ANN, "game new", game="cave-vs-cave", players=2, computers=1,
                                 level="easy")
    assert "Computer 1 (easy)" in record.text() and "Ready" in record.text()
    await harness.slash(ANN, "game start")
    driver = Driver(harness, host, random.Random(2))
    traffic = Traffic("cave-vs-cave", 2)
    for _ in range(2000):
        status = await host.status(CHANNEL_ID)
        if status.status != "active":
            break
        waiting = [d.user_id for d in status.to_act]
        assert waiting == [ANN], "the computer never keeps the game waiting"
        await driver._move(ANN, traffic, {ANN})
    results = await host.score(CHANNEL_ID)
    assert results.over and await _moves_by_computer(host) > 20
    # Only the member was ever mentioned; the computer's turns were announced like anyone's.
    assert traffic.pings > 5 and set(traffic.pinged_waiting) == {ANN}
    assert traffic.pinged_twice_before_acting == 0 and traffic.moved_on_for_unchanged_seat == 0


async def test_a_moderator_hands_an_absent_players_seat_to_the_computer(
        harness: Harness, host: GameHost) -> None:
    await harness.slash(ANN, "game new", game="cave-vs-cave", players=2)
    await harness.slash(BOB, "game join")
    await harness.slash(ANN, "game start")
    absent = (await host.status(CHANNEL_ID)).to_act[0]
    harness.moderators.add(ANN)
    refused = await harness.slash(BOB, "mod replace", seat=str(absent.seat + 1), computer=True)
    assert "Only moderators" in refused.text() or "moderator" in refused.text().casefold()
    done = await harness.slash(ANN, "mod replace", seat=str(absent.seat + 1), computer=True,
                               level="easy")
    assert "The computer (easy) now plays seat" in done.text()
    # It moved at once (its turn), and the game now waits on the member left.
    present = ANN if absent.user_id == BOB else BOB
    status = await host.status(CHANNEL_ID)
    assert [d.user_id for d in status.to_act] == [present]
    assert await _moves_by_computer(host) > 0
    # …and a member can take the seat back later.
    back = await harness.slash(ANN, "mod replace", seat=str(absent.seat + 1),
                               member=absent.user_id)
    assert "now plays seat" in back.text()
    seats = (await host.status(CHANNEL_ID)).seats
    assert next(s for s in seats if s.seat == absent.seat).computer is None


async def test_lobby_computers_can_be_added_and_removed(harness: Harness,
                                                        host: GameHost) -> None:
    await harness.slash(ANN, "game new", game="caverna", players=3)
    added = await harness.slash(ANN, "game computer add", level="hard")
    assert "Computer 1 (hard)" in added.text()
    removed = await harness.slash(ANN, "game computer remove")
    assert "Computer" not in removed.text()
    outsider = await harness.slash(BOB, "game computer add")
    assert outsider.messages[-1].ephemeral and "player in this lobby" in outsider.text()
