"""Board images from ``render/``, drawn off the event loop, with a text fallback.

Only the public view (``engine.view(state, None)``) is ever drawn, so an image cannot
leak a hidden fact. Until ``render`` supports a game, there are no images and the
front end shows the board text instead.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
from collections.abc import Sequence
from typing import Any

from bot.outcomes import Image

log = logging.getLogger(__name__)


def _render() -> Any | None:
    try:
        return importlib.import_module("render")
    except ImportError:  # pragma: no cover - render is part of the project
        return None


def supported(key: str) -> bool:
    module = _render()
    supports = getattr(module, "supports", None)
    if module is None or supports is None:
        return False
    try:
        return bool(supports(key))
    except Exception:  # a broken renderer must not stop the game
        log.exception("render.supports(%r) failed", key)
        return False


def _draw(key: str, view: dict[str, Any], seats: Sequence[int], shared: bool) -> list[Image]:
    module = _render()
    images: list[Image] = []
    if shared:
        images.append(("board.png", module.draw_shared(key, view)))  # type: ignore[union-attr]
    for seat in seats:
        png = module.draw_player(key, view, seat)  # type: ignore[union-attr]
        images.append((f"player-{seat + 1}.png", png))
    return images


async def draw(key: str, view: dict[str, Any], seats: Sequence[int] = (),
               shared: bool = True) -> tuple[Image, ...]:
    """The shared board and the given seats' boards as PNGs; () when not available."""
    if not supported(key):
        return ()
    try:
        return tuple(await asyncio.to_thread(_draw, key, view, list(seats), shared))
    except Exception:
        log.exception("drawing %s failed; falling back to text", key)
        return ()
