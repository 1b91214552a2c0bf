"""What the web table keeps: the host's own secrets, and each server's spectator setting."""

from __future__ import annotations

from typing import Any

from bot.store.database import fetch_one


async def secret(conn: Any, name: str) -> str | None:
    row = await fetch_one(conn, "SELECT value FROM host_secrets WHERE name = ?", (name,))
    return str(row[0]) if row else None


async def keep_secret(conn: Any, name: str, value: str) -> str:
    """Store ``value`` under ``name`` unless another process stored one first; return the
    one that is kept (so every process signs with the same key)."""
    await conn.execute("INSERT INTO host_secrets (name, value) VALUES (?, ?)"
                       " ON CONFLICT (name) DO NOTHING", (name, value))
    kept = await secret(conn, name)
    assert kept is not None
    return kept


async def spectators(conn: Any, guild_id: int) -> bool:
    row = await fetch_one(conn, "SELECT web_spectators FROM guild_settings WHERE guild_id = ?",
                          (guild_id,))
    return bool(row and row[0])


async def set_spectators(conn: Any, guild_id: int, allowed: bool) -> None:
    await conn.execute(
        "INSERT INTO guild_settings (guild_id, web_spectators) VALUES (?, ?)"
        " ON CONFLICT (guild_id) DO UPDATE SET web_spectators = excluded.web_spectators",
        (guild_id, int(allowed)))
