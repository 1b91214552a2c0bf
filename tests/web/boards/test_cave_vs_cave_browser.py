"""Cave vs Cave's board in the system's Chromium (issue 37, phone first): at 400 CSS px the
page never scrolls sideways and no text is under 12 px; at 1280 px both caves and the
action tiles fit on one screen (1280 × 800)."""

from __future__ import annotations

from typing import Any

from tests.web.boards.cvc_pages import drawn, game, page
from tests.web.browser import SHARED_BROWSER_LOOP, needs_chromium

pytestmark = SHARED_BROWSER_LOOP

# Every visible element holding text, with its size when under 12 px.
SMALL_TEXT = """() => {
  const small = [];
  for (const el of document.querySelectorAll("body *")) {
    const text = Array.from(el.childNodes).filter((n) => n.nodeType === 3)
      .map((n) => n.textContent.trim()).join("");
    if (!text || !el.getClientRects().length) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < 12) small.push([text.slice(0, 40), size]);
  }
  return small;
}"""
BOX = """(selector) => Array.from(document.querySelectorAll(selector)).map((el) => {
  const r = el.getBoundingClientRect();
  return [r.left, r.top, r.right, r.bottom];
})"""


def _states() -> list[tuple[str, Any]]:
    duo, solo = game(2, 2), game(1, 2)
    return [("2p-middle", duo[len(duo) * 3 // 5]), ("2p-end", duo[-1]),
            ("1p-middle", solo[len(solo) * 3 // 5])]


@needs_chromium
async def test_the_board_reads_on_a_phone_and_fits_a_desktop_screen(browser: Any) -> None:
    tab = await browser.new_page(viewport={"width": 400, "height": 800})  # type: ignore[attr-defined]
    for name, state in _states():
        for lang in ("en", "fr") if name == "2p-middle" else ("en",):
            await tab.set_content(page(drawn(state, 0, lang)))
            for width in (400, 1280):
                await tab.set_viewport_size({"width": width, "height": 800})
                where = (name, lang, width)
                scroll = await tab.evaluate("document.documentElement.scrollWidth")
                assert scroll <= width, where
                assert await tab.evaluate(SMALL_TEXT) == [], where
                if width == 1280:
                    boxes = (await tab.evaluate(BOX, ".cvc-tiles-area")
                             + await tab.evaluate(BOX, ".cvc-cave"))
                    assert len(boxes) == (3 if name.startswith("2p") else 2), where
                    for left, top, right, bottom in boxes:
                        assert left >= 0 and top >= 0, where
                        assert right <= 1280 and bottom <= 800, (where, bottom)
