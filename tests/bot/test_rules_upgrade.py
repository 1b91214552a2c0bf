"""Issue 39: a running game stored under an earlier rules version still loads and goes on.

Caverna's rules version 5 puts Small-scale drift mining where 6 and 7 player games had a
second Drift mining. A game stored under version 4 has that space in its log and its
snapshot: its log no longer replays, so start-up (bot.rebuild) keeps the snapshot, and
the game is played on to its end with today's engine.
"""

from __future__ import annotations

import pytest

import rules
from bot.rebuild import load_game
from bot.store import Database
from bot.store import games as games_db
from rules.core import IllegalMove, Rng, State
from tests.bot.conftest import CHANNEL, GUILD


def _version_4_table(players: int, seed: int) -> State:
    """A fresh game as rules version 4 set it up: the second Drift mining (1 stone)."""
    state = rules.get_engine("caverna").new_game(players, seed)
    state["spaces"] = {
        ("drift_mining_1" if sp == "small_scale_drift_mining" else sp):
        ({"g": {"stone": 1}, "o": None} if sp == "small_scale_drift_mining" else entry)
        for sp, entry in state["spaces"].items()}
    state["rules_version"] = 4
    return state


@pytest.mark.parametrize("players", [6, 7])
async def test_a_version_4_caverna_game_goes_on_from_its_snapshot(db: Database,
                                                                  players: int) -> None:
    engine = rules.get_engine("caverna")
    seed = 11
    state = _version_4_table(players, seed)
    seat = engine.pending(state)[0].seat
    moved = engine.apply(state, seat, "sp:drift_mining_1")
    async with db.transaction() as conn:
        game_id = await games_db.create_game(
            conn, guild_id=GUILD, channel_id=CHANNEL, key="caverna", seed=seed, options={},
            players_wanted=players, reminder_hours=24, timeout_hours=72, created_by=1, now=0)
        for i in range(players):
            await games_db.add_seat(conn, game_id, 100 + i, f"P{i}")
        await games_db.start_game(conn, game_id, engine.to_json(state), 4, 0)
        await games_db.append_move(conn, game_id, seat, "sp:drift_mining_1", 100 + seat, 0,
                                   [], False)
        await games_db.replace_state(conn, game_id, engine.to_json(moved), 4)
    with pytest.raises(IllegalMove):  # today's 6-7 player board has no such space
        rules.replay("caverna", players, seed, {}, [(seat, "sp:drift_mining_1")])

    loaded = await load_game(db, game_id)
    assert loaded is not None
    _, _, resumed = loaded
    assert resumed == engine.to_json(moved)
    # Played on to the end with today's rules.
    chooser = Rng(5)
    while not engine.is_over(resumed):
        decision = chooser.choice(engine.pending(resumed))
        resumed = engine.apply(resumed, decision.seat, chooser.choice(decision.options).id)
    assert len(engine.scores(resumed)) == players
