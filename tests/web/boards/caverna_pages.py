"""Caverna web tables for the tests: random states, pages rendered for a seat, and what a
page holds (its targets, its topics), read with an XML parser so that a page that is not
well-formed fails at once."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache, lru_cache

from bot.i18n import localizer
from rules.caverna import ENGINE
from rules.core import State
from rules.core.playout import random_game
from tests.sizes import env_int
from web.boards import caverna
from web.boards.base import BoardContext

# Random games per player count, and one state in so many is drawn (CI draws every one).
SEEDS = env_int("CAVERNA_WEB_SEEDS", 1)
EVERY = env_int("CAVERNA_WEB_EVERY", 25)
NAMES = ("Ann", "Ben", "Cara", "Dee", "Eli", "Fay", "Gus")


def context(seat: int | None, lang: str = "en", names: tuple[str, ...] = NAMES) -> BoardContext:
    return BoardContext(lang, seat, names, localizer(lang))


def page(state: State, seat: int | None, lang: str = "en",
         names: tuple[str, ...] = NAMES) -> str:
    """The table as ``seat`` sees it (None: a spectator)."""
    return caverna.render(ENGINE.view(state, seat), context(seat, lang, names))


@dataclass(frozen=True)
class Parsed:
    root: ET.Element
    targets: tuple[str, ...]
    topics: frozenset[str]


def parse(html: str) -> Parsed:
    """The page as an XML tree (ParseError when the markup is not well-formed)."""
    root = ET.fromstring(html)
    targets = tuple(e.attrib["data-target"] for e in root.iter() if "data-target" in e.attrib)
    topics = frozenset(e.attrib["data-topic"] for e in root.iter() if "data-topic" in e.attrib)
    return Parsed(root, targets, topics)


@cache
def corpus() -> tuple[tuple[int, State], ...]:
    """One state in ``EVERY`` of random games at every player count, and each last state."""
    found: list[tuple[int, State]] = []
    for players in range(ENGINE.min_players, ENGINE.max_players + 1):
        for seed in range(SEEDS):
            count = 0

            def keep(before: State, seat: int, option_id: str, after: State,
                     players: int = players) -> None:
                nonlocal count
                count += 1
                if count % EVERY == 1:
                    found.append((players, after))

            last, _ = random_game(ENGINE, players, seed, on_move=keep)
            found.append((players, last))
    return tuple(found)


# What no page may hold: the page's Content-Security-Policy forbids scripts, inline styles
# and event handlers, and a board shows no picture from elsewhere.
FORBIDDEN_TAGS = frozenset({"script", "style", "iframe", "img", "object", "embed"})


def faults(parsed: Parsed) -> list[str]:
    """What is wrong with a parsed page (nothing, for a good one)."""
    found, ids = [], []
    for element in parsed.root.iter():
        if element.tag in FORBIDDEN_TAGS:
            found.append(f"a <{element.tag}> element")
        for name, value in element.attrib.items():
            if name == "style" or name.startswith("on"):
                found.append(f"a {name}= attribute")
            elif name == "id":
                ids.append(value)
            elif name == "href" and not value.startswith("#"):
                found.append(f"a link out of the page: {value}")
    if len(ids) != len(set(ids)):
        found.append("an id twice")
    if len(parsed.targets) != len(set(parsed.targets)):
        found.append("a target id twice")
    return found


@dataclass(frozen=True)
class Drawn:
    """A page and what the tests read of it (the parsed tree is not kept: pages are many)."""
    html: str
    targets: frozenset[str]
    topics: frozenset[str]
    faults: tuple[str, ...]


@lru_cache(maxsize=4096)
def drawn(index: int, seat: int | None) -> Drawn:
    """The page of corpus state ``index`` for ``seat``, drawn and checked once for all tests."""
    html = page(corpus()[index][1], seat)
    parsed = parse(html)  # a page that is not well-formed fails here
    return Drawn(html, frozenset(parsed.targets), parsed.topics, tuple(faults(parsed)))
