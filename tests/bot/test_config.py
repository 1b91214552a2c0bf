"""Settings from the environment and .env, with friendly errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import ConfigError, load_settings, parse_env_file


def test_defaults_with_nothing_set(tmp_path: Path) -> None:
    settings = load_settings({}, tmp_path / "missing.env")
    assert settings.discord_token is None
    assert settings.database_path == "data/cavern-host.db"
    assert settings.reminder_hours == 24 and settings.timeout_hours == 72


def test_env_file_then_environment_wins(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text(
        "# comment\nexport DISCORD_TOKEN='abc.def'\nDATABASE_PATH=db/x.db  # here\n"
        "DEV_GUILD_ID=123\nLOG_LEVEL=debug\nREMINDER_HOURS=6\nnot a line\nDISCORD_API_BASE=\n")
    settings = load_settings({"DEV_GUILD_ID": "456"}, env_file)
    assert settings.discord_token == "abc.def"
    assert settings.database_path == "db/x.db"
    assert settings.dev_guild_id == 456 and settings.log_level == "DEBUG"
    assert settings.reminder_hours == 6 and settings.discord_api_base is None
    assert "abc" not in settings.redacted()


@pytest.mark.parametrize(("env", "message"), [
    ({"DEV_GUILD_ID": "my server"}, "DEV_GUILD_ID must be a number"),
    ({"TIMEOUT_HOURS": "-1"}, "TIMEOUT_HOURS must be more than 0"),
    ({"REMINDER_HOURS": "soon"}, "REMINDER_HOURS must be a number"),
    ({"LOG_LEVEL": "LOUD"}, "LOG_LEVEL must be"),
    ({"DATABASE_URL": "mysql://db"}, "DATABASE_URL must be a PostgreSQL URL"),
])
def test_bad_values_are_named(tmp_path: Path, env: dict[str, str], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        load_settings(env, None)


def test_parse_keeps_quoted_hashes() -> None:
    assert parse_env_file('A="x # y"\nB=z') == {"A": "x # y", "B": "z"}


def test_database_url_wins_and_its_password_stays_out_of_logs(tmp_path: Path) -> None:
    settings = load_settings({"DATABASE_URL": "postgresql://bot:s3cret@db:5432/cavern",
                              "DATABASE_PATH": "db/x.db"}, None)
    assert settings.database == "postgresql://bot:s3cret@db:5432/cavern"
    assert "s3cret" not in settings.redacted() and "s3cret" not in repr(settings)
    assert "postgresql://bot:***@db:5432/cavern" in settings.redacted()
    assert load_settings({}, None).database == "data/cavern-host.db"
