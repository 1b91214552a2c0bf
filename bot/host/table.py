"""The web table's reading of one game: everything a page draws, for one reader.

A member seated in the game reads ``view(state, their seat)``: the public facts and their
own secrets, never another seat's. Anyone else (a spectator, where the server allows it)
reads ``view(state, None)``. Who must act is public (prompts only, as in the channel); the
reader's own options come with their stamps, so a move from the page is the same host call
as ``/play`` (:meth:`TurnService.act`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.host.core import HostCore, Service
from bot.host.turns import TurnService
from bot.host.views import ViewService
from bot.i18n import DEFAULT_LANGUAGE, Msg
from bot.outcomes import DecisionInfo, HostError, MoveOutcome, Results, SeatInfo
from bot.store import games as games_db
from bot.store.games import GameRow


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


class TableService(Service):
    def __init__(self, core: HostCore, turns: TurnService, views: ViewService) -> None:
        super().__init__(core)
        self.turns = turns
        self.views = views

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
        row = await self.game(game_id)
        seats = tuple(await self.core.seats(row.id))
        engine = self.core.engine(row.key)
        me = self.core.seat_of(seats, user_id) if user_id is not None else None
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
            options = await self.turns.options(row.channel_id, me.user_id or 0)
            if options.game_id == row.id:
                mine = options.decisions
        results = self.core.results(row, state, list(seats), row.result)
        told = ""
        if story and row.version > 0:
            try:
                page = await self.views.log_page(row.channel_id, user_id, game_id=row.id,
                                                 lang=lang)
                told = page.text
            except HostError:
                told = ""
        return TableInfo(row.id, row.channel_id, row.guild_id, row.key, engine.title,
                         row.status, row.version, seats, viewer, view, waiting, mine,
                         results, told)

    async def play(self, game_id: int, user_id: int, option_id: str, stamp: int | None,
                   request_id: str) -> MoveOutcome:
        """A move from the page: exactly ``/play``'s host call, for this game only."""
        row = await self.game(game_id)
        if row.status not in ("active", "paused"):
            raise HostError(Msg("web-game-over"))
        return await self.turns.act(row.channel_id, user_id, option_id, stamp,
                                    request_id=request_id, game_id=row.id)
