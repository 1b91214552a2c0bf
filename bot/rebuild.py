"""Loading running games at start-up: the move log is the truth, the snapshot a cache.

Each game is replayed from its seed and live moves (``rules.replay``) and compared
with its stored snapshot. A mismatch (or a rules version change) means the snapshot
is stale: the replayed state replaces it. A log that no longer replays (a rules fix
made an old move illegal) keeps the snapshot and is logged loudly for a moderator.
"""

from __future__ import annotations

import json
import logging

import rules
from bot.store import Database
from bot.store import games as games_db
from rules import IllegalMove, State

log = logging.getLogger(__name__)


async def load_running_games(db: Database) -> list[tuple[int, int, State]]:
    """(game id, version, state) for every active or paused game."""
    async with db.read() as conn:
        rows = await games_db.games_in_play(conn)
        logs = {row.id: await games_db.moves(conn, row.id) for row in rows}
        seat_counts = {row.id: len(await games_db.seats(conn, row.id)) for row in rows}
    loaded: list[tuple[int, int, State]] = []
    for row in rows:
        if row.key not in rules.GAMES:
            log.error("game %s: no engine for %r is installed; it stays paused in storage",
                      row.id, row.key)
            continue
        engine = rules.get_engine(row.key)
        moves = [(m.seat, m.option_id) for m in logs[row.id]]
        try:
            replayed = rules.replay(row.key, seat_counts[row.id], row.seed, row.options, moves)
        except IllegalMove as error:
            log.error("game %s: its move log no longer replays (%s); using the snapshot",
                      row.id, error)
            if row.state is not None:
                loaded.append((row.id, row.version, engine.from_json(row.state)))
            continue
        stored = row.state
        # Compare as stored: through JSON, as the snapshot went.
        fresh = json.loads(json.dumps(engine.to_json(replayed)))
        if stored != fresh:
            reason = ("rules version changed" if row.rules_version != engine.rules_version
                      else "snapshot differs from the log")
            log.warning("game %s: %s; rebuilt from %d moves", row.id, reason, len(moves))
            async with db.transaction() as conn:
                await games_db.replace_state(conn, row.id, fresh, engine.rules_version)
        loaded.append((row.id, row.version, replayed))
    return loaded
