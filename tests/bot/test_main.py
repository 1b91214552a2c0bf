"""``python -m bot`` start-up paths that need no Discord."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import discord
import pytest

from bot.__main__ import INVITE_PERMISSIONS_VALUE, main

ROOT = Path(__file__).resolve().parents[2]


def test_no_token_explains_how_to_get_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setattr("sys.stdin.isatty", lambda: False)
    code = main(["--env-file", str(tmp_path / "none.env"), "--db", str(tmp_path / "x.db")])
    out = capsys.readouterr().out
    assert code == 1
    assert "discord.com/developers/applications" in out and "DISCORD_TOKEN=" in out
    assert "python -m bot --local" in out


def test_bad_setting_is_a_clear_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("DEV_GUILD_ID", "my server")
    assert main(["--local", "--env-file", str(tmp_path / "none.env")]) == 2
    assert "DEV_GUILD_ID must be a number" in capsys.readouterr().err


def test_local_console_from_a_pipe(tmp_path: Path) -> None:
    """The real command in a subprocess, fed through stdin, creating its database."""
    db = tmp_path / "data" / "console.db"
    done = subprocess.run(
        [sys.executable, "-m", "bot", "--local", "--db", str(db), "--out", str(tmp_path),
         "--env-file", str(tmp_path / "none.env")],
        input="help\nnew cave-vs-cave 1\njoin Ann\nstart\nstatus\nquit\n", text=True,
        capture_output=True, cwd=ROOT, timeout=120, env={"PATH": "", "LOG_LEVEL": "WARNING"})
    assert done.returncode == 0, done.stderr
    assert "Cave vs Cave begins." in done.stdout and "seat order 1. Ann" in done.stdout
    assert "Bye" in done.stdout and db.exists()


def test_the_invite_lists_exactly_the_permissions_the_bot_uses(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    used = discord.Permissions(view_channel=True, send_messages=True, attach_files=True,
                               send_messages_in_threads=True, create_public_threads=True)
    assert used.value == INVITE_PERMISSIONS_VALUE
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setattr("sys.stdin.isatty", lambda: False)
    main(["--env-file", str(tmp_path / "none.env"), "--db", str(tmp_path / "x.db")])
    out = " ".join(capsys.readouterr().out.split())
    for name in ("View Channels", "Send Messages", "Send Messages in Threads",
                 "Create Public Threads", "Attach Files", f"permissions={used.value}"):
        assert name in out, name
    assert "Embed Links" not in out  # the bot sends no embeds
