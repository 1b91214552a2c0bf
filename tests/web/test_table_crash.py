"""A move from the web table when the store fails under it: the page hears a friendly
sentence that matches what happened, nothing is half-applied, and the game stays playable.

- SQLite busy (another program holds the write lock): "try again", nothing stored, and the
  same page move (same stamp) is played once the lock is gone.
- The store's connection dropped at each statement of a page move, at the COMMIT, and
  with the COMMIT's answer lost (SQLite, and PostgreSQL with CAVERN_TEST_POSTGRES): the
  page is told "not saved" exactly when the move is not stored, "saved" when it is; a
  saved move is posted in the channel (one live turn message, nothing left in the outbox).
- A real bot process with its web table killed with SIGKILL in the middle of a page move
  (see the end of this file).
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import sqlite3
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.i18n import tr
from bot.store import Database
from bot.store import games as games_db
from cogs import delivery
from tests.cogs.fake_discord import Request
from tests.cogs.harness import BOT_USER, CHANNEL_ID
from tests.cogs.helpers import start_game
from tests.cogs.loopback import Loopback
from tests.migrated_db import open_new
from tests.store.conftest import (
    Opener,
    open_db,  # noqa: F401 - the fixture: each backend
)
from tests.store.test_lost_connection import COMMIT_LOST, REPLY_LOST, injected
from tests.web.discord_table import Both, bot_and_table_on
from tests.web.table_fixtures import browser
from tests.web.test_table_races import hand_over_turn

ANN, BOB = 101, 102
ROOT = Path(__file__).resolve().parents[2]
BUSY = tr("en", "host-store-busy")
NOT_SAVED = (tr("en", "host-move-not-saved"), tr("en", "host-store-lost"))
SAVED = tr("en", "host-move-saved-after-all")


async def csrf_of(tab: aiohttp.ClientSession, both: Both, user: int, game: int) -> str:
    async with tab.get(await both.link(user, game)) as page:
        found = re.search(r'name="csrf" value="([^"]+)"', await page.text())
    assert found is not None
    return found.group(1)


async def post_move(tab: aiohttp.ClientSession, url: str, game: int, csrf: str, option: str,
                    stamp: int) -> tuple[int, dict[str, Any]]:
    async with tab.post(f"{url}/game/{game}/move",
                        data={"option": option, "stamp": stamp, "csrf": csrf},
                        headers={"X-Requested-With": "fetch"}) as answer:
        return answer.status, await answer.json()


async def settled(both: Both) -> None:
    """The channel's deliveries are done, the retries of interrupted ones too (made
    immediate by the test: a fault may hit the delivery that follows a page move)."""
    await both.settled()
    retries = both.harness.bot.__dict__.get("_cavern_retries", {})
    for task in list(retries.values()):
        async with asyncio.timeout(2):
            await task
    await both.settled()


async def move_count(db: Database, game: int) -> int:
    async with db.read() as conn:
        return len(await games_db.moves(conn, game))


async def test_a_busy_database_under_a_page_move_says_try_again(tmp_path: Path) -> None:
    path = tmp_path / "busy.db"
    await (await open_new(path)).close()
    db = await Database.open(path, busy_timeout_ms=150)   # a short wait: a fast test
    other = sqlite3.connect(path, isolation_level=None)   # another program
    try:
        async with bot_and_table_on(db) as both:
            await start_game(both.harness, "cave-vs-cave", ANN, BOB)
            game = await both.game_id()
            status = await both.host.status(CHANNEL_ID)
            actor = status.to_act[0].user_id
            assert actor is not None
            decision = (await both.host.options(CHANNEL_ID, actor)).decisions[0]
            option = decision.options[0].id
            await both.settled()
            posts = len(both.harness.fake.channel_messages(CHANNEL_ID))
            moves = await move_count(db, game)
            async with browser() as tab:
                csrf = await csrf_of(tab, both, actor, game)   # the session is stored first
                other.execute("BEGIN IMMEDIATE")               # holds the write lock
                other.execute("UPDATE user_prefs SET dm_notify = 0")
                code, answer = await post_move(tab, both.server.url, game, csrf, option,
                                               decision.stamp)
                assert code == 409 and answer == {"ok": False, "error": BUSY}
                assert "try again" in BUSY.lower()
                # Reads go on: the page still draws the same turn, its choice still there.
                async with tab.get(f"{both.server.url}/game/{game}/table",
                                   headers={"X-Requested-With": "fetch"}) as drawn:
                    html = await drawn.text()
                assert f'data-version="{status.version}"' in html
                assert f'value="{decision.stamp}"' in html
                other.execute("ROLLBACK")
                await both.settled()
                assert await move_count(db, game) == moves
                assert (await both.host.status(CHANNEL_ID)).version == status.version
                assert len(both.harness.fake.channel_messages(CHANNEL_ID)) == posts
                # Tried again from the same page (same stamp): played, once.
                code, answer = await post_move(tab, both.server.url, game, csrf, option,
                                               decision.stamp)
                assert code == 200 and answer["ok"], answer
            await both.settled()
            assert await move_count(db, game) == moves + 1
    finally:
        other.close()
        await db.close()


async def test_a_dropped_connection_under_a_page_move_says_what_became_of_it(
        open_db: Opener, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    db = await open_db()
    check = await open_db()          # another process's connection: what is stored
    db.target_url = open_db.target   # type: ignore[attr-defined]
    told = {"saved": 0, "not saved": 0}
    monkeypatch.setattr(delivery, "RETRY_DELAYS", (0.0,))
    async with bot_and_table_on(db) as both:
        await start_game(both.harness, "cave-vs-cave", ANN, BOB)
        game = await both.game_id()
        with injected(db, monkeypatch) as faults:
            points: list[int | str] = [*range(60), COMMIT_LOST, REPLY_LOST]
            every_statement = False
            for point in points:
                if isinstance(point, int) and every_statement:
                    continue
                await settled(both)
                status = await both.host.status(CHANNEL_ID)
                actor = status.to_act[0].user_id
                assert actor is not None, "the game is playable"
                decision = (await both.host.options(CHANNEL_ID, actor)).decisions[0]
                before = await move_count(check, game)
                async with browser() as tab:
                    csrf = await csrf_of(tab, both, actor, game)
                    faults.arm(point)
                    code, answer = await post_move(tab, both.server.url, game, csrf,
                                                   decision.options[0].id, decision.stamp)
                    faults.arm(None)
                stored = await move_count(check, game) == before + 1
                if answer["ok"]:
                    assert stored and code == 200
                    # Unfired: the move sends fewer statements, every one was tried.
                    every_statement = every_statement or not faults.fired
                    continue
                assert code in (400, 409), answer   # a sentence, never « went wrong »
                said = answer["error"]
                if stored:
                    assert said == SAVED, (point, said)
                    told["saved"] += 1
                else:
                    assert said in (*NOT_SAVED, BUSY) or said == tr(
                        "en", "host-store-lost-maybe"), (point, said)
                    assert (await both.host.status(CHANNEL_ID)).version == status.version
                    told["not saved"] += 1
                await settled(both)
                # The channel shows the current turn, once: nothing left to post.
                assert CHANNEL_ID not in await both.host.pending_channels()
                messages = both.harness.fake.channel_messages(CHANNEL_ID)
                live = [m for m in messages if m.components]
                assert [m.id for m in live] == [await both.host.turn_message_id(game)]
            assert every_statement, "a page move sends more statements than tried"
    assert told["saved"] == 1 and told["not saved"] > 5, told


# ----- a real process killed with SIGKILL in the middle of a page move ---------------------
# A bot process as ``python -m bot`` runs one, without the gateway: the real client (REST
# only, to the Discord stand-in over 127.0.0.1), its start-up delivery, the deliveries that
# follow changes, and the web table on a free port. ``KILL_AT`` picks where it SIGKILLs
# itself: inside the move's transaction (after the move's row is written, before COMMIT),
# or after the COMMIT before the page is answered. (The third point, after Discord made the
# turn message and before the process hears so, is the stand-in's: ``before_answer``.)
PROCESS = textwrap.dedent("""
    import asyncio, json, os, signal, sys
    import discord
    from bot.config import Settings
    from bot.discord_app import create_bot, point_at_proxy
    from bot.host import GameHost
    from bot.host.table import TableService
    from bot.store import Database
    from bot.store import games as games_db
    from cogs.delivery import deliver_all, follow_changes
    from web.server import start_web

    def die(*_):
        os.kill(os.getpid(), signal.SIGKILL)

    def killing_after(owner, name):
        original = getattr(owner, name)
        async def killed(*args, **kwargs):
            result = await original(*args, **kwargs)
            die()
            return result
        setattr(owner, name, killed)

    async def main() -> None:
        db_path, api, user, kill_at = sys.argv[1:5]
        point_at_proxy(api, None)
        settings = Settings(render_workers=0, computer_pause_seconds=0, web_port=0,
                            web_url_setting="http://table.example")
        host = GameHost(await Database.open(db_path), settings, draw_images=False)
        bot = create_bot(settings, host, sync_commands=False)
        await bot.http.static_login("a.b.c")
        bot._connection.user = discord.ClientUser(state=bot._connection,
                                                  data=json.loads(user))
        if kill_at == "storing":
            killing_after(games_db, "append_move")
        elif kill_at == "answering":
            killing_after(TableService, "play")
        await deliver_all(bot, host)
        follow_changes(bot, host)
        server = await start_web(host, settings, port=0)
        print("web", server.url, flush=True)
        await asyncio.Event().wait()

    asyncio.run(main())
""")
KILL_POINTS = ("storing", "answering", "posting")


class BotProcess:
    """One bot process with its web table; killed (SIGKILL) by the test at the end."""

    def __init__(self, process: asyncio.subprocess.Process, log: Path) -> None:
        self.process, self.log, self.url = process, log, ""

    @classmethod
    async def start(cls, db_path: Path, api: str, kill_at: str, log: Path) -> BotProcess:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        with open(log, "w") as err:   # the child keeps its own copy of the file
            process = await asyncio.create_subprocess_exec(
                sys.executable, "-c", PROCESS, str(db_path), api, json.dumps(BOT_USER),
                kill_at, env=env, cwd=ROOT, stdout=asyncio.subprocess.PIPE, stderr=err)
        started = cls(process, log)
        assert process.stdout is not None
        try:
            async with asyncio.timeout(60):
                line = (await process.stdout.readline()).decode()
        except TimeoutError:
            line = ""
        if not line.startswith("web "):
            await started.kill()
            raise AssertionError(log.read_text()[-3000:])
        started.url = line.split()[1]
        return started

    async def died(self) -> int | None:
        async with asyncio.timeout(30):
            return await self.process.wait()

    async def kill(self) -> None:
        if self.process.returncode is None:
            self.process.send_signal(signal.SIGKILL)
        await self.process.communicate()   # reaped while the loop runs


async def page_move(tab: aiohttp.ClientSession, url: str, game: int, csrf: str, option: str,
                    stamp: int) -> dict[str, Any] | None:
    """What the page heard: the table's answer, or None when the connection broke (the
    page's script then says the table could not be reached, and reads it again)."""
    try:
        return (await post_move(tab, url, game, csrf, option, stamp))[1]
    except aiohttp.ClientError:
        return None


def on(url: str, link: str) -> str:
    return url + link[link.index("/t/"):]


@pytest.mark.parametrize("kill_at", KILL_POINTS)
async def test_a_process_killed_during_a_page_move_restarts_playable(
        tmp_path: Path, kill_at: str) -> None:
    path = tmp_path / "killed.db"
    db = await open_new(path)
    processes: list[BotProcess] = []
    try:
        async with bot_and_table_on(db) as both:
            both.clock.now = time.time()   # the processes sign and check links by the hour
            turn = await hand_over_turn(both)
            await both.settled()
            posts = len(both.harness.fake.channel_messages(CHANNEL_ID))
            version = (await both.host.status(CHANNEL_ID)).version
            moves = await move_count(db, turn.game_id)
            loopback = await Loopback(both.harness.fake).start()
            try:
                first = await BotProcess.start(path, loopback.url, kill_at,
                                               tmp_path / "first.log")
                processes.append(first)
                if kill_at == "posting":
                    def kill_after_the_post(request: Request) -> None:
                        if request.method == "POST" and \
                                request.path.endswith(f"{CHANNEL_ID}/messages"):
                            first.process.send_signal(signal.SIGKILL)
                    loopback.before_answer = kill_after_the_post
                async with browser() as tab:
                    link = await both.host.web.link(turn.actor, turn.game_id, "en")
                    async with tab.get(on(first.url, link)) as page:
                        html = await page.text()
                        found = re.search(r'name="csrf" value="([^"]+)"', html)
                    assert found is not None, (page.status, html[-1500:])
                    told = await page_move(tab, first.url, turn.game_id, found.group(1),
                                           turn.option, turn.stamp)
                    assert await first.died() == -signal.SIGKILL, first.log.read_text()
                    loopback.before_answer = None
                    stored = await move_count(db, turn.game_id) - moves
                    assert stored in (0, 1), "a move is there once or not at all"
                    assert stored == (kill_at != "storing"), kill_at
                    # What the page was told matches: "played" only for a stored move.
                    if told is not None:
                        assert told["ok"] and stored, told

                    second = await BotProcess.start(path, loopback.url, "never",
                                                    tmp_path / "second.log")
                    processes.append(second)
                    # The restart posted the hand-over if the move is there, once.
                    messages = both.harness.fake.channel_messages(CHANNEL_ID)
                    new = messages[posts:]
                    assert len(new) == stored, [m.content[:80] for m in new]
                    status = await both.host.status(CHANNEL_ID)
                    assert status.version == (version if not stored else status.version)
                    actor = status.to_act[0].user_id
                    assert actor is not None
                    if stored:
                        assert actor != turn.actor and new[0].content.count("<@") == 1
                        assert f"<@{actor}>" in new[0].content
                    live = [m for m in messages if m.components]
                    assert [m.id for m in live] == [await both.host.turn_message_id(
                        turn.game_id)]
                    # The same page (its session outlived the process) reads the truth.
                    async with tab.get(f"{second.url}/game/{turn.game_id}/table",
                                       headers={"X-Requested-With": "fetch"}) as again:
                        assert f'data-version="{status.version}"' in await again.text()
                # The seat to act plays on from its page, on the restarted process.
                decision = (await both.host.options(CHANNEL_ID, actor)).decisions[0]
                async with browser() as tab:
                    link = await both.host.web.link(actor, turn.game_id, "en")
                    async with tab.get(on(second.url, link)) as page:
                        found = re.search(r'name="csrf" value="([^"]+)"', await page.text())
                    assert found is not None
                    answer = await page_move(tab, second.url, turn.game_id, found.group(1),
                                             decision.options[0].id, decision.stamp)
                assert answer is not None and answer["ok"], answer
                assert await move_count(db, turn.game_id) == moves + stored + 1
            finally:
                for process in processes:
                    await process.kill()
                await loopback.close()
    finally:
        await db.close()
