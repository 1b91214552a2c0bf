"""The web table's server without a browser: personal links and sessions, the CSRF token
on moves, spectators, rate limits, security headers, and the settings that start it."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.__main__ import WEB_NEEDS_POSTGRES, main
from bot.config import ConfigError, load_settings
from bot.host.web_access import LINK_SECONDS
from bot.store import Database
from tests.clock import Clock
from tests.web.table_fixtures import ANN, BOB, CY, GUILD, Table, browser, open_table, started
from web.app import RateLimits


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    async for opened in open_table(tmp_path, Clock()):
        yield opened


def test_web_settings_default_and_from_the_environment() -> None:
    plain = load_settings({}, env_file=None)
    assert plain.web_enabled and plain.web_url == "http://127.0.0.1:8080"
    assert plain.web_secret is None and plain.discord_client_id is None
    set_ = load_settings({"WEB_ENABLED": "false", "WEB_PORT": "9000", "WEB_HOST": "0.0.0.0",
                          "WEB_URL": "https://caves.example.org/", "WEB_SECRET": "s3"},
                         env_file=None)
    assert not set_.web_enabled and set_.web_port == 9000
    assert set_.web_url == "https://caves.example.org" and set_.web_secret == "s3"
    assert "s3" not in repr(set_)
    assert load_settings({"WEB_HOST": "0.0.0.0"}, env_file=None).web_url == \
        "http://127.0.0.1:8080"
    for bad in ({"WEB_PORT": "http"}, {"WEB_PORT": "70000"}, {"WEB_URL": "caves.example"},
                {"WEB_ENABLED": "perhaps"}):
        with pytest.raises(ConfigError):
            load_settings(bad, env_file=None)


def test_the_web_table_alone_needs_postgresql(capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path) -> None:
    assert main(["web", "--env-file", str(tmp_path / "none.env")]) == 2
    assert WEB_NEEDS_POSTGRES in capsys.readouterr().err


async def test_the_signing_key_is_made_once_and_kept_in_the_store(table: Table,
                                                                   tmp_path: Path) -> None:
    from bot.host import GameHost
    first = await table.host.web.key()
    other = GameHost(table.host.db.inner, table.host.core.settings)
    assert await other.web.key() == first and len(first) >= 32
    given = GameHost(table.host.db.inner,
                     type(table.host.core.settings)(web_secret="from-env"))
    assert await given.web.key() == b"from-env"


async def test_a_personal_link_opens_the_members_page_with_a_session(table: Table) -> None:
    game = await started(table.host, "cave-vs-cave",
                         players=((ANN, "Ann <b>&\"x\""), (BOB, "Bob")))
    async with browser() as tab:
        async with tab.get(await table.link(ANN, game)) as page:
            html = await page.text()
            assert page.status == 200 and page.url.path == f"/game/{game}"
            assert "/t/" not in str(page.url)   # the token leaves the address bar
            headers = page.headers
        assert "script-src 'self'" in headers["Content-Security-Policy"]
        assert "default-src 'none'" in headers["Content-Security-Policy"]
        assert headers["Referrer-Policy"] == "no-referrer"
        # The name is escaped in text and attributes; no inline script or style anywhere.
        assert "Ann <b>" not in html and "Ann &lt;b&gt;&amp;&#34;x&#34;" in html
        assert not re.search(r"<script(?![^>]*\bsrc=)", html)
        assert " style=" not in html and "<style" not in html and " on" + "click=" not in html
        async with tab.get(f"{table.url}/game/{game}/table") as again:
            assert again.status == 200   # the session carries on without the link


async def test_forged_expired_and_another_members_links_are_refused(table: Table) -> None:
    game = await started(table.host, "cave-vs-cave")
    link = await table.link(ANN, game)
    body, _, mac = link.rpartition(".")
    forged = body.replace("/t/e", "/t/f") if "/t/e" in body else body[:-1] + (
        "A" if body[-1] != "A" else "B")
    async with browser() as tab:
        for bad in (f"{forged}.{mac}", f"{body}.{mac[:-2]}xx", link.replace("/t/", "/t/x")):
            async with tab.get(bad) as page:
                text = await page.text()
                assert page.status == 403, bad
                assert "not one the bot gave" in text
        assert not tab.cookie_jar.filter_cookies(table.url)
        table.clock.now += LINK_SECONDS + 1
        async with tab.get(link) as page:
            assert page.status == 403 and "has expired" in await page.text()
        table.clock.now -= LINK_SECONDS + 1
        # Bob's browser, with Bob's session, opens Ann's link: refused.
        async with tab.get(await table.link(BOB, game)) as page:
            assert page.status == 200
        async with tab.get(link) as page:
            assert page.status == 403 and "another member" in await page.text()
        async with tab.get(f"{table.url}/game/{game}") as page:
            assert "You play Bob" in await page.text()
    async with browser() as stranger, stranger.get(f"{table.url}/game/{game}") as page:
        assert page.status == 403 and "Open the table" in await page.text()


async def test_a_move_needs_the_session_and_its_csrf_token(table: Table) -> None:
    game = await started(table.host, "cave-vs-cave")
    status = await table.host.status(700)
    actor = status.to_act[0].user_id
    assert actor is not None
    mine = await table.host.options(700, actor)
    option, stamp = mine.decisions[0].options[0].id, mine.decisions[0].stamp
    move = f"{table.url}/game/{game}/move"
    async with browser() as tab:
        async with tab.post(move, data={"option": option, "stamp": stamp}) as answer:
            assert answer.status == 403
        async with tab.get(await table.link(actor, game)) as page:
            csrf = re.search(r'name="csrf" value="([^"]+)"', await page.text())
        assert csrf is not None
        for wrong in ("", "x" * len(csrf.group(1))):
            async with tab.post(move, data={"option": option, "stamp": stamp, "csrf": wrong},
                                headers={"X-Requested-With": "fetch"}) as answer:
                assert answer.status == 403 and not (await answer.json())["ok"]
        assert (await table.host.status(700)).version == status.version   # nothing changed
        async with tab.post(move, data={"option": "no-such", "stamp": stamp,
                                        "csrf": csrf.group(1)},
                            headers={"X-Requested-With": "fetch"}) as answer:
            refused = await answer.json()
            assert answer.status == 409 and refused["error"]
        assert (await table.host.status(700)).version == status.version
        async with tab.post(move, data={"option": option, "stamp": stamp,
                                        "csrf": csrf.group(1)},
                            headers={"X-Requested-With": "fetch"}) as answer:
            assert answer.status == 200 and (await answer.json())["ok"]
        assert (await table.host.status(700)).version > status.version
        # The same press again (its decision has moved on): refused, nothing changes.
        after = (await table.host.status(700)).version
        async with tab.post(move, data={"option": option, "stamp": stamp,
                                        "csrf": csrf.group(1)},
                            headers={"X-Requested-With": "fetch"}) as answer:
            assert answer.status == 409
        assert (await table.host.status(700)).version == after


async def test_spectators_only_where_the_server_allows_and_only_the_public_view(
        table: Table) -> None:
    game = await started(table.host, "cave-vs-cave")
    async with browser() as tab:
        async with tab.get(await table.link(CY, game)) as page:   # not seated
            assert page.status == 403 and "spectators" in await page.text()
        await table.host.web.set_spectators(GUILD, True, is_moderator=True)
        async with tab.get(f"{table.url}/game/{game}") as page:
            html = await page.text()
            assert page.status == 200 and "You are watching" in html
            assert 'name="csrf"' not in html
    with pytest.raises(Exception, match="moderator"):
        await table.host.web.set_spectators(GUILD, False, is_moderator=False)


async def test_requests_per_member_are_limited(tmp_path: Path) -> None:
    clock = Clock()
    async for table in open_table(tmp_path, clock, RateLimits(burst=3, per_second=0.001)):
        game = await started(table.host, "cave-vs-cave")
        async with browser() as tab:
            statuses = []
            for _ in range(5):
                async with tab.get(f"{table.url}/game/{game}") as page:
                    statuses.append(page.status)
            assert statuses[-1] == 429 and 429 not in statuses[:3]


async def test_the_guide_answers_in_the_readers_language(table: Table) -> None:
    async with browser() as tab:
        async with tab.get(f"{table.url}/guide/caverna/howto") as missing:
            assert missing.status == 404
        from bot import guide
        topic = guide.topics("caverna")[0]
        async with tab.get(f"{table.url}/guide/caverna/{topic}?lang=fr") as answer:
            found = await answer.json()
        assert found["title"] == guide.explain("caverna", topic, "fr").title


async def test_the_migration_makes_the_tables(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "m.db")
    try:
        async with db.read() as conn:
            rows = await conn.execute_fetchall("SELECT web_spectators FROM guild_settings")
            assert list(rows) == []
            assert list(await conn.execute_fetchall("SELECT * FROM host_secrets")) == []
    finally:
        await db.close()


async def test_the_bot_starts_the_web_table_and_says_where(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]
                                                           ) -> None:
    from bot.discord_app import DiscordStartError, run_async
    from bot.host import GameHost
    from tests.web.table_fixtures import web_settings
    db = await Database.open(tmp_path / "bot.db")
    try:
        host = GameHost(db, web_settings(discord_token="a.b.c",
                                         discord_api_base="http://127.0.0.1:9"))
        with pytest.raises(DiscordStartError):
            await run_async(host.core.settings, host)
        said = capsys.readouterr().out
        assert "The web table: http://table.example (listening on http://127.0.0.1:" in said
        off = GameHost(db, web_settings(discord_token="a.b.c", web_enabled=False,
                                        discord_api_base="http://127.0.0.1:9"))
        with pytest.raises(DiscordStartError):
            await run_async(off.core.settings, off)
        assert "The web table" not in capsys.readouterr().out
    finally:
        await db.close()
