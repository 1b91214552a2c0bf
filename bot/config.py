"""Typed settings from the environment or a ``.env`` file.

The environment wins over ``.env`` (so a container or a shell can override the file).
``.env`` is parsed here: ``NAME=value`` lines, ``#`` comments, optional quotes and
``export``; no dotenv dependency for a dozen lines of work.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from bot.store.database import is_url


class ConfigError(ValueError):
    """A setting has a value we cannot use; the text names it and says why."""


@dataclass(frozen=True)
class Settings:
    discord_token: str | None = field(default=None, repr=False)   # never in a log line
    database_path: str = "data/cavern-host.db"
    # postgresql://… : the shared store of several bot processes; wins over database_path.
    database_url: str | None = field(default=None, repr=False)   # may hold a password
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    discord_api_base: str | None = None
    discord_gateway_url: str | None = None
    reminder_hours: float = 24.0      # first nudge after this long without a move
    timeout_hours: float = 72.0       # then moderators are told
    max_reminders: int = 3            # nudges per wait, at most
    shard_count: int | None = None    # None: one process asks Discord how many it needs
    shard_ids: tuple[int, ...] | None = None   # this process's shards; None: all of them
    render_workers: int = field(default_factory=lambda: os.cpu_count() or 1)  # 0/1: in-thread
    computer_pause_seconds: float = 1.5   # a computer player's move waits this long to post
    # The web table (web/): on by default beside the bot; WEB_URL is the public address of
    # links when it runs behind a reverse proxy; the signing secret, when not given, is
    # generated on first start and kept in the store (bot/host/web_access.py).
    web_enabled: bool = True
    web_host: str = "127.0.0.1"
    web_port: int = 8080
    web_url_setting: str | None = None
    web_secret: str | None = field(default=None, repr=False)
    discord_client_id: str | None = None
    discord_client_secret: str | None = field(default=None, repr=False)

    @property
    def web_url(self) -> str:
        """The base of every link to the web table (no trailing slash)."""
        if self.web_url_setting:
            return self.web_url_setting.rstrip("/")
        host = self.web_host if self.web_host not in ("0.0.0.0", "::", "") else "127.0.0.1"
        return f"http://{host}:{self.web_port}"

    @property
    def database(self) -> str:
        """Where the store lives: the PostgreSQL URL when set, else the SQLite file."""
        return self.database_url or self.database_path

    def redacted(self) -> str:
        token = "set" if self.discord_token else "not set"
        where = _without_password(self.database_url) if self.database_url else self.database_path
        return (f"token {token}, database {where}, "
                f"dev guild {self.dev_guild_id or 'none'}, log level {self.log_level}")


def _without_password(url: str) -> str:
    return re.sub(r"(//[^:/@]+):[^@]*@", r"\1:***@", url)


def database_target_problem(target: str, name: str) -> str | None:
    """One sentence when ``target`` (named ``name``: --db, DATABASE_PATH…) holds ``://``
    but is not a URL the store opens, else None; so no folder is made from a URL."""
    # Anything else with "://" is a typo or another driver's spelling
    # (postgresql+asyncpg://), never a file name whose folders we would create.
    if "://" not in target or is_url(target):
        return None
    scheme = target.split("://", 1)[0]
    return (f"{name} “{scheme}://…” is not a database Cavern Host can open: give a "
            "PostgreSQL URL (postgresql://user@host/db) or an SQLite file name.")


def _database_url(values: Mapping[str, str]) -> str | None:
    url = values.get("DATABASE_URL", "").strip()
    if not url:
        return None
    if not is_url(url):
        raise ConfigError("DATABASE_URL must be a PostgreSQL URL (postgresql://user@host/db); "
                          "for SQLite set DATABASE_PATH instead.")
    return url


def _database_path(values: Mapping[str, str]) -> str:
    path = values.get("DATABASE_PATH", "").strip() or "data/cavern-host.db"
    problem = database_target_problem(path, "DATABASE_PATH")
    if problem:
        raise ConfigError(problem)
    return path


def parse_env_file(text: str) -> dict[str, str]:
    values: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        name, _, value = line.partition("=")
        name = name.strip().removeprefix("export ").strip()
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        elif " #" in value:  # an unquoted value may carry a trailing comment
            value = value.split(" #", 1)[0].rstrip()
        values[name] = value
    return values


def _int(values: Mapping[str, str], name: str) -> int | None:
    text = values.get(name, "").strip()
    if not text:
        return None
    try:
        return int(text)
    except ValueError:
        raise ConfigError(f"{name} must be a number (a server id), not “{text}”.") from None


def _hours(values: Mapping[str, str], name: str, default: float) -> float:
    text = values.get(name, "").strip()
    if not text:
        return default
    try:
        hours = float(text)
    except ValueError:
        raise ConfigError(f"{name} must be a number of hours, not “{text}”.") from None
    if not 0 < hours <= 24 * 365:
        raise ConfigError(f"{name} must be more than 0 and at most a year of hours.")
    return hours


def _shards(values: Mapping[str, str]) -> tuple[int | None, tuple[int, ...] | None]:
    count = _count(values, "SHARD_COUNT", minimum=1)
    text = values.get("SHARD_IDS", "").strip()
    if not text:
        return count, None
    if count is None:
        raise ConfigError("SHARD_IDS needs SHARD_COUNT (the total over every process).")
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if not parts or not all(p.isascii() and p.isdigit() for p in parts):
        raise ConfigError(f"SHARD_IDS must be shard numbers separated by commas, not “{text}”.")
    ids = tuple(sorted({int(p) for p in parts}))
    if ids[-1] >= count:
        raise ConfigError(f"SHARD_IDS must be below SHARD_COUNT ({count}), not {ids[-1]}.")
    return count, ids


def _count(values: Mapping[str, str], name: str, minimum: int) -> int | None:
    text = values.get(name, "").strip()
    if not text:
        return None
    if not (text.isascii() and text.isdigit()) or int(text) < minimum:
        raise ConfigError(f"{name} must be a whole number of at least {minimum}, not “{text}”.")
    return int(text)


def _flag(values: Mapping[str, str], name: str, default: bool) -> bool:
    text = values.get(name, "").strip().lower()
    if not text:
        return default
    if text in ("1", "true", "yes", "on"):
        return True
    if text in ("0", "false", "no", "off"):
        return False
    raise ConfigError(f"{name} must be true or false, not “{text}”.")


def _web_url(values: Mapping[str, str]) -> str | None:
    url = values.get("WEB_URL", "").strip()
    if not url:
        return None
    if not re.match(r"^https?://[^/\s]+", url):
        raise ConfigError(f"WEB_URL must start with https:// or http://, not “{url}”.")
    return url


def _port(values: Mapping[str, str]) -> int:
    port = _count(values, "WEB_PORT", minimum=0)
    if port is None:
        return 8080
    if port > 65535:
        raise ConfigError(f"WEB_PORT must be a port number (0-65535), not {port}.")
    return port


def load_settings(env: Mapping[str, str] | None = None,
                  env_file: str | Path | None = ".env") -> Settings:
    """Settings from ``.env`` (if it exists) overridden by ``env`` (default os.environ)."""
    values: dict[str, str] = {}
    if env_file is not None and Path(env_file).is_file():
        values.update(parse_env_file(Path(env_file).read_text(encoding="utf-8")))
    values.update({k: v for k, v in (os.environ if env is None else env).items() if v})
    level = values.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
    if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
        raise ConfigError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not “{level}”.")
    max_reminders = _int(values, "MAX_REMINDERS")
    shard_count, shard_ids = _shards(values)
    workers = _count(values, "RENDER_WORKERS", minimum=0)
    return Settings(
        discord_token=values.get("DISCORD_TOKEN", "").strip() or None,
        database_path=_database_path(values),
        database_url=_database_url(values),
        dev_guild_id=_int(values, "DEV_GUILD_ID"),
        log_level=level,
        discord_api_base=values.get("DISCORD_API_BASE", "").strip() or None,
        discord_gateway_url=values.get("DISCORD_GATEWAY_URL", "").strip() or None,
        reminder_hours=_hours(values, "REMINDER_HOURS", 24.0),
        timeout_hours=_hours(values, "TIMEOUT_HOURS", 72.0),
        max_reminders=3 if max_reminders is None else max(0, max_reminders),
        shard_count=shard_count, shard_ids=shard_ids,
        render_workers=(os.cpu_count() or 1) if workers is None else workers,
        computer_pause_seconds=_hours(values, "COMPUTER_PAUSE_SECONDS", 1.5),
        web_enabled=_flag(values, "WEB_ENABLED", True),
        web_host=values.get("WEB_HOST", "").strip() or "127.0.0.1",
        web_port=_port(values),
        web_url_setting=_web_url(values),
        web_secret=values.get("WEB_SECRET", "").strip() or None,
        discord_client_id=values.get("DISCORD_CLIENT_ID", "").strip() or None,
        discord_client_secret=values.get("DISCORD_CLIENT_SECRET", "").strip() or None,
    )
