"""Text on the Cavern Tavern table: catalogue messages in the reader's language, escaped.

Every text goes through ``ctx.say`` (``bot.i18n.localize``); a name a person typed is
escaped as it is and never passed through a catalogue message, which would add Discord's
markdown escapes to it.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import Msg
from web.boards.base import BoardContext, esc


class Words:
    def __init__(self, ctx: BoardContext) -> None:
        self.ctx = ctx

    def __call__(self, key: str, **args: Any) -> str:
        """A catalogue message, escaped for HTML."""
        return esc(self.ctx.say(Msg(key, args)))

    def plain(self, key: str, **args: Any) -> str:
        """A catalogue message, not escaped yet (to pass on as a value)."""
        return self.ctx.say(Msg(key, args))

    def said(self, value: Any) -> str:
        """A text of the view (an engine message or a plain string), escaped."""
        if value is None:
            return ""
        return esc(self.ctx.say(value))

    def name(self, seat: int) -> str:
        """A seat's name as typed, escaped; "Seat 3" when the table has none."""
        return esc(self.plain_name(seat))

    def plain_name(self, seat: int) -> str:
        """A seat's name not escaped yet, to pass to a message that places it (« 取った人：Ann »
        with no space after the « ： », « taken by Ann »)."""
        names = self.ctx.names
        if 0 <= seat < len(names) and names[seat]:
            return names[seat]
        return self.plain("text-seat", number=seat + 1)

    def ingredient(self, ing: str) -> str:
        return self(f"tavern-ing-{ing}")

    def points(self, count: int) -> str:
        return self("text-points", count=count)
