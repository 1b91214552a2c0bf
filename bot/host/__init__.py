"""GameHost: the service every front end drives (Discord cogs, the console, tests).

The host is split by concern into small services over one shared :class:`HostCore`
(the store, clock, locks and state cache): :mod:`lobby`, :mod:`turns`, :mod:`views`,
:mod:`moderation`, :mod:`notices`, :mod:`stats` and :mod:`season` (results, ratings).
``GameHost`` builds them and offers their public methods under one name, so a front end
holds one object.

Methods take plain ids and names and return the dataclasses of ``bot.outcomes``; a
refusal raises :class:`HostError` with a sentence for the user, and changes nothing.
Moderator checks (Discord permissions, the server's role) are the caller's job: it
passes ``is_moderator``.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable

from bot.config import Settings
from bot.host import catalogue
from bot.host.admission import AdmissionService
from bot.host.announce import Announcer
from bot.host.computers import ComputerService
from bot.host.core import MOVED_ON, HostCore
from bot.host.languages import LanguageService
from bot.host.live import LiveFeed
from bot.host.lobby import LobbyService
from bot.host.moderation import ModerationService
from bot.host.notices import NoticeService
from bot.host.replay import ReplayService
from bot.host.resignation import ResignService
from bot.host.season import SeasonService
from bot.host.stats import StatsService
from bot.host.store_faults import GuardedStore
from bot.host.table import TableService
from bot.host.table_actions import TableActions
from bot.host.turns import TurnService
from bot.host.views import ViewService
from bot.host.web_access import WebAccessService
from bot.outcomes import HostError
from bot.rebuild import load_running_games
from bot.store import Database
from rules import Engine


class GameHost:
    """The services of the host over one core, with their methods offered directly."""

    def __init__(self, db: Database, settings: Settings | None = None, *,
                 clock: Callable[[], float] = time.time,
                 seeds: Callable[[], int] = lambda: secrets.randbits(62),
                 draw_images: bool = True) -> None:
        self.core = HostCore(db, settings, clock=clock, seeds=seeds, draw_images=draw_images)
        self.languages = LanguageService(self.core)
        self.announcer = Announcer(self.core, self.languages)
        self.lobbies = LobbyService(self.core, self.announcer)
        self.turns = TurnService(self.core, self.announcer)
        self.computers = ComputerService(self.core, self.lobbies, self.turns)
        self.views = ViewService(self.core, self.lobbies, self.turns)
        self.moderation = ModerationService(self.core, self.turns)
        self.resignation = ResignService(self.core, self.turns)
        self.notices = NoticeService(self.core, self.languages)
        self.statistics = StatsService(self.core)
        self.admission = AdmissionService(self.core)
        self.replays = ReplayService(self.core)
        self.season = SeasonService(self.core, self.lobbies, self.computers, self.languages)
        # The web table (web/): what a page reads and plays, and who may open it.
        self.tables = TableService(self.core, self.turns, self.views)
        self.web = WebAccessService(self.core)
        # The page's undo, resign and rematch: the same calls as the Discord commands.
        self.table_actions = TableActions(self.core, self.turns, self.resignation, self.season,
                                          self.admission, self.tables, self.announcer)
        # The front ends' vocabulary, one name per action (see each service for details).
        self.new_game = self.lobbies.new_game
        self.lobby = self.lobbies.lobby
        self.check_new = self.lobbies.check_new
        self.join = self.lobbies.join
        self.leave = self.lobbies.leave
        self.start = self.lobbies.start
        self.options = self.turns.options
        self.act = self.turns.act
        self.undo = self.turns.undo
        self.decline_undo = self.turns.decline_undo
        self.resign = self.resignation.resign
        self.resign_preview = self.resignation.preview
        self.abort = self.turns.abort
        self.status = self.views.status
        self.game_key = self.views.game_key
        self.board = self.views.board
        self.log = self.views.log
        self.log_page = self.views.log_page
        self.log_file = self.views.log_file
        self.replay = self.replays.replay
        self.replay_choices = self.replays.replay_choices
        self.replay_slot = self.replays.replay_slot
        self.replay_posted = self.replays.replay_posted
        self.score = self.views.score
        self.private_info = self.views.private_info
        self.kick = self.moderation.kick
        self.replace = self.moderation.replace
        self.pause = self.moderation.pause
        self.resume = self.moderation.resume
        self.set_timeout = self.moderation.set_timeout
        self.skip = self.moderation.skip
        self.channel_config = self.core.channel_config
        self.configure = self.moderation.configure
        self.moderator_role = self.moderation.moderator_role
        self.due_notices = self.notices.due_notices
        self.release_notice = self.notices.release_notice
        self.close_channel = self.moderation.close_channel
        self.close_guild = self.moderation.close_guild
        self.notify = self.notices.notify
        self.stats = self.statistics.stats
        self.add_computer = self.computers.add
        self.remove_computer = self.computers.remove
        self.computer_takes_over = self.computers.take_over
        self.computer_move = self.computers.next_move
        self.deliveries = self.announcer.deliveries
        self.delivered = self.announcer.delivered
        self.release_delivery = self.announcer.release
        self.pending_channels = self.announcer.pending_channels
        self.recover_deliveries = self.announcer.recover_deliveries
        self.turn_message_id = self.announcer.turn_message_id
        self.current_turn_message = self.announcer.current_turn_message
        self.current_turn = self.announcer.current_turn
        self.record_turn_message = self.announcer.record_turn_message
        self.admit = self.admission.admit
        self.seat_choices = self.views.seat_choices
        self.games = catalogue.games
        self.find_game = catalogue.find_game
        self.channel_language = self.languages.channel_language
        self.set_channel_language = self.languages.set_channel_language
        self.language_setting = self.languages.language_setting
        self.note_server_locale = self.languages.note_server_locale
        self.note_member_locale = self.languages.note_member_locale
        self.mine = self.season.mine
        self.history = self.season.history
        self.profile = self.season.profile
        self.leaderboard = self.season.leaderboard
        self.rematch = self.season.rematch
        self.rebuild_ratings = self.season.rebuild

    @property
    def live(self) -> LiveFeed:
        """Committed changes, for whoever follows them (pages, other processes)."""
        return self.core.live

    @property
    def db(self) -> GuardedStore:
        return self.core.db

    @property
    def draw_images(self) -> bool:
        return self.core.draw_images

    @draw_images.setter
    def draw_images(self, value: bool) -> None:
        self.core.draw_images = value

    @property
    def clock(self) -> Callable[[], float]:
        return self.core.clock

    async def resume_all(self) -> list[int]:
        """Check every running game's snapshot against its move log (repairing a stale
        one); the bounded state cache keeps the most recent, the rest load on demand."""
        resumed: list[int] = []
        # An upgraded database: the games that ended before results were kept join the
        # history, and the ratings are rebuilt from them (nothing to do afterwards).
        await self.season.backfill()
        async for game_id, version, state in load_running_games(self.db, self.core.serves):
            self.core.remember(game_id, version, state)
            resumed.append(game_id)
        return resumed


__all__ = ["MOVED_ON", "Engine", "GameHost", "HostError"]
