"""Colours, labels and small pictures shared by the Caverna boards.

Every colour here is in the fixed encoding table of ``render.common.palette``: either a
base colour or a white-over-colour blend (``tint``), so palette conversion never shifts
a hue. Colour is never the only cue: each good, tile and seat also carries a word or number.
"""

from __future__ import annotations

import functools

from render.caverna.model import Colour, Dwarf, Furnishing
from render.common import palette as pal
from render.common.canvas import Canvas
from render.common.fonts import MIN_TEXT_PX
from render.common.geometry import Rect
from render.common.glyphs import tint
from render.common.icons import good_icon
from render.common.text import text_width
from render.common.words import listed, word

GOOD_COLOURS: dict[str, pal.RGB] = {
    "wood": pal.GOODS["wood"], "stone": pal.GOODS["stone"], "ore": pal.ROCK_DARK,
    "ruby": pal.OI_VERMILLION, "gold": pal.GOLD, "food": pal.OI_ORANGE,
    "grain": pal.OI_YELLOW, "vegetable": pal.OI_GREEN,
    "sheep": pal.WHITE, "donkey": pal.MUTED, "wild_boar": pal.ROCK, "cattle": pal.INK,
    "dog": pal.OI_SKY,
}
GOOD_LABELS: dict[str, str] = {
    "wood": "wood", "stone": "stone", "ore": "ore", "ruby": "ruby", "gold": "gold",
    "food": "food", "grain": "grain", "vegetable": "veg", "sheep": "sheep",
    "donkey": "donkey", "wild_boar": "boar", "cattle": "cattle", "dog": "dog",
}

# Furnishing colours as printed, a light face for the tile, and a word for each.
TILE_COLOURS: dict[Colour, tuple[pal.RGB, pal.RGB, tuple[str, str]]] = {
    "orange": (pal.OI_ORANGE, pal.ORANGE_LIGHT, ("pic-caverna-kind-dwelling", "dwelling")),
    "green": (pal.OI_GREEN, tint(pal.OI_GREEN, 1), ("pic-caverna-kind-green", "green")),
    "yellow": (pal.OI_YELLOW, tint(pal.OI_YELLOW, 2), ("pic-caverna-kind-bonus", "bonus")),
}


def good_label(good: str, n: int | None = None) -> str:
    """"wood", or with a number "3 wood", in the reader's language."""
    label = GOOD_LABELS.get(good, good.replace("_", " "))
    if n is None:
        return word("pic-caverna-good", label, good=good)
    return word("pic-caverna-amount", f"{{count}} {label}", count=n, good=good)


def herd_label(animal: str, n: int, holds: int) -> str:
    """"5/8 sheep": the animals kept on a cell and the room for them."""
    label = GOOD_LABELS.get(animal, animal.replace("_", " "))
    return word("pic-caverna-herd", f"{{count}}/{{holds}} {label}", count=n, holds=holds,
                good=animal)


def cost_text(tile: Furnishing) -> str:
    if not tile.cost:
        return word("pic-free", "free")
    return listed(good_label(good, n) for good, n in tile.cost)


def good_dot(canvas: Canvas, centre: tuple[int, int], radius: int, good: str) -> None:
    """The good's icon (a log, a rock, a sheep...) in its colour, centred on ``centre``."""
    x, y = centre
    good_icon(canvas, Rect(x - radius, y - radius, 2 * radius, 2 * radius), good,
              GOOD_COLOURS.get(good, pal.MUTED))


def good_chip(canvas: Canvas, area: Rect, good: str, n: int, size: int = 18) -> None:
    """Token, count and name in one row: "● 3 wood"."""
    r = min(area.h // 2 - 1, 14)
    good_dot(canvas, (area.x + r + 2, area.center[1]), r, good)
    box = Rect(area.x + 2 * r + 8, area.y, area.w - 2 * r - 8, area.h)
    label = good_label(good, n)
    if text_width(label, MIN_TEXT_PX, bool(n)) > box.w:
        # Too narrow for the words even at the smallest size (a longer language, a third
        # good on a space): the token says which good, the number how many; never "2 pie…".
        label = str(n)
    canvas.text_in(box, label, size, pal.INK if n else pal.MUTED, bold=bool(n),
                   align="left", max_lines=1)


def dwarf_figure(canvas: Canvas, base: tuple[int, int], height: int, colour: pal.RGB,
                 dwarf: Dwarf) -> None:
    """A dwarf: round head over a triangular body; armed dwarfs hold a pick (a stroke)."""
    x, y = base
    head = max(6, height // 3)
    canvas.polygon([(x - head, y), (x + head, y), (x, y - height + head)], fill=colour,
                   outline=pal.INK, width=2)
    canvas.ellipse(Rect(x - head // 2 - 2, y - height, head + 4, head + 4), fill=colour,
                   outline=pal.INK, width=2)
    if dwarf.weapon:
        canvas.line([(x + head - 2, y - 4), (x + head + 8, y - height + 4)], pal.INK, 4)
        canvas.line([(x + head + 1, y - height + 4), (x + head + 15, y - height + 4)],
                    pal.INK, 4)


def bonus_text(tile_id: str, bonus: object) -> str:
    """The end-game bonus of a yellow tile in a few words ("+1 per 2 sheep")."""
    if not isinstance(bonus, dict):
        return ""
    if "cancel_losses" in bonus:
        return word("pic-caverna-cancel-losses", "cancels up to {points} lost points",
                    points=bonus["cancel_losses"])
    table = bonus.get("table")
    if isinstance(table, dict):
        pts = table.get("points") or {}
        # Joined by the language's own sign: « ; » set French-style, « 、 » in Japanese.
        return functools.reduce(
            lambda a, b: word("pic-caverna-dwarfs-points-and", "{a}; {b}", a=a, b=b),
            (word("pic-caverna-dwarfs-points", "{count} dwarfs: {points}", count=n, points=p)
             for n, p in pts.items()))
    kind = str(bonus.get("count", ""))
    per, points = int(bonus.get("per", 1)), int(bonus.get("points", 0))
    if kind in _IF:
        return word("pic-caverna-bonus-if-all", "+{points} if {what}", points=points,
                    what=word(*_IF[kind]))
    # ``count=per`` lets a language agree the word: « +1 par 2 minerais ».
    count = word(*_COUNTED[kind], count=per) if kind in _COUNTED else kind.replace("_", " ")
    if per > 1:
        return word("pic-caverna-bonus-per-n", "+{points} per {per} {what}", points=points,
                    per=per, what=count)
    return word("pic-caverna-bonus-per-one", "+{points} per {what}", points=points, what=count)


# What a yellow tile's bonus counts: (message key, English).
_IF: dict[str, tuple[str, str]] = {
    "all_dwarfs_armed": ("pic-caverna-all-armed", "all dwarfs armed"),
    "no_dwarf_armed": ("pic-caverna-none-armed", "no dwarf armed")}
_COUNTED: dict[str, tuple[str, str]] = {
    "grain_vegetable_pairs": ("pic-caverna-count-pairs", "grain+veg pair"),
    "farm_animals": ("pic-caverna-count-farm-animals", "farm animals"),
    "ruby": ("pic-caverna-count-ruby", "ruby"),
    "yellow_tiles": ("pic-caverna-count-yellow", "yellow tiles"),
    "adjacent_dwellings": ("pic-caverna-count-adjacent", "adjacent dwellings"),
    "cattle": ("pic-caverna-count-cattle", "cattle"),
    "armed_dwarfs": ("pic-caverna-count-armed", "armed dwarfs"),
    "ore": ("pic-caverna-count-ore", "ore"),
    "stone": ("pic-caverna-count-stone", "stone"),
    "sheep": ("pic-caverna-count-sheep", "sheep")}
