"""Numbers typed or carried by users, parsed in one place: ASCII digits only.

``str.isdigit()`` accepts superscripts ("²") and ``int()`` accepts other scripts' digits
and surrounding spaces, so the two disagree and a check-then-convert pair can raise on
hostile input. Everything that reads a number from a user (a seat, an option index, a
game option's value) goes through these functions instead.
"""

from __future__ import annotations

import re

from bot.i18n.user_text import UserText

_NATURAL = re.compile(r"[0-9]+")
_INTEGER = re.compile(r"-?[0-9]+")
# More digits than any seat, index or game option needs; keeps int() cheap on long input.
MAX_DIGITS = 18


def natural(text: str) -> int | None:
    """``text`` as a whole number ≥ 0 when it is ASCII digits only, else None."""
    if len(text) > MAX_DIGITS or _NATURAL.fullmatch(text) is None:
        return None
    return int(text)


def integer(text: str) -> int | None:
    """``text`` as an integer (one optional leading minus, ASCII digits), else None."""
    if len(text) > MAX_DIGITS + 1 or _INTEGER.fullmatch(text) is None:
        return None
    return int(text)


# A refusal quotes what the user typed; a long input must not make the reply too long.
MAX_QUOTE = 60


def quote(text: str, limit: int = MAX_QUOTE) -> str:
    """What the user typed, on one line and at most ``limit`` characters, to echo back."""
    flat = UserText(text)   # typed text: one line, and never markup where it is echoed
    return flat if len(flat) <= limit else UserText(flat[: limit - 1].rstrip() + "…")
