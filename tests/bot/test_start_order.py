"""The order announced at the start is the order played, from the engine's first player.

Cavern Tavern rulebook (French, setup and round): « 6. Donnez le marqueur premier joueur
[…] 7. Donnez le dé blanc au joueur à droite du premier joueur. » and « En commençant par
le premier joueur et en continuant en sens horaire, chaque joueur effectue une action. »
A reader saw « ordre de jeu : 1. Yann, 2. Anaïs » while Anaïs chose her character and
played first and Yann held the white die: the host announced the seats from seat 1, the
engine had drawn seat 2 as first player. Caverna (Japanese console): the same.
"""

from __future__ import annotations

import re

import pytest

from bot.host import GameHost
from bot.store import Database
from bot.store import games as games_db
from tests.bot.conftest import CHANNEL, GUILD, Clock, make_host
from tests.bot.helpers import who_acts

NAMES = ("Ann", "Bob", "Cy")


async def _start(host: GameHost, key: str, players: int) -> list[str]:
    """Start ``key`` with ``players`` players; the names in the announced order."""
    await host.new_game(CHANNEL, GUILD, 101, NAMES[0], key, players)
    for k in range(1, players):
        await host.join(CHANNEL, 101 + k, NAMES[k])
    text = (await host.start(CHANNEL, 101)).move.public_text
    order = re.search(r"begins: seat order (.*?)\.(?:\n|$)", text)
    assert order is not None, text
    return re.findall(r"\d+\. (\w+)", order.group(1))


@pytest.mark.parametrize(("key", "players"), [("cavern-tavern", 2), ("cavern-tavern", 3),
                                              ("caverna", 2), ("caverna", 3),
                                              ("cave-vs-cave", 2)])
@pytest.mark.parametrize("seed", range(4))
async def test_the_announced_order_starts_with_the_player_who_acts_first(
        db: Database, clock: Clock, key: str, players: int, seed: int) -> None:
    host = make_host(db, clock, seed=seed)
    order = await _start(host, key, players)
    assert sorted(order) == sorted(NAMES[:players])
    status = await who_acts(host)
    first = [s.name for s in status.seats if s.seat == status.to_act[0].seat]
    assert first == [order[0]], (order, status.to_act)
    if key == "cavern-tavern":
        # The white die: the player to the first player's right, who plays last.
        async with host.db.read() as conn:
            row = await games_db.last_game_in(conn, CHANNEL)
        assert row is not None
        state = host.core.state(row)
        seat_of = {s.name: s.seat for s in status.seats}
        assert state["white"] == seat_of[order[-1]]
