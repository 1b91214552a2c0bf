"""The results card: a finished game's final standings, made for a phone.

One row per seat, by place: the place, the name, the score and the rating change on the
left, that player's final cave or tavern drawn small on the right (the game's own
``player_canvas``, shrunk). Every word is at least 1/45 of the width tall, like the turn
picture (issue 12), so it reads at 400 px. Drawn from the public view only.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from render.common.canvas import LoggedCanvas
from render.common.geometry import Rect
from render.common.numbers import number
from render.common.palette import BACKGROUND, INK, LINE, MUTED, PANEL, RGB
from render.common.seats import seat_colour
from render.common.words import Localiser, speaking

WIDTH = 900
MIN_TEXT = -(-WIDTH // 45) + 2      # 22 px: above 1/45 of the width at any scale
HEADER = 124
ROW = 210
PAD = 16
BOARD_W = 430

# (seat, place, name, score, rating text) of each row, best place first.
Line = tuple[int, int, str, int, str]


def _game(key: str) -> Any | None:
    try:
        return importlib.import_module("render." + key.replace("-", "_"))
    except ImportError:    # a game without pictures: the card has its words only
        return None


def colour_of(key: str, seat: int) -> RGB:
    """The seat's colour as the game paints it (Cavern Tavern's printed colours: black,
    yellow, blue...; the Caverna games' seat colours)."""
    module = _game(key)
    own = getattr(module, "seat_colour", None)
    return own(seat) if own is not None else seat_colour(seat)  # type: ignore[no-any-return]


def named(view: Mapping[str, Any], lines: Sequence[Line]) -> dict[str, Any]:
    """``view`` whose players carry the names of the card's lines, so each small board
    names its player as the card does (not "Player 3")."""
    names = {seat: name for seat, _, name, _, _ in lines}
    players = [{**p, "name": names[p.get("seat", i)]}
               if isinstance(p, Mapping) and p.get("seat", i) in names else p
               for i, p in enumerate(view.get("players") or [])]
    return {**view, "players": players}


def _board(key: str, view: Mapping[str, Any], seat: int, say: Localiser) -> Image.Image | None:
    module = _game(key)
    draw = getattr(module, "player_canvas", None)
    if draw is None:
        return None
    try:
        return draw(view, seat, say=say).image   # type: ignore[no-any-return]
    except (KeyError, IndexError, ValueError):  # a seat the view does not draw
        return None


def results_canvas(key: str, view: Mapping[str, Any], heading: str, verdict: str,
                   lines: Sequence[Line], say: Localiser = str) -> LoggedCanvas:
    view = named(view, lines)
    height = HEADER + ROW * len(lines) + PAD
    canvas = LoggedCanvas(WIDTH, height, BACKGROUND)
    canvas.text_in(Rect(PAD, PAD, WIDTH - 2 * PAD, 52), heading, 36, INK, bold=True,
                   align="left", max_lines=1, min_size=MIN_TEXT)
    if verdict:
        canvas.text_in(Rect(PAD, 70, WIDTH - 2 * PAD, 44), verdict, 28, MUTED, align="left",
                       max_lines=1, min_size=MIN_TEXT)
    with speaking(say):
        for index, (seat, place, name, score, rating) in enumerate(lines):
            top = HEADER + index * ROW
            row = Rect(PAD, top, WIDTH - 2 * PAD, ROW - PAD)
            canvas.rect(row, fill=PANEL, outline=LINE, width=2, radius=12)
            colour = colour_of(key, seat)
            canvas.rect(Rect(row.x, row.y, 14, row.h), fill=colour)
            left = Rect(row.x + 28, row.y + 8, row.w - BOARD_W - 44, row.h - 16)
            canvas.text((left.x, left.y + 4), f"{place}.", 48, INK, bold=True)
            canvas.text_in(Rect(left.x + 76, left.y, left.w - 76, 58), name, 32, INK,
                           bold=True, align="left", max_lines=1, min_size=MIN_TEXT)
            canvas.text((left.x, left.y + 74), number(score), 46, INK, bold=True)
            if rating:
                canvas.text_in(Rect(left.x, left.y + 134, left.w, 40), rating, 26, MUTED,
                               align="left", max_lines=1, min_size=MIN_TEXT)
            board = _board(key, view, seat, say)
            if board is not None:
                box = Rect(row.right - BOARD_W - 10, row.y + 8, BOARD_W, row.h - 16)
                board.thumbnail((box.w, box.h), Image.Resampling.LANCZOS)
                canvas.image.paste(board.convert("RGB"),
                                   (box.right - board.width, box.y + (box.h - board.height) // 2))
    return canvas


def card_images(name: str, key: str, view: Mapping[str, Any], heading: str, verdict: str,
                lines: Sequence[Line], say: Localiser = str) -> list[tuple[str, bytes]]:
    """The card as a (file name, PNG) list: the shape the host's drawing pool returns."""
    return [(name, results_canvas(key, view, heading, verdict, lines, say).png())]
