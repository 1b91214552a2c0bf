"""Square names shared by every board and by the option labels (issue 12, lead's rule):
the column as a capital letter from the board's left edge, the row as a number from the
top, "B3". Boards draw the letters along their top edge and the numbers down the left.
"""

from __future__ import annotations

from render.common import palette as pal
from render.common.canvas import Canvas
from render.common.geometry import Rect

LABEL_SIZE = 22
GUTTER = 30          # room the letters and numbers take outside the board


def column_letter(col: int) -> str:
    """Column ``col`` counted from 0 at the left edge: 0 -> "A"."""
    return chr(ord("A") + col)


def square_name(row: int, col: int) -> str:
    """Row and column counted from 0 at the top left: (2, 1) -> "B3"."""
    return f"{column_letter(col)}{row + 1}"


def draw_coordinates(canvas: Canvas, columns: dict[int, Rect], rows: dict[int, Rect],
                     top: int, left: int, ink: pal.RGB = pal.MUTED) -> None:
    """Letters centred over each column at ``top``, numbers beside each row at ``left``.

    ``columns`` and ``rows`` map a 0-based index to any square in that column or row.
    """
    for col, area in columns.items():
        canvas.text((area.center[0], top + GUTTER // 2), column_letter(col), LABEL_SIZE, ink,
                    bold=True, anchor="mm")
    for row, area in rows.items():
        canvas.text((left + GUTTER // 2, area.center[1]), str(row + 1), LABEL_SIZE, ink,
                    bold=True, anchor="mm")
