"""The web table in a real browser (the system's Chromium): members open their personal
links and play 2-player games of every game by clicking on the page (the board's places,
then the offered choice) while the Discord stand-in's turn message follows every hand-over;
a move made on Discord shows on the open page within a second; the page reads on a phone and
fits seven Caverna homes on a wide screen; French and Japanese pages.

``CAVERN_WEB_CLICKS`` (tests/sizes.py) moves of each game are clicked, then a player resigns
from Discord and both open pages follow the game to its final scores (the moves after them
cost the default run most of its time and are the host's, tested elsewhere); ``.ci/run``
clicks whole games.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from playwright.async_api import TimeoutError as PlaywrightTimeout

from rules.core import Rng
from tests.cogs.harness import CHANNEL_ID
from tests.cogs.helpers import choose_first, start_game, turn_message
from tests.sizes import env_int
from tests.web.browser import SHARED_BROWSER_LOOP, needs_chromium
from tests.web.discord_table import Both, bot_and_table

ANN, BOB = 101, 102
CLICKS = env_int("CAVERN_WEB_CLICKS", 12)

_OPTIONS = """() => [...document.querySelectorAll(
  '#live form.ch-move .ch-plain button[data-option], #live form.ch-move .ch-list button')]
  .map(b => ({id: b.value, targets: (b.dataset.targets || '').split(' ').filter(Boolean)}))"""
_VERSION = "() => Number(document.querySelector('#live .ch-live').dataset.version)"
# Every element with text of its own, its font size (visible ones only).
_TEXTS = """() => [...document.querySelectorAll('body *')].filter(e =>
  [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())
  && e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden'
).map(e => ({text: e.textContent.trim().slice(0, 30),
             size: parseFloat(getComputedStyle(e).fontSize)}))"""
# List items that say their own place (« 1. » for each tied player) and are numbered again by
# their list (« 1. ▶ 1. Bob », « 2. ▶ 1. Ann »).
_NUMBERED_TWICE = """() => [...document.querySelectorAll('li .ch-place')].map(p => p.closest('li'))
  .filter(li => getComputedStyle(li).listStyleType !== 'none').map(li => li.textContent.trim())"""
# Numbers laid out on two lines (« −1 » then « 6 » in a narrow French order card).
_SPLIT_NUMBERS = """() => { const split = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const said = node.textContent.trim();
    if (!/^[−+-]?\\d+$/.test(said)) continue;
    const range = document.createRange(); range.selectNodeContents(node);
    if (new Set([...range.getClientRects()].filter(r => r.width).map(r => r.top)).size > 1)
      split.push(said);
  } return split; }"""
_BOX = """(selector) => { const e = document.querySelector(selector); if (!e) return null;
  const r = e.getBoundingClientRect(); return {height: r.height, right: r.right}; }"""


pytestmark = SHARED_BROWSER_LOOP


@pytest_asyncio.fixture(loop_scope="session")
async def both(tmp_path: Path) -> AsyncIterator[Both]:
    async with bot_and_table(tmp_path) as opened:
        yield opened


async def _open(browser: Any, both: Both, user: int, game: int, lang: str = "en",
                width: int = 1280, height: int = 900) -> Any:
    context = await browser.new_context(viewport={"width": width, "height": height})
    page = await context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.cavern_errors = errors
    answer = await page.goto(await both.link(user, game, lang))
    assert answer is not None and answer.status == 200
    return page


async def _tap(page: Any, target: str) -> None:
    place = page.locator(f'#live [data-target="{target}"]').first
    try:
        await place.click(timeout=1500)
    except Exception:   # covered (a fixed bar) or an SVG part without a box: tap it anyway
        await place.dispatch_event("click")
        return
    if "ch-picked" not in (await place.get_attribute("class") or ""):
        # The tap landed on a place drawn inside this one (a die on its zone): tap the
        # place itself, as a finger on its free part would.
        await place.dispatch_event("click")


async def _click_move(page: Any, rng: Rng, version: int) -> str:
    """Choose one of the page's options by clicking: its places on the board, then the
    choice the page offers; or the plain button of an option without places. The page
    first shows ``version`` (it follows the game by itself)."""
    await page.wait_for_function(f"() => ({_VERSION})() >= {version}", timeout=5000)
    options = await page.evaluate(_OPTIONS)
    assert options, "the page shows no choice to the member who must act"
    choice = rng.choice(options)
    before = await page.evaluate(_VERSION)
    if choice["targets"]:
        for target in choice["targets"]:
            await _tap(page, target)
        offered = page.locator(f'#live .ch-offered button[value="{choice["id"]}"]')
        await offered.first.click(timeout=3000)
    else:
        await page.locator(f'#live .ch-plain button[value="{choice["id"]}"]').first.click(
            timeout=3000)
    try:
        await page.wait_for_function(
            f"() => ({_VERSION})() > {before} || !document.getElementById('alert').hidden",
            timeout=5000)
    except Exception as error:
        raise AssertionError(f"{choice} was clicked and the page did not move on") from error
    said = await page.evaluate("() => document.getElementById('alert').hidden ? '' : "
                               "document.getElementById('alert').textContent")
    assert not said, f"{choice}: {said}"
    return str(choice["id"])


async def _turn_message_follows(both: Both, game: int, mover: int, posts: int) -> int:
    """After a move: its announcements are delivered; one live turn message, the recorded
    one; at most one new message, which mentions the member whose turn began (not the
    mover going on with their own turn)."""
    await both.settled()
    messages = both.harness.fake.channel_messages(CHANNEL_ID)
    live = [m for m in messages if m.components]
    assert len(live) == 1 and live[0].id == await both.host.turn_message_id(game)
    assert len(messages) in (posts, posts + 1), "one message per hand-over at most"
    status = await both.host.status(CHANNEL_ID)
    acting = {d.user_id for d in status.to_act} - {None}
    if len(messages) == posts + 1 and status.status == "active" and acting \
            and mover not in acting:
        assert any(f"<@{user}>" in messages[-1].content for user in acting)
    return len(messages)


async def _host_move(both: Both, rng: Rng) -> int:
    status = await both.host.status(CHANNEL_ID)
    actor = rng.choice(status.to_act).user_id
    assert actor is not None
    mine = await both.host.options(CHANNEL_ID, actor)
    decision = mine.decisions[0]
    await both.host.act(CHANNEL_ID, actor, rng.choice(decision.options).id, decision.stamp)
    return actor


@needs_chromium
@pytest.mark.parametrize("key", ["cave-vs-cave", "caverna", "cavern-tavern"])
async def test_a_two_player_game_played_by_clicking_on_the_page(browser: Any, both: Both,
                                                                key: str) -> None:
    await start_game(both.harness, key, ANN, BOB)
    game = await both.game_id()
    rng = Rng(5)
    posts = len(both.harness.fake.channel_messages(CHANNEL_ID))
    clicked = 0
    pages = {user: await _open(browser, both, user, game) for user in (ANN, BOB)}
    for _ in range(3000):
        status = await both.host.status(CHANNEL_ID)
        if status.status != "active":
            break
        if CLICKS and clicked >= CLICKS:
            # The default run ends here: a resignation through the host, as from Discord.
            actor = rng.choice([d.user_id for d in status.to_act])
            await both.host.resign(CHANNEL_ID, actor)
        else:
            actor = rng.choice([d.user_id for d in status.to_act])
            await _click_move(pages[actor], rng, status.version)
            clicked += 1
        posts = await _turn_message_follows(both, game, actor, posts)
    assert (await both.host.status(CHANNEL_ID)).status == "finished"
    for page in pages.values():   # both pages followed the game to its end
        # The heading of the live scores is there all game long ("Scores if the game ended
        # now"): wait for it to read the final scores, not for it to exist (a loaded machine
        # read it before the last update arrived); then say what it read if it never did.
        with contextlib.suppress(PlaywrightTimeout):
            await page.wait_for_selector("#live .ch-scores h2:text-is('Final scores')",
                                         timeout=10000)
        heading = await page.inner_text("#live .ch-scores h2")
        assert heading == "Final scores"
        assert not page.cavern_errors, page.cavern_errors
    assert clicked >= min(CLICKS or 10, 10)


@needs_chromium
async def test_a_move_on_discord_shows_on_the_open_page_within_a_second(browser: Any,
                                                                        both: Both) -> None:
    await start_game(both.harness, "cave-vs-cave", ANN, BOB)
    game = await both.game_id()
    watcher = await _open(browser, both, ANN, game, width=400)
    for _ in range(3):
        before = await watcher.evaluate(_VERSION)
        actor = (await both.host.status(CHANNEL_ID)).to_act[0].user_id
        message = turn_message(both.harness)
        started = time.monotonic()
        if message.components[0]["components"][0]["custom_id"].startswith(("ch:o", "ch:s")):
            await choose_first(both.harness, actor, message)
        else:
            await _host_move(both, Rng(1))
        # One budget, 1 s for the page and 0.5 s for the press through discord.py: the wait
        # alone allowed the page 1 s after a press slowed by the other test process.
        await watcher.wait_for_function(f"() => ({_VERSION})() > {before}", timeout=1500)
        assert time.monotonic() - started < 1.0 + 0.5   # the press itself included
    assert not watcher.cavern_errors


@needs_chromium
async def test_the_page_reads_on_a_phone_and_seven_homes_fit_a_wide_screen(
        browser: Any, both: Both, tmp_path: Path) -> None:
    others = list(range(201, 207))
    await start_game(both.harness, "caverna", ANN, *others)
    game = await both.game_id()
    rng = Rng(2)
    for _ in range(60):
        await _host_move(both, rng)
    await both.settled()
    for width in (400, 1280):
        page = await _open(browser, both, ANN, game, width=width, height=800)
        scroll = await page.evaluate("document.documentElement.scrollWidth")
        assert scroll <= width, (width, scroll)
        small = [t for t in await page.evaluate(_TEXTS) if t["size"] < 12]
        assert not small, (width, small[:5])
        assert await page.locator("#live .ch-scores li .ch-place").count() == 7
        assert not await page.evaluate(_NUMBERED_TWICE)
        assert not await page.evaluate(_SPLIT_NUMBERS), width
        if width == 1280:
            homes = await page.evaluate(_BOX, ".cv-homes")
            assert homes is not None and homes["height"] <= 800 and homes["right"] <= 1280
        await page.screenshot(path=str(tmp_path / f"caverna-{width}.png"))
        await page.context.close()


@needs_chromium
@pytest.mark.parametrize(("lang", "words", "key"), [
    ("fr", ("Journal de la partie", "Vos choix"), "cavern-tavern"),
    ("ja", ("ゲームの記録", "あなたの選択肢"), "caverna"),
])
async def test_the_page_in_french_and_japanese(browser: Any, both: Both, lang: str,
                                               words: tuple[str, ...], key: str) -> None:
    from bot import guide
    await start_game(both.harness, key, ANN, BOB)
    game = await both.game_id()
    actor = (await both.host.status(CHANNEL_ID)).to_act[0].user_id
    page = await _open(browser, both, actor, game, lang=lang, width=400)
    html = await page.content()
    assert f'<html lang="{lang}">' in html
    text = await page.inner_text("body")
    assert all(word in text for word in words[:1]), text[:300]
    # Japanese parts facts with « ・ », never the half-width « · » (issue 41).
    assert lang != "ja" or "·" not in text, text[text.find("·") - 20:text.find("·") + 20]
    scroll = await page.evaluate("document.documentElement.scrollWidth")
    assert scroll <= 400
    for width in (400, 390, 360):   # narrower phones: the same page laid out again
        await page.set_viewport_size({"width": width, "height": 900})
        assert not await page.evaluate(_SPLIT_NUMBERS), width
    # Tap an element: its guide text, in the page's language.
    topic = await page.evaluate(
        "() => [...document.querySelectorAll('#live [data-topic]')]"
        ".map(e => e.dataset.topic).find(t => t)")
    assert topic
    element = page.locator(f'#live [data-topic="{topic}"]').first
    await element.dispatch_event("click")
    await page.wait_for_selector("#reader:not([hidden])", timeout=3000)
    found = guide.explain(key, topic, lang)
    assert found is not None
    assert (await page.inner_text("#reader-title")).strip() == found.title.strip()
    assert not page.cavern_errors, page.cavern_errors
    # A forged link: a friendly page in the browser's language, no session.
    forged = await page.goto(f"{both.server.url}/t/forged.link")
    assert forged is not None and forged.status == 403
    assert "Open the table" in await page.inner_text("body") or lang != "en"
