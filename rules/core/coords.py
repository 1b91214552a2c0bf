"""How labels and event texts name a square of a board (issue 12): "B3".

The column is a capital letter counted from the left edge of the board the label refers
to (A, B, C, …), the row a number counted from the top (1, 2, …), written together. The
board pictures draw the same letters and numbers; option ids never change.
"""

from __future__ import annotations


def cell_name(row: int, col: int) -> str:
    """``row`` and ``col`` counted from 0 (top row, left column): ``cell_name(2, 1)`` is "B3"."""
    return f"{chr(ord('A') + col)}{row + 1}"
