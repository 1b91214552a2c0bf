"""The lobby: opening a game, taking and leaving seats, starting it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import rules
from bot import texts
from bot.host.announce import Announcer
from bot.host.core import HostCore, Service
from bot.i18n import Composed, Msg, localize, tr
from bot.outcomes import (
    HostError,
    LobbyInfo,
    SeatInfo,
    StartOutcome,
)
from bot.parsing import quote
from bot.store import computers as computers_db
from bot.store import games as games_db
from bot.store.games import GameRow
from rules import Engine, IllegalMove

# Engines' refusals may quote what the user typed: keep them short.
MAX_ENGINE_REFUSAL = 300
# Another process (or shard) changed the lobby between our read and our write.
LOBBY_CHANGED = Msg("host-lobby-changed")


class LobbyService(Service):
    def __init__(self, core: HostCore, announcer: Announcer) -> None:
        super().__init__(core)
        self.announcer = announcer

    async def check_new(self, channel_id: int, guild_id: int | None, key: str,
                        players: int | None = None, options: Mapping[str, Any] | None = None,
                        *, settings_channel_id: int | None = None) -> Engine:
        """Refuse a new game before anything is created (a thread, a lobby): unknown game,
        wrong player count, a game this channel does not allow, bad options."""
        if key not in rules.GAMES:
            raise HostError(Msg("lobby-no-such-game", {
                "game": quote(key), "games": ", ".join(sorted(rules.GAMES))}))
        engine = self.core.engine(key)
        if players is not None and not engine.min_players <= players <= engine.max_players:
            raise HostError(Msg("lobby-player-range", {
                "title": engine.title, "min": engine.min_players, "max": engine.max_players,
                "players": players}))
        config = await self.core.channel_config(settings_channel_id or channel_id, guild_id)
        if config.allowed_games is not None and key not in config.allowed_games:
            allowed = ", ".join(config.allowed_games) or "none"
            raise HostError(Msg("lobby-not-allowed", {"title": engine.title,
                                                      "allowed": allowed}))
        try:
            engine.new_game(players or engine.min_players, 0, options)  # checks the options
        except IllegalMove as error:
            raise HostError(quote(str(error), MAX_ENGINE_REFUSAL)) from None
        if await self._open_in(channel_id) and settings_channel_id is None:
            raise HostError(Msg("lobby-channel-busy"))
        return engine

    async def _open_in(self, channel_id: int) -> bool:
        async with self.core.db.read() as conn:
            return await games_db.open_game_in(conn, channel_id) is not None

    async def new_game(self, channel_id: int, guild_id: int | None, user_id: int, name: str,
                       key: str, players: int | None = None,
                       options: Mapping[str, Any] | None = None, *,
                       settings_channel_id: int | None = None) -> LobbyInfo:
        """Open a lobby in the channel with its creator seated.

        ``settings_channel_id``: where the channel settings live when the game gets a
        new thread (the parent channel).
        """
        await self.check_new(channel_id, guild_id, key, players, options,
                             settings_channel_id=settings_channel_id)
        config = await self.core.channel_config(settings_channel_id or channel_id, guild_id)
        try:
            async with self.core.lock(channel_id), self.core.db.transaction() as conn:
                if await games_db.open_game_in(conn, channel_id) is not None:
                    raise HostError(Msg("lobby-channel-busy"))
                game_id = await games_db.create_game(
                    conn, guild_id=guild_id, channel_id=channel_id, key=key,
                    seed=self.core.seeds(), options=dict(options or {}), players_wanted=players,
                    reminder_hours=config.reminder_hours, timeout_hours=config.timeout_hours,
                    created_by=user_id, now=self.core.clock())
                await games_db.add_seat(conn, game_id, user_id, name)
        except Exception as error:
            # Another process opened a game here between the check and the insert: the
            # store's one-open-game-per-channel index refused this one.
            if type(error).__name__ in ("IntegrityError", "UniqueViolationError"):
                raise HostError(Msg("lobby-channel-busy")) from None
            raise
        return await self.lobby(channel_id, house_note=True)

    async def lobby(self, channel_id: int, *, house_note: bool = False) -> LobbyInfo:
        row = await self.core.open_game(channel_id)
        return self.lobby_info(row, await self.core.seats(row.id), house_note=house_note)

    def lobby_info(self, row: GameRow, seats: list[SeatInfo], *,
                    house_note: bool = False) -> LobbyInfo:
        """The lobby in words; ``house_note`` adds the house-deck sentence, said once per
        game when the lobby opens (and in /game rules), not on every join."""
        engine = self.core.engine(row.key)
        if row.status != "lobby":
            def order(lang: str) -> str:
                return tr(lang, "lobby-seat-order", title=texts.title(row.key, lang, engine.title),
                          order=texts.seat_order(seats, lang))
            text = Composed(order)
        else:
            wanted = row.players_wanted
            ready = len(seats) == wanted if wanted else len(seats) >= engine.min_players

            def waiting(lang: str) -> str:
                fixed = wanted or engine.min_players == engine.max_players
                line = tr(lang, "lobby-text", title=texts.title(row.key, lang, engine.title),
                          names=texts.names_list([texts.display_name(s, lang)
                                                  for s in seats], lang),
                          joined=len(seats), limit=wanted or engine.max_players,
                          min=engine.min_players, max=engine.max_players,
                          fixed="yes" if fixed else "no", ready="yes" if ready else "no")
                note = texts.setup_house_note(engine, max(len(seats), wanted or 0), row.seed,
                                              row.options, lang) if house_note else ""
                return f"{line}\n{note}" if note else line
            text = Composed(waiting)
        return LobbyInfo(row.id, row.channel_id, row.key, engine.title, engine.min_players,
                         engine.max_players, row.players_wanted, tuple(seats), text)

    async def join(self, channel_id: int, user_id: int, name: str) -> LobbyInfo:
        async with self.core.lock(channel_id):
            row = await self.core.open_game(channel_id)
            if row.status != "lobby":
                raise HostError(Msg("lobby-started-watch"))
            engine = self.core.engine(row.key)
            seats = await self.core.seats(row.id)
            if self.core.seat_of(seats, user_id):
                raise HostError(Msg("lobby-already-in"))
            limit = row.players_wanted or engine.max_players
            if len(seats) >= limit:
                raise HostError(Msg("lobby-full", {"limit": limit}))
            async with self.core.db.transaction() as conn:
                # Checked again in the store: another process may have seated someone.
                if not await games_db.add_seat(conn, row.id, user_id, name, limit):
                    raise HostError(LOBBY_CHANGED)
            return self.lobby_info(row, await self.core.seats(row.id))

    async def leave(self, channel_id: int, user_id: int) -> LobbyInfo | None:
        """Leave a lobby; the lobby closes when its last player leaves (returns None)."""
        async with self.core.lock(channel_id):
            row = await self.core.open_game(channel_id)
            if row.status != "lobby":
                raise HostError(Msg("lobby-started-resign"))
            seats = await self.core.seats(row.id)
            if not self.core.seat_of(seats, user_id):
                raise HostError(Msg("lobby-not-in"))
            last = len([s for s in seats if s.computer is None]) == 1   # computers stay no lobby
            async with self.core.db.transaction() as conn:
                remaining = await games_db.remove_seat(conn, row.id, user_id)
                if remaining < 0:
                    raise HostError(LOBBY_CHANGED)
                last = last or remaining == 0
                if last:
                    await games_db.end_game(conn, row.id, "aborted", None, self.core.clock())
                    await self.core.changed(conn, row)
            if last:
                return None
            return self.lobby_info(row, await self.core.seats(row.id))

    async def start(self, channel_id: int, user_id: int,
                    is_moderator: bool = False) -> StartOutcome:
        """Start the lobby: seats are shuffled from the game's seed, then shown."""
        async with self.core.lock(channel_id):
            row = await self.core.open_game(channel_id)
            if row.status != "lobby":
                raise HostError(Msg("lobby-already-started"))
            seats = await self.core.seats(row.id)
            if not self.core.seat_of(seats, user_id) and not is_moderator:
                raise HostError(Msg("lobby-start-who"))
            engine = self.core.engine(row.key)
            if row.players_wanted and len(seats) != row.players_wanted:
                raise HostError(Msg("lobby-waiting", {"joined": len(seats),
                                                      "wanted": row.players_wanted}))
            if not engine.min_players <= len(seats) <= engine.max_players:
                raise HostError(Msg("lobby-needs", {
                    "title": engine.title, "min": engine.min_players,
                    "max": engine.max_players, "joined": len(seats)}))
            order = rules.core.Rng(row.seed ^ 0x5EA7).shuffled(seats)
            try:
                state = engine.new_game(len(seats), row.seed, row.options)
            except IllegalMove as error:
                raise HostError.refused(error) from None
            now = self.core.clock()
            ordered = [replace(s, seat=i) for i, s in enumerate(order)]
            started = GameRow(**{**row.__dict__, "status": "active", "version": row.version + 1,
                                  "turn_memory": None})
            lobby = self.lobby_info(started, ordered)
            # The order of play from the engine's first player: the seat order from seat 1
            # announced a player who did not start (a reader's Cavern Tavern and Caverna).
            first = engine.first_player(state) if hasattr(engine, "first_player") else 0
            header = Composed(lambda lang: tr(
                # The title once: "Caverna begins: seat order 1. Ann, 2. Bob."
                lang, "lobby-begins", title=texts.title(row.key, lang, engine.title),
                lobby=localize(lobby.text, lang), order=texts.play_order(ordered, first, lang)))
            async with self.core.db.transaction() as conn:
                if not await games_db.set_seats(conn, row.id,
                                                [(s.user_id, s.name) for s in ordered]):
                    raise HostError(LOBBY_CHANGED)
                for s in ordered:
                    if s.computer is not None:
                        await computers_db.set_level(conn, row.id, s.seat, s.computer)
                if not await games_db.start_game(conn, row.id, engine.to_json(state),
                                                 engine.rules_version, now):
                    raise HostError(LOBBY_CHANGED)
                await self.core.sync_reminders(conn, started, state, ordered, now)
                move = await self.announcer.record(
                    conn, started, started.version, state, ordered, engine.last_events(state),
                    fresh=True, header=header)
            self.core.remember(row.id, started.version, state)
            move = await self.announcer.pictured(move, started, state, ordered)
            return StartOutcome(lobby, move)
