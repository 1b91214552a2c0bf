"""Building leaves: landscape tiles, fences, stables, furnishing and sowing.

Furnishing's own steps (which tiles, how to pay, where) live in furnishing.py.

Each leaf opens an ``op`` frame; :func:`options` lists where it can go (option ids such
as ``at:r4c3.r3c3`` or ``t:dwelling``) and :func:`choose` carries it out, paying with the
player's discount hooks. Covering a printed symbol pays its goods.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from rules.caverna import board as hb
from rules.caverna import furnishing
from rules.caverna import players as pl
from rules.caverna.copying import own_board
from rules.caverna.data import BOARD, FURNISHINGS, SETUP
from rules.caverna.names import MENU_LIMIT, menu_entry, tile_name, told, who
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
# What a cell holds once a tile half is laid ("cav" → "cavern"), by board value.
_CELL_NAMES = {v: Say(text, f"caverna-cell-{v}") for v, text in {
    "m": "meadow", "f": "field", "cav": "cavern", "tun": "tunnel", "ore": "ore mine",
    "deep": "deep tunnel", "ruby": "ruby mine"}.items()}
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
    # A comma: in the journal « ; » parts the sentences (« places meadow at C1; field at
    # B1 » read as two events), as the French and Japanese say it.
    return join("caverna-semicolon", ", ", [_half_at(c, v)
                                            for c, v in zip(cells, values, strict=True)])


def _half_at(cell: str, value: str) -> Say:
    name = _CELL_NAMES[value]
    if cell in hb.CELL_SET:
        return Say(f"{name} at {hb.label(cell)}", "caverna-half-at", kind=name,
                   cell=hb.label(cell))
    return Say(f"{name} off the board", "caverna-half-off", kind=name)


def _stable_label(cell: str) -> Say:
    return Say(f"Build a stable at {hb.label(cell)}", "caverna-stable-at", cell=hb.label(cell))


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
        return furnishing.can_furnish(state, seat, node)
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
        return lambda state, seat, rooms=None: furnishing.can_furnish(state, seat, node)
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
        return furnishing.options(state, seat, node, frame)
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
        return furnishing.has_options(state, seat, node, frame)
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
    if op == "furnish":
        return furnishing.offered(state, seat, node, frame, option_id)
    return None


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
        furnishing.choose(state, seat, node, frame, option_id)
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


def price(node: dict[str, Any], discounts: tuple[str, ...] = ()) -> dict[str, int] | None:
    """What a fence, stable or given furnishing leaf costs a player whose discount tiles
    are ``discounts`` (pl.discount_tiles): the price its label names; None for the other
    leaves. The same discount hooks as the payment (_fence_cost, _stable_cost,
    furnishing.furnish_cost), through pl.discounted_by."""
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
