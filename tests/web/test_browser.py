"""The browser the web table's tests drive: the system's Chromium, found and started."""

from __future__ import annotations

from typing import Any

from tests.web.browser import SHARED_BROWSER_LOOP, needs_chromium

pytestmark = SHARED_BROWSER_LOOP


@needs_chromium
async def test_the_system_chromium_lays_out_a_page(browser: Any) -> None:
    page = await browser.new_page(viewport={"width": 400, "height": 800})
    await page.set_content("<p style='font-size:14px;width:600px'>Caverna</p>")
    assert await page.inner_text("p") == "Caverna"
    assert await page.evaluate("document.documentElement.scrollWidth") == 608
