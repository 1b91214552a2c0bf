"""What a player does on the web table besides moving: ask to take back the last move,
agree or decline such a request, resign (after confirming), and open the rematch.

Each is the very host call the Discord command or button makes (``/game undo`` and its
Agree / Decline buttons, ``/game resign`` and its confirmation, the final message's
Rematch), with the same checks and the same refusals; nothing here decides anything about
the game. What differs is only who posts: where the Discord command posts a public message
itself (an undo request with its buttons, a declined undo, the rematch lobby), the page
cannot, so that very message is recorded in the outbox (:meth:`Announcer.tell`) and the
bot posts it, once. A change of the position (an undo done, a resignation) is announced
by the host's own outbox row, as from Discord: one turn message per hand-over.

Every action names its game (the page's): a page left open on a finished game never acts
in the channel's next one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bot.host.admission import AdmissionService
from bot.host.announce import Announcer
from bot.host.core import MOVED_ON, HostCore, Service
from bot.host.rematch import Rematch
from bot.host.resignation import ResignService
from bot.host.season import SeasonService
from bot.host.table import TableService
from bot.host.turns import TurnService
from bot.i18n import Composed, Msg, Text, localize, tr
from bot.outcomes import HostError, MoveOutcome, UndoOutcome
from bot.store import games as games_db
from bot.store.games import GameRow

# What the page says when the game it acts in is not running any more.
GAME_OVER = Msg("web-game-over")
NOT_PLAYING = Msg("turn-not-playing")


@dataclass(frozen=True)
class UndoAsked:
    """A request to take back the last move, as the page tells its asker: done at once
    (nobody else had to agree) or waiting for ``waiting_for``; ``again``: this member's
    request was open already, so the channel was not told twice."""

    outcome: UndoOutcome
    again: bool = False


class TableActions(Service):
    def __init__(self, core: HostCore, turns: TurnService, resignation: ResignService,
                 season: SeasonService, admission: AdmissionService, tables: TableService,
                 announcer: Announcer) -> None:
        super().__init__(core)
        self.turns = turns
        self.resignation = resignation
        self.season = season
        self.admission = admission
        self.tables = tables
        self.announcer = announcer

    async def _running(self, game_id: int) -> GameRow:
        row = await self.tables.game(game_id)
        if row.status not in ("active", "paused"):
            raise HostError(GAME_OVER)
        return row

    def _seen(self, row: GameRow) -> None:
        """The page reads the game again at once (its kept read is stale now)."""
        self.tables.forget(row.id)

    # ----- undo --------------------------------------------------------------------------
    async def undo(self, game_id: int, user_id: int) -> UndoAsked:
        """``/game undo`` from the page: a member's request (a moderator's undo stays on
        Discord, where the server's roles are known)."""
        row = await self._running(game_id)
        await self.admission.admit(row.channel_id, user_id, "undo", False)
        async with self.core.db.read() as conn:
            asked = user_id in await games_db.undo_votes(conn, row.id, row.version)
        outcome = await self.turns.undo(row.channel_id, user_id, False)
        self._seen(row)
        if outcome.done:
            return UndoAsked(outcome)   # the turn message that follows says what was undone
        if asked:   # pressed again: the request stands, the channel was told once
            return UndoAsked(outcome, again=True)
        # As /game undo posts it: the request, the players it waits for, Agree / Decline.
        who = " ".join(f"<@{u}>" for u in outcome.waiting_for)
        text = Composed(lambda lang: f"{localize(outcome.text, lang)} {who}".strip())
        await self.announcer.tell(replace(row, version=outcome.version), text,
                                  mentions=outcome.waiting_for,
                                  undo_request=(outcome.game_id, outcome.version))
        return UndoAsked(outcome)

    async def agree(self, game_id: int, user_id: int, version: int) -> UndoOutcome:
        """The request's Agree button from the page: the move is taken back once every
        player agreed (the channel is told by the turn message, as from Discord); until
        then only the pages change (Discord answers the presser alone)."""
        row = await self._running(game_id)
        outcome = await self.turns.undo(row.channel_id, user_id, False,
                                        request=(game_id, version))
        self._seen(row)
        if outcome.done:   # the request's buttons go, as the press on Discord takes them off
            await self.announcer.tell(row, "", closes_request=(game_id, version))
        else:
            await self.announcer.touch(replace(row, version=version))
        return outcome

    async def decline(self, game_id: int, user_id: int, version: int) -> Composed:
        """The request's Decline button from the page: the move stands, and the channel is
        told who declined, as when it is pressed on Discord."""
        row = await self._running(game_id)
        said = await self.turns.decline_undo(row.channel_id, user_id, (game_id, version))
        self._seen(row)
        await self.announcer.tell(replace(row, version=version), said,
                                  closes_request=(game_id, version))
        return said

    # ----- resign ------------------------------------------------------------------------
    async def resign_question(self, game_id: int, user_id: int) -> Msg:
        """What ``/game resign`` asks first (whether the others play on)."""
        row = await self._running(game_id)
        await self.admission.admit(row.channel_id, user_id, "resign")
        asked_in, question = await self.resignation.preview(row.channel_id, user_id)
        if asked_in != game_id:
            raise HostError(MOVED_ON)
        return question

    async def resign(self, game_id: int, user_id: int) -> MoveOutcome:
        """The confirmation's Resign: the same host call as the button on Discord."""
        row = await self._running(game_id)
        await self.admission.admit(row.channel_id, user_id, "resign")
        outcome = await self.resignation.resign(row.channel_id, user_id, game_id)
        self._seen(row)
        return outcome

    # ----- rematch -----------------------------------------------------------------------
    async def rematch(self, game_id: int, user_id: int) -> Rematch:
        """The final message's Rematch from the page of the finished game: only one of its
        players (their name as they sat), and the lobby posted in the channel as the
        button posts it (the other players mentioned once, by the first press)."""
        row = await self.tables.game(game_id)
        seats = await self.core.seats(row.id)
        me = self.core.seat_of(seats, user_id)
        if me is None:
            raise HostError(NOT_PLAYING)
        async with self.core.db.read() as conn:
            open_row = await games_db.open_game_in(conn, row.channel_id)
        seated_before = open_row is not None and open_row.status == "lobby" and \
            self.core.seat_of(await self.core.seats(open_row.id), user_id) is not None
        done = await self.season.rematch(row.channel_id, row.guild_id, game_id, user_id,
                                         me.name)
        lobby = done.lobby
        if seated_before and done.joined and not done.mention_user_ids:
            return done   # pressed again: the lobby is theirs already, the channel knows it
        if done.mention_user_ids:
            mentions = " ".join(f"<@{u}>" for u in done.mention_user_ids)
            text: Text = Composed(lambda lang: tr(
                lang, "season-rematch-opened", asker=me.name, mentions=mentions,
                lobby=localize(lobby.text, lang)))
        else:
            text = lobby.text
        lobby_row = await self.tables.game(lobby.game_id)
        await self.announcer.tell(lobby_row, text, mentions=done.mention_user_ids,
                                  lobby_game_id=lobby.game_id)
        return done
