"""No text on any game's page overflows its box on a 360 px phone (nor, in French, on a
wide screen): every word is shown whole, in English, French and Japanese (« Habitation pour
couple », a Caverna room, was cut in its French home cell).

The whole page (web/templates/game.html with the table's and the board's stylesheets, as
the table serves them) is drawn from real positions of every game, every <details> opened,
and read in Chromium: each line of text must lie inside its element and inside every
ancestor that clips (``overflow: hidden``); lines a line clamp hides on purpose (a tile's
effect, cut after three lines with an ellipsis) are left out, the lines it shows are not.
Japanese is checked with whatever font the machine has: a missing glyph is drawn as a box
about as wide as the glyph, so a word too long for its box is too long either way.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import rules
from bot.host.table import TableInfo
from bot.outcomes import DecisionInfo, OptionChoice, SeatInfo
from rules.core.playout import random_game
from tests.web.browser import SHARED_BROWSER_LOOP, needs_chromium
from web.app import render_html, templates
from web.pages.game import table_values

pytestmark = [SHARED_BROWSER_LOOP, needs_chromium]

STATIC = Path(__file__).resolve().parents[2] / "web" / "static"
GAMES = ("cave-vs-cave", "caverna", "cavern-tavern")
WIDTH = 360
ORIGIN = "http://table.test"

# Cut after a few lines on purpose (an ellipsis ends them; a tap reads the whole text):
# only these may hide text. A name or a label is never cut.
SHORTENED = {
    "cv-effect": "a furnishing tile's effect, three lines; tapping the tile reads it all",
    "ch-about": "what the tapped place does, in the bar over the board; a tap reads it all",
}

# Each line of text outside its own element or a clipping ancestor (what is cut or spills),
# and each word laid out on two lines (cut in the middle: « Habitat / ion »).
_OVERFLOWING = r"""([shortened, words]) => {
  document.querySelectorAll('details').forEach((d) => { d.open = true; });
  const clips = (e) => ['hidden', 'clip'].includes(getComputedStyle(e).overflowX)
    || ['hidden', 'clip'].includes(getComputedStyle(e).overflowY)
    || e instanceof SVGSVGElement;
  const clamped = (e) => shortened.some((c) => e.classList && e.classList.contains(c));
  const bad = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const said = node.textContent.trim();
    const host = node.parentElement;
    if (!said || !host || !host.getClientRects().length) continue;
    if (getComputedStyle(host).visibility === 'hidden') continue;
    const range = document.createRange(); range.selectNodeContents(node);
    let lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    let clamp = null;
    for (let a = host; a && a !== document.body; a = a.parentElement) {
      if (clamped(a)) { clamp = a; break; }
    }
    if (clamp) {   // lines the clamp hides on purpose are not read
      const box = clamp.getBoundingClientRect();
      lines = lines.filter((r) => r.top < box.bottom - 1);
    }
    const boxes = [host];
    for (let a = host.parentElement; a && a !== document.body; a = a.parentElement) {
      if (clips(a)) boxes.push(a);
    }
    if (words) {
      const text = node.textContent;
      for (const found of text.matchAll(/[^\s\-\u2010\u00ad\/]{2,}/g)) {
        const word = document.createRange();
        word.setStart(node, found.index); word.setEnd(node, found.index + found[0].length);
        const tops = new Set([...word.getClientRects()].filter((r) => r.width > 0)
          .map((r) => Math.round(r.top)));
        if (tops.size > 1) {
          bad.push({word: found[0], text: said.slice(0, 40),
                    box: host.className.baseVal ?? host.className,
                    within: host.parentElement && host.parentElement.className});
          break;
        }
      }
    }
    for (const box of boxes) {
      const b = box.getBoundingClientRect();
      const own = box === host;
      const out = lines.find((r) => r.left < b.left - 1 || r.right > b.right + 1
        || (!own && (r.top < b.top - 1 || r.bottom > b.bottom + 1)));
      if (out) {
        bad.push({text: said.slice(0, 40), box: (box.className.baseVal ?? box.className)
          || box.tagName, line: [Math.round(out.left), Math.round(out.right),
          Math.round(out.top), Math.round(out.bottom)],
          within: [Math.round(b.left), Math.round(b.right), Math.round(b.top),
          Math.round(b.bottom)]});
        break;
      }
    }
  }
  return bad;
}"""


# Caverna's rooms with the longest names, to be built in one of the homes drawn.
LONG_ROOMS = frozenset({"couple_dwelling", "additional_dwelling"})


def _seed(key: str) -> int:
    """The first seed whose random game builds one of Caverna's long-named rooms (any
    seed for the other games)."""
    engine = rules.get_engine(key)
    for seed in range(5, 200):
        if key != "caverna":
            return seed
        last, _ = random_game(engine, 2, seed)
        if any(LONG_ROOMS & set(p.get("tiles") or ()) for p in engine.view(last, 0)["players"]):
            return seed
    raise AssertionError("no game built a long-named room")


def _states(key: str, seed: int, at: tuple[float, ...]) -> list[Any]:
    """The positions of a seeded random game after the given shares of its moves."""
    engine = rules.get_engine(key)
    _, moves = random_game(engine, 2, seed)
    state = engine.new_game(2, seed)
    keep = {min(int(len(moves) * share), len(moves)) for share in at}
    found = [state] if 0 in keep else []
    for index, (seat, option_id) in enumerate(moves, start=1):
        state = engine.apply(state, seat, option_id)
        if index in keep:
            found.append(state)
    return found


@cache
def _positions(key: str) -> tuple[Any, ...]:
    """Positions of 2-player games: halfway and the end (Caverna's end from a game that
    builds a long-named room)."""
    if key != "caverna":
        return tuple(_states(key, 5, (1 / 2, 1)))
    return tuple(_states(key, 5, (1 / 2,)) + _states(key, _seed(key), (1,)))


def page(key: str, state: Any, lang: str) -> str:
    """The whole page of seat 0, as the table serves it (its script left out: nothing
    it does changes where text lies)."""
    engine = rules.get_engine(key)
    seats = (SeatInfo(0, 11, "Ann"), SeatInfo(1, 12, "Bartholomew"))
    pending = [d for d in engine.pending(state) if d.seat == 0]
    mine = tuple(DecisionInfo(0, 11, "Ann", d.prompt,
                              tuple(OptionChoice(o.id, o.label) for o in d.options), stamp=1)
                 for d in pending)
    waiting = tuple(DecisionInfo(d.seat, 12, "Bartholomew", d.prompt, ())
                    for d in engine.pending(state) if d.seat == 1)
    over = engine.is_over(state)
    info = TableInfo(1, 700, 70, key, engine.title, "finished" if over else "active", 1,
                     seats, 0, engine.view(state, 0), waiting, mine, None,
                     "Ann took the first action.\nBartholomew answered.")
    values = table_values(info, "token", lang)
    env = templates()
    live = render_html(env, "table.html", lang, **values)
    html = render_html(env, "game.html", lang, live=live, game_id=1, game_key=key, version=1,
                       me=values["me"], title=values["title"],
                       stylesheet=values["stylesheet"])
    return re.sub(r"<script[^>]*></script>", "", html)


@pytest.mark.parametrize("key", GAMES)
@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
async def test_no_text_overflows_its_box_on_a_360_px_phone(browser: Any, key: str,
                                                            lang: str) -> None:
    await _fits(browser, key, lang, WIDTH)


@pytest.mark.parametrize("key", GAMES)
async def test_no_french_word_is_cut_on_a_wide_screen(browser: Any, key: str) -> None:
    """French has the longest words (« supplémentaire » was cut in a wide home's cell and
    in its furnishing tile): a desktop page shows them whole too."""
    await _fits(browser, key, "fr", 1280)


async def _fits(browser: Any, key: str, lang: str, width: int) -> None:
    context = await browser.new_context(viewport={"width": width, "height": 800})
    tab = await context.new_page()
    pages = [page(key, state, lang) for state in _positions(key)]
    current = {"html": ""}

    async def serve(route: Any) -> None:
        path = route.request.url[len(ORIGIN):].split("?")[0]
        if path.startswith("/static/"):
            await route.fulfill(path=str(STATIC / path[len("/static/"):]))
        elif path == "/game/1":
            await route.fulfill(body=current["html"], content_type="text/html")
        else:
            await route.abort()
    await tab.route(f"{ORIGIN}/**", serve)
    found = []
    for index, html in enumerate(pages):
        current["html"] = html
        await tab.goto(f"{ORIGIN}/game/1")
        scroll = await tab.evaluate("document.documentElement.scrollWidth")
        assert scroll <= width, (key, lang, index, "scrolls sideways", scroll)
        found.extend((index, bad) for bad in await tab.evaluate(
            _OVERFLOWING, [list(SHORTENED), lang != "ja"]))
    assert not found, found[:8]
