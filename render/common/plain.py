"""Text people typed, without the characters that only steer how other text looks.

Direction controls (U+202A-U+202E embeddings and overrides, U+2066-U+2069 isolates, the
marks U+200E, U+200F and U+061C) and other format or control characters (zero-width
spaces, soft hyphens, BOM) are Unicode categories Cf and Cc. A player's name may hold
them: an override flips every character after it, in a picture as in a message, and a
zero-width one hides in a name that looks like another. The pictures leave them out
when they draw (``render.common.fonts``), and the bot when it writes a name into a text.
"""

from __future__ import annotations

import unicodedata

_CONTROL_CATEGORIES = ("Cc", "Cf")
ZERO_WIDTH_JOINER = "\u200d"


def is_control(char: str) -> bool:
    """A control or format character: it draws nothing, it steers other characters."""
    return unicodedata.category(char) in _CONTROL_CATEGORIES


def _joins_emoji(text: str, index: int) -> bool:
    # A zero-width joiner between two symbols makes one emoji (a family, a flag): kept.
    before = text[index - 1] if index > 0 else ""
    after = text[index + 1] if index + 1 < len(text) else ""
    return all(ch and (unicodedata.category(ch) in ("So", "Sk", "Mn") or ord(ch) >= 0x1F000)
               for ch in (before, after))


def without_controls(text: str) -> str:
    """``text`` on one line, without control or format characters (direction overrides,
    isolates, zero-width characters), runs of spaces made one; a joiner inside an emoji
    sequence stays, so 👩‍👩‍👧 is still one emoji."""
    if text.isprintable():
        # Nothing to take out (Python's printable excludes every Cc and Cf character):
        # the usual name, at C speed rather than a category lookup per character.
        return " ".join(text.split())
    kept = "".join(ch for index, ch in enumerate(text)
                   if not is_control(ch) or (ch == ZERO_WIDTH_JOINER
                                             and _joins_emoji(text, index)))
    return " ".join(kept.split())
