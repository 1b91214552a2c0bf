"""The final message's Rematch: a new lobby here with the finished game's game and options.

Two former players press it at the same moment, perhaps in two processes, while the
store drops connections and processes are killed: they must end in one lobby with both
seated. Every step of a press reads before it writes, so a press that met a dropped
connection or a busy store is simply tried again from the start: a try that did commit
(the lobby opened, the seat taken, the rematch claimed) is found by the next one, never
repeated, and the press is answered with the lobby rather than "try again".
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from dataclasses import dataclass, replace

from bot.host.computers import ComputerService
from bot.host.core import HostCore, Service
from bot.host.languages import LanguageService
from bot.host.lobby import LOBBY_CHANGED, LobbyService
from bot.host.no_game import GAME_ABORTED, GAME_OVER, NO_GAME
from bot.i18n import DEFAULT_LANGUAGE, Msg
from bot.outcomes import HostError, LobbyInfo, StoreTrouble
from bot.ratings import computer_level
from bot.store import games as games_db
from bot.store import results as results_db
from bot.store.games import GameRow
from bot.store.results import GameResult

log = logging.getLogger(__name__)

# After a game ends, its Rematch is its players' for this long: a bystander's press is
# refused (then anyone may open it), so the table gets its seats and its one ping.
REMATCH_HOLD_SECONDS = 15 * 60
# A press that meets a store fault is tried again this many times in all, waiting a
# little longer each time (the soak terminates a connection every 3 s on average).
ATTEMPTS = 4
FIRST_PAUSE = 0.05


@dataclass(frozen=True)
class Rematch:
    lobby: LobbyInfo
    mention_user_ids: tuple[int, ...]   # the other players of the finished game, once
    joined: bool                        # the presser joined a rematch lobby already open
    # The channel's language, read by the press itself: a front end that read it after
    # the press (a read that may fail) would tell a seated player "nothing was changed".
    lang: str = DEFAULT_LANGUAGE


class _Again(Exception):
    """The channel changed under this press (the lobby it was to join is gone, another
    process seated someone meanwhile): try the press again from the start."""


def _channel_taken(error: BaseException) -> bool:
    """Opening a lobby failed because the channel got a game meanwhile: the host's check
    (same process) or the store's one-open-game-per-channel index (another process)."""
    if isinstance(error, HostError):
        return getattr(error.message, "key", None) == "lobby-channel-busy"
    return type(error).__name__ in ("IntegrityError", "UniqueViolationError")


# What joining answers when the lobby changed under the press: another process seated
# someone or the presser meanwhile, or the lobby was closed. The press starts again.
_CHANGED = {LOBBY_CHANGED.key, "lobby-already-in", NO_GAME.key, GAME_OVER.key,
            GAME_ABORTED.key}


class RematchService(Service):
    def __init__(self, core: HostCore, lobbies: LobbyService,
                 computers: ComputerService | None, languages: LanguageService) -> None:
        super().__init__(core)
        self.lobbies = lobbies
        self.computers = computers
        self.languages = languages

    async def rematch(self, channel_id: int, guild_id: int | None, game_id: int,
                      user_id: int, name: str) -> Rematch:
        """A new lobby here with the finished game's game and options, the presser seated;
        the other players are mentioned the first time only. A lobby of the same game
        already open here is joined instead (also when another press opened it a moment
        before this one).

        The rematch belongs to the table: for :data:`REMATCH_HOLD_SECONDS` after the end
        only the game's players may open or join it, so their one ping is never spent on
        a bystander's lobby and their seats are theirs first."""
        pause = FIRST_PAUSE
        for attempt in range(ATTEMPTS):
            last = attempt + 1 == ATTEMPTS
            try:
                # Read first: a fault here has changed nothing, as the last try then says.
                async with self.core.db.read() as conn:
                    lang = await self.languages.public_language(conn, channel_id)
                done = await self._press(channel_id, guild_id, game_id, user_id, name,
                                         again=attempt > 0)
                return replace(done, lang=lang)
            except StoreTrouble:
                if last:
                    raise
            except _Again:
                if last:
                    raise HostError(LOBBY_CHANGED) from None
            # The fault was logged once (bot.host.store_faults); the press goes on.
            log.info("rematch of game %s by %s: trying again after a store fault or a "
                     "change", game_id, user_id)
            await asyncio.sleep(pause)
            pause *= 3
        raise AssertionError("unreachable")   # pragma: no cover - the loop returns or raises

    async def _press(self, channel_id: int, guild_id: int | None, game_id: int,
                     user_id: int, name: str, *, again: bool) -> Rematch:
        async with self.core.db.read() as conn:
            result = await results_db.get(conn, game_id)
            open_row = await games_db.open_game_in(conn, channel_id)
        if result is None or result.channel_id != channel_id:
            raise HostError(Msg("season-rematch-unknown"))
        players = _players(result)
        held_until = result.ended_at + REMATCH_HOLD_SECONDS
        if user_id not in players and self.core.clock() < held_until:
            raise HostError(Msg("season-rematch-held", {"until": f"<t:{int(held_until)}:R>"}))
        if open_row is not None:
            return await self._join(open_row, result, user_id, name, again=again)
        wanted = result.seats if result.seats > 1 else None
        try:
            lobby = await self.lobbies.new_game(channel_id, guild_id, user_id, name, result.key,
                                                wanted, result.options)
        except Exception as error:
            if not _channel_taken(error):
                raise
            # Another press (a former partner's, perhaps in another process) opened it first.
            async with self.core.db.read() as conn:
                open_row = await games_db.open_game_in(conn, channel_id)
            if open_row is None:    # and it is gone already: start again
                raise _Again from error
            return await self._join(open_row, result, user_id, name, again=again)
        lobby = await self._computers(result, lobby, user_id)
        return Rematch(lobby, await self._claim(result, lobby.game_id, user_id), False)

    async def _join(self, open_row: GameRow, result: GameResult, user_id: int, name: str,
                    *, again: bool) -> Rematch:
        """Join the open lobby of the same game, or answer with it when already seated
        (a try of this press, or an earlier press, that seated the presser before a
        fault or a kill cut its answer short)."""
        channel_id = open_row.channel_id
        if open_row.status != "lobby" or open_row.key != result.key:
            raise HostError(Msg("season-rematch-busy"))
        seats = await self.core.seats(open_row.id)
        if self.core.seat_of(seats, user_id) is None:
            try:
                lobby = await self.lobbies.join(channel_id, user_id, name)
            except HostError as error:
                if (not isinstance(error, StoreTrouble)
                        and getattr(error.message, "key", None) in _CHANGED):
                    raise _Again from error
                raise
            if lobby.game_id != open_row.id:   # another lobby took the channel meanwhile
                raise _Again
            return Rematch(lobby, (), True)
        try:
            lobby = await self.lobbies.lobby(channel_id)
        except HostError as error:
            if (not isinstance(error, StoreTrouble)
                    and getattr(error.message, "key", None) in _CHANGED):
                raise _Again from error   # the lobby closed meanwhile
            raise
        if lobby.game_id != open_row.id:
            raise _Again
        if open_row.created_by != user_id:
            return Rematch(lobby, (), True)
        # The presser opened this lobby (this press's earlier try, or a press killed before
        # it was done): its computers seated and the other players told, once.
        lobby = await self._computers(result, lobby, user_id)
        return Rematch(lobby, await self._claim(result, open_row.id, user_id, again=again),
                       True)

    async def _computers(self, result: GameResult, lobby: LobbyInfo,
                         user_id: int) -> LobbyInfo:
        """The finished game's computer players take their seats again, level by level;
        those an earlier try of the press seated already are not seated twice."""
        if self.computers is None:
            return lobby
        seated = Counter(s.computer for s in lobby.seats if s.computer is not None)
        for player in result.players:     # in the finished game's order
            level = (computer_level(player.player_id) if player.player_id is not None
                     and player.player_id < 0 and not player.departed else None)
            if level is None:
                continue
            if seated[level] > 0:
                seated[level] -= 1        # seated by an earlier try
                continue
            lobby = await self.computers.add(lobby.channel_id, user_id, level)
        return lobby

    async def _claim(self, result: GameResult, lobby_id: int, user_id: int, *,
                     again: bool = False) -> tuple[int, ...]:
        """Mark the game rematched by the lobby; its other players to mention when this
        press is the one that did (``again``: also when this press's earlier try did it,
        its answer lost with the connection, so nobody has mentioned them yet)."""
        async with self.core.db.transaction() as conn:
            first = await results_db.claim_rematch(conn, result.game_id, lobby_id,
                                                   again=again)
        return tuple(sorted(_players(result) - {user_id})) if first else ()


def _players(result: GameResult) -> set[int]:
    """The finished game's members who were seated to its end (not the computers)."""
    return {p.player_id for p in result.players
            if p.player_id is not None and p.player_id > 0 and not p.departed}
