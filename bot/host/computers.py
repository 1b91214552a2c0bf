"""Computer players: seated in a lobby, handed an abandoned seat, and moving like anyone.

A computer seat has no member; its level names one of ``rules.ai.LEVELS``. When the game
waits on a computer seat, :meth:`ComputerService.next_move` asks the computer player (off
the event loop: it is CPU-bound) and plays its choice through the same path as a person's
press, so the move is stored, logged, announced, replayable and undoable alike. Its seed
comes from the game's seed and the position, so a replay chooses the same again.
"""

from __future__ import annotations

import asyncio
import logging
import time

import rules.ai
from bot.host.core import HostCore, Service
from bot.host.lobby import LobbyService
from bot.host.seats import find_seat
from bot.host.turns import TurnService
from bot.i18n import Msg
from bot.outcomes import HostError, LobbyInfo, MoveOutcome
from bot.parsing import quote
from bot.store import computers as computers_db
from bot.store import games as games_db
from bot.store import results as results_db
from rules import IllegalMove

log = logging.getLogger(__name__)

DEFAULT_LEVEL = "hard"
MOVED_ON_RETRIES = 3   # a person moved while the computer thought: think again


def level_name(level: str | None) -> str:
    chosen = (level or DEFAULT_LEVEL).strip().casefold()
    if chosen not in rules.ai.LEVELS:
        raise HostError(Msg("computer-no-level", {"level": quote(chosen),
                                                  "levels": ", ".join(rules.ai.LEVELS)}))
    return chosen


def computer_name(level: str, number: int) -> str:
    return f"Computer {number} ({level})"


class ComputerService(Service):
    def __init__(self, core: HostCore, lobby: LobbyService, turns: TurnService) -> None:
        super().__init__(core)
        self.lobby = lobby
        self.turns = turns

    # ----- the lobby ---------------------------------------------------------------------
    async def add(self, channel_id: int, user_id: int, level: str | None = None,
                  count: int = 1) -> LobbyInfo:
        """Seat ``count`` computer players in the lobby (a seated player asks)."""
        chosen = level_name(level)
        async with self.core.lock(channel_id):
            row = await self.core.open_game(channel_id)
            if row.status != "lobby":
                raise HostError(Msg("computer-lobby-only"))
            seats = await self.core.seats(row.id)
            if self.core.seat_of(seats, user_id) is None:
                raise HostError(Msg("computer-add-who"))
            engine = self.core.engine(row.key)
            limit = row.players_wanted or engine.max_players
            if len(seats) + count > limit:
                raise HostError(Msg("computer-room", {"room": limit - len(seats),
                                                      "limit": limit}))
            number = len([s for s in seats if s.computer is not None])
            async with self.core.db.transaction() as conn:
                for offset in range(count):
                    await computers_db.add(conn, row.id, computer_name(chosen,
                                                                       number + offset + 1),
                                           chosen)
            return self.lobby.lobby_info(row, await self.core.seats(row.id))

    async def remove(self, channel_id: int, user_id: int) -> LobbyInfo:
        async with self.core.lock(channel_id):
            row = await self.core.open_game(channel_id)
            seats = await self.core.seats(row.id)
            if row.status != "lobby" or self.core.seat_of(seats, user_id) is None:
                raise HostError(Msg("computer-remove-who"))
            async with self.core.db.transaction() as conn:
                if not await computers_db.remove_last(conn, row.id):
                    raise HostError(Msg("computer-none"))
            return self.lobby.lobby_info(row, await self.core.seats(row.id))

    # ----- a running game ------------------------------------------------------------------
    async def take_over(self, channel_id: int, seat_or_player: str, level: str | None,
                        is_moderator: bool) -> Msg:
        """A moderator hands a seat (an absent player's, or an emptied one) to the computer;
        /mod replace gives it back to a member later."""
        if not is_moderator:
            raise HostError(Msg("computer-take-over-who"))
        chosen = level_name(level)
        async with self.core.lock(channel_id):
            row = await self.core.running_game(channel_id)
            seats = await self.core.seats(row.id)
            target = find_seat(seats, seat_or_player)
            number = len([s for s in seats if s.computer is not None]) + 1
            async with self.core.db.transaction() as conn:
                if target.user_id is not None:   # the member who leaves ranks last at the end
                    await results_db.note_departure(conn, row.id, target.seat, target.user_id,
                                                    target.name)
                await computers_db.set_level(conn, row.id, target.seat, chosen,
                                             computer_name(chosen, number))
                if row.status == "paused" and all(
                        s.user_id is not None or s.seat == target.seat or s.computer
                        for s in seats):
                    await games_db.set_status(conn, row.id, "active")
                    await self.core.changed(conn, row)
            self.core.forget(row.id)   # the seat list changed: the next read is fresh
        return Msg("computer-took-over", {"level": Msg(f"level-{chosen}"),
                                          "seat": target.seat + 1, "name": target.name})

    async def must_move(self, channel_id: int) -> bool:
        """True when the channel's running game waits on a computer seat (a cheap look, so
        the runner pauses only before a computer's turn, not after every change)."""
        async with self.core.db.read() as conn:
            if not await computers_db.running_game_seats_one(conn, channel_id):
                return False   # no computer plays: the game's row is not read at all
        try:
            row = await self.core.running_game(channel_id)
        except HostError:
            return False
        if row.status != "active" or row.state is None:
            return False
        seats = await self.core.seats(row.id)
        computers = {s.seat for s in seats if s.computer is not None}
        return any(d.seat in computers
                   for d in self.core.engine(row.key).pending(self.core.state(row)))

    async def next_move(self, channel_id: int) -> MoveOutcome | None:
        """Play one pending decision of a computer seat; None when no computer must act."""
        for _ in range(MOVED_ON_RETRIES):
            try:
                row = await self.core.running_game(channel_id)
            except HostError:
                return None
            if row.status != "active":
                return None
            seats = await self.core.seats(row.id)
            computers = {s.seat: s.computer for s in seats if s.computer is not None}
            state = self.core.state(row)
            mine = [d for d in self.core.engine(row.key).pending(state) if d.seat in computers]
            if not mine:
                return None
            seat = mine[0].seat
            stamp = (await self.turns.stamps(row)).get(seat)
            seed = (row.seed ^ (row.version * 0x9E3779B1)) & ((1 << 62) - 1)
            try:
                # The clock arms the player's safety stop (rules/ai/budget.py).
                option_id = await asyncio.to_thread(rules.ai.choose, row.key, state, seat,
                                                    computers[seat], seed, time.monotonic)
            except IllegalMove:
                log.exception("game %s: the computer player failed; it plays the first option",
                              row.id)
                option_id = mine[0].options[0].id
            try:
                async with self.core.lock(channel_id):
                    fresh = await self.core.running_game(channel_id)
                    return await self.turns.play_move(fresh, await self.core.seats(fresh.id),
                                                  seat, option_id, None, stamp)
            except HostError:
                continue   # someone moved meanwhile; look again
        return None
