"""A real process killed with SIGKILL in the middle of a Rematch press (issue 42 item 4).

A separate Python process presses Rematch for Ann on the test's store and is killed with
SIGKILL where the press stands: with its lobby's transaction open (the seat written, not
committed), or with the lobby committed and the rematch being claimed. Ann was never
answered, so she presses again, and Bob presses at the same moment, on another process:
one lobby with both seated, and the other player pinged exactly once (a press killed
after opening the lobby but before claiming the rematch had told nobody: Ann's press
again tells Bob).
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from bot.config import Settings
from bot.host import GameHost
from bot.host.rematch import Rematch
from bot.store import games as games_db
from tests.clock import Clock
from tests.store.conftest import Opener

ROOT = Path(__file__).resolve().parents[2]
GUILD, ANN, BOB = 10, 1, 2

PRESSING = textwrap.dedent("""
    import asyncio, sys
    import rules
    from bot.config import Settings
    from bot.host import GameHost
    from bot.store import Database
    from bot.store import games as games_db
    from bot.store import results as results_db
    from tests.bot.duel_engine import ENGINE

    async def main() -> None:
        target, channel, game_id, where = sys.argv[1:5]
        rules.GAMES[ENGINE.key] = ENGINE
        host = GameHost(await Database.open(target), Settings(), draw_images=False)
        module, name = {"seat": (games_db, "add_seat"),
                        "claim": (results_db, "claim_rematch")}[where]
        real = getattr(module, name)

        async def stopping(*args, **kwargs):
            await real(*args, **kwargs)
            print("reached", flush=True)   # the parent kills us here
            await asyncio.sleep(3600)

        setattr(module, name, stopping)
        await host.rematch(int(channel), 10, int(game_id), 1, "Ann")

    asyncio.run(main())
""")


@pytest.mark.parametrize("where", ["seat", "claim"])
async def test_a_press_killed_mid_way_then_both_press(open_db: Opener, where: str) -> None:
    db = await open_db()
    host = GameHost(db, Settings(), clock=Clock(), seeds=lambda: 7, draw_images=False)
    await host.new_game(100, GUILD, ANN, "Ann", "duel")
    await host.join(100, BOB, "Bob")
    await host.start(100, ANN)
    game_id = (await host.status(100)).game_id
    await host.resign(100, ANN)
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-c", PRESSING, open_db.target, "100", str(game_id), where,
        env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)
    try:
        assert child.stdout is not None
        line = await asyncio.wait_for(child.stdout.readline(), 60)
        assert line.strip() == b"reached", (line, await child.stderr.read()  # type: ignore[union-attr]
                                            if child.stderr else b"")
    finally:
        if child.returncode is None:
            child.send_signal(signal.SIGKILL)
        await child.wait()
    assert child.returncode == -signal.SIGKILL
    # Ann presses again, Bob at the same moment, each on a process of its own.
    other = GameHost(await open_db(), Settings(), clock=Clock(), seeds=lambda: 8,
                     draw_images=False)
    outcomes: list[Any] = await asyncio.gather(
        host.rematch(100, GUILD, game_id, ANN, "Ann"),
        other.rematch(100, GUILD, game_id, BOB, "Bob"), return_exceptions=True)
    assert all(isinstance(o, Rematch) for o in outcomes), outcomes
    async with db.read() as conn:
        row = await games_db.open_game_in(conn, 100)
        assert row is not None and row.status == "lobby"
        assert sorted(s.user_id for s in await games_db.seats(conn, row.id)) == [ANN, BOB]
    # One ping, of the other player, by whichever press opened the lobby.
    pings = [(presser, u) for presser, o in zip((ANN, BOB), outcomes, strict=True)
             for u in o.mention_user_ids]
    assert pings in ([(ANN, BOB)], [(BOB, ANN)]), outcomes
