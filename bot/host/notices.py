"""Reminders and timeout warnings from stored deadlines.

``due_notices(now)`` claims what is due in the same transaction that reads it, so a
notice is handed out once, even when the bot restarts right after. A player gets at
most ``settings.max_reminders`` nudges per wait; at the game's timeout the
moderators are told once.
"""

from __future__ import annotations

from datetime import datetime

from bot import texts
from bot.host.clocks import NEVER
from bot.host.core import HostCore, Service
from bot.host.languages import LanguageService
from bot.i18n import DEFAULT_LANGUAGE, Msg, UserText, tr
from bot.outcomes import Notice
from bot.store import games as games_db
from bot.store import reminders as reminders_db
from bot.store import settings as settings_db

_NEVER = NEVER  # a next_due far in the future: no more nudges for this wait


class NoticeService(Service):
    def __init__(self, core: HostCore, languages: LanguageService | None = None) -> None:
        super().__init__(core)
        # Notices are public: in the channel's language, known inside the claim.
        self.languages = languages

    async def due_notices(self, now: datetime | float | None = None) -> list[Notice]:
        """Every reminder and timeout warning due at ``now``, claimed as sent."""
        if now is None:
            moment = self.core.clock()
        elif isinstance(now, datetime):
            moment = now.timestamp()
        else:
            moment = float(now)
        notices: list[Notice] = []
        owned = await self._owned_due_games(moment)
        async with self.core.db.transaction() as conn:
            if owned is None:
                # Unsharded: the claim itself keeps two processes apart (row locks).
                due = await reminders_db.due(conn, moment)
            else:
                due = [r for game_id in owned for r in await reminders_db.for_game(conn, game_id)
                       if r.next_due <= moment or (r.timeout_due <= moment
                                                   and not r.timeout_sent)]
            by_game: dict[int, list[reminders_db.ReminderRow]] = {}
            for r in due:
                by_game.setdefault(r.game_id, []).append(r)
            for game_id, rows in by_game.items():
                game = await games_db.get_game(conn, game_id)
                # Another process serves that server's shard: it claims and posts these.
                if (game is None or game.status != "active" or not self.core.owns(game.guild_id)
                        or not self.core.serves(game.channel_id)):
                    continue
                seat_rows = await games_db.seats(conn, game_id)
                names = {s.user_id: UserText(s.name) for s in seat_rows
                         if s.user_id is not None}
                lang = DEFAULT_LANGUAGE if self.languages is None else \
                    await self.languages.public_language(conn, game.channel_id)
                title = texts.title(game.key, lang, self.core.engine(game.key).title)
                nudge: list[int] = []
                late: list[int] = []
                for r in rows:
                    if r.timeout_due <= moment and not r.timeout_sent:
                        late.append(r.user_id)
                        await reminders_db.mark_timed_out(conn, game_id, r.user_id)
                    if r.next_due <= moment:
                        if r.sent < self.core.settings.max_reminders:
                            nudge.append(r.user_id)
                            upcoming = moment + game.reminder_hours * 3600
                            if r.sent + 1 >= self.core.settings.max_reminders:
                                upcoming = _NEVER
                            await reminders_db.mark_reminded(conn, game_id, r.user_id, upcoming)
                        else:
                            await reminders_db.mark_reminded(conn, game_id, r.user_id, _NEVER)
                nudge = [u for u in nudge if u not in late]  # the timeout notice says it all
                before = {r.user_id: (game_id, r.user_id, r.next_due, r.sent, r.timeout_sent)
                          for r in rows}
                if nudge:
                    who = texts.names_list([names.get(u, tr(lang, "notice-a-player"))
                                            for u in nudge], lang)
                    waited = (moment - min(r.waiting_since for r in rows
                                           if r.user_id in nudge)) / 3600
                    dm = await settings_db.dm_users(conn, nudge)
                    notices.append(Notice(
                        "reminder", game_id, game.guild_id, game.channel_id, tuple(nudge),
                        tuple(dm), tr(lang, "notice-reminder", who=who, title=title,
                                      hours=texts.hours(round(waited, 1), lang)),
                        tuple(before[u] for u in nudge), lang))
                if late:
                    who = texts.names_list([names.get(u, tr(lang, "notice-a-player"))
                                            for u in late], lang)
                    notices.append(Notice(
                        "timeout", game_id, game.guild_id, game.channel_id, tuple(late), (),
                        tr(lang, "notice-timeout", who=who, title=title,
                           hours=texts.hours(game.timeout_hours, lang)),
                        tuple(before[u] for u in late), lang))
        return notices

    async def _owned_due_games(self, moment: float) -> list[int] | None:
        """With shards: the games of this process's servers that have a notice due (None
        unsharded). Read without row locks, apart from the claim: ``reminders.due``
        locks (and so hides from the other process) every due row, its shard's too."""
        if self.core.settings.shard_ids is None:
            return None
        async with self.core.db.read() as conn:
            games = await reminders_db.due_games(conn, moment)
        return [game_id for game_id, guild_id in games if self.core.owns(guild_id)]

    async def release_notice(self, notice: Notice) -> None:
        """A notice could not be posted: its rows are due again, so it is tried later
        (a reminder counts as sent only once it was posted)."""
        async with self.core.db.transaction() as conn:
            for game_id, user_id, next_due, sent, timeout_sent in notice.claimed:
                await reminders_db.restore(conn, game_id, user_id, next_due, sent,
                                           timeout_sent)

    async def notify(self, user_id: int, on: bool) -> Msg:
        """Opt in or out of direct messages when it is the user's turn."""
        async with self.core.db.transaction() as conn:
            await settings_db.set_dm_notify(conn, user_id, on)
        return Msg("notify-on" if on else "notify-off")
