"""A season through Discord (the stand-in), in English and French, on both stores:
/game mine, the final message with its results card and Rematch, /game history paging,
/game profile and /game leaderboard."""

from __future__ import annotations

import io
import re

import pytest
from PIL import Image

from bot.config import Settings
from bot.host import GameHost
from bot.store import Database
from cogs.delivery import deliver
from tests.clock import Clock
from tests.cogs.conftest import ANN, BOB, CY
from tests.cogs.fake_discord import Message
from tests.cogs.harness import CHANNEL_ID, GUILD_ID, Harness
from tests.cogs.stores import db
from tests.cogs.toy_engine import LONG_ID
from tests.i18n.french_render import spaced

__all__ = ["db"]   # the fixture: the season's Discord tests run on both stores
OTHER_CHANNEL = CHANNEL_ID + 1000


@pytest.fixture
async def host(db: Database, settings: Settings, clock: Clock) -> GameHost:
    # Pictures on: the final message carries its results card.
    return GameHost(db, settings, clock=clock, seeds=lambda: 7, draw_images=True)


async def next_choice(host: GameHost, channel: int, winner: int
                      ) -> tuple[int, str, int, int] | None:
    """(user, option, stamp, turn) of the next move when ``winner`` digs the deepest tunnel
    each turn and the other player 1 deep; None once the game is over."""
    status = await host.status(channel)
    if status.status == "finished":
        return None
    user = status.to_act[0].user_id
    assert user is not None
    mine = (await host.options(channel, user)).decisions[0]
    ids = [o.id for o in mine.options]
    turn = host.core.state(await host.core.running_game(channel))["turn"]
    choice = "gem:red" if "gem:red" in ids else (LONG_ID if user == winner else "dig:1")
    return user, choice, mine.stamp, -1 if choice == "gem:red" else turn


async def play_tunnels(host: GameHost, channel: int, winner: int, *,
                       finish: bool = True) -> None:
    """Through the host. With ``finish`` False it stops before the last dig (seat 2's:
    the game waits on them)."""
    for _ in range(40):
        move = await next_choice(host, channel, winner)
        if move is None or (not finish and move[3] == 3):
            return
        await host.act(channel, move[0], move[1], move[2])
    raise AssertionError("the game did not end")


async def tunnels(host: GameHost, channel: int, a: int, b: int, winner: int,
                  finish: bool = True) -> None:
    await host.new_game(channel, GUILD_ID, a, f"Player {a}", "tunnels")
    await host.join(channel, b, f"Player {b}")
    await host.start(channel, a)
    await play_tunnels(host, channel, winner, finish=finish)


def last_message(harness: Harness, channel: int = CHANNEL_ID) -> Message:
    return harness.fake.channel_messages(channel)[-1]


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_the_final_message_then_rematch(harness: Harness, host: GameHost,
                                              lang: str) -> None:
    if lang == "fr":
        harness.guild_locale = "fr"
        harness.locales.update({ANN: "fr", BOB: "fr"})
    await harness.slash(ANN, "game new", game="tunnels")
    await harness.slash(BOB, "game join")
    await harness.slash(ANN, "game start")
    while (move := await next_choice(host, CHANNEL_ID, ANN)) is not None:
        await harness.slash(move[0], "play", option=move[1])
    final = last_message(harness)
    content = spaced(final.content)   # French puts narrow no-break spaces before « : »
    words = {"en": ("Final scores", "Length:", "Ratings:", "Rematch", "under a day"),
             "fr": ("Scores finaux", "Durée :", "Cotes :", "Revanche", "moins d'un jour")}[lang]
    assert words[0] in content or words[0].lower() in content.lower()
    for word in words[1:3] + words[4:]:
        assert word in content, (word, content)
    assert re.search(r"Player 101\s?: 1500 → 15\d\d \(\+\d+\)", content), content
    # Its only control is Rematch; every earlier message lost its controls.
    assert [c["label"] for row in final.components for c in row["components"]] == [words[3]]
    assert final.custom_ids() == [f"ch:r:{(await host.status(CHANNEL_ID)).game_id}"]
    assert all(not m.components for m in harness.fake.channel_messages(CHANNEL_ID)[:-1])
    # The results card: a phone-sized picture.
    assert [name for name, _, _ in final.files] == ["results.png"]
    card = Image.open(io.BytesIO(final.files[0][1]))
    assert card.width <= 1200 and card.height > 200

    # Rematch: Bob presses it; a lobby of the same game, Bob seated, Ann mentioned once.
    pressed = await harness.press(BOB, final, final.custom_ids()[0])
    opened = pressed.messages[-1]
    assert not opened.ephemeral and f"<@{ANN}>" in opened.content
    assert [int(u) for u in opened.data["allowed_mentions"]["users"]] == [ANN]
    lobby = await host.lobby(CHANNEL_ID)
    assert lobby.key == "tunnels" and [s.user_id for s in lobby.seats] == [BOB]
    assert opened.custom_ids() == [f"ch:w:{lobby.game_id}"]   # "Open the table", as on a lobby
    again = await harness.press(ANN, final, final.custom_ids()[0])
    assert f"<@{ANN}>" not in again.messages[-1].content
    assert not (again.messages[-1].data.get("allowed_mentions") or {}).get("users")
    lobby = await host.lobby(CHANNEL_ID)
    assert [s.user_id for s in lobby.seats] == [BOB, ANN]


async def test_mine_lists_waiting_games_first_with_links(harness: Harness,
                                                         host: GameHost) -> None:
    harness.locales[ANN] = "fr"
    assert "Vous n'avez de place dans aucune partie" in (
        await harness.slash(ANN, "game mine")).text()
    # Game 1 waits on Bob; game 2 waits on Ann; a lobby in a third channel.
    await tunnels(host, CHANNEL_ID, ANN, BOB, ANN, finish=False)
    await tunnels(host, OTHER_CHANNEL, BOB, ANN, BOB, finish=False)
    await host.new_game(OTHER_CHANNEL + 1, GUILD_ID, ANN, "Ann", "tunnels")
    for channel in (CHANNEL_ID, OTHER_CHANNEL):     # their turn messages are posted
        await deliver(harness.bot, host, channel, computers=False)
    reply = await harness.slash(ANN, "game mine")
    lines = reply.text().strip().splitlines()
    assert lines[0].startswith("Vos parties sur ce serveur (3)")
    assert "**à vous de jouer**" in lines[1] and f"<#{OTHER_CHANNEL}>" in lines[1]
    assert "doit jouer" in lines[2] and f"<#{CHANNEL_ID}>" in lines[2]
    assert "salle d'attente" in lines[3]
    turn_id = await host.turn_message_id((await host.status(OTHER_CHANNEL)).game_id)
    assert f"https://discord.com/channels/{GUILD_ID}/{OTHER_CHANNEL}/{turn_id}" in lines[1]
    assert all(m.ephemeral for m in reply.messages)
    # Somebody with no seat reads no one else's games.
    assert "hold no seat" in (await harness.slash(CY, "game mine")).text()


async def test_mine_pages_past_ten(harness: Harness, host: GameHost) -> None:
    for index in range(12):
        await host.new_game(OTHER_CHANNEL + index, GUILD_ID, ANN, "Ann", "tunnels")
    reply = await harness.slash(ANN, "game mine")
    first = reply.text()
    assert first.count("• ") == 10 and "Page 1 of 2" in first
    second = (await harness.slash(ANN, "game mine", page=2)).text()
    assert second.count("• ") == 2 and "Page 2 of 2" in second
    # ◀ ▶ turn the page in place.
    message = reply.messages[-1]
    previous, following = message.custom_ids()
    assert message.component(previous)["disabled"] and not message.component(following).get(
        "disabled")
    turned = await harness.press(ANN, message, following)
    assert turned.original is not None and turned.original.content.count("• ") == 2
    assert "Page 2 of 2" in turned.original.content


async def test_history_profile_and_leaderboard(harness: Harness, host: GameHost,
                                               clock: Clock) -> None:
    host.draw_images = False
    players = list(range(201, 213))          # 12 members: the asker is not in the top 10
    for index in range(12):
        clock.advance(1)
        a, b = players[index], players[(index + 1) % 12]
        await tunnels(host, OTHER_CHANNEL + index, a, b, a)
    clock.advance(1)
    await tunnels(host, CHANNEL_ID, ANN, BOB, ANN)
    page1 = (await harness.slash(CY, "game history")).text()
    assert "Finished games (13), newest first" in page1 and "Page 1 of 2" in page1
    assert page1.count("• ") == 10
    assert page1.index("Player 101") < page1.index("Player 212")   # newest first
    page2 = (await harness.slash(CY, "game history", page=2)).text()
    assert page2.count("• ") == 3 and "Player 201" in page2
    filtered = await harness.slash(CY, "game history", game="tunnels")
    assert filtered.messages[-1].custom_ids() == ["ch:sp:hist:0:0:tunnels",
                                                 "ch:sp:hist:1:0:tunnels"]
    only_ann = (await harness.slash(CY, "game history", member=ANN)).text()
    assert only_ann.count("• ") == 1 and "[final message](https://discord.com/" in only_ann

    profile = (await harness.slash(ANN, "game profile")).text()
    assert "**Tunnels**: 1 game, 1 win (100%), best 100, average 100.0; rating 15" in profile
    assert re.search(r"rating 15\d\d \(#\d+ of 14\)", profile), profile
    harness.locales[BOB] = "fr"
    french = (await harness.slash(BOB, "game profile", member=ANN)).text()
    assert "1 victoire" in french and "Derniers résultats" in french

    board = (await harness.slash(BOB, "game leaderboard", game="tunnels")).text()
    lines = board.strip().splitlines()
    assert lines[0].startswith("**Tunnels**") or "Tunnels" in lines[0]
    assert sum(1 for line in lines if re.match(r"\d+\. ", line)) == 11   # top 10 + Bob
    assert "…" in lines and "**Player 102**" in board
    assert "part de 1500" in board   # Bob reads French
