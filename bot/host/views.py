"""Looking at a game: status, boards, the log, scores and a player's private view."""

from __future__ import annotations

import asyncio

from bot import images, texts
from bot.host import story
from bot.host.clocks import clock_text
from bot.host.core import HostCore, Service
from bot.host.lobby import LobbyService
from bot.host.lru import LRU
from bot.host.seats import find_seat, seat_choices
from bot.host.turns import TurnService
from bot.i18n import DEFAULT_LANGUAGE, Msg, localize, localizer, tr
from bot.outcomes import (
    BoardInfo,
    HostError,
    LogEntry,
    LogFile,
    LogPage,
    PrivateInfo,
    Results,
    SeatInfo,
    StatusInfo,
)
from bot.store import games as games_db
from bot.store import reminders as reminders_db
from bot.store.games import GameRow

# Stories are rebuilt from the log on demand; the recent ones spare a replay per page and
# are told on by each new move (the web table reads every watched game's after each move).
STORY_CACHE_GAMES = 64
# Told on by this many new moves at most, a story is told on the event loop: a thread
# would cost more than the few moves it replays.
TOLD_HERE = 3


class ViewService(Service):
    def __init__(self, core: HostCore, lobby: LobbyService, turns: TurnService) -> None:
        super().__init__(core)
        self.lobby = lobby
        self.turns = turns
        # game id -> (version and seats, story): the names are in the sentences
        self.stories: LRU[int, tuple[tuple[int, tuple[SeatInfo, ...]], story.Story]] = LRU(
            STORY_CACHE_GAMES)

    async def private_info(self, channel_id: int, user_id: int,
                           lang: str = DEFAULT_LANGUAGE) -> PrivateInfo:
        """The caller's own secrets (their view minus the public one) and their choices.

        Only for the caller: a front end shows it ephemerally or by direct message.
        """
        row = await self.core.running_game(channel_id)
        seats = await self.core.seats(row.id)
        me = self.core.seat_of(seats, user_id)
        if me is None:
            raise HostError(Msg("view-nothing-private"))
        engine = self.core.engine(row.key)
        state = self.core.state(row)
        lines = texts.private_lines(engine.view(state, me.seat), engine.view(state, None), lang)
        text = tr(lang, "view-only-for-you", name=me.name) + "\n" + "\n".join(lines) \
            if lines else ""
        mine = await self.turns.options(channel_id, user_id)
        return PrivateInfo(row.id, mine.version, text, mine.decisions, mine.paused)

    async def seat_choices(self, channel_id: int, typed: str,
                           lang: str = DEFAULT_LANGUAGE) -> list[tuple[str, str]]:
        """(label, seat number) suggestions for an option that names a player of this
        channel's game (the open one, else the last one played here)."""
        async with self.core.db.read() as conn:
            row = await games_db.last_game_in(conn, channel_id)
        return [] if row is None else seat_choices(await self.core.seats(row.id), typed, lang)

    async def game_key(self, channel_id: int) -> str | None:
        """Which game this channel plays (the open one, else the last), if any."""
        async with self.core.db.read() as conn:
            row = await games_db.last_game_in(conn, channel_id)
        return None if row is None else row.key

    # ----- looking at a game -----------------------------------------------------------
    async def status(self, channel_id: int, lang: str = DEFAULT_LANGUAGE) -> StatusInfo:
        """The open game, else the last one played here (finished or aborted)."""
        async with self.core.db.read() as conn:
            row = await games_db.last_game_in(conn, channel_id)
        if row is None:
            raise HostError(Msg("view-no-game"))
        seats = await self.core.seats(row.id)
        engine = self.core.engine(row.key)
        if row.state is None:  # a lobby, or one closed before it started
            text = localize(self.lobby.lobby_info(row, seats).text, lang) \
                if row.status == "lobby" else tr(lang, "view-lobby-closed",
                                                 title=texts.title(row.key, lang, engine.title))
            return StatusInfo(row.id, row.channel_id, row.key, engine.title, row.status,
                              row.version, tuple(seats), (), text)
        state = self.core.state(row)
        waiting = () if row.status in ("finished", "aborted") else self.core.decisions(
            engine, state, seats, public=True)
        view = engine.view(state, None)
        if row.status in ("finished", "aborted"):
            view = {**view, "to_act": []}  # a resigned or aborted game waits on nobody
        text = texts.board_text(row.key, view, seats, lang, engine.title)
        if row.status in ("paused", "aborted", "finished"):
            text += "\n" + tr(lang, f"view-status-{row.status}")
        for d in waiting:
            text += "\n" + tr(lang, "view-waiting-for", name=d.name,
                              prompt=localize(d.prompt, lang))
        if row.status == "active":
            text += await self._clocks(row, seats, lang)
        return StatusInfo(row.id, row.channel_id, row.key, engine.title, row.status,
                          row.version, tuple(seats), waiting, text)

    async def _clocks(self, row: GameRow, seats: list[SeatInfo], lang: str) -> str:
        """One line per waiting member: when their next reminder and the timeout are due."""
        async with self.core.db.read() as conn:
            clocks = await reminders_db.for_game(conn, row.id)
        names = {s.user_id: s.name for s in seats if s.user_id is not None}
        return "".join("\n" + tr(lang, "view-clock", name=names[c.user_id], when=clock_text(
            lang, c.next_due, c.timeout_due, c.timeout_sent))
            for c in clocks if c.user_id in names)

    async def board(self, channel_id: int, player: str | None = None,
                    lang: str = DEFAULT_LANGUAGE) -> BoardInfo:
        """The shared board, or one player's board (by seat number, name or user id),
        of the running game or else the last one played here."""
        async with self.core.db.read() as conn:
            row = await games_db.last_game_in(conn, channel_id)
        if row is None or row.state is None:
            raise HostError(Msg("view-no-board"))
        seats = await self.core.seats(row.id)
        engine = self.core.engine(row.key)
        state = self.core.state(row)
        view = engine.view(state, None)
        chosen: list[int] = []
        if player:
            chosen = [find_seat(seats, player, prefix=True).seat]
        names = self.core.names(seats, lang)
        pics = await images.draw(row.key, view, chosen, shared=not chosen, names=names,
                                 say=localizer(lang))
        if not chosen and pics:
            # Everyone at a glance first: the one picture that reads whole on a phone.
            pics = await images.draw_glance(row.key, view, names, say=localizer(lang)) + pics
        text = texts.board_text(row.key, view, seats, lang, engine.title)
        return BoardInfo(row.id, pics, text)

    # ----- the game's story (bot.host.story) --------------------------------------------
    async def _story(self, channel_id: int, game_id: int | None = None,
                     lang: str = DEFAULT_LANGUAGE,
                     known: tuple[GameRow, list[SeatInfo]] | None = None,
                     ) -> tuple[GameRow, list[SeatInfo], story.Story]:
        """The story of the channel's game (open, else the last one), or of ``game_id``
        (whose row and seats are ``known`` when given: then only its moves are read, and
        not even those while its story at this version is kept)."""
        moves = None
        if known is not None and known[0].channel_id == channel_id:
            row, seats = known
        else:
            async with self.core.db.read() as conn:
                found = (await games_db.get_game(conn, game_id) if game_id is not None
                         else await games_db.last_game_in(conn, channel_id))
                if found is None or (game_id is not None and found.channel_id != channel_id):
                    raise HostError(Msg("view-no-game-yet"))
                row = found
                moves = await games_db.moves(conn, row.id, include_undone=True)
            seats = await self.core.seats(row.id)
        # Every move and undo bumps the version; a replaced player changes the seats.
        key = (row.version, tuple(seats), lang)
        cached = self.stories.get(row.id)
        if cached is not None and cached[0] == key:
            return row, seats, cached[1]
        if moves is None:
            async with self.core.db.read() as conn:
                moves = await games_db.moves(conn, row.id, include_undone=True)
        # The same seats and language: told on from the story kept, for the new moves only.
        since = cached[1] if cached is not None and cached[0][1:] == key[1:] else None
        engine = self.core.engine(row.key)
        if since is not None and len(moves) - len(since.moves) <= TOLD_HERE:
            told = story.build(engine, row, seats, moves, lang, since)   # a move or two
        else:
            # Replaying a long game takes up to ~0.1 s: off the event loop (engines are pure).
            told = await asyncio.to_thread(story.build, engine, row, seats, moves, lang, since)
        self.stories[row.id] = (key, told)
        return row, seats, told

    async def log(self, channel_id: int, limit: int = 20) -> list[LogEntry]:
        """The latest moves of this channel's game (open, else the last one played), each
        in words (undone ones included, marked)."""
        _, seats, told = await self._story(channel_id)
        moves = told.moves
        return [LogEntry(m.seq, m.seat, texts.seat_name(seats, m.seat), m.option_id, m.text(),
                         m.played_at, m.undone, m.round)
                for m in moves[-max(1, limit):]]

    async def log_page(self, channel_id: int, user_id: int | None = None, *,
                       round_number: int | None = None, page: int | None = None,
                       game_id: int | None = None, lang: str = DEFAULT_LANGUAGE,
                       known: tuple[GameRow, list[SeatInfo]] | None = None) -> LogPage:
        """One page of the story, oldest first. Without ``page``: for a player of the game,
        the page where "since your last move" begins; else the latest page. With
        ``round_number``: that round only. ``known``: the game's row and seats, just read
        by the caller (the web table's), so that only the moves are read."""
        row, seats, told = await self._story(channel_id, game_id, lang, known)
        if round_number is not None and round_number not in told.rounds():
            played = told.rounds()
            raise HostError(Msg(texts.for_game("view-round-no-moves", row.key), {
                "round": round_number, "played": len(played),
                "first": played[0] if played else 0, "last": played[-1] if played else 0}))
        me = self.core.seat_of(seats, user_id) if user_id is not None else None
        mine = told.last_turn_of(me.seat) if me is not None and round_number is None else None
        since = mine.last_seq if mine is not None else None
        pages = told.pages(round_number, since)
        if not pages:
            return LogPage(row.id, told.title, 0, 1, round_number,
                           tr(lang, texts.for_game("view-log-heading", row.key),
                              title=told.title, round="all", new="yes", page=1, pages=1),
                           tr(lang, "view-log-no-moves"))
        if page is None:
            number = told.marked_page(pages) if since is not None else len(pages) - 1
        else:
            number = min(max(page, 0), len(pages) - 1)
        stale = since is not None and page is None and number == len(pages) - 1 and not any(
            story.since_mark(lang) in p.lines for p in pages)
        heading = tr(lang, texts.for_game("view-log-heading", row.key), title=told.title,
                     round=round_number if round_number is not None else "all",
                     new="no" if stale else "yes", page=number + 1, pages=len(pages))
        return LogPage(row.id, told.title, number, len(pages), round_number, heading,
                       pages[number].text)

    async def log_file(self, channel_id: int, game_id: int | None = None,
                       lang: str = DEFAULT_LANGUAGE) -> LogFile:
        """The whole story as a text file to download."""
        row, _, told = await self._story(channel_id, game_id, lang)
        return LogFile(row.id, f"{row.key}-game-{row.id}-log.txt", told.full_text())

    async def score(self, channel_id: int) -> Results:
        """Scores so far, or the final results of the channel's last game."""
        async with self.core.db.read() as conn:
            row = await games_db.last_game_in(conn, channel_id)
        if row is None or row.state is None:
            raise HostError(Msg("view-no-score"))
        seats = await self.core.seats(row.id)
        return self.core.results(row, self.core.state(row), seats, row.result)
