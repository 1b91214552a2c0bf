"""What every part of the host shares: the store, the clock, locks, loaded states.

The state snapshot of each running game is cached by version, so a move parses no
JSON; the database row stays the truth (its version is re-read under the channel
lock), which keeps a second process or a restart honest. Games are loaded on demand
and every cache is bounded (:class:`~bot.host.lru.LRU`): a server with thousands of
running games keeps only the busy ones in memory.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
import weakref
from collections.abc import Callable, Sequence
from typing import Any

import rules
from bot import shards, texts
from bot.config import Settings
from bot.host.live import Change, LiveFeed
from bot.host.lru import LRU
from bot.host.no_game import no_game_error
from bot.host.store_faults import GuardedStore
from bot.i18n import DEFAULT_LANGUAGE, Composed, Msg, UserText, tr
from bot.outcomes import (
    ChannelConfig,
    DecisionInfo,
    HostError,
    Image,
    OptionChoice,
    Results,
    SeatInfo,
    SeatScore,
)
from bot.store import Database
from bot.store import games as games_db
from bot.store import reminders as reminders_db
from bot.store import settings as settings_db
from bot.store.games import GameRow
from bot.store.settings import ChannelRow
from rules import Engine, IllegalMove, State

log = logging.getLogger(__name__)

# About 60 KiB per game state (a 7-player Caverna game is the largest): 256 is ~15 MiB,
# many more games than move at once; the others are read again from their snapshot.
STATE_CACHE_GAMES = 256
# Pictures wait here between a move and its post, a moment; an evicted entry (posts
# failing in many channels at once) is drawn again when its row is delivered.
PICTURE_CACHE_GAMES = 64

MOVED_ON = Msg("host-moved-on")


async def seats_in(conn: Any, game_id: int) -> list[SeatInfo]:
    """The game's seats, with the level of those the computer plays."""
    rows = tuple(await games_db.seats_with_levels(conn, game_id))
    # Read every time (another process may have changed them); only the seats made from
    # the same rows are kept: the host reads a game's seats ~2,300 times in a game.
    known = _SEATS.get(game_id)
    if known is not None and known[0] == rows:
        return list(known[1])
    # A name is the player's own text: it never becomes markup (bot.i18n.user_text).
    made = tuple(SeatInfo(seat, user_id, UserText(name), resigned, computer)
                 for seat, user_id, name, resigned, computer in rows)
    if len(_SEATS) >= _SEATS_MAX:
        _SEATS.clear()
    _SEATS[game_id] = (rows, made)
    return list(made)


# Each game's last seats, by the rows they were made from (SeatInfo is frozen).
_SEATS: dict[int, tuple[tuple[Any, ...], tuple[SeatInfo, ...]]] = {}
_SEATS_MAX = 256


class HostCore:
    """The store, clock, settings, locks and state cache that every service shares."""

    def __init__(self, db: Database, settings: Settings | None = None, *,
                 clock: Callable[[], float] = time.time,
                 seeds: Callable[[], int] = lambda: secrets.randbits(62),
                 draw_images: bool = True) -> None:
        # The store's faults reach the services as sentences (StoreTrouble).
        self.db = GuardedStore(db)
        # Committed changes, for the pages and processes that follow them (bot/host/live.py).
        self.live = LiveFeed()
        self.db.on_end = self.live.ended
        # This process's name on the outbox rows it claims (see Announcer.deliveries).
        self.holder = secrets.token_hex(8)
        self.settings = settings or Settings()
        self.clock = clock
        self.seeds = seeds
        self.draw_images = draw_images
        # Held only while used: a channel's lock goes away once nobody waits on it.
        self.locks: weakref.WeakValueDictionary[int, asyncio.Lock] = (
            weakref.WeakValueDictionary())
        self.states: LRU[int, tuple[int, State]] = LRU(STATE_CACHE_GAMES)  # id -> (version, state)
        # game id -> (outbox id, pictures, alt text) of its newest turn message to deliver
        self.pictures: LRU[int, tuple[int, tuple[Image, ...], str]] = LRU(PICTURE_CACHE_GAMES)
        # The channels whose games this process may load, remind and end on its own: the
        # bot serves Discord's only (shards.discord_channel), never the console's "channel 1"
        # in a database they happen to share.
        self.serves_channel: Callable[[int], bool] = lambda _channel_id: True

    # ----- small helpers ---------------------------------------------------------------
    def lock(self, channel_id: int) -> asyncio.Lock:
        # One lock per channel: moves in different channels never wait for each other.
        lock = self.locks.get(channel_id)
        if lock is None:
            lock = self.locks[channel_id] = asyncio.Lock()
        return lock

    def serves(self, channel_id: int) -> bool:
        """True when this process may have made the game of ``channel_id``."""
        return self.serves_channel(channel_id)

    def owns(self, guild_id: int | None) -> bool:
        """True when this process serves the server (its shards; every server unsharded)."""
        return shards.owns(guild_id, self.settings.shard_count, self.settings.shard_ids)

    @staticmethod
    def engine(key: str) -> Engine:
        try:
            return rules.get_engine(key)
        except IllegalMove as error:
            raise HostError.refused(error) from None

    async def open_game(self, channel_id: int) -> GameRow:
        async with self.db.read() as conn:
            row = await games_db.open_game_in(conn, channel_id)
            if row is None:
                raise await no_game_error(conn, channel_id)
        return row

    async def running_game(self, channel_id: int) -> GameRow:
        row = await self.open_game(channel_id)
        if row.status == "lobby":
            raise HostError(Msg("host-not-started"))
        return row

    async def seats(self, game_id: int) -> list[SeatInfo]:
        async with self.db.read() as conn:
            return await seats_in(conn, game_id)

    @staticmethod
    def seat_of(seats: Sequence[SeatInfo], user_id: int) -> SeatInfo | None:
        return next((s for s in seats if s.user_id == user_id), None)

    def state(self, row: GameRow) -> State:
        cached = self.states.get(row.id)
        if cached is not None and cached[0] == row.version:
            return cached[1]
        if row.state is None:
            raise HostError(Msg("host-no-position"))
        state = self.engine(row.key).from_json(row.state)
        self.states[row.id] = (row.version, state)
        return state

    def remember(self, game_id: int, version: int, state: State) -> None:
        self.states[game_id] = (version, state)

    async def changed(self, conn: Any, row: GameRow) -> None:
        """Tell the pages and other processes, once ``conn`` commits, that ``row``'s game
        has a new version (``row`` read before the change: every version-bumping write
        adds one). Moves go through the announcer, which stages its own."""
        await self.live.stage(conn, Change(row.id, row.version + 1, row.channel_id,
                                           row.guild_id))

    def forget(self, game_id: int) -> None:
        """A game ended: release its cached state (its lock goes when unused)."""
        self.states.pop(game_id, None)
        self.pictures.pop(game_id, None)

    @staticmethod
    def names(seats: Sequence[SeatInfo], lang: str = DEFAULT_LANGUAGE) -> dict[int, str]:
        """Seat -> display name, for the pictures (a computer's in the reader's words)."""
        return {s.seat: texts.plain_name(s, lang) for s in seats}

    @staticmethod
    def user_ids(seats: Sequence[SeatInfo], seat_numbers: Sequence[int]) -> list[int]:
        out: list[int] = []
        for number in seat_numbers:
            for s in seats:
                if s.seat == number and s.user_id is not None and s.user_id not in out:
                    out.append(s.user_id)
        return out

    def decisions(self, engine: Engine, state: State, seats: Sequence[SeatInfo],
                   public: bool) -> tuple[DecisionInfo, ...]:
        out = []
        for d in engine.pending(state):
            seat = next((s for s in seats if s.seat == d.seat), None)
            hide = public and d.private
            out.append(DecisionInfo(
                seat=d.seat, user_id=seat.user_id if seat else None,
                name=texts.seat_name(seats, d.seat), prompt=texts.with_names(d.prompt, seats),
                # Engines say "Player 2"; people read the names of who sits there.
                options=() if hide else tuple(OptionChoice(o.id, texts.with_names(o.label, seats))
                                              for o in d.options),
                private=d.private))
        return tuple(out)

    # ----- channel settings ----------------------------------------------------------
    async def channel_config(self, channel_id: int, guild_id: int | None) -> ChannelConfig:
        async with self.db.read() as conn:
            row = await settings_db.channel(conn, channel_id)
            role = await settings_db.moderator_role(conn, guild_id) if guild_id else None
        return self.config_info(channel_id, guild_id, row, role)

    def config_info(self, channel_id: int, guild_id: int | None, row: ChannelRow | None,
                role: int | None) -> ChannelConfig:
        allowed = tuple(row.allowed_games) if row and row.allowed_games is not None else None
        defaults = self.settings
        remind = row.reminder_hours if row and row.reminder_hours else defaults.reminder_hours
        timeout = row.timeout_hours if row and row.timeout_hours else defaults.timeout_hours
        thread = bool(row and row.thread_per_game)
        text = Composed(lambda lang: tr(
            lang, "config-text", games=", ".join(allowed) if allowed is not None else "all",
            remind=texts.hours(remind, lang), timeout=texts.hours(timeout, lang),
            thread="on" if thread else "off", role=f"<@&{role}>" if role else "none"))
        return ChannelConfig(channel_id, guild_id, allowed, remind, timeout, thread, role, text)

    # ----- results ---------------------------------------------------------------------
    def results(self, row: GameRow, state: State, seats: Sequence[SeatInfo],
                 places: list[list[int]] | None = None) -> Results:
        engine = self.engine(row.key)
        by_seat = {s.seat: s for s in engine.scores(state)}
        if places is None:
            places = self.places(engine, state, seats)
        ordered: list[SeatScore] = []
        for place, group in enumerate(places, start=1):
            for seat in group:
                info = next((s for s in seats if s.seat == seat), None)
                score = by_seat.get(seat)
                ordered.append(SeatScore(
                    seat=seat, user_id=info.user_id if info else None,
                    name=texts.seat_name(seats, seat), total=score.total if score else 0,
                    lines=tuple(score.lines) if score else (), place=place,
                    resigned=bool(info and info.resigned)))
        over = row.status in ("finished", "aborted") or engine.is_over(state)
        reason = row.end_reason or ("finished" if engine.is_over(state) else None)
        solo = None
        if over and len(seats) == 1:
            view = engine.view(state, None)
            solo = {k: view.get(k) for k in ("solo_goal", "solo_goal_reached", "solo_outstanding")}
        winners = tuple(texts.seat_name(seats, s) for s in places[0]) \
            if over and places and len(seats) > 1 else ()
        return Results(row.id, row.key, engine.title, over, reason, tuple(ordered), winners, solo)

    @staticmethod
    def places(engine: Engine, state: State, seats: Sequence[SeatInfo]) -> list[list[int]]:
        """The engine's ranking, with seats that resigned placed last."""
        resigned = sorted(s.seat for s in seats if s.resigned)
        places = [[s for s in group if s not in resigned] for group in engine.ranking(state)]
        places = [group for group in places if group]
        if resigned:
            places.append(resigned)
        return places

    async def sync_reminders(self, conn: Any, row: GameRow, state: State,
                              seats: Sequence[SeatInfo], now: float) -> None:
        engine = self.engine(row.key)
        waiting = self.user_ids(seats, [d.seat for d in engine.pending(state)])
        await reminders_db.sync_waiting(conn, row.id, waiting, now, row.reminder_hours,
                                        row.timeout_hours)


class Service:
    """One concern of the host (lobby, turns, views, moderation, notices) over the core."""

    def __init__(self, core: HostCore) -> None:
        self.core = core
