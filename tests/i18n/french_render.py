"""Every French catalogue message rendered with values like the ones the bot passes, for
the typography and elision tests (and for a reader's sample)."""

from __future__ import annotations

from typing import Any

from bot.i18n import tr
from tests.i18n.test_catalogues import entries

# Player names that start with a vowel, an accented vowel, a mute h and a consonant.
NAMES = ("Éloïse", "Anaïs", "Hélène", "Benoît")
_NAMED = {"who", "name", "names", "owner", "victim", "seat", "player", "moderator", "other",
          "target", "mine", "first_player"}
_WORDS = {"title": "Caverna", "game": "Caverna", "text": "2 bois", "goods": "2 bois, 1 pierre",
          "good": "bois", "what": "2 bois", "room": "Salle de réunion", "tile": "Abri à bois",
          "a": "2 bois", "b": "1 pierre", "prompt": "choisissez une action",
          "label": "Prendre 2 bois", "option": "Prendre 2 bois", "card": "Chope",
          "clock": "22 h 40", "lang": "fr", "language": "français", "channel": "<#123>",
          "mentions": "<@1>", "path": "/tmp/cavern", "folder": "/tmp/cavern", "key": "bois"}


def values(names: set[str], count: int = 3, who: str = NAMES[0]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in names:
        if name in _NAMED:
            out[name] = who
        elif name in _WORDS:
            out[name] = _WORDS[name]
        else:
            out[name] = count
    return out


def rendered(lang: str = "fr", count: int = 3, who: str = NAMES[0]) -> dict[str, str]:
    """Each message of ``lang`` rendered once with ``count`` for numbers and ``who``."""
    return {key: tr(lang, key, **values(names, count, who))
            for key, names in entries(lang).items() if not key.startswith("-")}


def spaced(text: str) -> str:
    """French text with its typographic spaces (U+202F, U+00A0) as plain spaces, for
    tests that look for a phrase."""
    return text.replace("\u202f", " ").replace("\u00a0", " ")
