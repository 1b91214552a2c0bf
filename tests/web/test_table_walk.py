"""What a player meets walking the table (issue: the web table does what a player at the
table expects), each found on a real page and fixed:

- « To act » told the member whose turn it is « Waiting for <their own name> » above their
  own choices; it says their choices are below.
- « Ask to take back the last move » was offered before any move and after a move that
  turned up hidden information, where /game undo can only refuse; it is offered when the
  last move may be taken back.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import games as games_db
from tests.clock import Clock
from tests.web.table_fixtures import ANN, BOB, CHANNEL, CY, Table, browser, open_table, started


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    async for opened in open_table(tmp_path, Clock()):
        yield opened


async def _page(table: Table, user: int, game: int, lang: str = "en") -> str:
    async with browser() as tab, tab.get(await table.link(user, game, lang)) as page:
        assert page.status == 200
        return await page.text()


def _to_act(html: str) -> list[str]:
    found = re.search(r'<ul class="ch-waiting">(.*?)</ul>', html, re.DOTALL)
    assert found is not None
    return [re.sub(r"<[^>]+>", "", item).strip()
            for item in re.findall(r"<li>(.*?)</li>", found.group(1), re.DOTALL)]


@pytest.mark.parametrize("key", ["cave-vs-cave", "caverna", "cavern-tavern"])
@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_to_act_says_the_reader_s_own_choices_are_below(table: Table, key: str,
                                                              lang: str) -> None:
    game = await started(table.host, key, players=((ANN, "Annabelle"), (BOB, "Bob")))
    status = await table.host.status(CHANNEL)
    actor = status.to_act[0].user_id
    assert actor is not None
    other = BOB if actor == ANN else ANN
    name = {ANN: "Annabelle", BOB: "Bob"}
    mine = _to_act(await _page(table, actor, game, lang))
    assert not any(name[actor] in line for line in mine), mine
    assert any(line.startswith(("You:", "Vous\u202f:")) for line in mine), mine
    # The other player reads who they wait for, by name.
    theirs = _to_act(await _page(table, other, game, lang))
    assert any(name[actor] in line for line in theirs), theirs
    assert not any(line.startswith(("You:", "Vous\u202f:")) for line in theirs), theirs


async def test_undo_is_offered_only_when_the_last_move_may_be_taken_back(table: Table) -> None:
    game = await started(table.host, "cave-vs-cave")
    ask = f'action="/game/{game}/undo"'
    assert ask not in await _page(table, ANN, game), "no move yet"
    actor = (await table.host.status(CHANNEL)).to_act[0].user_id
    assert actor is not None
    decision = (await table.host.options(CHANNEL, actor)).decisions[0]
    await table.host.act(CHANNEL, actor, decision.options[0].id, decision.stamp)
    async with table.host.db.read() as conn:
        last = await games_db.last_move(conn, game)
    assert last is not None
    assert (ask in await _page(table, BOB, game)) is not last.reveals
    # The last move turned up hidden information: /game undo refuses it, so no button.
    async with table.host.db.transaction() as conn:
        await conn.execute("UPDATE moves SET reveals = 1 WHERE game_id = ? AND seq = ?",
                           (game, last.seq))
    table.host.tables.forget(game)
    assert ask not in await _page(table, BOB, game)


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "Seated so far: Annabelle and Bob. When everyone is in, start the game in the "
           "channel with /game start."),
    ("fr", "Déjà assis\u202f: Annabelle et Bob. Quand tout le monde est là, lancez la "
           "partie dans le salon avec /partie commencer.")])
async def test_a_lobby_page_says_who_sits_and_how_the_game_starts(table: Table, lang: str,
                                                                   words: str) -> None:
    await table.host.new_game(CHANNEL, 70, ANN, "Annabelle", "caverna")
    await table.host.join(CHANNEL, BOB, "Bob")
    game = (await table.host.lobby(CHANNEL)).game_id
    html = await _page(table, BOB, game, lang)
    assert words in html


async def test_resigning_where_the_others_play_on_leads_to_the_members_games(
        table: Table) -> None:
    game = await started(table.host, "caverna",
                         players=((ANN, "Ann"), (BOB, "Bob"), (CY, "Cy")))
    async with browser() as tab:
        async with tab.get(await table.link(CY, game)) as page:
            csrf = re.search(r'name="csrf" value="([^"]+)"', await page.text())
        assert csrf is not None
        async with tab.post(f"{table.url}/game/{game}/resign",
                            data={"csrf": csrf.group(1), "confirm": "yes"},
                            headers={"X-Requested-With": "fetch"}) as answer:
            found = await answer.json()
        assert found["ok"] and found["go"] == f"/game/{game}/mine?lang=en&resigned={game}"
        async with tab.get(table.url + found["go"]) as page:
            html = await page.text()
        assert page.status == 200
        assert f"You resigned from game #{game}: a computer plays your seat on" in html
        assert f'href="/game/{game}?' not in html   # no way back to a table not theirs
    assert (await table.host.tables.game(game)).status == "active"


async def test_a_spectator_s_page_offers_no_change_of_course(table: Table) -> None:
    """A member watching (where the server lets them) reads the game, and is offered no
    undo, resign or rematch: those are the players' (a forged request is refused by the
    host, tests/web/test_table_actions.py)."""
    game = await started(table.host, "cave-vs-cave")
    await table.host.web.set_spectators(70, True, is_moderator=True)
    actor = (await table.host.status(CHANNEL)).to_act[0].user_id
    assert actor is not None
    decision = (await table.host.options(CHANNEL, actor)).decisions[0]
    await table.host.act(CHANNEL, actor, decision.options[0].id, decision.stamp)
    for over in (False, True):
        html = await _page(table, CY, game)
        assert "You are watching" in html
        for action in ("undo", "resign", "rematch", "undo/agree"):
            assert f'action="/game/{game}/{action}"' not in html, (over, action)
        if not over:
            await table.host.resign(CHANNEL, ANN)
