"""A settable clock (Unix seconds) for host and cog tests, so reminders need no sleeping."""

from __future__ import annotations


class Clock:
    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, hours: float) -> None:
        self.now += hours * 3600
