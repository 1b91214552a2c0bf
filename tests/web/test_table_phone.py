"""The web table as a member uses it on a phone (390 × 844) and with a mouse: a place lit for
a choice says what it does when tapped (the tap picks it, so the reader cannot open); a
refused move or a lost connection is said in words, where the phone shows it; a place
says what it does when the mouse rests on it.

Each test runs for every game where the case can arise (Caverna 2p, Cave vs Cave solo,
Cavern Tavern 3p with a computer seat), started through the host as Discord starts them.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
import pytest_asyncio

from bot import guide
from bot.i18n import tr
from rules.core import Rng
from tests.cogs.harness import CHANNEL_ID
from tests.web.browser import SHARED_BROWSER_LOOP, needs_chromium
from tests.web.discord_table import Both, bot_and_table

pytestmark = SHARED_BROWSER_LOOP

ANN, BOB = 101, 102
PHONE = {"width": 390, "height": 844}
# (game, what /game new is given, who joins): each game as members start it.
GAMES = {
    "caverna": ({}, (BOB,)),
    "cave-vs-cave": ({"players": 1}, ()),
    "cavern-tavern": ({"computers": 1, "level": "easy"}, (BOB,)),
}
_SPATIAL = """() => [...document.querySelectorAll('#live form.ch-move button[data-targets]')]
  .map(b => ({id: b.value, targets: b.dataset.targets.split(' ').filter(Boolean)}))"""
_VERSION = "() => Number(document.querySelector('#live .ch-live').dataset.version)"
# The topic a place is read under: its own, or the nearest around it.
_TOPIC = """(target) => { const e = document.querySelector(`#live [data-target="${target}"]`);
  const t = e && e.closest('[data-topic]'); return t ? t.dataset.topic : null; }"""
# Where an element is drawn, and whether it is inside the window.
_SEEN = """(selector) => { const e = document.querySelector(selector);
  if (!e || !e.getClientRects().length) return false; const r = e.getBoundingClientRect();
  return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; }"""


# What the place under the mouse shows: its title, or an SVG shape's <title> child.
_TOLD = """() => { const e = document.querySelector('#live [data-under]');
  const svg = e.querySelector(':scope > title');
  return e.getAttribute('title') || (svg ? svg.textContent : ''); }"""

_UNDER = """(topic) => { const e = document.querySelector(`#live [data-topic="${topic}"]`);
  const r = e.getBoundingClientRect();
  const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  document.querySelectorAll('[data-under]').forEach(u => { delete u.dataset.under; });
  const held = at.closest('[data-topic]'); held.dataset.under = '1';
  return held.dataset.topic; }"""

_TOP = """(target) => document.querySelector(`#live [data-target="${target}"]`)
  .getBoundingClientRect().top"""


@pytest_asyncio.fixture(loop_scope="session")
async def both(tmp_path: Path) -> AsyncIterator[Both]:
    async with bot_and_table(tmp_path) as opened:
        yield opened


async def _start(both: Both, key: str) -> int:
    options, joining = GAMES[key]
    await both.harness.slash(ANN, "game new", game=key, **options)
    for user in joining:
        await both.harness.slash(user, "game join")
    await both.harness.slash(ANN, "game start")
    await both.settled()
    return await both.game_id()


async def _open(browser: Any, both: Both, user: int, game: int,
                viewport: dict[str, int] = PHONE, lang: str = "en", cut_live: bool = False) -> Any:
    context = await browser.new_context(viewport=viewport)
    page = await context.new_page()
    if cut_live:   # the page never hears of a change: its live feed refused from the start
        await page.route("**/events", lambda route: route.abort())
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.cavern_errors = errors
    answer = await page.goto(await both.link(user, game, lang))
    assert answer is not None and answer.status == 200
    return page


async def _lists_board_choices(url: str) -> bool:
    # unsafe: the table is at 127.0.0.1, whose session cookie the default jar refuses.
    jar = aiohttp.CookieJar(unsafe=True)
    async with aiohttp.ClientSession(cookie_jar=jar) as session, session.get(url) as answer:
        assert answer.status == 200
        return "data-targets=" in await answer.text()


async def _to_a_choice_on_the_board(both: Both, browser: Any, key: str,
                                    cut_live: bool = False) -> tuple[Any, int]:
    """The game of ``key`` played through the host (as from Discord) until a member must
    choose on the board; that member's page on a phone, and the member."""
    game = await _start(both, key)
    rng = Rng(3)
    for _ in range(80):
        await both.settled()
        status = await both.host.status(CHANNEL_ID)
        humans = [d.user_id for d in status.to_act if d.user_id in (ANN, BOB)]
        assert status.status == "active" and humans, status
        # The page's markup first (a plain request): a browser page only once it lists a
        # choice on the board (Cavern Tavern's took 10 s opening a page at every move).
        if await _lists_board_choices(await both.link(humans[0], game)):
            page = await _open(browser, both, humans[0], game, cut_live=cut_live)
            if await page.evaluate(_SPATIAL):
                return page, humans[0]
            await page.context.close()
        mine = await both.host.options(CHANNEL_ID, humans[0])
        decision = mine.decisions[0]
        await both.host.act(CHANNEL_ID, humans[0], rng.choice(decision.options).id,
                            decision.stamp)
    raise AssertionError(f"{key}: no choice on the board in 80 moves")


async def _tap(page: Any, target: str) -> None:
    place = page.locator(f'#live [data-target="{target}"]').first
    await place.scroll_into_view_if_needed()
    try:
        await place.click(timeout=1500)
    except Exception:   # an SVG part without a box of its own: tap it as a finger would
        await place.dispatch_event("click")


@needs_chromium
@pytest.mark.parametrize("key", list(GAMES))
async def test_a_lit_place_tapped_on_a_phone_says_what_it_does(browser: Any, both: Both,
                                                                key: str) -> None:
    """Tapping a lit place picks it; the bar that offers the move then says what the place
    does (its guide entry), since the reader that a tap opens elsewhere cannot open."""
    page, _ = await _to_a_choice_on_the_board(both, browser, key)
    choice = (await page.evaluate(_SPATIAL))[0]
    target = choice["targets"][0]
    topic = await page.evaluate(_TOPIC, target)
    assert topic, f"{key}: the place {target} has no topic to read"
    found = guide.explain(key, topic, "en")
    assert found is not None
    await _tap(page, target)
    about = page.locator("#live .ch-offered.has-offer .ch-about")
    await about.wait_for(timeout=3000)
    await page.wait_for_function(
        "() => document.querySelector('#live .ch-offered .ch-about').textContent.trim()",
        timeout=3000)
    said = " ".join((await about.inner_text()).split())
    title = " ".join(found.title.replace("**", "").split())
    assert said.startswith(title), (key, topic, said[:120])
    assert len(said) > len(title) + 10, (key, topic, said)   # and what it does, not a name
    assert await page.evaluate(_SEEN, "#live .ch-offered .ch-offer"), "the move's button"
    bar = await page.evaluate("() => document.querySelector('#live .ch-offered')"
                              ".getBoundingClientRect().height")
    assert bar <= PHONE["height"] * 0.3, f"the bar hides the board: {bar} px"
    # The line is cut short there; tapped, the reader says it all.
    await about.click()
    await page.wait_for_selector("#reader:not([hidden])", timeout=3000)
    assert (await page.inner_text("#reader-title")).strip() == title
    await page.locator("#reader-close").click()
    # The bar's own button keeps its colour under the finger that just tapped there.
    colour = await page.evaluate("() => getComputedStyle(document.querySelector("
                                 "'#live .ch-offered .ch-offer')).backgroundColor")
    assert colour == "rgb(232, 163, 23)"
    # Cleared: the bar and what it said go.
    await page.locator("#live .ch-clear").first.click()
    assert not await page.locator("#live .ch-offered .ch-about").count()
    assert not page.cavern_errors, page.cavern_errors


@needs_chromium
@pytest.mark.parametrize("key", list(GAMES))
async def test_a_refused_move_is_said_where_the_phone_shows_it(browser: Any, both: Both,
                                                               key: str) -> None:
    """The page missed a change (its live feed cut) and offers a move no longer open: the
    refusal is the host's sentence, inside the window the member is looking at (the
    bottom of the board, where the bar that sent it is), not at the top of the page."""
    page, member = await _to_a_choice_on_the_board(both, browser, key, cut_live=True)
    choice = (await page.evaluate(_SPATIAL))[0]
    mine = await both.host.options(CHANNEL_ID, member)
    decision = mine.decisions[0]
    await both.host.act(CHANNEL_ID, member, decision.options[-1].id, decision.stamp)
    await both.settled()
    for target in choice["targets"]:
        await _tap(page, target)
    await page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    await page.locator(f'#live .ch-offered button[value="{choice["id"]}"]').first.click()
    await page.wait_for_selector("#alert:not([hidden])", timeout=3000)
    said = (await page.inner_text("#alert")).strip()
    assert said and not said.isdigit() and "Error" not in said, said
    assert await page.evaluate(_SEEN, "#alert"), "the refusal is out of sight"
    # Tapped, it goes.
    await page.locator("#alert").click()
    assert await page.locator("#alert").is_hidden()


@needs_chromium
@pytest.mark.parametrize(("lang", "failure"), [("en", "abort"), ("fr", "abort"),
                                               ("en", "502"), ("ja", "502")])
async def test_a_lost_connection_is_said_in_words(browser: Any, both: Both, lang: str,
                                                  failure: str) -> None:
    """A move that never reached the table (no network) or came back as a proxy's error
    page: a sentence in the page's language, not « TypeError: Failed to fetch » or « 502 »;
    the move's buttons work again."""
    game = await _start(both, "cave-vs-cave")
    page = await _open(browser, both, ANN, game, lang=lang)

    async def fail(route: Any) -> None:
        if failure == "abort":
            await route.abort()
        else:
            await route.fulfill(status=502, content_type="text/html",
                                body="<html><body>502 Bad Gateway</body></html>")

    await page.route("**/move", fail)
    await page.locator("#live .ch-plain button[data-option]").first.click()
    await page.wait_for_selector("#alert:not([hidden])", timeout=3000)
    said = (await page.inner_text("#alert")).strip()
    assert said == tr(lang, "web-unreachable"), said
    assert await page.locator("#live .ch-plain button[data-option]").first.is_enabled()
    assert not page.cavern_errors, page.cavern_errors


@needs_chromium
async def test_the_page_says_so_when_it_cannot_read_the_game_again(browser: Any,
                                                                   both: Both) -> None:
    """A move elsewhere, and the page's reading of the new table fails: it says so in words
    (no unhandled error, no page silently left behind), and reads it once it can."""
    game = await _start(both, "cave-vs-cave")
    page = await _open(browser, both, ANN, game)
    before = await page.evaluate(_VERSION)
    await page.route("**/table?*", lambda route: route.abort())
    mine = await both.host.options(CHANNEL_ID, ANN)
    decision = mine.decisions[0]
    await both.host.act(CHANNEL_ID, ANN, decision.options[-1].id, decision.stamp)
    await page.wait_for_selector("#alert:not([hidden])", timeout=3000)
    assert (await page.inner_text("#alert")).strip() == tr("en", "web-unreachable")
    await page.unroute("**/table?*")
    await page.locator("#alert").click()   # tapped: the page tries again, and catches up
    await page.wait_for_function(f"() => ({_VERSION})() > {before}", timeout=3000)
    assert not page.cavern_errors, page.cavern_errors


@needs_chromium
@pytest.mark.parametrize("key", list(GAMES))
async def test_a_place_says_what_it_does_under_the_mouse(browser: Any, both: Both,
                                                         key: str) -> None:
    """On a desktop, resting the mouse on a place shows what it does (its title), as a tap
    does on a phone."""
    game = await _start(both, key)
    page = await _open(browser, both, ANN, game, viewport={"width": 1280, "height": 800})
    topics = await page.evaluate("() => [...new Set([...document.querySelectorAll("
                                 "'#live [data-topic]')].map(e => e.dataset.topic))]")
    assert topics
    for topic in topics[:: max(1, len(topics) // 4)][:4]:
        place = page.locator(f'#live [data-topic="{topic}"]').first
        await place.hover()
        # The place under the pointer: this one, or one drawn inside it (a die on its zone).
        under = await page.evaluate(_UNDER, topic)
        found = guide.explain(key, under, "en")
        assert found is not None, under
        await page.wait_for_function(_TOLD, timeout=3000)
        title = await page.evaluate(_TOLD)
        # The guide's entry, after what the board's own title said of the place (if any).
        assert " ".join(found.title.replace("**", "").split()) in title, title
        assert title.endswith(" ".join(found.text.replace("**", "").split())[-20:]), title
    assert not page.cavern_errors, page.cavern_errors


@needs_chromium
async def test_a_move_by_another_seat_keeps_what_the_reader_looks_at(browser: Any,
                                                                    both: Both) -> None:
    """A member reads the board, their score's breakdown opened, while the other seat
    plays and their own turn begins: the page follows the game, the breakdown stays open,
    and the board stays where it was on the screen although the choices appeared above."""
    game = await _start(both, "caverna")
    status = await both.host.status(CHANNEL_ID)
    mover = status.to_act[0].user_id
    reader = BOB if mover == ANN else ANN
    page = await _open(browser, both, reader, game)
    assert not await page.locator("#live .ch-choices").count()
    breakdown = page.locator("#live .ch-score-list details").first
    await breakdown.locator("summary").click()
    cell = page.locator("#live [data-target]").nth(
        await page.locator("#live [data-target]").count() // 2)
    await cell.scroll_into_view_if_needed()
    target = await cell.get_attribute("data-target")
    top = await page.evaluate(_TOP, target)
    before = await page.evaluate(_VERSION)
    for _ in range(20):   # the other seat's whole turn, as from Discord
        status = await both.host.status(CHANNEL_ID)
        if reader in {d.user_id for d in status.to_act}:
            break
        mine = await both.host.options(CHANNEL_ID, mover)
        decision = mine.decisions[0]
        await both.host.act(CHANNEL_ID, mover, decision.options[-1].id, decision.stamp)
    await page.wait_for_function(f"() => ({_VERSION})() >= {status.version}", timeout=3000)
    assert status.version > before
    assert await page.locator("#live .ch-choices").count(), "the reader's turn began"
    assert await breakdown.evaluate("d => d.open")
    assert abs(await page.evaluate(_TOP, target) - top) <= 2, "the board jumped"
    assert not page.cavern_errors, page.cavern_errors


@needs_chromium
async def test_a_lost_live_feed_is_said_where_the_phone_shows_it(browser: Any,
                                                                 both: Both) -> None:
    """The page's live feed drops (a proxy, a sleeping phone's network) while the member
    reads far down the board: « Reconnecting… » is in sight, not at the top of the page,
    and goes once the feed is back, the page caught up."""
    from web.app import HUB
    game = await _start(both, "cave-vs-cave")
    page = await _open(browser, both, ANN, game)
    await page.wait_for_function("() => !!window.EventSource", timeout=3000)
    await page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    await page.route("**/events", lambda route: route.abort())
    for queues in list(both.server.app[HUB].watchers.values()):
        for queue in list(queues):
            queue.put_nowait(-1)   # the server ends the stream, as a dropped connection
    await page.wait_for_selector("#live-lost:not([hidden])", timeout=3000)
    assert await page.evaluate(_SEEN, "#live-lost"), "« Reconnecting » is out of sight"
    before = await page.evaluate(_VERSION)
    mine = await both.host.options(CHANNEL_ID, ANN)
    decision = mine.decisions[0]
    await both.host.act(CHANNEL_ID, ANN, decision.options[-1].id, decision.stamp)
    await page.unroute("**/events")
    await page.wait_for_selector("#live-lost", state="hidden", timeout=5000)
    await page.wait_for_function(f"() => ({_VERSION})() > {before}", timeout=3000)
