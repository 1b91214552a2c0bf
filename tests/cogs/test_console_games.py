"""Issue 40, item 3: the console's games are not the bot's.

``./run.sh --local`` and the bot shared ``data/cavern-host.db``: at its next start the bot
loaded the console's game, failed to post in "channel 1" and, when its reminder came due,
ended it ("its channel was deleted"). The console now keeps its own database by default,
and the bot never loads, posts for or ends a game whose channel Discord cannot have made
(an older database may still hold one)."""

from __future__ import annotations

import io
import sys
from pathlib import Path
from types import SimpleNamespace

import discord
import pytest

from bot.__main__ import CONSOLE_DB, main, open_host
from bot.config import Settings
from bot.console import CHANNEL, run_console
from bot.discord_app import create_bot
from bot.host import GameHost
from bot.shards import discord_channel
from bot.store import Database
from cogs.delivery import deliver_all
from tests.clock import Clock
from tests.cogs.harness import CHANNEL_ID, Harness


async def _console_game(path: Path, settings: Settings, out: Path) -> None:
    """A two-player game started at the console, on ``path``, a while ago."""
    db = await Database.open(path)
    try:
        host = GameHost(db, settings, clock=Clock(), seeds=lambda: 7, draw_images=False)
        lines = "new tunnels 2\njoin Ann\njoin Bob\nstart\nquit\n"
        assert await run_console(host, out, io.StringIO(lines), io.StringIO()) == 0
        assert (await host.status(CHANNEL)).status == "active"
    finally:
        await db.close()


async def test_the_bot_started_on_a_database_with_a_console_game_leaves_it_alone(
        tmp_path: Path, settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    shared = tmp_path / "cavern-host.db"
    await _console_game(shared, settings, tmp_path / "pics")
    # The bot starts on that file as ``python -m bot`` starts it (its clock: now, long after
    # the console game's reminder and timeout fell due).
    db, host = await open_host(settings, str(shared), serves=discord_channel)
    bot = create_bot(settings, host, sync_commands=False)
    harness = await Harness.attach(bot)
    try:
        real = harness.fake._create

        def no_such_channel(channel_id: int, *args: object, **kwargs: object) -> object:
            if channel_id == CHANNEL:   # Discord has no channel 1
                response = SimpleNamespace(status=404, reason="Not Found")
                raise discord.NotFound(response, {"code": 10003,  # type: ignore[arg-type]
                                                  "message": "Unknown Channel"})
            return real(channel_id, *args, **kwargs)

        monkeypatch.setattr(harness.fake, "_create", no_such_channel)
        assert not host.core.states                     # not loaded
        assert await deliver_all(bot, host) == 0        # no turn message to post for it
        assert await bot.deliver_notices() == 0         # type: ignore[attr-defined]
        await bot.on_guild_channel_delete(SimpleNamespace(id=CHANNEL))  # type: ignore[attr-defined,arg-type]
        assert (await host.status(CHANNEL)).status == "active"
        assert not [r for r in harness.fake.requests if r.path.startswith(f"/channels/{CHANNEL}/")]
        # Discord's own channels are the bot's as before.
        assert discord_channel(CHANNEL_ID) and not discord_channel(CHANNEL)
    finally:
        await harness.close()
        await db.close()
    # And the console still has its game, where it left it.
    db = await Database.open(shared)
    try:
        console = GameHost(db, settings, clock=Clock(), seeds=lambda: 7, draw_images=False)
        assert (await console.status(CHANNEL)).status == "active"
    finally:
        await db.close()


def test_the_console_keeps_its_games_in_its_own_database(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--local`` with no ``--db`` opens data/console.db, never the bot's database."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.delenv("DATABASE_PATH", raising=False)
    monkeypatch.setattr(sys, "stdin", io.StringIO("new tunnels 2\njoin Ann\nquit\n"))
    assert main(["--local", "--out", "pics", "--env-file", str(tmp_path / "none.env")]) == 0
    assert (tmp_path / CONSOLE_DB).is_file()
    assert not (tmp_path / "data" / "cavern-host.db").exists()
