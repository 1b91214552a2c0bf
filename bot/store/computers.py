"""Seats played by the computer: their level, added and removed by seat."""

from __future__ import annotations

import aiosqlite

from bot.store.database import fetch_all, fetch_one
from bot.store.games import OPEN_SQL


async def levels(conn: aiosqlite.Connection, game_id: int) -> dict[int, str]:
    """Seat -> level of every computer seat of the game."""
    rows = await fetch_all(conn, "SELECT seat, computer FROM seats WHERE game_id = ?"
                                 " AND computer IS NOT NULL", (game_id,))
    return {int(r["seat"]): str(r["computer"]) for r in rows}


async def running_game_seats_one(conn: aiosqlite.Connection, channel_id: int) -> bool:
    """Whether the channel's running game has a computer seat: one look at two small rows,
    without the game's state (most games have none; this is asked after every move)."""
    # The open game's index by its words (bot.store.games.OPEN_SQL), then its seats.
    row = await fetch_one(conn, "SELECT 1 FROM games g JOIN seats s ON s.game_id = g.id"
                                f" WHERE g.channel_id = ? AND g.{OPEN_SQL}"
                                " AND g.status = 'active' AND s.computer IS NOT NULL LIMIT 1",
                          (channel_id,))
    return row is not None


async def add(conn: aiosqlite.Connection, game_id: int, name: str, level: str) -> None:
    await conn.execute(
        "INSERT INTO seats (game_id, seat, user_id, name, computer) VALUES"
        " (?, (SELECT COALESCE(MAX(seat), -1) + 1 FROM seats WHERE game_id = ?), NULL, ?, ?)",
        (game_id, game_id, name, level))


async def remove_last(conn: aiosqlite.Connection, game_id: int) -> bool:
    """Take the last computer seat out of a lobby; False when there is none."""
    row = await fetch_one(conn, "SELECT MAX(seat) FROM seats WHERE game_id = ?"
                                " AND computer IS NOT NULL", (game_id,))
    if row is None or row[0] is None:
        return False
    await conn.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, row[0]))
    # Close the gap so lobby seats stay numbered in join order.
    await conn.execute("UPDATE seats SET seat = seat - 1 WHERE game_id = ? AND seat > ?",
                       (game_id, row[0]))
    return True


async def set_level(conn: aiosqlite.Connection, game_id: int, seat: int,
                    level: str | None, name: str | None = None) -> None:
    """Hand a seat to the computer (``level``: its member leaves it), or take it back."""
    if level is None:
        await conn.execute("UPDATE seats SET computer = NULL WHERE game_id = ? AND seat = ?",
                           (game_id, seat))
        return
    await conn.execute(
        "UPDATE seats SET computer = ?, user_id = NULL, name = COALESCE(?, name)"
        " WHERE game_id = ? AND seat = ?", (level, name, game_id, seat))
