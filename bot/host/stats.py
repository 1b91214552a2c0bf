"""Per-server statistics: games played, winners, how fast people move."""

from __future__ import annotations

import statistics

import rules
from bot import texts
from bot.host.core import Service
from bot.i18n import Composed, UserText, tr
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
        def told(lang: str) -> str:
            lines = [tr(lang, "stats-games", finished=finished, active=active, aborted=aborted)]
            for key, count in sorted(rows.finished_by_game.items()):
                title = texts.title(key, lang, rules.GAMES[key].title if key in rules.GAMES
                                    else key)
                lines.append(tr(lang, "stats-game-finished", title=title, count=count))
            if median is not None:
                lines.append(tr(lang, "stats-median", minutes=round(median, 1)))
            for p in players:
                lines.append(tr(lang, "stats-player", name=UserText(p.name), won=p.won,
                                played=p.played))
            return "\n".join(lines)
        return ServerStats(guild_id, finished, active, aborted,
                           dict(rows.finished_by_game), players, median, Composed(told))
