"""Moderator tools and channel settings: kick, replace, pause, resume, timeout, skip, config.

The caller decides who is a moderator (Discord permissions or the server's role) and
passes ``is_moderator``; every method here refuses without it.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

import rules
from bot.host.core import MOVED_ON, HostCore, Service, seats_in
from bot.host.seats import find_seat
from bot.host.turns import TurnService
from bot.i18n import Msg
from bot.outcomes import ChannelConfig, HostError, MoveOutcome
from bot.parsing import quote
from bot.store import computers as computers_db
from bot.store import games as games_db
from bot.store import reminders as reminders_db
from bot.store import results as results_db
from bot.store import settings as settings_db
from bot.store.settings import ChannelRow

# Options that end a player's part of a turn without doing anything, by their id:
# a skip plays one of these when the game offers it, else the first option listed.
log = logging.getLogger(__name__)

_PASSIVE_IDS = ("done", "pass", "skip", "end", "stop")
# Another moderator (perhaps through another bot process) changed that seat first.
SEAT_CHANGED = Msg("host-seat-changed")


def _need_moderator(is_moderator: bool) -> None:
    if not is_moderator:
        raise HostError(Msg("error-not-moderator"))


def _passive_option(option_ids: Sequence[str]) -> str:
    for wanted in _PASSIVE_IDS:
        for option_id in option_ids:
            if option_id == wanted or option_id.endswith(":" + wanted):
                return option_id
    return option_ids[0]


class ModerationService(Service):
    def __init__(self, core: HostCore, turns: TurnService) -> None:
        super().__init__(core)
        self.turns = turns

    async def kick(self, channel_id: int, who: int | str, is_moderator: bool,
                   by: str | None = None) -> Msg:
        """Remove a player, named by member id or by seat (number or name, so a member who
        left the server can be removed too): from a lobby at once; in a running game the
        seat is emptied and the game paused until ``replace`` gives it to someone."""
        _need_moderator(is_moderator)
        async with self.core.lock(channel_id):
            row = await self.core.open_game(channel_id)
            seats = await self.core.seats(row.id)
            target = (self.core.seat_of(seats, who) if isinstance(who, int)
                      else find_seat(seats, who))
            if target is None:
                raise HostError(Msg("mod-error-not-playing"))
            if target.user_id is None:
                raise HostError(Msg("mod-error-seat-empty", {"seat": target.seat + 1}))
            user_id = target.user_id
            async with self.core.db.transaction() as conn:
                if row.status == "lobby":
                    if await games_db.remove_seat(conn, row.id, user_id) < 0:
                        raise HostError(SEAT_CHANGED)
                    return Msg("mod-kicked-from-lobby", {"name": target.name})
                if not await games_db.set_seat_user(conn, row.id, target.seat, None,
                                                    was=user_id):
                    raise HostError(SEAT_CHANGED)
                await results_db.note_departure(conn, row.id, target.seat, user_id, target.name)
                if row.status == "active":
                    await games_db.set_status(conn, row.id, "paused", paused_by=by)
                    await self.core.changed(conn, row)
                left = [s for s in seats if s.user_id not in (None, user_id)]
                await reminders_db.sync_waiting(
                    conn, row.id, [s.user_id for s in left if s.user_id is not None],
                    self.core.clock(), row.reminder_hours, row.timeout_hours)
        return Msg("mod-kicked-from-seat", {"name": target.name, "seat": target.seat + 1})

    async def replace(self, channel_id: int, seat_or_player: str, new_user_id: int,
                      new_name: str, is_moderator: bool) -> Msg:
        """Give a seat (number, name or user id; an emptied seat too) to another member."""
        _need_moderator(is_moderator)
        async with self.core.lock(channel_id):
            row = await self.core.running_game(channel_id)
            seats = await self.core.seats(row.id)
            if self.core.seat_of(seats, new_user_id) is not None:
                raise HostError(Msg("mod-error-already-seated", {"name": new_name}))
            target = find_seat(seats, seat_or_player)
            async with self.core.db.transaction() as conn:
                if not await games_db.set_seat_user(conn, row.id, target.seat, new_user_id,
                                                    new_name, was=target.user_id):
                    raise HostError(SEAT_CHANGED)
                if target.user_id is not None:   # the member who leaves ranks last at the end
                    await results_db.note_departure(conn, row.id, target.seat, target.user_id,
                                                    target.name)
                await computers_db.set_level(conn, row.id, target.seat, None)  # a person again
                now = self.core.clock()
                after = await seats_in(conn, row.id)
                await self.core.sync_reminders(conn, row, self.core.state(row), after, now)
            return Msg("mod-replaced", {"name": new_name, "seat": target.seat + 1,
                                        "was": target.name,
                                        "paused": "yes" if row.status == "paused" else "no"})

    async def pause(self, channel_id: int, is_moderator: bool, by: str | None = None) -> Msg:
        """Pause the channel's game; ``by``, the moderator's name, is told to whoever tries
        to move meanwhile."""
        _need_moderator(is_moderator)
        async with self.core.lock(channel_id):
            row = await self.core.running_game(channel_id)
            if row.status == "paused":
                raise HostError(Msg("mod-error-already-paused"))
            async with self.core.db.transaction() as conn:
                # Compare-and-set: the cached state below is this version's position.
                if not await games_db.set_status(conn, row.id, "paused", row.version,
                                                paused_by=by):
                    raise HostError(MOVED_ON)
                await self.core.changed(conn, row)
            self.core.remember(row.id, row.version + 1, self.core.state(row))
        return Msg("mod-paused")

    async def resume(self, channel_id: int, is_moderator: bool) -> MoveOutcome:
        _need_moderator(is_moderator)
        async with self.core.lock(channel_id):
            row = await self.core.running_game(channel_id)
            if row.status != "paused":
                raise HostError(Msg("mod-error-not-paused"))
            seats = await self.core.seats(row.id)
            empty = [s for s in seats if s.user_id is None and s.computer is None]
            if empty:
                raise HostError(Msg("mod-error-seat-without-player", {"seat": empty[0].seat + 1}))
            state = self.core.state(row)
            now = self.core.clock()
            version = row.version + 1
            after = type(row)(**{**row.__dict__, "status": "active", "version": version,
                                 "turn_memory": None})
            async with self.core.db.transaction() as conn:
                if not await games_db.set_status(conn, row.id, "active", row.version):
                    raise HostError(MOVED_ON)   # another change first: its turn is posted
                # Waiting time during a pause does not count against anyone.
                await reminders_db.restart_clocks(conn, row.id, now, row.reminder_hours,
                                                  row.timeout_hours)
                await self.core.sync_reminders(conn, row, state, seats, now)
                outcome = await self.turns.announcer.record(
                    conn, after, version, state, seats, [], fresh=True,
                    header=Msg("turn-continues"))
            self.core.remember(row.id, version, state)
            return await self.turns.announcer.pictured(outcome, after, state, seats)

    async def set_timeout(self, channel_id: int, hours: float, is_moderator: bool) -> Msg:
        """Change this game's timeout; everyone waiting gets the new limit from now."""
        _need_moderator(is_moderator)
        if not 0 < hours <= 24 * 60:
            raise HostError(Msg("mod-error-timeout-range"))
        async with self.core.lock(channel_id):
            row = await self.core.running_game(channel_id)
            async with self.core.db.transaction() as conn:
                await games_db.set_timeout_hours(conn, row.id, hours)
                await reminders_db.restart_clocks(conn, row.id, self.core.clock(),
                                                  row.reminder_hours, hours)
        return Msg("mod-timeout-set", {"hours": hours})

    async def skip(self, channel_id: int, seat_or_player: str, moderator_id: int,
                   is_moderator: bool) -> MoveOutcome:
        """Move for an absent player: a pass/done option when offered, else the first one."""
        _need_moderator(is_moderator)
        async with self.core.lock(channel_id):
            row = await self.core.running_game(channel_id)
            seats = await self.core.seats(row.id)
            target = find_seat(seats, seat_or_player)
            engine = rules.get_engine(row.key)
            mine = [d for d in engine.pending(self.core.state(row)) if d.seat == target.seat]
            if not mine:
                raise HostError(Msg("mod-error-nothing-to-decide", {"name": target.name}))
            option_id = _passive_option([o.id for o in mine[0].options])
            return await self.turns.play_move(
                row, seats, target.seat, option_id, moderator_id, None,
                header=Msg("turn-moderator-moved", {"name": target.name}), by_moderator=True)

    # ----- settings --------------------------------------------------------------------
    async def configure(self, channel_id: int, guild_id: int | None, is_moderator: bool, *,
                        allowed_games: Sequence[str] | None = None,
                        reminder_hours: float | None = None,
                        timeout_hours: float | None = None,
                        thread_per_game: bool | None = None,
                        moderator_role_id: int | None = None,
                        clear_moderator_role: bool = False) -> ChannelConfig:
        """Change the given settings (None leaves one as it is). ``allowed_games`` empty
        or ``["all"]`` allows every game again. Applies to games created afterwards.
        ``clear_moderator_role`` removes the server's moderator role (Manage Channels
        alone moderates again)."""
        _need_moderator(is_moderator)
        allowed: list[str] | None = None
        if allowed_games is not None:
            keys = [k.strip() for k in allowed_games if k.strip()]
            unknown = [k for k in keys if k != "all" and k not in rules.GAMES]
            if unknown:
                raise HostError(Msg("error-unknown-game", {
                    "game": quote(unknown[0]), "games": ", ".join(sorted(rules.GAMES))}))
            allowed = None if not keys or "all" in keys else keys
        for name, value in (("Reminder", reminder_hours), ("Timeout", timeout_hours)):
            if value is not None and not 0 < value <= 24 * 60:
                raise HostError(Msg("mod-error-hours-range", {"setting": name.lower()}))
        async with self.core.db.transaction() as conn:
            old = await settings_db.channel(conn, channel_id) or ChannelRow(
                channel_id, guild_id, None, None, None, False)
            new = ChannelRow(
                channel_id, guild_id if guild_id is not None else old.guild_id,
                allowed if allowed_games is not None else old.allowed_games,
                reminder_hours if reminder_hours is not None else old.reminder_hours,
                timeout_hours if timeout_hours is not None else old.timeout_hours,
                thread_per_game if thread_per_game is not None else old.thread_per_game)
            await settings_db.save_channel(conn, new)
            if guild_id is not None and (moderator_role_id is not None or clear_moderator_role):
                await settings_db.set_moderator_role(
                    conn, guild_id, None if clear_moderator_role else moderator_role_id)
            role = await settings_db.moderator_role(conn, guild_id) if guild_id else None
        return self.core.config_info(channel_id, guild_id, new, role)

    async def moderator_role(self, guild_id: int) -> int | None:
        """The server's configured moderator role, for the front end's permission check."""
        async with self.core.db.read() as conn:
            return await settings_db.moderator_role(conn, guild_id)

    # ----- the place of a game is gone --------------------------------------------------
    async def close_channel(self, channel_id: int, why: str) -> bool:
        """End the open game of a deleted channel or thread (no result); False if none
        (or if the game is not this process's to end: the console's, in a shared file)."""
        if not self.core.serves(channel_id):
            return False
        async with self.core.lock(channel_id):
            async with self.core.db.transaction() as conn:
                row = await games_db.open_game_in(conn, channel_id)
                if row is None:
                    return False
                await games_db.end_game(conn, row.id, "aborted", None, self.core.clock())
                await self.core.changed(conn, row)
            self.core.forget(row.id)
        log.info("game %s ended: %s", row.id, why)
        return True

    async def close_guild(self, guild_id: int) -> int:
        """The bot left a server: its open games end; returns how many."""
        async with self.core.db.read() as conn:
            channels = await games_db.open_channels_in_guild(conn, guild_id)
        ended = 0
        for channel_id in channels:
            ended += await self.close_channel(channel_id, "the bot left its server")
        return ended
