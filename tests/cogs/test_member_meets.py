"""Issue 40, what a member meets: a paused game says so (item 2)."""

from __future__ import annotations

import random
from typing import Any

from bot import guide
from bot.host import GameHost
from bot.store import results as results_db
from tests.clock import Clock
from tests.cogs.channel_traffic import Driver, Traffic
from tests.cogs.conftest import ANN, BOB, CY
from tests.cogs.fake_discord import InteractionRecord
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
    # Their own controls (/game hand, "My choices") say it too.
    hand = (await harness.slash(player, "game hand")).text()
    assert "paused by Player 103" in hand and "/mod resume" in hand, hand
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


# ----- item 8: /game resign asks first; with three or more seats the others play on -----

def _buttons(record: InteractionRecord) -> dict[str, str]:
    message = record.messages[-1]
    return {c["label"]: c["custom_id"] for row in message.components
            for c in row["components"]}


async def test_resign_asks_first_and_ends_a_two_player_game_only_when_confirmed(
        harness: Harness, host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    before = await version(host)
    asked = await harness.slash(ANN, "game resign")
    assert asked.messages[-1].ephemeral and "ends for everyone" in asked.text()
    assert set(_buttons(asked)) == {"Resign", "Keep playing"}
    assert (await host.status(CHANNEL_ID)).status == "active" and await version(host) == before
    kept = await harness.press(ANN, asked.messages[-1], _buttons(asked)["Keep playing"])
    assert kept.original is not None and "keep your seat" in kept.original.content
    assert not kept.original.components
    assert (await host.status(CHANNEL_ID)).status == "active"

    asked = await harness.slash(ANN, "game resign")
    stale = await harness.slash(ANN, "game resign")   # asked twice, in two messages
    done = await harness.press(ANN, asked.messages[-1], _buttons(asked)["Resign"])
    assert done.original is not None and "You resigned" in done.original.content
    status = await host.status(CHANNEL_ID)
    assert status.status == "finished"
    result = await _result(host, status.game_id)
    assert [p.player_id for p in sorted(result.players, key=lambda p: p.place)][-1] == ANN
    # The other confirmation does nothing once the game is over.
    again = await harness.press(ANN, stale.messages[-1], _buttons(stale)["Resign"])
    assert "game is over" in again.text() and again.messages[-1].ephemeral, again.text()


async def _result(host: GameHost, game_id: int) -> Any:
    async with host.core.db.read() as conn:
        result = await results_db.get(conn, game_id)
    assert result is not None
    return result


async def test_in_a_game_of_three_the_others_play_on_and_the_resigner_ranks_last(
        harness: Harness, host: GameHost) -> None:
    await start_game(harness, "caverna", ANN, BOB, CY)
    game_id = (await host.status(CHANNEL_ID)).game_id
    posts = len(harness.fake.channel_messages(CHANNEL_ID))
    asked = await harness.slash(ANN, "game resign")
    assert "others keep playing" in asked.text()
    await harness.press(ANN, asked.messages[-1], _buttons(asked)["Resign"])
    status = await host.status(CHANNEL_ID)
    assert status.status == "active" and status.game_id == game_id
    seat = next(s for s in status.seats if s.name.startswith("Computer"))
    assert seat.computer == "easy" and ANN not in {s.user_id for s in status.seats}
    # The table is told once, in public.
    told = [m for m in harness.fake.channel_messages(CHANNEL_ID)[posts:]
            if "Player 101 resigns" in m.content]
    assert len(told) == 1 and not told[0].ephemeral, [
        m.content for m in harness.fake.channel_messages(CHANNEL_ID)[posts:]]
    assert "rank last" in told[0].content
    # The game waits on a member again (the computer played its turn if it was due).
    assert {d.user_id for d in status.to_act} <= {BOB, CY}
    assert (await harness.slash(ANN, "play", option="x")).messages[-1].ephemeral

    # Two of three gone: the last member's resignation ends the game; ratings rank the
    # members who left below everyone still seated.
    for who in (BOB, CY):
        asked = await harness.slash(who, "game resign")
        await harness.press(who, asked.messages[-1], _buttons(asked)["Resign"])
    status = await host.status(CHANNEL_ID)
    assert status.status == "finished"
    result = await _result(host, game_id)
    places = {p.player_id: p.place for p in result.players}
    assert places[ANN] == places[BOB] == max(places.values())
    assert places[CY] < places[ANN]
    assert result.rated
    rated = {p.player_id: p for p in result.players}
    assert rated[ANN].rating_after is not None
    assert rated[ANN].rating_after < rated[CY].rating_after
    # The history lists the members who left, last.
    history = (await harness.slash(CY, "game history")).text()
    assert f"{places[ANN]}. Player 101 (left)" in history, history


# ----- item 9: the other players answer an undo request with buttons -----------------

async def test_undo_consent_is_given_or_refused_with_buttons_on_the_request(
        harness: Harness, host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    mover = await _to_act(host)
    other = BOB if mover == ANN else ANN
    await choose_first(harness, mover, turn_message(harness))
    prompt = (await host.status(CHANNEL_ID)).to_act[0].prompt
    moved = await version(host)

    asked = await harness.slash(mover, "game undo")
    request = asked.messages[-1]
    assert not request.ephemeral and f"<@{other}>" in request.content
    buttons = _buttons(asked)
    assert set(buttons) == {"Agree", "Decline"}
    # Someone outside the game cannot answer for the players.
    outsider = await harness.press(CY, request, buttons["Agree"])
    assert "Only the players" in outsider.text() and outsider.messages[-1].ephemeral
    declined = await harness.press(other, request, buttons["Decline"])
    assert f"Player {other} declines the undo" in declined.text()
    assert not declined.messages[-1].ephemeral
    assert declined.original is not None and not declined.original.components
    assert await version(host) == moved

    asked = await harness.slash(mover, "game undo")
    agreed = await harness.press(other, asked.messages[-1], _buttons(asked)["Agree"])
    assert agreed.original is not None and not agreed.original.components
    assert await version(host) > moved
    assert (await host.status(CHANNEL_ID)).to_act[0].prompt != prompt   # the dig again
    assert "Undone" in turn_message(harness).content


# ----- item 10: a computer's turn message carries no buttons --------------------------

async def test_a_computers_turn_message_carries_no_buttons(harness: Harness,
                                                           host: GameHost) -> None:
    await harness.slash(ANN, "game new", game="cave-vs-cave", players=2, computers=1,
                        level="easy")
    await harness.slash(ANN, "game start")
    computer = next(s for s in (await host.status(CHANNEL_ID)).seats if s.computer)
    driver = Driver(harness, host, random.Random(5))
    traffic = Traffic("cave-vs-cave", 2)
    for _ in range(12):
        if (await host.status(CHANNEL_ID)).status != "active":
            break
        await driver._move(ANN, traffic, {ANN})
    computer_turns = 0
    for request in harness.fake.requests:
        payload = request.payload or {}
        if not request.path.startswith(f"/channels/{CHANNEL_ID}/messages") or \
                "content" not in payload:
            continue
        ids = [c.get("custom_id", "") for row in payload.get("components") or []
               for c in row.get("components", [])]
        # No control of the computer's seat is ever sent…
        assert not [i for i in ids if i.startswith("ch:") and i.count(":") >= 4
                    and i.split(":")[4] == str(computer.seat)], payload
        # …and the message of its turn has no buttons at all (nobody may press them).
        if f"**{computer.name}**:" in payload["content"]:
            computer_turns += 1
            assert not ids, payload
    assert computer_turns > 0


# ----- item 11: Caverna says who starts, as Cave vs Cave does -------------------------

async def test_caverna_says_who_starts_when_the_game_starts(harness: Harness,
                                                           host: GameHost) -> None:
    posts = len(harness.fake.channel_messages(CHANNEL_ID))
    await start_game(harness, "caverna", ANN, BOB, CY)
    first = (await host.status(CHANNEL_ID)).to_act[0].name
    said = "\n".join(m.content for m in harness.fake.channel_messages(CHANNEL_ID)[posts:])
    assert f"{first} starts." in said, said
    assert said.count(" starts.") == 1


# ----- item 15: /game status and /game mine say when reminders and the timeout come -----

async def test_status_and_mine_say_when_the_reminder_and_the_timeout_are_due(
        harness: Harness, host: GameHost, clock: Clock) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    player = await _to_act(host)
    other = BOB if player == ANN else ANN
    now = int(clock())
    reminder, timeout = f"<t:{now + 24 * 3600}:R>", f"<t:{now + 72 * 3600}:R>"
    # Everyone sees it (not only moderators): the waiting player and the other one.
    for who in (player, other):
        text = (await harness.slash(who, "game status")).text()
        assert f"Player {player}: next reminder {reminder}, timeout {timeout}" in text, text
    mine = (await harness.slash(player, "game mine")).text()
    assert f"next reminder {reminder}, timeout {timeout}" in mine, mine
    assert "next reminder" not in (await harness.slash(other, "game mine")).text()
    harness.locales[player] = "fr"
    text = (await harness.slash(player, "game status")).text()
    assert f"prochain rappel {reminder}" in text and f"fin du délai {timeout}" in text, text


# ----- item 16: /game rules teaches a game: how it goes, and what each element does -----

async def test_rules_of_a_game_start_with_how_it_goes_and_explain_each_element(
        harness: Harness, host: GameHost) -> None:
    record = await harness.slash(ANN, "game rules", topic="caverna")
    first, *rest = record.messages
    assert first.ephemeral and first.content.startswith("**How Caverna")
    assert guide.howto("caverna", "en") in first.content
    assert "`/game rules about:`" in first.content
    assert rest and "/game new game:caverna" in "\n".join(m.content for m in rest)
    assert all(len(m.content) <= 2000 and m.ephemeral for m in record.messages)

    suggested = await harness.autocomplete(ANN, "game rules", "about", topic="caverna",
                                           about="drift")
    assert {"name": "Small-scale drift mining",
            "value": "caverna:space-small-scale-drift-mining"} in suggested
    told = await harness.slash(ANN, "game rules", about="caverna:space-small-scale-drift-mining")
    expected = guide.explain("caverna", "space-small-scale-drift-mining", "en")
    assert expected is not None and expected.text in told.text()
    assert told.messages[0].ephemeral and "**Small-scale drift mining**" in told.text()
    # A name typed by hand works too; an unknown one says how to find one.
    assert expected.text in (await harness.slash(ANN, "game rules",
                                                 about="Small-scale drift mining")).text()
    assert "pick one from the list" in (await harness.slash(ANN, "game rules",
                                                            about="no such thing")).text()


async def test_about_suggests_the_channels_game_in_the_members_language(
        harness: Harness, host: GameHost) -> None:
    await start_game(harness, "cave-vs-cave", ANN, BOB)
    harness.locales[ANN] = "fr"
    suggested = await harness.autocomplete(ANN, "game rules", "about", about="")
    assert suggested and all(s["value"].startswith("cave-vs-cave:") for s in suggested)
    value = suggested[0]["value"]
    topic = guide.explain("cave-vs-cave", value.split(":", 1)[1], "fr")
    assert topic is not None and suggested[0]["name"] == topic.title
    assert topic.text in (await harness.slash(ANN, "game rules", about=value)).text()
    howto = (await harness.slash(ANN, "game rules", topic="cave-vs-cave")).messages[0]
    assert howto.content.startswith("**Comment se joue") and "`/partie règles élément:`" in \
        howto.content
