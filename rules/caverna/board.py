"""A player's home board: the forest and mountain grids, tiles, stables and crops.

A board is plain data inside the state::

    {"cells": {"r4c4": "entry", "r3c4": "cav", ...}, "stables": ["r2c1"],
     "crops": {"r4c3": ["grain", 3]}}

Cell values: forest ``m`` meadow, ``f`` field, ``ps`` small pasture, ``pl:<other cell>``
large pasture; mountain ``cav`` empty cavern, ``tun`` tunnel, ``deep`` deep tunnel, ``ore``
ore mine, ``ruby`` ruby mine, ``entry`` the entry-level dwelling, ``fu:<tile>`` a furnished
cavern. A missing cell is uncovered forest or mountain. The functions here list legal
placements; they never decide who pays.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from rules.caverna.data import BOARD
from rules.core.coords import cell_name

Board = dict[str, Any]

ROWS: int = BOARD["rows"]
COLS: int = BOARD["cols"]
CELLS: tuple[str, ...] = tuple(f"r{r}c{c}" for r in range(1, ROWS + 1) for c in range(1, COLS + 1))
FOREST: frozenset[str] = frozenset(c for c in CELLS if int(c[3:]) in BOARD["forest_cols"])
MOUNTAIN: frozenset[str] = frozenset(c for c in CELLS if int(c[3:]) in BOARD["mountain_cols"])
FIRST_FOREST: str = BOARD["first_forest"]
CELL_SET: frozenset[str] = frozenset(CELLS)


def _neighbours(cell: str) -> tuple[str, ...]:
    r, c = int(cell[1]), int(cell[3:])
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 1 <= rr <= ROWS and 1 <= cc <= COLS:
            out.append(f"r{rr}c{cc}")
    return tuple(out)


NEIGHBOURS: dict[str, tuple[str, ...]] = {c: _neighbours(c) for c in CELLS}
# Orthogonal pairs inside one landscape (a twin tile never straddles forest and mountain).
FOREST_PAIRS: tuple[tuple[str, str], ...] = tuple(
    (a, b) for a in CELLS for b in NEIGHBOURS[a] if a < b and a in FOREST and b in FOREST)
MOUNTAIN_PAIRS: tuple[tuple[str, str], ...] = tuple(
    (a, b) for a in CELLS for b in NEIGHBOURS[a] if a < b and a in MOUNTAIN and b in MOUNTAIN)

FOREST_TILES = ("m", "f", "ps", "pl")
MOUNTAIN_USED = ("cav", "tun", "deep", "ore", "ruby", "entry", "fu")


_PREPRINTED: dict[str, str] = {
    cell: ("entry" if what == "entry" else "cav") for cell, what in BOARD["preprinted"].items()}


def new_board() -> Board:
    return {"cells": dict(_PREPRINTED), "stables": [], "crops": {}}


def kind(board: Board, cell: str) -> str:
    """The cell's tile kind without its parameter ("pl:r1c2" -> "pl", "fu:x" -> "fu")."""
    value = board["cells"].get(cell)
    if not value:
        return ""
    i = value.find(":")
    return value if i < 0 else value[:i]


# The cell values that carry a parameter after a colon (see the module docstring).
_WITH_PARAMETER = frozenset({"pl", "fu"})
# A cell's place in board order (CELLS): lists of cells are sorted by it.
_ORDER: dict[str, int] = {c: i for i, c in enumerate(CELLS)}
_CELL_SET: frozenset[str] = frozenset(CELLS)


def cells_of(board: Board, *kinds: str) -> list[str]:
    """The board's cells holding one of ``kinds``, in board order (CELLS)."""
    if _WITH_PARAMETER.isdisjoint(kinds):  # whole values: no split per cell
        found = [c for c, v in board["cells"].items() if v in kinds and c in _ORDER]
    else:
        found = [c for c, v in board["cells"].items()
                 if v.split(":", 1)[0] in kinds and c in _ORDER]
    found.sort(key=_ORDER.__getitem__)
    return found


def count(board: Board, *kinds: str) -> int:
    values = board["cells"].values()
    if len(kinds) == 1 and kinds[0] not in _WITH_PARAMETER:
        return list(values).count(kinds[0])  # whole values: counted in C
    return sum(1 for v in values if v.split(":", 1)[0] in kinds)


def large_pastures(board: Board) -> list[tuple[str, str]]:
    found = [(c, v[3:]) for c, v in board["cells"].items()
             if v[:3] == "pl:" and c < v[3:] and c in _ORDER]
    found.sort(key=lambda pair: _ORDER[pair[0]])
    return found


# ----- forest --------------------------------------------------------------------------
def _forest_touch(board: Board, cells: tuple[str, ...]) -> bool:
    """The forest adjacency rule: the first tile covers r4c3, later ones touch a tile."""
    if not _has_forest_tile(board):
        return FIRST_FOREST in cells
    return any(kind(board, n) in FOREST_TILES for c in cells for n in NEIGHBOURS[c])


def _has_forest_tile(board: Board) -> bool:
    return any(c in FOREST for c in board["cells"])


def _forest_empty(board: Board, cell: str) -> bool:
    return cell in FOREST and cell not in board["cells"]


def meadow_field_placements(board: Board) -> list[tuple[str, str]]:
    """(meadow cell, field cell) pairs for a Meadow/Field twin tile.

    A stable may stay under the meadow half, never under the field half.
    """
    return list(_meadow_field_iter(board))


def _meadow_field_iter(board: Board) -> Iterator[tuple[str, str]]:
    cells, stables = board["cells"], board["stables"]
    first = not _has_forest_tile(board)  # the first forest tile covers FIRST_FOREST
    for a, b in FOREST_PAIRS:
        if a in cells or b in cells:
            continue
        if first:
            if FIRST_FOREST not in (a, b):
                continue
        elif not any(n in cells and n in FOREST for c in (a, b) for n in NEIGHBOURS[c]):
            continue
        for meadow, field in ((a, b), (b, a)):
            if field not in stables:
                yield meadow, field


def has_meadow_field_placement(board: Board) -> bool:
    return next(_meadow_field_iter(board), None) is not None


def _off_board(cell: str) -> Iterator[str]:
    r, c = int(cell[1]), int(cell[3:])
    for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if not (1 <= rr <= ROWS and 1 <= cc <= COLS):
            yield f"r{rr}c{cc}"


# (edge cell, the position just off the board beside it), per landscape.
_EDGES: dict[bool, tuple[tuple[str, str], ...]] = {
    forest: tuple((c, o) for c in CELLS if (c in FOREST) == forest for o in _off_board(c))
    for forest in (True, False)}


def overhang_placements(board: Board, forest: bool) -> list[tuple[str, str]]:
    """(on-board cell, off-board cell) for a twin tile overhanging the edge (Office room):
    the half on the board follows the usual adjacency rule of its landscape."""
    if forest:
        return [(c, o) for c, o in _EDGES[True]
                if _forest_empty(board, c) and _forest_touch(board, (c,))]
    return [(c, o) for c, o in _EDGES[False]
            if _mountain_empty(board, c) and _mountain_touch(board, (c,))]


def single_forest_placements(board: Board, tile: str) -> list[str]:
    return [c for c in CELLS if _forest_empty(board, c) and _forest_touch(board, (c,))
            and not (tile == "f" and c in board["stables"])]


# ----- mountain ------------------------------------------------------------------------
def _mountain_touch(board: Board, cells: tuple[str, ...]) -> bool:
    # Every mountain cell that holds a value is occupied (cavern, tunnel, mine, room...).
    occupied = board["cells"]
    return any(n in occupied and n in MOUNTAIN for c in cells for n in NEIGHBOURS[c])


def _mountain_empty(board: Board, cell: str) -> bool:
    return cell in MOUNTAIN and cell not in board["cells"]


def cavern_tunnel_placements(board: Board, both_caverns: bool) -> list[tuple[str, str, str]]:
    """(first cell, second cell, side) for a Cavern/Tunnel twin tile.

    side "ct" puts the cavern on the first cell and the tunnel on the second; "cc" is the
    Cavern/Cavern back (Excavation only).
    """
    out = []
    for a, b in _mountain_pairs_iter(board):
        out.append((a, b, "ct"))
        out.append((b, a, "ct"))
        if both_caverns:
            out.append((a, b, "cc"))
    return out


def _mountain_pairs_iter(board: Board) -> Iterator[tuple[str, str]]:
    cells = board["cells"]
    for a, b in MOUNTAIN_PAIRS:
        if a not in cells and b not in cells and _mountain_touch(board, (a, b)):
            yield a, b


def has_cavern_tunnel_placement(board: Board) -> bool:
    return next(_mountain_pairs_iter(board), None) is not None


def single_mountain_placements(board: Board) -> list[str]:
    return [c for c in CELLS if _mountain_empty(board, c) and _mountain_touch(board, (c,))]


def ore_mine_placements(board: Board) -> list[tuple[str, str]]:
    """(ore mine cell, deep tunnel cell) over two adjacent ordinary tunnels."""
    out = []
    for a, b in MOUNTAIN_PAIRS:
        if kind(board, a) == "tun" and kind(board, b) == "tun":
            out.extend(((a, b), (b, a)))
    return out


def ruby_mine_placements(board: Board, on: str) -> list[str]:
    return cells_of(board, on)


# ----- fences, stables, fields ------------------------------------------------------------
def small_pasture_placements(board: Board) -> list[str]:
    return cells_of(board, "m")


def large_pasture_placements(board: Board) -> list[tuple[str, str]]:
    return [(a, b) for a, b in FOREST_PAIRS if kind(board, a) == "m" and kind(board, b) == "m"]


def stable_placements(board: Board, limit: int) -> list[str]:
    """Forest cells (uncovered, meadow or pasture) without a stable, while stables last."""
    if len(board["stables"]) >= limit:
        return []
    return [c for c in CELLS if c in FOREST and c not in board["stables"]
            and kind(board, c) in ("", "m", "ps", "pl")]


def empty_fields(board: Board) -> list[str]:
    return [c for c in cells_of(board, "f") if c not in board["crops"]]


def furnish_places(board: Board, on_tunnels: bool) -> list[str]:
    return cells_of(board, *_furnish_kinds(on_tunnels))


def _furnish_kinds(on_tunnels: bool) -> tuple[str, ...]:
    return ("cav", "tun", "deep") if on_tunnels else ("cav",)


def has_furnish_place(board: Board, on_tunnels: bool) -> bool:
    """Whether :func:`furnish_places` is not empty, stopping at the first place (the
    furnishing test asks at every placement menu)."""
    kinds = _furnish_kinds(on_tunnels)
    for c, v in board["cells"].items():  # noqa: SIM110 - no generator per call
        if v in kinds and c in _ORDER:
            return True
    return False


def place(board: Board, cell: str, value: str) -> None:
    board["cells"][cell] = value


def unused_cells(board: Board) -> int:
    """Cells with neither tile nor stable (final scoring's -1 each)."""
    # By set sizes: asked for every score a computer player judges.
    return len(_CELL_SET) - len(_CELL_SET & (board["cells"].keys() | board["stables"]))


@cache  # a pure function of the cell's name, asked by every label and event of a cell
def label(cell: str) -> str:
    """A cell for people, "C4" for ``r4c3``: the column letter across the whole home
    board (forest A-C, mountain D-F, left to right), the row from the top (1-4)."""
    return cell_name(int(cell[1]) - 1, int(cell[3:]) - 1)
