"""Full Cave vs Cave games through the host and SQLite, with a restart in the middle."""

from __future__ import annotations

from pathlib import Path

import pytest

import rules
from bot.host import GameHost
from bot.store import Database
from bot.store import games as games_db
from rules.core import Rng
from tests.bot.conftest import CHANNEL, GUILD, Clock, make_host
from tests.bot.helpers import play_random
from tests.sizes import env_int

KEY = "cave-vs-cave"
GAMES = env_int("HOST_CVC_GAMES", 2)


async def _random_moves(host: GameHost, chooser: Rng, moves: int | None) -> bool:
    """Random legal choices of whoever must act; True when the game ended."""
    outcomes = await play_random(host, chooser, moves)
    return bool(outcomes and outcomes[-1].over) or (
        await host.status(CHANNEL)).status == "finished"


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("seed", range(GAMES))
async def test_full_game_with_restart(tmp_path: Path, clock: Clock, seed: int,
                                      players: int) -> None:
    engine = rules.get_engine(KEY)
    if not engine.min_players <= players <= engine.max_players:
        pytest.skip(f"{players} players not supported")
    path = tmp_path / "cvc.db"
    db = await Database.open(path)
    host = make_host(db, clock, seed=seed)
    await host.new_game(CHANNEL, GUILD, 1, "Ann", KEY, players)
    if players == 2:
        await host.join(CHANNEL, 2, "Bob")
    await host.start(CHANNEL, 1)
    chooser = Rng(seed + 1000)
    assert not await _random_moves(host, chooser, 40)
    before = await host.status(CHANNEL)
    await db.close()

    db = await Database.open(path)
    host = make_host(db, clock, seed=seed)
    assert len(await host.resume_all()) == 1
    assert await host.status(CHANNEL) == before
    assert await _random_moves(host, chooser, None)
    results = await host.score(CHANNEL)
    assert results.over and len(results.scores) == players
    for s in results.scores:
        assert sum(points for _, points in s.lines) == s.total
    async with db.read() as conn:
        row = await games_db.last_game_in(conn, CHANNEL)
        log = await games_db.moves(conn, row.id)  # type: ignore[union-attr]
    assert row is not None and row.state is not None
    rebuilt = rules.replay(KEY, players, row.seed, row.options,
                           [(m.seat, m.option_id) for m in log])
    assert engine.to_json(rebuilt) == row.state
    await db.close()
