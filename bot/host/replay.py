"""Watching a game again: which game, and its animation drawn from the stored move log.

A member asks for a finished game of their server (from ``/game history``, or the
autocomplete's list) or, with no game named, this channel's running game, else its last
finished one. The animation is rebuilt from the log by :mod:`bot.replays` in the render
pool. A game whose rules changed since it was played is not drawn: its moves would now
mean something else, so the member is told so in one sentence.
"""

from __future__ import annotations

import datetime
import logging

from bot import images, replays, texts
from bot.host.core import Service
from bot.i18n import DEFAULT_LANGUAGE, Msg, tr
from bot.outcomes import HostError, ReplayInfo
from bot.store import games as games_db
from bot.store import replays as replays_db
from bot.store.games import GameRow
from rules import IllegalMove

log = logging.getLogger(__name__)

# The autocomplete shows Discord's maximum of 25 choices.
CHOICES = 25


class ReplayService(Service):
    async def replay(self, channel_id: int, guild_id: int | None, game_id: int | None = None,
                     lang: str = DEFAULT_LANGUAGE) -> ReplayInfo:
        """The animated replay of game ``game_id`` of this server, or of this channel's game."""
        row = await self._pick(channel_id, guild_id, game_id)
        engine = self.core.engine(row.key)
        if row.rules_version is not None and row.rules_version != engine.rules_version:
            raise HostError(Msg("replay-rules-changed", {"game": str(row.id)}))
        async with self.core.db.read() as conn:
            moves = [(m.seat, m.option_id) for m in await games_db.moves(conn, row.id)]
        seats = await self.core.seats(row.id)
        names = {s.seat: s.name for s in seats}
        places = None
        if row.status in ("finished", "aborted"):
            places = row.result or [[s.seat] for s in seats]
        try:
            made = await images.run_drawing(replays.animate, row.key, len(seats), row.seed,
                                            row.options, moves, names, places, lang)
        except IllegalMove as error:
            log.warning("game %s no longer replays: %s", row.id, error)
            raise HostError(Msg("replay-rules-changed", {"game": str(row.id)})) from None
        title = texts.title(row.key, lang, engine.title)
        caption = tr(lang, texts.for_game("replay-caption", row.key), game=title,
                     id=str(row.id), rounds=made.rounds, frames=made.frames)
        return ReplayInfo(row.id, f"{row.key}-game-{row.id}-replay.webp", made.webp, caption,
                          made.frames, made.rounds)

    async def _pick(self, channel_id: int, guild_id: int | None, game_id: int | None
                    ) -> GameRow:
        async with self.core.db.read() as conn:
            if game_id is None:
                row = await games_db.last_played_in(conn, channel_id)
                if row is None:
                    raise HostError(Msg("replay-nothing-here"))
                return row
            row = await games_db.get_game(conn, game_id)
        # Another server's games stay unknown here, as if they did not exist.
        if row is None or row.state is None or (row.guild_id != guild_id) or (
                guild_id is None and row.channel_id != channel_id):
            raise HostError(Msg("replay-no-such-game", {"game": str(game_id)}))
        return row

    async def replay_choices(self, guild_id: int | None, channel_id: int, typed: str,
                             lang: str = DEFAULT_LANGUAGE) -> list[tuple[str, str]]:
        """(label, game id) of this server's finished games, newest first, for autocomplete."""
        async with self.core.db.read() as conn:
            rows = await replays_db.finished_games(conn, guild_id, channel_id, limit=100)
        typed = typed.strip().lower().lstrip("#")
        found = []
        for game in rows:
            when = datetime.datetime.fromtimestamp(game.ended_at, datetime.UTC).date()
            label = tr(lang, "replay-choice", id=str(game.id),
                       game=texts.title(game.key, lang),
                       players=tr(lang, "text-comma").join(game.names),
                       date=when.isoformat())
            if not typed or typed in label.lower():
                found.append((label[:100], str(game.id)))
            if len(found) == CHOICES:
                break
        return found
