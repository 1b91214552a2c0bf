"""Stored reminder deadlines: one row per player who must act in a game."""

from __future__ import annotations

from dataclasses import dataclass

import aiosqlite

from bot.store.database import fetch_all, is_postgres


@dataclass(frozen=True)
class ReminderRow:
    game_id: int
    user_id: int
    waiting_since: float
    next_due: float
    sent: int
    timeout_due: float
    timeout_sent: bool


def _row(r: aiosqlite.Row) -> ReminderRow:
    return ReminderRow(r["game_id"], r["user_id"], r["waiting_since"], r["next_due"],
                       r["sent"], r["timeout_due"], bool(r["timeout_sent"]))


async def sync_waiting(conn: aiosqlite.Connection, game_id: int, waiting: list[int],
                       now: float, reminder_hours: float, timeout_hours: float) -> None:
    """Make the rows match who must act now.

    A player who was already waiting keeps their clock (a sub-step of the same turn
    does not restart it); a player newly waiting starts one; the others are dropped.
    """
    keep = sorted(set(waiting))
    if keep:
        marks = ",".join("?" * len(keep))
        await conn.execute(
            f"DELETE FROM reminders WHERE game_id = ? AND user_id NOT IN ({marks})",
            (game_id, *keep))
    else:
        await conn.execute("DELETE FROM reminders WHERE game_id = ?", (game_id,))
    await conn.executemany(
        "INSERT INTO reminders (game_id, user_id, waiting_since, next_due,"
        " timeout_due) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
        [(game_id, user, now, now + reminder_hours * 3600, now + timeout_hours * 3600)
         for user in keep])


async def clear(conn: aiosqlite.Connection, game_id: int) -> None:
    await conn.execute("DELETE FROM reminders WHERE game_id = ?", (game_id,))


async def restart_clocks(conn: aiosqlite.Connection, game_id: int, now: float,
                         reminder_hours: float, timeout_hours: float) -> None:
    """After a pause or a new timeout: everyone waiting starts afresh from now."""
    await conn.execute(
        "UPDATE reminders SET waiting_since = ?, next_due = ?, sent = 0, timeout_due = ?,"
        " timeout_sent = 0 WHERE game_id = ?",
        (now, now + reminder_hours * 3600, now + timeout_hours * 3600, game_id))


async def due(conn: aiosqlite.Connection, now: float) -> list[ReminderRow]:
    """Rows of active games with a reminder or a timeout warning due.

    Inside a transaction on PostgreSQL the rows are locked and rows another process is
    claiming are skipped, so each notice goes out from one process only (SQLite's
    ``BEGIN IMMEDIATE`` already lets one claimer in at a time)."""
    claim = " FOR UPDATE OF r SKIP LOCKED" if is_postgres(conn) else ""
    rows = await fetch_all(
            conn,
            "SELECT r.* FROM reminders r JOIN games g ON g.id = r.game_id"
            " WHERE g.status = 'active' AND (r.next_due <= ?"
            " OR (r.timeout_due <= ? AND r.timeout_sent = 0))"
            " ORDER BY r.game_id, r.user_id" + claim, (now, now))
    return [_row(r) for r in rows]


async def due_games(conn: aiosqlite.Connection, now: float) -> list[tuple[int, int | None]]:
    """(game id, guild id) of active games with a notice due, read without locking rows:
    a sharded process picks its own servers' games from these before claiming them."""
    rows = await fetch_all(
            conn,
            "SELECT DISTINCT r.game_id, g.guild_id FROM reminders r"
            " JOIN games g ON g.id = r.game_id WHERE g.status = 'active'"
            " AND (r.next_due <= ? OR (r.timeout_due <= ? AND r.timeout_sent = 0))"
            " ORDER BY r.game_id", (now, now))
    return [(int(r["game_id"]), r["guild_id"]) for r in rows]


async def mark_reminded(conn: aiosqlite.Connection, game_id: int, user_id: int,
                        next_due: float) -> None:
    await conn.execute(
        "UPDATE reminders SET sent = sent + 1, next_due = ? WHERE game_id = ? AND user_id = ?",
        (next_due, game_id, user_id))


async def mark_timed_out(conn: aiosqlite.Connection, game_id: int, user_id: int) -> None:
    await conn.execute(
        "UPDATE reminders SET timeout_sent = 1 WHERE game_id = ? AND user_id = ?",
        (game_id, user_id))


async def for_game(conn: aiosqlite.Connection, game_id: int) -> list[ReminderRow]:
    rows = await fetch_all(conn, "SELECT * FROM reminders WHERE game_id = ? ORDER BY user_id",
                            (game_id,))
    return [_row(r) for r in rows]


async def restore(conn: aiosqlite.Connection, game_id: int, user_id: int, next_due: float,
                  sent: int, timeout_sent: bool) -> None:
    """Put a claimed row back as it was: its notice could not be posted."""
    await conn.execute(
        "UPDATE reminders SET next_due = ?, sent = ?, timeout_sent = ?"
        " WHERE game_id = ? AND user_id = ?",
        (next_due, sent, int(timeout_sent), game_id, user_id))
