"""Cheap checks a front end runs before it acknowledges publicly: is there a game here,
and may this member start it, undo in it or resign from it?

Discord's public "thinking…" is seen by the whole channel, so an outsider's /game start
must be refused privately before it. These checks read without the channel lock and
change nothing; the host methods check again under the lock, with the same sentences.
"""

from __future__ import annotations

from typing import Literal

from bot.host.core import HostCore, Service
from bot.i18n import Msg
from bot.outcomes import HostError

Action = Literal["start", "undo", "resign"]

NOT_STARTED = Msg("host-not-started")
ALREADY_STARTED = Msg("host-already-started")
START_NEEDS_PLAYER = Msg("host-start-needs-player")
UNDO_NEEDS_PLAYER = Msg("host-undo-needs-player")
NOT_PLAYING = Msg("turn-not-playing")


class AdmissionService(Service):
    def __init__(self, core: HostCore) -> None:
        super().__init__(core)

    async def admit(self, channel_id: int, user_id: int, action: Action,
                    is_moderator: bool = False) -> None:
        """Refuse (HostError) when ``user_id`` may certainly not do ``action`` here."""
        row = await self.core.open_game(channel_id)
        seated = self.core.seat_of(await self.core.seats(row.id), user_id) is not None
        if action == "start":
            if row.status != "lobby":
                raise HostError(ALREADY_STARTED)
            if not seated and not is_moderator:
                raise HostError(START_NEEDS_PLAYER)
            return
        if row.status == "lobby":
            raise HostError(NOT_STARTED)
        if action == "undo" and not seated and not is_moderator:
            raise HostError(UNDO_NEEDS_PLAYER)
        if action == "resign" and not seated:
            raise HostError(NOT_PLAYING)
