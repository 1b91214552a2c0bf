"""Addresses the table cannot answer, without a browser: a page that does not exist and a
fault of the table's own are said in the member's language on a page with the table's
security headers (before: « 404: Not Found » and « 500 Internal Server Error » in plain
text, without them); the page's script gets the same words as JSON."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.i18n import tr
from tests.clock import Clock
from tests.web.table_fixtures import ANN, Table, browser, open_table, started

# Every address a member may mistype or cut short, beside the table's own.
MISSING = ("/nope", "/game/abc", "/game/1/nothing", "/t/", "/guide/caverna")


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    async for opened in open_table(tmp_path, Clock()):
        yield opened


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
async def test_a_page_that_does_not_exist_is_said_in_the_members_language(
        table: Table, lang: str) -> None:
    game = await started(table.host, "cave-vs-cave")
    async with browser() as tab:
        async with tab.get(await table.link(ANN, game, lang)) as opened:
            assert opened.status == 200
        for path in MISSING:
            async with tab.get(table.url + path) as answer:
                assert answer.status == 404, path
                assert answer.content_type == "text/html", path
                assert tr(lang, "web-no-page") in (await answer.text()).replace("&#39;", "'")
                assert "Content-Security-Policy" in answer.headers, path
        async with tab.post(f"{table.url}/game/{game}", data={}) as wrong:
            assert wrong.status == 405 and "Content-Security-Policy" in wrong.headers
        async with tab.get(table.url + "/static/nope.css") as asset:
            assert asset.status == 404   # a missing file stays a bare answer


async def test_a_fault_of_the_table_is_said_kindly_and_logged(
        table: Table, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    game = await started(table.host, "cave-vs-cave")

    async def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("the store went away")

    async with browser() as tab:
        async with tab.get(await table.link(ANN, game, "fr")) as opened:
            assert opened.status == 200
        monkeypatch.setattr(table.host.tables, "snapshot", broken)
        async with tab.get(f"{table.url}/game/{game}") as answer:
            assert answer.status == 500 and answer.content_type == "text/html"
            page = (await answer.text()).replace("&#39;", "'")
            assert tr("fr", "web-server-error") in page and "RuntimeError" not in page
            assert "Content-Security-Policy" in answer.headers
        async with tab.get(f"{table.url}/game/{game}/table",
                           headers={"X-Requested-With": "fetch"}) as fetched:
            assert fetched.status == 500
            assert await fetched.json() == {"ok": False,
                                            "error": tr("fr", "web-server-error")}
    assert any("the store went away" in r.exc_text for r in caplog.records if r.exc_text)
