"""Every home-board cell kind that keeps animals names them in full, at a readable size.

The counts are the largest each kind houses (rules/caverna/animals.py): a large pasture
with two stables holds 16, dogs let a meadow or pasture hold one sheep more than them.
"""

from __future__ import annotations

import pytest

from render.caverna import from_view
from render.caverna.home_layout import CELL, CELL_GAP
from render.caverna.model import Cell
from render.caverna.tiles import capacity, draw_cell
from render.common import palette as pal
from render.common.canvas import LoggedCanvas
from render.common.fonts import MIN_TEXT_PX
from render.common.geometry import Rect
from tests.render.caverna.test_room_herds import LONGEST

ANIMALS = ("sheep", "donkey", "wild_boar", "cattle")
LABEL = {"sheep": "sheep", "donkey": "donkey", "wild_boar": "boar", "cattle": "cattle"}
WIDE = (2 * CELL + CELL_GAP, CELL)      # a large pasture lying across two columns
TALL = (CELL, 2 * CELL + CELL_GAP)      # ... or standing over two rows
ONE = (CELL, CELL)


def _cases() -> list[tuple[str, tuple[int, int], Cell, int]]:
    cases: list[tuple[str, tuple[int, int], Cell, int]] = []

    def add(name: str, size: tuple[int, int], kind: str, herd: tuple[str, int] | None,
            dogs: int = 0, stables: int = 0, stable: bool = False, **extra: object) -> None:
        cell = Cell(id="r2c2", row=2, col=2, kind=kind, stable=stable,  # type: ignore[arg-type]
                    animals=herd, dogs=dogs, **extra)  # type: ignore[arg-type]
        cases.append((name, size, cell, stables))

    for shape, size in (("wide", WIDE), ("tall", TALL)):
        for stables in (0, 1, 2):
            n = 4 << stables
            for animal in ANIMALS:
                add(f"large-{shape}-{stables}st-{animal}", size, "large_pasture",
                    (animal, n), stables=stables, stable=stables > 0)
            add(f"large-{shape}-{stables}st-dogs", size, "large_pasture", ("sheep", n),
                dogs=3, stables=stables, stable=stables > 0)
    for stables in (0, 1):
        for animal in ANIMALS:
            add(f"small-{stables}st-{animal}", ONE, "small_pasture", (animal, 2 << stables),
                stables=stables, stable=bool(stables))
        add(f"small-{stables}st-dogs", ONE, "small_pasture", ("sheep", 4), dogs=3,
            stables=stables, stable=bool(stables))
    for animal in ANIMALS:
        add(f"meadow-stable-{animal}", ONE, "meadow", (animal, 1), stables=1, stable=True)
        add(f"entry-{animal}", ONE, "entry", (animal, 2))
    add("meadow-dogs", ONE, "meadow", ("sheep", 4), dogs=3)
    add("meadow-stable-dogs", ONE, "meadow", ("sheep", 4), dogs=3, stables=1, stable=True)
    add("meadow-dogs-only", ONE, "meadow", None, dogs=3)
    add("forest-stable-boar", ONE, "forest", ("wild_boar", 1), stables=1, stable=True)
    add("ore-mine-donkey", ONE, "ore_mine", ("donkey", 1))
    add("ruby-mine-donkey", ONE, "ruby_mine", ("donkey", 1))
    for tile_id in LONGEST[:2]:
        add(f"room-{tile_id}", ONE, "furnished", ("sheep", 3), dogs=2,
            furnishing=from_view.furnishing(tile_id))
    return cases


CASES = _cases()


@pytest.mark.parametrize(("size", "cell", "stables"), [c[1:] for c in CASES],
                         ids=[c[0] for c in CASES])
def test_animal_strip_is_whole_and_readable(size: tuple[int, int], cell: Cell,
                                            stables: int) -> None:
    w, h = size
    area = Rect(10, 10, w, h)
    canvas = LoggedCanvas(w + 20, h + 20, pal.BACKGROUND)
    draw_cell(canvas, area, cell, stables)
    # Nothing in the cell is cut: neither the animals nor the words they push up.
    assert not [text for text in canvas.texts if "…" in text], canvas.texts
    assert canvas.min_text_size is not None and canvas.min_text_size >= MIN_TEXT_PX
    # Every word of the strip is drawn, in order, within the cell.
    words: list[str] = []
    if cell.animals is not None:
        animal, n = cell.animals
        holds = capacity(cell, stables)
        words += [f"{n}/{holds}" if holds else str(n), LABEL[animal]]
    if cell.dogs:
        words += [f"+{cell.dogs}", "dog"]
    drawn = " ".join(canvas.texts).split()
    at = 0
    for word in words:
        assert word in drawn[at:], (word, canvas.texts)
        at = drawn.index(word, at) + 1
    x0, y0, x1, y1 = area.box
    for box in canvas.text_boxes:
        assert x0 <= box[0] and box[2] <= x1 and y0 <= box[1] and box[3] <= y1, (
            box, area.box, canvas.texts)


def _meadow(**kw: object) -> Cell:
    return Cell(id="r2c2", row=2, col=2, kind="meadow", **kw)  # type: ignore[arg-type]


def test_dogs_raise_what_a_meadow_or_pasture_holds() -> None:
    # N dogs let a meadow or pasture hold N+1 sheep when that beats its own capacity.
    assert capacity(_meadow(stable=True, animals=("sheep", 4), dogs=3), 0) == 4
    assert capacity(_meadow(animals=("sheep", 2), dogs=1), 0) == 2
    assert capacity(_meadow(stable=True), 0) == 1
    pasture = Cell(id="r2c2", row=2, col=2, kind="small_pasture", animals=("sheep", 4),
                   dogs=1)
    assert capacity(pasture, 1) == 4  # a stable doubles it to 4, above the 2 one dog gives
