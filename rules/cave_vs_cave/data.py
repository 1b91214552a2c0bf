"""The game's data (``data.json``), loaded once, plus the lookup tables built from it.

Cells are numbered 0-10 in reading order (r0c0 … r4c2) and 11 is the additional
cavern ("x"). Wall sides are bits: N=1, E=2, S=4, W=8. Everything the engine asks
often (which rotations of a room fit a cell's walls, which slots touch a cell) is
precomputed here so that a move costs a few table look-ups.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from rules.core.coords import cell_name
from rules.core.text import Say, join

_RAW: dict[str, Any] = json.loads(
    (Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

GOODS: tuple[str, ...] = tuple(_RAW["goods"])
# How we read the rulebook where it leaves room (shown by /game rules), as messages.
READINGS: tuple[Say, ...] = tuple(Say(text, f"cvc-reading-{n}")
                                  for n, text in enumerate(_RAW["readings"], start=1))
GOOD_INDEX: dict[str, int] = {g: i for i, g in enumerate(GOODS)}
WOOD, STONE, EMMER, FLAX, FOOD, GOLD = range(6)
GOODS_MAX: tuple[int, ...] = tuple(_RAW["goods_max"])
START_GOODS: tuple[int, ...] = tuple(_RAW["start_goods"])
WALLS_TOTAL: int = _RAW["walls_total"]
ROUND_TURNS: dict[int, tuple[int, ...]] = {
    int(k): tuple(v) for k, v in _RAW["rounds"].items()}
SOLO_GOAL: int = _RAW["solo_goal"]
SOLO_OUTSTANDING_ABOVE: int = _RAW["solo_outstanding_above"]
CHOICES: tuple[str, ...] = tuple(_RAW["choices"])

SIDES = "NESW"
SIDE_BIT = {s: 1 << i for i, s in enumerate(SIDES)}


def _mask(sides: str) -> int:
    return sum(SIDE_BIT[s] for s in sides)


# ----- the cave board ----------------------------------------------------------
CELLS: tuple[dict[str, Any], ...] = tuple(_RAW["cells"])
CELL_IDS: tuple[str, ...] = tuple(c["id"] for c in CELLS)
CELL_INDEX: dict[str, int] = {c: i for i, c in enumerate(CELL_IDS)}
NCELLS = len(CELLS)
XCELL = CELL_INDEX["x"]
ENTRANCE_CELL = CELL_INDEX["r3c0"]
NATURAL: tuple[int, ...] = tuple(_mask(c["walls"]) for c in CELLS)
FOOD_CELLS: frozenset[int] = frozenset(i for i, c in enumerate(CELLS) if c.get("food"))
FACE_DOWN_CELLS: tuple[int, ...] = tuple(
    i for i, c in enumerate(CELLS) if c["start"] == "face_down")
XCAVERN_WALLS: dict[int, int] = {
    int(k): _mask(v) for k, v in _RAW["additional_cavern"].items()}


@dataclass(frozen=True)
class Slot:
    """A crack where a wall may stand: between cells ``a`` and ``b`` (b None: the
    open side of the additional cavern), on side ``bit_a`` of a and ``bit_b`` of b."""

    index: int
    name: str
    a: int
    b: int | None
    bit_a: int
    bit_b: int


def _slots() -> tuple[Slot, ...]:
    out = []
    for i, (a, b, side) in enumerate(_RAW["slots"]):
        bit = SIDE_BIT[side]
        opposite = SIDE_BIT[SIDES[(SIDES.index(side) + 2) % 4]]
        name = f"{a}-{b}" if b else f"{a}-{side.lower()}"
        out.append(Slot(i, name, CELL_INDEX[a], CELL_INDEX[b] if b else None, bit, opposite))
    return tuple(out)


SLOTS: tuple[Slot, ...] = _slots()
_SIDE_WORDS = {"n": "north", "e": "east", "s": "south", "w": "west"}


# Names are written once and shared (a Say is never changed): menus and events use them
# on every move.
@cache
def cell_label(cell: int) -> str:
    """A cave cell for people: "B3" (column letter from the left, row from the top, as
    on the board picture); the additional cavern lies beside the grid and has no letter."""
    info = CELLS[cell]
    if info["row"] is None:
        return Say("the additional cavern", "cvc-xcavern")
    return cell_name(info["row"], info["col"])


def slot_label(slot: Slot) -> str:
    """Where a wall stands: "between A1 and B1", or "on the additional cavern's east side"."""
    if slot.b is None:
        side = _SIDE_WORDS[slot.name.rsplit("-", 1)[1]]
        return Say(f"on {cell_label(slot.a)}'s {side} side", "cvc-slot-side",
                   cell=cell_label(slot.a), side=side)
    return Say(f"between {cell_label(slot.a)} and {cell_label(slot.b)}", "cvc-slot-between",
               a=cell_label(slot.a), b=cell_label(slot.b))
SLOT_INDEX: dict[str, int] = {s.name: s.index for s in SLOTS}
# Board neighbours as (neighbour, slot index); the additional cavern has none.
NEIGHBOURS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((s.b if s.a == c else s.a, s.index) for s in SLOTS
          if s.b is not None and c in (s.a, s.b))
    for c in range(NCELLS))

# ----- rooms -------------------------------------------------------------------
ROOMS: dict[int, dict[str, Any]] = {r["n"]: r for r in _RAW["rooms"]}
ROOM_BY_ID: dict[str, int] = {r["id"]: r["n"] for r in _RAW["rooms"]}
ENTRANCE = ROOM_BY_ID["entrance"]
LIGHT_ROOMS: tuple[int, ...] = tuple(n for n, r in ROOMS.items() if r["back"] == "light")
DARK_ROOMS: tuple[int, ...] = tuple(n for n, r in ROOMS.items() if r["back"] == "dark")
BLUE: frozenset[int] = frozenset(n for n, r in ROOMS.items() if r["color"] == "blue")
POINTS: dict[int, int] = {n: r["points"] for n, r in ROOMS.items()}
COST: dict[int, tuple[int, ...]] = {
    n: tuple(r["cost"].get(g, 0) for g in GOODS) for n, r in ROOMS.items()}
COST_ITEMS: dict[int, tuple[tuple[int, int], ...]] = {
    n: tuple((i, v) for i, v in enumerate(c) if v) for n, c in COST.items()}
TRIGGER: dict[str, int] = {r["trigger"]: r["n"] for r in _RAW["rooms"] if "trigger" in r}


def _fits(pattern: str) -> tuple[tuple[int, ...], ...]:
    """For each of the 16 wall masks, the rotations (quarter turns clockwise) that fit.

    Rotations giving the same requirement are listed once: they are the same placement.
    """
    seen: dict[tuple[int, int], int] = {}
    for k in range(4):
        need = none = 0
        for s, mark in enumerate(pattern):
            bit = 1 << ((s + k) % 4)
            if mark == "R":
                need |= bit
            elif mark == "-":
                none |= bit
        seen.setdefault((need, none), k)
    return tuple(
        tuple(k for (need, none), k in seen.items() if mask & need == need and not mask & none)
        for mask in range(16))


FITS: dict[int, tuple[tuple[int, ...], ...]] = {
    n: _fits(r["walls"]) for n, r in ROOMS.items() if n != ENTRANCE}


def goods_vector(goods: dict[str, int]) -> tuple[int, ...]:
    return tuple(goods.get(g, 0) for g in GOODS)


def vector_of(goods: dict[str, int]) -> tuple[int, ...]:
    """``goods_vector(goods)``, remembered by content: moves ask it of the same data
    (a part's gain, a trade's price) again and again."""
    return _vector_of_items(tuple(goods.items()))


@cache
def _vector_of_items(items: tuple[tuple[str, int], ...]) -> tuple[int, ...]:
    return goods_vector(dict(items))


def goods_text(goods: dict[str, int] | tuple[int, ...]) -> str:
    """'2 wood + 1 gold' (or 'nothing'). Remembered by content (a Say never changes):
    moves and menus say the same few bundles again and again."""
    if isinstance(goods, tuple):
        return _vector_text(goods)
    return _items_text(tuple(goods.items()))


@lru_cache(maxsize=4096)
def _vector_text(vec: tuple[int, ...]) -> str:
    return _items_text(tuple(zip(GOODS, vec, strict=True)))


@lru_cache(maxsize=4096)
def _items_text(items: tuple[tuple[str, int], ...]) -> str:
    parts = [amount(v, g) for g, v in items if v]
    return join("cvc-plus", " + ", parts) if parts else Say("nothing", "cvc-nothing")


def amount(count: int, good: str) -> Say:
    """'2 wood': a number of one good."""
    return Say(f"{count} {good}", "cvc-amount", count=count, good=good)


@cache
def tile_name(tile: str) -> Say:
    return Say(TILES[tile]["name"], f"cvc-tile-{tile}")


@cache
def room_name(n: int) -> Say:
    return Say(ROOMS[n]["name"], f"cvc-room-{ROOMS[n]['id']}")


# ----- action tiles -------------------------------------------------------------
TILES: dict[str, dict[str, Any]] = {t["id"]: t for t in _RAW["tiles"]}
START_TILES: tuple[str, ...] = tuple(t for t, d in TILES.items() if d["group"] == "start")
GROUP_TILES: dict[str, tuple[str, ...]] = {
    g: tuple(t for t, d in TILES.items() if d["group"] == g) for g in ("A", "B", "R")}
PARTS: dict[str, dict[str, dict[str, Any]]] = {
    t: {p["id"]: p for p in d["parts"]} for t, d in TILES.items()}
