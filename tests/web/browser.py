"""The system's Chromium, driven by Playwright for Python (no browser is ever downloaded).

``./test.sh`` runs the browser tests when Chromium is installed (``apt-get install
chromium``; ``.ci/run`` installs it) and skips them, saying why, where it is not.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

# The flags keep a headless Chromium off the network this machine does not have.
FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
         "--no-first-run", "--disable-background-networking", "--disable-component-update",
         "--disable-sync", "--disable-dev-shm-usage")


def chromium_path() -> str | None:
    """The installed Chromium (``CHROMIUM`` overrides), or None."""
    for candidate in (os.environ.get("CHROMIUM"), "/usr/bin/chromium",
                      shutil.which("chromium"), shutil.which("chromium-browser")):
        if candidate and Path(candidate).exists():
            return candidate
    return None


needs_chromium = pytest.mark.skipif(chromium_path() is None,
                                    reason="no Chromium installed (apt-get install chromium)")
# The event loop of the browser tests, which share one Chromium (tests/web/conftest.py).
SHARED_BROWSER_LOOP = pytest.mark.asyncio(loop_scope="session")


@asynccontextmanager
async def chromium() -> AsyncIterator[object]:
    """A headless browser (``playwright.async_api.Browser``), closed on the way out."""
    from playwright.async_api import async_playwright

    path = chromium_path()
    if path is None:
        pytest.skip("no Chromium installed (apt-get install chromium)")
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=path, args=list(FLAGS))
        try:
            yield browser
        finally:
            await browser.close()
