"""Geometry of a player's board picture (pure data; grows with the ingredients held).

Top to bottom: header (seat, score, markers), the three reputation tracks, the order in
progress, the ingredients held, then dice left / items / character side by side, the
Nasty-says cards held, and a footer with served and forgotten orders.
"""

from __future__ import annotations

from dataclasses import dataclass

from render.common.geometry import Rect, grid, rows_needed

WIDTH = 900
MARGIN = 20
GAP = 12
HEADER_H = 96
TITLE_H = 36
TRACK_H = 62
TRACK_LABEL_W = 124
ORDER_H = 214
CHIP_H = 44
CHIPS_PER_ROW = 4
BOTTOM_H = 168
SAYS_H = 64
FOOTER_H = 40
TRACKS: tuple[str, ...] = ("nasty", "kitchen", "chores")


@dataclass(frozen=True)
class PlayerLayout:
    width: int
    height: int
    header: Rect
    tracks_title: Rect
    tracks: dict[str, tuple[Rect, tuple[Rect, ...]]]   # track -> (label box, cells)
    order_title: Rect
    order: Rect
    ingredients_title: Rect
    chips: tuple[Rect, ...]
    dice: Rect
    items: Rect
    character: Rect
    says: Rect
    secret: Rect | None              # Secret Room cards and tokens, with the expansion only
    footer: Rect

    def boxes(self) -> list[Rect]:
        cells = [c for label, cs in self.tracks.values() for c in (label, *cs)]
        return [self.header, *cells, self.order, *self.chips, self.dice, self.items,
                self.character, self.says, self.footer] + ([self.secret] if self.secret else [])


def player_layout(track_spaces: dict[str, int], ingredient_kinds: int,
                  secret_room: bool = False) -> PlayerLayout:
    """``track_spaces``: how many spaces (0..n-1) each track shows."""
    inner = WIDTH - 2 * MARGIN
    header = Rect(MARGIN, MARGIN, inner, HEADER_H)
    y = header.bottom + GAP
    tracks_title = Rect(MARGIN, y, inner, TITLE_H)
    y += TITLE_H
    tracks: dict[str, tuple[Rect, tuple[Rect, ...]]] = {}
    for name in TRACKS:
        spaces = max(1, track_spaces.get(name, 10))
        label = Rect(MARGIN, y, TRACK_LABEL_W, TRACK_H)
        cell_w = (inner - TRACK_LABEL_W) // spaces
        cells = tuple(Rect(MARGIN + TRACK_LABEL_W + k * cell_w, y, cell_w - 3, TRACK_H)
                      for k in range(spaces))
        tracks[name] = (label, cells)
        y += TRACK_H + 6
    y += GAP - 6
    order_title = Rect(MARGIN, y, inner, TITLE_H)
    y += TITLE_H
    order = Rect(MARGIN, y, inner, ORDER_H)
    y = order.bottom + GAP
    ingredients_title = Rect(MARGIN, y, inner, TITLE_H)
    y += TITLE_H
    chip_w = (inner - GAP * (CHIPS_PER_ROW - 1)) // CHIPS_PER_ROW
    chips = tuple(grid(MARGIN, y, chip_w, CHIP_H, GAP, ingredient_kinds, CHIPS_PER_ROW))
    y += max(1, rows_needed(ingredient_kinds, CHIPS_PER_ROW)) * (CHIP_H + GAP)
    dice = Rect(MARGIN, y, 300, BOTTOM_H)
    items = Rect(dice.right + GAP, y, 170, BOTTOM_H)
    character = Rect(items.right + GAP, y, inner - dice.w - items.w - 2 * GAP, BOTTOM_H)
    y += BOTTOM_H + GAP
    says = Rect(MARGIN, y, inner, SAYS_H)
    y += SAYS_H + GAP
    secret = None
    if secret_room:
        secret = Rect(MARGIN, y, inner, SAYS_H)
        y += SAYS_H + GAP
    footer = Rect(MARGIN, y, inner, FOOTER_H)
    return PlayerLayout(WIDTH, footer.bottom + MARGIN, header, tracks_title, tracks,
                        order_title, order, ingredients_title, chips, dice, items,
                        character, says, secret, footer)
