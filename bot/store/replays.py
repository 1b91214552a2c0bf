"""Finished games of a server, for choosing one to watch again."""

from __future__ import annotations

from dataclasses import dataclass

import aiosqlite

from bot.store.database import fetch_all


@dataclass(frozen=True)
class FinishedGame:
    id: int
    key: str
    ended_at: float
    names: tuple[str, ...]       # the seats' names, in seat order


async def finished_games(conn: aiosqlite.Connection, guild_id: int | None, channel_id: int,
                         limit: int) -> list[FinishedGame]:
    """The server's finished games, newest first (without a server: this channel's)."""
    where, arg = ("guild_id = ?", guild_id) if guild_id is not None \
        else ("channel_id = ?", channel_id)
    rows = await fetch_all(
        conn,
        "SELECT g.id, g.game_key, g.ended_at, s.seat, s.name FROM"
        " (SELECT id, game_key, ended_at FROM games WHERE status = 'finished' AND "
        + where + " ORDER BY ended_at DESC, id DESC LIMIT ?) AS g"
        " JOIN seats s ON s.game_id = g.id ORDER BY g.ended_at DESC, g.id DESC, s.seat",
        (arg, limit))
    games: dict[int, FinishedGame] = {}
    for r in rows:
        found = games.get(r["id"])
        names = (found.names if found else ()) + (r["name"],)
        games[r["id"]] = FinishedGame(r["id"], r["game_key"], r["ended_at"] or 0.0, names)
    return list(games.values())

