"""What a move pressed on Discord asks of the store, in every game: SQL statements and loads
of the game's row (``SELECT *``: its whole state snapshot), counted by SQLite itself on both
of the store's connections, per press from the press to the channel's delivery and the
computer players' look; and no statement of it reads a whole table (SQLite's query plans).

The budgets are what a press costs now (32.2-32.75 statements and 2.2 row loads on average,
BEGIN, COMMIT and the busy-timeout PRAGMAs around BEGIN included): a service that reads the
game again, or a read that comes back, fails here rather than costing every move of every
game unseen. Before the stamps came with the game's row and the computer players' look read
the row only where a computer plays, a press made 35.2-35.75 statements and 3.2 row loads.
Seeded and on a fixed clock: the same presses every run.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import rules
from bot.host import GameHost
from bot.store import Database
from tests.cogs.fake_discord import Message
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import seat_of, start_game, turn_message

ANN, BOB = 101, 102
PRESSES = 24
# Per press, at most (an average over the presses; a post costs more than an edit): one
# statement or one row load more per press fails.
STATEMENTS = 33.0
ROW_LOADS = 2.5
# The statements that read a game's whole row, state snapshot included.
_ROW_LOAD = "SELECT * FROM games"
_CHOICES = ("ch:o:", "ch:s:")   # an option's button, a select menu of options


@contextmanager
def counted(db: Database) -> Iterator[Counter[str]]:
    """Every statement SQLite runs on the store's connections meanwhile, by its text."""
    seen: Counter[str] = Counter()
    raws = {id(c._connection): c._connection for c in (db.conn, db.reader)}

    def trace(sql: str) -> None:
        seen[" ".join(sql.split())] += 1

    for raw in raws.values():
        raw.set_trace_callback(trace)
    try:
        yield seen
    finally:
        for raw in raws.values():
            raw.set_trace_callback(None)


async def _controls(harness: Harness, user: int, seat: int) -> tuple[Message, str]:
    """The seat's first choice: on the turn message, else on the member's own controls
    (a private decision; opening them is not the move, and is not counted)."""
    turn = turn_message(harness)
    own = [c for c in turn.custom_ids() if c.startswith(_CHOICES) and seat_of(c) == seat]
    if own:
        return turn, own[0]
    [hand] = [c for c in turn.custom_ids() if c.startswith("ch:h:")]
    reply = (await harness.press(user, turn, hand)).messages[-1]
    return reply, next(c for c in reply.custom_ids() if c.startswith(_CHOICES))


def asked_of(db: Database, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Every statement the store's code asks of its connections from now on (as written,
    with its first values), by its text."""
    asked: dict[str, Any] = {}

    def noting(call: Any) -> Any:
        def noted(sql: str, params: Any = ()) -> Any:
            asked.setdefault(" ".join(sql.split()), params)
            return call(sql, params)
        return noted

    for conn in (db.conn, db.reader):
        for name in ("execute", "execute_fetchall"):
            monkeypatch.setattr(conn, name, noting(getattr(conn, name)))
    return asked


def scans(db: Database, asked: dict[str, Any]) -> dict[str, list[str]]:
    """The statements whose plan reads a whole table, with SQLite's plan."""
    raw = db.reader._connection
    found = {}
    for sql, params in asked.items():
        if sql.split()[0] in ("SELECT", "UPDATE", "DELETE"):
            plan = [str(step[3]) for step in raw.execute("EXPLAIN QUERY PLAN " + sql, params)]
            if any(step.startswith("SCAN ") and step != "SCAN CONSTANT ROW" for step in plan):
                found[sql] = plan
    return found


@pytest.mark.parametrize("key", sorted(rules.GAMES))
async def test_a_press_costs_the_store_no_more_than_its_budget(
        harness: Harness, host: GameHost, db: Database, key: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    await start_game(harness, key, ANN, BOB)
    asked = asked_of(db, monkeypatch)
    statements = loads = presses = 0
    for _ in range(PRESSES):
        status = await host.status(CHANNEL_ID)
        if status.status != "active":
            break
        decision = status.to_act[0]
        assert decision.user_id is not None
        message, custom_id = await _controls(harness, decision.user_id, decision.seat)
        component = message.component(custom_id)
        values = [component["options"][0]["value"]] if component["type"] == 3 else None
        with counted(db) as seen:
            await harness.press(decision.user_id, message, custom_id, values=values)
        assert (await host.status(CHANNEL_ID)).version > status.version, "nothing moved"
        statements += sum(seen.values())
        loads += sum(n for sql, n in seen.items() if sql.startswith(_ROW_LOAD))
        presses += 1
    assert presses >= PRESSES // 2, presses
    assert statements / presses <= STATEMENTS, (key, statements / presses)
    assert loads / presses <= ROW_LOADS, (key, loads / presses)
    # A channel's games are found by an index: a server's finished games, which grow for
    # ever, are not read again at every look (three looks of a press read them all).
    assert len(asked) > 10 and not scans(db, asked), scans(db, asked)
