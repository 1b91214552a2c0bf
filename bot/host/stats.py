"""Per-server statistics: games played, winners, how fast people move."""

from __future__ import annotations

import statistics

import rules
from bot.host.core import Service
from bot.outcomes import PlayerStats, ServerStats
from bot.store import stats as stats_db


class StatsService(Service):
    async def stats(self, guild_id: int | None, top: int = 10) -> ServerStats:
        async with self.core.db.read() as conn:
            rows = await stats_db.server_stats(conn, guild_id)
        finished = rows.counts.get("finished", 0)
        active = sum(rows.counts.get(s, 0) for s in ("lobby", "active", "paused"))
        aborted = rows.counts.get("aborted", 0)
        players = tuple(PlayerStats(u, n, p, w) for u, n, p, w in rows.players[:top])
        median = statistics.median(rows.move_gaps) / 60 if rows.move_gaps else None
        lines = [f"Games finished: {finished}; in progress: {active}; aborted: {aborted}."]
        for key, count in sorted(rows.finished_by_game.items()):
            title = rules.GAMES[key].title if key in rules.GAMES else key
            lines.append(f"{title}: {count} finished.")
        if median is not None:
            lines.append(f"Median time between moves: {median:.1f} minutes.")
        for p in players:
            lines.append(f"{p.name}: {p.won} won of {p.played} played.")
        return ServerStats(guild_id, finished, active, aborted,
                           dict(rows.finished_by_game), players, median, "\n".join(lines))
