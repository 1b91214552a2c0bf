"""A finished game on the web table: the final standings and a replay stepped by move and
by round, each position the public view of the time."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import rules
from rules.core import Rng
from tests.bot.helpers import play_random
from tests.clock import Clock
from tests.web.table_fixtures import ANN, CHANNEL, Table, browser, open_table, started


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    async for opened in open_table(tmp_path, Clock()):
        yield opened


async def test_a_finished_game_steps_by_move_and_by_round(table: Table) -> None:
    game = await started(table.host, "cave-vs-cave")
    async with browser() as tab:
        async with tab.get(await table.link(ANN, game)):
            pass
        async with tab.get(f"{table.url}/game/{game}/replay") as early:
            assert early.status == 400 and "still being played" in await early.text()
        await play_random(table.host, Rng(4), channel=CHANNEL)
        assert (await table.host.status(CHANNEL)).status == "finished"
        async with tab.get(f"{table.url}/game/{game}") as page:
            assert f"/game/{game}/replay" in await page.text()
        async with tab.get(f"{table.url}/game/{game}/replay") as end:
            html = await end.text()
        found = re.search(r"Move (\d+) of (\d+)", html)
        assert found is not None and found.group(1) == found.group(2)
        steps = int(found.group(2))
        row = await table.host.tables.game(game)
        engine = rules.get_engine(row.key)
        expected = rules.replay(row.key, 2, row.seed, row.options, [])
        async with tab.get(f"{table.url}/game/{game}/replay?step=0") as start:
            first = await start.text()
        assert "Move 0 of" in first and engine.view(expected, None)["round"] == 1
        assert "Final scores" in first
        rounds = re.search(r'href="\?step=(\d+)[^"]*" id="step-next-round"', first)
        assert rounds is not None and 0 < int(rounds.group(1)) < steps
        async with tab.get(f"{table.url}/game/{game}/replay?step={rounds.group(1)}") as nxt:
            later = await nxt.text()
        assert "round 2" in later and later != first
        back = re.search(r'href="\?step=(\d+)[^"]*" id="step-prev"', later)
        assert back is not None and int(back.group(1)) == int(rounds.group(1)) - 1
        async with tab.get(f"{table.url}/game/{game}/replay?step=99999&lang=fr") as past:
            assert f"Coup {steps} sur {steps}" in await past.text()


async def test_my_games_lists_the_members_games_waiting_on_them_first(table: Table) -> None:
    first = await started(table.host, "cave-vs-cave")
    second = await started(table.host, "caverna", channel=CHANNEL + 1)
    async with browser() as tab:
        async with tab.get(f"{table.url}/game/{first}/mine") as refused:
            assert refused.status == 403
        async with tab.get(await table.link(ANN, first)) as page:
            assert f"/game/{first}/mine" in await page.text()
        async with tab.get(f"{table.url}/game/{first}/mine") as listing:
            html = await listing.text()
    shown = re.findall(r'<li class="ch-mine-(\w+)"><a href="/game/(\d+)', html)
    assert {int(g) for _, g in shown} == {first, second}
    assert [s for s, _ in shown] == sorted((s for s, _ in shown), key=lambda s: s != "mine")


async def test_the_leaderboard_of_the_tables_server_and_game(table: Table) -> None:
    game = await started(table.host, "cave-vs-cave")
    await play_random(table.host, Rng(4), channel=CHANNEL)
    async with browser() as tab:
        async with tab.get(f"{table.url}/game/{game}/leaderboard") as refused:
            assert refused.status == 403
        async with tab.get(await table.link(ANN, game)):
            pass
        async with tab.get(f"{table.url}/game/{game}/leaderboard?lang=fr") as page:
            html = await page.text()
    assert "Classement" in html and "Ann" in html and "Bob" in html
    assert html.count("<li>") >= 2
