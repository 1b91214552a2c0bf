"""The drivers' shortcut: ``who_acts`` says what ``host.status`` says, but its words."""

from __future__ import annotations

import pytest

from bot.host import GameHost
from rules.core import Rng
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD
from tests.bot.helpers import play_random, same_as_status, started_duel

GAMES = [("cave-vs-cave", 40), ("caverna", 40), ("cavern-tavern", 40), ("duel", None)]


@pytest.mark.parametrize(("key", "moves"), GAMES)
async def test_who_acts_is_the_status_but_its_text_at_every_step(
        host: GameHost, key: str, moves: int | None) -> None:
    if key == "duel":
        await started_duel(host)
    else:
        await host.new_game(CHANNEL, GUILD, ANN, "Ann", key, 2)
        assert (await same_as_status(host)).status == "lobby"
        await host.join(CHANNEL, BOB, "Bob")
        await host.start(CHANNEL, ANN)
    chooser = Rng(3)
    played = 0
    while moves is None or played < moves:
        status = await same_as_status(host)
        assert status.to_act and status.status == "active"
        [out] = await play_random(host, chooser, 1)
        played += 1
        if out.over:
            break
    final = await same_as_status(host)
    assert final.version > 1
    if moves is None:   # the duel, played to its end: nobody waits on a finished game
        assert final.status == "finished" and final.to_act == ()
