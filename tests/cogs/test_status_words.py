"""Issue 40, items 4 and 12, through Discord: ``/game status`` names each good (never its
key: "potion 1", "wild_boar 2") and says its points are those of a game ending now."""

from __future__ import annotations

import re

from bot.host import GameHost
from rules import get_engine
from tests.cogs.conftest import ANN, BOB
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game


async def test_status_names_the_goods_and_says_the_points_are_not_final(
        harness: Harness, host: GameHost) -> None:
    await start_game(harness, "cavern-tavern", ANN, BOB)
    # Past the starting picks, into the first turns: everyone holds ingredients.
    for _ in range(3):
        status = await host.status(CHANNEL_ID)
        user = status.to_act[0].user_id
        assert user is not None
        mine = await host.options(CHANNEL_ID, user)
        await host.act(CHANNEL_ID, user, mine.decisions[0].options[0].id,
                       mine.decisions[0].stamp)
    engine = get_engine("cavern-tavern")
    held = {good: count
            for player in engine.view(host.core.states.get((await host.status(
                CHANNEL_ID)).game_id)[1], None)["players"]
            for good, count in player["resources"].items() if count}
    assert held, (await harness.slash(ANN, "game status")).text()
    text = (await harness.slash(ANN, "game status")).text()
    assert "Points if the game ended now:" in text
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), text
    for good, count in held.items():
        assert not re.search(rf"\b{good} {count}\b", text), (good, text)
