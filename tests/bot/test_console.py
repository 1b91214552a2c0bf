"""The console driven through a stream, as from a pipe: lobby to results, then resumed."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console import run_console
from bot.host import GameHost
from bot.store import Database
from tests.bot.conftest import Clock, make_host


async def _run(host: GameHost, lines: list[str], out_dir: Path) -> str:
    out = io.StringIO()
    code = await run_console(host, out_dir, io.StringIO("\n".join(lines) + "\n"), out)
    assert code == 0
    return out.getvalue()


async def test_console_plays_a_duel_to_the_end(host: GameHost, tmp_path: Path) -> None:
    text = await _run(host, [
        "help", "frobnicate", "status", "new duel 2", "status", "join Ann", "start",
        "join Bob", "start", "options", "play 9", "play 3", "play bid:1 as Bob",
        "log", "undo", "play 1", "score", *["play 1"] * 12, "board", "status", "quit",
        "status"], tmp_path / "images")
    assert "play ID|NUMBER" in text                      # help
    assert "Unknown command “frobnicate”" in text
    assert "There is no game in this channel. Start one with new GAME." in text
    assert "Duel lobby: Ann (1 of 2)" in text
    assert "Waiting for players" in text                 # start with one player
    assert "seat order 1." in text
    assert "1. Bid 1  [bid:1]" in text                   # numbered options
    assert "Choose a number from 1 to 3." in text
    assert "only) You bid 3." in text                    # the private line, labelled
    assert "Bids revealed" in text
    assert "cannot be undone" in text                    # the reveal blocks undo
    assert "Final scores:" in text and "Winner" in text
    assert "The game is over" in text
    assert text.rstrip().endswith("Bye: the game is saved and continues next time.")
    assert text.count("Bye") == 1                        # nothing read after quit


async def test_console_game_continues_in_a_new_session(db_path: Path, clock: Clock,
                                                       tmp_path: Path) -> None:
    db = await Database.open(db_path)
    await _run(make_host(db, clock), ["new duel", "join Ann", "join Bob", "start", "play 2"],
               tmp_path)
    await db.close()
    db = await Database.open(db_path)
    host = make_host(db, clock)
    await host.resume_all()
    text = await _run(host, ["status", "play 2", "log"], tmp_path)
    assert "round 1 of 3" in text and "Bids revealed: 2 against 2" in text
    assert "   2." in text                                # the log shows both moves
    await db.close()


async def test_console_hand_shows_one_players_secrets(host: GameHost, tmp_path: Path) -> None:
    text = await _run(host, ["new cavern-tavern 2", "join Ann", "join Bob", "start",
                             "hand Ann", "hand Zed", "new duel", "quit"], tmp_path)
    assert "house deck" in text                       # the lobby says whose cards these are
    assert "Only for you, Ann:" in text and "Objective: " in text
    assert "Only for you, Bob" not in text
    assert "You are not playing in this game" in text  # Zed has no seat


async def test_start_before_anyone_joins_says_to_join(host: GameHost, tmp_path: Path) -> None:
    text = await _run(host, ["new cave-vs-cave 1", "start", "join Ann", "start"], tmp_path)
    assert "Nobody has joined yet: each player types join NAME first." in text
    assert "There is no game" not in text
    assert "begins" in text
