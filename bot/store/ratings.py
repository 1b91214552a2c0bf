"""Ratings per server and game (see ``bot.ratings`` for the maths)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.ratings import Standing, shown
from bot.store.database import fetch_all, fetch_one, is_postgres


@dataclass(frozen=True)
class RatingRow:
    key: str
    player_id: int
    name: str
    standing: Standing
    rating: int
    rank: int = 0     # 1 = best on the server for that game (0: not computed)


def _row(r: Any, rank: int = 0) -> RatingRow:
    return RatingRow(str(r["game_key"]), int(r["player_id"]), str(r["name"]),
                     Standing(float(r["mu"]), float(r["sigma"]), int(r["games"]), int(r["wins"])),
                     int(r["rating"]), rank)


async def locked(conn: Any, guild_id: int, key: str, player_ids: Sequence[int]
                 ) -> dict[int, Standing]:
    """The standings of these players, held until the transaction ends on PostgreSQL (two
    games of one server ending at once in two processes take turns; SQLite's write lock
    already does that). Players never rated are absent."""
    if not player_ids:
        return {}
    ids = sorted(set(player_ids))
    marks = ", ".join("?" for _ in ids)
    sql = (f"SELECT * FROM ratings WHERE guild_id = ? AND game_key = ? AND player_id IN ({marks})"
           " ORDER BY player_id")
    if is_postgres(conn):
        # A player rated for the first time has no row to lock: take the game's lock of
        # the whole board instead (an advisory lock keyed by server and game).
        await conn.execute("SELECT pg_advisory_xact_lock(hashtext(?))", (f"{guild_id}:{key}",))
        sql += " FOR UPDATE"
    rows = await fetch_all(conn, sql, [guild_id, key, *ids])
    return {int(r["player_id"]): _row(r).standing for r in rows}


async def save(conn: Any, guild_id: int, key: str, standings: dict[int, Standing],
               names: dict[int, str]) -> None:
    await conn.executemany(
        "INSERT INTO ratings (guild_id, game_key, player_id, name, mu, sigma, ordinal, rating,"
        " games, wins) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (guild_id, game_key, player_id) DO UPDATE SET name = excluded.name,"
        " mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal,"
        " rating = excluded.rating, games = excluded.games, wins = excluded.wins",
        [(guild_id, key, pid, names.get(pid, ""), s.mu, s.sigma, s.ordinal, shown(s.ordinal),
          s.games, s.wins) for pid, s in sorted(standings.items())])


async def take_turn(conn: Any, game_id: int, guild_id: int, key: str) -> None:
    """Give the game the next place in its leaderboard's rating order (call under
    :func:`locked`'s lock)."""
    await conn.execute(
        "UPDATE game_results SET rating_seq = (SELECT COALESCE(MAX(o.rating_seq), 0) + 1"
        " FROM game_results o WHERE COALESCE(o.guild_id, 0) = ? AND o.game_key = ?)"
        " WHERE game_id = ?", (guild_id, key, game_id))


async def clear(conn: Any) -> None:
    """Forget every rating, holding the table until the rebuild commits: a game ending
    meanwhile in another process waits, then rates on top of the rebuilt numbers."""
    if is_postgres(conn):
        await conn.execute("LOCK TABLE ratings IN EXCLUSIVE MODE")
    await conn.execute("DELETE FROM ratings")


async def rated_games(conn: Any) -> list[tuple[int, int, str, list[tuple[int, int, str]]]]:
    """Every rated game in the order it was rated (games recorded by an upgrade, which
    have no place in that order, first, by their end): (game id, server, game,
    [(player, place, name)])."""
    rows = await fetch_all(
        conn,
        "SELECT r.game_id, r.guild_id, r.game_key, s.player_id, s.place, s.name"
        " FROM game_results r JOIN result_seats s ON s.game_id = r.game_id"
        " WHERE r.rated = 1 AND s.player_id IS NOT NULL ORDER BY"
        " CASE WHEN r.rating_seq IS NULL THEN 0 ELSE 1 END, r.rating_seq, r.ended_at,"
        " r.game_id, s.place, s.player_id")
    out: list[tuple[int, int, str, list[tuple[int, int, str]]]] = []
    for r in rows:
        if not out or out[-1][0] != int(r["game_id"]):
            out.append((int(r["game_id"]), int(r["guild_id"] or 0), str(r["game_key"]), []))
        out[-1][3].append((int(r["player_id"]), int(r["place"]), str(r["name"])))
    return out


async def top(conn: Any, guild_id: int, key: str, limit: int = 10) -> list[RatingRow]:
    rows = await fetch_all(conn, "SELECT * FROM ratings WHERE guild_id = ? AND game_key = ?"
                                 " ORDER BY ordinal DESC, player_id LIMIT ?",
                           (guild_id, key, limit))
    return [_row(r, rank) for rank, r in enumerate(rows, start=1)]


async def of_player(conn: Any, guild_id: int, player_id: int, key: str | None = None
                    ) -> list[RatingRow]:
    """A player's ratings on the server (one game, or each game), with their rank."""
    rows = await fetch_all(
        conn,
        "SELECT p.*, (SELECT COUNT(*) FROM ratings o WHERE o.guild_id = p.guild_id"
        " AND o.game_key = p.game_key AND (o.ordinal > p.ordinal OR (o.ordinal = p.ordinal"
        " AND o.player_id < p.player_id))) AS ahead"
        " FROM ratings p WHERE p.guild_id = ? AND p.player_id = ?"
        + (" AND p.game_key = ?" if key is not None else ""),
        [guild_id, player_id, *([key] if key is not None else [])])
    return [_row(r, int(r["ahead"]) + 1) for r in rows]


async def count(conn: Any, guild_id: int, key: str) -> int:
    row = await fetch_one(conn, "SELECT COUNT(*) FROM ratings WHERE guild_id = ?"
                                " AND game_key = ?", (guild_id, key))
    return int(row[0]) if row else 0
