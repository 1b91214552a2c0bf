"""``python -m bot`` start-up paths that need no Discord."""

from __future__ import annotations

import os
import pty
import select
import signal
import subprocess
import sys
import time
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
    # The venv's command: a bare `python -m bot` fails outside the venv.
    assert "./run.sh --local" in out and "python -m bot" not in out


def test_bad_setting_is_a_clear_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("DEV_GUILD_ID", "my server")
    assert main(["--local", "--env-file", str(tmp_path / "none.env")]) == 2
    assert "DEV_GUILD_ID must be a number" in capsys.readouterr().err


def test_local_console_from_a_pipe(tmp_path: Path) -> None:
    """The real command in a subprocess, fed through stdin, creating its database; its
    relative paths are those of the folder run.sh was started in (CAVERN_CALLER_DIR)."""
    done = subprocess.run(
        [sys.executable, "-m", "bot", "--local", "--db", "data/console.db", "--out", "pics",
         "--env-file", str(tmp_path / "none.env")],
        input="help\nnew cave-vs-cave 1\njoin Ann\nstart\nstatus\nboard\nquit\n",
        text=True, capture_output=True, cwd=ROOT, timeout=120,
        env={"PATH": "", "LOG_LEVEL": "INFO", "CAVERN_CALLER_DIR": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    assert "Cave vs Cave begins: seat order" in done.stdout and "seat order 1. Ann" in done.stdout
    assert "Bye" in done.stdout and (tmp_path / "data" / "console.db").exists()
    assert (tmp_path / "pics" / "board.png").exists()
    assert not (ROOT / "pics").exists()
    # The start-up log goes to a file in --out, not on the players' screen.
    assert done.stderr == "" and " INFO " not in done.stdout
    assert "applied migration" in (tmp_path / "pics" / "console.log").read_text()


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


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_stops_the_console_at_once(tmp_path: Path, sig: signal.Signals) -> None:
    """Ctrl-C or SIGTERM while the console waits for a line: it stops without an Enter."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "--local", "--db", str(tmp_path / "c.db"),
         "--env-file", str(tmp_path / "none.env")],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        cwd=ROOT, env={"PATH": "", "LOG_LEVEL": "WARNING"})
    try:
        assert proc.stdout is not None and proc.stderr is not None
        ready, _, _ = select.select([proc.stdout], [], [], 60)
        assert ready and "Cavern Host console" in proc.stdout.readline()
        time.sleep(0.2)  # now waiting for input
        began = time.monotonic()
        os.kill(proc.pid, sig)
        code = proc.wait(timeout=10)     # stdin stays open: no Enter, no end of input
        assert time.monotonic() - began < 5
        assert code == 130 and "Stopped: the game is saved." in proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


@pytest.mark.parametrize(("args", "sentence"), [
    (["--db", "{f}/x.db"], "is a file, not a folder"),
    (["--db", "{d}"], "is a folder; give a file name"),
    (["--out", "{f}"], "is a file; give a folder"),
])
def test_a_bad_path_is_one_plain_sentence(tmp_path: Path, args: list[str], sentence: str,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    afile = tmp_path / "afile"
    afile.write_text("not a folder")
    filled = [a.format(f=afile, d=tmp_path) for a in args]
    if "--db" not in args:
        filled += ["--db", str(tmp_path / "ok.db")]
    code = main(["--local", "--env-file", str(tmp_path / "none.env"), *filled])
    err = capsys.readouterr().err
    assert code == 2 and sentence in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_a_database_sqlite_cannot_open_is_one_sentence(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # /proc takes no new files, even for root (who passes the permission check).
    code = main(["--local", "--env-file", str(tmp_path / "none.env"), "--db", "/proc/x.db",
                 "--out", str(tmp_path)])
    err = capsys.readouterr().err
    assert code == 2 and "/proc/x.db" in err
    assert err.count("\n") == 1 and "Traceback" not in err


UNKNOWN_URLS = ["postgresql+asyncpg://ann:secret@localhost/cavern", "sqlite:///data/x.db",
                "mysql://db/cavern", "file://data/x.db"]


@pytest.mark.parametrize("url", UNKNOWN_URLS)
@pytest.mark.parametrize("command", [
    ["--local", "--db", "{url}"],
    ["--db", "{url}"],                                   # the bot itself, no token
    ["copy-db", "--from", "{url}", "--to", "copy.db"],
    ["copy-db", "--from", "old.db", "--to", "{url}"],
])
def test_a_url_the_store_cannot_open_is_refused_making_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        url: str, command: list[str]) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CAVERN_CALLER_DIR", str(tmp_path))
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.delenv("DATABASE_URL", raising=False)
    (tmp_path / "old.db").touch()
    args = [a.format(url=url) for a in command]
    if args[0] != "copy-db":
        args += ["--env-file", str(tmp_path / "none.env"), "--out", str(tmp_path / "pics")]
    code = main(args)
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and "is not a database Cavern Host can open" in err
    assert url.split("://")[0] + "://" in err and "secret" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.db"]   # no folder, no file


def test_database_path_holding_an_unknown_url_is_a_clear_message(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_PATH", UNKNOWN_URLS[0])
    assert main(["--local", "--env-file", str(tmp_path / "none.env")]) == 2
    err = capsys.readouterr().err
    assert "DATABASE_PATH “postgresql+asyncpg://…” is not a database" in err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("key", ["ctrl-c", "ctrl-d"])
def test_ctrl_c_or_ctrl_d_at_the_console_offer_exits_cleanly(tmp_path: Path, key: str) -> None:
    """No token, a terminal: "Start the local console now? [Y/n]" and the user presses
    Ctrl-C (SIGINT) or Ctrl-D (end of input on the terminal): no traceback."""
    master, slave = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "--db", str(tmp_path / "c.db"),
         "--env-file", str(tmp_path / "none.env")],
        stdin=slave, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
        env={"PATH": "", "LOG_LEVEL": "INFO"},
        # As from a terminal: Ctrl-C interrupts (a background job would ignore SIGINT).
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    os.close(slave)
    try:
        assert proc.stdout is not None and proc.stderr is not None
        seen = b""
        deadline = time.monotonic() + 60
        while b"[Y/n]" not in seen and time.monotonic() < deadline:
            ready, _, _ = select.select([proc.stdout], [], [], 1)
            if ready:
                seen += os.read(proc.stdout.fileno(), 4096)
        assert b"Start the local console now? [Y/n]" in seen
        time.sleep(0.5)  # now waiting in input(), past writing its prompt
        if key == "ctrl-c":
            os.kill(proc.pid, signal.SIGINT)
        else:
            os.write(master, b"\x04")     # the terminal's end of input
        code = proc.wait(timeout=20)
        err = proc.stderr.read().decode()
        assert code == 1 and err == "", err
        assert not (tmp_path / "c.db").exists()   # nothing started
    finally:
        os.close(master)
        if proc.poll() is None:
            proc.kill()
            proc.wait()
