"""Small pictures used on both boards: room tiles, badges, wall diagrams, tile backs."""

from __future__ import annotations

from render.cave_vs_cave.model import SIDES, Room, WallNeed
from render.common import palette as pal
from render.common.canvas import Canvas
from render.common.geometry import Rect
from render.common.glyphs import points_shield as shield
from render.common.glyphs import rock
from render.common.words import say, word
from rules.cave_vs_cave.data import goods_text
from rules.core.text import Say

GOOD_LABELS: dict[str, str] = {
    "wood": "wood", "stone": "stone", "emmer": "emmer", "flax": "flax", "food": "food",
    "gold": "gold",
}


def good_label(good: str) -> str:
    """A good's name in the reader's language (the engine's message)."""
    return say(Say(GOOD_LABELS.get(good, good), "cvc-good-name", good=good))


def room_kind(room: Room) -> str:
    """"passive" (blue) or "action" (orange), as printed on the tile's band."""
    if room.colour == "blue":
        return word("pic-cvc-kind-passive", "passive")
    return word("pic-cvc-kind-action", "action")


def room_colours(room: Room) -> tuple[pal.RGB, pal.RGB]:
    """(strong, light) colours of a room."""
    if room.colour == "blue":
        return pal.BLUE, pal.BLUE_LIGHT
    return pal.ORANGE, pal.ORANGE_LIGHT


def kind_badge(canvas: Canvas, centre: tuple[int, int], radius: int, colour: str) -> None:
    """Orange rooms wear a circle, blue rooms a diamond: colour is never the only cue."""
    x, y = centre
    if colour == "blue":
        canvas.polygon([(x, y - radius), (x + radius, y), (x, y + radius), (x - radius, y)],
                       fill=pal.WHITE, outline=pal.INK, width=2)
    else:
        canvas.ellipse(Rect(x - radius, y - radius, 2 * radius, 2 * radius),
                       fill=pal.WHITE, outline=pal.INK, width=2)


def points_shield(canvas: Canvas, area: Rect, points: int, size: int = 20) -> None:
    """A shield with the room's victory points, as on the printed tiles."""
    shield(canvas, area, points, size, text_dy=2)


def rock_back(canvas: Canvas, area: Rect, label: str = "") -> None:
    """A face-down tile: dark rock with diagonal strokes, so it never passes for a room."""
    rock(canvas, area, step=22)
    if label:
        canvas.text_in(area.inset(10), label, 20, pal.WHITE, bold=True)


# How each side of a room's wall icon is drawn: a thick bar, a thin dashed bar, nothing.
_NEED_STYLE: dict[WallNeed, tuple[pal.RGB, int]] = {
    "required": (pal.WALL, 6),
    "optional": (pal.MUTED, 2),
    "none": (pal.PANEL, 0),
}


def wall_diagram(canvas: Canvas, area: Rect,
                 walls: tuple[WallNeed, WallNeed, WallNeed, WallNeed]) -> None:
    """The room's wall icon: thick = wall required, dashed = optional, none = no wall."""
    canvas.rect(area, fill=pal.CAVERN, outline=pal.LINE)
    x0, y0, x1, y1 = area.box
    ends = {"N": ((x0, y0), (x1, y0)), "E": ((x1, y0), (x1, y1)),
            "S": ((x0, y1), (x1, y1)), "W": ((x0, y0), (x0, y1))}
    for side, need in zip(SIDES, walls, strict=True):
        colour, width = _NEED_STYLE[need]
        (ax, ay), (bx, by) = ends[side]
        if need == "required":
            # Draw the bar inside the square so neighbours never overlap it.
            dx = {"E": -(width // 2), "W": width // 2}.get(side, 0)
            dy = {"N": width // 2, "S": -(width // 2)}.get(side, 0)
            canvas.line([(ax + dx, ay + dy), (bx + dx, by + dy)], colour, width)
        elif need == "optional":
            _dashed(canvas, (ax, ay), (bx, by), colour, 3, 6)


def _dashed(canvas: Canvas, a: tuple[int, int], b: tuple[int, int], colour: pal.RGB,
            width: int, dash: int) -> None:
    (ax, ay), (bx, by) = a, b
    length = max(abs(bx - ax), abs(by - ay))
    if length == 0:
        return
    for start in range(0, length, dash * 2):
        end = min(start + dash, length)
        canvas.line([(ax + (bx - ax) * start // length, ay + (by - ay) * start // length),
                     (ax + (bx - ax) * end // length, ay + (by - ay) * end // length)],
                    colour, width)


def dashed(canvas: Canvas, a: tuple[int, int], b: tuple[int, int], colour: pal.RGB,
           width: int = 2, dash: int = 8) -> None:
    _dashed(canvas, a, b, colour, width, dash)


def cost_text(room: Room) -> str:
    if not room.cost:
        return word("pic-free", "free")
    return say(goods_text(dict(room.cost)))


def room_face(canvas: Canvas, area: Rect, room: Room, *, dim: bool = False) -> None:
    """A furnished room in a cave: coloured band with badge and kind, name, points."""
    strong, light = room_colours(room)
    canvas.rect(area, fill=pal.TAKEN if dim else light)
    band = area.top(30)
    canvas.rect(band, fill=strong)
    kind_badge(canvas, (band.x + 17, band.y + 15), 10, room.colour)
    canvas.text((band.x + 34, band.y + 15), room_kind(room), 16,
                pal.WHITE if room.colour == "blue" else pal.INK, bold=True, anchor="lm")
    shield = Rect(area.right - 44, area.bottom - 48, 36, 40)
    points_shield(canvas, shield, room.points)
    body = Rect(area.x + 8, band.bottom + 4, area.w - 16 - 38, area.bottom - band.bottom - 8)
    if room.text and body.h >= 80:
        # Name on top, what the room does under it: a player decides room actions here.
        name = canvas.text_in(body.top(46), room.name, 20, pal.INK, bold=True, align="left",
                              max_lines=2, valign="top")
        rest = body.below(name.height + 4)
        canvas.text_in(rest, room.text, 15, pal.INK, align="left", max_lines=6, valign="top")
    else:
        canvas.text_in(body, room.name, 22, pal.INK, bold=True, align="left", max_lines=3)
