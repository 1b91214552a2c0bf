"""The local console: a hotseat game in a terminal through the same GameHost.

It speaks the Discord command words (``new``, ``join``, ``start``, ``status``,
``options``, ``play``, ``board``, ``log``, ``score``, ``undo``, ``resign``) and writes
board images to a folder. Everyone shares the keyboard, so ``play`` (or just the number
of a choice) moves for the first player who must act (or ``play 2 as Bob``), the next
player's choices are shown after every move, and ``undo`` counts as agreed by all.
It reads lines from any stream, so it works from a pipe and in tests.
Its own sentences are catalogue messages (``console.ftl``), in the language chosen with
``--lang`` or LANG; the command words it reads stay the English ones in every language.
"""

from __future__ import annotations

import asyncio
import codecs
import contextlib
import os
import re
import zlib
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, TextIO

import rules
import rules.ai
from bot.console_time import readable_stamps
from bot.host import GameHost
from bot.host.options import parse_game_options
from bot.host.story import NAVIGATION
from bot.i18n import DEFAULT_LANGUAGE, Msg, Text, languages, localize, tr, unescaped
from bot.outcomes import HostError, Image, MoveOutcome, OptionChoice
from bot.parsing import quote
from bot.texts import setup_house_note
from bot.texts import title as game_title

CHANNEL = 1  # the console's one "channel"
MAX_ECHO = 20  # characters of an unknown command said back
# The engines' choices that end a turn (or a Caverna action) while other parts may still
# be usable: the console asks before one of them leaves usable choices unused.
END_OF_TURN_KEYS = frozenset({"cvc-end-turn", "tavern-menu-end", "caverna-done"})
OPTION_COLUMN = 34   # "  name=value" is padded to this width before its explanation

# The host's Discord commands in its sentences ("/game start", "/partie commencer"), as
# typed here instead: the reader's own words (the console reads every language's).
_GAME_WORDS = ("new", "join", "leave", "start", "status", "board", "log", "score", "hand",
               "undo", "resign", "turn", "rules", "computer", "notify")
_MOD_WORDS = ("abort", "kick", "replace", "skip", "pause", "resume", "timeout", "config")
_CONSOLE_WORD = {"join": "console-word-join", "new": "console-word-new",
                 "resign": "console-word-resign"}   # a word the player completes


@cache
def _slash_words(lang: str) -> tuple[re.Pattern[str], dict[str, str]]:
    """A pattern of the slash commands in ``lang`` (and English, which is always
    understood) and, for each command as written, the console's words."""
    words: dict[str, str] = {}
    for language in dict.fromkeys((DEFAULT_LANGUAGE, lang)):
        group, mod = tr(language, "cmd-game"), tr(language, "cmd-mod")
        for word in _GAME_WORDS:
            key = _CONSOLE_WORD.get(word)
            words[f"/{group} {tr(language, f'cmd-game-{word}')}"] = (
                tr(lang, key) if key else _typed(word, lang))
        for word in _MOD_WORDS:
            words[f"/{mod} {tr(language, f'cmd-mod-{word}')}"] = word
        words[f"/{tr(language, 'cmd-play')}"] = _typed("play", lang)
    # Longest first, so "/game notify" is not read as "/game no…"; a whole word only.
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?:{alternatives})(?!\w)"), words


# Languages whose console help teaches the English command words (Japanese: « start »,
# not the Discord command's 「開始」 beside « join NAME »); their sentences say those too.
_ENGLISH_WORDS = frozenset({"ja"})


def _typed(command: str, lang: str) -> str:
    """The word a reader of ``lang`` types for console ``command`` (« commencer »)."""
    if lang in _ENGLISH_WORDS or command not in COMMAND_NAMES:
        return command
    return tr(lang, COMMAND_NAMES[command])


# The French words after which a command to type is quoted (« tapez « score » »).
_TYPE_THIS = re.compile(r"\b(?:[Tt]apez|tapent(?: aussi)?|avec) $")


def console_words(text: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """``Ready: /game start to begin.`` → ``Ready: start to begin.`` (and the French
    ``/partie commencer`` → ``commencer``: the console takes every language's words)."""
    pattern, words = _slash_words(lang)

    def word(match: re.Match[str]) -> str:
        typed = words[match.group(0)]
        # « tapez /partie score » reads « tapez « score » »: a bare word after « tapez »
        # (or « avec ») would read as prose.
        if lang == "fr" and _TYPE_THIS.search(text, 0, match.start()):
            return f"« {typed} »"
        return typed

    return pattern.sub(word, text)


# Each console command with the catalogue message that names it in a language: the
# Discord command's own name (« rejoindre », « commencer »), or a console word.
COMMAND_NAMES: dict[str, str] = {
    "new": "console-command-new", "join": "cmd-game-join", "leave": "cmd-game-leave",
    "start": "cmd-game-start", "status": "cmd-game-status", "hand": "cmd-game-hand",
    "play": "cmd-play", "board": "cmd-game-board", "log": "cmd-game-log",
    "score": "cmd-game-score", "undo": "cmd-game-undo", "resign": "cmd-game-resign",
    "help": "cmd-help", "rules": "cmd-game-rules", "computer": "cmd-game-computer",
    "options": "console-command-options"}


@cache
def command_aliases() -> dict[str, str]:
    """Every language's word for each console command → the command (``aide`` → help)."""
    # The Discord command's name works too where the console has a verb of its own
    # (« ouvrir » beside /partie « nouvelle »).
    names = {tr(lang, "cmd-game-new").casefold(): "new" for lang in languages()}
    return names | {tr(lang, key).casefold(): command for lang in languages()
                    for command, key in COMMAND_NAMES.items()}


@cache
def language_aliases(lang: str) -> dict[str, str]:
    """One language's share of :func:`command_aliases` (the same command for each word:
    tests/bot/test_console.py checks it), read without parsing the other languages."""
    return {tr(lang, "cmd-game-new").casefold(): "new"} | {
        tr(lang, key).casefold(): command for command, key in COMMAND_NAMES.items()}


@cache
def level_aliases() -> dict[str, str]:
    """Every language's word for each computer level → the level's id (``facile`` → easy)."""
    return {level: level for level in rules.ai.LEVELS} | {
        tr(lang, f"level-{level}").casefold(): level
        for lang in languages() for level in rules.ai.LEVELS}


@cache
def quit_words() -> frozenset[str]:
    return frozenset({"quit", "exit"} | {tr(lang, "console-command-quit").casefold()
                                         for lang in languages()})


@cache
def as_words() -> frozenset[str]:
    return frozenset({"as"} | {tr(lang, "console-command-as").casefold()
                               for lang in languages()})


def user_id_for(name: str) -> int:
    """A stable id per name, so a saved console game continues in a later session."""
    return zlib.crc32(name.strip().casefold().encode()) + 1


def _clip(text: str, limit: int = MAX_ECHO) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def options_text(engine: Any, lang: str = DEFAULT_LANGUAGE) -> str:
    """The options a game accepts with their defaults, one "  name=value  what it does"
    line each, as typed after ``new`` (names and values stay as the parser reads them;
    the explanation is the catalogue's ``console-option-GAME-NAME``). "" when none."""
    defaults = getattr(engine, "default_options", None) or {}
    typed = {name: f"  {name}={_option_value(value, lang)}"
             for name, value in sorted(defaults.items())}
    width = min(OPTION_COLUMN, max((len(t) for t in typed.values()), default=0))
    return "\n".join(f"{text.ljust(width)}  {tr(lang, option_key(engine.key, name))}"
                     for name, text in typed.items())


def option_key(game: str, name: str) -> str:
    """The catalogue message that says what game option ``name`` does."""
    return f"console-option-{game}-{name}"


def image_file_names(names: Sequence[str], seats: Mapping[int, str]) -> list[str]:
    """The host's picture names with each player's board named after the player:
    ``player-2.png`` → ``board-Bob.png`` (letters, digits, ``-`` and ``_`` only; the seat
    number is added when two names would give one file, or a name gives nothing)."""
    safe = {seat: _file_safe(name) for seat, name in seats.items()}
    taken = [n.casefold() for n in safe.values()]
    out = []
    for name in names:
        match = re.fullmatch(r"player-(\d+)\.png", name)
        seat = int(match.group(1)) - 1 if match else None
        if seat is None or seat not in safe:
            out.append(name)
            continue
        stem = safe[seat]
        unique = bool(stem) and taken.count(stem.casefold()) == 1
        out.append(f"board-{stem}.png" if unique else f"board-{stem or 'player'}-{seat + 1}.png")
    return out


def _file_safe(name: str) -> str:
    """A player's name as part of a file name any system accepts."""
    return re.sub(r"[^\w-]+", "-", name, flags=re.UNICODE).strip("-_")[:40]


@dataclass(frozen=True)
class Step:
    """The choices of the player to act, numbered by :func:`number_options`."""

    user: int
    stamp: int
    prompt: str
    numbered: tuple[tuple[int, OptionChoice], ...]   # in number order
    ending: frozenset[str]                           # ids of choices that end the turn

    def choice(self, number: int) -> OptionChoice | None:
        return next((c for n, c in self.numbered if n == number), None)

    def left_unused(self, option_id: str) -> list[str]:
        """The usable choices an end of turn by ``option_id`` would leave unused."""
        if option_id not in self.ending:
            return []
        return [c.label for _, c in self.numbered
                if c.id not in self.ending and c.id not in NAVIGATION]


def number_options(options: Iterable[tuple[str, str]]) -> tuple[tuple[int, OptionChoice], ...]:
    """The choices (id, label) of one decision numbered 1, 2, 3… in the engine's order.

    The numbers depend on the choices offered now and nothing else: no gap is left where a
    choice was used, and a console restarted at the same position numbers them the same
    way, so the number shown is always the number a typed or piped line plays."""
    return tuple((number, OptionChoice(option_id, label))
                 for number, (option_id, label) in enumerate(options, start=1))


def _option_value(value: Any, lang: str) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return tr(lang, "console-option-none")
    if isinstance(value, list | tuple):
        return ",".join(str(v) for v in value)
    return str(value)


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
        # The same commands by their names in every language (« aide », « rejoindre »…)
        # are looked up when typed (:meth:`handler`): a console typed in English or in its
        # own language parses no other language's catalogue (~0.15 s each at start-up).
        self._computers_moving = False
        self._confirming: tuple[int, int, str] | None = None   # (user, stamp, option id)
        self._board_lines: list[str] = []   # the last goods summary printed

    def handler(self, word: str) -> Callable[[list[str]], Awaitable[None]] | None:
        """The command ``word`` names (casefolded): its English name, else its name in the
        console's language, else in any language."""
        command = self.commands.get(word)
        if command is not None:
            return command
        name = language_aliases(self.lang).get(word) or command_aliases().get(word)
        return None if name is None else self.commands[name]

    def say(self, text: Text) -> None:
        # A terminal shows no markdown: names as typed, without their escapes.
        said = readable_stamps(unescaped(localize(text, self.lang)), self.lang)
        print(console_words(said, self.lang), file=self.out, flush=True)

    def tell(self, message: str, /, **args: Any) -> None:
        """Say the console's own message ``message`` (a key of ``console.ftl``)."""
        self.say(Msg(message, args))

    def title(self, key: str, default: str) -> str:
        return game_title(key, self.lang, default)

    def games(self) -> str:
        return ", ".join(sorted(rules.GAMES))

    async def handle(self, line: str) -> bool:
        """Run one command line; False when the user wants to quit."""
        words = line.split()
        if not words or words[0].startswith("#"):
            return True
        command, args = words[0].lower().lstrip("/"), words[1:]
        if command in ("quit", "exit") or command == tr(
                self.lang, "console-command-quit").casefold():
            return False
        if command.isdigit() and not args:
            command, args = "play", [command]   # a bare number plays that choice
        handler = self.handler(command)
        # No command word is a quit word in any language (tests/bot/test_console.py).
        if handler is None and command in quit_words():
            return False
        if handler is None:
            self.tell("console-unknown-command", command=_clip(words[0]))
            return True
        try:
            await handler(args)
        except HostError as error:
            if self.pending_lobby is not None and getattr(error.message, "key", None) in (
                    "view-no-game", "view-no-board", "view-no-game-yet", "view-no-score",
                    "console-not-started"):
                # A lobby waits for its first join: say so, not "no game here" (a typed
                # number, board, log, score…).
                self.tell("console-nobody-joined-lobby")
            else:
                self.say(error.message)
        return True

    # ----- lobby -----------------------------------------------------------------------
    async def new(self, args: list[str]) -> None:
        if not args:
            self.tell("console-which-game")
            return
        key = args[0].lower()
        rest = args[1:]
        players: int | None = None
        if rest and "=" not in rest[0]:
            if not rest[0].isdigit():
                self.tell("console-players-not-number", text=_clip(rest[0]))
                return
            players, rest = int(rest[0]), rest[1:]
        if key not in rules.GAMES:
            self.tell("console-no-such-game", key=_clip(key), games=self.games())
            return
        chosen = parse_game_options(",".join(rest))   # the parser /game new options: uses
        try:
            await self.host.status(CHANNEL, self.lang)
            current = await self.host.lobby(CHANNEL)
            self.tell("console-game-already-open",
                      title=self.title(current.key, current.title))
            return
        except HostError:
            pass
        engine = rules.GAMES[key]
        name = self.title(key, engine.title)
        count = engine.min_players if players is None else players
        if not engine.min_players <= count <= engine.max_players:
            self.tell("console-player-range", title=name, min=engine.min_players,
                      max=engine.max_players, count=count)
            return
        try:
            engine.new_game(count, 0, chosen)  # the check /game new makes, at once
        except rules.IllegalMove as error:
            self.say(HostError.refused(error).message)   # the engine's Say, in lang
            return
        self.pending_lobby = (key, players, chosen)
        with_options = ", ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}"
                                 for k, v in chosen.items())
        if chosen:
            self.tell("console-new-lobby-options", title=name, options=with_options)
        else:
            self.tell("console-new-lobby", title=name)

    async def computer(self, args: list[str]) -> None:
        lobby = await self.host.lobby(CHANNEL)
        seated = next((s.user_id for s in lobby.seats if s.user_id is not None), None)
        if seated is None:
            raise HostError(Msg("console-join-first"))
        lobby = await self.host.add_computer(CHANNEL, seated,
                                             self.level(args[0]) if args else None)
        self.say(lobby.text)

    def level(self, word: str) -> str:
        """The level's id for its word in any language; an unknown word is refused with the
        levels in the console's language (« facile, difficile »)."""
        level = level_aliases().get(word.strip().casefold())
        if level is None:
            names = tr(self.lang, "text-comma").join(tr(self.lang, f"level-{name}")
                                                     for name in rules.ai.LEVELS)
            raise HostError(Msg("computer-no-level", {"level": quote(word),
                                                      "levels": names}))
        return level

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
            self.tell("console-who-joins")
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
            self.tell("console-who-leaves")
            return
        lobby = await self.host.leave(CHANNEL, user_id_for(name))
        self.say(lobby.text if lobby else Msg("game-lobby-closed"))

    async def start(self, args: list[str]) -> None:
        if self.pending_lobby is not None:
            # The lobby opens with the first join; say so instead of "no game here".
            self.tell("console-nobody-joined-lobby")
            return
        lobby = await self.host.lobby(CHANNEL)
        if not lobby.seats:
            self.tell("console-nobody-joined")
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
            raise HostError(Msg("console-not-started"))
        if status.status in ("finished", "aborted"):
            raise HostError(Msg("console-game-over"))
        waiting = [d.user_id for d in status.to_act if d.user_id is not None]
        if not waiting:
            raise HostError(Msg("console-nobody-to-act"))
        return waiting[0]

    async def _choices(self, user: int) -> Step:
        mine = await self.host.options(CHANNEL, user)
        if mine.paused is not None:
            raise HostError(mine.paused)
        if not mine.decisions:
            raise HostError(Msg("console-nothing-to-decide"))
        decision = mine.decisions[0]
        prompt = tr(self.lang, "console-prompt", name=decision.name,
                    prompt=localize(decision.prompt, self.lang))
        numbered = number_options((o.id, localize(o.label, self.lang))
                                  for o in decision.options)
        ending = frozenset(o.id for o in decision.options
                           if getattr(o.label, "msg_key", None) in END_OF_TURN_KEYS)
        return Step(user, decision.stamp, prompt, numbered, ending)

    def _list(self, step: Step) -> None:
        for number, option in step.numbered:
            self.say(f"  {number:>3}. {option.label}  [{option.id}]")

    async def options(self, args: list[str]) -> None:
        step = await self._choices(await self._actor(" ".join(args) or None))
        self.say(step.prompt)
        self._list(step)

    async def hand(self, args: list[str]) -> None:
        mine = await self.host.private_info(CHANNEL, await self._actor(" ".join(args) or None),
                                           self.lang)
        self.say(mine.text or Msg("console-nothing-secret"))

    async def play(self, args: list[str]) -> None:
        if not args:
            self.tell("console-play-what")
            return
        name = None
        if len(args) >= 3 and args[-2].lower() in as_words():
            name, args = args[-1], args[:-2]
        user = await self._actor(name)
        step = await self._choices(user)
        wanted = " ".join(args)
        option_id = wanted
        if wanted.isdigit():
            chosen = step.choice(int(wanted))
            if chosen is None:
                self.tell("console-choose-number",
                          numbers=", ".join(str(n) for n, _ in step.numbered))
                return
            option_id = chosen.id
        unused = step.left_unused(option_id)
        if unused and self._confirming != (user, step.stamp, option_id):
            # An end of turn with usable choices left: played only when typed twice.
            self._confirming = (user, step.stamp, option_id)
            label = next(c.label for _, c in step.numbered if c.id == option_id)
            again = wanted if wanted.isdigit() and name is None else f"play {wanted}"
            comma = tr(self.lang, "text-comma")
            # Each choice left unused in quotes, as the chosen one is: menu labels start
            # with a capital, which reads as a new sentence in a list.
            quoted = [tr(self.lang, "console-quoted", text=text) for text in unused]
            self.tell("console-confirm-end", choice=label, unused=comma.join(quoted),
                      again=again if name is None else f"{again} as {name}")
            return
        self._confirming = None
        await self.show(await self.host.act(CHANNEL, user, option_id, step.stamp))

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
            players = (tr(self.lang, "text-comma").join(s.name for s in status.seats)
                       or tr(self.lang, "console-nobody-yet"))
            self.tell("console-who-resigns", players=players)
            return
        await self.show(await self.host.resign(CHANNEL, user_id_for(name)))

    # ----- looking ---------------------------------------------------------------------
    async def status(self, args: list[str]) -> None:
        if self.pending_lobby is not None:
            self.tell("console-lobby-open")
            return
        self.say((await self.host.status(CHANNEL, self.lang)).text)

    async def board(self, args: list[str]) -> None:
        info = await self.host.board(CHANNEL, " ".join(args) or None, self.lang)
        name = await self._board_owner(info.images) if args else None
        if name is None:
            self.say(info.text)
        else:
            # One player's board: its heading, then the round and that player's own line
            # (points and goods), not everyone's summary.
            lines = info.text.splitlines()
            so_far = tr(self.lang, "text-scores-so-far")
            own = [line for line in lines[1:] if line.startswith(name) or line == so_far]
            self.tell("console-board-of", name=name)
            self.say("\n".join(lines[:1] + own))
        await self.write_images(info.images)

    async def _board_owner(self, images: tuple[Image, ...]) -> str | None:
        """The name of the player whose board ``images`` draw (``player-2.png``)."""
        for file_name, _ in images:
            found = re.fullmatch(r"player-(\d+)\.png", file_name)
            if found is not None:
                status = await self.host.status(CHANNEL, self.lang)
                seats = {s.seat: s.name for s in status.seats}
                return seats.get(int(found.group(1)) - 1)
        return None

    async def log(self, args: list[str]) -> None:
        """``log``: the latest page; ``log 3``: round 3; ``log all``: the whole story."""
        wanted = " ".join(args).strip().lower()
        if wanted in ("all", "tout"):
            self.say((await self.host.log_file(CHANNEL, lang=self.lang)).text.rstrip())
            return
        if wanted and not wanted.isdigit():
            self.tell("console-log-usage")
            return
        page = await self.host.log_page(CHANNEL, round_number=int(wanted) if wanted else None,
                                        lang=self.lang)
        self.say(page.heading)
        self.say(page.text)
        if page.round is None and page.pages > 1:
            self.tell("console-log-more")

    async def score(self, args: list[str]) -> None:
        self.say((await self.host.score(CHANNEL)).text_in(self.lang))

    async def help(self, args: list[str]) -> None:
        if args and self.handler(args[0].lower()) == self.new:
            self.tell("console-help-new")
            for key, engine in sorted(rules.GAMES.items()):
                listed = options_text(engine, self.lang)
                if listed:
                    # The list goes apart: Fluent cuts a placeable past 2,500 characters.
                    self.tell("console-game-options", key=key)
                    self.say(listed)
                else:
                    self.tell("console-game-no-options", key=key)
            return
        self.tell("console-help", games=self.games() or tr(self.lang, "console-no-games"))

    async def rules(self, args: list[str]) -> None:
        key = _spaced(" ".join(args)).strip().lower()
        if not key:
            for name, engine in sorted(rules.GAMES.items()):
                self.tell("console-rules-game", key=name, title=self.title(name, engine.title),
                          min=engine.min_players, max=engine.max_players)
            self.tell("console-rules-more")
            return
        engine = rules.GAMES.get(key) or next(
            (e for k, e in rules.GAMES.items()
             if key in (e.title.casefold(), _spaced(self.title(k, e.title)).casefold())), None)
        if engine is None:
            self.tell("console-no-such-game", key=_clip(key), games=self.games())
            return
        self.tell("console-rules-title", title=self.title(engine.key, engine.title),
                  key=engine.key, min=engine.min_players, max=engine.max_players)
        listed = options_text(engine, self.lang)
        if listed:
            self.tell("console-rules-options", key=engine.key)
            self.say(listed)
        else:
            self.tell("console-rules-no-options")
        note = setup_house_note(engine, engine.min_players, lang=self.lang)
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
            names = tr(self.lang, "text-comma").join(s.name for s in status.seats)
            self.tell("console-resuming-lobby", title=self.title(status.key, status.title),
                      names=names)
            return
        self.tell("console-resuming-game", title=self.title(status.key, status.title))
        self.say(status.text)
        await self.show_choices()

    # ----- output ----------------------------------------------------------------------
    async def write_images(self, images: tuple[Image, ...]) -> None:
        if not images:
            return
        try:
            seats = {s.seat: s.name for s in (await self.host.status(CHANNEL, self.lang)).seats}
        except HostError:
            seats = {}
        names = image_file_names([name for name, _ in images], seats)
        try:
            self.out_dir.mkdir(parents=True, exist_ok=True)
            for name, (_, png) in zip(names, images, strict=True):
                path = self.out_dir / name
                path.write_bytes(png)
                self.tell("console-image-written", path=str(path))
        except OSError as error:
            self.tell("console-cannot-write-images", folder=str(self.out_dir),
                      reason=str(error.strerror or error))

    def show_board_text(self, text: str, whole: bool) -> None:
        """The goods summary: whole once per hand-over, else only its lines that changed
        (a sub-step, or a computer's move within its turn)."""
        lines = text.splitlines()
        shown = lines if whole else [line for line in lines if line not in self._board_lines]
        self._board_lines = lines
        if shown:
            self.say("\n".join(shown))

    async def show(self, outcome: MoveOutcome, header: bool = True) -> None:
        handed_over = outcome.post is not None or outcome.over
        if handed_over:
            self._confirming = None
        if header and outcome.public_text:
            self.say(outcome.public_text)
        for user, text in outcome.private_texts.items():
            who = self.names.get(user) or tr(self.lang, "console-one-player")
            self.tell("console-private", who=who, text=text)
        self.show_board_text(outcome.board_text, whole=handed_over)
        await self.write_images(outcome.images)
        if not outcome.over:
            await self._computers_move()
            if not self._computers_moving:
                await self.show_choices()

    async def show_choices(self) -> None:
        """The choices of the player to act now, so the next move needs one command."""
        try:
            step = await self._choices(await self._actor(None))
        except HostError:
            return
        self.tell("console-next", prompt=step.prompt)
        self._list(step)
        self.tell("console-type-number")


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
    console.tell("console-welcome")
    await console.greet()
    reader = LineReader(stdin)
    while True:
        if interactive:
            print("> ", end="", file=stdout, flush=True)
        line = await reader.readline()
        if not line:
            return 0
        if not await console.handle(line):
            console.tell("console-bye")
            return 0


def _spaced(text: str) -> str:
    """``text`` with French typography's narrow and no-break spaces as plain spaces, so
    that a title typed with ordinary spaces finds the French one (« Caverna : … »)."""
    return text.replace("\u202f", " ").replace("\u00a0", " ")
