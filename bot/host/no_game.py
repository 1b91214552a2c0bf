"""What to say when a channel has no open game: none at all, or one that just ended.

A press on the last turn message after the winning move finds no open game; telling that
player "there is no game in this channel" is wrong, the game is over.
"""

from __future__ import annotations

import aiosqlite

from bot.i18n import Msg
from bot.outcomes import HostError
from bot.store import games as games_db

NO_GAME = Msg("view-no-game")
GAME_OVER = Msg("host-game-over")
GAME_ABORTED = Msg("host-game-aborted")


async def no_game_error(conn: aiosqlite.Connection, channel_id: int) -> HostError:
    """The refusal for a channel without an open game, naming a game that just ended."""
    last = await games_db.last_game_in(conn, channel_id)
    if last is not None and last.state is not None:
        if last.status == "finished":
            return HostError(GAME_OVER)
        if last.status == "aborted":
            return HostError(GAME_ABORTED)
    return HostError(NO_GAME)
