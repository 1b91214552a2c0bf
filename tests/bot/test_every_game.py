"""Caverna and Cavern Tavern from lobby to results through the host: it is game-agnostic.

Random legal options are chosen through the host's public API only (status, options,
act), exactly as a front end would; the move log then replays to the stored snapshot.
"""

from __future__ import annotations

import pytest

import rules
from bot.host import GameHost
from bot.store import games as games_db
from rules.core import Rng
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD
from tests.bot.helpers import play_random
from tests.sizes import env_int

GAMES = env_int("HOST_EVERY_GAME_GAMES", 1)


async def _objective_names(host: GameHost) -> dict[int, str]:
    """Each seat's secret objective (when the game has one), read from the stored state."""
    async with host.db.read() as conn:
        row = await games_db.last_game_in(conn, CHANNEL)
    assert row is not None and row.state is not None
    engine = rules.get_engine(row.key)
    state = engine.from_json(row.state)
    names = {}
    for seat in range(len(engine.view(state, None)["players"])):
        objective = engine.view(state, seat).get("objective")
        if objective:
            names[seat] = str(objective["name"])
    return names


@pytest.mark.parametrize("seed", range(GAMES))
@pytest.mark.parametrize("key", ["caverna", "cavern-tavern"])
async def test_two_player_game_from_lobby_to_results(host: GameHost, key: str,
                                                     seed: int) -> None:
    engine = rules.get_engine(key)
    lobby = await host.new_game(CHANNEL, GUILD, ANN, "Ann", key, 2)
    joined = await host.join(CHANNEL, BOB, "Bob")
    started = await host.start(CHANNEL, ANN)
    assert [s.name for s in started.lobby.seats] in (["Ann", "Bob"], ["Bob", "Ann"])
    secrets = await _objective_names(host)

    outcomes = [started.move, *await play_random(host, Rng(seed + 50))]
    final = outcomes[-1]
    assert final.over and final.results is not None and not final.mention_user_ids

    # Nothing secret in any public text while the game ran (the final scores may name it).
    for out in outcomes[:-1]:
        for name in secrets.values():
            assert name not in out.public_text and name not in out.board_text

    results = await host.score(CHANNEL)
    assert results.over and results.end_reason == "finished"
    assert sorted(s.seat for s in results.scores) == [0, 1]
    assert {s.name for s in results.scores} == {"Ann", "Bob"}
    assert results.scores[0].place == 1
    for s in results.scores:
        assert sum(points for _, points in s.lines) == s.total
    status = await host.status(CHANNEL)
    assert status.status == "finished" and status.to_act == ()

    # House deck: said once, when the lobby opens, exactly when the view says so (issue 16:
    # not again on every join, at the start and in the results).
    async with host.db.read() as conn:
        row = await games_db.last_game_in(conn, CHANNEL)
        log = await games_db.moves(conn, row.id)  # type: ignore[union-attr]
    assert row is not None and row.state is not None
    view = engine.view(engine.from_json(row.state), None)
    house = bool(view.get("house_deck"))
    assert house == (key == "cavern-tavern")  # Cavern Tavern's default decks are our own
    assert ("house deck" in lobby.text) == house
    assert "house deck" not in joined.text
    assert "house deck" not in results.text
    assert "house deck" not in started.move.public_text

    rebuilt = rules.replay(key, 2, row.seed, row.options, [(m.seat, m.option_id) for m in log])
    assert engine.to_json(rebuilt) == row.state
    assert len(log) == len(outcomes) - 1
