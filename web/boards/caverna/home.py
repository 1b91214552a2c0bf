"""One player's home on Caverna's web table: the forest and mountain with every tile, room,
pasture, stable, crop and animal on them, then the goods, dwarfs, begging markers and score.

Cells are named as everywhere else ("B3", :func:`web.boards.caverna.places.cell_label`)
along the board's edges and in each cell's title. The reader's own board carries the
targets of their options (its cells, its dwarfs, the Office room's overhang).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.caverna.model import Cell, Home
from render.common.words import facts_line, listed, say
from rules.caverna.data import BOARD
from rules.caverna.names import space_name, tile_name
from web.boards.caverna.icons import icon
from web.boards.caverna.places import (
    COLS,
    ROWS,
    cell_label,
    cell_target,
    dwarf_target,
    hyphenated,
    overhang_cells,
)
from web.boards.caverna.shared import name_html
from web.boards.caverna.words import amount, phrase, text

# Per cell kind: the topic it opens, its words (message key, English).
_KINDS: dict[str, tuple[str, str, str]] = {
    "forest": ("cell-forest", "pic-caverna-forest", "Forest"),
    "mountain": ("cell-mountain", "pic-caverna-mountain", "Mountain"),
    "meadow": ("cell-meadow", "pic-caverna-meadow", "Meadow"),
    "field": ("cell-field", "pic-caverna-field", "Field"),
    "small_pasture": ("cell-small-pasture", "pic-caverna-pasture", "Pasture"),
    "large_pasture": ("cell-large-pasture", "pic-caverna-large-pasture", "Large pasture"),
    "cavern": ("cell-cavern", "pic-caverna-cavern", "Cavern"),
    "tunnel": ("cell-tunnel", "pic-caverna-tunnel", "Tunnel"),
    "deep_tunnel": ("cell-deep-tunnel", "pic-caverna-deep-tunnel", "Deep tunnel"),
    "ore_mine": ("cell-ore-mine", "pic-caverna-ore-mine", "Ore mine"),
    "ruby_mine": ("cell-ruby-mine", "pic-caverna-ruby-mine", "Ruby mine"),
    "entry": ("cell-entry", "pic-caverna-entry", "Entry dwelling"),
}
OFFICE_ROOM = "office_room"


def good_topic(good: str) -> str:
    return "good-" + hyphenated(good)


def _fences(cell: Cell) -> list[str]:
    """The sides of a pasture cell that carry a fence (a large pasture's two cells share
    no fence between them)."""
    if cell.kind == "small_pasture":
        return ["f-n", "f-s", "f-e", "f-w"]
    if cell.kind != "large_pasture" or not cell.partner:
        return []
    pr, pc = int(cell.partner[1]), int(cell.partner[3:])
    open_side = {(-1, 0): "f-n", (1, 0): "f-s", (0, 1): "f-e", (0, -1): "f-w"}.get(
        (pr - cell.row, pc - cell.col))
    return [side for side in ("f-n", "f-s", "f-e", "f-w") if side != open_side]


def _cell(cell: Cell, mine: bool) -> str:
    label = cell_label(cell.id)
    if cell.furnishing is not None:
        topic = "tile-" + hyphenated(cell.furnishing.id)
        name = cell.furnishing.name
        kind = f"k-room c-{cell.furnishing.colour}"
    else:
        topic, key, english = _KINDS[cell.kind]
        name = phrase(key, english)
        kind = "k-" + cell.kind.replace("_", "-")
    classes = ["cv-cell", kind, f"cv-r{cell.row}", f"cv-c{cell.col}", *_fences(cell)]
    if cell.furnishing is not None and long_name(name):
        classes.append("is-long")
    inside = [f'<span class="cv-cell-name">{text(name)}</span>']
    if cell.furnishing is not None:   # where the rooms' list under a narrow home names it
        inside.append(f'<span class="cv-cell-at" aria-hidden="true">{label}</span>')
    if cell.stable:
        classes.append("has-stable")
        inside.append(f'<span class="cv-stable" data-topic="piece-stable" '
                      f'title="{text(phrase("pic-caverna-stable", "stable"))}">{icon("stable")}'
                      '</span>')
    things = []
    if cell.animals:
        animal, n = cell.animals
        things.append(_count(animal, n))
    if cell.dogs:
        things.append(_count("dog", cell.dogs))
    if cell.crop:
        crop, n = cell.crop
        things.append(_count(crop, n))
    if cell.symbol:
        # The printed bonus a tile will pay when it covers this cell ("+1 boar").
        classes.append("has-symbol")
        printed = BOARD["symbols"].get(cell.id) or {}
        things.extend(f'<span class="cv-symbol" title="{text(cell.symbol)}">+{n}{icon(good)}'
                      '</span>' for good, n in printed.items())
    if things:
        inside.append(f'<span class="cv-things">{"".join(things)}</span>')
    target = f' data-target="{cell_target(cell.id)}"' if mine else ""
    return (f'<div class="{" ".join(classes)}" data-cell="{label}" data-topic="{topic}"'
            f'{target} title="{text(facts_line((label, name)))}">{"".join(inside)}</div>')


# A word longer than this does not fit a wide home's cell either (« supplémentaire »).
LONG_WORD = 10


def long_name(name: str) -> bool:
    """Whether a room's name holds a word too long for any cell: it is listed under the
    grid at every width, its cell saying where it is."""
    return any(len(part) > LONG_WORD for part in str(name).split())


def _rooms(home: Home) -> str:
    """The home's rooms by cell, each name whole (« D4 Habitation pour couple »): on a
    narrow home a room's cell is too small for its name, so the cell says where it is and
    this list, under the grid, names it; a wide home lists only the names too long for a
    cell (web/static/boards/caverna.css)."""
    rooms = [(cell_label(c.id), c.furnishing) for c in home.cells if c.furnishing is not None]
    if not rooms:
        return ""
    items = "".join(f'<li class="c-{room.colour}{" is-long" if long_name(room.name) else ""}"'
                    f' data-topic="tile-{hyphenated(room.id)}"><b>{label}</b> '
                    f'{text(room.name)}</li>' for label, room in sorted(
                        rooms, key=lambda r: (r[0][0], int(r[0][1:]))))
    return f'<ul class="cv-rooms">{items}</ul>'


def _count(good: str, n: int) -> str:
    return (f'<span class="cv-count" data-topic="{good_topic(good)}" '
            f'title="{text(amount(good, n))}">{icon(good)}<b>{n}</b></span>')


def _overhang(cell: str) -> str:
    row, col = int(cell[1]), int(cell[3:])
    side = "is-row" if row in (0, ROWS + 1) else "is-col"
    off = phrase("web-caverna-off-board", "off the board")
    return (f'<div class="cv-off {side} cv-r{row} cv-c{col}" data-target="{cell_target(cell)}" '
            f'data-topic="cell-overhang" title="{text(off)}"></div>')


def _grid(home: Home, mine: bool, overhang: bool) -> str:
    letters = "".join(f'<span class="cv-axis cv-r-axis cv-c{c}">{cell_label(f"r1c{c}")[0]}'
                      '</span>' for c in range(1, COLS + 1))
    numbers = "".join(f'<span class="cv-axis cv-c-axis cv-r{r}">{r}</span>'
                      for r in range(1, ROWS + 1))
    zones = (f'<span class="cv-zone is-forest" data-topic="zone-forest">'
             f'{text(phrase("pic-caverna-forest", "Forest"))}</span>'
             f'<span class="cv-zone is-mountain" data-topic="zone-mountain">'
             f'{text(phrase("pic-caverna-mountain", "Mountain"))}</span>')
    cells = "".join(_cell(cell, mine) for cell in home.cells)
    off = "".join(_overhang(c) for c in overhang_cells()) if overhang else ""
    extra = " has-overhang" if overhang else ""
    return f'<div class="cv-grid{extra}">{zones}{letters}{numbers}{cells}{off}</div>'


def _goods(home: Home) -> str:
    """Every good and animal: its picture and count ("3"), or on a wide board the count in
    words ("3 wood", « 2 pierres », 木材3)."""
    chips = []
    for good, n in (*home.goods, *home.animals):
        state = "" if n else " is-zero"
        said = text(amount(good, n))
        chips.append(f'<span class="cv-count{state}" data-topic="{good_topic(good)}" '
                     f'title="{said}">{icon(good)}<b>{n}</b>'
                     f'<span class="cv-count-name">{said}</span></span>')
    return f'<div class="cv-stock">{"".join(chips)}</div>'


def _dwarfs(home: Home, raw: Sequence[Mapping[str, Any]], seat: int, mine: bool) -> str:
    out = []
    for i, dwarf in enumerate(raw):
        weapon = int(dwarf.get("weapon") or 0)
        at = dwarf.get("at")
        classes = ["cv-dwarf", f"cv-s{seat % 7}"]
        words = [phrase("pic-caverna-weapon", "weapon {strength}", strength=weapon) if weapon
                 else phrase("pic-caverna-unarmed", "unarmed")]
        if at:
            classes.append("is-out")
            place = say(space_name(str(at)))
            words.append(phrase("pic-caverna-at", "at {space}", space=place))
        else:
            words.append(phrase("pic-caverna-at-home", "at home"))
        if dwarf.get("newborn"):
            classes.append("is-new")
            words.append(phrase("pic-caverna-newborn", "newborn"))
        strength = (f'<span class="cv-weapon" data-topic="piece-weapon">{weapon}</span>'
                    if weapon else "")
        where = f'<span class="cv-at">{text(place)}</span>' if at else ""
        target = f' data-target="{dwarf_target(i)}"' if mine else ""
        out.append(f'<span class="{" ".join(classes)}" data-topic="piece-dwarf"{target} '
                   f'title="{text(facts_line(words))}">{icon("dwarf")}{strength}{where}</span>')
    room = phrase("pic-caverna-dwarfs-note", "{count} · room for {room}", count=len(raw),
                room=home.room)
    return (f'<span class="cv-label" data-topic="piece-dwarf" title="{text(room)}">'
            f'{text(phrase("pic-caverna-dwarfs", "Dwarfs"))} <span class="cv-note">{text(room)}'
            f'</span></span>{"".join(out)}')


def _extras(home: Home, player: Mapping[str, Any]) -> str:
    out = []
    left = phrase("pic-caverna-stables-left", "{count} of 3 stables left to build",
                count=home.stables_left)
    out.append(f'<span class="cv-chip" data-topic="piece-stable" title="{text(left)}">'
               f'{icon("stable")}<b>{home.stables_left}</b>'
               f'<span class="cv-chip-text">{text(left)}</span></span>')
    if home.begging:
        said = (phrase("pic-caverna-begging-one", "{count} begging marker (−3)", count=1)
                if home.begging == 1 else
                phrase("pic-caverna-begging", "{count} begging markers (−3 each)",
                       count=home.begging))
        out.append(f'<span class="cv-chip is-bad" data-topic="piece-begging" '
                   f'title="{text(said)}">{icon("begging")}<b>{home.begging}</b>'
                   f'<span class="cv-chip-text">{text(said)}</span></span>')
    out.extend(_due(player.get("due") or {}))
    for tile in player.get("covered") or ():
        said = phrase("web-caverna-covered", "covered: {tile}", tile=say(tile_name(str(tile))))
        out.append(f'<span class="cv-chip is-muted" data-topic="tile-{hyphenated(str(tile))}">'
                   f'{text(said)}</span>')
    if home.unhoused:
        animals = listed(amount(a, n) for a, n in home.unhoused)   # 「羊2、猪1」
        said = phrase("pic-caverna-no-place", "no place yet: {animals}", animals=animals)
        out.append(f'<span class="cv-chip is-bad" data-topic="zone-animals">{text(said)}</span>')
    return "".join(out)


def _due(due: Mapping[str, Mapping[str, int]]) -> list[str]:
    """The goods the suppliers still owe, one chip per good: "+3 wood R7–R9"."""
    by_good: dict[str, list[int]] = {}
    for rnd, goods in due.items():
        for good, n in goods.items():
            by_good.setdefault(good, []).extend([int(rnd)] * int(n))
    out = []
    for good, rounds in by_good.items():
        rounds.sort()
        span = (phrase("pic-caverna-card-round", "R{n}", n=rounds[0]) if rounds[0] == rounds[-1]
                else f'{phrase("pic-caverna-card-round", "R{n}", n=rounds[0])}–'
                     f'{phrase("pic-caverna-card-round", "R{n}", n=rounds[-1])}')
        said = phrase("web-caverna-due", "due: {goods} ({rounds})",
                    goods=amount(good, len(rounds)), rounds=span)
        out.append(f'<span class="cv-chip" data-topic="piece-supplier" title="{text(said)}">'
                   f'{icon(good)}<b>+{len(rounds)}</b><span class="cv-chip-text">'
                   f'{text(span)}</span></span>')
    return out


def _score(home: Home) -> str:
    lines = "".join(f'<tr><th>{text(label)}</th><td class="{"is-bad" if p < 0 else ""}">'
                    f'{p:+d}</td></tr>' for label, p in home.score_lines)
    return (f'<details class="cv-breakdown" data-topic="zone-score"><summary>'
            f'{text(phrase("pic-score-breakdown", "Score breakdown"))}</summary>'
            f'<table>{lines}</table></details>')


def home(home: Home, player: Mapping[str, Any], names: Sequence[str], viewer: int | None,
         over: bool) -> str:
    """One player's board: header, cells, goods, dwarfs, extras and score breakdown."""
    seat = home.seat
    mine = seat == viewer
    classes = ["cv-home", f"cv-s{seat % 7}"]
    if mine:
        classes.append("is-you")
    if home.to_act:
        classes.append("is-acting")
    flags = []
    if mine:
        you = text(phrase("web-caverna-you", "you"))
        flags.append(f'<span class="cv-flag is-you">{you}</span>')
    if home.start_player:
        flags.append(f'<span class="cv-flag" data-topic="piece-start-player" title="'
                     f'{text(phrase("web-caverna-starting", "starting player"))}">{icon("star")}'
                     '</span>')
    if home.to_act:
        acting = text(phrase("pic-to-act-tag", "▶ to act"))
        flags.append(f'<span class="cv-flag is-acting" title="{acting}">▶<span '
                     f'class="cv-flag-text">{acting.lstrip("▶").strip()}</span></span>')
    points = phrase("pic-pts", "{points} pts", points=home.score)
    note = (phrase("pic-caverna-final", "final") if over
            else phrase("pic-caverna-if-ended", "if the game ended now"))
    enlarge, shrink = (text(phrase("web-caverna-enlarge", "enlarge")),
                       text(phrase("web-caverna-shrink", "all boards")))
    zoom = (f'<a class="cv-zoom is-open" href="#cv-home-{seat}" aria-label="{enlarge}" '
            f'title="{enlarge}">{icon("zoom")}</a><a class="cv-zoom is-close" href="#cv-homes" '
            f'aria-label="{shrink}" title="{shrink}">{icon("unzoom")}</a>')
    header = (f'<header class="cv-home-head"><span class="cv-who">{name_html(names, seat)}</span>'
              f'{"".join(flags)}<span class="cv-score" data-topic="zone-score" '
              f'title="{text(note)}"><b>{text(points)}</b><span class="cv-note">{text(note)}'
              f'</span></span>{zoom}</header>')
    overhang = mine and OFFICE_ROOM in (player.get("tiles") or ())
    pieces = (_dwarfs(home, player.get("dwarfs") or (), seat, mine)
              + _extras(home, player))
    body = (_grid(home, mine, overhang) + _rooms(home) + _goods(home)
            + f'<div class="cv-pieces">{pieces}</div>' + _score(home))
    return (f'<article class="{" ".join(classes)}" id="cv-home-{seat}" data-seat="{seat}">'
            f'{header}{body}</article>')
