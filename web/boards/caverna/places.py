"""The places of Caverna's web table an option can point at, and which ones each option names.

Target ids (``data-target``), unique on a page:

- ``space-<id>``: an action space or a revealed round card (``space-drift-mining-1``);
- ``cell-<B3>``: a cell of the *reader's own* home board, named as everywhere else
  (:func:`rules.core.cell_name`); ``off-r0c3``: a place just off its edge, where the Office
  room lets a twin tile overhang;
- ``dwarf-<i>``: the reader's own dwarf number ``i`` (0-based, as the engine counts them);
- ``tile-<id>``: a furnishing tile in the supply; ``tiles-<colour>``: a colour's row of them.

Only the reader's own board and dwarfs carry targets: every option a page offers is the
reader's, and Caverna's view is the same for every seat, so it cannot say whose board an
option means; the reader's page can.

Options and the places they name (parsed from the option id alone, never from a label):

==============================  ===========================================================
``sp:<space>``                  placing a dwarf, or the space an Imitation copies
``keep:<space>``                solo: the space that keeps its goods for 1 ruby
``at:<c1>.<c2>:<halves>``       a twin tile's two cells (one may be off the board), or a
                                single tile's cell; ``at:<c>`` / ``at:<c1>.<c2>`` a pasture,
                                a stable or the cavern to furnish
``cell:<c>``                    the first cell of a twin tile, when the spots are many
``t:<tile>``                    the furnishing tile bought (in the supply)
``t:<tile>.<n>``                a trade of a tile the reader owns: the room that holds it
``cat:<colour>``                the colour of furnishing tile to choose from
``d:<i>``                       the dwarf a ruby sends out of turn
==============================  ===========================================================

Every other option names no place (``()``): goods, food, feeding, breeding, loot, weapons
(``w:`` is both a forged strength and, with the Peaceful cave, a dwarf: the id alone cannot
tell which), conversions, "done" and "back".
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from rules.caverna.data import BOARD, FURNISHINGS
from rules.core import cell_name

ROWS: int = BOARD["rows"]
COLS: int = BOARD["cols"]
_CELL = re.compile(r"r(\d)c(\d)")


def hyphenated(data_id: str) -> str:
    """A data id as it stands in a page's ids and topics ("drift_mining_1" → "drift-mining-1")."""
    return data_id.replace("_", "-")


def space_target(space: str) -> str:
    return "space-" + hyphenated(space)


def tile_target(tile: str) -> str:
    return "tile-" + hyphenated(tile)


def group_target(colour: str) -> str:
    return "tiles-" + colour


def dwarf_target(index: int) -> str:
    return f"dwarf-{index}"


def on_board(cell: str) -> bool:
    found = _CELL.fullmatch(cell)
    return bool(found) and 1 <= int(found[1]) <= ROWS and 1 <= int(found[2]) <= COLS


def cell_label(cell: str) -> str:
    """"B3" for ``r3c2``: the column letter across the whole board, the row from the top."""
    return cell_name(int(cell[1]) - 1, int(cell[3:]) - 1)


def cell_target(cell: str) -> str:
    """The target of an engine cell name: on the board by its label, else off the edge."""
    return f"cell-{cell_label(cell)}" if on_board(cell) else f"off-{cell}"


def overhang_cells() -> tuple[str, ...]:
    """The places just off the board's edge (the Office room's overhanging halves), in the
    engine's names (``r0c1``, ``r2c7``...)."""
    top = tuple(f"r0c{c}" for c in range(1, COLS + 1))
    bottom = tuple(f"r{ROWS + 1}c{c}" for c in range(1, COLS + 1))
    sides = tuple(f"r{r}c{c}" for r in range(1, ROWS + 1) for c in (0, COLS + 1))
    return top + bottom + sides


def _cells(text: str) -> tuple[str, ...] | None:
    cells = tuple(text.split("."))
    if all(_CELL.fullmatch(c) for c in cells):
        return cells
    return None


def _space_ids(view: Mapping[str, Any]) -> set[str]:
    return {str(s.get("id")) for s in view.get("spaces") or ()}


def _room_of(view: Mapping[str, Any], tile: str) -> str | None:
    """The cell holding furnishing tile ``tile`` (each but the Dwelling exists once, so its
    owner is the only one who can trade with it)."""
    for player in view.get("players") or ():
        for cell, value in ((player.get("board") or {}).get("cells") or {}).items():
            if value == f"fu:{tile}":
                return str(cell)
    return None


def targets(view: Mapping[str, Any], option_id: str) -> tuple[str, ...]:
    """The ``data-target`` ids ``option_id`` picks, in the order a player taps them."""
    kind, _, rest = option_id.partition(":")
    if kind in ("sp", "keep"):
        return (space_target(rest),) if rest in _space_ids(view) else ()
    if kind in ("at", "cell"):
        cells = _cells(rest.split(":", 1)[0])
        return tuple(cell_target(c) for c in cells) if cells else ()
    if kind == "t":
        tile, dot, _ = rest.partition(".")
        if tile not in FURNISHINGS:
            return ()
        if not dot:
            return (tile_target(tile),)
        room = _room_of(view, tile)
        return (cell_target(room),) if room else ()
    if kind == "cat" and rest in ("orange", "green", "yellow"):
        return (group_target(rest),)
    if kind == "d" and rest.isdigit():
        return (dwarf_target(int(rest)),)
    return ()
