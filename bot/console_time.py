"""Discord timestamps (``<t:1796041762:R>``) said as a terminal can show them.

A Discord client shows ``<t:…:R>`` as "in 5 hours" in the reader's language and time
zone; the console has no client, so it says the same thing itself, from its own clock.
"""

from __future__ import annotations

import re
import time

from bot.i18n import tr

_STAMP = re.compile(r"<t:(-?\d+)(?::[tTdDfFR])?>")


def readable_stamps(text: str, lang: str, now: float | None = None) -> str:
    """Every Discord timestamp in ``text`` as « dans 24 h » / "in 24 hours" / 「24時間後」."""
    clock = time.time() if now is None else now

    def said(match: re.Match[str]) -> str:
        seconds = int(match.group(1)) - clock
        ahead = seconds >= 0
        minutes = max(1, round(abs(seconds) / 60))
        if minutes < 60:
            unit, count = "minutes", minutes
        elif minutes < 48 * 60:
            unit, count = "hours", round(minutes / 60)
        else:
            unit, count = "days", round(minutes / (24 * 60))
        return tr(lang, "console-time-ahead" if ahead else "console-time-ago",
                  unit=unit, count=count)

    return _STAMP.sub(said, text)
