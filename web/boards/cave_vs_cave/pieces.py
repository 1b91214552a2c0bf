"""The small drawn pieces of Cave vs Cave's web table, as inline SVG (no text inside:
every word stays HTML so that it reads at phone size).

Colours are the pictures' palette (``render.common.palette``): Okabe-Ito hues, and no
piece told apart by colour alone (goods by shape, rooms by a circle or a diamond, seats by
a shape and a number).
"""

from __future__ import annotations

from collections.abc import Iterable

INK = "#1e1c1a"
_SVG = '<svg class="{cls}" viewBox="{box}" width="{w}" height="{h}"{more} aria-hidden="true" ' \
       'focusable="false">{body}</svg>'


def svg(cls: str, box: str, w: int, h: int, body: str, *, stretch: bool = False) -> str:
    """An inline picture; ``stretch`` lets it take its box's shape (a bar)."""
    more = ' preserveAspectRatio="none"' if stretch else ""
    return _SVG.format(cls=cls, box=box, w=w, h=h, more=more, body=body)


# Goods: a log, a stone, an ear of emmer, a flax flower, a bowl of food, a gold coin.
_GOODS: dict[str, str] = {
    "wood": ('<rect x="1.5" y="5" width="13" height="7" rx="3" fill="#8c5a2c" stroke="{ink}"/>'
             '<ellipse cx="12.5" cy="8.5" rx="2" ry="3.2" fill="#d9a866" stroke="{ink}"/>'),
    "stone": '<path d="M2 13 3.5 6 8.5 2.5 14 6 13.5 13Z" fill="#8c8c8c" stroke="{ink}"/>'
             '<path d="M3.5 6 8 8 14 6M8 8v5" fill="none" stroke="#5f5f5f"/>',
    "emmer": ('<path d="M8 15V4" stroke="{ink}"/>'
              + "".join(f'<ellipse cx="{x}" cy="{y}" rx="1.9" ry="2.8" fill="#f0e442" '
                        f'stroke="{{ink}}" stroke-width=".7"/>'
                        for x, y in ((6, 5), (10, 5), (6, 8.5), (10, 8.5), (8, 2.6)))),
    "flax": ("".join(f'<circle cx="{x}" cy="{y}" r="2.6" fill="#56b4e9" stroke="{{ink}}" '
                     f'stroke-width=".7"/>'
                     for x, y in ((8, 3.4), (12.3, 6.6), (10.7, 11.6), (5.3, 11.6), (3.7, 6.6)))
             + '<circle cx="8" cy="7.8" r="1.8" fill="#f0e442" stroke="{ink}" '
               'stroke-width=".7"/>'),
    "food": ('<path d="M1.5 7.5h13a6.5 6.5 0 0 1-13 0Z" fill="#d55e00" stroke="{ink}"/>'
             '<path d="M4.5 6c0-2 2-2 2-4M8.5 6c0-2 2-2 2-4" fill="none" stroke="#a08060"/>'),
    "gold": ('<circle cx="8" cy="8" r="6.3" fill="#deb214" stroke="{ink}"/>'
             '<circle cx="8" cy="8" r="3.8" fill="none" stroke="#9a7a00"/>'),
}
GOODS: tuple[str, ...] = tuple(_GOODS)


def good_icon(good: str, size: int = 16) -> str:
    body = _GOODS.get(good, '<circle cx="8" cy="8" r="6" fill="#bbb" stroke="{ink}"/>')
    return svg(f"cvc-icon good-{good}", "0 0 16 16", size, size, body.format(ink=INK))


def meter(count: int, top: int, cls: str = "cvc-meter") -> str:
    """``top`` notches, the first ``count`` filled (a good's marker on the shelf)."""
    notches = "".join(
        f'<rect x="{i * 10 + 1}" y="1" width="8" height="6" rx="1.5" '
        f'class="{"on" if i < count else "off"}"/>' for i in range(top))
    return svg(cls, f"0 0 {top * 10} 8", top * 10, 8, notches)


def dwarf(filled: bool = True) -> str:
    """A dwarf: one turn of a player in a round (hollow once played)."""
    paint = 'fill="currentColor"' if filled else 'fill="none" stroke="currentColor"'
    return svg("cvc-dwarf" + ("" if filled else " spent"), "0 0 12 16", 9, 12,
               f'<circle cx="6" cy="4" r="3" {paint} stroke-width="1.2"/>'
               f'<path d="M1.2 15 6 7.5 10.8 15Z" {paint} stroke-width="1.2"/>')


def dwarfs(total: int, left: int | None = None) -> str:
    """``total`` dwarfs, the last ``total - left`` hollow (their turns are played)."""
    left = total if left is None else max(0, min(left, total))
    return "".join(dwarf(i < left) for i in range(total))


def pickaxe() -> str:
    return svg("cvc-pick", "0 0 16 16", 16, 16,
               '<path d="M2.5 14.5 10 7" stroke="#e9dcc4" stroke-width="2" '
               'stroke-linecap="round"/><path d="M5 3.5c3-2 7-1.5 9 1.5-2.5-1-5-1-7.5 .5Z" '
               'fill="#e9dcc4"/>')


# A room's wall icon: N, E, S, W as printed; R = a wall is needed, O = may be, - = none.
_SIDE_LINES = {"N": (4, 4, 20, 4), "E": (20, 4, 20, 20), "S": (20, 20, 4, 20),
               "W": (4, 20, 4, 4)}


def wall_icon(pattern: str, colour: str) -> str:
    """The room's wall configuration: thick = a wall is needed, dashed = may be, none =
    must be open; the square is the room."""
    lines = []
    for side, mark in zip("NESW", pattern, strict=False):
        x1, y1, x2, y2 = _SIDE_LINES[side]
        if mark == "R":
            lines.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" class="need"/>')
        elif mark == "O":
            lines.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" class="may"/>')
    return svg(f"cvc-wall-icon {colour}", "0 0 24 24", 26, 26,
               '<rect x="6" y="6" width="12" height="12" rx="1.5" class="face"/>'
               + "".join(lines))


def kind_badge(colour: str) -> str:
    """Orange rooms wear a circle, blue rooms a diamond: colour is never the only cue."""
    shape = ('<path d="M7 1.5 12.5 7 7 12.5 1.5 7Z"/>' if colour == "blue"
             else '<circle cx="7" cy="7" r="5.5"/>')
    return svg(f"cvc-kind {colour}", "0 0 14 14", 12, 12, shape)


def supply_bars(left: int, total: int) -> str:
    """The shared wall tokens: solid while in the supply, hollow once in a cave."""
    bars = "".join(f'<rect x="{i * 9 + 1}" y="1" width="6" height="16" rx="1.5" '
                   f'class="{"on" if i < left else "off"}"/>' for i in range(total))
    return svg("cvc-supply-bars", f"0 0 {total * 9} 18", total * 9, 18, bars)


def goal_bar(score: int, goal: int, above: int) -> str:
    """The solo score against the goal and the "outstanding" mark."""
    top = max(above + 10, score)
    marks = "".join(f'<line x1="{x}" y1="0" x2="{x}" y2="10" class="mark"/>'
                    for x in (goal, above))
    return svg("cvc-goal-bar", f"0 0 {top} 10", 220, 14,
               f'<rect x="0" y="1.5" width="{top}" height="7" rx="3.5" class="track"/>'
               f'<rect x="0" y="1.5" width="{min(score, top)}" height="7" rx="3.5" '
               f'class="fill"/>' + marks, stretch=True)


def joined(parts: Iterable[str]) -> str:
    return "".join(parts)
