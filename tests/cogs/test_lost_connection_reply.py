"""/play when the store's answer to COMMIT is lost: the player reads "saved", the
channel shows the move, and the log has one line, no traceback (issue 25, item 3)."""

from __future__ import annotations

import logging
import sqlite3
from typing import Any

import pytest

from bot.host import GameHost
from bot.store import Database
from tests.cogs.conftest import ANN, BOB
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game, version


@pytest.mark.parametrize("lands", [True, False], ids=["committed", "not-committed"])
async def test_play_says_saved_only_when_it_was(harness: Harness, host: GameHost,
                                                monkeypatch: pytest.MonkeyPatch,
                                                caplog: pytest.LogCaptureFixture,
                                                lands: bool) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    before = await version(host)
    first = (await host.status(CHANNEL_ID)).to_act[0].user_id
    assert first is not None
    commit = Database._commit
    armed = [True]

    async def lost(self: Any) -> None:
        if armed[0]:
            armed[0] = False
            if lands:
                await commit(self)
            raise sqlite3.OperationalError("disk I/O error")
        await commit(self)

    monkeypatch.setattr(Database, "_commit", lost)
    caplog.clear()
    record = await harness.slash(first, "play", option="dig:3")
    assert (await version(host) > before) is lands
    if lands:
        assert "your move is saved" in record.text()
        assert (await host.deliveries(CHANNEL_ID)) == []   # the channel was brought up to date
    else:
        assert "not saved" in record.text()
    assert not any(r.exc_info for r in caplog.records)
    assert len([r for r in caplog.records if r.levelno >= logging.WARNING]) == 1
