"""The web table's door on Discord: "Open the table" on the turn message answers privately
with the presser's own signed link; a move from the page updates the channel's turn message
as a button press does (one message per hand-over)."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import games as games_db
from tests.cogs.harness import CHANNEL_ID
from tests.cogs.helpers import start_game, turn_message
from tests.web.discord_table import Both, bot_and_table
from tests.web.table_fixtures import browser

ANN, BOB = 101, 102


@pytest.fixture
async def both(tmp_path: Path) -> AsyncIterator[Both]:
    async with bot_and_table(tmp_path) as opened:
        yield opened


async def test_open_the_table_answers_privately_with_the_pressers_own_link(both: Both) -> None:
    await start_game(both.harness, "cave-vs-cave", ANN, BOB)
    message = turn_message(both.harness)
    [table] = [c for c in message.custom_ids() if c.startswith("ch:w:")]
    both.harness.locales[BOB] = "fr"
    record = await both.harness.press(BOB, message, table)
    reply = record.messages[-1]
    assert reply.ephemeral and "Votre lien personnel" in reply.content
    url = re.search(r"http://table\.example/t/\S+", reply.content)
    assert url is not None
    grant = await both.host.web.check_link(url.group(0).rsplit("/", 1)[1])
    assert grant.user_id == BOB and grant.game_id == await both.game_id()
    assert grant.lang == "fr"
    # Nothing public: the channel holds no link.
    assert not any("/t/" in m.content for m in both.harness.fake.channel_messages(CHANNEL_ID))


async def test_a_move_from_the_page_posts_the_turn_message_as_a_press_would(both: Both) -> None:
    await start_game(both.harness, "cave-vs-cave", ANN, BOB)
    game = await both.game_id()
    posts = len(both.harness.fake.channel_messages(CHANNEL_ID))
    for _ in range(30):
        status = await both.host.status(CHANNEL_ID)
        actor = status.to_act[0].user_id
        assert actor is not None
        mine = await both.host.options(CHANNEL_ID, actor)
        decision = mine.decisions[0]
        async with browser() as tab:
            async with tab.get(await both.link(actor, game)) as page:
                csrf = re.search(r'name="csrf" value="([^"]+)"', await page.text())
            assert csrf is not None
            async with tab.post(f"{both.server.url}/game/{game}/move",
                                data={"option": decision.options[0].id,
                                      "stamp": decision.stamp, "csrf": csrf.group(1)},
                                headers={"X-Requested-With": "fetch"}) as answer:
                assert (await answer.json())["ok"]
        await both.settled()
        after = await both.host.status(CHANNEL_ID)
        messages = both.harness.fake.channel_messages(CHANNEL_ID)
        live = [m for m in messages if m.components]
        # One live turn message, the recorded one; a new one only when the turn passed.
        assert len(live) == 1
        assert live[0].id == await both.host.turn_message_id(game)
        if after.to_act and after.to_act[0].user_id != actor:
            assert len(messages) == posts + 1, "a hand-over posts one new turn message"
            assert f"<@{after.to_act[0].user_id}>" in live[0].content
        posts = len(messages)


async def test_a_computer_answers_a_move_made_on_the_page(both: Both) -> None:
    """Computer players move whatever front end made the move before theirs."""
    record = await both.harness.slash(ANN, "game new", game="cave-vs-cave", computers=1,
                                      level="easy")
    assert not record.messages[0].ephemeral
    await both.harness.slash(ANN, "game start")
    await both.settled()
    game = await both.game_id()
    async with browser() as tab:
        async with tab.get(await both.link(ANN, game)) as page:
            csrf = re.search(r'name="csrf" value="([^"]+)"', await page.text())
        assert csrf is not None
        for _ in range(6):
            await both.settled()
            status = await both.host.status(CHANNEL_ID)
            assert [d.user_id for d in status.to_act] == [ANN], "the computer has moved"
            mine = await both.host.options(CHANNEL_ID, ANN)
            decision = mine.decisions[0]
            async with tab.post(f"{both.server.url}/game/{game}/move",
                                data={"option": decision.options[-1].id,
                                      "stamp": decision.stamp, "csrf": csrf.group(1)},
                                headers={"X-Requested-With": "fetch"}) as answer:
                assert (await answer.json())["ok"]
    await both.settled()
    async with both.host.db.read() as conn:
        moves = await games_db.moves(conn, game)
    ann = await both.host.tables.seat_of(game, ANN)
    assert ann is not None and any(m.seat != ann.seat for m in moves), "the computer played"


async def test_mod_config_lets_spectators_watch_and_game_mine_opens_the_table(
        both: Both) -> None:
    await start_game(both.harness, "cave-vs-cave", ANN, BOB)
    game = await both.game_id()
    guild = (await both.host.tables.game(game)).guild_id
    assert not await both.host.web.spectators(guild)
    both.harness.moderators.add(ANN)
    record = await both.harness.slash(ANN, "mod config", web_spectators=True)
    assert "spectators may watch" in record.text()
    assert await both.host.web.spectators(guild)
    # /game mine: an "Open the table" button per running game, answered privately.
    mine = await both.harness.slash(BOB, "game mine")
    listing = mine.messages[-1]
    assert f"ch:w:{game}" in listing.custom_ids()
    pressed = await both.harness.press(BOB, listing, f"ch:w:{game}")
    assert pressed.messages[-1].ephemeral and "/t/" in pressed.messages[-1].content


async def test_the_lobby_message_opens_the_table_privately_for_players_and_spectators(
        both: Both) -> None:
    """Issue 37 item 4: the lobby gives the same "Open the table" as the turn message."""
    record = await both.harness.slash(ANN, "game new", game="cave-vs-cave")
    lobby = record.messages[-1]
    assert not lobby.ephemeral
    game = await both.game_id()
    assert f"ch:w:{game}" in lobby.custom_ids()
    # The seated creator: their own signed link, privately, in their own language.
    both.harness.locales[ANN] = "fr"
    pressed = (await both.harness.press(ANN, lobby, f"ch:w:{game}")).messages[-1]
    assert pressed.ephemeral and "Votre lien personnel" in pressed.content
    url = re.search(r"http://table\.example/t/\S+", pressed.content)
    assert url is not None
    grant = await both.host.web.check_link(url.group(0).rsplit("/", 1)[1])
    assert (grant.user_id, grant.game_id, grant.lang) == (ANN, game, "fr")
    own = both.server.url + url.group(0)[len("http://table.example"):]
    async with browser() as tab, tab.get(own) as page:
        html = await page.text()
        assert page.status == 200 and "pas encore commencé" in html
        assert "spectateur" not in html   # a player's page, not a spectator's
    # Bob joins: the new lobby message carries the button too.
    joined = (await both.harness.slash(BOB, "game join")).messages[-1]
    assert not joined.ephemeral and f"ch:w:{game}" in joined.custom_ids()
    # A member without a seat: a link of their own, as the turn message gives, which the
    # page refuses until the server lets spectators watch.
    cy = 103
    other = (await both.harness.press(cy, lobby, f"ch:w:{game}")).messages[-1]
    assert other.ephemeral and "/t/" in other.content
    found = re.search(r"http://table\.example(/t/\S+)", other.content)
    assert found is not None
    grant = await both.host.web.check_link(found.group(1).rsplit("/", 1)[1])
    assert (grant.user_id, grant.game_id) == (cy, game)
    async with browser() as tab, tab.get(both.server.url + found.group(1)) as page:
        assert page.status == 403 and "spectators" in await page.text()
    guild = (await both.host.tables.game(game)).guild_id
    assert guild is not None
    await both.host.web.set_spectators(guild, True, is_moderator=True)
    async with browser() as tab, tab.get(both.server.url + found.group(1)) as page:
        html = await page.text()
        assert page.status == 200 and "You are watching" in html
        assert 'name="csrf"' not in html
    # Nothing public: the channel holds no link.
    assert not any("/t/" in m.content for m in both.harness.fake.channel_messages(CHANNEL_ID))
