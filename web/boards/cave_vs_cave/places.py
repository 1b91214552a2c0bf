"""The ids of the places on Cave vs Cave's web table, and the places each option points at.

Targets (``data-target``, unique on the page) are built from the view alone:

- ``tile-<tile>``: a face-up action tile (``tile-drift-mining``);
- ``room-<room>``: a room in the display (``room-spinning-wheel``);
- ``p<seat>-cell-<B3>``: a space of a seat's cave, named as the labels name it
  (:func:`rules.core.cell_name`); ``p<seat>-cell-extra`` is the additional cavern;
- ``p<seat>-wall-<A1>-<B1>``: the crack between two spaces where a wall stands or may
  stand; ``p<seat>-wall-extra-<side>`` an open side of the additional cavern.

Topics (``data-topic``) are :mod:`bot.guide` topics of ``cave-vs-cave``: ``tile-<tile>``,
``room-<room>`` and ``zone-<zone>`` (see ``ZONES``).

Option ids are the engine's (``rules/cave_vs_cave/menus.py``); only the ids that name a
place have targets: ``tile:<tile>``, ``dig:<cell>``, ``furnish:<room>`` (choosing a room of
the display), ``place:<cell>:rot<k>``, ``use:<cell>``, ``opt:<cell>`` (the Digging Cave's
excavation), ``wall:<slot>`` and ``raze:<slot>``. The rest (a tile's parts, a room's ways
of use, conversions, the additional cavern's side, "back", "done") stay in the list.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from rules.core import cell_name

View = Mapping[str, Any]
EXTRA = "extra"     # the additional cavern, which lies beside the grid and has no name

# The elements of the table a reader can tap to learn what they do (besides tiles and
# rooms): each is a topic ``zone-<name>`` of the guide.
ZONES = ("face-down", "food-bonus", "empty-cavern", "wall", "additional-cavern", "shelf",
         "conversion", "walls-supply", "display", "room-pile", "round-track", "hidden-tile",
         "turns", "first-player", "score", "colour-rule", "wall-icon", "solo-goal")

_CELL = re.compile(r"^r\d+c\d+$")


def slug(engine_id: str) -> str:
    """An engine id as a page id: ``drift_mining`` -> ``drift-mining``."""
    return engine_id.replace("_", "-")


def tile_target(tile: str) -> str:
    return f"tile-{slug(tile)}"


def room_target(room: str) -> str:
    return f"room-{slug(room)}"


tile_topic = tile_target
room_topic = room_target


def zone(name: str) -> str:
    if name not in ZONES:
        raise ValueError(f"no zone {name!r} in the guide")
    return f"zone-{name}"


def cell_label(cell: Mapping[str, Any]) -> str:
    """"B3" for a space of the grid, ``extra`` for the additional cavern."""
    row, col = cell.get("row"), cell.get("col")
    return EXTRA if row is None or col is None else cell_name(int(row), int(col))


def cell_target(seat: int, cell: Mapping[str, Any]) -> str:
    return f"p{seat}-cell-{cell_label(cell)}"


def wall_target(seat: int, slot: Mapping[str, Any], cells: Mapping[str, Mapping[str, Any]]
                ) -> str:
    """The crack of ``slot`` (a view ``wall_slots`` entry) in seat ``seat``'s cave."""
    a = cell_label(cells[str(slot["a"])])
    if slot.get("b") is None:
        return f"p{seat}-wall-{a}-{str(slot.get('side', '')).lower()}"
    return f"p{seat}-wall-{a}-{cell_label(cells[str(slot['b'])])}"


def cells_of(view: View, seat: int) -> dict[str, Mapping[str, Any]]:
    """A seat's cave spaces by engine id (``r0c0``, ``x``)."""
    players = view.get("players") or ()
    if not 0 <= seat < len(players):
        return {}
    return {str(c["cell"]): c for c in players[seat].get("cave") or ()}


def targets(view: View, option_id: str) -> tuple[str, ...]:
    """The places option ``option_id`` of the player to act points at (see the module
    docstring); ``()`` for an option that is not about a place."""
    kind, _, rest = option_id.partition(":")
    if kind == "tile":
        face_up = {t.get("id") for t in view.get("action_tiles") or ()
                   if t.get("status") != "hidden"}
        return (tile_target(rest),) if rest in face_up else ()
    if kind == "furnish":
        # "furnish:<room>" picks a room of the display; "furnish:food" is a tile's part.
        shown = {r.get("id") for r in view.get("display") or ()}
        return (room_target(rest),) if rest in shown else ()
    seat = view.get("current_player")
    if seat is None:
        return ()
    seat = int(seat)
    cells = cells_of(view, seat)
    if kind in ("dig", "use", "place", "opt"):
        cell = rest.partition(":")[0]
        if kind == "opt" and not _CELL.match(cell):
            return ()   # a room's way of use: "opt:wood", "opt:go", "opt:wood-stone-gold"
        found = cells.get(cell)
        return (cell_target(seat, found),) if found is not None else ()
    if kind in ("wall", "raze"):
        for slot in view.get("wall_slots") or ():
            if slot.get("id") == rest:
                return (wall_target(seat, slot, cells),)
    return ()
