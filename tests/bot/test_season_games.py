"""The end of real games through the host: Cave vs Cave with a rival and solo. The final
message carries the standings, the verdict, the length and (with rivals) the rating
changes; its picture is the results card; solo games are kept but never rated."""

from __future__ import annotations

import pytest

from bot.host import GameHost
from bot.store import ratings as ratings_db
from bot.store import results as results_db
from rules.core import Rng
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD
from tests.bot.helpers import play_random


@pytest.mark.parametrize("players", [1, 2])
async def test_a_cave_vs_cave_game_ends_with_its_results(host: GameHost, players: int) -> None:
    host.draw_images = True
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", "cave-vs-cave", players)
    if players == 2:
        await host.join(CHANNEL, BOB, "Bob")
    await host.start(CHANNEL, ANN)
    final = (await play_random(host, Rng(players)))[-1]
    assert final.over and final.post is not None and final.post.rematch
    text = final.post.content
    assert "Final scores" in text and "Length:" in text
    assert [name for name, _ in final.images] == ["results.png"]
    async with host.db.read() as conn:
        game = (await results_db.history(conn, GUILD))[0][0]
        board = await ratings_db.top(conn, GUILD, "cave-vs-cave")
    assert game.moves > 10 and game.rounds and game.rounds >= 7
    if players == 1:
        assert "Solo goal (50 points)" in text and "Ratings:" not in text
        assert not game.rated and game.solo_goal is not None and board == []
        profile = await host.profile(GUILD, ANN, "Ann")
        assert "solo: 1 game, best" in profile and "goal reached" in profile
    else:
        assert "Winner: " in text
        assert "Ratings:" in text and "Ann: 1500 → " in text and "Bob: 1500 → " in text
        assert game.rated and {r.player_id for r in board} == {ANN, BOB}
