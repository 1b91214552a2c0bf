"""Numbers as the pictures write them: a negative number with the minus sign « − »
(U+2212, which DejaVu Sans has in both faces), as the bot's text messages do, never an
ASCII hyphen (« -21 » read as a dash before the score: ja-292's board picture)."""

from __future__ import annotations

import re

MINUS = "\u2212"


def number(n: int) -> str:
    """``n`` as a score is written: « −21 », « 0 », « 14 »."""
    return f"{MINUS}{-n}" if n < 0 else str(n)


def signed(n: int) -> str:
    """``n`` with its sign, as a score line's change: « +3 », « −3 », « 0 »."""
    return f"+{n}" if n > 0 else number(n)


# A hyphen standing for a minus before a number (« -21 points »), as the catalogues'
# typesetting finds it (bot.i18n.japanese): not after a Latin letter, a digit, « - / . »
# (« A-1 », « 4-7 », « --db »).
_HYPHEN_MINUS = re.compile(r"(?<![A-Za-z0-9_\-/.])-(?=\d)")


def minus_signed(text: str) -> str:
    """``text`` with a hyphen used as a minus sign made the minus sign: a picture's
    message fills its numbers in as Python and Fluent write them (« -21 »)."""
    return _HYPHEN_MINUS.sub(MINUS, text) if "-" in text else text
