"""A player's home board picture: forest and mountain tiles, goods, animals, dwarfs, score.

Layers in a fixed order: background, header, landscape titles, cells (large pastures
merged), side panel (goods, animals, dwarfs, tokens), score breakdown.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from render.caverna.glyphs import dwarf_figure, good_chip, good_label
from render.caverna.home_layout import HomeLayout, home_layout, merge
from render.caverna.model import Cell, Dwarf, Home, round_label
from render.caverna.tiles import draw_cell, stable_badge
from render.common import palette as pal
from render.common.canvas import Canvas, LoggedCanvas, Stamp, make_stamp
from render.common.coords import draw_coordinates
from render.common.geometry import Rect
from render.common.glyphs import section_title
from render.common.numbers import number, signed
from render.common.seats import seat_colour
from render.common.words import facts_line, language, listed, points_word, word

# (message key, English) of each phase.
PHASES: dict[str, tuple[str, str]] = {"work": ("pic-caverna-phase-work", "work phase"),
                                      "harvest": ("pic-caverna-harvest", "harvest"),
                                      "over": ("pic-game-over", "game over")}


def _phase(phase: str) -> str:
    known = PHASES.get(phase)
    return word(*known) if known else phase


def draw_home(home: Home) -> Canvas:
    lay = home_layout(len(home.goods), len(home.animals), len(home.dwarfs),
                      len(home.score_lines))
    canvas = LoggedCanvas(lay.width, lay.height, pal.BACKGROUND)
    canvas.stamp(_backdrop(lay.width, lay.height, lay.forest_title, lay.mountain_title,
                           lay.goods_title, language()), (0, 0))
    _header(canvas, lay.header, home)
    _cells(canvas, lay, home.cells)
    # A-F across forest and mountain, 1-4 down: the squares as the options name them.
    draw_coordinates(canvas, {c - 1: lay.cells[f"r1c{c}"] for c in range(1, 7)},
                     {r - 1: lay.cells[f"r{r}c1"] for r in range(1, 5)}, lay.coords_top,
                     lay.coords_left)
    for (good, n), area in zip(home.goods, lay.goods, strict=True):
        good_chip(canvas, area, good, n)
    loose = listed(good_label(a, n) for a, n in home.unhoused)
    _title(canvas, lay.animals_title, word("pic-caverna-animals", "Animals"),
           word("pic-caverna-no-place", "no place yet: {animals}", animals=loose) if loose
           else word("pic-caverna-farm-totals", "totals on the farm"))
    for (animal, n), area in zip(home.animals, lay.animals, strict=True):
        good_chip(canvas, area, animal, n)
    _title(canvas, lay.dwarfs_title, word("pic-caverna-dwarfs", "Dwarfs"),
           word("pic-caverna-dwarfs-note", "{count} · room for {room}", count=len(home.dwarfs),
                room=home.room))
    for dwarf, area in zip(home.dwarfs, lay.dwarfs, strict=True):
        _dwarf(canvas, area, dwarf, home.seat)
    _tokens(canvas, lay.tokens, home)
    _title(canvas, lay.score_title, word("pic-caverna-score",
                                         "Score: {points} " + points_word(home.score),
                                         points=home.score),
           word("pic-caverna-final", "final") if home.over
           else word("pic-caverna-if-ended", "if the game ended now"))
    for (label, points), area in zip(home.score_lines, lay.score_lines, strict=True):
        _score_line(canvas, area, label, points)
    return canvas


def _header(canvas: Canvas, area: Rect, home: Home) -> None:
    canvas.rect(area, fill=pal.PANEL, outline=pal.HIGHLIGHT if home.to_act else pal.LINE,
                width=4 if home.to_act else 2, radius=12)
    canvas.rect(Rect(area.x, area.y, 14, area.h), fill=seat_colour(home.seat))
    canvas.text_in(Rect(area.x + 28, area.y + 6, 560, 42),
                   word("pic-caverna-home-title", "{name} — Caverna", name=home.name), 30,
                   pal.INK, bold=True, align="left", max_lines=1)
    facts = [round_label(home.printed_round, home.round, home.rounds_total),
             _phase(home.phase)]
    if home.to_act:
        facts.insert(0, word("pic-to-act-tag", "▶ to act"))
    if home.start_player:
        facts.append(word("pic-caverna-starting", "★ starting player"))
    canvas.text_in(Rect(area.x + 28, area.y + 48, 700, 30), facts_line(facts, wide=True), 20,
                   pal.INK, align="left", max_lines=1)
    canvas.text((area.right - 24, area.y + 32), number(home.score), 40, pal.INK, bold=True,
                anchor="rm")
    canvas.text((area.right - 24, area.bottom - 12), word("pic-points-word", "points"), 16,
                pal.MUTED, anchor="rm")


@lru_cache(maxsize=8)
def _backdrop(width: int, height: int, forest: Rect, mountain: Rect, goods: Rect,
              lang: str) -> Stamp:
    """The titles that never change, keyed on where they go (the layout holds a dict)
    and the language."""
    def draw(canvas: Canvas) -> None:
        _title(canvas, forest, word("pic-caverna-forest", "Forest"),
               word("pic-caverna-forest-note", "fields, meadows, pastures"))
        _title(canvas, mountain, word("pic-caverna-mountain", "Mountain"),
               word("pic-caverna-mountain-note", "caverns, tunnels, mines"))
        _title(canvas, goods, word("pic-goods", "Goods"))
    return make_stamp(width, height, pal.BACKGROUND, draw)


@lru_cache(maxsize=512)
def _cell_face(cell: Cell, stables: int, w: int, h: int, lang: str) -> Stamp:
    """A cell drawn once per look and language: ``cell`` comes without its place on the
    board, so every plain forest or cavern shares one picture."""
    return make_stamp(w, h, pal.BACKGROUND,
                      lambda canvas: draw_cell(canvas, Rect(0, 0, w, h), cell, stables))


def _stamp_cell(canvas: Canvas, area: Rect, cell: Cell, stables: int) -> None:
    if cell.kind == "mountain":
        # Drawn in place: its rock hatching spills 1 px past the cell, which a stamp
        # would clip.
        draw_cell(canvas, area, cell, stables)
        return
    face = replace(cell, id="", row=0, col=0, partner=None)
    canvas.stamp(_cell_face(face, stables, area.w, area.h, language()), (area.x, area.y))


def _title(canvas: Canvas, area: Rect, title: str, note: str = "") -> None:
    section_title(canvas, area, title, note, size=22, note_size=16, gap=12)

def _cells(canvas: Canvas, lay: HomeLayout, cells: tuple[Cell, ...]) -> None:
    by_id = {c.id: c for c in cells}
    done: set[str] = set()
    for cell in cells:
        if cell.id in done:
            continue
        area = lay.cells[cell.id]
        stables = int(cell.stable)
        if cell.kind == "large_pasture" and cell.partner in lay.cells:
            partner = by_id[cell.partner]
            area = merge(area, lay.cells[partner.id])
            stables += int(partner.stable)
            done.add(partner.id)
            # Draw the merged tile, then the partner's own stable on its half.
            _stamp_cell(canvas, area, cell, stables)
            if partner.stable and not cell.stable:
                p = lay.cells[partner.id]
                stable_badge(canvas, Rect(p.right - 58, p.y + 4, 54, 26))
            continue
        _stamp_cell(canvas, area, cell, stables)


def _dwarf(canvas: Canvas, area: Rect, dwarf: Dwarf, seat: int) -> None:
    placed = dwarf.at is not None
    canvas.rect(area, fill=pal.SHADE if placed else pal.PANEL, outline=pal.LINE, width=2,
                radius=8)
    if placed:
        _placed_dwarf(canvas, area, dwarf)
        return
    dwarf_figure(canvas, (area.x + 20, area.bottom - 6), 40, seat_colour(seat), dwarf)
    if dwarf.newborn:
        strength = word("pic-caverna-newborn", "newborn")
    elif dwarf.weapon:
        strength = word("pic-caverna-weapon", "weapon {strength}", strength=dwarf.weapon)
    else:
        strength = word("pic-caverna-unarmed", "unarmed")
    text = Rect(area.x + 58, area.y + 2, area.w - 62, area.h - 4)
    canvas.text_in(text.top(text.h // 2), strength, 17, pal.INK, bold=True, align="left",
                   max_lines=1)
    canvas.text_in(text.below(text.h // 2), word("pic-caverna-at-home", "at home"), 15,
                   pal.INK, align="left", max_lines=1)


def _placed_dwarf(canvas: Canvas, area: Rect, dwarf: Dwarf) -> None:
    """A dwarf on an action space: the space's name gets two lines beside a small figure
    (the rulebooks' names run long: "→ Travaux domestiques", "at Slash-and-burn"), and
    the weapon's strength stands under the figure."""
    # Its strength is written under it: the figure's pick would run into the name.
    dwarf_figure(canvas, (area.x + 13, area.y + 28), 22, pal.TAKEN, replace(dwarf, weapon=0))
    if dwarf.weapon:
        canvas.text((area.x + 13, area.bottom - 3), str(dwarf.weapon), 14, pal.INK,
                    bold=True, anchor="ms")
    canvas.text_in(Rect(area.x + 30, area.y + 2, area.w - 33, area.h - 4),
                   word("pic-caverna-at", "at {space}", space=dwarf.at), 15, pal.INK,
                   align="left", max_lines=2)


def _tokens(canvas: Canvas, area: Rect, home: Home) -> None:
    canvas.rect(area, fill=pal.PANEL, outline=pal.LINE, width=2, radius=8)
    top, bottom = Rect(area.x, area.y, area.w, area.h // 2), area.below(area.h // 2)
    stable_badge(canvas, Rect(top.x + 8, top.y + 5, 54, 26))
    canvas.text_in(Rect(top.x + 70, top.y, top.w - 76, top.h),
                   word("pic-caverna-stables-left", "{count} of 3 stables left to build",
                        count=home.stables_left), 17, pal.INK,
                   align="left", max_lines=1)
    beg = Rect(bottom.x + 8, bottom.y + 4, 54, bottom.h - 8)
    canvas.rect(beg, fill=pal.OI_VERMILLION if home.begging else pal.SHADE, radius=6)
    canvas.text(beg.center, "−3", 16, pal.WHITE if home.begging else pal.MUTED, bold=True,
                anchor="mm")
    begging = (word("pic-caverna-begging-one", "{count} begging marker (−3)",
                    count=home.begging) if home.begging == 1 else
               word("pic-caverna-begging", "{count} begging markers (−3 each)",
                    count=home.begging))
    # Two lines when the count needs them: never "15 begging markers (−3…".
    canvas.text_in(Rect(bottom.x + 70, bottom.y, bottom.w - 76, bottom.h), begging, 17,
                   pal.INK, bold=bool(home.begging), align="left", max_lines=2)


def _score_line(canvas: Canvas, area: Rect, label: str, points: int) -> None:
    canvas.line([(area.x, area.bottom - 1), (area.right, area.bottom - 1)], pal.SHADE, 1)
    canvas.text_in(Rect(area.x, area.y, area.w - 60, area.h), label, 17, pal.INK,
                   align="left", max_lines=1)
    sign = signed(points)
    canvas.text((area.right - 4, area.center[1]), sign, 17,
                pal.OI_VERMILLION if points < 0 else pal.INK, bold=True, anchor="rm")
