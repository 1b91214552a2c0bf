"""Games, their seats and their move log."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import aiosqlite

from bot.store.database import fetch_all, fetch_one, lock_game

OPEN_STATUSES = ("lobby", "active", "paused")
# The same, written into the statements: SQLite uses the partial index of open games
# (games_one_open_per_channel, ``WHERE status IN ('lobby', 'active', 'paused')``) only for
# a statement whose own condition says so in words; bound values read every row of games.
OPEN_SQL = f"status IN ({', '.join(repr(status) for status in OPEN_STATUSES)})"
_ANY = object()   # set_seat_user: whoever holds the seat


@dataclass(frozen=True)
class GameRow:
    id: int
    guild_id: int | None
    channel_id: int
    key: str
    seed: int
    options: dict[str, Any]
    players_wanted: int | None
    status: str
    state: dict[str, Any] | None
    version: int
    rules_version: int | None
    reminder_hours: float
    timeout_hours: float
    created_by: int
    created_at: float
    started_at: float | None
    ended_at: float | None
    end_reason: str | None
    result: list[list[int]] | None
    paused_by: str | None = None   # the moderator's name while the game is paused
    # The turn memory (bot/store/turns.py) as read with the row, of the same version: a
    # move's stamp check needs no read of its own. None on a row the host made itself.
    turn_memory: str | None = None


@dataclass(frozen=True)
class SeatRow:
    seat: int
    user_id: int | None
    name: str
    resigned: bool


@dataclass(frozen=True)
class MoveRow:
    seq: int
    seat: int
    option_id: str
    user_id: int | None
    played_at: float
    events: list[dict[str, Any]]
    reveals: bool
    undone: bool


# Each game's last decoded state, by its stored text: the host reads a game's row several
# times per move (~2,300 reads in a six-player Caverna game) and decoding the state was
# most of each read. Rows share the decoded value: nothing changes a row's state in place
# (engines' from_json copy it).
_STATES: dict[int, tuple[str, dict[str, Any]]] = {}
_STATES_MAX = 256


def _state(game_id: int, text: str | None) -> dict[str, Any] | None:
    if not text:
        return None
    known = _STATES.get(game_id)
    if known is not None and known[0] == text:
        return known[1]
    if len(_STATES) >= _STATES_MAX:
        _STATES.clear()
    state: dict[str, Any] = json.loads(text)
    _STATES[game_id] = (text, state)
    return state


def _game(row: aiosqlite.Row) -> GameRow:
    return GameRow(
        id=row["id"], guild_id=row["guild_id"], channel_id=row["channel_id"],
        key=row["game_key"], seed=row["seed"], options=json.loads(row["options"]),
        players_wanted=row["players_wanted"], status=row["status"],
        state=_state(row["id"], row["state"]), version=row["version"],
        rules_version=row["rules_version"], reminder_hours=row["reminder_hours"],
        timeout_hours=row["timeout_hours"], created_by=row["created_by"],
        created_at=row["created_at"], started_at=row["started_at"],
        ended_at=row["ended_at"], end_reason=row["end_reason"],
        result=json.loads(row["result"]) if row["result"] else None,
        paused_by=row["paused_by"], turn_memory=row["turn_memory"] or "")


async def create_game(conn: aiosqlite.Connection, *, guild_id: int | None, channel_id: int,
                      key: str, seed: int, options: dict[str, Any],
                      players_wanted: int | None, reminder_hours: float,
                      timeout_hours: float, created_by: int, now: float) -> int:
    row = await fetch_one(
        conn,
        "INSERT INTO games (guild_id, channel_id, game_key, seed, options, players_wanted,"
        " status, reminder_hours, timeout_hours, created_by, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?) RETURNING id",
        (guild_id, channel_id, key, seed, json.dumps(options), players_wanted,
         reminder_hours, timeout_hours, created_by, now))
    assert row is not None
    return int(row[0])


async def open_game_in(conn: aiosqlite.Connection, channel_id: int) -> GameRow | None:
    row = await fetch_one(
            conn,
            f"SELECT * FROM games WHERE channel_id = ? AND {OPEN_SQL}", (channel_id,))
    return _game(row) if row else None


async def get_game(conn: aiosqlite.Connection, game_id: int) -> GameRow | None:
    row = await fetch_one(conn, "SELECT * FROM games WHERE id = ?", (game_id,))
    return _game(row) if row else None


async def last_game_in(conn: aiosqlite.Connection, channel_id: int) -> GameRow | None:
    """The open game of the channel, else the one that ended last."""
    row = await fetch_one(
            conn,
            "SELECT * FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1",
            (channel_id,))
    return _game(row) if row else None


async def last_played_in(conn: aiosqlite.Connection, channel_id: int) -> GameRow | None:
    """The channel's game that started last, running or ended (a lobby has no moves)."""
    row = await fetch_one(
            conn,
            "SELECT * FROM games WHERE channel_id = ? AND state IS NOT NULL"
            " ORDER BY id DESC LIMIT 1", (channel_id,))
    return _game(row) if row else None


async def open_channels_in_guild(conn: aiosqlite.Connection, guild_id: int) -> list[int]:
    rows = await fetch_all(conn, "SELECT channel_id FROM games WHERE guild_id = ? AND status IN"
                                 " ('lobby', 'active', 'paused')", (guild_id,))
    return [int(r["channel_id"]) for r in rows]


async def games_in_play(conn: aiosqlite.Connection) -> list[GameRow]:
    rows = await fetch_all(
            conn,
            "SELECT * FROM games WHERE status IN ('active', 'paused') ORDER BY id")
    return [_game(r) for r in rows]


async def set_status(conn: aiosqlite.Connection, game_id: int, status: str,
                     expected_version: int | None = None, *, paused_by: str | None = None
                     ) -> bool:
    """Set the status (a new version); with ``expected_version``, only if nothing else
    was stored since (compare-and-set): False, and nothing written, otherwise.
    ``paused_by``: who paused it, kept while the status is "paused" (cleared otherwise)."""
    sql = "UPDATE games SET status = ?, paused_by = ?, version = version + 1 WHERE id = ?"
    params: list[Any] = [status, paused_by if status == "paused" else None, game_id]
    if expected_version is not None:
        sql += " AND version = ?"
        params.append(expected_version)
    cur = await conn.execute(sql, params)
    return bool(cur.rowcount == 1)


async def set_timeout_hours(conn: aiosqlite.Connection, game_id: int, hours: float) -> None:
    await conn.execute("UPDATE games SET timeout_hours = ? WHERE id = ?", (hours, game_id))


async def start_game(conn: aiosqlite.Connection, game_id: int, state: dict[str, Any],
                     rules_version: int, now: float) -> bool:
    """Start a lobby; False when it is no longer one (another process started or ended it)."""
    cur = await conn.execute(
        "UPDATE games SET status = 'active', state = ?, rules_version = ?, started_at = ?,"
        " version = version + 1 WHERE id = ? AND status = 'lobby'",
        (json.dumps(state), rules_version, now, game_id))
    return bool(cur.rowcount == 1)


async def save_state(conn: aiosqlite.Connection, game_id: int, expected_version: int,
                     state: dict[str, Any], rules_version: int | None = None) -> bool:
    """Store a snapshot and bump the version, only if nobody moved first."""
    cur = await conn.execute(
        "UPDATE games SET state = ?, version = version + 1,"
        " rules_version = COALESCE(?, rules_version)"
        " WHERE id = ? AND version = ? AND status = 'active'",
        (json.dumps(state), rules_version, game_id, expected_version))
    return cur.rowcount == 1


async def replace_state(conn: aiosqlite.Connection, game_id: int, state: dict[str, Any],
                        rules_version: int) -> None:
    """Overwrite a snapshot rebuilt from the log (start-up repair; version unchanged)."""
    await conn.execute("UPDATE games SET state = ?, rules_version = ? WHERE id = ?",
                       (json.dumps(state), rules_version, game_id))


async def end_game(conn: aiosqlite.Connection, game_id: int, reason: str,
                   places: list[list[int]] | None, now: float,
                   expected_version: int | None = None) -> bool:
    """End an open game; False when it had already ended (then nothing changes), or when
    ``expected_version`` is given and another change was stored since (its places were
    computed from an older position)."""
    status = "aborted" if reason == "aborted" else "finished"
    sql = ("UPDATE games SET status = ?, end_reason = ?, result = ?, ended_at = ?,"
           f" version = version + 1 WHERE id = ? AND {OPEN_SQL}")
    params: list[Any] = [status, reason, json.dumps(places) if places is not None else None,
                         now, game_id]
    if expected_version is not None:
        sql += " AND version = ?"
        params.append(expected_version)
    cur = await conn.execute(sql, params)
    await conn.execute("DELETE FROM reminders WHERE game_id = ?", (game_id,))
    return bool(cur.rowcount == 1)


# ----- seats ---------------------------------------------------------------------------
async def seats(conn: aiosqlite.Connection, game_id: int) -> list[SeatRow]:
    rows = await fetch_all(
            conn,
            "SELECT seat, user_id, name, resigned FROM seats WHERE game_id = ? ORDER BY seat",
            (game_id,))
    return [SeatRow(r["seat"], r["user_id"], r["name"], bool(r["resigned"])) for r in rows]


async def seats_with_levels(conn: aiosqlite.Connection,
                            game_id: int) -> list[tuple[int, int | None, str, bool, str | None]]:
    """The game's seats in order, each as (seat, user_id, name, resigned, computer level):
    what ``seats`` and ``computers.levels`` read, in one statement (the host reads them
    several times per move)."""
    rows = await fetch_all(
            conn,
            "SELECT seat, user_id, name, resigned, computer FROM seats WHERE game_id = ?"
            " ORDER BY seat", (game_id,))
    return [(r[0], r[1], r[2], bool(r[3]), r[4]) for r in rows]


async def add_seat(conn: aiosqlite.Connection, game_id: int, user_id: int, name: str,
                   limit: int | None = None) -> bool:
    """Seat a player in a lobby; False (nothing written) when the game is no longer a
    lobby, the player is already seated or ``limit`` seats are taken. Checked here, under
    the game's lock, because another process may have seated someone since our read."""
    await lock_game(conn, game_id)
    sql = ("INSERT INTO seats (game_id, seat, user_id, name)"
           " SELECT g.id, (SELECT COALESCE(MAX(seat), -1) + 1 FROM seats WHERE game_id = g.id),"
           " ?, ? FROM games g WHERE g.id = ? AND g.status = 'lobby' AND NOT EXISTS"
           " (SELECT 1 FROM seats WHERE game_id = g.id AND user_id = ?)")
    params: list[Any] = [user_id, name, game_id, user_id]
    if limit is not None:
        sql += " AND (SELECT COUNT(*) FROM seats WHERE game_id = g.id) < ?"
        params.append(limit)
    cur = await conn.execute(sql, params)
    return bool(cur.rowcount == 1)


async def remove_seat(conn: aiosqlite.Connection, game_id: int, user_id: int) -> int:
    """Take the player's seat in a lobby away; return how many seats remain (-1: they
    had none, or the game is no longer a lobby)."""
    await lock_game(conn, game_id)
    cur = await conn.execute(
        "DELETE FROM seats WHERE game_id = ? AND user_id = ?"
        " AND EXISTS (SELECT 1 FROM games WHERE id = ? AND status = 'lobby')",
        (game_id, user_id, game_id))
    if cur.rowcount != 1:
        return -1
    row = await fetch_one(conn, "SELECT COUNT(*) FROM seats WHERE game_id = ?", (game_id,))
    return int(row[0]) if row else 0


async def set_seats(conn: aiosqlite.Connection, game_id: int,
                    ordered: list[tuple[int | None, str]]) -> bool:
    """Rewrite the seats in play order (at start); False (nothing written) when the
    seated players are no longer those of ``ordered`` (someone joined or left since)."""
    await lock_game(conn, game_id)
    rows = await fetch_all(conn, "SELECT user_id FROM seats WHERE game_id = ?", (game_id,))
    if sorted(r[0] or 0 for r in rows) != sorted(u or 0 for u, _ in ordered):
        return False
    await conn.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
    await conn.executemany(
        "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
        [(game_id, seat, user, name) for seat, (user, name) in enumerate(ordered)])
    return True


async def set_seat_user(conn: aiosqlite.Connection, game_id: int, seat: int,
                        user_id: int | None, name: str | None = None, *,
                        was: int | object | None = _ANY) -> bool:
    """Give a seat to ``user_id`` (None: empty it); with ``was``, only while the seat is
    still held by that user (None: still empty). False when nothing changed."""
    await lock_game(conn, game_id)
    sql = "UPDATE seats SET user_id = ?, name = COALESCE(?, name) WHERE game_id = ? AND seat = ?"
    params: list[Any] = [user_id, name, game_id, seat]
    if was is None:
        sql += " AND user_id IS NULL"
    elif was is not _ANY:
        sql += " AND user_id = ?"
        params.append(was)
    cur = await conn.execute(sql, params)
    return bool(cur.rowcount == 1)


async def mark_resigned(conn: aiosqlite.Connection, game_id: int, seat: int) -> None:
    await conn.execute("UPDATE seats SET resigned = 1 WHERE game_id = ? AND seat = ?",
                       (game_id, seat))


# ----- the move log --------------------------------------------------------------------
async def append_move(conn: aiosqlite.Connection, game_id: int, seat: int, option_id: str,
                      user_id: int | None, now: float, events: list[dict[str, Any]],
                      reveals: bool, request_id: str | None = None) -> int:
    """Append a move; ``request_id`` (unique in the game) names the request it answered."""
    # The next seq is computed inside the INSERT, fetched with it: one round trip.
    row = await fetch_one(
        conn,
        "INSERT INTO moves (game_id, seq, seat, option_id, user_id, played_at, events, reveals,"
        " request_id)"
        " VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM moves WHERE game_id = ?),"
        " ?, ?, ?, ?, ?, ?, ?) RETURNING seq",
        (game_id, game_id, seat, option_id, user_id, now, json.dumps(events), int(reveals),
         request_id))
    assert row is not None
    return int(row[0])


async def move_of_request(conn: aiosqlite.Connection, game_id: int,
                          request_id: str) -> int | None:
    """The seq of the game's move stored for ``request_id``, or None when there is none."""
    row = await fetch_one(conn, "SELECT seq FROM moves WHERE game_id = ? AND request_id = ?",
                          (game_id, request_id))
    return int(row[0]) if row else None


def move_row(r: aiosqlite.Row) -> MoveRow:
    return MoveRow(r["seq"], r["seat"], r["option_id"], r["user_id"], r["played_at"],
                   json.loads(r["events"]), bool(r["reveals"]), r["undone_at"] is not None)


async def moves(conn: aiosqlite.Connection, game_id: int, *,
                include_undone: bool = False) -> list[MoveRow]:
    sql = "SELECT * FROM moves WHERE game_id = ?"
    if not include_undone:
        sql += " AND undone_at IS NULL"
    rows = await fetch_all(conn, sql + " ORDER BY seq", (game_id,))
    return [move_row(r) for r in rows]


async def last_move(conn: aiosqlite.Connection, game_id: int) -> MoveRow | None:
    row = await fetch_one(
            conn,
            "SELECT * FROM moves WHERE game_id = ? AND undone_at IS NULL"
            " ORDER BY seq DESC LIMIT 1", (game_id,))
    return move_row(row) if row else None


async def mark_undone(conn: aiosqlite.Connection, game_id: int, seq: int, now: float) -> None:
    await conn.execute("UPDATE moves SET undone_at = ? WHERE game_id = ? AND seq = ?",
                       (now, game_id, seq))


async def clear_undo_votes(conn: aiosqlite.Connection, game_id: int) -> None:
    """A player declined: the request is over, and a new one starts from nobody."""
    await lock_game(conn, game_id)
    await conn.execute("DELETE FROM undo_votes WHERE game_id = ?", (game_id,))


async def undo_votes(conn: aiosqlite.Connection, game_id: int, version: int) -> tuple[int, ...]:
    """Who agreed so far to take back the last move of version ``version`` (an open
    request: empty when none was made, or it was declined)."""
    rows = await fetch_all(
        conn, "SELECT user_id FROM undo_votes WHERE game_id = ? AND version = ?"
              " ORDER BY user_id", (game_id, version))
    return tuple(int(r[0]) for r in rows)


async def add_undo_vote(conn: aiosqlite.Connection, game_id: int, version: int,
                        user_id: int) -> set[int]:
    """Record a consent; return every user who consented at this version.

    Under the game's lock, so of two players agreeing at once in two processes, the
    second sees both consents (neither may miss the other's)."""
    await lock_game(conn, game_id)
    await conn.execute("INSERT INTO undo_votes VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                       (game_id, version, user_id))
    await conn.execute("DELETE FROM undo_votes WHERE game_id = ? AND version <> ?",
                       (game_id, version))
    rows = await fetch_all(
            conn, "SELECT user_id FROM undo_votes WHERE game_id = ? AND version = ?",
            (game_id, version))
    return {r[0] for r in rows}
