"""One player's cave: walls, accessibility for excavation, where a room fits.

A player's state is ``{"g": goods, "cave": cells, "rot": rotations, "walls": bits,
"xside": 0|2|3}``. A cell holds ``None`` (the additional cavern not yet taken),
``0`` (an empty cavern), ``-n`` (room n lying face down) or ``n`` (room n furnished;
the Entrance is room 25). ``walls`` has bit i set when slot i holds a wall token.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from rules.cave_vs_cave.data import (
    BLUE,
    ENTRANCE_CELL,
    FITS,
    NATURAL,
    NCELLS,
    NEIGHBOURS,
    SLOTS,
    XCAVERN_WALLS,
    XCELL,
)

Player = dict[str, Any]


def wall_masks(pl: Player) -> list[int]:
    """Per cell, the sides (N=1 E=2 S=4 W=8) with a wall: natural rock or a token."""
    return list(wall_masks_of(pl["walls"], pl["xside"]))


@lru_cache(maxsize=1024)
def wall_masks_of(bits: int, xside: int) -> tuple[int, ...]:
    # Menus ask this on most moves, and walls change seldom: remember the answers.
    masks = list(NATURAL)
    if xside:
        masks[XCELL] = XCAVERN_WALLS[xside]
    if bits:
        for slot in SLOTS:
            if bits >> slot.index & 1:
                masks[slot.a] |= slot.bit_a
                if slot.b is not None:
                    masks[slot.b] |= slot.bit_b
    return tuple(masks)


def free_slots(pl: Player) -> list[int]:
    """Slots where a wall may be built: every empty crack of the cave, and the open
    sides of the additional cavern once it is there."""
    bits = pl["walls"]
    out = []
    xnatural = XCAVERN_WALLS.get(pl["xside"], 0)
    for slot in SLOTS:
        if bits >> slot.index & 1:
            continue
        if slot.b is None and (not pl["xside"] or xnatural & slot.bit_a):
            continue
        out.append(slot.index)
    return out


def accessible(pl: Player, through_walls: bool = False) -> list[int]:
    """Face-down cells reachable from the Entrance by an orthogonal path of uncovered
    spaces crossing no wall (``through_walls``: Undermining ignores walls, never
    face-down rooms)."""
    # Only which cells lie face down matters (not which rooms: sampled worlds differ
    # there), so the answers are remembered by those cells.
    down = 0
    for c, v in enumerate(pl["cave"]):
        if v is not None and v < 0:
            down |= 1 << c
    return list(_accessible(down, 0 if through_walls else pl["walls"]))


@lru_cache(maxsize=16384)
def _accessible(down: int, bits: int) -> tuple[int, ...]:
    # Menus ask this several times per move for the same cave: remember the answers.
    seen = 1 << ENTRANCE_CELL
    stack = [ENTRANCE_CELL]
    found = 0
    while stack:
        c = stack.pop()
        for nb, slot in NEIGHBOURS[c]:
            if bits >> slot & 1:
                continue
            if down >> nb & 1:
                found |= 1 << nb
            elif not seen >> nb & 1:
                seen |= 1 << nb
                stack.append(nb)
    return tuple(c for c in range(NCELLS) if found >> c & 1)


def can_dig_twice(pl: Player, through_walls: bool = False) -> bool:
    return bool(digs_in_a_row(pl, through_walls))


def digs_in_a_row(pl: Player, through_walls: bool = False) -> list[int]:
    """Accessible cells after whose excavation another one is still accessible:
    the first choices of a double excavation."""
    first = accessible(pl, through_walls)
    if len(first) != 1:
        # Uncovering a room never closes a path, so with two or more accessible rooms
        # any of them can be dug first.
        return first
    out = []
    cave = pl["cave"]
    for c in first:
        was = cave[c]
        cave[c] = 0
        if accessible(pl, through_walls):
            out.append(c)
        cave[c] = was
    return out


def colour_counts(pl: Player) -> tuple[int, int]:
    """(orange, blue) furnished rooms, the Entrance counting as orange."""
    orange = blue = 0
    for v in pl["cave"]:
        if v is not None and v > 0:
            if v in BLUE:
                blue += 1
            else:
                orange += 1
    return orange, blue


def colour_allows(pl: Player, room: int) -> bool:
    """Orange rooms must always outnumber blue ones, after furnishing too."""
    if room not in BLUE:
        return True
    orange, blue = colour_counts(pl)
    return orange > blue + 1


def empty_cells(pl: Player) -> list[int]:
    return [c for c, v in enumerate(pl["cave"]) if v == 0]


def placements(pl: Player, room: int, masks: list[int] | None = None,
               empties: list[int] | None = None) -> list[tuple[int, int]]:
    """(cell, rotation) pairs where ``room`` fits the walls around an empty cavern."""
    masks = masks if masks is not None else wall_masks(pl)
    empties = empties if empties is not None else empty_cells(pl)
    fits = FITS[room]
    return [(c, k) for c in empties for k in fits[masks[c]]]


def fits_somewhere(room: int, masks: Sequence[int], empties: list[int]) -> bool:
    fits = FITS[room]
    return any(fits[masks[c]] for c in empties)


def cave_full(pl: Player) -> bool:
    """Every space of the cave board holds a furnished room (the additional cavern
    itself does not count)."""
    cave = pl["cave"]
    return all(cave[c] > 0 for c in range(XCELL))


def owns(pl: Player, room: int) -> bool:
    return room in pl["cave"]
