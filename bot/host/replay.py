"""Watching a game again: which game, and its animation drawn from the stored move log.

A member asks for a finished game of their server (from ``/game history``, or the
autocomplete's list) or, with no game named, this channel's running game, else its last
finished one. The animation is rebuilt from the log by :mod:`bot.replays` in the render
pool. A game whose rules changed since it was played is not drawn: its moves would now
mean something else, so the member is told so in one sentence.
"""

from __future__ import annotations

import contextlib
import datetime
import logging
from collections import deque
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from bot import images, replays, texts
from bot.host.core import HostCore, Service
from bot.i18n import DEFAULT_LANGUAGE, Msg, tr
from bot.outcomes import HostError, ReplayInfo
from bot.store import games as games_db
from bot.store import replays as replays_db
from bot.store.games import GameRow
from rules import IllegalMove

log = logging.getLogger(__name__)

# The autocomplete shows Discord's maximum of 25 choices.
CHOICES = 25

# What one process draws of replays (issue 42 item 1): they have their own lane
# (bot.images.run_replay), and these limits keep any member from filling it or a channel.
AT_ONCE = 3                # replays queued or being drawn, all members together
WINDOW_SECONDS = 10 * 60
PER_MEMBER = 3             # replays a member may ask for in the window
PUBLIC_PER_CHANNEL = 3     # replays posted in one channel in the window
RECENT_SECONDS = 30 * 60   # a public replay of the same game posted this recently is linked


@dataclass(frozen=True)
class ReplaySlot:
    """A replay admitted to be drawn, or, with ``link``, one already posted here."""

    game_id: int
    version: int
    link: str | None = None


@dataclass
class _Gate:
    drawing: set[int] = field(default_factory=set)            # members
    public_in: set[int] = field(default_factory=set)          # channels
    asked: dict[int, deque[float]] = field(default_factory=dict)      # member -> times
    posted: dict[int, deque[float]] = field(default_factory=dict)     # channel -> times
    # (channel, game, version, language) -> (link, when)
    recent: dict[tuple[int, int, int, str], tuple[str, float]] = field(default_factory=dict)

    def prune(self, now: float) -> None:
        for times in (*self.asked.values(), *self.posted.values()):
            while times and now - times[0] >= WINDOW_SECONDS:
                times.popleft()
        self.asked = {k: v for k, v in self.asked.items() if v}
        self.posted = {k: v for k, v in self.posted.items() if v}
        self.recent = {k: v for k, v in self.recent.items() if now - v[1] < RECENT_SECONDS}


def _when(times: deque[float]) -> str:
    return f"<t:{int(times[0] + WINDOW_SECONDS)}:R>"


class ReplayService(Service):
    def __init__(self, core: HostCore) -> None:
        super().__init__(core)
        self._gate = _Gate()

    @contextlib.asynccontextmanager
    async def replay_slot(self, channel_id: int, guild_id: int | None, game_id: int | None,
                          user_id: int, public: bool, lang: str = DEFAULT_LANGUAGE
                          ) -> AsyncIterator[ReplaySlot]:
        """Admit a member's replay, before any drawing: refused in a sentence when the
        member, the channel or the replays' lane has had enough; for a public replay of a
        game whose same replay was posted here recently, the link to it instead. The slot
        is held while the replay is drawn and sent."""
        row = await self._pick(channel_id, guild_id, game_id)
        gate, now = self._gate, self.core.clock()
        gate.prune(now)
        if public:
            found = gate.recent.get((channel_id, row.id, row.version, lang))
            if found is not None:
                yield ReplaySlot(row.id, row.version, found[0])
                return
        asked = gate.asked.setdefault(user_id, deque())
        posted = gate.posted.setdefault(channel_id, deque())
        if user_id in gate.drawing:
            raise HostError(Msg("replay-yours-drawing"))
        if len(asked) >= PER_MEMBER:
            raise HostError(Msg("replay-member-limit", {
                "count": len(asked), "minutes": WINDOW_SECONDS // 60, "when": _when(asked)}))
        if public and channel_id in gate.public_in:
            raise HostError(Msg("replay-channel-drawing"))
        if public and len(posted) >= PUBLIC_PER_CHANNEL:
            raise HostError(Msg("replay-channel-limit", {
                "count": len(posted), "minutes": WINDOW_SECONDS // 60, "when": _when(posted)}))
        if len(gate.drawing) >= AT_ONCE:
            raise HostError(Msg("replay-busy"))
        gate.drawing.add(user_id)
        asked.append(now)
        if public:
            gate.public_in.add(channel_id)
            posted.append(now)
        try:
            yield ReplaySlot(row.id, row.version)
        finally:
            gate.drawing.discard(user_id)
            if public:
                gate.public_in.discard(channel_id)

    def replay_posted(self, channel_id: int, slot: ReplaySlot, lang: str, link: str) -> None:
        """A public replay went up at ``link``: the same one asked again here links to it."""
        self._gate.recent[(channel_id, slot.game_id, slot.version, lang)] = (
            link, self.core.clock())

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
            made = await images.run_replay(replays.animate, row.key, len(seats), row.seed,
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
                found.append((label, str(game.id)))   # the cog names it for Discord
            if len(found) == CHOICES:
                break
        return found
