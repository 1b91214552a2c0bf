"""Caverna's board in a real browser (the system's Chromium): at 400 CSS px nothing scrolls
sideways and no text is under 12 px; at 1280 px the seven homes of a 7-player game fit one
screen. The page is the board and its stylesheet alone, as the web table serves them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rules.caverna import ENGINE
from rules.core import State
from rules.core.playout import random_game
from tests.web.boards.caverna_pages import page
from tests.web.browser import SHARED_BROWSER_LOOP, needs_chromium

pytestmark = SHARED_BROWSER_LOOP

CSS = (Path(__file__).resolve().parents[3] / "web" / "static" / "boards" / "caverna.css"
       ).read_text(encoding="utf-8")
SCREEN_HEIGHT = 800

# Every element with text of its own, with its font size and box (hidden ones left out).
_TEXTS = """() => [...document.querySelectorAll('.cv-table *')].filter(e =>
  [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())
  && e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden'
).map(e => ({text: e.textContent.trim().slice(0, 30),
             size: parseFloat(getComputedStyle(e).fontSize)}))"""
_BOX = """(selector) => { const r = document.querySelector(selector).getBoundingClientRect();
  return {width: r.width, height: r.height, right: r.right}; }"""


def _halfway(players: int, seed: int = 3) -> State:
    _, moves = random_game(ENGINE, players, seed)
    state = ENGINE.new_game(players, seed)
    for seat, option_id in moves[:len(moves) // 2]:
        state = ENGINE.apply(state, seat, option_id)
    return state


def _document(body: str) -> str:
    return ("<!doctype html><html><head><meta charset='utf-8'><meta name='viewport' "
            f"content='width=device-width'><style>body{{margin:8px}}{CSS}</style></head>"
            f"<body>{body}</body></html>")


async def _open(browser: Any, html: str, width: int) -> Any:
    tab = await browser.new_page(viewport={"width": width, "height": SCREEN_HEIGHT})
    await tab.set_content(_document(html))
    return tab


@needs_chromium
async def test_the_board_reads_on_a_phone_and_seven_homes_fit_a_wide_screen(
        browser: Any) -> None:
    pages = {players: page(_halfway(players), 0) for players in (2, 7)}
    for players, html in pages.items():
        for width in (400, 1280):
            tab = await _open(browser, html, width)
            scroll = await tab.evaluate("document.documentElement.scrollWidth")
            assert scroll <= width, (players, width, scroll)
            small = [t for t in await tab.evaluate(_TEXTS) if t["size"] < 12]
            assert not small, (players, width, small[:5])
            cell = await tab.evaluate(_BOX, ".cv-home.is-you .cv-cell")
            assert cell["width"] >= 40, (players, width, cell)  # a finger's tap
            if players == 7 and width == 1280:
                homes = await tab.evaluate(_BOX, ".cv-homes")
                assert homes["height"] <= SCREEN_HEIGHT and homes["right"] <= width, homes
            await tab.close()
