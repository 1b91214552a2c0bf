"""Which language each part of a text was said in.

While :func:`tagged` is active, every catalogue rendering comes out between marks of the
language it was really rendered in (English when the reader's catalogue lacks the key),
nested renderings included ("次：{ $prompt }" rendered in Japanese around a French prompt
shows both marks). :func:`languages_in` reads the marks back, so a test can say that no
message in one language carries a part in another.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from functools import cache
from typing import Any

from bot.i18n import DEFAULT_LANGUAGE, catalogues
from bot.i18n.catalogues import Catalogues

_catalogues_module = __import__("bot.i18n.catalogues", fromlist=["_SAID"])

# One private-use character per language (a clipped text keeps whole marks), and an end.
_FIRST = 0xE010
END = "\ue01f"


def mark(lang: str) -> str:
    return chr(_FIRST + catalogues().languages().index(lang))


@cache
def _marks() -> re.Pattern[str]:
    # A regular expression, not a loop over characters: the mixed-channel tests read
    # every message of whole games.
    last = len(catalogues().languages()) - 1
    return re.compile(f"[{chr(_FIRST)}-{chr(_FIRST + last)}]")


def languages_in(text: str) -> set[str]:
    """The languages whose catalogues said a part of ``text``."""
    names = catalogues().languages()
    return {names[ord(c) - _FIRST] for c in set(_marks().findall(text))}


def unmarked(text: str) -> str:
    return _marks().sub("", text).replace(END, "")


@contextmanager
def tagged() -> Iterator[None]:
    original = Catalogues.render

    def render(self: Catalogues, lang: str, key: str, args: Mapping[str, Any]) -> str:
        said = lang if self.has(lang, key) else DEFAULT_LANGUAGE
        return mark(said) + original(self, lang, key, args) + END

    _catalogues_module._SAID.clear()   # remembered renderings carry no marks
    Catalogues.render = render          # type: ignore[method-assign]
    try:
        yield
    finally:
        Catalogues.render = original     # type: ignore[method-assign]
        _catalogues_module._SAID.clear()
