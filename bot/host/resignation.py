"""Giving up a seat: with three or more seats the others play on, as on Board Game Arena.

A two-seat game (or one where nobody but computers would be left) ends, the resigning
player placed last (:meth:`TurnService.resign`). Otherwise a computer takes the seat, the
member who resigned ranks last at the end (a departure, as when a moderator hands a seat
over), and the table is told once, in the fresh turn message that follows.
"""

from __future__ import annotations

from bot import texts
from bot.host.computers import computer_name
from bot.host.core import MOVED_ON, HostCore, Service, seats_in
from bot.host.turns import TurnService
from bot.i18n import Composed, Msg, tr
from bot.outcomes import HostError, MoveOutcome, SeatInfo
from bot.store import computers as computers_db
from bot.store import games as games_db
from bot.store import results as results_db
from bot.store.games import GameRow

# The seat of a member who gave up is kept moving, not contested: the quick level.
RESIGNED_SEAT_LEVEL = "easy"


def plays_on(seats: list[SeatInfo], seat: int) -> bool:
    """True when the others play on after ``seat`` resigns: three or more seats, and a
    member other than the one resigning still plays (computers alone do not go on)."""
    others = [s for s in seats if s.seat != seat and s.user_id is not None and not s.resigned]
    return len(seats) >= 3 and bool(others)


class ResignService(Service):
    def __init__(self, core: HostCore, turns: TurnService) -> None:
        super().__init__(core)
        self.turns = turns

    async def _seat(self, channel_id: int, user_id: int,
                    game_id: int | None) -> tuple[GameRow, list[SeatInfo], SeatInfo]:
        row = await self.core.running_game(channel_id)
        if game_id is not None and row.id != game_id:
            raise HostError(MOVED_ON)   # a confirmation left over from an earlier game
        seats = await self.core.seats(row.id)
        me = self.core.seat_of(seats, user_id)
        if me is None:
            raise HostError(Msg("turn-not-playing"))
        return row, seats, me

    async def preview(self, channel_id: int, user_id: int) -> tuple[int, Msg]:
        """The game and what resigning would do, for the member to confirm first."""
        row, seats, me = await self._seat(channel_id, user_id, None)
        return row.id, Msg("resign-confirm", {"plays_on": "yes" if plays_on(seats, me.seat)
                                              else "no"})

    async def resign(self, channel_id: int, user_id: int,
                     game_id: int | None = None) -> MoveOutcome:
        """Give up the caller's seat (of game ``game_id``, when a confirmation names one)."""
        async with self.core.lock(channel_id):
            row, seats, me = await self._seat(channel_id, user_id, game_id)
            if plays_on(seats, me.seat):
                return await self._hand_over(row, seats, me)
        return await self.turns.resign(channel_id, user_id)

    async def _hand_over(self, row: GameRow, seats: list[SeatInfo],
                         me: SeatInfo) -> MoveOutcome:
        if row.status != "active":
            raise HostError(Msg("resign-paused"))
        engine = self.core.engine(row.key)
        state = self.core.state(row)
        number = len([s for s in seats if s.computer is not None]) + 1
        name = computer_name(RESIGNED_SEAT_LEVEL, number)
        now = self.core.clock()
        version = row.version + 1
        async with self.core.db.transaction() as conn:
            # A new version, so the turn message that tells the table is a fresh one.
            if not await games_db.save_state(conn, row.id, row.version, engine.to_json(state)):
                raise HostError(MOVED_ON)
            await results_db.note_departure(conn, row.id, me.seat, me.user_id or 0, me.name)
            await computers_db.set_level(conn, row.id, me.seat, RESIGNED_SEAT_LEVEL, name)
            after = await seats_in(conn, row.id)
            await self.core.sync_reminders(conn, row, state, after, now)
            told = Composed(lambda lang: tr(lang, "turn-resigns-plays-on", name=me.name,
                                            computer=texts.seat_name(after, me.seat, lang)))
            outcome = await self.turns.announcer.record(conn, row, version, state, after, [],
                                                        fresh=True, header=told)
        self.core.forget(row.id)   # the seat list changed: the next read is fresh
        return await self.turns.announcer.pictured(outcome, row, state, after)
