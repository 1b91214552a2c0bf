"""A real bot process killed with SIGKILL right after Discord made its turn message, and a
new process started after Discord forgot the message's nonce (issue 42 item 2): the
channel ends with exactly one live turn message, the recorded current one.

The processes talk REST to the Discord stand-in over 127.0.0.1 (:mod:`tests.cogs.loopback`);
the kill comes from the stand-in itself, after it made the message and before the process
hears the answer, so the process never records it.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
import textwrap
from pathlib import Path

from bot.host import GameHost
from tests.cogs.conftest import ANN, BOB
from tests.cogs.fake_discord import Request
from tests.cogs.harness import BOT_USER, CHANNEL_ID, Harness
from tests.cogs.helpers import start_game
from tests.cogs.loopback import Loopback
from tests.cogs.test_crash_delivery import live
from tests.cogs.test_outbox import _hand_over_by_host

# A bot process's start-up delivery: the real client (REST only) and the real deliver_all.
PROCESS = textwrap.dedent("""
    import asyncio, json, sys
    import discord
    from bot.config import Settings
    from bot.discord_app import create_bot, point_at_proxy
    from bot.host import GameHost
    from bot.store import Database
    from cogs.delivery import deliver_all

    async def main() -> None:
        point_at_proxy(sys.argv[2], None)
        settings = Settings(render_workers=0)
        host = GameHost(await Database.open(sys.argv[1]), settings, draw_images=False)
        bot = create_bot(settings, host, sync_commands=False)
        await bot.http.static_login("a.b.c")   # the session; who it is comes from argv
        bot._connection.user = discord.ClientUser(state=bot._connection,
                                                  data=json.loads(sys.argv[3]))
        print("started", flush=True)
        print("delivered", await deliver_all(bot, host), flush=True)
        await bot.http.close()
        await host.db.close()

    asyncio.run(main())
""")


async def run_process(db_path: str, url: str, log: str) -> asyncio.subprocess.Process:
    env = {**os.environ, "PYTHONPATH": os.getcwd()}
    with open(log, "w") as out:   # the child keeps its own copy of the file
        return await asyncio.create_subprocess_exec(
            sys.executable, "-c", PROCESS, db_path, url, json.dumps(BOT_USER), env=env,
            stdout=out, stderr=out)


async def test_a_killed_process_restarted_past_the_nonce_window(harness: Harness,
                                                               host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    await _hand_over_by_host(host)                  # stored: a hand-over to post
    before = list(live(harness))
    loopback = await Loopback(harness.fake).start()
    try:
        first_log, second_log = f"{host.db.path}.first.log", f"{host.db.path}.second.log"
        first = await run_process(str(host.db.path), loopback.url, first_log)

        def kill_after_the_post(request: Request) -> None:
            if request.method == "POST" and request.path.endswith(f"{CHANNEL_ID}/messages"):
                os.kill(first.pid, signal.SIGKILL)   # made by Discord; the answer never read
        loopback.before_answer = kill_after_the_post
        try:
            await asyncio.wait_for(first.wait(), 60)
        except TimeoutError:
            first.kill()
            raise AssertionError(Path(first_log).read_text()[-3000:]) from None
        assert first.returncode == -signal.SIGKILL
        loopback.before_answer = None
        orphan = harness.fake.channel_messages(CHANNEL_ID)[-1]
        assert orphan.components and orphan not in before   # the killed process's post
        orphan.data.pop("nonce", None)                       # minutes later

        second = await run_process(str(host.db.path), loopback.url, second_log)
        try:
            await asyncio.wait_for(second.wait(), 60)
        except TimeoutError:
            second.kill()
        said = Path(second_log).read_text()
        assert second.returncode == 0 and not loopback.errors, (said[-3000:], loopback.errors)
        assert "delivered 1" in said, said
    finally:
        await loopback.close()
    shown = live(harness)
    assert len(shown) == 1 and shown[0] is not orphan, [m.content[:60] for m in shown]
    status = await host.status(CHANNEL_ID)
    assert await host.turn_message_id(status.game_id) == shown[0].id
    current = await host.current_turn(CHANNEL_ID)
    assert current.post is not None and shown[0].content.endswith(current.post.content)
