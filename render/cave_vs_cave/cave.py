"""A player's cave picture: the 11 spaces, walls, the goods shelf, turns and score.

Layers are painted in a fixed order (background, header, spaces, cracks and walls, rock
outline, shelf, additional cavern, footer) into the rectangles of ``cave_layout``.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from render.cave_vs_cave import glyphs
from render.cave_vs_cave.cave_layout import (
    NATURAL_WALLS,
    SPACE_CELLS,
    CaveLayout,
    cave_layout,
)
from render.cave_vs_cave.model import GOODS, Cave, Space
from render.common import palette as pal
from render.common.canvas import Canvas, LoggedCanvas, Stamp, make_stamp
from render.common.coords import draw_coordinates
from render.common.geometry import Rect
from render.common.icons import good_icon
from render.common.numbers import number
from render.common.text import text_width
from render.common.words import facts_line, language, points_word, word

WALL_W = 16          # a placed wall token, drawn across its crack
ROCK_W = 8           # the printed rock border
GOOD_MAX = 9
GOLD_MAX = 19


def draw_cave(cave: Cave) -> Canvas:
    lay = cave_layout()
    canvas = LoggedCanvas(lay.width, lay.height, pal.BACKGROUND)
    _header(canvas, lay, cave)
    for sid, area in lay.cells.items():
        space = cave.spaces.get(sid, Space(sid, "face_down"))
        if space.kind == "face_down":
            # Drawn in place: the rock hatching spills 1 px, which a stamp would clip.
            _space(canvas, area, space)
        else:
            canvas.stamp(_space_stamp(replace(space, id=""), area.w, area.h, language()),
                         (area.x, area.y))
    _coordinates(canvas, lay)
    _cracks_and_walls(canvas, lay, cave)
    _rock_outline(canvas, lay)
    _shelf(canvas, lay, cave.resources)
    _extra_cavern(canvas, lay, cave)
    _footer(canvas, lay, cave)
    return canvas


def _coordinates(canvas: Canvas, lay: CaveLayout) -> None:
    """A-C over the columns, 1-5 down the rows: the squares as option labels name them."""
    columns = {c: lay.cells[sid] for sid, (r, c) in SPACE_CELLS.items() if r == 4}
    rows = {r: lay.cells[sid] for sid, (r, c) in SPACE_CELLS.items() if c == 0}
    draw_coordinates(canvas, columns, rows, lay.coords_top, lay.coords_left)


def rooms_rule(cave: Cave) -> str:
    """The orange/blue count and what it allows: orange rooms must always outnumber
    blue ones, after furnishing too (rules/cave_vs_cave/cave.py, colour_allows)."""
    allowed = cave.orange_rooms > cave.blue_rooms + 1
    if allowed:
        return word("pic-cvc-rooms-rule-fits", "Rooms: {orange} orange · {blue} blue — "
                    "a blue room fits", orange=cave.orange_rooms, blue=cave.blue_rooms)
    return word("pic-cvc-rooms-rule-needs", "Rooms: {orange} orange · {blue} blue — "
                "next blue room needs another orange", orange=cave.orange_rooms,
                blue=cave.blue_rooms)


def _header(canvas: Canvas, lay: CaveLayout, cave: Cave) -> None:
    area = lay.header
    colour = pal.SEATS[cave.seat % len(pal.SEATS)]
    canvas.rect(area, fill=pal.PANEL, outline=pal.LINE, width=2, radius=12)
    canvas.rect(Rect(area.x, area.y, 14, area.h), fill=colour)
    title = word("pic-cvc-cave-title", "{name} — cave", name=cave.name)
    name = canvas.text_in(Rect(area.x + 30, area.y + 10, 500, 44), title, 32,
                          pal.INK, bold=True, align="left", max_lines=1)
    if cave.to_act:
        x = area.x + 30 + max(text_width(line, name.size, True) for line in name.lines) + 18
        tag = Rect(x, area.y + 12, 124, 40)
        canvas.rect(tag, fill=pal.HIGHLIGHT, radius=10)
        canvas.text(tag.center, word("pic-to-act-tag", "▶ to act"), 20, pal.WHITE, bold=True,
                    anchor="mm")
    status: list[str] = []
    if cave.turns_left is not None:
        status.append(
            word("pic-cvc-turns-left-of", "Turns left this round: {left} of {total}",
                 left=cave.turns_left, total=cave.turns_total)
            if cave.turns_total is not None else
            word("pic-cvc-turns-left", "Turns left this round: {left}", left=cave.turns_left))
    if cave.first:
        status.append(word("pic-first-player-cap", "First player"))
    status.append(rooms_rule(cave))
    line = facts_line(status, wide=True)
    canvas.text_in(Rect(area.x + 30, area.y + 62, area.w - 420, 44), line, 20, pal.INK,
                   align="left", max_lines=2)
    if cave.turns_left is not None:
        _dwarfs(canvas, area.right - 380, area.y + 36, cave.turns_left, cave.turns_total)
    score = Rect(area.right - 180, area.y + 12, 164, area.h - 24)
    canvas.rect(score, fill=pal.INK, radius=10)
    canvas.text((score.center[0], score.y + 34), number(cave.score), 40, pal.WHITE, bold=True,
                anchor="mm")
    canvas.text((score.center[0], score.bottom - 16), word("pic-points-word", "points"), 16,
                pal.WHITE, anchor="mm")


def _dwarfs(canvas: Canvas, x: int, y: int, left: int, total: int | None) -> None:
    """One little dwarf per turn this round: filled = still to play, hollow = played."""
    for i in range(max(left, total or 0)):
        cx = x + i * 30
        filled = i < left
        fill = pal.INK if filled else None
        canvas.ellipse(Rect(cx - 7, y - 20, 14, 14), fill=fill, outline=pal.INK, width=2)
        canvas.polygon([(cx - 10, y + 10), (cx + 10, y + 10), (cx, y - 6)], fill=fill,
                       outline=pal.INK, width=2)


@lru_cache(maxsize=256)
def _space_stamp(space: Space, w: int, h: int, lang: str) -> Stamp:
    """A dug space (room, entrance, empty cavern) drawn once per look and language."""
    return make_stamp(w, h, pal.BACKGROUND,
                      lambda canvas: _space(canvas, Rect(0, 0, w, h), space))


def _space(canvas: Canvas, area: Rect, space: Space) -> None:
    if space.kind == "face_down":
        glyphs.rock_back(canvas, area)
        if space.food_bonus:
            _food_bonus(canvas, area)
        else:
            canvas.text(area.center, "?", 34, pal.CAVERN, bold=True, anchor="mm")
    elif space.kind == "entrance":
        canvas.rect(area, fill=pal.ORANGE_LIGHT)
        band = area.top(30)
        canvas.rect(band, fill=pal.ORANGE)
        glyphs.kind_badge(canvas, (band.x + 17, band.y + 15), 10, "orange")
        canvas.text((band.x + 34, band.y + 15), word("pic-cvc-kind-action", "action"), 16,
                    pal.INK, bold=True, anchor="lm")
        canvas.text_in(Rect(area.x + 30, band.bottom + 6, area.w - 40, 40),
                       space.room.name if space.room else word("pic-cvc-entrance", "Entrance"),
                       22, pal.INK, bold=True)
        canvas.text_in(Rect(area.x + 30, band.bottom + 48, area.w - 40, 44),
                       word("pic-cvc-entrance-gain", "+1 wood / stone / emmer / flax"), 16,
                       pal.MUTED, max_lines=2)
        # The cave mouth: an arrow coming in from the open west side.
        cx, cy = area.x + 14, area.y + area.h // 2 + 14
        canvas.polygon([(cx - 10, cy - 12), (cx + 8, cy), (cx - 10, cy + 12)], fill=pal.INK)
    elif space.kind == "room" and space.room is not None:
        glyphs.room_face(canvas, area, space.room)
    else:
        canvas.rect(area, fill=pal.CAVERN)
        canvas.text_in(area.inset(16, 30), word("pic-cvc-empty-cavern", "empty cavern"), 18,
                       pal.MUTED)
    if space.used:
        # Used in the room action under way: it cannot be used again in it.
        tag = Rect(area.right - 110, area.y + 2, 106, 26)
        canvas.rect(tag, fill=pal.INK, radius=8)
        canvas.text(tag.center, word("pic-cvc-used", "✓ used"), 18, pal.WHITE, bold=True,
                    anchor="mm")


def _food_bonus(canvas: Canvas, area: Rect) -> None:
    """The printed "+1 food" of r1c1 and r3c1, taken when the tile there is dug."""
    badge = Rect(area.center[0] - 50, area.center[1] - 22, 100, 44)
    canvas.rect(badge, fill=pal.PANEL, outline=pal.GOODS["food"], width=3, radius=22)
    canvas.text(badge.center, word("pic-cvc-food-bonus", "+1 food"), 18, pal.INK, bold=True,
                anchor="mm")


def _cracks_and_walls(canvas: Canvas, lay: CaveLayout, cave: Cave) -> None:
    for pair, (a, b) in lay.cracks.items():
        if pair in cave.walls:
            _wall_bar(canvas, a, b)
        else:
            glyphs.dashed(canvas, a, b, pal.LINE, 2, 8)


def _wall_bar(canvas: Canvas, a: tuple[int, int], b: tuple[int, int]) -> None:
    """A wall token: a thick dark bar with a light edge, so it reads on any tile colour."""
    (ax, ay), (bx, by) = a, b
    half = WALL_W // 2
    if ax == bx:
        bar = Rect(ax - half, ay + 4, WALL_W, by - ay - 8)
    else:
        bar = Rect(ax + 4, ay - half, bx - ax - 8, WALL_W)
    canvas.rect(bar, fill=pal.WALL, outline=pal.WHITE, width=2, radius=3)


def _rock_outline(canvas: Canvas, lay: CaveLayout) -> None:
    """The printed rock around the cave (natural walls); the Entrance's west is open."""
    for sid, area in lay.cells.items():
        x0, y0, x1, y1 = area.x, area.y, area.right, area.bottom
        edges = {"N": [(x0, y0), (x1, y0)], "S": [(x0, y1), (x1, y1)],
                 "W": [(x0, y0), (x0, y1)], "E": [(x1, y0), (x1, y1)]}
        for side in NATURAL_WALLS[sid]:
            canvas.line(edges[side], pal.ROCK_DARK, ROCK_W)
    # r4c2's west side touches r4c1 (a crack); the block's east side above it is rock.
    r3c1 = lay.cells["r3c1"]
    canvas.line([(r3c1.right, r3c1.bottom), (lay.cells["r4c2"].right, r3c1.bottom)],
                pal.ROCK_DARK, ROCK_W)


def _shelf(canvas: Canvas, lay: CaveLayout, resources: dict[str, int]) -> None:
    canvas.rect(lay.shelf, fill=pal.PANEL, outline=pal.LINE, width=2, radius=12)
    canvas.text((lay.shelf.x + 16, lay.shelf.y + 24), word("pic-goods", "Goods"), 22, pal.INK,
                bold=True, anchor="lm")
    canvas.text((lay.shelf.right - 16, lay.shelf.y + 24),
                word("pic-cvc-shelf-limits", "max 9 · gold 19"), 16, pal.MUTED, anchor="rm")
    for good in GOODS:
        area = lay.shelf_rows[good]
        canvas.stamp(_shelf_row_stamp(good, int(resources.get(good, 0)), area.w, area.h,
                                      language()),
                     (area.x, area.y))


@lru_cache(maxsize=256)
def _shelf_row_stamp(good: str, count: int, w: int, h: int, lang: str) -> Stamp:
    """A shelf row drawn once per count and language: six rows of ten rounded boxes cost
    more than the rest of the cave."""
    return make_stamp(w, h, pal.PANEL,
                      lambda canvas: _shelf_row(canvas, Rect(0, 0, w, h), good, count))


def _shelf_row(canvas: Canvas, area: Rect, good: str, count: int) -> None:
    colour = pal.GOODS[good]
    icon = min(34, area.h - 16)
    good_icon(canvas, Rect(area.x, area.center[1] - icon // 2, icon, icon), good, colour)
    canvas.text((area.x + icon + 6, area.y + area.h // 2), glyphs.good_label(good), 18,
                pal.INK, anchor="lm")
    canvas.text((area.x + 150, area.y + area.h // 2), str(count), 32, pal.INK, bold=True,
                anchor="rm")
    # The printed track 0-9; gold past 9 flips its marker to the +10 side.
    track = Rect(area.x + 156, area.y + 12, area.w - 156, area.h - 24)
    step = track.w // 10
    marker = count % 10 if good == "gold" else min(count, GOOD_MAX)
    for n in range(10):
        box = Rect(track.x + n * step, track.y, step - 4, track.h)
        here = n == marker
        canvas.rect(box, fill=colour if here else pal.SHADE,
                    outline=pal.INK if here else None, width=3 if here else 1, radius=6)
        if here or n in (0, 5, 9):
            text_colour = pal.INK if here or n else pal.MUTED
            canvas.text(box.center, str(n), 16, text_colour, bold=here, anchor="mm")
    if good == "gold" and count >= 10:
        tag = Rect(track.right - 4 - 2 * step, track.y - 10, 2 * step - 8, 22)
        canvas.rect(tag, fill=pal.INK, radius=8)
        canvas.text(tag.center, "+10", 16, pal.WHITE, bold=True, anchor="mm")


def _extra_cavern(canvas: Canvas, lay: CaveLayout, cave: Cave) -> None:
    area = lay.extra
    if cave.extra is None:
        canvas.rect(area, outline=pal.LINE, width=2, radius=8)
        canvas.text_in(area.inset(12), word("pic-cvc-extra-not-taken",
                                            "Additional cavern: not taken"), 16, pal.MUTED)
        return
    _space(canvas, area, cave.extra)
    x0, y0, x1, y1 = area.x, area.y, area.right, area.bottom
    edges = {"N": [(x0, y0), (x1, y0)], "S": [(x0, y1), (x1, y1)],
             "W": [(x0, y0), (x0, y1)], "E": [(x1, y0), (x1, y1)]}
    for side in ("N", "E", "S", "W"):
        if side in cave.extra_walls:
            canvas.line(edges[side], pal.WALL, WALL_W)
        else:
            glyphs.dashed(canvas, edges[side][0], edges[side][1], pal.LINE, 2, 8)
    canvas.text((area.x, area.y - 10), word("pic-cvc-extra", "Additional cavern"), 16, pal.INK,
                bold=True, anchor="ld")


def _footer(canvas: Canvas, lay: CaveLayout, cave: Cave) -> None:
    if cave.score_lines:
        parts = ""
        for label, points in cave.score_lines:
            part = word("pic-score-part", "{label} {points}", label=label, points=points)
            parts = word("pic-plus", "{a} + {b}", a=parts, b=part) if parts else part
    else:
        spaces = [*cave.spaces.values(), *([cave.extra] if cave.extra else [])]
        rooms = sum(s.room.points for s in spaces if s.room is not None and s.kind == "room")
        parts = word("pic-cvc-score-parts", "Rooms {rooms} + Gold {gold}", rooms=rooms,
                     gold=cave.resources.get("gold", 0))
    text = word("pic-cvc-score-footer", "Score: {parts} = {points} " + points_word(cave.score)
                + "   ·   walls placed: {walls}", parts=parts, points=cave.score,
                walls=len(cave.walls))
    canvas.text_in(lay.footer, text, 22, pal.INK, align="left", max_lines=2)
