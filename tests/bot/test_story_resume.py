"""A story told on from the one kept (bot.host.story.build's ``since``) is the story told
from the seed: after each move of every game, and after an undo (which tells it anew)."""

from __future__ import annotations

import dataclasses

import pytest

from bot.host import GameHost, story
from bot.store import games as games_db
from rules.core import Rng
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD
from tests.bot.helpers import play_random


@pytest.mark.parametrize("key", ["cave-vs-cave", "caverna", "cavern-tavern"])
async def test_a_story_told_on_move_by_move_is_the_story_told_whole(
        host: GameHost, key: str) -> None:
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", key)
    await host.join(CHANNEL, BOB, "Bob")
    await host.start(CHANNEL, ANN)
    game = (await host.status(CHANNEL)).game_id
    engine = host.core.engine(key)
    seats = await host.core.seats(game)
    kept: story.Story | None = None
    for step in range(14):
        await play_random(host, Rng(step), 1)
        async with host.db.read() as conn:
            row = await games_db.get_game(conn, game)
            moves = await games_db.moves(conn, game, include_undone=True)
        assert row is not None
        whole = story.build(engine, row, seats, moves, "fr")
        kept = story.build(engine, row, seats, moves, "fr", since=kept)
        assert kept == whole and kept.end == whole.end
    assert kept is not None and len(kept.moves) == 14
    # A move taken back since: the kept story no longer begins the game's; told anew.
    async with host.db.read() as conn:
        row = await games_db.get_game(conn, game)
        moves = await games_db.moves(conn, game, include_undone=True)
    assert row is not None
    taken_back = [*moves[:-2], dataclasses.replace(moves[-2], undone=True), moves[-1]]
    assert story.build(engine, row, seats, taken_back, "fr", since=kept) == \
        story.build(engine, row, seats, taken_back, "fr")
    # Another language: told anew as well.
    assert story.build(engine, row, seats, moves, "ja", since=kept) == \
        story.build(engine, row, seats, moves, "ja")
