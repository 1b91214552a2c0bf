"""A player's cave on the web table: the 11 spaces with their walls, the goods shelf, the
additional cavern, turns and score.

The cave is a CSS grid whose odd tracks are the cracks between spaces: a space of row r
and column c sits at grid row 2 + 2r and column 2 + 2c, the crack east of it at column
3 + 2c and the one south of it at row 3 + 2r. Natural rock (from the view's
``natural_walls``) and placed walls fill those tracks; the shelf fills the printed
board's top right corner, beside rows 1 to 4, as on the cave board.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from bot.i18n import tr
from web.boards.base import BoardContext, esc
from web.boards.cave_vs_cave import pieces
from web.boards.cave_vs_cave.places import (
    cell_label,
    cell_target,
    room_topic,
    wall_target,
    zone,
)
from web.boards.cave_vs_cave.shared import seat_mark, shield
from web.boards.cave_vs_cave.words import good_name, player_name, room_effect, room_name, t

View = Mapping[str, Any]
Cell = Mapping[str, Any]
_STEP = {"N": (-1, 0), "S": (1, 0), "E": (0, 1), "W": (0, -1)}
# The shelf's own frame: rock above it and along its east side (its west and south sides
# are the spaces' natural walls).
_SHELF_ROCK = ((1, 6), *((r, 7) for r in range(2, 9)))


def cave(view: View, ctx: BoardContext, seat: int) -> str:
    player = view["players"][seat]
    cells = {str(c["cell"]): c for c in player.get("cave") or ()}
    acting = seat in {int(s) for s in view.get("to_act") or ()} and not view.get("over")
    classes = ["cvc-cave", f"seat-{seat}"]
    if acting:
        classes.append("is-acting")
    if seat == ctx.viewer:
        classes.append("is-mine")
    return (f'<article class="{" ".join(classes)}" data-seat="{seat}">'
            f'{_head(view, ctx, seat, player, acting)}{_facts(view, ctx, player)}'
            f'{_grid(view, ctx, seat, player, cells)}{_extra(view, ctx, seat, player, cells)}'
            f'</article>')


def _head(view: View, ctx: BoardContext, seat: int, player: Mapping[str, Any],
          acting: bool) -> str:
    tags = []
    if player.get("is_first") and not view.get("solo"):
        tags.append(f'<span class="cvc-first" data-topic="{zone("first-player")}">'
                    f'{t(ctx, "pic-first-player")}</span>')
    if acting:
        tags.append(f'<span class="cvc-acting">{t(ctx, "pic-to-act-tag")}</span>')
    # « Rooms 4 · Gold 1 »; Japanese « 部屋4・ゴールド1 », as the picture's footer says them.
    lines = ctx.facts(t(ctx, "pic-score-part", label=ctx.say(label), points=int(points))
                      for label, points in player.get("score_lines") or ())
    score = int(player.get("score", 0))
    return (f'<header class="cvc-cave-head">{seat_mark(seat)}'
            f'<h3 class="cvc-cave-name">{player_name(ctx, seat)}</h3>{"".join(tags)}'
            f'<span class="cvc-score" data-topic="{zone("score")}">'
            f'<b class="cvc-score-n">{t(ctx, "text-points", count=score)}</b>'
            f'<span class="cvc-score-lines">{lines}</span></span></header>')


def _facts(view: View, ctx: BoardContext, player: Mapping[str, Any]) -> str:
    out = ['<div class="cvc-cave-facts">']
    if not view.get("over"):
        left, total = int(player.get("turns_left", 0)), int(player.get("turns_this_round", 0))
        out.append(f'<span class="cvc-turns" data-topic="{zone("turns")}">'
                   f'{pieces.dwarfs(total, left)} '
                   f'{t(ctx, "pic-cvc-turns-left-of", left=left, total=total)}</span>')
    orange, blue = int(player.get("orange_rooms", 0)), int(player.get("blue_rooms", 0))
    rule = "pic-cvc-rooms-rule-fits" if orange > blue + 1 else "pic-cvc-rooms-rule-needs"
    out.append(f'<span class="cvc-colours" data-topic="{zone("colour-rule")}">'
               f'{t(ctx, rule, orange=orange, blue=blue)}</span></div>')
    return "".join(out)


# ----- the grid -------------------------------------------------------------------------

def _at(row: int, col: int) -> str:
    return f"gr-{row} gc-{col}"


def _place(cell: Cell) -> tuple[int, int]:
    """Where a space of the board sits in the grid (the additional cavern has its own
    one-space grid)."""
    if cell.get("row") is None:
        return 2, 2
    return 2 + 2 * int(cell["row"]), 2 + 2 * int(cell["col"])


def _grid(view: View, ctx: BoardContext, seat: int, player: Mapping[str, Any],
          cells: Mapping[str, Cell]) -> str:
    grid = [c for c in cells.values() if c.get("row") is not None]
    parts = _spaces_and_walls(view, ctx, seat, player, cells, grid, set(_SHELF_ROCK))
    parts.extend(f'<span class="cvc-mouth {_at(r, c)}"></span>' for r, c in _mouths(grid))
    parts.append(_shelf(ctx, player))
    name = t(ctx, "pic-cvc-cave-title", name=player_name(ctx, seat))
    return f'<div class="cvc-grid" role="group" aria-label="{name}">{"".join(parts)}</div>'


def _spaces_and_walls(view: View, ctx: BoardContext, seat: int, player: Mapping[str, Any],
                      cells: Mapping[str, Cell], spaces: list[Cell],
                      rock: set[tuple[int, int]]) -> list[str]:
    """The spaces, the cracks between them (a wall token in each built one), the natural
    rock around them and the corners where these meet, as grid items. ``rock`` holds
    the rock the view does not name (the shelf's frame)."""
    used = set(view.get("rooms_used") or ()) if view.get("current_player") == seat else set()
    parts = [_space(ctx, seat, cell, _at(*_place(cell)), str(cell["cell"]) in used)
             for cell in spaces]
    for cell in spaces:
        row, col = _place(cell)
        for side in str(cell.get("natural_walls") or ""):
            dr, dc = _STEP[side]
            rock.add((row + dr, col + dc))
    walls = set(player.get("walls") or ())
    members = {str(c["cell"]) for c in spaces}
    built: set[tuple[int, int]] = set()
    for slot in view.get("wall_slots") or ():
        b = slot.get("b")
        if str(slot.get("a")) not in members or (b is not None and str(b) not in members):
            continue
        row, col = _place(cells[str(slot["a"])])
        dr, dc = _STEP[str(slot.get("side"))]
        here = (row + dr, col + dc)
        if here in rock:
            continue   # a side of the additional cavern that its chosen face walls
        is_wall = slot.get("id") in walls
        if is_wall:
            built.add(here)
        parts.append(_crack(ctx, seat, slot, cells, _at(*here), "v" if dc else "h", is_wall))
    last_row = max(_place(c)[0] for c in spaces) + 1
    last_col = max(_place(c)[1] for c in spaces) + 1
    parts.extend(_joints(rock, built, last_row, last_col))
    parts.extend(f'<span class="cvc-rock {_at(r, c)}"></span>' for r, c in sorted(rock))
    return parts


def _mouths(grid: list[Cell]) -> Iterator[tuple[int, int]]:
    """The cave's mouth: an outer side of the board with no rock (the Entrance's west)."""
    last_row = max(int(c["row"]) for c in grid)
    last_col = max(int(c["col"]) for c in grid)
    for cell in grid:
        row, col = int(cell["row"]), int(cell["col"])
        outer = {"N": row == 0, "S": row == last_row, "W": col == 0, "E": col == last_col}
        for side, edge in outer.items():
            if edge and side not in str(cell.get("natural_walls") or ""):
                dr, dc = _STEP[side]
                yield 2 + 2 * row + dr, 2 + 2 * col + dc


def _joints(rock: set[tuple[int, int]], built: set[tuple[int, int]], last_row: int,
            last_col: int) -> Iterator[str]:
    """The corners where cracks meet: rock where rock runs on, wall where a wall ends
    (so walls and rock read as unbroken lines). Rock joints join ``rock``."""
    for r in range(1, last_row + 1, 2):
        for c in range(1, last_col + 1, 2):
            around = {(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)}
            if around & rock:
                rock.add((r, c))
            elif around & built:
                yield f'<span class="cvc-joint {_at(r, c)}"></span>'


def _crack(ctx: BoardContext, seat: int, slot: Mapping[str, Any], cells: Mapping[str, Cell],
           where: str, way: str, is_wall: bool) -> str:
    a = cells[str(slot["a"])]
    b = cells.get(str(slot.get("b")))
    if b is not None:
        said = tr(ctx.lang, "cvc-slot-between", a=cell_label(a), b=cell_label(b))
    else:
        side = {"N": "north", "E": "east", "S": "south", "W": "west"}.get(
            str(slot.get("side")), "east")
        said = tr(ctx.lang, "cvc-slot-side", cell=tr(ctx.lang, "cvc-xcavern"), side=side)
    state = " is-wall" if is_wall else ""
    return (f'<span class="cvc-crack {way} {where}{state}" '
            f'data-target="{wall_target(seat, slot, cells)}" data-topic="{zone("wall")}" '
            f'aria-label="{esc(said)}"></span>')


def _space(ctx: BoardContext, seat: int, cell: Cell, where: str, used: bool) -> str:
    state = str(cell.get("state"))
    name = esc(cell_label(cell)) if cell.get("row") is not None else ""
    coord = f'<span class="cvc-coord">{name}</span>'
    target = cell_target(seat, cell)
    room = cell.get("room")
    if state in ("room", "entrance") and isinstance(room, Mapping):
        colour = "blue" if room.get("color") == "blue" else "orange"
        mark = f'<span class="cvc-used">{t(ctx, "pic-cvc-used")}</span>' if used else ""
        classes = f"cvc-cell {where} is-room {colour}" + (" is-used" if used else "") + (
            " is-entrance" if state == "entrance" else "")
        return (f'<div class="{classes}" data-target="{target}" '
                f'data-topic="{room_topic(str(room.get("id")))}">'
                f'<span class="cvc-cell-top">{coord}{pieces.kind_badge(colour)}'
                f'{shield(int(room.get("points", 0)))}</span>'
                f'<span class="cvc-cell-name">{room_name(ctx, room)}</span>'
                f'<span class="cvc-cell-text">{room_effect(ctx, room)}</span>{mark}</div>')
    if state == "face_down":
        bonus = (f'<span class="cvc-bonus" data-topic="{zone("food-bonus")}">'
                 f'{pieces.good_icon("food", 14)}{t(ctx, "pic-cvc-food-bonus")}</span>'
                 if cell.get("food_bonus") else "")
        return (f'<div class="cvc-cell {where} is-face-down" data-target="{target}" '
                f'data-topic="{zone("face-down")}"><span class="cvc-cell-top">{coord}'
                f'{pieces.pickaxe()}</span>{bonus}</div>')
    return (f'<div class="cvc-cell {where} is-empty" data-target="{target}" '
            f'data-topic="{zone("empty-cavern")}"><span class="cvc-cell-top">{coord}</span>'
            f'<span class="cvc-cell-empty">{t(ctx, "pic-cvc-empty-cavern")}</span></div>')


# ----- the shelf ------------------------------------------------------------------------

def _shelf(ctx: BoardContext, player: Mapping[str, Any]) -> str:
    goods = player.get("resources") or {}
    rows = []
    for good in pieces.GOODS:
        n = int(goods.get(good, 0))
        flip = ""
        shown = n
        if good == "gold" and n >= 10:
            # The gold marker turns to its +10 side and starts again from the bottom.
            flip, shown = '<span class="cvc-ten">+10</span>', n - 10
        rows.append(f'<div class="cvc-good good-{good}"><span class="cvc-good-line">'
                    f'{pieces.good_icon(good)}<span class="cvc-good-name">'
                    f'{good_name(ctx, good)}</span>{flip}<b class="cvc-good-n">{n}</b></span>'
                    f'{pieces.meter(shown, 9)}</div>')
    convert = (f'<div class="cvc-convert" data-topic="{zone("conversion")}">'
               f'{pieces.good_icon("emmer", 14)}{pieces.good_icon("flax", 14)}'
               f'{pieces.good_icon("gold", 14)}<span>→</span>{pieces.good_icon("food", 14)}'
               f'<span class="cvc-convert-rate">1:1</span></div>')
    return (f'<div class="cvc-shelf" data-topic="{zone("shelf")}">'
            f'<h4 class="cvc-shelf-title">{t(ctx, "pic-goods")}</h4>{"".join(rows)}{convert}'
            f'<p class="cvc-shelf-limits">{t(ctx, "pic-cvc-shelf-limits")}</p></div>')


# ----- the additional cavern ------------------------------------------------------------

def _extra(view: View, ctx: BoardContext, seat: int, player: Mapping[str, Any],
           cells: Mapping[str, Cell]) -> str:
    cell = next((c for c in cells.values() if c.get("row") is None), None)
    topic = zone("additional-cavern")
    if cell is None or cell.get("state") == "absent":
        owner = view.get("additional_cavern_owner")
        said = (t(ctx, "web-cvc-extra-taken", name=player_name(ctx, int(owner)))
                if owner is not None and int(owner) != seat else
                t(ctx, "pic-cvc-extra-not-taken"))
        return f'<p class="cvc-extra-none" data-topic="{topic}">{said}</p>'
    parts = _spaces_and_walls(view, ctx, seat, player, cells, [cell], set())
    walls_side = (player.get("additional_cavern") or {}).get("walls")
    title = t(ctx, "web-cvc-extra-side", walls=int(walls_side or 0))
    return (f'<div class="cvc-extra"><h4 class="cvc-extra-title" data-topic="{topic}">'
            f'{ctx.facts((t(ctx, "pic-cvc-extra"), title))}</h4>'
            f'<div class="cvc-grid cvc-extra-grid">{"".join(parts)}</div></div>')

