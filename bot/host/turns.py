"""Turns: a player's options, playing one, undo, resigning and ending a game.

A move is one transaction (apply, append to the log, store the snapshot, sync the
reminders); the channel lock keeps moves of one channel in order.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from dataclasses import replace

import rules
from bot import texts
from bot.host import game_end, story
from bot.host.announce import Announcer
from bot.host.core import MOVED_ON, HostCore, Service
from bot.host.live import Change
from bot.host.turn_policy import TurnMemory
from bot.i18n import Composed, Msg, Text, UserText, localize, tr
from bot.outcomes import (
    HostError,
    MoveOutcome,
    OptionsInfo,
    SeatInfo,
    StoreTrouble,
    UndoOutcome,
)
from bot.store import StoreFault, StoreLost
from bot.store import games as games_db
from bot.store import turns as turns_db
from bot.store.games import GameRow
from rules import IllegalMove, State

log = logging.getLogger(__name__)

# Another seat's move stored first: the move is applied again to the newer position, up
# to this many times (players deciding at once; each retry follows a stored move).
MAX_MOVE_ATTEMPTS = 8
# After a dropped connection, the store is asked whether the move is there; it may take
# a moment to answer again (seconds slept between the tries).
LOOKUP_PAUSES = (0.05, 0.25, 0.5, 1.0)



def paused_notice(row: GameRow) -> Msg:
    """What a player who tries to move in a paused game hears: paused, by whom, and how it
    continues (not "it is not your turn", which would send them waiting for nothing)."""
    return Msg("turn-paused", {"known": "yes" if row.paused_by else "no",
                               "by": UserText(row.paused_by or "")})

class _PositionMoved(Exception):
    """Another move was stored since the position was read (rolls the transaction back)."""


class TurnService(Service):
    def __init__(self, core: HostCore, announcer: Announcer) -> None:
        super().__init__(core)
        self.announcer = announcer

    async def options(self, channel_id: int, user_id: int) -> OptionsInfo:
        """The caller's pending decisions (none when it is not their turn)."""
        row = await self.core.running_game(channel_id)
        seats = await self.core.seats(row.id)
        engine = self.core.engine(row.key)
        me = self.core.seat_of(seats, user_id)
        mine = () if me is None or row.status != "active" else tuple(
            d for d in self.core.decisions(engine, self.core.state(row), seats, public=False)
            if d.seat == me.seat)
        if mine:
            stamps = await self.stamps(row)
            mine = tuple(replace(d, stamp=stamps.get(d.seat, row.version)) for d in mine)
        paused = paused_notice(row) if row.status == "paused" else None
        return OptionsInfo(row.id, row.version, mine, paused)

    async def stamps(self, row: GameRow) -> dict[int, int]:
        """Each seat's decision stamp: from the memory read with ``row`` (the same read,
        so of its version; a press reads the game twice, and each read paid a statement
        more for this), else from the store."""
        if row.turn_memory is not None:
            return TurnMemory.from_json(json.loads(row.turn_memory or "{}")).stamps
        async with self.core.db.read() as conn:
            return TurnMemory.from_json(await turns_db.memory(conn, row.id)).stamps

    async def act(self, channel_id: int, user_id: int, option_id: str,
                  expected_stamp: int | None = None, *,
                  request_id: str | None = None, game_id: int | None = None) -> MoveOutcome:
        """Play one option for the caller's seat, as one transaction.

        ``expected_stamp``: the stamp of the decision the caller answered (a button's);
        the move is refused only if that seat's own decision changed since.
        ``request_id``: what the move answers (a Discord interaction id), stored with it,
        so a commit whose outcome a dropped connection hid can be looked up.
        ``game_id``: the game the caller was looking at (a web page): refused as moved on
        when the channel's open game is another one by now.
        """
        async with self.core.lock(channel_id):
            row, seats, me = await self._player(channel_id, user_id)
            if game_id is not None and row.id != game_id:
                raise HostError(MOVED_ON)
            return await self.play_move(row, seats, me.seat, option_id.strip(), user_id,
                                        expected_stamp, request_id=request_id)

    async def _player(self, channel_id: int, user_id: int
                      ) -> tuple[GameRow, list[SeatInfo], SeatInfo]:
        """The running game and the caller's seat in it (the caller holds the lock)."""
        row = await self.core.running_game(channel_id)
        seats = await self.core.seats(row.id)
        me = self.core.seat_of(seats, user_id)
        if me is None:
            raise HostError(Msg("turn-not-playing"))
        return row, seats, me

    async def play_move(self, row: GameRow, seats: list[SeatInfo], seat: int, option_id: str,
                        user_id: int | None, expected_stamp: int | None,
                        header: Text = "", by_moderator: bool = False, *,
                        request_id: str | None = None) -> MoveOutcome:
        """Apply and store one move; the caller holds the channel lock.

        Another process may store another seat's move first (seats deciding at once): the
        move is then applied again to the newer position, as long as this seat's own
        decision is unchanged; only a change of that decision refuses it.
        """
        if row.status == "paused":
            raise HostError(paused_notice(row))
        if expected_stamp is not None and (await self.stamps(row)).get(seat) != expected_stamp:
            raise HostError(MOVED_ON)
        request = request_id or f"host-{secrets.token_hex(12)}"
        for _ in range(MAX_MOVE_ATTEMPTS):
            try:
                return await self._store_move(row, seats, seat, option_id, user_id, header,
                                              by_moderator, request)
            except _PositionMoved:
                row = await self._fresh(row.id)
                seats = await self.core.seats(row.id)
                stamp = (await self.stamps(row)).get(seat)
                if stamp is None or (expected_stamp is not None and stamp != expected_stamp):
                    raise HostError(MOVED_ON) from None
        raise HostError(MOVED_ON)

    async def _fresh(self, game_id: int) -> GameRow:
        async with self.core.db.read() as conn:
            row = await games_db.get_game(conn, game_id)
        if row is None or row.status not in ("active", "paused"):
            raise HostError(MOVED_ON)
        return row

    async def _store_move(self, row: GameRow, seats: list[SeatInfo], seat: int, option_id: str,
                          user_id: int | None, header: Text, by_moderator: bool,
                          request: str) -> MoveOutcome:
        if row.status == "paused":
            raise HostError(paused_notice(row))
        engine = self.core.engine(row.key)
        state = self.core.state(row)
        try:
            new = engine.apply(state, seat, option_id)
        except IllegalMove as error:
            raise HostError.refused(error) from None
        events = engine.last_events(new)
        reveals = any(ev.get("reveals") for ev in events)
        now = self.core.clock()
        over = engine.is_over(new)
        places = self.core.places(engine, new, seats) if over else None
        version = row.version + 1 + (1 if over else 0)
        after = GameRow(**{**row.__dict__, "version": version, "turn_memory": None,
                           "status": "finished" if over else row.status,
                           "end_reason": "finished" if over else None})
        results = self.core.results(after, new, seats, places) if over else None
        try:
            async with self.core.db.transaction() as conn:
                if not await games_db.save_state(conn, row.id, row.version, engine.to_json(new)):
                    raise _PositionMoved()
                await games_db.append_move(conn, row.id, seat, option_id, user_id, now, events,
                                           reveals, request)
                if over:
                    await games_db.end_game(conn, row.id, "finished", places, now)
                    results = await game_end.game_ended(self.core, conn, after, new, seats,
                                                      results, now) if results else results
                else:
                    await self.core.sync_reminders(conn, row, new, seats, now)
                outcome = await self.announcer.record(
                    conn, after, version, new, seats, events,
                    mover=None if by_moderator else seat, header=header, results=results,
                    mover_user_id=None if by_moderator else user_id)
        except StoreTrouble as trouble:
            if isinstance(trouble.__cause__, StoreLost):
                raise await self._after_lost(row, request, trouble.__cause__) from None
            raise
        self.core.remember(row.id, version, new)
        if over:
            self.core.forget(row.id)
        return await self.announcer.pictured(outcome, after, new, seats)

    async def _after_lost(self, row: GameRow, request: str, lost: StoreLost) -> StoreTrouble:
        """The connection dropped under a move: find out whether it is stored (the move is
        keyed to its request) and say so; only when the store cannot answer, say that."""
        self.core.forget(row.id)   # whatever happened, the next read is the store's
        stored: bool | None = None if lost.committing else False
        for pause in LOOKUP_PAUSES:
            try:
                # The store itself: the fault was said once already, not per retry.
                async with self.core.db.inner.read() as conn:
                    seq = await games_db.move_of_request(conn, row.id, request)
                stored = seq is not None
                break
            except StoreFault:
                await asyncio.sleep(pause)
        # The fault itself was logged once (bot.host.store_faults); this is what became of it.
        log.info("game %s: move %s after the dropped connection: stored %s", row.id, request,
                 "unknown" if stored is None else stored)
        if stored is None:
            return StoreTrouble(Msg("host-move-unknown"), saved=None)
        if stored:
            # Its commit landed but this process never heard so (the change staged in the
            # transaction was dropped): tell the followers, so whoever did not make the move
            # (the web table's page) still gets it posted in the channel.
            self.core.live.publish(Change(row.id, row.version + 1, row.channel_id,
                                          row.guild_id))
            return StoreTrouble(Msg("host-move-saved-after-all"), saved=True)
        return StoreTrouble(Msg("host-move-not-saved"), saved=False)

    # ----- undo, resign, abort ---------------------------------------------------------
    async def undo(self, channel_id: int, user_id: int, is_moderator: bool = False,
                   request: tuple[int, int] | None = None) -> UndoOutcome:
        """Take back the last move: a moderator at once, otherwise once every player agrees.

        Never past a move that revealed hidden or random information. ``request``: the
        (game, version) of the request whose Agree button was pressed; a request the game
        has moved past is refused.
        """
        async with self.core.lock(channel_id):
            row = await self.core.running_game(channel_id)
            if request is not None and request != (row.id, row.version):
                raise HostError(MOVED_ON)
            if row.status == "paused":
                raise HostError(Msg("undo-paused"))
            seats = await self.core.seats(row.id)
            if not is_moderator and self.core.seat_of(seats, user_id) is None:
                raise HostError(Msg("undo-who"))
            async with self.core.db.read() as conn:
                live = await games_db.moves(conn, row.id)
            if not live:
                raise HostError(Msg("undo-nothing"))
            last = live[-1]
            if last.reveals:
                raise HostError(Msg("undo-revealed"))
            before = self._replay(row, len(seats), [(m.seat, m.option_id) for m in live[:-1]])
            # A move with no sentence of its own (a sub-step) is said by its choice's label,
            # as the player read it: never by its option id.
            label = story.round_and_label(self.core.engine(row.key), before, last)[1]

            def what(lang: str) -> str:   # inside brackets: no full stop of its own
                return (texts.events_text(last.events, seats, lang).removesuffix(".")
                        or texts.with_names(localize(label, lang), seats)
                        or tr(lang, "story-hidden-choice"))

            def told(key: str) -> Composed:
                return Composed(lambda lang: tr(
                    lang, key, who=texts.seat_name(seats, last.seat, lang), what=what(lang)))
            players = {s.user_id for s in seats if s.user_id is not None}
            if not is_moderator:
                async with self.core.db.transaction() as conn:
                    agreed = await games_db.add_undo_vote(conn, row.id, row.version, user_id)
                missing = tuple(sorted(players - agreed))
                if missing:
                    return UndoOutcome(False, told("undo-needs-all"), missing,
                                       game_id=row.id, version=row.version)
            return await self._undo_last(row, seats, last.seq, before, told("undo-done"))

    async def decline_undo(self, channel_id: int, user_id: int,
                           request: tuple[int, int]) -> Composed:
        """A player declines the undo request (game, version): the move stands, and the
        consents given so far are forgotten."""
        async with self.core.lock(channel_id):
            row = await self.core.running_game(channel_id)
            if request != (row.id, row.version):
                raise HostError(MOVED_ON)
            seats = await self.core.seats(row.id)
            me = self.core.seat_of(seats, user_id)
            if me is None:
                raise HostError(Msg("undo-who"))
            async with self.core.db.transaction() as conn:
                await games_db.clear_undo_votes(conn, row.id)
            return Composed(lambda lang: tr(lang, "undo-declined", name=me.name))

    async def _undo_last(self, row: GameRow, seats: list[SeatInfo], seq: int, state: State,
                         text: Composed) -> UndoOutcome:
        """Take back move ``seq``; ``state`` is the position before it."""
        engine = self.core.engine(row.key)
        now = self.core.clock()
        version = row.version + 1
        async with self.core.db.transaction() as conn:
            if not await games_db.save_state(conn, row.id, row.version, engine.to_json(state)):
                raise HostError(MOVED_ON)
            await games_db.mark_undone(conn, row.id, seq, now)
            await self.core.sync_reminders(conn, row, state, seats, now)
            move = await self.announcer.record(conn, row, version, state, seats, [],
                                               fresh=True, header=text)
        self.core.remember(row.id, version, state)
        move = await self.announcer.pictured(move, row, state, seats)
        return UndoOutcome(True, text, (), move)

    @staticmethod
    def _replay(row: GameRow, players: int, moves: list[tuple[int, str]]) -> State:
        try:
            return rules.replay(row.key, players, row.seed, row.options, moves)
        except IllegalMove as error:  # pragma: no cover - a log that no longer replays
            raise HostError(Msg("turn-log-broken", {"error": str(error)})) from None

    async def resign(self, channel_id: int, user_id: int) -> MoveOutcome:
        """Give up: the game ends, the resigning player is placed last."""
        async with self.core.lock(channel_id):
            row, seats, me = await self._player(channel_id, user_id)
            return await self._end(row, seats, "resigned", resigned=me.seat,
                                   header=Msg("turn-resigns", {"name": me.name}))

    async def abort(self, channel_id: int, user_id: int,
                    is_moderator: bool = False) -> Composed:
        """End the game with no result (moderators, or the creator while in the lobby)."""
        async with self.core.lock(channel_id):
            row = await self.core.open_game(channel_id)
            if not is_moderator and not (row.status == "lobby" and row.created_by == user_id):
                raise HostError(Msg("abort-who"))
            async with self.core.db.transaction() as conn:
                await games_db.end_game(conn, row.id, "aborted", None, self.core.clock())
                await self.core.changed(conn, row)
            self.core.forget(row.id)
            title = self.core.engine(row.key).title
            return Composed(lambda lang: tr(lang, "turn-aborted",
                                            title=texts.title(row.key, lang, title)))

    async def _end(self, row: GameRow, seats: list[SeatInfo], reason: str, *,
                   resigned: int | None, header: Text) -> MoveOutcome:
        engine = self.core.engine(row.key)
        state = self.core.state(row)
        if resigned is not None:
            seats = [replace(s, resigned=s.resigned or s.seat == resigned) for s in seats]
        places = self.core.places(engine, state, seats)
        now = self.core.clock()
        version = row.version + 1
        after = GameRow(**{**row.__dict__, "status": "finished", "end_reason": reason,
                           "turn_memory": None,
                           "version": version})
        results = self.core.results(after, state, seats, places)
        async with self.core.db.transaction() as conn:
            if resigned is not None:
                await games_db.mark_resigned(conn, row.id, resigned)
            # Compare-and-set: the places were computed from this version's position.
            if not await games_db.end_game(conn, row.id, reason, places, now, row.version):
                raise HostError(MOVED_ON)
            results = await game_end.game_ended(self.core, conn, after, state, seats, results, now)
            outcome = await self.announcer.record(conn, after, version, state, seats, [],
                                                  header=header, results=results)
        self.core.forget(row.id)
        return await self.announcer.pictured(outcome, after, state, seats)
