"""Issue 40, what a member meets: a paused game says so (item 2)."""

from __future__ import annotations

from bot.host import GameHost
from tests.cogs.conftest import ANN, BOB, CY
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import choose_first, start_game, turn_message, version


async def _to_act(host: GameHost) -> int:
    user = (await host.status(CHANNEL_ID)).to_act[0].user_id
    assert user is not None
    return user


async def test_a_paused_game_tells_whoever_tries_to_play_who_paused_it_and_how_it_resumes(
        harness: Harness, host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    harness.moderators.add(CY)
    message = turn_message(harness)
    await harness.slash(CY, "mod pause")
    before = await version(host)
    player = await _to_act(host)
    other = BOB if player == ANN else ANN
    option = (await host.status(CHANNEL_ID)).to_act[0].options[0].id
    for who in (player, other):
        for record in (await harness.slash(who, "play", option=option),
                       await choose_first(harness, who, message)):
            text = record.text()
            assert "paused by Player 103" in text, text
            assert "/mod resume" in text and "not your turn" not in text
            assert "not yours" not in text and record.messages[0].ephemeral
    assert await version(host) == before
    # The table keeps playing once a moderator resumes it.
    await harness.slash(CY, "mod resume")
    assert (await host.status(CHANNEL_ID)).status == "active"
    played = await choose_first(harness, player, turn_message(harness))
    assert "paused" not in played.text() and await version(host) > before


async def test_a_paused_game_speaks_the_members_language(harness: Harness,
                                                         host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    harness.moderators.add(CY)
    await harness.slash(CY, "mod pause")
    player = await _to_act(host)
    option = (await host.status(CHANNEL_ID)).to_act[0].options[0].id
    harness.locales[player] = "fr"
    text = (await harness.slash(player, "play", option=option)).text()
    assert "en pause par Player 103" in text and "/modo reprendre" in text, text
    harness.locales[player] = "ja"
    text = (await harness.slash(player, "play", option=option)).text()
    assert "Player 103さん" in text and "/管理 再開" in text, text
