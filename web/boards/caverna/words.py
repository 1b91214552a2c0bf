"""The words of Caverna's web table: the pictures' catalogue messages (and a few of the web
table's own, ``web-caverna-…``), said in the reader's language and remembered per language.

A table says the same few hundred words on every page (each cell, good and tile of up to
seven homes); remembering them by language, message and plain values keeps a page to a few
milliseconds. Values that are not plain numbers or strings are said each time.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from render.caverna.glyphs import good_label
from render.common.words import language, word
from web.boards.base import esc

_SAID: dict[tuple[Any, ...], str] = {}
_SAID_MAX = 50_000
_PLAIN = (int, str)


def phrase(key: str, english: str, /, **args: Any) -> str:
    """:func:`render.common.words.word`, remembered."""
    if any(type(v) not in _PLAIN for v in args.values()):
        return word(key, english, **args)
    memo = (language(), key, english, *args.items())
    found = _SAID.get(memo)
    if found is None:
        if len(_SAID) > _SAID_MAX:
            _SAID.clear()
        found = _SAID[memo] = word(key, english, **args)
    return found


def amount(good: str, n: int | None = None) -> str:
    """"3 wood" (or "wood"), in the reader's language."""
    memo = (language(), "amount", good, n)
    found = _SAID.get(memo)
    if found is None:
        found = _SAID[memo] = good_label(good, n)
    return found


@lru_cache(maxsize=16384)
def text(value: str) -> str:
    """Text for HTML (:func:`web.boards.base.esc`), remembered: a page escapes the same
    words many times."""
    return esc(value)
