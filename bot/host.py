"""GameHost: the service every front end drives (Discord cogs, the console, tests).

Methods take plain ids and names and return the dataclasses of ``bot.outcomes``; a
refusal raises :class:`HostError` with a sentence for the user, and changes nothing.
Moderator checks (Discord permissions, the server's role) are the caller's job: it
passes ``is_moderator``.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import rules
from bot import images, texts
from bot.host_core import MOVED_ON, HostCore
from bot.moderation import ModerationMixin
from bot.notices import NoticesMixin
from bot.outcomes import (
    BoardInfo,
    HostError,
    LobbyInfo,
    LogEntry,
    MoveOutcome,
    OptionsInfo,
    PrivateInfo,
    Results,
    SeatInfo,
    StartOutcome,
    StatusInfo,
    UndoOutcome,
)
from bot.rebuild import load_running_games
from bot.stats import StatsMixin
from bot.store import games as games_db
from bot.store import settings as settings_db
from bot.store.games import GameRow
from rules import Engine, IllegalMove, State

log = logging.getLogger(__name__)


class GameHost(ModerationMixin, NoticesMixin, StatsMixin, HostCore):
    # ----- start-up --------------------------------------------------------------------
    async def resume_all(self) -> list[int]:
        """Load every running game (verifying its snapshot against the move log)."""
        loaded = await load_running_games(self.db)
        for game_id, version, state in loaded:
            self._remember(game_id, version, state)
        return [game_id for game_id, _, _ in loaded]

    # ----- lobby -----------------------------------------------------------------------
    async def new_game(self, channel_id: int, guild_id: int | None, user_id: int, name: str,
                       key: str, players: int | None = None,
                       options: Mapping[str, Any] | None = None, *,
                       settings_channel_id: int | None = None) -> LobbyInfo:
        """Open a lobby in the channel with its creator seated.

        ``settings_channel_id``: where the channel settings live when the game gets a
        new thread (the parent channel).
        """
        engine = self._engine(key)
        if players is not None and not engine.min_players <= players <= engine.max_players:
            raise HostError(f"{engine.title} is for {engine.min_players} to "
                            f"{engine.max_players} players, not {players}.")
        config = await self.channel_config(settings_channel_id or channel_id, guild_id)
        if config.allowed_games is not None and key not in config.allowed_games:
            allowed = ", ".join(config.allowed_games) or "none"
            raise HostError(f"{engine.title} is not played in this channel (allowed: {allowed}).")
        try:
            engine.new_game(players or engine.min_players, 0, options)  # checks the options
        except IllegalMove as error:
            raise HostError(str(error)) from None
        async with self._lock(channel_id), self.db.transaction() as conn:
            if await games_db.open_game_in(conn, channel_id) is not None:
                raise HostError("This channel already has a game. Finish or leave it first,"
                                " or ask a moderator to abort it.")
            game_id = await games_db.create_game(
                conn, guild_id=guild_id, channel_id=channel_id, key=key,
                seed=self._seeds(), options=dict(options or {}), players_wanted=players,
                reminder_hours=config.reminder_hours, timeout_hours=config.timeout_hours,
                created_by=user_id, now=self.clock())
            await games_db.add_seat(conn, game_id, user_id, name)
        return await self.lobby(channel_id)

    async def lobby(self, channel_id: int) -> LobbyInfo:
        row = await self._open_game(channel_id)
        return self._lobby_info(row, await self._seats(row.id))

    def _lobby_info(self, row: GameRow, seats: list[SeatInfo]) -> LobbyInfo:
        engine = self._engine(row.key)
        names = texts.names_list([s.name for s in seats])
        if row.status == "lobby":
            wanted = row.players_wanted
            if wanted or engine.min_players == engine.max_players:
                count = f"{len(seats)} of {wanted or engine.max_players}"
            else:
                count = (f"{len(seats)} joined; {engine.min_players} to "
                         f"{engine.max_players} may play")
            text = f"{engine.title} lobby: {names} ({count})."
            ready = len(seats) == wanted if wanted else len(seats) >= engine.min_players
            text += (" Ready: /game start to begin." if ready else " /game join to take a seat.")
            note = texts.setup_house_note(engine, max(len(seats), row.players_wanted or 0),
                                          row.seed, row.options)
            if note:
                text += "\n" + note
        else:
            text = f"{engine.title}: seat order {texts.seat_order(seats)}."
        return LobbyInfo(row.id, row.channel_id, row.key, engine.title, engine.min_players,
                         engine.max_players, row.players_wanted, tuple(seats), text)

    async def join(self, channel_id: int, user_id: int, name: str) -> LobbyInfo:
        async with self._lock(channel_id):
            row = await self._open_game(channel_id)
            if row.status != "lobby":
                raise HostError("This game has already started; you can watch it here.")
            engine = self._engine(row.key)
            seats = await self._seats(row.id)
            if self._seat_of(seats, user_id):
                raise HostError("You are already in this game.")
            limit = row.players_wanted or engine.max_players
            if len(seats) >= limit:
                raise HostError(f"The game is full ({limit} players).")
            async with self.db.transaction() as conn:
                await games_db.add_seat(conn, row.id, user_id, name)
            return self._lobby_info(row, await self._seats(row.id))

    async def leave(self, channel_id: int, user_id: int) -> LobbyInfo | None:
        """Leave a lobby; the lobby closes when its last player leaves (returns None)."""
        async with self._lock(channel_id):
            row = await self._open_game(channel_id)
            if row.status != "lobby":
                raise HostError("The game has started: use /game resign to give up your seat.")
            seats = await self._seats(row.id)
            if not self._seat_of(seats, user_id):
                raise HostError("You are not in this game.")
            async with self.db.transaction() as conn:
                await games_db.remove_seat(conn, row.id, user_id)
                if len(seats) == 1:
                    await games_db.end_game(conn, row.id, "aborted", None, self.clock())
            if len(seats) == 1:
                return None
            return self._lobby_info(row, await self._seats(row.id))

    async def start(self, channel_id: int, user_id: int,
                    is_moderator: bool = False) -> StartOutcome:
        """Start the lobby: seats are shuffled from the game's seed, then shown."""
        async with self._lock(channel_id):
            row = await self._open_game(channel_id)
            if row.status != "lobby":
                raise HostError("This game has already started.")
            seats = await self._seats(row.id)
            if not self._seat_of(seats, user_id) and not is_moderator:
                raise HostError("Only a player in this game (or a moderator) can start it.")
            engine = self._engine(row.key)
            if row.players_wanted and len(seats) != row.players_wanted:
                raise HostError(f"Waiting for players: {len(seats)} of {row.players_wanted}"
                                " have joined.")
            if not engine.min_players <= len(seats) <= engine.max_players:
                raise HostError(f"{engine.title} needs {engine.min_players} to "
                                f"{engine.max_players} players; {len(seats)} joined.")
            order = rules.core.Rng(row.seed ^ 0x5EA7).shuffled(seats)
            try:
                state = engine.new_game(len(seats), row.seed, row.options)
            except IllegalMove as error:
                raise HostError(str(error)) from None
            now = self.clock()
            ordered = [SeatInfo(i, s.user_id, s.name) for i, s in enumerate(order)]
            started = GameRow(**{**row.__dict__, "status": "active", "version": row.version + 1})
            async with self.db.transaction() as conn:
                await games_db.set_seats(conn, row.id, [(s.user_id, s.name) for s in ordered])
                await games_db.start_game(conn, row.id, engine.to_json(state),
                                          engine.rules_version, now)
                await self._sync_reminders(conn, started, state, ordered, now)
            self._remember(row.id, started.version, state)
            lobby = self._lobby_info(started, ordered)
            header = f"{engine.title} begins. {lobby.text}"
            note = texts.house_note(engine.view(state, None))
            move = await self._outcome(started, started.version, state, ordered,
                                       engine.last_events(state), [],
                                       header=f"{header}\n{note}" if note else header)
            return StartOutcome(lobby, move)

    # ----- play ------------------------------------------------------------------------
    async def options(self, channel_id: int, user_id: int) -> OptionsInfo:
        """The caller's pending decisions (none when it is not their turn)."""
        row = await self._running_game(channel_id)
        seats = await self._seats(row.id)
        engine = self._engine(row.key)
        me = self._seat_of(seats, user_id)
        mine = () if me is None or row.status != "active" else tuple(
            d for d in self._decisions(engine, self._state(row), seats, public=False)
            if d.seat == me.seat)
        return OptionsInfo(row.id, row.version, mine)

    async def act(self, channel_id: int, user_id: int, option_id: str,
                  expected_version: int | None = None) -> MoveOutcome:
        """Play one option for the caller's seat, as one transaction."""
        async with self._lock(channel_id):
            row = await self._running_game(channel_id)
            seats = await self._seats(row.id)
            me = self._seat_of(seats, user_id)
            if me is None:
                raise HostError("You are not playing in this game.")
            return await self._play(row, seats, me.seat, option_id.strip(), user_id,
                                    expected_version)

    async def _play(self, row: GameRow, seats: list[SeatInfo], seat: int, option_id: str,
                    user_id: int | None, expected_version: int | None,
                    header: str = "") -> MoveOutcome:
        """Apply and store one move; the caller holds the channel lock."""
        if row.status == "paused":
            raise HostError("The game is paused by a moderator; moves wait until it resumes.")
        if expected_version is not None and expected_version != row.version:
            raise HostError(MOVED_ON)
        engine = self._engine(row.key)
        state = self._state(row)
        try:
            new = engine.apply(state, seat, option_id)
        except IllegalMove as error:
            raise HostError(str(error)) from None
        events = engine.last_events(new)
        reveals = any(ev.get("reveals") for ev in events)
        now = self.clock()
        over = engine.is_over(new)
        places = self._places(engine, new, seats) if over else None
        async with self.db.transaction() as conn:
            if not await games_db.save_state(conn, row.id, row.version, engine.to_json(new)):
                raise HostError(MOVED_ON)
            await games_db.append_move(conn, row.id, seat, option_id, user_id, now, events,
                                       reveals)
            if over:
                await games_db.end_game(conn, row.id, "finished", places, now)
            else:
                await self._sync_reminders(conn, row, new, seats, now)
        version = row.version + 1 + (1 if over else 0)
        self._remember(row.id, version, new)
        after = GameRow(**{**row.__dict__, "version": version,
                           "status": "finished" if over else row.status,
                           "end_reason": "finished" if over else None})
        results = self._results(after, new, seats, places) if over else None
        return await self._outcome(after, version, new, seats, events, [seat], header=header,
                                   results=results)

    async def private_info(self, channel_id: int, user_id: int) -> PrivateInfo:
        """The caller's own secrets (their view minus the public one) and their choices.

        Only for the caller: a front end shows it ephemerally or by direct message.
        """
        row = await self._running_game(channel_id)
        seats = await self._seats(row.id)
        me = self._seat_of(seats, user_id)
        if me is None:
            raise HostError("You are not playing in this game, so there is nothing private "
                            "to show you.")
        engine = self._engine(row.key)
        state = self._state(row)
        lines = texts.private_lines(engine.view(state, me.seat), engine.view(state, None))
        text = f"Only for you, {me.name}:\n" + "\n".join(lines) if lines else ""
        mine = await self.options(channel_id, user_id)
        return PrivateInfo(row.id, mine.version, text, mine.decisions)

    # ----- looking at a game -----------------------------------------------------------
    async def status(self, channel_id: int) -> StatusInfo:
        """The open game, else the last one played here (finished or aborted)."""
        async with self.db.read() as conn:
            row = await games_db.last_game_in(conn, channel_id)
        if row is None:
            raise HostError("There is no game in this channel. Start one with /game new.")
        seats = await self._seats(row.id)
        engine = self._engine(row.key)
        if row.state is None:  # a lobby, or one closed before it started
            text = (self._lobby_info(row, seats).text if row.status == "lobby" else
                    f"The last {engine.title} lobby here closed. Start one with /game new.")
            return StatusInfo(row.id, row.channel_id, row.key, engine.title, row.status,
                              row.version, tuple(seats), (), text)
        state = self._state(row)
        waiting = () if row.status in ("finished", "aborted") else self._decisions(
            engine, state, seats, public=True)
        view = engine.view(state, None)
        text = texts.board_text(engine.title, view, seats)
        if row.status == "paused":
            text += "\nThe game is paused by a moderator."
        elif row.status == "aborted":
            text += "\nThis game was aborted. Start a new one with /game new."
        elif row.status == "finished":
            text += "\nThis game is over: /game score for the results."
        for d in waiting:
            text += f"\nWaiting for {d.name}: {d.prompt}"
        return StatusInfo(row.id, row.channel_id, row.key, engine.title, row.status,
                          row.version, tuple(seats), waiting, text)

    async def board(self, channel_id: int, player: str | None = None) -> BoardInfo:
        """The shared board, or one player's board (by seat number, name or user id),
        of the running game or else the last one played here."""
        async with self.db.read() as conn:
            row = await games_db.last_game_in(conn, channel_id)
        if row is None or row.state is None:
            raise HostError("There is no board to show: no game has started in this channel.")
        seats = await self._seats(row.id)
        engine = self._engine(row.key)
        state = self._state(row)
        view = engine.view(state, None)
        chosen: list[int] = []
        if player:
            chosen = [self._find_seat(seats, player).seat]
        pics = await images.draw(row.key, view, chosen, shared=not chosen,
                                 names=self._names(seats))
        text = texts.board_text(engine.title, view, seats)
        return BoardInfo(row.id, pics, text)

    @staticmethod
    def _find_seat(seats: list[SeatInfo], who: str) -> SeatInfo:
        who = who.strip().lstrip("@")
        for s in seats:
            if who.isdigit() and (int(who) == s.seat + 1 or int(who) == s.user_id):
                return s
        matches = [s for s in seats if s.name.casefold() == who.casefold()] or [
            s for s in seats if s.name.casefold().startswith(who.casefold())]
        if len(matches) == 1:
            return matches[0]
        names = ", ".join(f"{s.seat + 1}. {s.name}" for s in seats)
        raise HostError(f"No single player matches “{who}”. Players: {names}.")

    async def log(self, channel_id: int, limit: int = 20) -> list[LogEntry]:
        """The latest moves of this channel's game (open, else the last one played)."""
        async with self.db.read() as conn:
            row = await games_db.last_game_in(conn, channel_id)
            if row is None:
                raise HostError("No game has been played in this channel yet.")
            moves = await games_db.moves(conn, row.id, include_undone=True)
        seats = await self._seats(row.id)
        return [LogEntry(m.seq, m.seat, texts.seat_name(seats, m.seat), m.option_id,
                         texts.events_text(m.events, seats) or m.option_id, m.played_at, m.undone)
                for m in moves[-max(1, limit):]]

    async def score(self, channel_id: int) -> Results:
        """Scores so far, or the final results of the channel's last game."""
        async with self.db.read() as conn:
            row = await games_db.last_game_in(conn, channel_id)
        if row is None or row.state is None:
            raise HostError("There is no game with a score in this channel yet.")
        seats = await self._seats(row.id)
        return self._results(row, self._state(row), seats, row.result)

    # ----- undo, resign, abort ---------------------------------------------------------
    async def undo(self, channel_id: int, user_id: int, is_moderator: bool = False
                   ) -> UndoOutcome:
        """Take back the last move: a moderator at once, otherwise once every player agrees.

        Never past a move that revealed hidden or random information.
        """
        async with self._lock(channel_id):
            row = await self._running_game(channel_id)
            if row.status == "paused":
                raise HostError("The game is paused; a moderator can resume it first.")
            seats = await self._seats(row.id)
            if not is_moderator and self._seat_of(seats, user_id) is None:
                raise HostError("Only the players (or a moderator) can undo a move.")
            async with self.db.read() as conn:
                last = await games_db.last_move(conn, row.id)
            if last is None:
                raise HostError("There is no move to undo yet.")
            if last.reveals:
                raise HostError("The last move turned up hidden or random information, "
                                "so it cannot be undone.")
            what = texts.events_text(last.events, seats) or last.option_id
            who = texts.seat_name(seats, last.seat)
            players = {s.user_id for s in seats if s.user_id is not None}
            if not is_moderator:
                async with self.db.transaction() as conn:
                    agreed = await games_db.add_undo_vote(conn, row.id, row.version, user_id)
                missing = tuple(sorted(players - agreed))
                if missing:
                    return UndoOutcome(False, f"Undo of {who}'s move ({what}) needs every "
                                       "player to agree: the others can /game undo too.",
                                       missing)
            return await self._undo_last(row, seats, last.seq, f"Undone: {who}'s move ({what}).")

    async def _undo_last(self, row: GameRow, seats: list[SeatInfo], seq: int,
                         text: str) -> UndoOutcome:
        engine = self._engine(row.key)
        async with self.db.read() as conn:
            kept = [m for m in await games_db.moves(conn, row.id) if m.seq != seq]
        state = self._replay(row, len(seats), [(m.seat, m.option_id) for m in kept])
        now = self.clock()
        async with self.db.transaction() as conn:
            if not await games_db.save_state(conn, row.id, row.version, engine.to_json(state)):
                raise HostError(MOVED_ON)
            await games_db.mark_undone(conn, row.id, seq, now)
            await self._sync_reminders(conn, row, state, seats, now)
        version = row.version + 1
        self._remember(row.id, version, state)
        move = await self._outcome(row, version, state, seats, [], [], header=text)
        return UndoOutcome(True, text, (), move)

    @staticmethod
    def _replay(row: GameRow, players: int, moves: list[tuple[int, str]]) -> State:
        try:
            return rules.replay(row.key, players, row.seed, row.options, moves)
        except IllegalMove as error:  # pragma: no cover - a log that no longer replays
            raise HostError(f"The move log no longer replays ({error}).") from None

    async def resign(self, channel_id: int, user_id: int) -> MoveOutcome:
        """Give up: the game ends, the resigning player is placed last."""
        async with self._lock(channel_id):
            row = await self._running_game(channel_id)
            seats = await self._seats(row.id)
            me = self._seat_of(seats, user_id)
            if me is None:
                raise HostError("You are not playing in this game.")
            return await self._end(row, seats, "resigned", resigned=me.seat,
                                   header=f"{me.name} resigns.")

    async def abort(self, channel_id: int, user_id: int, is_moderator: bool = False) -> str:
        """End the game with no result (moderators, or the creator while in the lobby)."""
        async with self._lock(channel_id):
            row = await self._open_game(channel_id)
            if not is_moderator and not (row.status == "lobby" and row.created_by == user_id):
                raise HostError("Only a moderator can abort a game (the creator may close "
                                "their own lobby).")
            async with self.db.transaction() as conn:
                await games_db.end_game(conn, row.id, "aborted", None, self.clock())
            self._states.pop(row.id, None)
            return f"The {self._engine(row.key).title} game was aborted. Nothing is scored."

    async def _end(self, row: GameRow, seats: list[SeatInfo], reason: str, *,
                   resigned: int | None, header: str) -> MoveOutcome:
        engine = self._engine(row.key)
        state = self._state(row)
        if resigned is not None:
            seats = [SeatInfo(s.seat, s.user_id, s.name, s.resigned or s.seat == resigned)
                     for s in seats]
        places = self._places(engine, state, seats)
        now = self.clock()
        async with self.db.transaction() as conn:
            if resigned is not None:
                await games_db.mark_resigned(conn, row.id, resigned)
            await games_db.end_game(conn, row.id, reason, places, now)
        version = row.version + 1
        self._remember(row.id, version, state)
        after = GameRow(**{**row.__dict__, "status": "finished", "end_reason": reason,
                           "version": version})
        results = self._results(after, state, seats, places)
        return await self._outcome(after, version, state, seats, [], [], header=header,
                                   results=results)

    # ----- people ----------------------------------------------------------------------
    async def notify(self, user_id: int, on: bool) -> str:
        async with self.db.transaction() as conn:
            await settings_db.set_dm_notify(conn, user_id, on)
        return ("You will get a direct message when it is your turn."
                if on else "No more direct messages: you will only be mentioned in the channel.")


__all__ = ["Engine", "GameHost", "HostError"]
