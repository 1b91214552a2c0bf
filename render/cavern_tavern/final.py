"""The tavern board once the game is over: the result, every player's final breakdown and
the secret objectives the final scoring revealed (issue 12). The Mess Hall and the dice
zones no longer matter, so this picture replaces them.
"""

from __future__ import annotations

from render.cavern_tavern import glyphs
from render.cavern_tavern.model import Tavern
from render.common import palette as pal
from render.common.canvas import LoggedCanvas
from render.common.geometry import Rect
from render.common.glyphs import section_title
from render.common.scores import score_table, table_height
from render.common.words import word

WIDTH = 1200
MARGIN = 20
OBJECTIVE_H = 54


def final_height(tavern: Tavern, header_h: int) -> int:
    h = MARGIN + header_h + 12 + 36 + table_height(tavern.breakdown) + 12
    if tavern.objectives:
        h += 36 + len(tavern.objectives) * OBJECTIVE_H + 12
    return h + MARGIN


def draw_final_parts(canvas: LoggedCanvas, tavern: Tavern, top: int) -> None:
    """The breakdown table and the objectives, from ``top`` down (the header is above)."""
    inner = WIDTH - 2 * MARGIN
    y = top
    section_title(canvas, Rect(MARGIN, y, inner, 36), word("pic-tavern-final-scores",
                                                           "Final scores"),
                  word("pic-tavern-final-note",
                       "the final scoring, secret objectives and Tips in hand counted"),
                  size=24, note_size=17)
    y += 36
    table = Rect(MARGIN, y, inner, table_height(tavern.breakdown))
    score_table(canvas, table, tavern.breakdown, glyphs.seat_token)
    y = table.bottom + 12
    if not tavern.objectives:
        return
    section_title(canvas, Rect(MARGIN, y, inner, 36),
                  word("pic-tavern-objectives", "Secret objectives"),
                  word("pic-tavern-revealed", "revealed"), size=24, note_size=17)
    y += 36
    for seat, text in tavern.objectives:
        row = Rect(MARGIN, y, inner, OBJECTIVE_H - 6)
        canvas.rect(row, fill=pal.PANEL, outline=pal.LINE, width=1, radius=8)
        glyphs.seat_token(canvas, (row.x + 22, row.center[1]), 16, seat)
        canvas.text_in(Rect(row.x + 48, row.y + 2, row.w - 56, row.h - 4), text, 20, pal.INK,
                       align="left", max_lines=2)
        y += OBJECTIVE_H
