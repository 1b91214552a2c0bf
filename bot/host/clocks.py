"""When a waiting player's next reminder and the game's timeout are due, said to anyone.

``/game status`` and ``/game mine`` show these beside whose turn it is (Discord timestamps,
``<t:…:R>``, which each reader's client shows as "in 5 hours" in their own language and
time zone), so a member knows when the bot will nudge them, without asking a moderator.
"""

from __future__ import annotations

from bot.i18n import tr

NEVER = 1e18   # a next_due far in the future: no more nudges for this wait


def stamp(moment: float) -> str:
    return f"<t:{int(moment)}:R>"


def clock_text(lang: str, next_due: float, timeout_due: float, timeout_sent: bool) -> str:
    """"next reminder in 3 hours, timeout in 2 days" (or that none is left / it passed)."""
    return tr(lang, "clock-when",
              reminder="never" if next_due >= NEVER else "due", reminder_at=stamp(next_due),
              timeout="told" if timeout_sent else "due", timeout_at=stamp(timeout_due))
