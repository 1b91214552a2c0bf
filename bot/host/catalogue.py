"""The games this host offers, as front ends show them: keys, titles, player counts,
default options, the house note of a fresh set-up and the rule readings we play.

Front ends (the cogs, help texts, command choices) read the games here instead of
importing ``rules``, so the engines stay behind the host.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import rules
import rules.ai
from bot import texts
from bot.i18n import Composed


@dataclass(frozen=True)
class GameSummary:
    key: str
    title: str
    min_players: int
    max_players: int
    default_options: tuple[tuple[str, Any], ...]
    # How we read the rules where a rulebook leaves room: engines' messages (a ``Say``
    # renders in any language through bot.i18n.localize).
    readings: tuple[str, ...]
    house_note: Composed        # the set-up's house-deck sentence, if the game has one


def _summary(key: str, engine: Any) -> GameSummary:
    options = getattr(engine, "default_options", None) or {}
    # ``readings`` is optional: engines that list none simply have no such section.
    readings = tuple(getattr(engine, "readings", None) or ())
    return GameSummary(key, engine.title, engine.min_players, engine.max_players,
                       tuple(sorted(options.items())), readings,
                       Composed(lambda lang: texts.setup_house_note(
                           engine, engine.min_players, lang=lang)))


def games() -> list[GameSummary]:
    """Every installed game, by key."""
    return [_summary(key, engine) for key, engine in sorted(rules.GAMES.items())]


def game_keys() -> list[tuple[str, str]]:
    """(key, "Title (2-4 players)") of every installed game, by key; cheap (no set-up)."""
    return [(key, f"{engine.title} ({engine.min_players}-{engine.max_players} players)")
            for key, engine in sorted(rules.GAMES.items())]


def find_game(wanted: str) -> GameSummary | None:
    """The game whose key or title is ``wanted`` (any case), else None."""
    folded = wanted.strip().casefold()
    for key, engine in sorted(rules.GAMES.items()):
        if folded in (key, engine.title.casefold()):
            return _summary(key, engine)
    return None


def computer_levels() -> dict[str, str]:
    """The computer player's levels: name -> one line for people."""
    return {name: level.description for name, level in rules.ai.LEVELS.items()}
