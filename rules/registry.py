"""The registry of game engines: ``GAMES`` maps a key to its engine object."""

from __future__ import annotations

import importlib

from rules.core.contract import Engine, IllegalMove

# One line per game package; each exposes ENGINE.
_PACKAGES: tuple[str, ...] = (
    "rules.cave_vs_cave",
    "rules.cavern_tavern",
    "rules.caverna",
    # "rules.caverna", "rules.cavern_tavern" as they land
)


def _load() -> dict[str, Engine]:
    games: dict[str, Engine] = {}
    for name in _PACKAGES:
        engine = importlib.import_module(name).ENGINE
        games[engine.key] = engine
    return games


GAMES: dict[str, Engine] = _load()


def get_engine(key: str) -> Engine:
    try:
        return GAMES[key]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise IllegalMove(f"There is no game “{key}”. Games: {known}.") from None
