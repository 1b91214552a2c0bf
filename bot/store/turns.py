"""What the channel has been told about a game (turn memory) and the outbox of posts."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import aiosqlite

from bot.store.database import fetch_all, fetch_one, lock_game
from bot.store.games import MoveRow, move_row


async def memory(conn: aiosqlite.Connection, game_id: int) -> dict[str, Any]:
    row = await fetch_one(conn, "SELECT turn_memory FROM games WHERE id = ?", (game_id,))
    return json.loads(row["turn_memory"]) if row and row["turn_memory"] else {}


async def memory_for_update(conn: aiosqlite.Connection, game_id: int) -> dict[str, Any]:
    """The memory, with the game's row held until the transaction ends: a change written
    from it cannot overwrite a newer one another session stored meanwhile (READ COMMITTED
    on PostgreSQL would otherwise let an older read win)."""
    await lock_game(conn, game_id)
    return await memory(conn, game_id)


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
    claimed_by: str | None = None   # set: a deliverer took it once, so it may be posted


async def add(conn: aiosqlite.Connection, game_id: int, channel_id: int, version: int,
              plan: dict[str, Any], now: float) -> int:
    row = await fetch_one(
        conn, "INSERT INTO outbox (game_id, channel_id, version, plan, created_at)"
        " VALUES (?, ?, ?, ?, ?) RETURNING id",
        (game_id, channel_id, version, json.dumps(plan), now))
    return int(row[0]) if row else 0


async def claim(conn: aiosqlite.Connection, outbox_id: int, holder: str, now: float,
                stale_before: float) -> bool:
    """Claim one row for posting; False when another deliverer has it or it is done.

    A claim older than ``stale_before`` belonged to a deliverer that died: it may be
    taken over; so may the holder's own (it delivers a channel one task at a time, so a
    claim of its own still standing was left by a failed attempt)."""
    cur = await conn.execute(
        "UPDATE outbox SET claimed_at = ?, claimed_by = ? WHERE id = ? AND delivered_at IS NULL"
        " AND (claimed_at IS NULL OR claimed_at < ? OR claimed_by = ?)",
        (now, holder, outbox_id, stale_before, holder))
    return cur.rowcount == 1


async def release(conn: aiosqlite.Connection, outbox_id: int) -> None:
    """A claimed row could not be posted: the next deliverer tries it again. The holder
    stays written: a post that failed may still have reached the channel."""
    await conn.execute("UPDATE outbox SET claimed_at = NULL WHERE id = ?"
                       " AND delivered_at IS NULL", (outbox_id,))


async def undelivered(conn: aiosqlite.Connection,
                      channel_id: int | None = None) -> list[OutboxRow]:
    """Rows never marked delivered (a crash after the commit, or a failed post), in order."""
    sql = ("SELECT id, game_id, channel_id, version, plan, claimed_by FROM outbox"
           " WHERE delivered_at IS NULL")
    params: tuple[Any, ...] = ()
    if channel_id is not None:
        sql += " AND channel_id = ?"
        params = (channel_id,)
    rows = await fetch_all(conn, sql + " ORDER BY id", params)
    return [OutboxRow(r["id"], r["game_id"], r["channel_id"], r["version"],
                      json.loads(r["plan"]), r["claimed_by"]) for r in rows]


async def claims_of_others(conn: aiosqlite.Connection,
                           holder: str) -> list[tuple[int, int | None]]:
    """Undelivered rows claimed by another holder: (outbox id, the game's server id)."""
    rows = await fetch_all(
        conn, "SELECT o.id, g.guild_id FROM outbox o JOIN games g ON g.id = o.game_id"
              " WHERE o.delivered_at IS NULL AND o.claimed_at IS NOT NULL"
              " AND (o.claimed_by IS NULL OR o.claimed_by <> ?) ORDER BY o.id", (holder,))
    return [(int(r[0]), r[1]) for r in rows]


async def release_claims(conn: aiosqlite.Connection, outbox_ids: list[int]) -> None:
    """At start-up: the claims of a process that is gone (its holder stays written)."""
    await conn.executemany("UPDATE outbox SET claimed_at = NULL WHERE id = ?"
                           " AND delivered_at IS NULL", [(i,) for i in outbox_ids])


async def mark_delivered(conn: aiosqlite.Connection, outbox_ids: list[int], now: float) -> None:
    await conn.executemany("UPDATE outbox SET delivered_at = ? WHERE id = ?",
                           [(now, i) for i in outbox_ids])


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
