"""How to play, and what each space, tile, room, zone or track of a game does.

The texts live in the catalogues, one file per game and language
(``catalogues/<lang>/<game>-guide.ftl``), so that ``/game rules`` and the web table's
tap-to-read say the same thing in the reader's language:

- ``guide-<game>-howto``: how a game goes, in a few short paragraphs;
- ``guide-<game>-<topic>``: what one element does, with a ``.title`` attribute (its name as
  the rulebook prints it). A topic id is ``<kind>-<id>``: ``space-drift-mining``,
  ``tile-dwelling``, ``zone-kitchen``; the web boards mark the element with the same id.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from bot.i18n import DEFAULT_LANGUAGE, catalogues, tr

HOWTO = "howto"


@dataclass(frozen=True)
class Topic:
    topic: str     # "space-drift-mining"
    title: str     # "Drift mining", in the reader's language
    text: str      # what it does


def _prefix(game: str) -> str:
    return f"guide-{game}-"


@cache
def topics(game: str) -> tuple[str, ...]:
    """The topics a game's guide explains (its English catalogue is complete), in the
    order the catalogue lists them; how to play is not among them."""
    prefix = _prefix(game)
    return tuple(key.removeprefix(prefix) for key in catalogues().keys(DEFAULT_LANGUAGE)
                 if key.startswith(prefix) and key != prefix + HOWTO)


def howto(game: str, lang: str) -> str | None:
    """How a game goes, or None when the game has no guide yet."""
    key = _prefix(game) + HOWTO
    return tr(lang, key) if catalogues().has(DEFAULT_LANGUAGE, key) else None


def explain(game: str, topic: str, lang: str) -> Topic | None:
    """What one element does (None for a topic the guide does not know)."""
    if topic not in topics(game):
        return None
    key = _prefix(game) + topic
    title = catalogues().attribute(lang, key, "title", {}) or topic
    return Topic(topic, title, tr(lang, key))


def find(games: tuple[str, ...], typed: str, lang: str) -> list[tuple[str, Topic]]:
    """(game, topic) of the guides of ``games`` whose name (in ``lang`` or in English) or id
    holds every word typed, in catalogue order: what ``/game rules about:`` suggests."""
    words = typed.casefold().split()
    found = []
    for game in games:
        for topic in topics(game):
            shown = explain(game, topic, lang)
            if shown is None:
                continue
            english = explain(game, topic, DEFAULT_LANGUAGE) if lang != DEFAULT_LANGUAGE \
                else shown
            haystack = f"{shown.title} {english.title if english else ''} {topic}".casefold()
            if all(word in haystack for word in words):
                found.append((game, shown))
    return found
