"""The pages share their reading and drawing of a game (bot.host.table's snapshots,
web.rendered): never one seat's page to another seat or a spectator, never one session's
CSRF token to another, never an old version once a move is known, one drawing for many
pages at once, and bounded memory."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest

from bot.host import table as table_module
from rules.core import Rng
from tests.bot.helpers import play_random
from tests.clock import Clock
from tests.web.table_fixtures import (
    ANN,
    BOB,
    CHANNEL,
    CY,
    GUILD,
    Table,
    browser,
    open_table,
    started,
)
from web.app import RENDERED
from web.rendered import CSRF_SLOT, Drawn, RenderedTables


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    async for opened in open_table(tmp_path, Clock()):
        yield opened


def _forget_drawings(table: Table, game: int) -> None:
    """Nothing kept: the next fetches read and draw anew (the reference to compare with)."""
    table.host.tables.forget(game)
    table.server.app[RENDERED].clear()


async def _fetch(tab: aiohttp.ClientSession, table: Table, game: int) -> str:
    async with tab.get(f"{table.url}/game/{game}/table") as answer:
        assert answer.status == 200
        return await answer.text()


def _version(html: str) -> int:
    found = re.search(r'class="ch-live" data-version="(\d+)"', html)
    assert found is not None
    return int(found.group(1))


async def test_each_seat_and_spectator_gets_its_own_page_whoever_asked_first(
        table: Table) -> None:
    host = table.host
    game = await started(host, "cavern-tavern")
    await host.web.set_spectators(GUILD, True, is_moderator=True)
    await play_random(host, Rng(5), 6, channel=CHANNEL)
    async with browser() as ann, browser() as bob, browser() as anyone:
        for tab, user in ((ann, ANN), (bob, BOB)):
            async with tab.get(await table.link(user, game)):
                pass
        orders = ((ann, bob, anyone), (anyone, bob, ann), (bob, anyone, ann))
        seen: list[list[str]] = []
        for order in orders:
            _forget_drawings(table, game)
            pages = {id(tab): await _fetch(tab, table, game) for tab in order}
            seen.append([pages[id(ann)], pages[id(bob)], pages[id(anyone)]])
        # Whoever fetched first, each reader got the page of their own seat (or the
        # public one): the same bytes in every order, and three different pages.
        assert seen[0] == seen[1] == seen[2]
        ann_page, bob_page, public = seen[0]
        assert len({ann_page, bob_page, public}) == 3
        assert CSRF_SLOT not in ann_page + bob_page + public
        assert 'name="csrf"' not in public


async def test_two_sessions_of_one_member_get_each_its_own_csrf_token(table: Table) -> None:
    host = table.host
    game = await started(host, "cave-vs-cave")
    to_act = (await host.status(CHANNEL)).to_act[0].user_id
    assert to_act is not None
    async with browser() as first, browser() as second:
        tokens = []
        for tab in (first, second):
            async with tab.get(await table.link(to_act, game)):
                pass
            html = await _fetch(tab, table, game)
            found = re.findall(r'name="csrf" value="([^"]+)"', html)
            assert found and len(set(found)) == 1
            tokens.append(found[0])
        assert tokens[0] != tokens[1]
        # The one drawing served both sessions, each with its own token put in.
        assert table.server.app[RENDERED].drawn == 1


async def test_a_move_is_never_answered_with_the_page_of_before(table: Table) -> None:
    host = table.host
    game = await started(host, "cave-vs-cave")
    await host.web.set_spectators(GUILD, True, is_moderator=True)
    async with browser() as ann, browser() as anyone:
        async with ann.get(await table.link(ANN, game)):
            pass
        for _ in range(4):
            before = [await _fetch(tab, table, game) for tab in (ann, anyone)]
            moved = await play_random(host, Rng(_version(before[0])), 1, channel=CHANNEL)
            assert moved
            version = (await host.tables.game(game)).version
            after = [await _fetch(tab, table, game) for tab in (ann, anyone)]
            assert [_version(html) for html in after] == [version, version]
            # The very pages a reader would get with nothing kept.
            _forget_drawings(table, game)
            assert after == [await _fetch(tab, table, game) for tab in (ann, anyone)]


async def test_a_change_the_feed_did_not_tell_shows_within_seconds(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table_module, "SNAPSHOT_SECONDS", 0.2)
    host = table.host
    game = await started(host, "cave-vs-cave")
    await host.web.set_spectators(GUILD, True, is_moderator=True)
    async with browser() as anyone:
        assert "ch-state" not in await _fetch(anyone, table, game)
        await host.pause(CHANNEL, is_moderator=True)   # a new version, told to no page
        await asyncio.sleep(0.3)
        assert "ch-state" in await _fetch(anyone, table, game)


async def test_a_member_seated_after_the_pages_read_is_not_refused(table: Table) -> None:
    host = table.host
    game = await started(host, "cave-vs-cave")
    async with browser() as ann, browser() as cy:
        async with ann.get(await table.link(ANN, game)):
            pass
        await _fetch(ann, table, game)   # the game is read and kept, without Cy
        link = await table.link(CY, game)
        await host.replace(CHANNEL, "2", CY, "Cy", is_moderator=True)
        async with cy.get(link) as page:
            assert page.status == 200
        await _fetch(cy, table, game)


async def test_many_pages_at_once_share_one_reading_and_one_drawing(table: Table) -> None:
    host = table.host
    game = await started(host, "caverna")
    await host.web.set_spectators(GUILD, True, is_moderator=True)
    rendered = table.server.app[RENDERED]
    async with browser() as anyone:
        pages = await asyncio.gather(*(_fetch(anyone, table, game) for _ in range(12)))
    assert len(set(pages)) == 1 and rendered.drawn == 1


async def test_the_drawings_kept_are_bounded_and_a_newer_reading_drops_the_older() -> None:
    kept = RenderedTables(budget=1000)

    async def draw(text: str) -> Drawn:
        return Drawn(text, {})

    await kept.get((1, 1, None, "en"), lambda: draw("a" * 300))
    await kept.get((1, 1, 0, "en"), lambda: draw("b" * 300))
    await kept.get((1, 2, None, "en"), lambda: draw("c" * 300))   # game 1 moved on
    assert len(kept) == 1 and kept.size == 300
    for game in range(2, 10):
        await kept.get((game, 1, None, "en"), lambda: draw("d" * 300))
    assert kept.size <= 1000 and len(kept) == 3
    # An older reading drawn late is served but not kept over the newer one.
    late = await kept.get((9, 0, None, "en"), lambda: draw("e" * 10))
    assert late.html == "e" * 10 and (9, 0, None, "en") not in kept._items


async def _drawn_grows(rendered: RenderedTables, before: int) -> bool:
    for _ in range(100):
        if rendered.drawn > before:
            return True
        await asyncio.sleep(0.02)
    return False


async def test_a_watched_games_change_is_drawn_before_its_pages_ask(table: Table) -> None:
    host = table.host
    game = await started(host, "cave-vs-cave")
    await host.web.set_spectators(GUILD, True, is_moderator=True)
    rendered = table.server.app[RENDERED]
    async with browser() as ann, browser() as anyone:
        async with ann.get(await table.link(ANN, game)):
            pass
        await play_random(host, Rng(1), 1, channel=CHANNEL)   # nobody watches: not drawn
        opened = rendered.drawn   # Ann's page, as her link opened it
        await asyncio.sleep(0.1)
        assert rendered.drawn == opened
        async with anyone.get(f"{table.url}/game/{game}/events") as stream:
            await stream.content.readline()
            first = [await _fetch(tab, table, game) for tab in (ann, anyone)]
            assert rendered.drawn == opened + 2
            await play_random(host, Rng(2), 1, channel=CHANNEL)
            assert await _drawn_grows(rendered, opened + 3)   # both readers' pages, unasked
            version = (await host.tables.game(game)).version
            after = [await _fetch(tab, table, game) for tab in (ann, anyone)]
            assert rendered.drawn == opened + 4 and after != first
            assert [_version(html) for html in after] == [version, version]
            _forget_drawings(table, game)
            assert after == [await _fetch(tab, table, game) for tab in (ann, anyone)]
