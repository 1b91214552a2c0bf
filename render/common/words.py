"""The pictures' words in the reader's language (issue 14).

Every public drawing function takes ``say``: a localiser that turns a text into the
reader's language (``str``, the default, is English as before; the host passes
``functools.partial(bot.i18n.localize, lang=...)``, which must stay picklable for the
process pool). A drawing function opens :func:`speaking` once; below it, the models'
builders (``from_view``) pass every text taken from the view through :func:`say`, and
the drawing code writes its own words with :func:`word`, a catalogue message
(``bot/i18n/catalogues/<lang>/pictures.ftl``, keys ``pic-…``) whose English is the
picture's English exactly.

Why a context variable rather than a ``say`` argument on every drawing function: the
localiser is fixed for the whole picture, and dozens of small drawing helpers would only
hand it down. :func:`language` names the localiser's language, so the caches of printed
pieces (stamps) keep one copy per language.

A localiser is known by its rendering of ``pic-language`` ("en", "fr"): two localisers
that render it alike must render everything alike. The host's localiser remembers the
texts it renders (``bot.i18n.tr``), so the same words on every move cost one lookup.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from render.common.numbers import minus_signed
from rules.core.text import Say

Localiser = Callable[[Any], str]

# Rendered once per picture: the cache key of the stamps drawn in this language.
_LANGUAGE = Say("en", "pic-language")

_SPEAKER: ContextVar[tuple[Localiser, str]] = ContextVar("render_speaker",
                                                         default=(str, "en"))


@contextmanager
def speaking(localiser: Localiser = str) -> Iterator[None]:
    """Draw in ``localiser``'s language until the block ends."""
    token = _SPEAKER.set((localiser, localiser(_LANGUAGE)))
    try:
        yield
    finally:
        _SPEAKER.reset(token)


def say(value: Any) -> str:
    """A text from the view in the reader's language: an engine's :class:`Say` is
    translated, a plain string (a player's name) comes out unchanged."""
    if value is None:
        return ""
    return _SPEAKER.get()[0](value)


def word(key: str, english: str, /, **args: Any) -> str:
    """The pictures' own message ``key``; ``english`` is its English as a
    :meth:`str.format` template over ``args`` (the catalogue's English must match it)."""
    localiser = _SPEAKER.get()[0]
    if localiser is str:
        # English: the message's text is the template filled in (no message to build;
        # pictures write a few hundred words each, on every move).
        return minus_signed(english.format(**args))
    # A negative number comes out of Fluent with a hyphen in English: « −21 » in all.
    return minus_signed(localiser(Say(english.format(**args), key, **args)))


def language() -> str:
    """The language drawn in now (part of the key of every cached piece with words)."""
    return _SPEAKER.get()[1]


def joined(parts: list[str], conjunction: str = "and") -> str:
    """Parts joined with the language's "and" ("Ann and Bob", "Ann et Bob"), or "or"."""
    if not parts:
        return ""
    out = parts[0]
    for part in parts[1:]:
        out = (word("pic-or", "{a} or {b}", a=out, b=part) if conjunction == "or"
               else word("pic-and", "{a} and {b}", a=out, b=part))
    return out


def listed(parts: Iterable[str]) -> str:
    """Parts of a list with the language's comma ("1 wood, 2 stone", 「木材1、石材2」)."""
    out = ""
    for part in parts:
        out = part if not out else word("pic-list", "{a}, {b}", a=out, b=part)
    return out


def facts_line(parts: Iterable[str], wide: bool = False) -> str:
    """Facts side by side on one line ("Round 3 · Harvest"), with the language's separator:
    Japanese writes 「第3ラウンド・収穫」, never the half-width « · » (issue 41)."""
    key, english = (("pic-facts-wide", "{a}  ·  {b}") if wide else ("pic-facts", "{a} · {b}"))
    out = ""
    for part in parts:
        out = part if not out else word(key, english, a=out, b=part)
    return out


def points_word(n: int) -> str:
    """English "point" or "points" after ``n``, as the catalogues' plural (-1 and 1 take
    the singular): the English template of a picture's message must match its catalogue."""
    return "point" if abs(n) == 1 else "points"


def if_ended_now() -> str:
    """The note over the points shown during play: they count as the final scoring would
    now (Caverna's −28 in round 1 is not a verdict) (issue 40)."""
    return word("pic-if-ended-now", "Points as if the game ended now")


def pts_word(n: int) -> str:
    """The same word as :func:`points_word`: one word for points in every picture (issue 40
    found "pts" beside "points")."""
    return points_word(n)
