"""Issue 12: one convention for squares in labels and event texts ("B3"); ids unchanged."""

from __future__ import annotations

import re

import pytest

import rules
from rules.cave_vs_cave.data import CELL_INDEX, SLOT_INDEX, SLOTS, cell_label, slot_label
from rules.caverna import board as caverna_board
from rules.core import cell_name
from rules.core.playout import random_game

OLD_STYLE = re.compile(r"\br\dc\d\b|row \d|column \d")


def test_column_letter_then_row_number_both_from_the_top_left() -> None:
    assert cell_name(0, 0) == "A1" and cell_name(2, 1) == "B3" and cell_name(3, 5) == "F4"


def test_caverna_columns_run_across_forest_and_mountain() -> None:
    assert caverna_board.label("r4c3") == "C4"  # the forest's first space, bottom right
    assert caverna_board.label("r4c4") == "D4"  # the entrance, the mountain's first column
    assert caverna_board.label("r1c6") == "F1"


def test_cave_vs_cave_cells_and_walls() -> None:
    assert cell_label(CELL_INDEX["r2c1"]) == "B3"
    assert cell_label(CELL_INDEX["r4c2"]) == "C5"
    assert cell_label(CELL_INDEX["x"]) == "the additional cavern"
    assert slot_label(SLOTS[SLOT_INDEX["r0c0-r0c1"]]) == "between A1 and B1"


@pytest.mark.parametrize("key", ["cave-vs-cave", "caverna"])
def test_random_games_name_no_square_the_old_way_and_keep_the_ids(key: str) -> None:
    engine = rules.get_engine(key)
    ids_with_cells = 0

    def check(old: dict, seat: int, option_id: str, new: dict) -> None:
        nonlocal ids_with_cells
        for d in engine.pending(new):
            for o in d.options:
                assert not OLD_STYLE.search(o.label), o.label
                ids_with_cells += bool(re.search(r"r\dc\d", o.id))
        for ev in new["events"]:
            assert not OLD_STYLE.search(ev["text"]), ev["text"]

    random_game(engine, 2, 3, on_move=check)
    assert ids_with_cells  # the ids still name cells as before ("dig:r2c1", "at:r4c3...")
