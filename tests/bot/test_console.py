"""The console driven through a stream, as from a pipe: lobby to results, then resumed."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pytest

import rules
from bot.config import Settings
from bot.console import (
    CHANNEL,
    COMMAND_NAMES,
    Console,
    command_aliases,
    image_file_names,
    language_aliases,
    option_key,
    quit_words,
    run_console,
)
from bot.host import GameHost
from bot.i18n import languages, tr
from bot.outcomes import MoveOutcome
from bot.store import Database
from bot.store import games as games_db
from rules.core import Rng
from tests.bot.conftest import Clock, make_host
from tests.sizes import env_int

CONSOLE_MOVES = env_int("CONSOLE_PROPERTY_MOVES", 40)


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
    assert "Choose one of the numbers shown: 1, 2, 3." in text
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
    assert "Resuming your Duel game." in text              # announced, with its choices
    assert text.index("Resuming") < text.index("Next: ")
    assert "round 1 of 3" in text and "Bids revealed: 2 against 2" in text
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


async def test_console_takes_game_options_as_game_new_does(host: GameHost,
                                                           tmp_path: Path) -> None:
    text = await _run(host, [
        "help new", "rules cavern-tavern", "new caverna 0", "new cavern-tavern 2 secret_room",
        "new cavern-tavern 2 secret_room=maybe", "new cavern-tavern 2 secrt=true",
        "new cavern-tavern 2 secret_room=true", "join Ann", "quit"], tmp_path)
    assert "secret_room=false" in text                        # help new lists the options
    assert "Cavern Tavern (cavern-tavern): 1 to" in text and "story_card=" in text
    assert "Caverna: The Cave Farmers is for 1 to 7 players, not 0." in text
    # The same sentences as /game new (bot.host.options, then the engine's check).
    assert "Write game options as name=value" in text
    assert "Option “secret_room” must be true or false." in text
    assert "Cavern Tavern has no option “secrt”" in text
    assert "New Cavern Tavern lobby (secret_room=true)" in text
    async with host.db.read() as conn:
        row = await games_db.last_game_in(conn, CHANNEL)
    assert row is not None and row.options == {"secret_room": True}


async def test_console_shows_the_next_choices_and_plays_a_bare_number(
        host: GameHost, tmp_path: Path) -> None:
    text = await _run(host, ["new duel 2", "join Ann", "join Bob", "join ann", "start", "3",
                             "1", "log", "frobnicate-the-whole-cave-system-now", "resign",
                             "resign Bob", "status", "quit"], tmp_path)
    after_start = text.split("begins: seat order", 1)[1]
    assert "Next: " in after_start and "  1. Bid 1  [bid:1]" in after_start  # no 2nd command
    assert "You are already in this game." in text
    assert "(for Ann only) You bid" in text and "(for ann only)" not in text  # not renamed
    assert "Who resigns? Type resign NAME (players: " in text               # never guessed
    assert "Bob resigns" in text or "resign" in text.split("resign Bob")[-1].lower()
    final_status = text.rsplit("Final scores:", 1)[1]
    assert "To act" not in final_status and "Waiting for" not in final_status
    assert "Unknown command “frobnicate-the-whol…”" in text                 # short echo
    assert "frobnicate-the-whole-cave" not in text
    for discord_word in ("/game", "/mod", "/play"):
        assert discord_word not in text


async def test_console_log_tells_the_story_by_round(host: GameHost, tmp_path: Path) -> None:
    text = await _run(host, ["new duel 2", "join Ann", "join Bob", "start", "play bid:3",
                             "play bid:1", "play done", "log", "log 1", "log 7", "log all",
                             "log soon"], tmp_path)
    story = text.split("Duel: the story so far", 1)[1]
    assert story.startswith("\nRound 1\nAnn: Seat 1 has bid.\n")
    assert "Bob: Seat 2 has bid.\n  Bids revealed: 3 against 1.\nBob: Seat 2 stops." in story
    assert "[bid:" not in story and "bid:3" not in story   # words, not option ids
    assert "Duel: round 1" in text                          # log 1
    assert "Round 7 has no moves in this game (only round 1 has moves so far)." in text
    assert "Duel: the game's story" in text                 # log all, the whole text
    assert "Type log, log ROUND (a number) or log all." in text


# ----- issue 31: stable numbers, confirmed ends of turn, changes only, named boards ------

async def test_a_menu_is_numbered_without_gaps_and_an_early_end_is_confirmed(
        host: GameHost, tmp_path: Path) -> None:
    """Cave vs Cave, Undergrowth: once "+2 wood" is taken, "End turn" becomes 2 (a reader
    saw 1 and 3 shown, then « 3 » refused with "1, 2"), and ending the turn with "Use 1
    orange room" unused asks first."""
    text = await _run(host, ["new cave-vs-cave 1", "join Ann", "start", "play tile:undergrowth",
                             "2", "2", "options", "2", "quit"], tmp_path)
    steps = text.split("Next: Ann: Undergrowth: choose what to do, in any order\n")
    assert len(steps) == 3
    assert steps[1].startswith("    1. Use 1 orange room  [rooms]\n    2. +2 wood  [gain]\n"
                               "    3. End turn  [done]\n    4. Convert goods")
    assert steps[2].startswith("    1. Use 1 orange room  [rooms]\n    2. End turn  [done]\n"
                               "    3. Convert goods")
    assert ("“End turn” would leave unused: Use 1 orange room. Type 2 again to do it anyway."
            in steps[2])
    after_confirm = steps[2].split("Type 2 again", 1)[1]
    assert "    2. End turn  [done]" in after_confirm.split("Ann stops", 1)[0]  # options: same
    assert "choose an action tile (turn 2 of 2)" in after_confirm             # then ended
    # The goods: the whole summary once at the start, then only the line "+2 wood" changed
    # (solo: the next turn is Ann's again, no hand-over).
    assert text.count("Ann: 1 point; 3 wood,") == 1
    assert text.count("Caverna: Cave vs Cave, round 1 of 7.") == 1
    assert text.count("To act: Ann.") == 1


async def test_a_number_not_shown_is_refused_with_the_numbers_shown(
        host: GameHost, tmp_path: Path) -> None:
    text = await _run(host, ["new cave-vs-cave 1", "join Ann", "start", "play tile:undergrowth",
                             "2", "9", "quit"], tmp_path)
    assert text.count("Choose one of the numbers shown: 1, 2, 3.") == 1
    assert "5 wood" not in text                                # "+2 wood" not taken twice


async def test_an_early_end_by_id_for_a_named_player_is_confirmed_as_typed(
        host: GameHost, tmp_path: Path) -> None:
    text = await _run(host, ["new cave-vs-cave 1", "join Ann", "start", "play tile:undergrowth",
                             "play done as Ann", "play done as Ann", "quit"], tmp_path)
    assert "Type play done as Ann again to do it anyway." in text
    assert "choose an action tile (turn 2 of 2)" in text


_MENU_LINE = re.compile(r"^ +(\d+)\. (.*)  \[(.+)\]$", re.M)


def _last_menu(text: str) -> list[tuple[str, str, str]]:
    """(number, label, id) of the choices printed after the last "Next: "."""
    return _MENU_LINE.findall(text.rsplit("Next: ", 1)[1])


@pytest.mark.parametrize(("key", "players"), [("cave-vs-cave", 2), ("cavern-tavern", 2),
                                              ("caverna", 2)])
async def test_each_number_shown_plays_the_choice_it_labels_also_after_a_restart(
        db_path: Path, clock: Clock, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        key: str, players: int) -> None:
    """Random play through the console, reading the menus it prints: every number shown
    is the number of the choice it labels when typed (the id sent to the host), the
    numbers run 1, 2, 3… without gaps, and a console restarted on the same database (a new
    process: new host, new console) numbers the same position's menu the same way."""
    db = await Database.open(db_path)
    host = make_host(db, clock)
    played: list[str] = []
    act = host.act

    async def spy(channel: int, user: int, option_id: str, *args: Any,
                  **kwargs: Any) -> MoveOutcome:
        played.append(option_id)
        return await act(channel, user, option_id, *args, **kwargs)
    monkeypatch.setattr(host, "act", spy)
    out = io.StringIO()
    console = Console(host, tmp_path, out)
    for line in [f"new {key} {players}", "join Ann", "join Bob", "start"]:
        await console.handle(line)
    chooser = Rng(5)
    checked = restarts = 0
    for move in range(CONSOLE_MOVES):
        text = out.getvalue()
        if "Next: " not in text or "The game is over" in text:
            break
        menu = _last_menu(text)
        assert [int(n) for n, _, _ in menu] == list(range(1, len(menu) + 1)), menu
        if move % 4 == 0:   # a restart: the same position, a new process's console
            later = make_host(db, clock)
            await later.resume_all()
            again = io.StringIO()
            await Console(later, tmp_path, again).show_choices()
            assert _last_menu(again.getvalue()) == menu
            restarts += 1
        number, _, option_id = chooser.choice(menu)
        before = len(played)
        await console.handle(number)
        if "again to do it anyway" in out.getvalue()[len(text):]:
            await console.handle(number)
        assert played[before:] == [option_id], (number, menu)
        checked += 1
    assert checked > CONSOLE_MOVES // 2 and restarts
    await db.close()


def test_board_pictures_are_named_after_the_players() -> None:
    names = ["board.png", "player-1.png", "player-2.png", "player-3.png", "player-4.png"]
    assert image_file_names(names, {0: "Ann", 1: "Zoë Ω", 2: "../../etc", 3: "🦊"}) == [
        "board.png", "board-Ann.png", "board-Zoë-Ω.png", "board-etc.png", "board-player-4.png"]
    # Two names one file would hold (Windows and macOS ignore case): the seat tells them apart.
    assert image_file_names(["player-1.png", "player-2.png"], {0: "Ann", 1: "ann"}) == [
        "board-Ann-1.png", "board-ann-2.png"]
    assert image_file_names(["player-1.png"], {}) == ["player-1.png"]


async def test_board_player_writes_a_file_named_after_the_player(
        db_path: Path, clock: Clock, tmp_path: Path) -> None:
    db = await Database.open(db_path)
    host = GameHost(db, Settings(render_workers=0), clock=clock, seeds=lambda: 3)
    try:
        text = await _run(host, ["new cave-vs-cave 1", "join Ann", "start", "board Ann",
                                 "quit"], tmp_path / "images")
    finally:
        await db.close()
    assert (tmp_path / "images" / "board-Ann.png").exists()
    assert "board-Ann.png" in text and "player-1.png" not in text


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_help_new_explains_every_option(host: GameHost, tmp_path: Path,
                                              lang: str) -> None:
    out = io.StringIO()
    await run_console(host, tmp_path, io.StringIO("help new\n"), out, lang=lang)
    text = out.getvalue()
    for key, engine in rules.GAMES.items():
        if key == "duel":
            continue
        for name in engine.default_options:
            explained = tr(lang, option_key(key, name))
            assert explained != option_key(key, name), (lang, key, name)
            line = next(line for line in text.splitlines() if line.startswith(f"  {name}="))
            assert line.rstrip().endswith(explained)
    assert len(rules.GAMES["cavern-tavern"].default_options) == 19


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
async def test_a_typed_number_with_a_lobby_open_says_to_join(host: GameHost, tmp_path: Path,
                                                              lang: str) -> None:
    """Issue 41: with a lobby just opened (it opens in the store with the first join),
    a typed number, board, log or score said « このチャンネルにはゲームがありません »."""
    out = io.StringIO()
    commands = ["new caverna 2", "3", "board", "log", "score", "quit"]
    code = await run_console(host, tmp_path, io.StringIO("\n".join(commands) + "\n"), out,
                             lang=lang)
    assert code == 0
    text = out.getvalue()
    assert text.count(tr(lang, "console-nobody-joined-lobby")) == 4, text
    for refusal in ("view-no-game", "view-no-game-yet", "view-no-score"):
        assert tr(lang, refusal) not in text, text


def test_each_languages_command_words_mean_what_every_languages_table_says() -> None:
    """The console looks a typed word up in its own language before the others
    (:meth:`Console.handler`): that finds what the table of every language finds, and no
    command word of one language quits in another."""
    every = command_aliases()
    merged: dict[str, str] = {}
    for lang in languages():
        own = language_aliases(lang)
        assert own.items() <= every.items(), lang
        merged |= own
    assert merged == every
    assert not quit_words() & (set(every) | set(COMMAND_NAMES))


@pytest.mark.parametrize(("lang", "typed"), [("fr", "aide"), ("fr", "開始"), ("ja", "aide"),
                                             ("en", "rejoindre"), ("ja", "sortir")])
async def test_a_command_word_of_any_language_works_in_every_console(
        host: GameHost, tmp_path: Path, lang: str, typed: str) -> None:
    out = io.StringIO()
    console = Console(host, tmp_path, out, lang)
    handler = console.handler(typed.casefold())
    if typed == "sortir":
        assert handler is None and not await console.handle(typed)
    else:
        assert handler == console.handler(command_aliases()[typed.casefold()])
        assert handler is not None and await console.handle(typed)
