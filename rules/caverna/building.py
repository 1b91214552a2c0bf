"""Building leaves: landscape tiles, fences, stables, furnishing and sowing.

Each leaf opens an ``op`` frame; :func:`options` lists where it can go (option ids such
as ``at:r4c3.r3c3`` or ``t:dwelling``) and :func:`choose` carries it out, paying with the
player's discount hooks. Covering a printed symbol pays its goods.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from typing import Any

from rules.caverna import board as hb
from rules.caverna import players as pl
from rules.caverna.copying import own_board
from rules.caverna.data import BOARD, FURNISHINGS, SETUP
from rules.caverna.names import menu_entry, tile_name, told, who
from rules.core import Option, State, event
from rules.core.contract import LazyOption
from rules.core.text import Say, join

TILE_NAMES = {tile: Say(text, f"caverna-landscape-{tile}") for tile, text in {
    "meadow_field": "a Meadow/Field twin tile",
    "cavern_tunnel": "a Cavern/Tunnel twin tile",
    "cavern_tunnel_or_cavern_cavern": "a Cavern/Tunnel or Cavern/Cavern twin tile",
    "ore_mine": "an Ore mine/Deep tunnel twin tile",
    "ruby_mine_tunnel": "a Ruby mine on a tunnel",
    "ruby_mine_deep": "a Ruby mine on a deep tunnel",
    "tunnel": "a Tunnel", "meadow": "a Meadow", "field": "a Field", "cavern": "a Cavern",
}.items()}
# A decision lists at most 25 options (DESIGN.md); op menus also carry "Convert goods…",
# so longer lists of placements or tiles become two steps.
MENU_LIMIT = 24
# What a cell holds once a tile half is laid ("cav" → "cavern"), by board value.
_CELL_NAMES = {v: Say(text, f"caverna-cell-{v}") for v, text in {
    "m": "meadow", "f": "field", "cav": "cavern", "tun": "tunnel", "ore": "ore mine",
    "deep": "deep tunnel", "ruby": "ruby mine"}.items()}
_COLOUR_NAMES = {"orange": "Dwellings", "green": "Green rooms", "yellow": "Yellow parlors, "
                 "storages and chambers"}
_SINGLE = {"tunnel": "tun", "cavern": "cav", "meadow": "m", "field": "f"}
_CROP = {"grain": 3, "vegetable": 2}  # seed from the supply plus the general supply


Spot = tuple[tuple[str, ...], tuple[str, ...]]
# Twin tiles that may overhang the board with the Office room: (on-board, off-board) halves.
_OVERHANG_SIDES: dict[str, tuple[tuple[str, str], ...]] = {
    "meadow_field": (("m", "f"), ("f", "m")),
    "cavern_tunnel": (("cav", "tun"), ("tun", "cav")),
    "cavern_tunnel_or_cavern_cavern": (("cav", "tun"), ("tun", "cav"), ("cav", "cav")),
}


def _overhang(player: pl.Player) -> bool:
    return not _OFFICE_ROOM.isdisjoint(player["tiles"])


_OFFICE_ROOM = pl.tiles_with("twin_overhang_gold")  # has_hook's tiles, looked up once
_WORK_ROOM = pl.tiles_with("furnish_on_tunnels")


def _tile_spots(board: hb.Board, tile: str, overhang: bool = False) -> list[Spot]:
    """(cells, values) for every legal placement of a tile; with ``overhang`` (Office
    room) twin tiles may also leave one half off the board (an off-board cell name)."""
    spots = _board_spots(board, tile)
    if overhang and tile in _OVERHANG_SIDES:
        forest = tile == "meadow_field"
        for on, off in hb.overhang_placements(board, forest):
            spots.extend(((on, off), sides) for sides in _OVERHANG_SIDES[tile]
                         if not (sides[0] == "f" and on in board["stables"]))
    return spots


def _board_spots(board: hb.Board, tile: str) -> list[Spot]:
    if tile == "meadow_field":
        return [((m, f), ("m", "f")) for m, f in hb.meadow_field_placements(board)]
    if tile in ("cavern_tunnel", "cavern_tunnel_or_cavern_cavern"):
        both = tile != "cavern_tunnel"
        return [((a, b), ("cav", "tun" if side == "ct" else "cav"))
                for a, b, side in hb.cavern_tunnel_placements(board, both)]
    if tile == "ore_mine":
        return [((o, d), ("ore", "deep")) for o, d in hb.ore_mine_placements(board)]
    if tile in ("ruby_mine_tunnel", "ruby_mine_deep"):
        on = "tun" if tile == "ruby_mine_tunnel" else "deep"
        return [((c,), ("ruby",)) for c in hb.ruby_mine_placements(board, on)]
    value = _SINGLE[tile]
    if value in ("tun", "cav"):
        return [((c,), (value,)) for c in hb.single_mountain_placements(board)]
    return [((c,), (value,)) for c in hb.single_forest_placements(board, value)]


def _has_tile_spot(board: hb.Board, tile: str, overhang: bool) -> bool:
    # The twin tiles are asked about on every menu; stop at the first legal spot.
    if tile == "meadow_field":
        found = hb.has_meadow_field_placement(board)
    elif tile in ("cavern_tunnel", "cavern_tunnel_or_cavern_cavern"):
        found = hb.has_cavern_tunnel_placement(board)
    else:
        return bool(_board_spots(board, tile))
    return found or (overhang and bool(_tile_spots(board, tile, True)))


def _spot_id(cells: tuple[str, ...], values: tuple[str, ...]) -> str:
    return "at:" + ".".join(cells) + ":" + ".".join(values)


@lru_cache(maxsize=4096)  # a Say is never changed once made
def _spot_label(cells: tuple[str, ...], values: tuple[str, ...]) -> Say:
    return join("caverna-semicolon", "; ", [_half_at(c, v)
                                            for c, v in zip(cells, values, strict=True)])


def _half_at(cell: str, value: str) -> Say:
    name = _CELL_NAMES[value]
    if cell in hb.CELL_SET:
        return Say(f"{name} at {hb.label(cell)}", "caverna-half-at", kind=name,
                   cell=hb.label(cell))
    return Say(f"{name} off the board", "caverna-half-off", kind=name)


def _furnish_cost(player: pl.Player, node: dict[str, Any], tile: str) -> dict[str, int]:
    cost = node.get("cost") or FURNISHINGS[tile]["cost"]
    return pl.discounted(player, "furnish", cost)


def _furnish_costs(player: pl.Player, node: dict[str, Any], tile: str) -> list[dict[str, int]]:
    """Every way to pay for a tile: the cost after discounts first, then the Builder's
    ``furnish_substitute`` ways (1 wood and/or 1 stone paid with 1 ore each)."""
    out = [_furnish_cost(player, node, tile)]
    for table in pl.hooks(player, "furnish_substitute"):
        for good, instead in table.items():
            for cost in list(out):
                if cost.get(good):
                    alt = dict(cost)
                    alt[good] -= 1
                    alt[instead] = alt.get(instead, 0) + 1
                    alt = {g: n for g, n in alt.items() if n}
                    if alt not in out:
                        out.append(alt)
    return out


def _payable(player: pl.Player, node: dict[str, Any], tile: str) -> list[int]:
    if not pl.has_hook(player, "furnish_substitute"):  # one way to pay
        return [0] if pl.can_pay(player, _furnish_cost(player, node, tile)) else []
    return [i for i, cost in enumerate(_furnish_costs(player, node, tile))
            if pl.can_pay(player, cost)]


def _covers(player: pl.Player, tile: str) -> str | None:
    """The owned tile that ``tile`` must be built on (Trader / Spare part storage)."""
    target = FURNISHINGS[tile].get("hooks", {}).get("overbuilds")
    return target if target in player["tiles"] else None


def _cells_for(player: pl.Player, tile: str) -> list[str]:
    target = _covers(player, tile)
    if target:
        return [c for c, v in player["board"]["cells"].items() if v == f"fu:{target}"]
    return _furnish_cells(player)


def _furnish_choices(state: State, seat: int, node: dict[str, Any]) -> list[str]:
    return list(_furnishable(state, seat, node))


# The tiles a seat can furnish, by what they depend on (see _furnishable).
_FURNISHABLE: dict[tuple[Any, ...], tuple[str, ...]] = {}
# The tiles a seat could furnish with enough goods, each with its ways to pay (see
# _furnish_candidates): everything _furnishable reads but the goods.
_CANDIDATES: dict[tuple[Any, ...], tuple[tuple[str, tuple[tuple[tuple[str, int], ...], ...]],
                                          ...]] = {}


def _furnishable(state: State, seat: int, node: dict[str, Any]) -> tuple[str, ...]:
    """The tiles of :func:`_furnish_iter`, kept: every placement menu asks about the
    furnishing spaces, and the answer reads only the seat's goods and tiles, whether
    a cavern is free, the tiles gone and the node's tile, colour and price."""
    player = state["players"][seat]
    base = _furnish_base(state, player, node)
    res = player["res"]
    key = (base, tuple(res.items()))
    tiles = _FURNISHABLE.get(key)
    if tiles is None:
        if len(_FURNISHABLE) > 20000:
            _FURNISHABLE.clear()
        # A conversion tried out on the goods (convert._keeps) misses the kept answer:
        # only the payment is tested again, on the candidates kept without the goods.
        tiles = _FURNISHABLE[key] = tuple(
            t for t, costs in _furnish_candidates(state, seat, node, base)
            if any(all(res[g] >= n for g, n in c) for c in costs))
    return tiles


def _furnish_base(state: State, player: pl.Player, node: dict[str, Any]) -> tuple[Any, ...]:
    """What :func:`_furnish_candidates` reads: the node's tile, colour and price, the
    seat's tiles, the tiles gone and whether a cavern is free."""
    cost = node.get("cost")
    return (node.get("tile"), node.get("only"), tuple(cost.items()) if cost else (),
            tuple(player["tiles"]), tuple(state["sold"]), tuple(state.get("boxed", ())),
            _has_furnish_cell(player))


def _can_furnish(state: State, seat: int, node: dict[str, Any]) -> bool:
    """Whether :func:`_furnishable` holds a tile, stopping at the first one the goods
    pay for (every placement menu asks it of the furnishing spaces, and the goods
    change at almost every move, so the kept listing seldom answers)."""
    player = state["players"][seat]
    base = _furnish_base(state, player, node)
    res = player["res"]
    for _, costs in _furnish_candidates(state, seat, node, base):
        for cost in costs:
            for g, n in cost:
                if res[g] < n:
                    break
            else:
                return True
    return False


def _furnish_candidates(state: State, seat: int, node: dict[str, Any], base: tuple[Any, ...]
                        ) -> tuple[tuple[str, tuple[tuple[tuple[str, int], ...], ...]], ...]:
    """The tiles :func:`_furnish_iter` would list with unlimited goods, in its order,
    each with its ways to pay (:func:`_payable` pays with any of them), kept by ``base``."""
    found = _CANDIDATES.get(base)
    if found is None:
        if len(_CANDIDATES) > 20000:
            _CANDIDATES.clear()
        player = state["players"][seat]
        several = pl.has_hook(player, "furnish_substitute")
        found = _CANDIDATES[base] = tuple(
            (t, tuple(tuple(c.items()) for c in (
                _furnish_costs(player, node, t) if several
                else [_furnish_cost(player, node, t)])))
            for t in _furnish_iter(state, seat, node))
    return found


def _furnish_iter(state: State, seat: int, node: dict[str, Any]) -> Iterator[str]:
    """The tiles the seat could furnish now given the goods (see _furnishable)."""
    player = state["players"][seat]
    if node.get("tile"):
        tiles: Iterable[str] = [node["tile"]]
    else:
        gone = set(state["sold"]).union(state.get("boxed", ()))
        dwellings = node.get("only") == "dwelling"
        tiles = (t for t, d in FURNISHINGS.items()
                 if t not in gone and (not dwellings or d["colour"] == "orange"))
    free = _has_furnish_cell(player)
    return (t for t in tiles if free or _covers(player, t))


def _tile_option(player: pl.Player, node: dict[str, Any], tile: str) -> Option:
    # The price shown is the first way the player can pay (the Builder's ore included).
    costs = _furnish_costs(player, node, tile)
    return LazyOption(f"t:{tile}", _tile_label, tile, costs[_payable(player, node, tile)[0]])


def _tile_label(tile: str, price: dict[str, int]) -> Say:
    cost = pl.cost_text(price)
    return Say(f"{tile_name(tile)} ({cost})", "caverna-tile-price", tile=tile_name(tile),
               cost=cost)


def _stable_label(cell: str) -> Say:
    return Say(f"Build a stable at {hb.label(cell)}", "caverna-stable-at", cell=hb.label(cell))


def _furnish_cells(player: pl.Player) -> list[str]:
    return hb.furnish_places(player["board"], pl.has_hook(player, "furnish_on_tunnels"))


def _has_furnish_cell(player: pl.Player) -> bool:
    return hb.has_furnish_place(player["board"], not _WORK_ROOM.isdisjoint(player["tiles"]))


def _fence_cost(player: pl.Player, node: dict[str, Any]) -> dict[str, int]:
    return pl.discounted(player, "fences", {"wood": node["wood"]})


def _stable_cost(player: pl.Player, node: dict[str, Any]) -> dict[str, int]:
    return pl.discounted(player, "stable", {"stone": node["stone"]})


def _fence_spots(board: hb.Board, size: str) -> list[tuple[str, ...]]:
    if size == "small":
        return [(c,) for c in hb.small_pasture_placements(board)]
    return list(hb.large_pasture_placements(board))


# (cells, their values, stables): flat tuples of strings hash and compare fast.
Layout = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]


def _layout(board: hb.Board) -> Layout:
    cells = board["cells"]
    return tuple(cells), tuple(cells.values()), tuple(board["stables"])


def _layout_board(layout: Layout) -> hb.Board:
    return {"cells": dict(zip(layout[0], layout[1], strict=True)),
            "stables": list(layout[2]), "crops": {}}


@lru_cache(maxsize=2048)
def _layout_spots(layout: Layout, tile: str, overhang: bool) -> tuple[Spot, ...]:
    """:func:`_tile_spots` kept per board layout: a tile's menu, the check of the answer
    and the answer itself ask for the same spots in turn (tile placements read only
    the cells and stables)."""
    return tuple(_tile_spots(_layout_board(layout), tile, overhang))


@lru_cache(maxsize=2048)
def _layout_spot_options(layout: Layout, tile: str, overhang: bool) -> tuple[Option, ...]:
    """The one-step menu of :func:`_layout_spots`, made once per layout (an option's
    label, once made, never changes)."""
    return tuple(LazyOption(_spot_id(c, v), _spot_label, c, v)
                 for c, v in _layout_spots(layout, tile, overhang))


@lru_cache(maxsize=2048)
def _layout_spot_ids(layout: Layout, tile: str, overhang: bool
                     ) -> tuple[dict[str, str], int]:
    """The option id of every spot of :func:`_layout_spots` with the spot's first cell,
    and how many spots there are (the move check looks the answer up instead of
    writing every id). Read only."""
    spots = _layout_spots(layout, tile, overhang)
    return {_spot_id(c, v): c[0] for c, v in spots}, len(spots)


class Rooms(dict[tuple[str, bool], bool]):
    """One board layout's answers of :func:`_find_room`, by (what, overhang), filled as
    they are asked. A menu that tests several spaces of one seat (the placement menu)
    looks the layout up once (:func:`rooms_of`) and passes the table to every test,
    instead of each test writing out and hashing the layout again."""

    __slots__ = ("layout",)

    def __init__(self, layout: Layout) -> None:
        super().__init__()
        self.layout = layout

    def __missing__(self, key: tuple[str, bool]) -> bool:
        answer = self[key] = _find_room(self.layout, *key)
        return answer


@lru_cache(maxsize=4096)
def _rooms(layout: Layout) -> Rooms:
    """The answers kept per layout: a home board changes only when its owner builds,
    while the placement menu asks about it for every space at every turn."""
    return Rooms(layout)


def rooms_of(board: hb.Board) -> Rooms:
    """The room answers of one board (see :class:`Rooms`)."""
    return _rooms(_layout(board))


@lru_cache(maxsize=4096)
def _room_for(layout: Layout, what: str, overhang: bool) -> bool:
    """One answer of :class:`Rooms`, kept by itself for the tests asked one at a time
    (a node's menu, a move's check): one lookup, without the table's."""
    return _rooms(layout)[(what, overhang)]


def _find_room(layout: Layout, what: str, overhang: bool) -> bool:
    """Whether a board layout has a spot for a tile, a pasture size or a stable."""
    board = _layout_board(layout)
    if what == "stable":
        return bool(hb.stable_placements(board, SETUP["stables"]))
    if what in ("small", "large"):
        return bool(_fence_spots(board, what))
    return _has_tile_spot(board, what, overhang)


# The leaves this module carries out (ops.py hands every other leaf elsewhere).
LEAVES = frozenset({"tile", "fence", "stable", "furnish", "sow"})


def can(state: State, seat: int, node: dict[str, Any], rooms: Rooms | None = None) -> bool:
    """Whether the seat can carry out the leaf now; ``rooms``: the seat's board's
    :class:`Rooms`, when the caller has them."""
    player = state["players"][seat]
    board = player["board"]
    op = node["op"]
    if op == "tile":
        if rooms is None:
            return _room_for(_layout(board), node["tile"], _overhang(player))
        return rooms[(node["tile"], _overhang(player))]
    if op == "fence":
        return pl.can_pay(player, _fence_cost(player, node)) and (
            _room_for(_layout(board), node["size"], False) if rooms is None
            else rooms[(node["size"], False)])
    if op == "stable":
        return pl.can_pay(player, _stable_cost(player, node)) and (
            _room_for(_layout(board), "stable", False) if rooms is None
            else rooms[("stable", False)])
    if op == "furnish":
        return _can_furnish(state, seat, node)
    if op == "sow":
        res = player["res"]  # the seeds first: no board scan without any
        return (res["grain"] > 0 or res["vegetable"] > 0) and bool(hb.empty_fields(board))
    raise ValueError(f"unknown leaf {op!r}")  # pragma: no cover - data error


def checker(node: dict[str, Any]) -> Callable[[State, int, Rooms | None], bool]:
    """:func:`can` for one leaf as a function of (state, seat, the seat's board's
    :class:`Rooms` when the caller has them): a tile's test, which every placement menu
    asks of several spaces, skips the tests on the op name."""
    op = node["op"]
    if op == "furnish":
        return lambda state, seat, rooms=None: _can_furnish(state, seat, node)
    if op not in ("tile", "fence", "stable"):
        return lambda state, seat, rooms=None: can(state, seat, node)
    if op != "tile":
        return lambda state, seat, rooms=None: can(state, seat, node, rooms)
    tile = node["tile"]
    overhang = pl.tiles_with("twin_overhang_gold")  # _overhang, looked up once

    def tile_room(state: State, seat: int, rooms: Rooms | None = None) -> bool:
        player = state["players"][seat]
        if rooms is None:  # one test: _room_for, the layout written out
            board = player["board"]
            cells = board["cells"]
            return _room_for((tuple(cells), tuple(cells.values()), tuple(board["stables"])),
                             tile, not overhang.isdisjoint(player["tiles"]))
        return rooms[(tile, not overhang.isdisjoint(player["tiles"]))]

    return tile_room


def start(state: State, seat: int, node: dict[str, Any]) -> dict[str, Any]:
    if node["op"] == "sow":
        return {"n": {"grain": 0, "vegetable": 0}, "did": False}
    return {"did": False}


def options(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any]) -> list[Option]:
    player = state["players"][seat]
    board = player["board"]
    op = node["op"]
    if frame.get("fin"):
        return []
    if op == "tile":
        layout, overhang = _layout(board), _overhang(player)
        spots = _layout_spots(layout, node["tile"], overhang)
        if len(spots) <= MENU_LIMIT:
            return list(_layout_spot_options(layout, node["tile"], overhang))
        if "cell" in frame:  # second step: the spots whose first half is on that cell
            return [*(LazyOption(_spot_id(c, v), _spot_label, c, v)
                      for c, v in spots if c[0] == frame["cell"]),
                    Option("back", Say("Choose another cell", "caverna-back-cell"))]
        firsts = dict.fromkeys(c[0] for c, _ in spots)
        halves = {v[0] for _, v in spots}
        # With the Office room the half on the board may be either kind.
        kind = _CELL_NAMES[spots[0][1][0]]
        half = (Say(f"the {kind} half", "caverna-the-half", kind=kind) if len(halves) == 1
                else Say("one half", "caverna-one-half"))
        return [Option(f"cell:{c}", Say(f"Put {half} at {hb.label(c)}…", "caverna-put-half",
                                        half=half, cell=hb.label(c))) for c in firsts]
    if op == "fence":
        if not pl.can_pay(player, _fence_cost(player, node)):
            return []
        what = "small" if node["size"] == "small" else "large"
        return [menu_entry("at:" + ".".join(cells), _fence_label, what, cells)
                for cells in _fence_spots(board, node["size"])]
    if op == "stable":
        if not pl.can_pay(player, _stable_cost(player, node)):
            return []
        return [menu_entry(f"at:{c}", _stable_label, c)
                for c in hb.stable_placements(board, SETUP["stables"])]
    if op == "furnish":
        if "t" in frame:
            return _furnish_step_options(player, node, frame)
        tiles = _furnish_choices(state, seat, node)
        if len(tiles) > MENU_LIMIT:
            # Two steps: the tile's colour (dwellings, green, yellow), then the tile.
            if "cat" not in frame:
                counts: dict[str, int] = {}
                for t in tiles:
                    counts[FURNISHINGS[t]["colour"]] = counts.get(FURNISHINGS[t]["colour"], 0) + 1
                return [Option(f"cat:{c}", Say(f"{_COLOUR_NAMES[c]} ({n} affordable)…",
                                               "caverna-colour-menu", colour=c, count=n))
                        for c, n in counts.items()]
            tiles = [t for t in tiles if FURNISHINGS[t]["colour"] == frame["cat"]]
            return [*(_tile_option(player, node, t) for t in tiles),
                    Option("back", Say("Choose another kind of tile", "caverna-back-kind"))]
        return [_tile_option(player, node, t) for t in tiles]
    if op == "sow":
        out = []
        if hb.empty_fields(board):
            for crop in ("grain", "vegetable"):
                if frame["n"][crop] < 2 and player["res"][crop] > 0:
                    one = pl.amount(1, crop)
                    out.append(Option(f"sow:{crop}", Say(
                        f"Sow {one} ({_CROP[crop]} on the field)", "caverna-sow-crop",
                        what=one, count=_CROP[crop])))
        if out and frame["did"]:
            out.append(Option("done", Say("Done sowing", "caverna-done-sowing")))
        return out
    raise ValueError(f"unknown leaf {op!r}")  # pragma: no cover - data error


def has_options(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any]) -> bool:
    """Whether :func:`options` lists anything for a fence, stable, furnish or sow leaf,
    told without making the menu (ops.has_options)."""
    if frame.get("fin"):
        return False
    player = state["players"][seat]
    op = node["op"]
    if op == "fence":
        return pl.can_pay(player, _fence_cost(player, node)) and _room_for(
            _layout(player["board"]), node["size"], False)
    if op == "stable":
        return pl.can_pay(player, _stable_cost(player, node)) and _room_for(
            _layout(player["board"]), "stable", False)
    if op == "furnish":
        if "t" not in frame:
            return _can_furnish(state, seat, node)
        tile = frame["t"]
        payable = _payable(player, node, tile)
        if not payable or frame.get("pay", payable[0]) not in payable or "pay" not in frame:
            return True  # "back" at least
        return bool(_cells_for(player, tile))
    if op == "sow":
        res, n = player["res"], frame["n"]
        return bool(hb.empty_fields(player["board"])) and (
            (n["grain"] < 2 and res["grain"] > 0) or (n["vegetable"] < 2 and res["vegetable"] > 0))
    return bool(options(state, seat, node, frame))  # pragma: no cover - tile: see ops


def offered(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any],
            option_id: str) -> bool | None:
    """Whether a tile spot ("at:") or a furnishing tile ("t:") is on the menu, decided
    as :func:`options` decides it but without labelling the menu; None for the other
    choices, which only the full listing tells."""
    if frame.get("fin"):
        return False
    player = state["players"][seat]
    op = node["op"]
    if op == "tile" and option_id.startswith("at:"):
        ids, n = _layout_spot_ids(_layout(player["board"]), node["tile"], _overhang(player))
        first = ids.get(option_id)
        if first is None:
            return False
        if n > MENU_LIMIT:  # two steps: the first cell, then its spots
            return first == frame.get("cell")
        return True
    if op == "fence" and option_id[:3] == "at:":
        return pl.can_pay(player, _fence_cost(player, node)) and any(
            option_id[3:] == ".".join(cells) for cells in _fence_spots(player["board"],
                                                                       node["size"]))
    if op == "stable" and option_id[:3] == "at:":
        return pl.can_pay(player, _stable_cost(player, node)) and option_id[3:] in (
            hb.stable_placements(player["board"], SETUP["stables"]))
    if op == "sow" and option_id[:4] == "sow:":
        crop = option_id[4:]
        return crop in _CROP and frame["n"][crop] < 2 and player["res"][crop] > 0 and bool(
            hb.empty_fields(player["board"]))
    if op == "furnish" and option_id.startswith("t:") and "t" not in frame:
        tiles = _furnish_choices(state, seat, node)
        if len(tiles) > MENU_LIMIT:  # two steps: the colour, then its tiles
            if "cat" not in frame:
                return False
            tiles = [t for t in tiles if FURNISHINGS[t]["colour"] == frame["cat"]]
        return option_id[2:] in tiles
    return None


def _furnish_step_options(player: pl.Player, node: dict[str, Any],
                          frame: dict[str, Any]) -> list[Option]:
    """After the tile: how to pay (Builder, when there is a choice), then where."""
    tile = frame["t"]
    payable = _payable(player, node, tile)
    if not payable or frame.get("pay", payable[0]) not in payable:
        # Goods converted since the tile was chosen: it must be chosen again.
        return [Option("back", Say(f"You can no longer pay for {tile_name(tile)}: choose again",
                                   "caverna-cannot-pay", tile=tile_name(tile)))]
    if "pay" not in frame:
        costs = _furnish_costs(player, node, tile)
        return [*(Option(f"pay:{i}", _pay_label(pl.goods_text(costs[i]))) for i in payable),
                Option("back", Say("Choose another tile", "caverna-back-tile"))]
    target = _covers(player, tile)
    return [LazyOption(f"at:{c}", _furnish_at, target, c)
            for c in _cells_for(player, tile)]


def _pay_label(goods: Say) -> Say:
    return Say(f"Pay {goods}", "caverna-pay", goods=goods)


def _furnish_at(target: str | None, cell: str) -> Say:
    return _furnish_at_label(target, hb.label(cell))


def _furnish_at_label(target: str | None, cell: str) -> Say:
    if target:
        return Say(f"Cover your {tile_name(target)} at {cell}", "caverna-cover-at",
                   tile=tile_name(target), cell=cell)
    return Say(f"Furnish the cavern at {cell}", "caverna-furnish-at", cell=cell)


def _fence_label(size: str, cells: tuple[str, ...]) -> Say:
    where = join("caverna-and", " and ", list(map(hb.label, cells)))  # type: ignore[arg-type]
    return Say(f"Fence a {size} pasture at {where}", "caverna-fence-at", size=size,
               cells=where)


_SPOT_WORDS = {"den": "boar den", "stream": "stream", "lake": "underground lake"}


def _cover(state: State, seat: int, cells: tuple[str, ...], values: tuple[str, ...]) -> None:
    """Lay tile halves; uncovered cells pay their printed symbol."""
    player = state["players"][seat]
    board = own_board(player)
    for cell, value in zip(cells, values, strict=True):
        if cell not in hb.CELL_SET:  # the Office room's overhanging half
            gold = {"gold": sum(pl.hooks(player, "twin_overhang_gold"))}
            pl.gain(player, gold)
            n = gold["gold"]
            state["events"].append(event(Say(
                f"{who(seat)}'s tile overhangs the board: +{n} gold.", "caverna-ev-overhang",
                who=who(seat), gold=pl.amount(n, "gold")), seat))
            continue
        fresh = cell not in board["cells"]
        hb.place(board, cell, value)
        bonus = BOARD["symbols"].get(cell)
        if fresh and bonus:
            pl.gain(player, bonus)
            got = pl.goods_text(bonus)
            # What was covered, in the rulebook's words: a boar den or a stream in the
            # forest, an underground lake in the mountain.
            spot = "den" if "wild_boar" in bonus else "stream" if cell in hb.FOREST else "lake"
            name, at = who(seat), hb.label(cell)
            state["events"].append(told(
                seat, f"{name} covers the {_SPOT_WORDS[spot]} at {at}: +{got}.",
                "caverna-ev-uncover", {"who": name, "goods": got, "cell": at, "spot": spot}))


def choose(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any],
           option_id: str) -> None:
    from rules.caverna.ops import check_animals

    player = state["players"][seat]
    board = own_board(player)
    op = node["op"]
    ev = state["events"]
    if option_id.startswith("cell:"):
        frame["cell"] = option_id[5:]
        return
    if option_id.startswith("cat:"):
        frame["cat"] = option_id[4:]
        return
    if option_id == "back":
        for step in ("cell", "cat", "t", "pay"):
            frame.pop(step, None)
        return
    if op == "tile":
        _, cells_s, values_s = option_id.split(":")
        cells, values = tuple(cells_s.split(".")), tuple(values_s.split("."))
        _cover(state, seat, cells, values)
        frame["fin"] = frame["did"] = True
        spot, name = _spot_label(cells, values), who(seat)
        ev.append(told(seat, f"{name} places {spot}.", "caverna-ev-place",
                       {"who": name, "spot": spot, "halves": len(cells)}))
        check_animals(state, seat)
    elif op == "fence":
        cells = tuple(option_id[3:].split("."))
        pl.pay(player, _fence_cost(player, node))
        if len(cells) == 1:
            hb.place(board, cells[0], "ps")
        else:
            hb.place(board, cells[0], f"pl:{cells[1]}")
            hb.place(board, cells[1], f"pl:{cells[0]}")
        frame["fin"] = frame["did"] = True
        size = node["size"]
        name = who(seat)
        ev.append(told(seat, f"{name} fences a {size} pasture.", "caverna-ev-fence",
                       {"who": name, "size": size}))
    elif op == "stable":
        pl.pay(player, _stable_cost(player, node))
        board["stables"].append(option_id[3:])
        frame["fin"] = frame["did"] = True
        cell = hb.label(option_id[3:])
        name = who(seat)
        ev.append(told(seat, f"{name} builds a stable at {cell}.", "caverna-ev-stable",
                       {"who": name, "cell": cell}))
    elif op == "furnish":
        if option_id.startswith(("t:", "pay:")):
            if option_id.startswith("t:"):
                frame["t"] = option_id[2:]
                payable = _payable(player, node, frame["t"])
                if len(payable) == 1:
                    frame["pay"] = payable[0]  # one way to pay: nothing to ask
            else:
                frame["pay"] = int(option_id[4:])
            cells = _cells_for(player, frame["t"])
            if "pay" in frame and len(cells) == 1:
                _furnish(state, seat, node, frame, cells[0])
        else:
            _furnish(state, seat, node, frame, option_id[3:])
    elif op == "sow":
        crop = option_id[4:]
        cell = hb.empty_fields(board)[0]  # fields are alike: take the first empty one
        pl.pay(player, {crop: 1})
        board["crops"][cell] = [crop, _CROP[crop]]
        frame["n"][crop] += 1
        frame["did"] = True
        name = who(seat)
        ev.append(told(seat, f"{name} sows {crop}.", "caverna-ev-sow", {
            "who": name, "crop": {"key": "caverna-good-id", "args": {"good": crop}}}))
    if op in ("fence", "stable", "furnish", "sow"):
        # Animals stay housed: a fence can merge two stabled areas into one single-type
        # pasture, sowing takes an animal's place under the Stubble room.
        check_animals(state, seat)


def _furnish(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any],
             cell: str) -> None:
    player = state["players"][seat]
    tile = frame["t"]
    data = FURNISHINGS[tile]
    cost = _furnish_costs(player, node, tile)[frame["pay"]]
    pl.pay(player, cost)
    covered = _covers(player, tile)
    # A new list: a move's player copy shares the tiles with the state before it.
    tiles = player["tiles"] = player["tiles"].copy()
    if covered:
        # The covered tile stops working and scores nothing (Trader / Spare part storage).
        tiles.remove(covered)
        player.setdefault("covered", []).append(covered)
        built, under = tile_name(tile), tile_name(covered)
        state["events"].append(event(Say(
            f"{who(seat)} builds {built} over their {under}.", "caverna-ev-overbuild",
            who=who(seat), tile=built, covered=under), seat))
    hb.place(own_board(player), cell, f"fu:{tile}")
    tiles.append(tile)
    if data.get("copies") != "unlimited":
        # Rebound, not changed in place: moves share it with the states before them.
        state["sold"] = [*state["sold"], tile]
    frame["fin"] = frame["did"] = True
    price = pl.cost_text(cost)
    name, at = who(seat), hb.label(cell)
    state["events"].append(told(
        seat, f"{name} furnishes {tile_name(tile)} at {at} for {price}.", "caverna-ev-furnish",
        {"who": name, "tile": tile_name(tile), "cell": at, "cost": price}))
    hooks = data.get("hooks", {})
    if "on_build_gain" in hooks:
        pl.gain(player, hooks["on_build_gain"])
    if "supplier" in hooks:
        _schedule_supplies(state, seat, hooks["supplier"])
    if "on_build_gain_per" in hooks:
        rule = hooks["on_build_gain_per"]
        k = pl.counter(player, rule["count"])
        pl.gain(player, {g: n * k for g, n in rule["gain"].items()})


def _schedule_supplies(state: State, seat: int, rule: dict[str, Any]) -> None:
    """Wood/Stone/Ruby supplier: 1 good on each of the next N round spaces (the rounds
    actually played, so a skipped round 9 holds none), collected as each round starts."""
    due = state["players"][seat].setdefault("due", {})
    later = [r for r in state["rounds"] if r > state["round"]][:rule["rounds"]]
    for r in later:
        goods = due.setdefault(str(r), {})
        goods[rule["good"]] = goods.get(rule["good"], 0) + 1


def price(node: dict[str, Any], discounts: tuple[str, ...] = ()) -> dict[str, int] | None:
    """What a fence, stable or given furnishing leaf costs a player whose discount tiles
    are ``discounts`` (pl.discount_tiles): the price its label names; None for the other
    leaves. The same discount hooks as the payment (_fence_cost, _stable_cost,
    _furnish_cost), through pl.discounted_by."""
    op = node["op"]
    if op == "fence":
        return pl.discounted_by(discounts, "fences", {"wood": node["wood"]})
    if op == "stable":
        return pl.discounted_by(discounts, "stable", {"stone": node["stone"]})
    if op == "furnish" and node.get("tile"):
        return pl.discounted_by(discounts, "furnish",
                                node.get("cost") or FURNISHINGS[node["tile"]]["cost"])
    return None


def describe(node: dict[str, Any], discounts: tuple[str, ...] = ()) -> Say:
    """A leaf's label; a price in it is what a player whose discount tiles are
    ``discounts`` pays (:func:`price`)."""
    op = node["op"]
    if op == "tile":
        tile = TILE_NAMES[node["tile"]]
        return Say(f"Place {tile}", "caverna-op-tile", tile=tile)
    if op == "fence":
        size, wood = node["size"], pl.cost_text(price(node, discounts) or {})
        return Say(f"Fence a {size} pasture ({wood})", "caverna-op-fence", size=size, cost=wood)
    if op == "stable":
        paid = price(node, discounts)
        if not paid:
            return Say("Build a free stable", "caverna-op-free-stable")
        stone = pl.cost_text(paid)
        return Say(f"Build a stable ({stone})", "caverna-op-stable", cost=stone)
    if op == "furnish":
        if node.get("tile"):
            name, cost = tile_name(node["tile"]), pl.cost_text(price(node, discounts) or {})
            return Say(f"Furnish a {name} for {cost}", "caverna-op-furnish-tile", tile=name,
                       cost=cost)
        if node.get("only") == "dwelling":
            return Say("Furnish a dwelling", "caverna-op-furnish-dwelling")
        return Say("Furnish a cavern", "caverna-op-furnish")
    if op == "sow":
        return Say("Sow", "caverna-op-sow")
    raise ValueError(f"unknown leaf {op!r}")  # pragma: no cover - data error
