"""Every player's board at a glance, for any game (the replay's frames, the results card).

``glance(key, view)`` draws the page of :mod:`render.common.glance` with the game's own
heading, thumbnails and goods; ``before`` (what :attr:`Glance.earlier` returned for an
earlier view of the same game) highlights what changed since.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from render.common.canvas import LoggedCanvas
from render.common.glance import Earlier, earlier, glance_canvas
from render.common.words import Localiser, if_ended_now, speaking

_GAMES = {"cave-vs-cave": "render.cave_vs_cave.glance", "caverna": "render.caverna.glance",
          "cavern-tavern": "render.cavern_tavern.glance"}


@dataclass(frozen=True)
class Glance:
    canvas: LoggedCanvas
    earlier: dict[int, Earlier]      # seat -> what this page showed, for the next one


def glance(key: str, view: Mapping[str, Any], *, say: Localiser = str,
           before: Mapping[int, Earlier] | None = None, heading: str | None = None,
           lines: Sequence[str] = (), order: Sequence[int] | None = None,
           height: int | None = None) -> Glance:
    """The page for ``view``; ``heading`` replaces the game's title with its round,
    ``lines`` come under it, ``order`` lists the seats top to bottom (default: seat order),
    ``height`` pads the page (frames of one animation share a size)."""
    module = importlib.import_module(_GAMES[key])
    with speaking(say):
        players = module.players(view)
        by_seat = {p.seat: p for p in players}
        if order is not None:
            players = [by_seat[s] for s in order if s in by_seat]
        shown = [say(text) for text in lines]
        if not view.get("over"):
            shown.append(if_ended_now())   # the points are not final yet
        canvas = glance_canvas(heading if heading is not None else module.heading(view),
                               shown, players, before, height, getattr(module, "BAND", None))
    return Glance(canvas, {p.seat: earlier(p) for p in by_seat.values()})


def draw_glance(key: str, view: Mapping[str, Any], *, say: Localiser = str) -> bytes:
    """Everyone's board at a glance as PNG bytes (the Boards button's first picture)."""
    return glance(key, view, say=say).canvas.png()
