"""Pictures of game views: ``view(state, None)`` in, PNG bytes out (DESIGN.md, "Images").

Renderers receive the public view dict only, never a state, so an image cannot show a
hidden fact. Each game draws in its own package; ``supports`` tells the host which games
have pictures so it can fall back to text for the others.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

from render.common.words import Localiser

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


def draw_shared(key: str, view: View, *, say: Localiser = str) -> bytes:
    """The shared board of game ``key`` as PNG bytes, its words in ``say``'s language
    (``str``: English; the host passes ``partial(bot.i18n.localize, lang=...)``)."""
    return _drawer(key).draw_shared(view, say=say)


def draw_player(key: str, view: View, seat: int, *, say: Localiser = str) -> bytes:
    """Seat ``seat``'s own board of game ``key`` as PNG bytes, in ``say``'s language."""
    return _drawer(key).draw_player(view, seat, say=say)


# The two pictures every game has; any other public ``draw_<name>(view)`` is an extra one.
_STANDARD = frozenset({"draw_shared", "draw_player"})


def extra_pictures(key: str) -> dict[str, Callable[..., bytes]]:
    """Game ``key``'s other shared pictures by name (Caverna: ``{"supply": draw_supply}``);
    each is called ``fn(view, say=...)``.

    Found the same way for every game, so a new picture needs no registration: each
    public ``draw_<name>`` function defined in the game's package itself (not one it
    imported from a submodule) is a picture of the whole view.
    """
    module = _drawer(key)
    return {name.removeprefix("draw_"): fn for name, fn in sorted(vars(module).items())
            if name.startswith("draw_") and name not in _STANDARD and callable(fn)
            and getattr(fn, "__module__", None) == module.__name__}


__all__ = ["draw_player", "draw_shared", "extra_pictures", "supports"]
