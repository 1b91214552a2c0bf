"""Copying a whole store between backends (``python -m bot copy-db``), verified.

Every table is copied row for row, ids kept, in one transaction on the target. Before it
commits, each copied game is read back from the target and checked: its row, seats and move
log equal the source's (anything else rolls the whole copy back), and its live moves,
replayed from the seed, give the stored position (a game whose log does not, already in
the source, is listed in the report).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import rules
from bot.store import games as games_db
from bot.store.database import Database, StoreError, fetch_all, fetch_one, is_postgres
from rules import IllegalMove

# Parents before children (foreign keys), each with the order that keeps ids stable.
TABLES: tuple[tuple[str, str], ...] = (
    ("guild_settings", "guild_id"),
    ("channel_settings", "channel_id"),
    ("user_prefs", "user_id"),
    ("games", "id"),
    ("seats", "game_id, seat"),
    ("moves", "game_id, seq"),
    ("undo_votes", "game_id, version, user_id"),
    ("reminders", "game_id, user_id"),
    ("outbox", "id"),
    # The season (migration 006): results, who left a seat, ratings.
    ("game_results", "game_id"),
    ("result_seats", "game_id, departed, seat, player_id"),
    ("seat_departures", "game_id, user_id"),
    ("ratings", "guild_id, game_key, player_id"),
)
# Tables whose id the target generates: its counter must continue after the copied ids.
IDENTITY_TABLES = ("games", "outbox")


@dataclass(frozen=True)
class CopyReport:
    rows: dict[str, int]          # table -> rows copied
    games: int
    moves: int
    replayed: int                 # games whose log replays to their stored position
    not_replayed: list[str]       # games with no position to check, or no engine here


async def copy_database(source: Database, target: Database,
                        progress: Callable[[str], None] = lambda _: None) -> CopyReport:
    """Copy every table of ``source`` into the empty ``target`` and verify every game."""
    if await source.schema_version() != await target.schema_version():
        raise StoreError("The two databases have different schema versions; open both with "
                         "this version of Cavern Host first (it migrates them).")
    counts: dict[str, int] = {}
    async with source.read() as src, target.transaction() as dst:
        existing = await fetch_one(dst, "SELECT COUNT(*) FROM games")
        if existing and int(existing[0]):
            raise StoreError(f"The target {target.path} already holds {existing[0]} game(s); "
                             "copy into an empty database.")
        for table, order in TABLES:
            rows = await fetch_all(src, f"SELECT * FROM {table} ORDER BY {order}")
            counts[table] = len(rows)
            if not rows:
                continue
            columns = list(rows[0].keys())
            marks = ", ".join("?" * len(columns))
            await dst.executemany(
                f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})",
                [tuple(r) for r in rows])
            progress(f"{table}: {len(rows)} row(s)")
        if is_postgres(dst):
            for table in IDENTITY_TABLES:
                await dst.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                    f" COALESCE(MAX(id), 1), MAX(id) IS NOT NULL) FROM {table}")
        replayed, skipped = await _verify(src, dst)
    return CopyReport(counts, counts["games"], counts["moves"], replayed, skipped)


async def _verify(src: Any, dst: Any) -> tuple[int, list[str]]:
    replayed = 0
    skipped: list[str] = []
    for row in await fetch_all(src, "SELECT id FROM games ORDER BY id"):
        game_id = int(row[0])
        before = await games_db.get_game(src, game_id)
        after = await games_db.get_game(dst, game_id)
        if before != after:
            raise StoreError(f"game {game_id}: the copied row differs from the source")
        if (await games_db.seats(src, game_id) != await games_db.seats(dst, game_id)
                or await games_db.moves(src, game_id, include_undone=True)
                != await games_db.moves(dst, game_id, include_undone=True)):
            raise StoreError(f"game {game_id}: the copied seats or move log differ")
        assert after is not None
        if after.state is None or after.key not in rules.GAMES:
            skipped.append(f"game {game_id} ({after.key}, {after.status}): "
                           + ("no position yet" if after.state is None else "no engine"))
            continue
        live = await games_db.moves(dst, game_id)
        players = len(await games_db.seats(dst, game_id))
        # The rows are equal, so the copy is faithful; a log that does not replay was
        # already so in the source (a rules fix since): reported, not fatal.
        try:
            state = rules.replay(after.key, players, after.seed, after.options,
                                 [(m.seat, m.option_id) for m in live])
        except IllegalMove as error:
            skipped.append(f"game {game_id} ({after.key}): its log no longer replays ({error})")
            continue
        fresh = json.loads(json.dumps(rules.get_engine(after.key).to_json(state)))
        if fresh != after.state:
            skipped.append(f"game {game_id} ({after.key}): replaying its {len(live)} move(s) "
                           "gives another position than the stored one")
            continue
        replayed += 1
    return replayed, skipped
