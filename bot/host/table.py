"""The web table's reading of one game: everything a page draws, for one reader.

A member seated in the game reads ``view(state, their seat)``: the public facts and their
own secrets, never another seat's. Anyone else (a spectator, where the server allows it)
reads ``view(state, None)``. Who must act is public (prompts only, as in the channel); the
reader's own options come with their stamps, so a move from the page is the same host call
as ``/play`` (:meth:`TurnService.act`).

Every open page of a game fetches it again after each change, so a game is read from the
store once per change, not once per page: the latest read (:class:`TableSnapshot`) serves
every page until the live feed tells of a newer version (or it is a few seconds old, for
what changes without a version: a seat given to another member, the spectator setting).
"""

from __future__ import annotations

import asyncio
import itertools
import time
from dataclasses import dataclass, replace
from typing import Any

import rules
from bot import texts
from bot.host.core import HostCore, Service, seats_in
from bot.host.live import Change
from bot.host.lru import LRU
from bot.host.resignation import plays_on
from bot.host.turns import TurnService
from bot.host.views import ViewService
from bot.i18n import DEFAULT_LANGUAGE, Msg
from bot.outcomes import DecisionInfo, HostError, MoveOutcome, Results, SeatInfo
from bot.store import games as games_db
from bot.store import results as results_db
from bot.store import web as web_db
from bot.store.games import GameRow
from rules import IllegalMove


@dataclass(frozen=True)
class TableInfo:
    game_id: int
    channel_id: int
    guild_id: int | None
    key: str
    title: str
    status: str                        # lobby, active, paused, finished, aborted
    version: int
    seats: tuple[SeatInfo, ...]
    viewer: int | None                 # the reader's seat; None: a spectator
    view: dict[str, Any] | None        # None in a lobby (no position yet)
    waiting: tuple[DecisionInfo, ...]  # who must act and what they decide (public)
    mine: tuple[DecisionInfo, ...]     # the reader's own decisions, options and stamps
    results: Results | None            # scores so far (running) or the final ones
    story: str                         # the latest page of the game's story
    # Who agreed so far to an open request to take back the last move (empty: none).
    undo_votes: tuple[int, ...] = ()
    # What resigning asks the reader first (as /game resign); None: not theirs to do.
    resign_question: Msg | None = None
    # Whether the last move may be taken back (/game undo would not refuse it outright).
    undoable: bool = False


@dataclass(frozen=True)
class TableSnapshot:
    """A game as the store last said, shared by every page that reads it."""

    row: GameRow
    seats: tuple[SeatInfo, ...]
    spectators: bool     # whether the game's server lets anyone watch it
    serial: int          # new whenever anything above changed (the pages' cache key)
    read_at: float       # time.monotonic() of the read
    # Who agreed so far to an open request to take back the last move (empty: none).
    undo_votes: tuple[int, ...] = ()
    # Whether there is a last move that may be taken back (one, and it revealed nothing).
    undoable: bool = False

    @property
    def version(self) -> int:
        return self.row.version

    def seat_of(self, user_id: int) -> SeatInfo | None:
        return HostCore.seat_of(self.seats, user_id)


@dataclass(frozen=True)
class ReplayStep:
    """A finished game after ``step`` of its moves, as everyone saw it then."""

    game_id: int
    key: str
    title: str
    seats: tuple[SeatInfo, ...]
    step: int                      # moves played, 0 = the start
    steps: int                     # every live move of the game
    view: dict[str, Any]           # view(state, None) after ``step`` moves
    round: int | None
    rounds: tuple[int, ...]        # the first step of each round, in order
    said: str                      # what the last move did, in words ("" at the start)


@dataclass(frozen=True)
class MyTable:
    """One open game of the member, as "My games" lists it."""

    game_id: int
    key: str
    status: str
    waiting_on_me: bool
    last_move_at: float | None


STORY_PAGES = 1024
# A replay's positions are kept for a few games (a stepper asks again at every click).
REPLAY_CACHE_GAMES = 4
# The games whose latest read is kept (each holds its position), and the newest version
# heard of per game (a number each, so many more).
SNAPSHOT_GAMES = 128
HEARD_GAMES = 4096
# A read is trusted this long without a newer version heard: what changes without one (a
# seat given to another member, the spectator setting, a pause) shows this late at most.
SNAPSHOT_SECONDS = 3.0


class TableService(Service):
    def __init__(self, core: HostCore, turns: TurnService, views: ViewService) -> None:
        super().__init__(core)
        self.turns = turns
        self.views = views
        # The latest story page a reader saw, by (game, version, language, seat): every open
        # page fetches the table again after each move, and more games are watched than the
        # host keeps whole stories of (a page of text each, so many fit).
        self._stories: LRU[tuple[int, int, str, int | None], str] = LRU(STORY_PAGES)
        # game id -> (version, positions with their move's events, first step of each round)
        self._replays: LRU[int, tuple[int, list[tuple[Any, Any]], tuple[int, ...]]] = LRU(
            REPLAY_CACHE_GAMES)
        self._snapshots: LRU[int, TableSnapshot] = LRU(SNAPSHOT_GAMES)
        self._heard: LRU[int, int] = LRU(HEARD_GAMES)
        self._reading: dict[int, asyncio.Future[TableSnapshot]] = {}
        self._serials = itertools.count(1)
        core.live.follow(self._changed)

    def _changed(self, change: Change) -> None:
        """The live feed told of a committed change: the kept read is stale below it (and
        at once for a note: what the pages show beside the position changed)."""
        if change.note:
            self.forget(change.game_id)
        if change.version > self._heard.get(change.game_id, -1):
            self._heard[change.game_id] = change.version

    async def snapshot(self, game_id: int, *, fresh: bool = False) -> TableSnapshot:
        """The game, its seats and whether it may be watched: the kept read while no newer
        version was heard of (and it is recent), else one read of the store shared by every
        page asking meanwhile. ``fresh``: read the store now (before refusing a member)."""
        if fresh:
            return await self._read(game_id)
        read = None
        for _ in range(3):
            kept = self._snapshots.get(game_id)
            if kept is not None and kept.version >= self._heard.get(game_id, -1) \
                    and time.monotonic() - kept.read_at < SNAPSHOT_SECONDS:
                return kept
            reading = self._reading.get(game_id)
            if reading is None or reading.done():
                # A task of its own: a page that goes away does not cancel the others' read.
                reading = self._reading[game_id] = asyncio.ensure_future(self._read(game_id))
                reading.add_done_callback(
                    lambda done: self._reading.pop(game_id, None)
                    if self._reading.get(game_id) is done else None)
            read = await asyncio.shield(reading)
            # A read begun before the version this page was told of: read again.
            if read.version >= self._heard.get(game_id, -1):
                return read
        assert read is not None
        return read

    async def _read(self, game_id: int) -> TableSnapshot:
        async with self.core.db.read() as conn:
            row = await games_db.get_game(conn, game_id)
            if row is None:
                raise HostError(Msg("web-no-game"))
            seats = tuple(await seats_in(conn, game_id))
            watch = row.guild_id is not None and await web_db.spectators(conn, row.guild_id)
            votes: tuple[int, ...] = ()
            undoable = False
            if row.status == "active":
                votes = await games_db.undo_votes(conn, game_id, row.version)
                last = await games_db.last_move(conn, game_id)
                undoable = last is not None and not last.reveals
        now = time.monotonic()
        kept = self._snapshots.get(game_id)
        if kept is not None and (kept.row, kept.seats, kept.spectators, kept.undo_votes,
                                 kept.undoable) == (row, seats, watch, votes, undoable):
            read = replace(kept, read_at=now)   # unchanged: the pages' rendering still holds
        else:
            read = TableSnapshot(row, seats, watch, next(self._serials), now, votes, undoable)
        if kept is None or read.version >= kept.version:   # never back over a newer read
            self._snapshots[game_id] = read
        return read

    def forget(self, game_id: int) -> None:
        """Read the game from the store again next time (its row was changed in place)."""
        self._snapshots.pop(game_id, None)

    async def game(self, game_id: int) -> GameRow:
        async with self.core.db.read() as conn:
            row = await games_db.get_game(conn, game_id)
        if row is None:
            raise HostError(Msg("web-no-game"))
        return row

    async def seat_of(self, game_id: int, user_id: int) -> SeatInfo | None:
        return self.core.seat_of(await self.core.seats(game_id), user_id)

    async def table(self, game_id: int, user_id: int | None,
                    lang: str = DEFAULT_LANGUAGE, *, story: bool = True) -> TableInfo:
        """The game as ``user_id`` may see it (None: the public view only)."""
        return await self.table_of(await self.snapshot(game_id), user_id, lang, story=story)

    async def table_of(self, snap: TableSnapshot, user_id: int | None,
                       lang: str = DEFAULT_LANGUAGE, *, story: bool = True) -> TableInfo:
        """:meth:`table` from a read of the game (:meth:`snapshot`)."""
        row, seats = snap.row, snap.seats
        engine = self.core.engine(row.key)
        me = snap.seat_of(user_id) if user_id is not None else None
        viewer = me.seat if me is not None else None
        if row.state is None:
            return TableInfo(row.id, row.channel_id, row.guild_id, row.key, engine.title,
                             row.status, row.version, seats, viewer, None, (), (), None, "")
        state = self.core.state(row)
        view = engine.view(state, viewer)
        running = row.status in ("active", "paused")
        waiting = self.core.decisions(engine, state, seats, public=True) if running else ()
        mine: tuple[DecisionInfo, ...] = ()
        if me is not None and row.status == "active":
            try:
                options = await self.turns.options(row.channel_id, me.user_id or 0)
            except HostError:   # the game ended meanwhile: its hint is on its way
                options = None
            # Only this version's choices: a newer version's stamps beside this version's
            # board would answer a decision the page does not show (its hint follows).
            if options is not None and options.game_id == row.id \
                    and options.version == row.version:
                mine = options.decisions
        results = self.core.results(row, state, list(seats), row.result)
        told = ""
        if story and row.version > 0:
            key = (row.id, row.version, lang, viewer)
            cached = self._stories.get(key)
            if cached is None:
                try:
                    page = await self.views.log_page(row.channel_id, user_id, game_id=row.id,
                                                     lang=lang, known=(row, list(seats)))
                    cached = page.text
                except HostError:
                    cached = ""
                self._stories[key] = cached
            told = cached
        question = None
        if me is not None and running:
            question = Msg("resign-confirm", {"plays_on": "yes" if plays_on(list(seats),
                                                                            me.seat) else "no"})
        return TableInfo(row.id, row.channel_id, row.guild_id, row.key, engine.title,
                         row.status, row.version, seats, viewer, view, waiting, mine,
                         results, told, snap.undo_votes if running else (), question,
                         snap.undoable and row.status == "active")

    async def my_tables(self, guild_id: int | None, user_id: int) -> list[MyTable]:
        """The member's lobbies and running games on the server, waiting-on-me first (the
        list of ``/game mine``)."""
        async with self.core.db.read() as conn:
            found = await results_db.open_seats(conn, guild_id, user_id)
        return [MyTable(g.game_id, g.key, g.status, g.waiting_on_me, g.last_move_at)
                for g in found]

    async def replay_step(self, game_id: int, step: int | None,
                          lang: str = DEFAULT_LANGUAGE) -> ReplayStep:
        """A finished game after ``step`` moves (None: the end), rebuilt from its log."""
        row = await self.game(game_id)
        if row.status not in ("finished", "aborted") or row.state is None:
            raise HostError(Msg("web-replay-not-over"))
        engine = self.core.engine(row.key)
        seats = tuple(await self.core.seats(row.id))
        cached = self._replays.get(row.id)
        if cached is None or cached[0] != row.version:
            async with self.core.db.read() as conn:
                moves = [(m.seat, m.option_id) for m in await games_db.moves(conn, row.id)]
            made = await asyncio.to_thread(_positions, row, len(seats), moves)
            self._replays[row.id] = cached = (row.version, *made)
        _, positions, rounds = cached
        steps = len(positions) - 1
        at = steps if step is None else min(max(step, 0), steps)
        view = engine.view(positions[at][0], None)
        said = texts.events_text(positions[at][1], list(seats), lang) if at else ""
        return ReplayStep(row.id, row.key, engine.title, seats, at, steps, view,
                          view.get("round"), tuple(rounds), said)

    async def play(self, game_id: int, user_id: int, option_id: str, stamp: int | None,
                   request_id: str) -> MoveOutcome:
        """A move from the page: exactly ``/play``'s host call, for this game only."""
        row = await self.game(game_id)
        if row.status not in ("active", "paused"):
            raise HostError(Msg("web-game-over"))
        outcome = await self.turns.act(row.channel_id, user_id, option_id, stamp,
                                       request_id=request_id, game_id=row.id)
        # The page reads the table again at once, maybe before PostgreSQL's notification
        # of this very move reaches this process: the kept read is stale already.
        self._changed(Change(row.id, outcome.version, row.channel_id, row.guild_id))
        return outcome


def _positions(row: GameRow, players: int, moves: list[tuple[int, str]]
               ) -> tuple[list[tuple[Any, Any]], tuple[int, ...]]:
    """Every position of the game from its seed and moves, each with the events of the
    move that made it, and the first step of each round (off the event loop: engines are
    pure)."""
    engine = rules.get_engine(row.key)
    state = engine.new_game(players, row.seed, row.options)
    out: list[tuple[Any, Any]] = [(state, [])]
    rounds = [0]
    last = engine.view(state, None).get("round")
    for seat, option_id in moves:
        try:
            state = engine.apply(state, seat, option_id)
        except IllegalMove:   # a log that no longer replays (rules changed): stop there
            break
        out.append((state, engine.last_events(state)))
        now = engine.view(state, None).get("round")
        if now != last:
            rounds.append(len(out) - 1)
            last = now
    return out, tuple(rounds)
