"""Cavern Tavern's board in the system's Chromium: at 400 px nothing scrolls sideways and no
text is under 12 px; at 1280 px every tavern of a 6-player game fits one screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rules.core import State
from rules.core.playout import random_game
from tests.web.boards.tavern_pages import ENGINE, page
from tests.web.browser import SHARED_BROWSER_LOOP, needs_chromium

pytestmark = SHARED_BROWSER_LOOP

CSS = Path(__file__).resolve().parents[3] / "web" / "static" / "boards" / "cavern-tavern.css"
SCREEN = (1280, 1024)   # one 1280-wide screen (SXGA)

# Every element with text of its own (HTML or SVG) that is drawn: its font size; the dice
# whose numeral is the colour of the die; the page's width, the taverns' and the board's
# corners.
MEASURE = """() => {
  const small = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    const el = node.parentElement;
    if (!el.getClientRects().length) continue;            // not drawn (a closed part)
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < 12) small.push([el.tagName, el.className.baseVal ?? el.className,
                               node.textContent.trim().slice(0, 30), size]);
  }
  // A die whose numeral is painted in its own body's colour cannot be read.
  const blind = [...document.querySelectorAll('svg.ct-die-face')].filter(svg => {
    const n = svg.querySelector('.ct-die-n'), b = svg.querySelector('.ct-die-body');
    return n && getComputedStyle(n).fill === getComputedStyle(b).fill;
  }).map(svg => svg.getAttribute('class'));
  const rects = s => [...document.querySelectorAll(s)].map(e => {
    const r = e.getBoundingClientRect(); return [r.right, r.bottom]; });
  return {scroll: document.documentElement.scrollWidth, width: innerWidth, small, blind,
          taverns: rects('.ct-tavern'), board: rects('.ct-shared')};
}"""


def _state(players: int, share: float) -> State:
    states: list[State] = []
    random_game(ENGINE, players, 2, {"secret_room": True},
                on_move=lambda before, seat, oid, after: states.append(after))
    return states[int(len(states) * share)]


def _document(html: str) -> str:
    return (f"<!doctype html><html><head><meta charset='utf-8'><style>"
            f"body{{margin:0;font-family:sans-serif}}{CSS.read_text(encoding='utf-8')}"
            f"</style></head><body>{html}</body></html>")


async def _measure(browser: Any, html: str, width: int, height: int = 800) -> dict[str, Any]:
    tab = await browser.new_page(viewport={"width": width, "height": height})
    try:
        await tab.set_content(_document(html))
        return await tab.evaluate(MEASURE)
    finally:
        await tab.close()


@needs_chromium
async def test_the_board_reads_on_a_phone_and_every_tavern_fits_a_desktop_screen(
        browser: Any) -> None:
    six, two = _state(6, 0.45), _state(2, 0.5)
    # (state, viewer, language, widths): a seated player, a spectator, solo in Japanese.
    cases = [(six, 0, "en", (400, SCREEN[0])), (two, None, "fr", (400, SCREEN[0])),
             (_state(1, 0.6), 0, "ja", (400,))]
    for state, viewer, lang, widths in cases:
        _, html = page(state, viewer, lang)
        for width in widths:
            found = await _measure(browser, html, width, SCREEN[1])
            assert found["scroll"] <= found["width"], (lang, width, found["scroll"])
            assert not found["small"], (lang, width, found["small"][:5])
            assert not found["blind"], (lang, width, found["blind"][:5])
            if state is six and width == SCREEN[0]:
                # Six players at 1280 px: every tavern lies inside one screen, the
                # board beside them.
                assert len(found["taverns"]) == 6
                for right, bottom in found["taverns"]:
                    assert right <= SCREEN[0] and bottom <= SCREEN[1], (right, bottom)
                (board_right, _), = found["board"]
                assert board_right < SCREEN[0] * 0.7
