"""Small SVG pieces of the Cavern Tavern table: dice, seat tokens, ingredient swatches.

Each SVG is drawn at its CSS size (its viewBox is its width and height), so a numeral
written at 12 units is 12 CSS px wherever it stands. Colours come from classes the
stylesheet fills (``ct-s0`` … ``ct-s5`` for the seats' black, yellow, blue, green, red
and purple; ``ct-white``; ``ct-auto-<colour>`` for the solo automaton's dice), and every
colour also has a shape or a numeral beside it, never colour alone.
"""

from __future__ import annotations

import math

# Where the pips of a face lie, on a 3 x 3 grid (0, 1, 2 across and down).
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}
SHAPES = ("circle", "square", "triangle", "diamond", "pentagon", "hexagon")
AUTOMATON = ("white", "yellow", "blue", "green", "red", "purple")
SMALL = 24  # dice smaller than this show their numeral only


def _polygon(cx: float, cy: float, r: float, sides: int, turn: float) -> str:
    return " ".join(f"{cx + r * math.cos(turn + 2 * math.pi * k / sides):.1f},"
                    f"{cy + r * math.sin(turn + 2 * math.pi * k / sides):.1f}"
                    for k in range(sides))


def shape(seat: int, cx: float, cy: float, r: float) -> str:
    """The seat's shape (the pictures' shapes: circle, square, triangle…) as SVG."""
    kind = SHAPES[seat % len(SHAPES)]
    up = -math.pi / 2
    if kind == "circle":
        return f'<circle class="ct-shape" cx="{cx}" cy="{cy}" r="{r:.1f}"/>'
    if kind == "square":
        s = r * 0.86
        return (f'<rect class="ct-shape" x="{cx - s:.1f}" y="{cy - s:.1f}" '
                f'width="{2 * s:.1f}" height="{2 * s:.1f}" rx="2"/>')
    sides, scale, dy = {"triangle": (3, 1.25, r / 5), "diamond": (4, 1.12, 0),
                        "pentagon": (5, 1.06, 0.5), "hexagon": (6, 1.02, 0)}[kind]
    turn = 0.0 if kind == "hexagon" else up
    return f'<polygon class="ct-shape" points="{_polygon(cx, cy + dy, r * scale, sides, turn)}"/>'


def token(seat: int, size: int = 22) -> str:
    """A seat's marker: its shape in its colour with its number inside."""
    c = size / 2
    dy = size * 0.08 if SHAPES[seat % len(SHAPES)] == "triangle" else 0
    return (f'<svg class="ct-token ct-s{seat % 6}" width="{size}" height="{size}" '
            f'viewBox="0 0 {size} {size}" aria-hidden="true">{shape(seat, c, c, c - 2)}'
            f'<text class="ct-token-n" x="{c}" y="{c + dy + 4.5:.1f}">{seat + 1}</text></svg>')


def die(value: int, colour: str, size: int = 30) -> str:
    """A die: its numeral large in the middle (pips are hard to tell apart small), and
    its pips in the corners band around it, so a glance still reads it as a die face.

    ``colour``: ``s<seat>``, ``white`` or ``auto-<colour>``.
    """
    pips = []
    inset, step = size * 0.2, size * 0.3
    # A small die (on a zone) is its numeral alone: pips that small only blur it.
    faces = PIPS.get(value, ()) if size >= SMALL else ()
    for gx, gy in faces:
        if (gx, gy) == (1, 1):
            continue  # the numeral stands where a middle pip would
        pips.append(f'<circle class="ct-pip" cx="{inset + gx * step:.1f}" '
                    f'cy="{inset + gy * step:.1f}" r="{size * 0.06:.1f}"/>')
    c = size / 2
    small = " ct-die-small" if size < SMALL else ""
    return (f'<svg class="ct-die-face ct-{colour}{small}" width="{size}" height="{size}" '
            f'viewBox="0 0 {size} {size}" aria-hidden="true">'
            f'<rect class="ct-die-body" x="1" y="1" width="{size - 2}" height="{size - 2}" '
            f'rx="{size * 0.18:.1f}"/>{"".join(pips)}'
            f'<text class="ct-die-n" x="{c}" y="{c + (4.5 if small else size * 0.19):.1f}">'
            f'{value}</text></svg>')


def swatch(ing: str, value: int | None) -> str:
    """An ingredient's colour with the Cellar value that gives it (★ for the potion): a
    small styled box, not an SVG, since a page shows a hundred of them."""
    mark = str(value) if value else "★"
    return f'<span class="ct-swatch ct-ing-{ing}" aria-hidden="true">{mark}</span>'


def meeple(seat: int, size: int = 22) -> str:
    """A seat's meeple (on the Mess slot its order came from), with its number."""
    w = size
    body = (f"M{w * .5:.1f} 1 C{w * .68:.1f} 1 {w * .72:.1f} {w * .3:.1f} {w * .6:.1f} "
            f"{w * .38:.1f} L{w * .95:.1f} {w * .5:.1f} L{w * .9:.1f} {w * .62:.1f} "
            f"L{w * .66:.1f} {w * .58:.1f} L{w * .8:.1f} {w - 1:.1f} L{w * .2:.1f} {w - 1:.1f} "
            f"L{w * .34:.1f} {w * .58:.1f} L{w * .1:.1f} {w * .62:.1f} L{w * .05:.1f} "
            f"{w * .5:.1f} L{w * .4:.1f} {w * .38:.1f} C{w * .28:.1f} {w * .3:.1f} "
            f"{w * .32:.1f} 1 {w * .5:.1f} 1 Z")
    return (f'<svg class="ct-meeple ct-s{seat % 6}" width="{w}" height="{w}" '
            f'viewBox="0 0 {w} {w}" aria-hidden="true"><path class="ct-shape" d="{body}"/>'
            f'<text class="ct-token-n" x="{w / 2}" y="{w * 0.86:.1f}">{seat + 1}</text></svg>')


def blank_die(size: int = 20) -> str:
    """The white die where it is not rolled or not in the pool: an empty white face."""
    return (f'<svg class="ct-die-face ct-white ct-die-blank" width="{size}" height="{size}" '
            f'viewBox="0 0 {size} {size}" aria-hidden="true"><rect class="ct-die-body" x="1" '
            f'y="1" width="{size - 2}" height="{size - 2}" rx="{size * 0.18:.1f}"/></svg>')
