"""``python -m bot``: the Discord bot with a token, else the local console.

    python -m bot                     run the bot (DISCORD_TOKEN from the environment or .env)
    python -m bot --local [--db PATH] [--out DIR]   a hotseat game in this terminal
    python -m bot copy-db --from SOURCE --to TARGET  copy every game (SQLite file or
                                      postgresql:// URL, either way), verified by replay
    python -m bot ratings rebuild [--db PATH]   every rating again from the stored results
    python -m bot web                 the web table alone, beside bot processes on PostgreSQL

Relative paths are read from the folder the command was run in (``./run.sh`` passes it
as ``CAVERN_CALLER_DIR``, since it changes to the project folder first).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib
import logging
import os
import signal
import sqlite3
import sys
import textwrap
from collections.abc import Callable, Coroutine, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.config import ConfigError, Settings, database_target_problem, load_settings
from bot.i18n import language_of, languages, tr
from bot.logs import setup_logging
from bot.store import Database, StoreError, is_url

# The host, the console, the presence table and the copier are imported where they are
# used: ``--help``, the no-token guide and a refused path answer without them (~0.3 s).
if TYPE_CHECKING:
    from bot.host import GameHost

log = logging.getLogger("bot")

# Exactly the permissions the bot uses (issue 19), with the bit Discord gives each; the sum
# is the invite URL's ``permissions=`` number. Interaction replies need none of them.
INVITE_PERMISSIONS: dict[str, int] = {
    "View Channels": 1 << 10,              # see the channel a game is played in
    "Send Messages": 1 << 11,              # turn messages, reminders, timeout warnings
    "Send Messages in Threads": 1 << 38,   # games played in a thread
    "Create Public Threads": 1 << 35,      # /mod config thread_per_game
    "Attach Files": 1 << 15,               # the board pictures
}
# Only needed when the moderator role is not mentionable (/mod config says so).
OPTIONAL_PERMISSION = "Mention @everyone, @here, and All Roles"
INVITE_PERMISSIONS_VALUE = sum(INVITE_PERMISSIONS.values())



def no_token_guide(lang: str = "en") -> str:
    """How to get a token and invite the bot, in ``lang`` (the catalogue's ``cli-no-token``;
    the permissions as Discord's settings name them in that language)."""
    names = textwrap.fill(tr(lang, "cli-permission-names"), 72, subsequent_indent="     ")
    return tr(lang, "cli-no-token", permissions=names, value=str(INVITE_PERMISSIONS_VALUE),
              optional=tr(lang, "cli-optional-permission"))


def __getattr__(name: str) -> str:
    """``NO_TOKEN``, the English guide, made when asked for: rendering it parses the
    English catalogue, which a console in another language may never need."""
    if name == "NO_TOKEN":
        return no_token_guide()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


CALLER_DIR = "CAVERN_CALLER_DIR"


def from_caller(path: str) -> Path:
    """``path`` as the user meant it: relative to the folder they ran the command in."""
    given = Path(path).expanduser()
    base = os.environ.get(CALLER_DIR)
    return given if given.is_absolute() or not base else Path(base) / given


def path_problem(path: Path, option: str, folder: bool) -> str | None:
    """One plain sentence when ``path`` cannot be used (a file, or a folder, in the way;
    a folder we may not write in), else None."""
    if path.exists() and path.is_dir() != folder:
        want = "a folder" if folder else "a file name, such as data/cavern-host.db"
        return f"{option} {path} is {'a file' if folder else 'a folder'}; give {want}."
    parent = path if folder else path.parent
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent
    if not parent.is_dir():
        return f"{option} {path} cannot be made: {parent} is a file, not a folder."
    if not os.access(parent, os.W_OK):
        return f"{option} {path} cannot be written: no permission to write in {parent}."
    return None


def sqlite_problem(db_path: str) -> str | None:
    """A sentence when SQLite cannot open the file (tried here, before the async driver,
    whose worker thread would print a traceback of its own after the event loop ends)."""
    if db_path == ":memory:":
        return None
    try:
        Path(db_path).parent.mkdir(parents=True, exist_ok=True)
        sqlite3.connect(db_path).close()
    except (OSError, sqlite3.Error) as error:
        return f"Cannot open the database {db_path}: {error}."
    return None


class _Usage(argparse.RawDescriptionHelpFormatter):
    """argparse's help with its own words ("usage:") in the reader's language."""

    prefix = "usage: "

    def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None
                  ) -> None:
        super().add_usage(usage, actions, groups, self.prefix if prefix is None else prefix)


def argv_language(argv: list[str]) -> str:
    """The language of ``--help`` and the guides: ``--lang X`` (or ``--lang=X``) in
    ``argv``, else LANG, else English."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return console_language(argv[i + 1])
        if arg.startswith("--lang="):
            return console_language(arg.split("=", 1)[1])
    return console_language(None)


def parse_args(argv: list[str] | None, lang: str | None = None) -> argparse.Namespace:
    lang = lang or argv_language(list(argv if argv is not None else sys.argv[1:]))

    class Usage(_Usage):
        prefix = tr(lang, "cli-usage")

    parser = argparse.ArgumentParser(
        prog="./run.sh", add_help=False, formatter_class=Usage,
        description=tr(lang, "cli-description") + "\n\n" + tr(lang, "cli-usage-notes"))
    parser._optionals.title = tr(lang, "cli-options")
    parser.add_argument("-h", "--help", action="help", help=tr(lang, "cli-help-help"))
    parser.add_argument("--local", action="store_true", help=tr(lang, "cli-help-local"))
    parser.add_argument("--db", help=tr(lang, "cli-help-db"))
    parser.add_argument("--out", default="out/console", help=tr(lang, "cli-help-out"))
    parser.add_argument("--env-file", default=".env", help=tr(lang, "cli-help-env-file"))
    parser.add_argument("--lang", help=tr(lang, "cli-help-lang",
                                          languages=" ".join(languages())))
    return parser.parse_args(argv)


async def open_host(settings: Settings, db_path: str,
                    serves: Callable[[int], bool] | None = None) -> tuple[Database, GameHost]:
    """Create the database, apply migrations and load every running game (of the channels
    ``serves`` accepts, when given: the bot's are Discord's)."""
    from bot.host import GameHost

    db = await Database.open(db_path)
    host = GameHost(db, settings)
    if serves is not None:
        host.core.serves_channel = serves
    resumed = await host.resume_all()
    log.info("database %s ready; %d running game(s) loaded", db.path, len(resumed))
    return db, host


async def run_local(settings: Settings, db_path: str, out_dir: Path,
                    lang: str = "en") -> int:
    from bot.console import run_console

    db, host = await open_host(settings, db_path)
    try:
        return await run_console(host, out_dir, sys.stdin, sys.stdout,
                                 interactive=sys.stdin.isatty(), lang=lang)
    finally:
        await db.close()


async def run_discord(settings: Settings, db_path: str) -> int:
    # Imported here so the console works without discord.py or the Discord layer.
    discord_app = importlib.import_module("bot.discord_app")
    from bot.presence import ShardConflict, announce
    from bot.shards import discord_channel

    db, host = await open_host(settings, db_path, serves=discord_channel)
    try:
        # Before Discord: a second process serving the same shards would answer every
        # interaction twice; it stops here, in one sentence.
        try:
            presence = await announce(db, settings.shard_count, settings.shard_ids)
        except ShardConflict as error:
            print(error, file=sys.stderr)
            return 1
        presence.start_heartbeat()
        try:
            # run_async installs the SIGINT/SIGTERM handlers and closes the gateway
            # cleanly; it shares this event loop with the database connection.
            await discord_app.run_async(settings, host)
        except discord_app.DiscordStartError as error:
            print(error, file=sys.stderr)
            return 1
        finally:
            await presence.leave()
    finally:
        await db.close()
    return 0


def _offer_console(lang: str = "en") -> bool:
    if not sys.stdin.isatty():
        return False
    try:
        answer = input(tr(lang, "cli-offer-console")).strip().lower()
    except (EOFError, KeyboardInterrupt):   # Ctrl-D or Ctrl-C: a plain no
        print()
        return False
    return answer == "" or answer in tr(lang, "cli-yes-words").split()


CONSOLE_LOG = "console.log"
# The console's database when no --db is given: never the bot's (issue 40).
CONSOLE_DB = "data/console.db"


@contextlib.contextmanager
def console_logging(level: str, out_dir: Path) -> Iterator[Path]:
    """The console's log in ``out_dir/console.log``: start-up lines (migrations, library
    notices) do not belong on the players' screen; only errors reach it."""
    screen = setup_logging(level)
    screen.setLevel(logging.ERROR)
    path = out_dir / CONSOLE_LOG
    out_dir.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as stream:
        handler = setup_logging(level, stream)
        try:
            yield path
        finally:
            for added in (handler, screen):
                logging.getLogger().removeHandler(added)


def copy_db_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="./run.sh copy-db",
        description="Copy every game with its move log (and the settings) from one database "
                    "into an empty one, SQLite to PostgreSQL or back, verified by replaying "
                    "each log. Stop the bot first.")
    parser.add_argument("--from", dest="source", required=True,
                        help="SQLite file or postgresql:// URL to read")
    parser.add_argument("--to", dest="target", required=True,
                        help="SQLite file or postgresql:// URL to fill (must hold no game)")
    args = parser.parse_args(argv)
    # A URL we do not open is refused before any path is made of it.
    refused = (database_target_problem(args.source, "--from")
               or database_target_problem(args.target, "--to"))
    if refused:
        print(refused, file=sys.stderr)
        return 2
    source = args.source if is_url(args.source) else str(from_caller(args.source))
    target = args.target if is_url(args.target) else str(from_caller(args.target))
    if not is_url(source) and not Path(source).is_file():
        print(f"--from {source}: no such database file.", file=sys.stderr)
        return 2
    problem = None if is_url(target) else (path_problem(Path(target), "--to", folder=False)
                                           or sqlite_problem(target))
    if problem:
        print(problem, file=sys.stderr)
        return 2
    return asyncio.run(copy_db(source, target))


async def copy_db(source: str, target: str) -> int:
    """Copy ``source`` into ``target`` (paths or URLs), printing what was done."""
    from bot.store.copy import copy_database

    try:
        src = await Database.open(source)
        try:
            dst = await Database.open(target)
            try:
                report = await copy_database(src, dst, progress=lambda line: print("  " + line))
            finally:
                await dst.close()
        finally:
            await src.close()
    except StoreError as error:
        print(f"Nothing was copied: {error}", file=sys.stderr)
        return 1
    except (OSError, sqlite3.Error) as error:
        print(f"Nothing was copied: {error}.", file=sys.stderr)
        return 1
    print(f"Copied {report.games} game(s) with {report.moves} move(s) from {src.path} to "
          f"{dst.path}; {report.replayed} replayed to their stored position.")
    for line in report.not_replayed:
        print(f"  not replayed: {line}")
    return 0


WEB_NEEDS_POSTGRES = (
    "./run.sh web runs the web table as a process of its own beside the bot processes, "
    "which needs DATABASE_URL=postgresql://… (moves made elsewhere reach its pages through "
    "PostgreSQL). With SQLite the bot serves the table itself: just run ./run.sh.")


def web_main(argv: list[str]) -> int:
    """``python -m bot web``: the web table alone (no Discord connection)."""
    parser = argparse.ArgumentParser(
        prog="python -m bot web",
        description="Serve the web table alone, beside bot processes sharing a PostgreSQL "
                    "database (WEB_HOST, WEB_PORT, WEB_URL from the environment or .env).")
    parser.add_argument("--env-file", default=".env")
    args = parser.parse_args(argv)
    try:
        settings = load_settings(env_file=args.env_file)
    except ConfigError as error:
        print(f"Configuration problem: {error}", file=sys.stderr)
        return 2
    if not settings.database_url:
        print(WEB_NEEDS_POSTGRES, file=sys.stderr)
        return 2
    setup_logging(settings.log_level)
    return _run(_serve_web(settings), settings.database_url)


async def _serve_web(settings: Settings) -> int:
    from web.server import start_web

    db, host = await open_host(settings, settings.database)
    try:
        server = await start_web(host, settings)
        print(f"The web table: {settings.web_url} (listening on {server.url})", flush=True)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(sig, stop.set)
        await stop.wait()
        await server.stop()
        await host.live.close()
    finally:
        await db.close()
    return 0


def console_language(chosen: str | None) -> str:
    """--lang, else the LANG environment variable ("fr_FR.UTF-8"), else English."""
    return language_of(chosen or os.environ.get("LANG", "").split(".")[0] or None)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["copy-db"]:
        return copy_db_main(argv[1:])
    if argv[:1] == ["ratings"]:
        from bot.ratings_cli import ratings_main
        return ratings_main(argv[1:])
    if argv[:1] == ["web"]:
        return web_main(argv[1:])
    args = parse_args(argv)
    try:
        settings = load_settings(env_file=args.env_file)
    except ConfigError as error:
        print(f"Configuration problem: {error}", file=sys.stderr)
        return 2
    refused = database_target_problem(args.db, "--db") if args.db else None
    if refused:
        print(refused, file=sys.stderr)
        return 2
    out_dir = from_caller(args.out)
    local = args.local
    if not local and not settings.discord_token:
        lang = console_language(args.lang)
        print(no_token_guide(lang))
        local = _offer_console(lang)
        if not local:
            return 1
    if args.db:
        db_path = args.db if is_url(args.db) else str(from_caller(args.db))
    else:
        # The console's games are its own: the bot, on its database, would find no
        # channel for them (and end them when their reminders came due).
        db_path = CONSOLE_DB if local else settings.database
    # Checked before anything starts, so a bad path is one sentence, not a traceback.
    sqlite = not is_url(db_path)
    problem = ((path_problem(Path(db_path), "--db", folder=False) if sqlite else None)
               or (path_problem(out_dir, "--out", folder=True) if local else None)
               or (sqlite_problem(db_path) if sqlite else None))
    if problem:
        print(problem, file=sys.stderr)
        return 2
    if not local:
        setup_logging(settings.log_level)
        return _run(run_discord(settings, db_path), db_path)
    try:
        with console_logging(settings.log_level, out_dir):
            return _run(run_local(settings, db_path, out_dir, console_language(args.lang)),
                        db_path, console=True)
    except OSError as error:   # the log file itself
        print(f"--out {out_dir}: cannot write {CONSOLE_LOG} there: {error}.", file=sys.stderr)
        return 2


def _run(coroutine: Coroutine[Any, Any, int], db_path: str, console: bool = False) -> int:
    """Run the bot or the console; a database problem is one sentence."""
    try:
        return _run_until_signal(coroutine) if console else asyncio.run(coroutine)
    except StoreError as error:
        print(f"Database problem: {error}", file=sys.stderr)
        return 2
    except (OSError, sqlite3.Error) as error:
        where = "the PostgreSQL database" if is_url(db_path) else f"the database {db_path}"
        print(f"Cannot open {where}: {error}.", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def _run_until_signal(coroutine: object) -> int:
    """Run the console; SIGTERM stops it like Ctrl-C, closing the database first."""
    async def guarded() -> int:
        task = asyncio.ensure_future(coroutine)  # type: ignore[arg-type]
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(sig, task.cancel)
        try:
            return await task
        except asyncio.CancelledError:
            print("\nStopped: the game is saved.", file=sys.stderr)
            return 130
    return asyncio.run(guarded())


if __name__ == "__main__":
    sys.exit(main())
