"""No response of the web table carries another seat's hidden facts: the member's page
(the boards, their choices, the scores, the story) stays the same bytes when everything
they may not see is dealt again (the shuffle test of the pictures, for the pages)."""

from __future__ import annotations

import copy
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.host import GameHost
from bot.store import games as games_db
from rules.core import Rng, State
from tests.bot.helpers import play_random
from tests.clock import Clock
from tests.web.boards.test_cavern_tavern_board import _scramble_others
from tests.web.table_fixtures import ANN, CHANNEL, Table, browser, open_table, started


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    async for opened in open_table(tmp_path, Clock()):
        yield opened


async def _put_state(host: GameHost, row: games_db.GameRow, state: State) -> None:
    """Write ``state`` over the game's own, in place (no new version), and forget what the
    host and the table kept of it."""
    engine = host.core.engine(row.key)
    async with host.db.transaction() as conn:
        await games_db.replace_state(conn, row.id, engine.to_json(state), row.rules_version or 0)
    host.core.forget(row.id)
    host.tables.forget(row.id)


async def _responses(table: Table, tab: object, game: int) -> list[bytes]:
    out = []
    for path in (f"/game/{game}", f"/game/{game}/table"):
        async with tab.get(table.url + path) as answer:
            assert answer.status == 200
            out.append(await answer.read())
    return out


async def test_another_seats_hand_and_objective_never_reach_a_members_page(
        table: Table) -> None:
    game = await started(table.host, "cavern-tavern")
    host = table.host
    rng = Rng(11)
    checked = 0
    seat = (await host.tables.seat_of(game, ANN)).seat   # type: ignore[union-attr]
    async with browser() as tab:
        async with tab.get(await table.link(ANN, game)):
            pass
        for _ in range(4):
            await play_random(host, Rng(checked + 3), 12, channel=CHANNEL)
            row = await host.tables.game(game)
            if row.status != "active":
                break
            before = await _responses(table, tab, game)
            state = host.core.state(row)
            # The check sees secrets: Ann's hand and objective swapped with Bob's change
            # her page.
            own = copy.deepcopy(state)
            mine, theirs = own["players"][seat], own["players"][1 - seat]
            for key in ("items", "objective"):
                mine[key], theirs[key] = theirs[key], mine[key]
            await _put_state(host, row, own)
            assert await _responses(table, tab, game) != before
            scrambled = _scramble_others(state, rng, me=seat)
            assert scrambled != state
            await _put_state(host, row, scrambled)
            assert await _responses(table, tab, game) == before
            await _put_state(host, row, state)   # the game goes on as it was
            checked += 1
    assert checked >= 2


async def test_a_spectators_page_carries_no_seats_secret(table: Table) -> None:
    game = await started(table.host, "cavern-tavern")
    host = table.host
    await host.web.set_spectators(70, True, is_moderator=True)
    await play_random(host, Rng(7), 10, channel=CHANNEL)
    row = await host.tables.game(game)
    state = host.core.state(row)
    async with browser() as tab:
        before = await _responses(table, tab, game)
        assert b'name="csrf"' not in before[0]
        scrambled = _scramble_others(state, Rng(3), me=-1)   # every seat's secrets
        assert scrambled != state
        await _put_state(host, row, scrambled)
        assert await _responses(table, tab, game) == before
