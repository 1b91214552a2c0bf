"""Caverna: Cave vs Cave on the web table (see :mod:`web.boards.base`).

The whole table from a view: the rounds, the wall supply and whose turn it is; the action
tiles (face up, taken by whom, or face down with the tiles they can be); the rooms to
furnish; and every player's cave (the reader's first) with its walls, rooms, goods, turns
and points. ``targets`` reads the engine's option ids (``places.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from web.boards.base import BoardContext
from web.boards.cave_vs_cave import places
from web.boards.cave_vs_cave.cave import cave
from web.boards.cave_vs_cave.shared import bar, display, tiles


def render(view: Mapping[str, Any], ctx: BoardContext) -> str:
    seats = [int(p.get("seat", i)) for i, p in enumerate(view.get("players") or ())]
    if ctx.viewer in seats:
        seats.remove(ctx.viewer)
        seats.insert(0, ctx.viewer)
    mode = "solo" if view.get("solo") else "duo"
    caves = "".join(cave(view, ctx, seat) for seat in seats)
    return (f'<section class="board cvc cvc-{mode}">{bar(view, ctx)}'
            f'<div class="cvc-table">{tiles(view, ctx)}'
            f'<div class="cvc-caves">{caves}</div>{display(view, ctx)}</div></section>')


def targets(view: Mapping[str, Any], option_id: str) -> tuple[str, ...]:
    return places.targets(view, option_id)
