"""Every game's board, at a phone's width in a real browser: each text drawn on it lies in
an element with a topic that the guide explains (tap it, read what it is), except the few
that are names or labels of the board itself (a player's name, a grid's letters, a title, a
« ▶ to act » tag). Cavern Tavern's « 1 served · 1 forgotten » under each tavern was not."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import rules
from rules.core import State
from rules.core.playout import random_game
from tests.web.boards import caverna_pages, cvc_pages, tavern_pages
from tests.web.browser import SHARED_BROWSER_LOOP, needs_chromium

pytestmark = SHARED_BROWSER_LOOP

STATIC = Path(__file__).resolve().parents[3] / "web" / "static"
SHEETS = {"cave-vs-cave": "cave-vs-cave.css", "caverna": "caverna.css",
          "cavern-tavern": "cavern-tavern.css"}
# (game, players, seed): a random game each; three states spread over it.
GAMES = [("cave-vs-cave", 1, 9301), ("cave-vs-cave", 2, 9302), ("caverna", 2, 9303),
         ("cavern-tavern", 3, 9304)]
# Texts that name or label rather than tell (their element's class starts with one of these).
LABELS = ("cvc-seat", "cvc-tag", "cvc-h", "cvc-note", "cvc-cave-name", "cvc-acting",
          "cvc-prompt", "cv-axis", "cv-mark-n", "cv-name", "cv-label", "cv-flag", "cv-title",
          "ct-to-act", "ct-token-n", "ct-who", "ct-note", "ct-more-title")
# Drawn texts outside any topic: the element's class and the text.
UNTOLD = """() => { const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const said = n.textContent.trim(); const e = n.parentElement;
    if (!said || !e.getClientRects().length || e.closest('[data-topic]')) continue;
    out.push([String(e.className.baseVal ?? e.className), said.slice(0, 40)]);
  } return out; }"""


def _states(key: str, players: int, seed: int) -> list[State]:
    states: list[State] = []
    random_game(rules.get_engine(key), players, seed,
                on_move=lambda before, seat, oid, after: states.append(after))
    return [states[int(len(states) * share)] for share in (0.1, 0.5, 0.9)]


def _board(key: str, state: State) -> str:
    if key == "cave-vs-cave":
        return cvc_pages.drawn(state, 0)
    if key == "caverna":
        return caverna_pages.page(state, 0)
    return tavern_pages.page(state, 0)[1]


@needs_chromium
@pytest.mark.parametrize(("key", "players", "seed"), GAMES)
async def test_every_fact_on_the_board_can_be_tapped_to_read(browser: Any, key: str,
                                                              players: int, seed: int) -> None:
    css = (STATIC / "table.css").read_text(encoding="utf-8") + (
        STATIC / "boards" / SHEETS[key]).read_text(encoding="utf-8")
    tab = await browser.new_page(viewport={"width": 390, "height": 844})
    for state in _states(key, players, seed):
        await tab.set_content(f"<!doctype html><html><head><meta charset='utf-8'><style>{css}"
                              f"</style></head><body><main class='page'><div id='live'>"
                              f"{_board(key, state)}</div></main></body></html>")
        untold = [(cls, said) for cls, said in await tab.evaluate(UNTOLD)
                  if not (cls.split() and cls.split()[0].startswith(LABELS))
                  and said not in caverna_pages.NAMES + cvc_pages.NAMES + tavern_pages.NAMES]
        assert untold == [], untold[:8]
