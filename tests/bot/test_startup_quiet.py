"""Start-up says what an operator needs (issue 40, item 17): no voice warnings from a bot
that uses no voice, and ``./run.sh --help`` names every command as the README runs it."""

from __future__ import annotations

import logging
from pathlib import Path

import discord
import pytest

from bot.__main__ import main
from bot.config import Settings
from bot.discord_app import create_bot
from bot.host import GameHost
from bot.store import Database


async def test_creating_the_bot_logs_no_voice_warning(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    # As in a fresh process without PyNaCl (or davey): discord.py would warn once.
    monkeypatch.setattr(discord.VoiceClient, "warn_nacl", True)
    if hasattr(discord.VoiceClient, "warn_dave"):
        monkeypatch.setattr(discord.VoiceClient, "warn_dave", True)
    db = await Database.open(tmp_path / "quiet.db")
    try:
        settings = Settings(render_workers=0)
        with caplog.at_level(logging.INFO):
            create_bot(settings, GameHost(db, settings, draw_images=False),
                       sync_commands=False)
    finally:
        await db.close()
    assert "voice" not in caplog.text, caplog.text


def test_help_names_run_sh_and_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help", "--lang", "en"])
    out = capsys.readouterr().out
    assert out.startswith("usage: ./run.sh") and "python -m bot" not in out
    for command in ("./run.sh --local", "./run.sh copy-db", "./run.sh ratings rebuild"):
        assert command in out, command
