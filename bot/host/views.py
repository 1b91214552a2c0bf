"""Looking at a game: status, boards, the log, scores and a player's private view."""

from __future__ import annotations

from bot import images, texts
from bot.host.core import HostCore, Service
from bot.host.lobby import LobbyService
from bot.host.seats import find_seat, seat_choices
from bot.host.turns import TurnService
from bot.outcomes import (
    BoardInfo,
    HostError,
    LogEntry,
    PrivateInfo,
    Results,
    StatusInfo,
)
from bot.store import games as games_db


class ViewService(Service):
    def __init__(self, core: HostCore, lobby: LobbyService, turns: TurnService) -> None:
        super().__init__(core)
        self.lobby = lobby
        self.turns = turns

    async def private_info(self, channel_id: int, user_id: int) -> PrivateInfo:
        """The caller's own secrets (their view minus the public one) and their choices.

        Only for the caller: a front end shows it ephemerally or by direct message.
        """
        row = await self.core.running_game(channel_id)
        seats = await self.core.seats(row.id)
        me = self.core.seat_of(seats, user_id)
        if me is None:
            raise HostError("You are not playing in this game, so there is nothing private "
                            "to show you.")
        engine = self.core.engine(row.key)
        state = self.core.state(row)
        lines = texts.private_lines(engine.view(state, me.seat), engine.view(state, None))
        text = f"Only for you, {me.name}:\n" + "\n".join(lines) if lines else ""
        mine = await self.turns.options(channel_id, user_id)
        return PrivateInfo(row.id, mine.version, text, mine.decisions)

    async def seat_choices(self, channel_id: int, typed: str) -> list[tuple[str, str]]:
        """(label, seat number) suggestions for an option that names a player of this
        channel's game (the open one, else the last one played here)."""
        async with self.core.db.read() as conn:
            row = await games_db.last_game_in(conn, channel_id)
        return [] if row is None else seat_choices(await self.core.seats(row.id), typed)

    # ----- looking at a game -----------------------------------------------------------
    async def status(self, channel_id: int) -> StatusInfo:
        """The open game, else the last one played here (finished or aborted)."""
        async with self.core.db.read() as conn:
            row = await games_db.last_game_in(conn, channel_id)
        if row is None:
            raise HostError("There is no game in this channel. Start one with /game new.")
        seats = await self.core.seats(row.id)
        engine = self.core.engine(row.key)
        if row.state is None:  # a lobby, or one closed before it started
            text = (self.lobby._lobby_info(row, seats).text if row.status == "lobby" else
                    f"The last {engine.title} lobby here closed. Start one with /game new.")
            return StatusInfo(row.id, row.channel_id, row.key, engine.title, row.status,
                              row.version, tuple(seats), (), text)
        state = self.core.state(row)
        waiting = () if row.status in ("finished", "aborted") else self.core.decisions(
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
        async with self.core.db.read() as conn:
            row = await games_db.last_game_in(conn, channel_id)
        if row is None or row.state is None:
            raise HostError("There is no board to show: no game has started in this channel.")
        seats = await self.core.seats(row.id)
        engine = self.core.engine(row.key)
        state = self.core.state(row)
        view = engine.view(state, None)
        chosen: list[int] = []
        if player:
            chosen = [find_seat(seats, player, prefix=True).seat]
        pics = await images.draw(row.key, view, chosen, shared=not chosen,
                                 names=self.core.names(seats))
        text = texts.board_text(engine.title, view, seats)
        return BoardInfo(row.id, pics, text)

    async def log(self, channel_id: int, limit: int = 20) -> list[LogEntry]:
        """The latest moves of this channel's game (open, else the last one played)."""
        async with self.core.db.read() as conn:
            row = await games_db.last_game_in(conn, channel_id)
            if row is None:
                raise HostError("No game has been played in this channel yet.")
            moves = await games_db.moves(conn, row.id, include_undone=True)
        seats = await self.core.seats(row.id)
        return [LogEntry(m.seq, m.seat, texts.seat_name(seats, m.seat), m.option_id,
                         texts.events_text(m.events, seats) or m.option_id, m.played_at, m.undone)
                for m in moves[-max(1, limit):]]

    async def score(self, channel_id: int) -> Results:
        """Scores so far, or the final results of the channel's last game."""
        async with self.core.db.read() as conn:
            row = await games_db.last_game_in(conn, channel_id)
        if row is None or row.state is None:
            raise HostError("There is no game with a score in this channel yet.")
        seats = await self.core.seats(row.id)
        return self.core.results(row, self.core.state(row), seats, row.result)
