"""/game mine reads the waiting member's reminder clock in one query, on SQLite and on
PostgreSQL (issue 40, item 15)."""

from __future__ import annotations

from bot.i18n import localize
from tests.clock import Clock
from tests.store.conftest import Opener
from tests.store.test_season import ANN, BOB, GUILD, make_host, started_duel


async def test_mine_says_when_the_waiting_members_reminder_and_timeout_come(
        open_db: Opener) -> None:
    db = await open_db()
    clock = Clock()
    host = make_host(db, clock)
    await started_duel(host)
    now = int(clock())
    waiting = {d.user_id for d in (await host.status(100)).to_act}
    for user in (ANN, BOB):
        text = localize((await host.mine(GUILD, user)).text, "en")
        if user in waiting:
            assert f"next reminder <t:{now + 24 * 3600}:R>" in text, text
            assert f"timeout <t:{now + 72 * 3600}:R>" in text, text
        else:
            assert "next reminder" not in text, text
