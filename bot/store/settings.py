"""Channel and server settings, and each user's notification preference."""

from __future__ import annotations

import json
from dataclasses import dataclass

import aiosqlite

from bot.store.database import fetch_all, fetch_one


@dataclass(frozen=True)
class ChannelRow:
    channel_id: int
    guild_id: int | None
    allowed_games: list[str] | None
    reminder_hours: float | None
    timeout_hours: float | None
    thread_per_game: bool


async def channel(conn: aiosqlite.Connection, channel_id: int) -> ChannelRow | None:
    r = await fetch_one(conn, "SELECT * FROM channel_settings WHERE channel_id = ?",
                            (channel_id,))
    if r is None:
        return None
    allowed = json.loads(r["allowed_games"]) if r["allowed_games"] is not None else None
    return ChannelRow(r["channel_id"], r["guild_id"], allowed, r["reminder_hours"],
                      r["timeout_hours"], bool(r["thread_per_game"]))


async def save_channel(conn: aiosqlite.Connection, row: ChannelRow) -> None:
    allowed = json.dumps(row.allowed_games) if row.allowed_games is not None else None
    await conn.execute(
        "INSERT INTO channel_settings (channel_id, guild_id, allowed_games, reminder_hours,"
        " timeout_hours, thread_per_game) VALUES (?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (channel_id) DO UPDATE SET guild_id = excluded.guild_id,"
        " allowed_games = excluded.allowed_games, reminder_hours = excluded.reminder_hours,"
        " timeout_hours = excluded.timeout_hours, thread_per_game = excluded.thread_per_game",
        (row.channel_id, row.guild_id, allowed, row.reminder_hours, row.timeout_hours,
         int(row.thread_per_game)))


async def moderator_role(conn: aiosqlite.Connection, guild_id: int) -> int | None:
    r = await fetch_one(conn, "SELECT moderator_role_id FROM guild_settings WHERE guild_id = ?",
                            (guild_id,))
    return r[0] if r else None


async def set_moderator_role(conn: aiosqlite.Connection, guild_id: int,
                             role_id: int | None) -> None:
    await conn.execute(
        "INSERT INTO guild_settings (guild_id, moderator_role_id) VALUES (?, ?)"
        " ON CONFLICT (guild_id) DO UPDATE SET moderator_role_id = excluded.moderator_role_id",
        (guild_id, role_id))


async def dm_users(conn: aiosqlite.Connection, user_ids: list[int]) -> list[int]:
    """Those of ``user_ids`` who asked for DM notifications, in the given order."""
    if not user_ids:
        return []
    marks = ",".join("?" * len(user_ids))
    rows = await fetch_all(
            conn,
            f"SELECT user_id FROM user_prefs WHERE dm_notify = 1 AND user_id IN ({marks})",
            user_ids)
    wanted = {r[0] for r in rows}
    return [u for u in user_ids if u in wanted]


async def set_dm_notify(conn: aiosqlite.Connection, user_id: int, on: bool) -> None:
    await conn.execute(
        "INSERT INTO user_prefs (user_id, dm_notify) VALUES (?, ?)"
        " ON CONFLICT (user_id) DO UPDATE SET dm_notify = excluded.dm_notify",
        (user_id, int(on)))
