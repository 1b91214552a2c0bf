"""What the channel has been told about a game (turn memory) and the outbox of posts."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import aiosqlite

from bot.store.database import fetch_all, fetch_one
from bot.store.games import MoveRow, move_row


async def memory(conn: aiosqlite.Connection, game_id: int) -> dict[str, Any]:
    row = await fetch_one(conn, "SELECT turn_memory FROM games WHERE id = ?", (game_id,))
    return json.loads(row["turn_memory"]) if row and row["turn_memory"] else {}


async def save_memory(conn: aiosqlite.Connection, game_id: int, data: dict[str, Any]) -> None:
    await conn.execute("UPDATE games SET turn_memory = ? WHERE id = ?",
                       (json.dumps(data, sort_keys=True), game_id))


@dataclass(frozen=True)
class OutboxRow:
    id: int
    game_id: int
    channel_id: int
    version: int
    plan: dict[str, Any]


async def add(conn: aiosqlite.Connection, game_id: int, channel_id: int, version: int,
              plan: dict[str, Any], now: float) -> int:
    row = await fetch_one(
        conn, "INSERT INTO outbox (game_id, channel_id, version, plan, created_at)"
        " VALUES (?, ?, ?, ?, ?) RETURNING id",
        (game_id, channel_id, version, json.dumps(plan), now))
    return int(row[0]) if row else 0


async def claim(conn: aiosqlite.Connection, outbox_id: int, now: float,
                stale_before: float | None = None) -> bool:
    """Claim one row for posting; False when another deliverer has it or it is done.

    A claim older than ``stale_before`` belonged to a deliverer that died: it may be
    taken over."""
    cur = await conn.execute(
        "UPDATE outbox SET claimed_at = ? WHERE id = ? AND delivered_at IS NULL"
        " AND (claimed_at IS NULL OR claimed_at < ?)",
        (now, outbox_id, -1.0 if stale_before is None else stale_before))
    return cur.rowcount == 1


async def release(conn: aiosqlite.Connection, outbox_id: int) -> None:
    """A claimed row could not be posted: the next deliverer tries it again."""
    await conn.execute("UPDATE outbox SET claimed_at = NULL WHERE id = ?"
                       " AND delivered_at IS NULL", (outbox_id,))


async def undelivered(conn: aiosqlite.Connection) -> list[OutboxRow]:
    """Rows never marked delivered (a crash after the commit, or a failed post), in order.

    At start-up every claim is stale: its process is gone, so these are delivered again.
    """
    rows = await fetch_all(conn, "SELECT id, game_id, channel_id, version, plan FROM outbox"
                                 " WHERE delivered_at IS NULL ORDER BY id")
    return [OutboxRow(r["id"], r["game_id"], r["channel_id"], r["version"],
                      json.loads(r["plan"])) for r in rows]


async def release_claims(conn: aiosqlite.Connection) -> None:
    await conn.execute("UPDATE outbox SET claimed_at = NULL WHERE delivered_at IS NULL")


async def mark_delivered(conn: aiosqlite.Connection, outbox_id: int, now: float) -> None:
    await conn.execute("UPDATE outbox SET delivered_at = ? WHERE id = ?", (now, outbox_id))


async def prune(conn: aiosqlite.Connection, before: float) -> None:
    """Forget delivered rows older than ``before``: the outbox is not a history."""
    await conn.execute("DELETE FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < ?",
                       (before,))


async def last_seq(conn: aiosqlite.Connection, game_id: int) -> int:
    row = await fetch_one(conn, "SELECT COALESCE(MAX(seq), 0) FROM moves WHERE game_id = ?",
                          (game_id,))
    return int(row[0]) if row else 0


async def moves_since(conn: aiosqlite.Connection, game_id: int, seq: int) -> list[MoveRow]:
    """Live moves after ``seq``: what a turn message tells since the previous one."""
    rows = await fetch_all(conn, "SELECT * FROM moves WHERE game_id = ? AND seq > ?"
                                 " AND undone_at IS NULL ORDER BY seq", (game_id, seq))
    return [move_row(r) for r in rows]
