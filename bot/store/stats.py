"""Per-server statistics over finished games."""

from __future__ import annotations

import json
from dataclasses import dataclass

import aiosqlite

from bot.store.database import fetch_all


@dataclass(frozen=True)
class StatsRows:
    counts: dict[str, int]                       # status -> games
    finished_by_game: dict[str, int]
    players: list[tuple[int, str, int, int]]     # user, latest name, played, won
    move_gaps: list[float]                       # seconds between consecutive moves


async def server_stats(conn: aiosqlite.Connection, guild_id: int | None) -> StatsRows:
    # ``IS ?`` is SQLite only: a direct-message game (no server) is matched by IS NULL.
    where = "guild_id IS NULL" if guild_id is None else "guild_id = ?"
    key = () if guild_id is None else (guild_id,)
    rows = await fetch_all(
            conn, f"SELECT status, COUNT(*) FROM games WHERE {where} GROUP BY status", key)
    counts = {r[0]: r[1] for r in rows}
    rows = await fetch_all(
            conn,
            f"SELECT game_key, COUNT(*) FROM games WHERE {where} AND status = 'finished'"
            " GROUP BY game_key", key)
    by_game = {r[0]: r[1] for r in rows}
    played: dict[int, list] = {}
    rows = await fetch_all(
            conn,
            f"SELECT g.result, s.seat, s.user_id, s.name, s.resigned FROM games g"
            f" JOIN seats s ON s.game_id = g.id WHERE g.{where} AND g.status = 'finished'"
            " AND s.user_id IS NOT NULL ORDER BY g.id", key)
    for result, seat, user, name, resigned in rows:
        entry = played.setdefault(user, [name, 0, 0])
        entry[0] = name
        entry[1] += 1
        places = json.loads(result) if result else []
        if places and seat in places[0] and not resigned:
            entry[2] += 1
    rows = await fetch_all(
            conn,
            f"SELECT m.played_at - LAG(m.played_at) OVER (PARTITION BY m.game_id ORDER BY m.seq)"
            f" FROM moves m JOIN games g ON g.id = m.game_id WHERE g.{where}"
            " AND m.undone_at IS NULL", key)
    gaps = [r[0] for r in rows if r[0] is not None]
    players = sorted(((u, v[0], v[1], v[2]) for u, v in played.items()),
                     key=lambda p: (-p[3], -p[2], p[1].lower()))
    return StatsRows(counts, by_game, players, gaps)
