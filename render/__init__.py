"""Pictures of game views: ``view(state, None)`` in, PNG bytes out (DESIGN.md, "Images").

Renderers receive the public view dict only, never a state, so an image cannot show a
hidden fact. Each game draws in its own package; ``supports`` tells the host which games
have pictures so it can fall back to text for the others.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from types import ModuleType
from typing import Any

# Game key -> package exposing draw_shared(view) and draw_player(view, seat).
_DRAWERS: dict[str, str] = {
    "cave-vs-cave": "render.cave_vs_cave",
    "caverna": "render.caverna",
    "cavern-tavern": "render.cavern_tavern",
}

View = Mapping[str, Any]


def supports(key: str) -> bool:
    """True when ``key``'s boards can be drawn; otherwise the host shows text."""
    return key in _DRAWERS


def _drawer(key: str) -> ModuleType:
    try:
        return importlib.import_module(_DRAWERS[key])
    except KeyError:
        raise ValueError(f"no pictures for game {key!r}; drawn: {sorted(_DRAWERS)}") from None


def draw_shared(key: str, view: View) -> bytes:
    """The shared board of game ``key`` as PNG bytes."""
    return _drawer(key).draw_shared(view)


def draw_player(key: str, view: View, seat: int) -> bytes:
    """Seat ``seat``'s own board of game ``key`` as PNG bytes."""
    return _drawer(key).draw_player(view, seat)


__all__ = ["draw_player", "draw_shared", "supports"]
