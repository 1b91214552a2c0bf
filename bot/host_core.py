"""What every part of the host shares: the store, the clock, locks, loaded states.

The state snapshot of each running game is cached by version, so a move parses no
JSON; the database row stays the truth (its version is re-read under the channel
lock), which keeps a second process or a restart honest.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Callable, Sequence
from typing import Any

import rules
from bot import images, texts
from bot.config import Settings
from bot.outcomes import (
    DecisionInfo,
    HostError,
    MoveOutcome,
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
from rules import Engine, IllegalMove, State

log = logging.getLogger(__name__)

MOVED_ON = "The game has moved on since those choices were shown; nothing was changed."


class HostCore:
    def __init__(self, db: Database, settings: Settings | None = None, *,
                 clock: Callable[[], float] = time.time,
                 seeds: Callable[[], int] = lambda: secrets.randbits(62),
                 draw_images: bool = True) -> None:
        self.db = db
        self.settings = settings or Settings()
        self.clock = clock
        self._seeds = seeds
        self.draw_images = draw_images
        self._locks: dict[int, asyncio.Lock] = {}
        self._states: dict[int, tuple[int, State]] = {}   # game id -> (version, state)
        # game id -> extra shared picture -> checksum last posted (see images.changed_only)
        self._shown: dict[int, dict[str, int]] = {}

    # ----- small helpers ---------------------------------------------------------------
    def _lock(self, channel_id: int) -> asyncio.Lock:
        # One lock per channel: moves in different channels never wait for each other.
        return self._locks.setdefault(channel_id, asyncio.Lock())

    @staticmethod
    def _engine(key: str) -> Engine:
        try:
            return rules.get_engine(key)
        except IllegalMove as error:
            raise HostError(str(error)) from None

    async def _open_game(self, channel_id: int) -> GameRow:
        async with self.db.read() as conn:
            row = await games_db.open_game_in(conn, channel_id)
        if row is None:
            raise HostError("There is no game in this channel. Start one with /game new.")
        return row

    async def _running_game(self, channel_id: int) -> GameRow:
        row = await self._open_game(channel_id)
        if row.status == "lobby":
            raise HostError("The game has not started yet: /game start when everyone has joined.")
        return row

    async def _seats(self, game_id: int) -> list[SeatInfo]:
        async with self.db.read() as conn:
            rows = await games_db.seats(conn, game_id)
        return [SeatInfo(r.seat, r.user_id, r.name, r.resigned) for r in rows]

    @staticmethod
    def _seat_of(seats: Sequence[SeatInfo], user_id: int) -> SeatInfo | None:
        return next((s for s in seats if s.user_id == user_id), None)

    def _state(self, row: GameRow) -> State:
        cached = self._states.get(row.id)
        if cached is not None and cached[0] == row.version:
            return cached[1]
        if row.state is None:
            raise HostError("This game has no saved position yet.")
        state = self._engine(row.key).from_json(row.state)
        self._states[row.id] = (row.version, state)
        return state

    def _remember(self, game_id: int, version: int, state: State) -> None:
        self._states[game_id] = (version, state)

    @staticmethod
    def _names(seats: Sequence[SeatInfo]) -> dict[int, str]:
        """Seat -> display name, for the pictures."""
        return {s.seat: s.name for s in seats}

    @staticmethod
    def _user_ids(seats: Sequence[SeatInfo], seat_numbers: Sequence[int]) -> list[int]:
        out: list[int] = []
        for number in seat_numbers:
            for s in seats:
                if s.seat == number and s.user_id is not None and s.user_id not in out:
                    out.append(s.user_id)
        return out

    def _decisions(self, engine: Engine, state: State, seats: Sequence[SeatInfo],
                   public: bool) -> tuple[DecisionInfo, ...]:
        out = []
        for d in engine.pending(state):
            seat = next((s for s in seats if s.seat == d.seat), None)
            hide = public and d.private
            out.append(DecisionInfo(
                seat=d.seat, user_id=seat.user_id if seat else None,
                name=texts.seat_name(seats, d.seat), prompt=d.prompt,
                options=() if hide else tuple(OptionChoice(o.id, o.label) for o in d.options),
                private=d.private))
        return tuple(out)

    # ----- results ---------------------------------------------------------------------
    def _results(self, row: GameRow, state: State, seats: Sequence[SeatInfo],
                 places: list[list[int]] | None = None) -> Results:
        engine = self._engine(row.key)
        by_seat = {s.seat: s for s in engine.scores(state)}
        if places is None:
            places = self._places(engine, state, seats)
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
        text = texts.score_lines(ordered, over)
        if reason == "resigned":
            text += "\nThe game ended by resignation."
        elif reason == "aborted":
            text += "\nThe game was aborted by a moderator."
        elif over and places:
            text += "\nWinner: " + texts.names_list([texts.seat_name(seats, s)
                                                     for s in places[0]]) + "!"
        note = texts.house_note(engine.view(state, None)) if over else ""
        if note:
            text += "\n" + note
        return Results(row.id, row.key, engine.title, over, reason, tuple(ordered), text)

    @staticmethod
    def _places(engine: Engine, state: State, seats: Sequence[SeatInfo]) -> list[list[int]]:
        """The engine's ranking, with seats that resigned placed last."""
        resigned = sorted(s.seat for s in seats if s.resigned)
        places = [[s for s in group if s not in resigned] for group in engine.ranking(state)]
        places = [group for group in places if group]
        if resigned:
            places.append(resigned)
        return places

    # ----- what a change means for the front end ---------------------------------------
    async def _outcome(self, row: GameRow, version: int, state: State,
                       seats: Sequence[SeatInfo], events: Sequence[dict[str, Any]],
                       acting_seats: Sequence[int], *, header: str = "",
                       results: Results | None = None) -> MoveOutcome:
        engine = self._engine(row.key)
        over = results is not None and results.over
        waiting = [] if over else sorted({d.seat for d in engine.pending(state)})
        mention = self._user_ids(seats, waiting)
        private: dict[int, list[str]] = {}
        for ev in events:
            target = ev.get("private_to")
            if target is not None and ev.get("text"):
                for user in self._user_ids(seats, [int(target)]):
                    private.setdefault(user, []).append(
                        texts.with_names(str(ev["text"]), seats))
        async with self.db.read() as conn:
            dm = await settings_db.dm_users(conn, mention)
        view = engine.view(state, None)
        board = texts.board_text(engine.title, view, seats)
        pics: tuple = ()
        if self.draw_images:
            pics = images.changed_only(
                await images.draw(row.key, view, sorted(set(acting_seats)),
                                  names=self._names(seats)),
                self._shown.setdefault(row.id, {}))
        parts = [p for p in (header, texts.events_text(events, seats)) if p]
        if results is not None and results.over:
            parts.append(results.text)
        elif waiting:
            prompts = self._decisions(engine, state, seats, public=True)
            parts.append("\n".join(f"{d.name}: {d.prompt}" for d in prompts))
        return MoveOutcome(
            game_id=row.id, channel_id=row.channel_id, version=version,
            public_text="\n".join(parts), mention_user_ids=tuple(mention),
            private_texts={u: "\n".join(t) for u, t in private.items()},
            dm_user_ids=tuple(dm), images=pics, board_text=board, over=over,
            results=results)

    async def _sync_reminders(self, conn: Any, row: GameRow, state: State,
                              seats: Sequence[SeatInfo], now: float) -> None:
        engine = self._engine(row.key)
        waiting = self._user_ids(seats, [d.seat for d in engine.pending(state)])
        await reminders_db.sync_waiting(conn, row.id, waiting, now, row.reminder_hours,
                                        row.timeout_hours)
