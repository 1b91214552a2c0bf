"""Every paged list is built to fit, and every entry is reachable (issue 42 item 6).

``/game mine`` and ``/game history`` used to cut a page at Discord's 2,000 characters,
dropping its last entries and its footer (29 of 32 games, 10 of 12 finished games were
reachable). Each paged list here is filled with long, escape-heavy names, read page by page
through its ▶ button in each language, and must show every entry exactly once, each page
whole (its footer last) and within 2,000 characters. On both stores.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable

import pytest

from bot.host import GameHost
from tests.clock import Clock
from tests.cogs.conftest import ANN, CY
from tests.cogs.fake_discord import InteractionRecord, Message
from tests.cogs.harness import CHANNEL_ID, GUILD_ID, Harness
from tests.cogs.stores import db
from tests.cogs.test_season import play_tunnels

__all__ = ["db"]   # the fixture: these tests run on both stores

FIRST = CHANNEL_ID + 5000
# 32 characters, each escaped in a message: 64 once shown.
LONG = "*_" * 16
CHANNEL = re.compile(r"<#(\d+)>|/channels/\d+/(\d+)")
FOOTERS = {"en": re.compile(r"^Page (\d+) of (\d+)\.$"), "fr": re.compile(r"^Page (\d+) sur (\d+)"),
           "ja": re.compile(r"(\d+)\s*/\s*(\d+)|(\d+)ページ")}


def entries(content: str) -> list[int]:
    """The channel each entry of a page points at (one game per channel here)."""
    found = []
    for line in content.splitlines():
        if line.startswith("• "):
            match = CHANNEL.search(line)
            assert match, line
            found.append(int(match[1] or match[2]))
    return found


async def read_all(harness: Harness, user: int,
                   first: Callable[[], Awaitable[InteractionRecord]]) -> list[int]:
    """Every entry of a listing, page after page through ▶, checking each page."""
    record = await first()
    message: Message = record.messages[-1]
    content = message.content
    seen: list[int] = []
    for _ in range(100):
        assert len(content) <= 2000, len(content)
        assert "…" not in content[-3:], content[-80:]
        page = entries(content)
        assert page, content
        seen += page
        if not message.components:
            return seen
        last = content.splitlines()[-1]
        assert not last.startswith("• "), f"a page without its footer: {last!r}"
        following = message.custom_ids()[-1]
        if message.component(following).get("disabled"):
            return seen
        pressed = await harness.press(user, message, following)
        assert pressed.original is not None, pressed.text()
        message = pressed.original
        content = message.content
    raise AssertionError("the pages never ended")


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
async def test_mine_shows_every_game_on_whole_pages(harness: Harness, host: GameHost,
                                                    lang: str) -> None:
    harness.locales[ANN] = lang
    channels = [FIRST + i for i in range(32)]
    for channel in channels:
        await host.new_game(channel, GUILD_ID, ANN, LONG, "cavern-tavern")
        for seat in range(1, 6):   # a game where everyone acts at once names them all
            await host.join(channel, 500 + seat, LONG[seat:] + LONG[:seat])
        if channel % 4:   # a few lobbies among the running games
            await host.start(channel, ANN)
    seen = await read_all(harness, ANN, lambda: harness.slash(ANN, "game mine"))
    assert sorted(seen) == channels   # every game once, none lost at a page's end


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
async def test_history_shows_every_game_on_whole_pages(harness: Harness, host: GameHost,
                                                       clock: Clock, lang: str) -> None:
    harness.locales[CY] = lang
    channels = [FIRST + i for i in range(24)]
    for index, channel in enumerate(channels):
        clock.advance(1)
        await host.new_game(channel, GUILD_ID, 300 + index, LONG, "tunnels")
        await host.join(channel, 400 + index, LONG[::-1] + "@everyone")
        await host.start(channel, 300 + index)
        await play_tunnels(host, channel, 300 + index)
    seen = await read_all(harness, CY, lambda: harness.slash(CY, "game history"))
    assert sorted(seen) == channels
    # The typed page number reaches the same pages the buttons do.
    last = await harness.slash(CY, "game history", page=9999)
    assert entries(last.messages[-1].content) and len(last.messages[-1].content) <= 2000
