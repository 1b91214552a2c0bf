"""Geometry of the tavern board picture (pure data; the height grows with the players).

Top to bottom: header (clock, round, turn, white die, decks), the scoreboard (one row per
seat: the score track, reputation, order, dice), the Mess Hall's six orders as on the
board (two rows of three), the Cellar, the Kitchen, the Chore Board, Nasty's Office with
the Wizard's Workshop, the automaton (solo only) and a footer for the house-deck note.
"""

from __future__ import annotations

from dataclasses import dataclass

from render.common.geometry import Rect, columns, grid

WIDTH = 1200
MARGIN = 20
GAP = 12
HEADER_H = 100
TITLE_H = 36
TABLE_HEAD_H = 26
ROW_H = 82            # two lines: the numbers, then the ingredients held
ORDER_H = 206
ZONE_H = 170
SMALL_ZONE_H = 150
# Zones several seats share keep two rows of slots under their words.
SHARED_ZONE_H = 214
SHARED_SMALL_ZONE_H = 190
AUTOMATON_H = 96
STORY_H = 84
FOOTER_H = 64     # three lines: the scoring options and the house-deck note

# Scoreboard columns, left to right, as (key, width); "order" takes what is left.
TABLE_COLUMNS: tuple[tuple[str, int], ...] = (
    ("player", 196), ("vp", 78), ("score", 84), ("nasty", 70), ("kitchen", 80),
    ("chores", 76), ("order", 0), ("dice", 190), ("items", 64),
)


@dataclass(frozen=True)
class TavernLayout:
    width: int
    height: int
    header: Rect
    table_title: Rect
    table_head: Rect
    table_rows: tuple[Rect, ...]
    table_columns: dict[str, tuple[int, int]]     # key -> (x, width)
    mess_title: Rect
    mess: tuple[Rect, ...]
    cellar_title: Rect
    cellar: tuple[Rect, ...]
    kitchen_title: Rect
    kitchen: tuple[Rect, ...]
    chores_title: Rect
    chores: tuple[Rect, ...]
    back_title: Rect
    back: tuple[Rect, ...]                         # Nasty's Office, then the Workshop zones
    secret_title: Rect | None
    secret: tuple[Rect, ...]                       # Secret Room cards, then Miss Nasty
    automaton_title: Rect | None
    automaton: Rect | None
    footer: Rect

    def boxes(self) -> list[Rect]:
        """Every top-level box, for overlap tests."""
        out = [self.header, self.table_head, *self.table_rows, *self.mess, *self.cellar,
               *self.kitchen, *self.chores, *self.back, *self.secret, self.footer]
        return out + ([self.automaton] if self.automaton else [])


def _table_columns(x: int, inner: int) -> dict[str, tuple[int, int]]:
    fixed = sum(w for _, w in TABLE_COLUMNS)
    out: dict[str, tuple[int, int]] = {}
    for key, w in TABLE_COLUMNS:
        width = w or inner - fixed
        out[key] = (x, width)
        x += width
    return out


def tavern_layout(players: int, back_zones: int = 4, solo: bool = False,
                  secret_zones: int = 0, story: bool = False,
                  shared_slots: bool = False) -> TavernLayout:
    """``shared_slots``: the Cellar and back rooms have several slots (more players)."""
    inner = WIDTH - 2 * MARGIN
    header = Rect(MARGIN, MARGIN, inner, HEADER_H)
    y = header.bottom + GAP

    def title() -> Rect:
        nonlocal y
        r = Rect(MARGIN, y, inner, TITLE_H)
        y += TITLE_H
        return r

    def strip(count: int, h: int) -> tuple[Rect, ...]:
        nonlocal y
        r = tuple(columns(Rect(MARGIN, y, inner, h), count, GAP))
        y += h + GAP
        return r

    table_title = title()
    table_head = Rect(MARGIN, y, inner, TABLE_HEAD_H)
    y += TABLE_HEAD_H
    table_rows = tuple(Rect(MARGIN, y + i * ROW_H, inner, ROW_H - 4)
                       for i in range(max(players, 1)))
    y += max(players, 1) * ROW_H + GAP
    mess_title = title()
    card_w = (inner - 2 * GAP) // 3
    mess = tuple(grid(MARGIN, y, card_w, ORDER_H, GAP, 6, 3))
    y += 2 * (ORDER_H + GAP)
    cellar_title = title()
    cellar = strip(6, SHARED_ZONE_H if shared_slots else ZONE_H)
    kitchen_title = title()
    kitchen = strip(6, ZONE_H)
    chores_title = title()
    chores = strip(6, ZONE_H)
    back_title = title()
    back = strip(back_zones, SHARED_SMALL_ZONE_H if shared_slots else SMALL_ZONE_H)
    secret_title: Rect | None = None
    secret: tuple[Rect, ...] = ()
    if secret_zones:
        secret_title = title()
        secret = strip(secret_zones, ZONE_H)    # card names run to two lines
    automaton_title = automaton = None
    if solo:
        automaton_title = title()
        # Story mode adds the Five Kingdoms card's goals under the dice.
        height = AUTOMATON_H + (STORY_H if story else 0)
        automaton = Rect(MARGIN, y, inner, height)
        y += height + GAP
    footer = Rect(MARGIN, y, inner, FOOTER_H)
    return TavernLayout(
        WIDTH, footer.bottom + MARGIN, header, table_title, table_head, table_rows,
        _table_columns(MARGIN, inner), mess_title, mess, cellar_title, cellar, kitchen_title,
        kitchen, chores_title, chores, back_title, back, secret_title, secret, automaton_title,
        automaton, footer)
