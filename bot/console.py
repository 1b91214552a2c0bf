"""The local console: a hotseat game in a terminal through the same GameHost.

It speaks the Discord command words (``new``, ``join``, ``start``, ``status``,
``options``, ``play``, ``board``, ``log``, ``score``, ``undo``, ``resign``) and writes
board images to a folder. Everyone shares the keyboard, so ``play`` (or just the number
of a choice) moves for the first player who must act (or ``play 2 as Bob``), the next
player's choices are shown after every move, and ``undo`` counts as agreed by all.
It reads lines from any stream, so it works from a pipe and in tests.
"""

from __future__ import annotations

import asyncio
import codecs
import contextlib
import os
import re
import zlib
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TextIO

import rules
from bot.host import GameHost
from bot.host.options import options_text, parse_game_options
from bot.i18n import DEFAULT_LANGUAGE, Msg, Text, localize
from bot.outcomes import HostError, Image, MoveOutcome, OptionChoice
from bot.texts import setup_house_note

CHANNEL = 1  # the console's one "channel"
MAX_ECHO = 20  # characters of an unknown command said back

HELP = """Commands (the same words as on Discord):
  new GAME [PLAYERS] [name=value ...]   open a lobby (games: {games}); help new: options
  join NAME             take a seat (the first join opens the lobby)
  leave NAME            leave the lobby
  start                 start the game; the seat order is shown
  status                where the game stands and who must act
  options [NAME]        the choices of the player to act (numbered)
  hand [NAME]           that player's secrets (hand, objective): others look away
  play ID|NUMBER [as NAME]   play a choice for the player to act (or type just NUMBER)
  board [PLAYER]        write the board images and show the board in words
  log [ROUND|all]       the story: the latest page, one round, or the whole game
  score                 scores with their breakdown
  undo                  take back the last move (never past revealed information)
  resign NAME           that player gives up the game
  computer [LEVEL]      seat a computer player in the lobby (levels: easy, hard)
  rules [GAME]          the games, or one game's player counts and options
  help [new]            this list, or how to open a game with options
  quit                  leave the console (the game stays saved; Ctrl-C too)"""

# Discord's command words in the host's sentences, as typed here instead.
_SLASH = re.compile(r"/(?:game|mod) (\w+)|/play\b")
_CONSOLE_WORD = {"join": "join NAME", "new": "new GAME", "resign": "resign NAME"}


def console_words(text: str) -> str:
    """``Ready: /game start to begin.`` → ``Ready: start to begin.``"""
    def word(match: re.Match[str]) -> str:
        name = match.group(1)
        return "play" if name is None else _CONSOLE_WORD.get(name, name)
    return _SLASH.sub(word, text)


def user_id_for(name: str) -> int:
    """A stable id per name, so a saved console game continues in a later session."""
    return zlib.crc32(name.strip().casefold().encode()) + 1


def _clip(text: str, limit: int = MAX_ECHO) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Console:
    def __init__(self, host: GameHost, out_dir: Path, out: TextIO,
                 lang: str = DEFAULT_LANGUAGE) -> None:
        self.host = host
        self.lang = lang   # labels, prompts and refusals; public texts follow the channel
        self.out_dir = out_dir
        self.out = out
        self.pending_lobby: tuple[str, int | None, dict[str, Any]] | None = None
        self.names: dict[int, str] = {}
        self.commands: dict[str, Callable[[list[str]], Awaitable[None]]] = {
            "new": self.new, "join": self.join, "leave": self.leave, "start": self.start,
            "status": self.status, "options": self.options, "hand": self.hand, "play": self.play,
            "board": self.board, "log": self.log, "score": self.score, "undo": self.undo,
            "resign": self.resign, "help": self.help, "rules": self.rules,
            "computer": self.computer,
        }
        self._computers_moving = False

    def say(self, text: Text) -> None:
        print(console_words(localize(text, self.lang)), file=self.out, flush=True)

    async def handle(self, line: str) -> bool:
        """Run one command line; False when the user wants to quit."""
        words = line.split()
        if not words or words[0].startswith("#"):
            return True
        command, args = words[0].lower().lstrip("/"), words[1:]
        if command in ("quit", "exit"):
            return False
        if command.isdigit() and not args:
            command, args = "play", [command]   # a bare number plays that choice
        handler = self.commands.get(command)
        if handler is None:
            self.say(f"Unknown command “{_clip(words[0])}”. Type help for the list.")
            return True
        try:
            await handler(args)
        except HostError as error:
            self.say(localize(error.message, self.lang))
        return True

    # ----- lobby -----------------------------------------------------------------------
    async def new(self, args: list[str]) -> None:
        if not args:
            self.say("Which game? For example: new cave-vs-cave 2 (help new lists the options)")
            return
        key = args[0].lower()
        rest = args[1:]
        players: int | None = None
        if rest and "=" not in rest[0]:
            if not rest[0].isdigit():
                self.say(f"The number of players must be a number, not “{_clip(rest[0])}”.")
                return
            players, rest = int(rest[0]), rest[1:]
        if key not in rules.GAMES:
            self.say(f"There is no game “{_clip(key)}”. Games: {', '.join(sorted(rules.GAMES))}.")
            return
        chosen = parse_game_options(",".join(rest))   # the parser /game new options: uses
        try:
            await self.host.status(CHANNEL, self.lang)
            current = await self.host.lobby(CHANNEL)
            self.say(f"A {current.title} game is already open here; finish it or resign first.")
            return
        except HostError:
            pass
        engine = rules.GAMES[key]
        count = engine.min_players if players is None else players
        if not engine.min_players <= count <= engine.max_players:
            self.say(f"{engine.title} is for {engine.min_players} to {engine.max_players} "
                     f"players, not {count}.")
            return
        try:
            engine.new_game(count, 0, chosen)  # the check /game new makes, at once
        except rules.IllegalMove as error:
            self.say(str(error))
            return
        self.pending_lobby = (key, players, chosen)
        with_options = ", ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}"
                                 for k, v in chosen.items())
        self.say(f"New {engine.title} lobby" + (f" ({with_options})" if chosen else "")
                 + ". Each player types: join NAME")

    async def computer(self, args: list[str]) -> None:
        lobby = await self.host.lobby(CHANNEL)
        seated = next((s.user_id for s in lobby.seats if s.user_id is not None), None)
        if seated is None:
            raise HostError("Someone joins first: join NAME, then computer.")
        lobby = await self.host.add_computer(CHANNEL, seated, args[0] if args else None)
        self.say(lobby.text)

    async def _computers_move(self) -> None:
        """The computer players move at once while the game waits on them."""
        if self._computers_moving:
            return
        self._computers_moving = True
        try:
            while (outcome := await self.host.computer_move(CHANNEL)) is not None:
                await self.show(outcome)
        finally:
            self._computers_moving = False

    async def join(self, args: list[str]) -> None:
        name = " ".join(args).strip()
        if not name:
            self.say("Who joins? For example: join Ann")
            return
        user = user_id_for(name)
        if self.pending_lobby is not None:
            key, players, chosen = self.pending_lobby
            lobby = await self.host.new_game(CHANNEL, None, user, name, key, players, chosen)
            self.pending_lobby = None
        else:
            lobby = await self.host.join(CHANNEL, user, name)
        # Only a seat taken names the player: a refused join renames nobody.
        self.names[user] = name
        self.say(lobby.text)

    async def leave(self, args: list[str]) -> None:
        name = " ".join(args).strip()
        if not name:
            self.say("Who leaves? For example: leave Ann")
            return
        lobby = await self.host.leave(CHANNEL, user_id_for(name))
        self.say(lobby.text if lobby else Msg("game-lobby-closed"))

    async def start(self, args: list[str]) -> None:
        if self.pending_lobby is not None:
            # The lobby opens with the first join; say so instead of "no game here".
            self.say("Nobody has joined yet: each player types join NAME first.")
            return
        lobby = await self.host.lobby(CHANNEL)
        if not lobby.seats:
            self.say("Nobody has joined yet.")
            return
        user = lobby.seats[0].user_id or 0
        started = await self.host.start(CHANNEL, user, is_moderator=True)
        await self.show(started.move)

    # ----- play ------------------------------------------------------------------------
    async def _actor(self, name: str | None) -> int:
        if name:
            return user_id_for(name)
        status = await self.host.status(CHANNEL, self.lang)
        if status.status == "lobby":
            raise HostError("The game has not started yet: type start when everyone has joined.")
        if status.status in ("finished", "aborted"):
            raise HostError("The game is over: type score for the results, or new for another.")
        waiting = [d.user_id for d in status.to_act if d.user_id is not None]
        if not waiting:
            raise HostError("Nobody has to act right now.")
        return waiting[0]

    async def _choices(self, user: int) -> tuple[int, str, list[OptionChoice]]:
        mine = await self.host.options(CHANNEL, user)
        if not mine.decisions:
            raise HostError("That player has nothing to decide right now.")
        decision = mine.decisions[0]
        return (decision.stamp, f"{decision.name}: {localize(decision.prompt, self.lang)}",
                [OptionChoice(o.id, localize(o.label, self.lang)) for o in decision.options])

    async def options(self, args: list[str]) -> None:
        user = await self._actor(" ".join(args) or None)
        _, prompt, choices = await self._choices(user)
        self.say(prompt)
        for number, option in enumerate(choices, start=1):
            self.say(f"  {number:>3}. {option.label}  [{option.id}]")

    async def hand(self, args: list[str]) -> None:
        mine = await self.host.private_info(CHANNEL, await self._actor(" ".join(args) or None),
                                           self.lang)
        self.say(mine.text or "That player holds nothing secret.")

    async def play(self, args: list[str]) -> None:
        if not args:
            self.say("Play what? Give an option number or id (type options to see them).")
            return
        name = None
        if len(args) >= 3 and args[-2].lower() == "as":
            name, args = args[-1], args[:-2]
        user = await self._actor(name)
        version, _, choices = await self._choices(user)
        wanted = " ".join(args)
        option_id = wanted
        if wanted.isdigit():
            number = int(wanted)
            if not 1 <= number <= len(choices):
                self.say(f"Choose a number from 1 to {len(choices)}.")
                return
            option_id = choices[number - 1].id
        await self.show(await self.host.act(CHANNEL, user, option_id, version))

    async def undo(self, args: list[str]) -> None:
        # Hotseat: everyone is at this keyboard, so the undo counts as agreed by all.
        result = await self.host.undo(CHANNEL, 0, is_moderator=True)
        self.say(result.text)
        if result.move is not None:
            await self.show(result.move, header=False)

    async def resign(self, args: list[str]) -> None:
        name = " ".join(args).strip()
        if not name:
            # Resigning ends the game for everyone: never guess who meant it.
            status = await self.host.status(CHANNEL, self.lang)
            players = ", ".join(s.name for s in status.seats) or "nobody yet"
            self.say(f"Who resigns? Type resign NAME (players: {players}).")
            return
        await self.show(await self.host.resign(CHANNEL, user_id_for(name)))

    # ----- looking ---------------------------------------------------------------------
    async def status(self, args: list[str]) -> None:
        if self.pending_lobby is not None:
            self.say("A lobby is open: join NAME to take the first seat.")
            return
        self.say((await self.host.status(CHANNEL, self.lang)).text)

    async def board(self, args: list[str]) -> None:
        info = await self.host.board(CHANNEL, " ".join(args) or None, self.lang)
        self.say(info.text)
        self.write_images(info.images)

    async def log(self, args: list[str]) -> None:
        """``log``: the latest page; ``log 3``: round 3; ``log all``: the whole story."""
        wanted = " ".join(args).strip().lower()
        if wanted == "all":
            self.say((await self.host.log_file(CHANNEL, lang=self.lang)).text.rstrip())
            return
        if wanted and not wanted.isdigit():
            self.say("Type log, log ROUND (a number) or log all.")
            return
        page = await self.host.log_page(CHANNEL, round_number=int(wanted) if wanted else None,
                                        lang=self.lang)
        self.say(page.heading)
        self.say(page.text)
        if page.round is None and page.pages > 1:
            self.say("(log all shows the whole story, log ROUND one round)")

    async def score(self, args: list[str]) -> None:
        self.say((await self.host.score(CHANNEL)).text_in(self.lang))

    async def help(self, args: list[str]) -> None:
        if args and args[0].lower() == "new":
            self.say("new GAME [PLAYERS] [name=value ...] opens a lobby, for example:\n"
                     "  new cavern-tavern 2 secret_room=true story_card=3\n"
                     "Each game's options, with their defaults:")
            for key, engine in sorted(rules.GAMES.items()):
                listed = options_text(engine)
                self.say(f"{key}:\n{listed}" if listed else f"{key}: no options")
            return
        self.say(HELP.format(games=", ".join(sorted(rules.GAMES)) or "none installed"))

    async def rules(self, args: list[str]) -> None:
        key = " ".join(args).strip().lower()
        if not key:
            for name, engine in sorted(rules.GAMES.items()):
                self.say(f"{name}: {engine.title}, {engine.min_players} to "
                         f"{engine.max_players} players")
            self.say("rules GAME shows a game's options.")
            return
        engine = rules.GAMES.get(key) or next(
            (e for e in rules.GAMES.values() if e.title.casefold() == key), None)
        if engine is None:
            self.say(f"There is no game “{_clip(key)}”. Games: {', '.join(sorted(rules.GAMES))}.")
            return
        self.say(f"{engine.title} ({engine.key}): {engine.min_players} to "
                 f"{engine.max_players} players.")
        listed = options_text(engine)
        self.say(f"Options (name=value after new {engine.key} [PLAYERS]):\n{listed}"
                 if listed else "It has no options.")
        note = setup_house_note(engine, engine.min_players)
        if note:
            self.say(note)

    async def greet(self) -> None:
        """Names of a game saved by an earlier session (for the "Next:" lines), and where
        that game stands, so a resumed game is announced rather than found by surprise."""
        try:
            status = await self.host.status(CHANNEL, self.lang)
        except HostError:
            return
        self.names.update({s.user_id: s.name for s in status.seats if s.user_id is not None})
        if status.status in ("finished", "aborted"):
            return
        if status.status == "lobby":
            names = ", ".join(s.name for s in status.seats)
            self.say(f"Resuming the {status.title} lobby ({names}): join NAME or start.")
            return
        self.say(f"Resuming your {status.title} game.")
        self.say(status.text)
        await self.show_choices()

    # ----- output ----------------------------------------------------------------------
    def write_images(self, images: tuple[Image, ...]) -> None:
        if not images:
            return
        try:
            self.out_dir.mkdir(parents=True, exist_ok=True)
            for name, png in images:
                path = self.out_dir / name
                path.write_bytes(png)
                self.say(f"[image written: {path}]")
        except OSError as error:
            self.say(f"Cannot write the images to {self.out_dir}: "
                     f"{error.strerror or error}.")

    async def show(self, outcome: MoveOutcome, header: bool = True) -> None:
        if header and outcome.public_text:
            self.say(outcome.public_text)
        for user, text in outcome.private_texts.items():
            who = self.names.get(user, "one player")
            self.say(f"(for {who} only) {text}")
        if outcome.images:
            self.write_images(outcome.images)
        else:
            self.say(outcome.board_text)
        if not outcome.over:
            await self._computers_move()
            if not self._computers_moving:
                await self.show_choices()

    async def show_choices(self) -> None:
        """The choices of the player to act now, so the next move needs one command."""
        try:
            user = await self._actor(None)
            _, prompt, choices = await self._choices(user)
        except HostError:
            return
        self.say(f"Next: {prompt}")
        for number, option in enumerate(choices, start=1):
            self.say(f"  {number:>3}. {option.label}  [{option.id}]")
        self.say("Type a number to play it (or play ID as NAME for another player).")


class LineReader:
    """Lines from a stream without blocking the event loop.

    A terminal or a pipe is read with the loop's own reader, so Ctrl-C and SIGTERM stop
    the console at once: a thread blocked in ``readline`` would hold the exit until Enter.
    A stream the loop cannot watch (a file, a test's StringIO) never blocks, so it is read
    directly.
    """

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.fd: int | None = None
        with contextlib.suppress(AttributeError, OSError, ValueError):
            self.fd = stream.fileno()
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.buffer = ""
        self.eof = False
        self.checked = False

    async def readline(self) -> str:
        if not self.checked:
            self.checked = True
            if self.fd is not None and not self._watchable():
                self.fd = None  # a regular file, or a loop without readers (Windows)
        if self.fd is None:
            return self.stream.readline()
        while "\n" not in self.buffer and not self.eof:
            chunk = await self._read_chunk()
            self.eof = not chunk
            self.buffer += self.decoder.decode(chunk, final=self.eof)
        line, newline, self.buffer = self.buffer.partition("\n")
        return line + newline

    def _watchable(self) -> bool:
        assert self.fd is not None
        loop = asyncio.get_running_loop()
        try:
            loop.add_reader(self.fd, lambda: None)
        except (NotImplementedError, OSError, ValueError):
            return False
        loop.remove_reader(self.fd)
        return True

    async def _read_chunk(self) -> bytes:
        assert self.fd is not None
        loop = asyncio.get_running_loop()
        fd = self.fd
        while True:
            ready: asyncio.Future[None] = loop.create_future()
            loop.add_reader(fd, _wake, ready)
            try:
                await ready
            finally:
                loop.remove_reader(fd)
            with contextlib.suppress(BlockingIOError):  # woken with nothing to read
                return os.read(fd, 65536)


def _wake(ready: asyncio.Future[None]) -> None:
    if not ready.done():
        ready.set_result(None)


async def run_console(host: GameHost, out_dir: Path, stdin: TextIO, stdout: TextIO,
                      interactive: bool = False, lang: str = DEFAULT_LANGUAGE) -> int:
    """Read commands until quit or end of input; return the exit status."""
    console = Console(host, out_dir, stdout, lang)
    if lang != DEFAULT_LANGUAGE or await host.language_setting(CHANNEL) is not None:
        # The console's one channel speaks the chosen language (turn messages, events).
        await host.set_channel_language(CHANNEL, None, lang, True)
    console.say("Cavern Host console. Type help for the commands, quit to leave.")
    await console.greet()
    reader = LineReader(stdin)
    while True:
        if interactive:
            print("> ", end="", file=stdout, flush=True)
        line = await reader.readline()
        if not line:
            return 0
        if not await console.handle(line):
            console.say("Bye: the game is saved and continues next time.")
            return 0
