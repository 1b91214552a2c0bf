"""One Chromium per test process for every browser test (tests/web/browser.py): starting one
costs about a CPU-second and a second of waiting. Its tests run in the session's event loop
(``pytestmark = SHARED_BROWSER_LOOP``) and take the ``browser`` fixture; each opens its own
contexts or pages, which share no page, cookie or storage, and are closed after it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest_asyncio

from tests.web.browser import chromium


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def shared_chromium() -> AsyncIterator[Any]:
    async with chromium() as opened:
        yield opened


@pytest_asyncio.fixture(loop_scope="session")
async def browser(shared_chromium: Any) -> AsyncIterator[Any]:
    """The process's Chromium; what a test opened in it is closed after it, passed or not."""
    yield shared_chromium
    for context in list(shared_chromium.contexts):
        await context.close()
