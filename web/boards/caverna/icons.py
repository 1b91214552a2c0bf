"""The small pictures of Caverna's web table: one SVG ``<symbol>`` each, drawn once per page
and placed with ``<use>``.

Each picture is a plain shape in the good's or the seat's colour on a 20×20 grid; colour is
never the only cue (every good is written with its count and named in its ``title``, every
seat carries its number and shape). A dwarf, a stable or a seat mark takes the colour of the
element around it (``currentColor``), so one symbol serves every seat.
"""

from __future__ import annotations

_OUTLINE = 'stroke="#1e1c1a" stroke-width="1.2" stroke-linejoin="round"'

# id -> the inside of a <symbol viewBox="0 0 20 20">.
SYMBOLS: dict[str, str] = {
    "wood": (f'<rect x="2" y="6" width="15" height="8" rx="2" fill="#8c5a2c" {_OUTLINE}/>'
             f'<ellipse cx="16" cy="10" rx="2.4" ry="4" fill="#d9a86a" {_OUTLINE}/>'
             '<path d="M5 9h7M6 12h6" stroke="#5e3a18" stroke-width="1"/>'),
    "stone": f'<path d="M3 14l2-7 6-3 6 4 1 6-5 3H7z" fill="#9a9a9a" {_OUTLINE}/>'
             '<path d="M8 8l3 2" stroke="#ddd" stroke-width="1.2"/>',
    "ore": f'<path d="M3 13l3-7 7-2 4 5-2 7-8 1z" fill="#4e4236" {_OUTLINE}/>'
           '<circle cx="8" cy="10" r="1.3" fill="#c9c1b5"/><circle cx="12" cy="8" r="1" '
           'fill="#c9c1b5"/><circle cx="12" cy="13" r="1.2" fill="#c9c1b5"/>',
    "ruby": f'<path d="M4 8l3-4h6l3 4-6 9z" fill="#d55e00" {_OUTLINE}/>'
            '<path d="M4 8h12M7 4l3 4 3-4M10 8v9" stroke="#fbd3b5" stroke-width=".8" '
            'fill="none"/>',
    "gold": f'<circle cx="10" cy="10" r="7" fill="#deb214" {_OUTLINE}/>'
            '<circle cx="10" cy="10" r="4.2" fill="none" stroke="#9c7a00" stroke-width="1.2"/>',
    "food": f'<ellipse cx="10" cy="11" rx="7" ry="5" fill="#e69f00" {_OUTLINE}/>'
            '<path d="M6 9.5q4-3 8 0" stroke="#fff3d6" stroke-width="1.2" fill="none"/>',
    "grain": '<path d="M10 18V6" stroke="#7a6a12" stroke-width="1.4"/>'
             + "".join(f'<ellipse cx="{x}" cy="{y}" rx="1.8" ry="3" fill="#f0e442" {_OUTLINE}/>'
                       for x, y in ((10, 4.5), (7.6, 8), (12.4, 8), (7.6, 12), (12.4, 12))),
    "vegetable": f'<ellipse cx="10" cy="12" rx="7" ry="5.5" fill="#009e73" {_OUTLINE}/>'
                 '<path d="M10 7V3M8 12q2-4 4 0" stroke="#1e1c1a" stroke-width="1.2" '
                 'fill="none"/>',
    "sheep": f'<path d="M4 15v3M8 15v3M12 15v3" stroke="#1e1c1a" stroke-width="1.4"/>'
             f'<ellipse cx="9" cy="11" rx="7" ry="5" fill="#fff" {_OUTLINE}/>'
             f'<ellipse cx="16" cy="9" rx="2.8" ry="2.2" fill="#1e1c1a"/>',
    "donkey": '<path d="M5 14v4M13 14v4" stroke="#1e1c1a" stroke-width="1.4"/>'
              f'<rect x="3" y="8" width="12" height="7" rx="3" fill="#8f857a" {_OUTLINE}/>'
              f'<path d="M14 9l2-6 1 5 1-5 1 7-3 3z" fill="#8f857a" {_OUTLINE}/>',
    "wild_boar": '<path d="M5 14v4M12 14v4" stroke="#1e1c1a" stroke-width="1.4"/>'
                 f'<path d="M2 12q1-6 9-6 6 0 7 5l-2 3H4z" fill="#786856" {_OUTLINE}/>'
                 '<path d="M16 12l2 2" stroke="#fff" stroke-width="1.4"/>'
                 '<path d="M4 6l2 2M7 5l1 2" stroke="#1e1c1a" stroke-width="1"/>',
    "cattle": '<path d="M5 14v4M13 14v4" stroke="#1e1c1a" stroke-width="1.4"/>'
              f'<rect x="2" y="7" width="14" height="8" rx="2.5" fill="#1e1c1a" {_OUTLINE}/>'
              '<circle cx="7" cy="10" r="2" fill="#fff"/>'
              f'<path d="M15 6q2 0 3-3M15 6q-1-2 0-4" stroke="#1e1c1a" stroke-width="1.2" '
              'fill="none"/>',
    "dog": '<path d="M5 13v5M12 13v5" stroke="#1e1c1a" stroke-width="1.4"/>'
           f'<path d="M3 9q0-1 1-1h9l2-4 3 2-1 3-3 1v4H4z" fill="#56b4e9" {_OUTLINE}/>'
           '<path d="M3 9L1 6" stroke="#1e1c1a" stroke-width="1.2"/>',
    # A dwarf in the colour of its seat: a hood over a round body.
    "dwarf": f'<path d="M4 19q0-8 6-8t6 8z" fill="currentColor" {_OUTLINE}/>'
             f'<circle cx="10" cy="8" r="3.4" fill="#f3d9b5" {_OUTLINE}/>'
             f'<path d="M6.4 7.5Q10-1 13.6 7.5z" fill="currentColor" {_OUTLINE}/>',
    "weapon": '<path d="M4 17L15 6" stroke="#5e3a18" stroke-width="2.2" stroke-linecap="round"/>'
              f'<path d="M11 3q5 1 6 6l-3-1-2-2z" fill="#c9c1b5" {_OUTLINE}/>',
    "stable": f'<path d="M2 10l8-7 8 7v8H2z" fill="#8c5a2c" {_OUTLINE}/>'
              '<rect x="7.5" y="11" width="5" height="7" fill="#3c2814"/>',
    "begging": f'<rect x="3" y="2" width="14" height="16" rx="2" fill="#d55e00" {_OUTLINE}/>'
               '<path d="M7 10h6" stroke="#fff" stroke-width="2"/>',
    "star": f'<path d="M10 1.5l2.6 5.5 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L1.4 7.7l6-.7z" '
            f'fill="#f0e442" {_OUTLINE}/>',
    "zoom": '<circle cx="8.5" cy="8.5" r="5.5" fill="#fff" stroke="#005a8c" stroke-width="2"/>'
            '<path d="M12.5 12.5L18 18M6 8.5h5M8.5 6v5" stroke="#005a8c" stroke-width="2" '
            'stroke-linecap="round"/>',
    "unzoom": '<circle cx="8.5" cy="8.5" r="5.5" fill="#fff" stroke="#005a8c" stroke-width="2"/>'
              '<path d="M12.5 12.5L18 18M6 8.5h5" stroke="#005a8c" stroke-width="2" '
              'stroke-linecap="round"/>',
    # The harvest markers as the round track shows them.
    "harvest-full": '<path d="M10 18V5M10 12L5 5M10 12l5-7" stroke="#7a6a12" stroke-width="1.6"'
                    ' fill="none"/><ellipse cx="10" cy="4" rx="2" ry="3" fill="#f0e442" '
                    f'{_OUTLINE}/><ellipse cx="5" cy="5" rx="2" ry="3" fill="#f0e442" {_OUTLINE}/>'
                    f'<ellipse cx="15" cy="5" rx="2" ry="3" fill="#f0e442" {_OUTLINE}/>',
    "harvest-none": '<circle cx="10" cy="10" r="7" fill="#fff" stroke="#1e1c1a" '
                    'stroke-width="1.4"/><path d="M5 15L15 5" stroke="#1e1c1a" '
                    'stroke-width="1.6"/>',
    "harvest-feed-1": f'<ellipse cx="10" cy="11" rx="7" ry="5" fill="#e69f00" {_OUTLINE}/>'
                      '<path d="M10 7.5v7M8.5 9L10 7.5" stroke="#1e1c1a" stroke-width="1.6" '
                      'fill="none"/>',
    "harvest-skip": '<path d="M3 5l6 5-6 5zM10 5l6 5-6 5z" fill="#cc79a7" stroke="#1e1c1a" '
                    'stroke-width="1.2" stroke-linejoin="round"/>',
    "harvest-hidden": '<rect x="3" y="3" width="14" height="14" rx="3" fill="#4e4236" '
                      'stroke="#1e1c1a" stroke-width="1.2"/><path d="M8 8q0-3 2.5-3t2.5 2.5-2.5'
                      ' 2.5v2M10.5 14.5v.5" stroke="#f3eee4" stroke-width="1.6" fill="none"/>',
}

# The seat marks, for up to seven players (render.common.seats.SHAPES, same order).
SEAT_SHAPES: tuple[str, ...] = (
    '<circle cx="10" cy="10" r="8.5"/>',
    '<rect x="2" y="2" width="16" height="16" rx="1.5"/>',
    '<path d="M10 1.5L19 18H1z"/>',
    '<path d="M10 1l9 9-9 9-9-9z"/>',
    '<path d="M10 1l9 6.5-3.4 10.5H4.4L1 7.5z"/>',
    '<path d="M5 2h10l5 8-5 8H5l-5-8z"/>',
    '<path d="M10 .5l2.7 6 6.6.7-5 4.4 1.5 6.5L10 14.8l-5.8 3.3 1.5-6.5-5-4.4 6.6-.7z"/>',
)


def defs() -> str:
    """Every symbol, once per page: a hidden ``<svg>`` the ``<use>`` elements point into."""
    parts = [f'<symbol id="cv-i-{name}" viewBox="0 0 20 20">{body}</symbol>'
             for name, body in SYMBOLS.items()]
    parts += [f'<symbol id="cv-seat-{i}" viewBox="0 0 20 20"><g fill="currentColor" '
              f'stroke="#1e1c1a" stroke-width="1.2">{shape}</g></symbol>'
              for i, shape in enumerate(SEAT_SHAPES)]
    return ('<svg class="cv-defs" aria-hidden="true" focusable="false" width="0" height="0">'
            f'<defs>{"".join(parts)}</defs></svg>')


def icon(name: str, extra: str = "") -> str:
    """One picture (``name`` a key of :data:`SYMBOLS`), sized by the stylesheet; the
    symbol carries its own viewBox, so the ``<svg>`` around it needs none."""
    cls = f"cv-ic {extra}" if extra else "cv-ic"
    return f'<svg class="{cls}" aria-hidden="true"><use href="#cv-i-{name}"/></svg>'


def seat_mark(seat: int) -> str:
    """The seat's shape in its colour with its number on it (seats differ by all three);
    the number is HTML text, so it is as large as any other text on the page."""
    shape = seat % len(SEAT_SHAPES)
    return (f'<span class="cv-mark cv-s{seat % 7}"><svg aria-hidden="true">'
            f'<use href="#cv-seat-{shape}"/></svg>'
            f'<span class="cv-mark-n">{seat + 1}</span></span>')
