"""Undo, resign and rematch clicked on the page in a real browser (the system's Chromium,
shared by the module's tests): what a player taps, what the page then says, and what the
channel of the Discord stand-in shows. The HTTP side (refusals, the channel's messages in
detail) is tests/web/test_table_actions.py."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest_asyncio

from tests.cogs.harness import CHANNEL_ID
from tests.cogs.helpers import start_game
from tests.web.browser import SHARED_BROWSER_LOOP, needs_chromium
from tests.web.discord_table import Both, bot_and_table

ANN, BOB = 101, 102

pytestmark = [SHARED_BROWSER_LOOP, needs_chromium]


@pytest_asyncio.fixture(loop_scope="session")
async def both(tmp_path: Path) -> AsyncIterator[Both]:
    async with bot_and_table(tmp_path) as opened:
        yield opened


async def _open(browser: Any, both: Both, user: int, game: int, lang: str = "en",
                width: int = 390) -> Any:
    context = await browser.new_context(viewport={"width": width, "height": 800})
    page = await context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.cavern_errors = errors
    answer = await page.goto(await both.link(user, game, lang))
    assert answer is not None and answer.ok
    return page


async def _listening(both: Both, game: int, pages: int) -> None:
    """Wait until ``pages`` open pages follow the game's live hints (their event streams
    are open): a hint sent before would reach none of them."""
    from web.app import HUB
    for _ in range(500):
        if len(both.server.app[HUB].watchers.get(game, ())) >= pages:
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the pages never listened")


async def _said(page: Any, words: str) -> None:
    """Wait until the page's alert says ``words`` (what the table answered the tap)."""
    await page.wait_for_function(
        "(words) => { const a = document.getElementById('alert');"
        " return !a.hidden && a.textContent.includes(words); }", arg=words, timeout=6000)


async def _moved(both: Both) -> int:
    status = await both.host.status(CHANNEL_ID)
    actor = status.to_act[0].user_id
    assert actor is not None
    decision = (await both.host.options(CHANNEL_ID, actor)).decisions[0]
    await both.host.act(CHANNEL_ID, actor, decision.options[0].id, decision.stamp)
    await both.settled()
    return actor


async def test_undo_is_asked_on_one_page_and_agreed_on_the_other(browser: Any,
                                                                 both: Both) -> None:
    await start_game(both.harness, "tunnels", ANN, BOB)
    game = await both.game_id()
    mover = await _moved(both)
    other = BOB if mover == ANN else ANN
    before = (await both.host.status(CHANNEL_ID)).version
    asker = await _open(browser, both, mover, game)
    answerer = await _open(browser, both, other, game)
    await _listening(both, game, 2)   # both pages hear the game's hints before the ask
    await asker.click('button:text-is("Ask to take back the last move")')
    await _said(asker, "Still waiting for")
    # The other page hears of the request (a live hint) and asks its player.
    await answerer.wait_for_selector(".ch-undo-request button[value=agree]", timeout=6000)
    await answerer.click(".ch-undo-request button[value=agree]")
    await _said(answerer, "Undone.")
    await both.settled()
    assert (await both.host.status(CHANNEL_ID)).version == before + 1
    # The asker's page follows: no request any more, the position before the move.
    await asker.wait_for_selector(".ch-undo-request", state="detached", timeout=6000)
    assert not asker.cavern_errors and not answerer.cavern_errors


async def test_resign_asks_first_and_keep_playing_changes_nothing(browser: Any,
                                                                  both: Both) -> None:
    await start_game(both.harness, "tunnels", ANN, BOB)
    game = await both.game_id()
    page = await _open(browser, both, ANN, game, "fr")
    await page.click(".ch-resign summary")
    assert "Abandonner cette partie" in str(await page.text_content(".ch-resign"))
    await page.click('button:text-is("Continuer à jouer")')
    await _said(page, "Vous gardez votre place")
    assert (await both.host.status(CHANNEL_ID)).status == "active"
    await page.click(".ch-resign summary")
    await page.click(".ch-resign button.ch-danger")
    await _said(page, "Vous avez abandonné.")
    await page.wait_for_selector("form.ch-rematch", timeout=6000)
    assert (await both.host.tables.game(game)).status == "finished"
    assert not page.cavern_errors


async def test_rematch_leads_to_the_new_lobby(browser: Any, both: Both) -> None:
    await start_game(both.harness, "tunnels", ANN, BOB)
    game = await both.game_id()
    await both.host.resign(CHANNEL_ID, ANN)
    await both.settled()
    page = await _open(browser, both, BOB, game)
    await page.click("form.ch-rematch button")
    await page.wait_for_url(f"**/game/{game + 1}?lang=en", timeout=6000)
    assert "has not started yet" in str(await page.text_content("#live"))
    assert (await both.game_id()) == game + 1
    assert both.harness.fake.channel_messages(CHANNEL_ID)[-1].content.startswith("Rematch!")
    assert not page.cavern_errors


async def test_an_undo_request_is_declined_on_the_page(browser: Any, both: Both) -> None:
    await start_game(both.harness, "tunnels", ANN, BOB)
    game = await both.game_id()
    mover = await _moved(both)
    other = BOB if mover == ANN else ANN
    before = (await both.host.status(CHANNEL_ID)).version
    await both.host.table_actions.undo(game, mover)   # asked from the mover's page
    await both.settled()
    answerer = await _open(browser, both, other, game, "fr")
    await answerer.click(".ch-undo-request button[value=decline]")
    await _said(answerer, "refuse l'annulation")
    await answerer.wait_for_selector(".ch-undo-request", state="detached", timeout=6000)
    assert (await both.host.status(CHANNEL_ID)).version == before
    # The channel in its own language (English here), the page in the member's.
    told = both.harness.fake.channel_messages(CHANNEL_ID)[-1].content
    assert told == f"Player {other} declines the undo: the move stands."
    assert not answerer.cavern_errors
