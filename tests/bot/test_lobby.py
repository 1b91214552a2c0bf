"""Lobby: create, join, leave, start with the seat order shown; refusals change nothing."""

from __future__ import annotations

import pytest

import rules
from bot.host import GameHost
from bot.outcomes import HostError
from tests.bot.conftest import ANN, BOB, CHANNEL, CY, GUILD
from tests.bot.duel_engine import DuelEngine


async def test_lobby_to_start_shows_seat_order(host: GameHost) -> None:
    lobby = await host.new_game(CHANNEL, GUILD, ANN, "Ann", "duel")
    assert [s.name for s in lobby.seats] == ["Ann"]
    assert "/game join" in lobby.text
    lobby = await host.join(CHANNEL, BOB, "Bob")
    assert "Ready" in lobby.text
    started = await host.start(CHANNEL, BOB)
    assert sorted(s.user_id for s in started.lobby.seats) == [ANN, BOB]
    assert "seat order 1." in started.lobby.text
    # Both bid at once: both are mentioned, and the board is described in words.
    assert set(started.move.mention_user_ids) == {ANN, BOB}
    assert "round 1 of 3" in started.move.board_text
    assert (await host.status(CHANNEL)).status == "active"


@pytest.mark.parametrize(("action", "message"), [
    ("join-twice", "already in"),
    ("join-full", "full"),
    ("second-game", "already has a game"),
    ("bad-key", "no game"),
    ("bad-players", "2 to 2 players"),
    ("start-alone", "needs 2 to 2"),
    ("leave-stranger", "not in this game"),
    ("start-stranger", "Only a player"),
])
async def test_lobby_refusals_are_sentences_and_change_nothing(
        host: GameHost, action: str, message: str) -> None:
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", "duel")
    if action == "join-full":
        await host.join(CHANNEL, BOB, "Bob")
    before = await host.status(CHANNEL)
    calls = {
        "join-twice": lambda: host.join(CHANNEL, ANN, "Ann"),
        "join-full": lambda: host.join(CHANNEL, CY, "Cy"),
        "second-game": lambda: host.new_game(CHANNEL, GUILD, BOB, "Bob", "duel"),
        "bad-key": lambda: host.new_game(CHANNEL + 1, GUILD, BOB, "Bob", "chess"),
        "bad-players": lambda: host.new_game(CHANNEL + 1, GUILD, BOB, "Bob", "duel", 5),
        "start-alone": lambda: host.start(CHANNEL, ANN),
        "leave-stranger": lambda: host.leave(CHANNEL, CY),
        "start-stranger": lambda: host.start(CHANNEL, CY),
    }
    with pytest.raises(HostError, match=message) as error:
        await calls[action]()
    text = str(error.value)
    assert text.endswith((".", "!")) and "\n" not in text and len(text) < 200
    assert await host.status(CHANNEL) == before


async def test_last_player_leaving_closes_the_lobby(host: GameHost) -> None:
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", "duel")
    await host.join(CHANNEL, BOB, "Bob")
    lobby = await host.leave(CHANNEL, BOB)
    assert lobby is not None and [s.name for s in lobby.seats] == ["Ann"]
    assert await host.leave(CHANNEL, ANN) is None
    # The channel is free for a new game.
    lobby = await host.new_game(CHANNEL, GUILD, BOB, "Bob", "duel")
    assert [s.name for s in lobby.seats] == ["Bob"]


async def test_players_wanted_caps_the_lobby_and_unknown_options_are_refused(
        host: GameHost) -> None:
    with pytest.raises(HostError, match="no option"):
        await host.new_game(CHANNEL, GUILD, ANN, "Ann", "duel", 2, {"colour": "red"})
    lobby = await host.new_game(CHANNEL, GUILD, ANN, "Ann", "duel", 2)
    assert "1 of 2" in lobby.text


async def test_channel_config_limits_games(host: GameHost,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    other = DuelEngine()
    other.key, other.title = "duel-b", "Duel B"
    monkeypatch.setitem(rules.GAMES, other.key, other)
    with pytest.raises(HostError, match="moderators"):
        await host.configure(CHANNEL, GUILD, False, allowed_games=["duel"])
    with pytest.raises(HostError, match="Unknown game"):
        await host.configure(CHANNEL, GUILD, True, allowed_games=["chess"])
    config = await host.configure(CHANNEL, GUILD, True, allowed_games=["duel-b"],
                                  reminder_hours=5, moderator_role_id=77)
    assert config.allowed_games == ("duel-b",) and config.reminder_hours == 5
    assert config.timeout_hours == 72  # unchanged: the bot's default
    assert await host.moderator_role(GUILD) == 77
    with pytest.raises(HostError, match="not played in this channel"):
        await host.new_game(CHANNEL, GUILD, ANN, "Ann", "duel")
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", "duel-b")
    assert (await host.abort(CHANNEL, ANN)).startswith("The Duel B game was aborted")
    config = await host.configure(CHANNEL, GUILD, True, allowed_games=["all"])
    assert config.allowed_games is None and config.reminder_hours == 5
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", "duel")
