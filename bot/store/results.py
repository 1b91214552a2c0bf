"""Finished games' results (history, profiles) and the members who left a seat.

Written in the transaction that ends a game (``bot.host.season``); read for ``/game
history``, ``/game profile`` and the results card. Every read names its server: one
server never sees another's records.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from bot.store.database import fetch_all, fetch_one, is_postgres


@dataclass(frozen=True)
class SeatResult:
    seat: int
    player_id: int | None      # a member; a computer level is negative; None: nobody
    name: str
    place: int
    score: int
    breakdown: tuple[tuple[str, int], ...] = ()
    resigned: bool = False
    departed: bool = False     # left the seat before the end (kicked, replaced)
    rating_before: int | None = None
    rating_after: int | None = None


@dataclass(frozen=True)
class GameResult:
    game_id: int
    guild_id: int | None
    channel_id: int
    key: str
    options: dict[str, Any]
    seats: int
    end_reason: str
    started_at: float | None
    ended_at: float
    moves: int
    rounds: int | None
    solo_goal: int | None
    solo_reached: bool | None
    rated: bool
    players: tuple[SeatResult, ...] = ()
    message_id: int | None = None    # the final message (from the game's turn memory)


async def add(conn: Any, result: GameResult) -> bool:
    """Store a finished game's result; False when it was stored already (nothing written)."""
    cur = await conn.execute(
        "INSERT INTO game_results (game_id, guild_id, channel_id, game_key, options, seats,"
        " end_reason, started_at, ended_at, moves, rounds, solo_goal, solo_reached, rated)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
        (result.game_id, result.guild_id, result.channel_id, result.key,
         json.dumps(result.options), result.seats, result.end_reason, result.started_at,
         result.ended_at, result.moves, result.rounds, result.solo_goal,
         None if result.solo_reached is None else int(result.solo_reached), int(result.rated)))
    if cur.rowcount != 1:
        return False
    await conn.executemany(
        "INSERT INTO result_seats (game_id, seat, guild_id, game_key, ended_at, player_id, name,"
        " place, score, breakdown, resigned, departed, rating_before, rating_after)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(result.game_id, p.seat, result.guild_id, result.key, result.ended_at, p.player_id,
          p.name, p.place, p.score, json.dumps([list(b) for b in p.breakdown]),
          int(p.resigned), int(p.departed), p.rating_before, p.rating_after)
         for p in result.players])
    return True


async def set_ratings(conn: Any, game_id: int,
                      changes: dict[int, tuple[int | None, int | None]]) -> None:
    """Each rated player's shown rating before and after this game."""
    await conn.executemany(
        "UPDATE result_seats SET rating_before = ?, rating_after = ?"
        " WHERE game_id = ? AND player_id = ?",
        [(before, after, game_id, pid) for pid, (before, after) in changes.items()])


async def unrecorded_finished(conn: Any) -> list[int]:
    """Finished games with no stored result (ended before results were kept)."""
    rows = await fetch_all(
        conn, "SELECT g.id FROM games g WHERE g.status = 'finished' AND NOT EXISTS"
              " (SELECT 1 FROM game_results r WHERE r.game_id = g.id) ORDER BY g.ended_at, g.id")
    return [int(r[0]) for r in rows]


async def move_count(conn: Any, game_id: int) -> int:
    row = await fetch_one(conn, "SELECT COUNT(*) FROM moves WHERE game_id = ?"
                                " AND undone_at IS NULL", (game_id,))
    return int(row[0]) if row else 0


# ----- members who left a seat ---------------------------------------------------------
async def note_departure(conn: Any, game_id: int, seat: int, user_id: int, name: str) -> None:
    await conn.execute("INSERT INTO seat_departures (game_id, seat, user_id, name)"
                       " VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                       (game_id, seat, user_id, name))


async def departures(conn: Any, game_id: int) -> list[tuple[int, int, str]]:
    """(seat, user id, name) of members who left this game's seats, in order."""
    rows = await fetch_all(conn, "SELECT seat, user_id, name FROM seat_departures"
                                 " WHERE game_id = ? ORDER BY seat, user_id", (game_id,))
    return [(int(r[0]), int(r[1]), str(r[2])) for r in rows]


# ----- reading -------------------------------------------------------------------------
def _seat(r: Any) -> SeatResult:
    return SeatResult(int(r["seat"]), r["player_id"], str(r["name"]), int(r["place"]),
                      int(r["score"]), tuple((str(a), int(b)) for a, b in
                                             json.loads(r["breakdown"] or "[]")),
                      bool(r["resigned"]), bool(r["departed"]), r["rating_before"],
                      r["rating_after"])


def _message_id(memory: str | None) -> int | None:
    found = json.loads(memory or "{}").get("turn_message_id")
    return int(found) if found is not None else None


def _game(r: Any, players: tuple[SeatResult, ...]) -> GameResult:
    reached = r["solo_reached"]
    return GameResult(
        int(r["game_id"]), r["guild_id"], int(r["channel_id"]), str(r["game_key"]),
        json.loads(r["options"] or "{}"), int(r["seats"]), str(r["end_reason"]),
        r["started_at"], float(r["ended_at"]), int(r["moves"]), r["rounds"], r["solo_goal"],
        None if reached is None else bool(reached), bool(r["rated"]), players,
        _message_id(r["turn_memory"]))


_GAME_COLUMNS = ("r.game_id, r.guild_id, r.channel_id, r.game_key, r.options, r.seats,"
                 " r.end_reason, r.started_at, r.ended_at, r.moves, r.rounds, r.solo_goal,"
                 " r.solo_reached, r.rated, g.turn_memory")


async def _with_players(conn: Any, rows: list[Any]) -> list[GameResult]:
    if not rows:
        return []
    ids = [int(r["game_id"]) for r in rows]
    marks = ", ".join("?" for _ in ids)
    seats = await fetch_all(conn, f"SELECT * FROM result_seats WHERE game_id IN ({marks})"
                                  " ORDER BY game_id, departed, place, seat", ids)
    by_game: dict[int, list[SeatResult]] = {}
    for s in seats:
        by_game.setdefault(int(s["game_id"]), []).append(_seat(s))
    return [_game(r, tuple(by_game.get(int(r["game_id"]), ()))) for r in rows]


async def get(conn: Any, game_id: int) -> GameResult | None:
    rows = await fetch_all(conn, f"SELECT {_GAME_COLUMNS} FROM game_results r"
                                 " JOIN games g ON g.id = r.game_id WHERE r.game_id = ?",
                           (game_id,))
    found = await _with_players(conn, rows)
    return found[0] if found else None


async def history(conn: Any, guild_id: int | None, *, player_id: int | None = None,
                  key: str | None = None, offset: int = 0, limit: int = 10
                  ) -> tuple[list[GameResult], int]:
    """One page of the server's finished games, newest first, and how many there are."""
    where = ["r.guild_id = ?" if guild_id is not None else "r.guild_id IS NULL"]
    params: list[Any] = [] if guild_id is None else [guild_id]
    if player_id is not None:
        where.append("EXISTS (SELECT 1 FROM result_seats s WHERE s.game_id = r.game_id"
                     " AND s.player_id = ?)")
        params.append(player_id)
    if key is not None:
        where.append("r.game_key = ?")
        params.append(key)
    clause = " AND ".join(where)
    total = await fetch_one(conn, f"SELECT COUNT(*) FROM game_results r WHERE {clause}", params)
    rows = await fetch_all(
        conn, f"SELECT {_GAME_COLUMNS} FROM game_results r JOIN games g ON g.id = r.game_id"
              f" WHERE {clause} ORDER BY r.ended_at DESC, r.game_id DESC LIMIT ? OFFSET ?",
        [*params, limit, offset])
    return await _with_players(conn, rows), int(total[0]) if total else 0


@dataclass(frozen=True)
class GameRecord:
    """A member's record in one game on one server."""

    key: str
    played: int
    wins: int
    best: int
    average: float
    solo_played: int
    solo_best: int | None
    goals: int


async def records(conn: Any, guild_id: int | None, player_id: int) -> list[GameRecord]:
    """Per game: played, won (against rivals), best and average score, solo goals."""
    rows = await fetch_all(
        conn,
        "SELECT s.game_key, COUNT(*) AS played,"
        " SUM(CASE WHEN s.place = 1 AND r.seats > 1 THEN 1 ELSE 0 END) AS wins,"
        " MAX(s.score) AS best, AVG(s.score) AS average,"
        " SUM(CASE WHEN r.seats = 1 THEN 1 ELSE 0 END) AS solo_played,"
        " MAX(CASE WHEN r.seats = 1 THEN s.score END) AS solo_best,"
        " SUM(CASE WHEN r.solo_reached = 1 THEN 1 ELSE 0 END) AS goals"
        " FROM result_seats s JOIN game_results r ON r.game_id = s.game_id"
        f" WHERE {'s.guild_id = ?' if guild_id is not None else 's.guild_id IS NULL'}"
        " AND s.player_id = ? GROUP BY s.game_key ORDER BY COUNT(*) DESC, s.game_key",
        [p for p in (guild_id, player_id) if p is not None])
    return [GameRecord(str(r["game_key"]), int(r["played"]), int(r["wins"] or 0),
                       int(r["best"]), float(r["average"]), int(r["solo_played"] or 0),
                       r["solo_best"], int(r["goals"] or 0)) for r in rows]


async def last_results(conn: Any, guild_id: int | None, player_id: int, limit: int = 5
                       ) -> list[tuple[str, int, int, int, float]]:
    """(game, place, seats, score, ended at) of a member's latest games, newest first."""
    rows = await fetch_all(
        conn,
        "SELECT s.game_key, s.place, r.seats, s.score, s.ended_at FROM result_seats s"
        " JOIN game_results r ON r.game_id = s.game_id"
        f" WHERE {'s.guild_id = ?' if guild_id is not None else 's.guild_id IS NULL'}"
        " AND s.player_id = ? ORDER BY s.ended_at DESC, s.game_id DESC LIMIT ?",
        [*(p for p in (guild_id, player_id) if p is not None), limit])
    return [(str(r[0]), int(r[1]), int(r[2]), int(r[3]), float(r[4])) for r in rows]


async def claim_rematch(conn: Any, game_id: int, lobby_id: int, *, again: bool = False
                        ) -> bool:
    """Mark the game rematched by ``lobby_id``; False when it already was (so the other
    players are mentioned once, whoever presses first). ``again``: a press trying again
    after its connection dropped, whose earlier try may have marked it by this lobby
    already (that answer was lost, so nobody was told): True for that lobby too."""
    if again:
        cur = await conn.execute("UPDATE game_results SET rematch_id = ? WHERE game_id = ?"
                                 " AND (rematch_id IS NULL OR rematch_id = ?)",
                                 (lobby_id, game_id, lobby_id))
    else:
        cur = await conn.execute("UPDATE game_results SET rematch_id = ? WHERE game_id = ?"
                                 " AND rematch_id IS NULL", (lobby_id, game_id))
    return bool(cur.rowcount == 1)


# ----- /game mine ----------------------------------------------------------------------
@dataclass(frozen=True)
class OpenSeat:
    """One open game where the member holds a seat, as ``/game mine`` lists it."""

    game_id: int
    channel_id: int
    key: str
    status: str
    waiting_on_me: bool
    last_move_at: float | None
    created_at: float
    memory: dict[str, Any]
    seats: tuple[tuple[int, str, int | None, str | None], ...]   # seat, name, user, level
    # This member's clock while the game waits on them: (next reminder, timeout, told).
    clock: tuple[float, float, bool] | None = None


async def open_seats(conn: Any, guild_id: int | None, user_id: int) -> list[OpenSeat]:
    """Every lobby and running game of the server where ``user_id`` holds a seat, the ones
    waiting on them first (longest waiting first), then the most recently active: one query."""
    seats_json = ("json_agg(json_build_array(o.seat, o.name, o.user_id, o.computer))"
                  if is_postgres(conn) else
                  "json_group_array(json_array(o.seat, o.name, o.user_id, o.computer))")
    rows = await fetch_all(
        conn,
        "SELECT g.id, g.channel_id, g.game_key, g.status, g.turn_memory, g.created_at,"
        " (SELECT MAX(m.played_at) FROM moves m WHERE m.game_id = g.id"
        "  AND m.undone_at IS NULL) AS last_move,"
        " CASE WHEN g.status = 'active' AND w.user_id IS NOT NULL THEN 1 ELSE 0 END"
        " AS waiting, w.next_due, w.timeout_due, w.timeout_sent,"
        f" (SELECT {seats_json} FROM seats o WHERE o.game_id = g.id) AS seat_list"
        " FROM seats s JOIN games g ON g.id = s.game_id"
        " LEFT JOIN reminders w ON w.game_id = g.id AND w.user_id = s.user_id"
        " WHERE s.user_id = ?"
        f" AND {'g.guild_id = ?' if guild_id is not None else 'g.guild_id IS NULL'}"
        " AND g.status IN ('lobby', 'active', 'paused')",
        [p for p in (user_id, guild_id) if p is not None])
    out = []
    for r in rows:
        listed = r["seat_list"]
        seats = json.loads(listed) if isinstance(listed, str) else (listed or [])
        out.append(OpenSeat(int(r["id"]), int(r["channel_id"]), str(r["game_key"]),
                            str(r["status"]), bool(r["waiting"]), r["last_move"],
                            float(r["created_at"]), json.loads(r["turn_memory"] or "{}"),
                            tuple(sorted((int(a), str(b), c, d) for a, b, c, d in seats)),
                            (float(r["next_due"]), float(r["timeout_due"]),
                             bool(r["timeout_sent"])) if r["waiting"] else None))
    # Waiting on them: the longest wait first; the rest: the latest activity first.
    out.sort(key=lambda o: (not o.waiting_on_me,
                            (o.last_move_at or o.created_at) * (1 if o.waiting_on_me else -1)))
    return out
