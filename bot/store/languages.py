"""Each channel's public language (migration 004), kept apart from the other channel
settings so that changing it never rewrites them."""

from __future__ import annotations

import aiosqlite

from bot.store.database import fetch_one


async def language(conn: aiosqlite.Connection, channel_id: int) -> str | None:
    """The language moderators chose for the channel, or None (the server's default)."""
    r = await fetch_one(conn, "SELECT language FROM channel_settings WHERE channel_id = ?",
                        (channel_id,))
    return r[0] if r else None


async def set_language(conn: aiosqlite.Connection, channel_id: int, guild_id: int | None,
                       lang: str | None) -> None:
    """Choose the channel's language; None goes back to the server's preferred locale."""
    await conn.execute(
        "INSERT INTO channel_settings (channel_id, guild_id, language) VALUES (?, ?, ?)"
        " ON CONFLICT (channel_id) DO UPDATE SET language = excluded.language",
        (channel_id, guild_id, lang))
