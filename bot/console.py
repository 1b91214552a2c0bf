"""The local console: a hotseat game in a terminal through the same GameHost.

It speaks the Discord command words (``new``, ``join``, ``start``, ``status``,
``options``, ``play``, ``board``, ``log``, ``score``, ``undo``, ``resign``) and writes
board images to a folder. Everyone shares the keyboard, so ``play`` moves for the
first player who must act (or ``play 2 as Bob``) and ``undo`` counts as agreed by all.
It reads lines from any stream, so it works from a pipe and in tests.
"""

from __future__ import annotations

import asyncio
import zlib
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TextIO

import rules
from bot.host import GameHost
from bot.outcomes import HostError, Image, MoveOutcome, OptionChoice

CHANNEL = 1  # the console's one "channel"

HELP = """Commands (the same words as on Discord):
  new GAME [PLAYERS]    open a lobby (games: {games})
  join NAME             take a seat (the first join opens the lobby)
  leave NAME            leave the lobby
  start                 start the game; the seat order is shown
  status                where the game stands and who must act
  options [NAME]        the choices of the player to act (numbered)
  hand [NAME]           that player's secrets (hand, objective): others look away
  play ID|NUMBER [as NAME]   play a choice for the player to act
  board [PLAYER]        write the board images and show the board in words
  log                   the moves so far
  score                 scores with their breakdown
  undo                  take back the last move (never past revealed information)
  resign [NAME]         give up the game
  help                  this list
  quit                  leave the console (the game stays saved)"""


def user_id_for(name: str) -> int:
    """A stable id per name, so a saved console game continues in a later session."""
    return zlib.crc32(name.strip().casefold().encode()) + 1


class Console:
    def __init__(self, host: GameHost, out_dir: Path, out: TextIO) -> None:
        self.host = host
        self.out_dir = out_dir
        self.out = out
        self.pending_lobby: tuple[str, int | None] | None = None
        self.names: dict[int, str] = {}
        self.commands: dict[str, Callable[[list[str]], Awaitable[None]]] = {
            "new": self.new, "join": self.join, "leave": self.leave, "start": self.start,
            "status": self.status, "options": self.options, "hand": self.hand, "play": self.play,
            "board": self.board, "log": self.log, "score": self.score, "undo": self.undo,
            "resign": self.resign, "help": self.help,
        }

    def say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    async def handle(self, line: str) -> bool:
        """Run one command line; False when the user wants to quit."""
        words = line.split()
        if not words or words[0].startswith("#"):
            return True
        command, args = words[0].lower().lstrip("/"), words[1:]
        if command in ("quit", "exit"):
            return False
        handler = self.commands.get(command)
        if handler is None:
            self.say(f"Unknown command “{command}”. Type help for the list.")
            return True
        try:
            await handler(args)
        except HostError as error:
            self.say(str(error).replace("/game ", "").replace("/mod ", ""))
        return True

    # ----- lobby -----------------------------------------------------------------------
    async def new(self, args: list[str]) -> None:
        if not args:
            self.say("Which game? For example: new cave-vs-cave 2")
            return
        key = args[0].lower()
        players: int | None = None
        if len(args) > 1:
            if not args[1].isdigit():
                self.say(f"The number of players must be a number, not “{args[1]}”.")
                return
            players = int(args[1])
        if key not in rules.GAMES:
            self.say(f"There is no game “{key}”. Games: {', '.join(sorted(rules.GAMES))}.")
            return
        try:
            await self.host.status(CHANNEL)
            current = await self.host.lobby(CHANNEL)
            self.say(f"A {current.title} game is already open here; finish it or resign first.")
            return
        except HostError:
            pass
        engine = rules.GAMES[key]
        count = players or engine.min_players
        if not engine.min_players <= count <= engine.max_players:
            self.say(f"{engine.title} is for {engine.min_players} to {engine.max_players} "
                     f"players, not {count}.")
            return
        self.pending_lobby = (key, players)
        self.say(f"New {engine.title} lobby. Each player types: join NAME")

    async def join(self, args: list[str]) -> None:
        name = " ".join(args).strip()
        if not name:
            self.say("Who joins? For example: join Ann")
            return
        user = user_id_for(name)
        self.names[user] = name
        if self.pending_lobby is not None:
            key, players = self.pending_lobby
            lobby = await self.host.new_game(CHANNEL, None, user, name, key, players)
            self.pending_lobby = None
        else:
            lobby = await self.host.join(CHANNEL, user, name)
        self.say(lobby.text.replace("/game ", ""))

    async def leave(self, args: list[str]) -> None:
        lobby = await self.host.leave(CHANNEL, user_id_for(" ".join(args)))
        self.say(lobby.text.replace("/game ", "") if lobby else "The lobby is closed.")

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
        status = await self.host.status(CHANNEL)
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
        return decision.stamp, f"{decision.name}: {decision.prompt}", list(decision.options)

    async def options(self, args: list[str]) -> None:
        user = await self._actor(" ".join(args) or None)
        _, prompt, choices = await self._choices(user)
        self.say(prompt)
        for number, option in enumerate(choices, start=1):
            self.say(f"  {number:>3}. {option.label}  [{option.id}]")

    async def hand(self, args: list[str]) -> None:
        mine = await self.host.private_info(CHANNEL, await self._actor(" ".join(args) or None))
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
        user = await self._actor(" ".join(args) or None)
        await self.show(await self.host.resign(CHANNEL, user))

    # ----- looking ---------------------------------------------------------------------
    async def status(self, args: list[str]) -> None:
        if self.pending_lobby is not None:
            self.say("A lobby is open: join NAME to take the first seat.")
            return
        self.say((await self.host.status(CHANNEL)).text)

    async def board(self, args: list[str]) -> None:
        info = await self.host.board(CHANNEL, " ".join(args) or None)
        self.say(info.text)
        self.write_images(info.images)

    async def log(self, args: list[str]) -> None:
        entries = await self.host.log(CHANNEL, limit=50)
        if not entries:
            self.say("No moves yet.")
        for e in entries:
            mark = " (undone)" if e.undone else ""
            self.say(f"{e.seq:>4}. {e.name}: {e.text.replace(chr(10), ' ')}{mark}")

    async def score(self, args: list[str]) -> None:
        self.say((await self.host.score(CHANNEL)).text)

    async def help(self, args: list[str]) -> None:
        self.say(HELP.format(games=", ".join(sorted(rules.GAMES)) or "none installed"))

    async def remember_names(self) -> None:
        """Names of a game saved by an earlier session, for the "Next:" lines."""
        try:
            status = await self.host.status(CHANNEL)
        except HostError:
            return
        self.names.update({s.user_id: s.name for s in status.seats if s.user_id is not None})

    # ----- output ----------------------------------------------------------------------
    def write_images(self, images: tuple[Image, ...]) -> None:
        if not images:
            return
        self.out_dir.mkdir(parents=True, exist_ok=True)
        for name, png in images:
            path = self.out_dir / name
            path.write_bytes(png)
            self.say(f"[image written: {path}]")

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
        if outcome.mention_user_ids:
            names = [self.names.get(u, "a player") for u in outcome.mention_user_ids]
            self.say(f"Next: {', '.join(names)} (type options, then play NUMBER).")


async def run_console(host: GameHost, out_dir: Path, stdin: TextIO, stdout: TextIO,
                      interactive: bool = False) -> int:
    """Read commands until quit or end of input; return the exit status."""
    console = Console(host, out_dir, stdout)
    await console.remember_names()
    console.say("Cavern Host console. Type help for the commands, quit to leave.")
    while True:
        if interactive:
            print("> ", end="", file=stdout, flush=True)
        line = await asyncio.to_thread(stdin.readline)
        if not line:
            return 0
        if not await console.handle(line):
            console.say("Bye: the game is saved and continues next time.")
            return 0
