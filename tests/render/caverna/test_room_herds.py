"""A Caverna room tile holding animals keeps its name readable above the animal strip."""

from __future__ import annotations

import pytest

import render
from render.caverna import from_view
from render.caverna.home_layout import CELL
from render.caverna.model import Cell
from render.caverna.tiles import ANIMAL_H, draw_cell
from render.common import palette as pal
from render.common.canvas import LoggedCanvas
from render.common.geometry import Rect
from rules.caverna.data import FURNISHINGS
from tests.render.caverna.views import midgame_view
from tests.render.golden_images import check_golden

# The longest room names, where wrapping onto a third line is likeliest.
LONGEST = sorted(FURNISHINGS, key=lambda t: -len(str(FURNISHINGS[t].get("name", t))))[:6]


@pytest.mark.parametrize("tile_id", LONGEST)
def test_room_name_clears_the_animal_strip(tile_id: str) -> None:
    area = Rect(10, 10, CELL, CELL)
    canvas = LoggedCanvas(CELL + 20, CELL + 20, pal.BACKGROUND)
    tile = from_view.furnishing(tile_id)
    cell = Cell(id="r3c4", row=3, col=4, kind="furnished", furnishing=tile,
                animals=("sheep", 3), dogs=2)
    draw_cell(canvas, area, cell)
    strip_top = area.bottom - ANIMAL_H
    words = set(tile.name.split())
    name_boxes = [box for text, box in zip(canvas.texts, canvas.text_boxes, strict=True)
                  if set(text.split()) <= words]
    assert name_boxes, canvas.texts
    assert all(box[3] <= strip_top for box in name_boxes), (tile.name, name_boxes, strip_top)


@pytest.mark.parametrize("tile_id", LONGEST)
def test_room_animal_strip_is_not_cut(tile_id: str) -> None:
    # Beside the points shield the strip once had ~55 px of text: "3 she…".
    canvas = LoggedCanvas(CELL + 20, CELL + 20, pal.BACKGROUND)
    cell = Cell(id="r3c4", row=3, col=4, kind="furnished",
                furnishing=from_view.furnishing(tile_id), animals=("sheep", 3), dogs=2)
    draw_cell(canvas, Rect(10, 10, CELL, CELL), cell)
    assert {"3 sheep", "+2 dog"} <= set(canvas.texts), canvas.texts
    assert not [text for text in canvas.texts if "…" in text], canvas.texts


def test_room_with_animals_golden() -> None:
    view = midgame_view()
    board = view["players"][0]["board"]
    # Sheep and a dog kept in the Weaving parlor (a room tile, not a pasture).
    board["animals"] = dict(board.get("animals") or {}, r3c5=["sheep", 2])
    board["dogs"] = dict(board.get("dogs") or {}, r3c5=1)
    check_golden("caverna/room-herd-player-1", render.draw_player("caverna", view, 0))
