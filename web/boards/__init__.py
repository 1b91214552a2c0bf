"""Each game's web board (see :mod:`web.boards.base`), by the engine's registry key."""

from __future__ import annotations

import importlib

from web.boards.base import BoardModule

_MODULES = {"cave-vs-cave": "web.boards.cave_vs_cave", "caverna": "web.boards.caverna",
            "cavern-tavern": "web.boards.cavern_tavern"}


def board_for(key: str) -> BoardModule | None:
    """The board module of game ``key``, or None for a game without a web board."""
    name = _MODULES.get(key)
    return importlib.import_module(name) if name else None  # type: ignore[return-value]


def stylesheet(key: str) -> str | None:
    """The board's stylesheet under /static/, or None."""
    return f"boards/{key}.css" if key in _MODULES else None
