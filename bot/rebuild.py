"""Loading running games at start-up: the move log is the truth, the snapshot a cache.

Each game is replayed from its seed and live moves (``rules.replay``) and compared
with its stored snapshot. A mismatch (or a rules version change) means the snapshot
is stale: the replayed state replaces it. A log that no longer replays (a rules fix
made an old move illegal) keeps the snapshot and is logged loudly for a moderator.
Games are checked one at a time and not all kept: the host loads a game's state when
the game is next used, into bounded caches.
"""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator, Callable

import rules
from bot.store import Database
from bot.store import games as games_db
from rules import IllegalMove, State

log = logging.getLogger(__name__)


async def running_game_ids(db: Database,
                           serves: Callable[[int], bool] = lambda _channel_id: True
                           ) -> list[int]:
    """The ids of every active or paused game (of the channels ``serves``), oldest first."""
    async with db.read() as conn:
        return [row.id for row in await games_db.games_in_play(conn) if serves(row.channel_id)]


async def load_running_games(db: Database,
                             serves: Callable[[int], bool] = lambda _channel_id: True
                             ) -> AsyncIterator[tuple[int, int, State]]:
    """(game id, version, state) of every active or paused game, checked against its log.

    One game at a time: its row, log and state are dropped before the next is read,
    so start-up memory does not grow with the number of stored games.
    """
    for game_id in await running_game_ids(db, serves):
        loaded = await load_game(db, game_id)
        if loaded is not None:
            yield loaded


async def load_game(db: Database, game_id: int) -> tuple[int, int, State] | None:
    """One running game, replayed from its log; None when it cannot be loaded."""
    async with db.read() as conn:
        row = await games_db.get_game(conn, game_id)
        if row is None or row.status not in ("active", "paused"):
            return None
        moves = [(m.seat, m.option_id) for m in await games_db.moves(conn, row.id)]
        seat_count = len(await games_db.seats(conn, row.id))
    if row.key not in rules.GAMES:
        log.error("game %s: no engine for %r is installed; it stays paused in storage",
                  row.id, row.key)
        return None
    engine = rules.get_engine(row.key)
    try:
        replayed = rules.replay(row.key, seat_count, row.seed, row.options, moves)
    except IllegalMove as error:
        log.error("game %s: its move log no longer replays (%s); using the snapshot",
                  row.id, error)
        if row.state is None:
            return None
        return row.id, row.version, engine.from_json(row.state)
    stored = row.state
    # Compare as stored: through JSON, as the snapshot went.
    fresh = json.loads(json.dumps(engine.to_json(replayed)))
    if stored != fresh:
        reason = ("rules version changed" if row.rules_version != engine.rules_version
                  else "snapshot differs from the log")
        log.warning("game %s: %s; rebuilt from %d moves", row.id, reason, len(moves))
        async with db.transaction() as conn:
            await games_db.replace_state(conn, row.id, fresh, engine.rules_version)
    return row.id, row.version, replayed
