"""Seats deciding at once are all stored, whatever the order (issue 25, item 7).

Three Cavern Tavern players choose their starting ingredients at the same moment, each
with the stamp of the decision they were shown: on one host, and on three hosts sharing
one store (three bot processes). Each press is refused only when its own seat's
decision changed, which another seat's choice never does: all three moves are stored,
every time. ``CAVERN_RACE_ROUNDS`` raises the rounds.
"""

from __future__ import annotations

import asyncio

from bot.config import Settings
from bot.host import GameHost
from bot.store import games as games_db
from tests.clock import Clock
from tests.sizes import env_int
from tests.store.conftest import Opener

ROUNDS = env_int("CAVERN_RACE_ROUNDS", 4)
GUILD = 10
USERS = (1, 2, 3)


async def _hosts(open_db: Opener, count: int) -> list[GameHost]:
    clock = Clock()
    return [GameHost(await open_db(), Settings(), clock=clock, seeds=lambda: 11,
                     draw_images=False) for _ in range(count)]


async def _to_ingredients(host: GameHost, channel: int) -> None:
    """A started 3-player Tavern game, characters chosen: all three seats now decide."""
    await host.new_game(channel, GUILD, USERS[0], "Ann", "cavern-tavern", players=3)
    await host.join(channel, USERS[1], "Bob")
    await host.join(channel, USERS[2], "Cy")
    await host.start(channel, USERS[0])
    for _ in range(10):
        waiting = (await host.status(channel)).to_act
        if len(waiting) > 1:
            return
        user = waiting[0].user_id
        assert user is not None
        mine = (await host.options(channel, user)).decisions[0]
        await host.act(channel, user, mine.options[0].id, mine.stamp)
    raise AssertionError("the seats never decided at once")


async def _all_at_once(hosts: list[GameHost], channel: int) -> None:
    shown = [(await hosts[0].options(channel, user)).decisions[0] for user in USERS]
    assert all("ingredients" in d.prompt for d in shown)
    # /play of three members at the same moment, each through its own host (or one).
    await asyncio.gather(*(hosts[i % len(hosts)].act(channel, user, shown[i].options[-1].id,
                                                     shown[i].stamp, request_id=f"{channel}-{i}")
                           for i, user in enumerate(USERS)))
    async with hosts[0].db.read() as conn:
        row = await games_db.open_game_in(conn, channel)
        assert row is not None
        log = await games_db.moves(conn, row.id)
    chosen = [(m.user_id, m.option_id) for m in log if m.option_id.startswith("s:")]
    assert sorted(chosen) == sorted((u, d.options[-1].id) for u, d in zip(USERS, shown,
                                                                          strict=True))


async def test_three_processes_choosing_at_once_are_all_stored(open_db: Opener) -> None:
    hosts = await _hosts(open_db, 3)
    for round_ in range(ROUNDS):
        await _to_ingredients(hosts[0], 2000 + round_)
        await _all_at_once(hosts, 2000 + round_)


async def test_one_process_three_players_at_once(open_db: Opener) -> None:
    hosts = await _hosts(open_db, 1)
    for round_ in range(ROUNDS):
        await _to_ingredients(hosts[0], 3000 + round_)
        await _all_at_once(hosts, 3000 + round_)
