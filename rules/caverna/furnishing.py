"""The furnishing leaf: which tiles a seat can furnish, how it pays, where it builds.

building.py hands its ``furnish`` leaves here (:func:`options`, :func:`has_options`,
:func:`offered`, :func:`choose`); the computer player reads :func:`furnish_cost`,
:func:`choices` and :func:`furnish_cells`. Every placement menu asks whether a
furnishing space can be used, so the answers are kept by what they read.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from rules.caverna import board as hb
from rules.caverna import players as pl
from rules.caverna.copying import own_board
from rules.caverna.data import FURNISHINGS
from rules.caverna.names import MENU_LIMIT, tile_name, told, who
from rules.core import Option, State, event
from rules.core.contract import LazyOption
from rules.core.text import Say

_COLOUR_NAMES = {"orange": "Dwellings", "green": "Green rooms", "yellow": "Yellow parlors, "
                 "storages and chambers"}
_WORK_ROOM = pl.tiles_with("furnish_on_tunnels")


def options(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any]
            ) -> list[Option]:
    """The tile (in two steps past the menu's limit: its colour, then the tile), then how
    to pay and where."""
    player = state["players"][seat]
    if "t" in frame:
        return _step_options(player, node, frame)
    tiles = choices(state, seat, node)
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


def has_options(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any]) -> bool:
    """Whether :func:`options` lists anything, told without making the menu."""
    if "t" not in frame:
        return can_furnish(state, seat, node)
    player = state["players"][seat]
    tile = frame["t"]
    ways = payable(player, node, tile)
    if not ways or frame.get("pay", ways[0]) not in ways or "pay" not in frame:
        return True  # "back" at least
    return bool(cells_for(player, tile))


def offered(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any],
            option_id: str) -> bool | None:
    """Whether a tile ("t:") is on the menu, decided as :func:`options` decides it without
    labelling the menu; None for the other choices, which only the full listing tells."""
    if not option_id.startswith("t:") or "t" in frame:
        return None
    tiles = choices(state, seat, node)
    if len(tiles) > MENU_LIMIT:  # two steps: the colour, then its tiles
        if "cat" not in frame:
            return False
        tiles = [t for t in tiles if FURNISHINGS[t]["colour"] == frame["cat"]]
    return option_id[2:] in tiles


def choose(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any],
           option_id: str) -> None:
    """A tile ("t:"), a way to pay ("pay:") or a cavern ("at:"); the tile is built as soon
    as nothing is left to ask."""
    player = state["players"][seat]
    if option_id.startswith(("t:", "pay:")):
        if option_id.startswith("t:"):
            frame["t"] = option_id[2:]
            ways = payable(player, node, frame["t"])
            if len(ways) == 1:
                frame["pay"] = ways[0]  # one way to pay: nothing to ask
        else:
            frame["pay"] = int(option_id[4:])
        cells = cells_for(player, frame["t"])
        if "pay" in frame and len(cells) == 1:
            furnish(state, seat, node, frame, cells[0])
    else:
        furnish(state, seat, node, frame, option_id[3:])


def furnish_cost(player: pl.Player, node: dict[str, Any], tile: str) -> dict[str, int]:
    cost = node.get("cost") or FURNISHINGS[tile]["cost"]
    return pl.discounted(player, "furnish", cost)


def _furnish_costs(player: pl.Player, node: dict[str, Any], tile: str) -> list[dict[str, int]]:
    """Every way to pay for a tile: the cost after discounts first, then the Builder's
    ``furnish_substitute`` ways (1 wood and/or 1 stone paid with 1 ore each)."""
    out = [furnish_cost(player, node, tile)]
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


def payable(player: pl.Player, node: dict[str, Any], tile: str) -> list[int]:
    if not pl.has_hook(player, "furnish_substitute"):  # one way to pay
        return [0] if pl.can_pay(player, furnish_cost(player, node, tile)) else []
    return [i for i, cost in enumerate(_furnish_costs(player, node, tile))
            if pl.can_pay(player, cost)]


def _covers(player: pl.Player, tile: str) -> str | None:
    """The owned tile that ``tile`` must be built on (Trader / Spare part storage)."""
    target = FURNISHINGS[tile].get("hooks", {}).get("overbuilds")
    return target if target in player["tiles"] else None


def cells_for(player: pl.Player, tile: str) -> list[str]:
    target = _covers(player, tile)
    if target:
        return [c for c, v in player["board"]["cells"].items() if v == f"fu:{target}"]
    return furnish_cells(player)


def choices(state: State, seat: int, node: dict[str, Any]) -> list[str]:
    return list(furnishable(state, seat, node))


# The tiles a seat can furnish, by what they depend on (see furnishable).
_FURNISHABLE: dict[tuple[Any, ...], tuple[str, ...]] = {}


# The tiles a seat could furnish with enough goods, each with its ways to pay (see
# _furnish_candidates): everything furnishable reads but the goods.
_CANDIDATES: dict[tuple[Any, ...], tuple[tuple[str, tuple[tuple[tuple[str, int], ...], ...]],
                                          ...]] = {}


def furnishable(state: State, seat: int, node: dict[str, Any]) -> tuple[str, ...]:
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


def can_furnish(state: State, seat: int, node: dict[str, Any]) -> bool:
    """Whether :func:`furnishable` holds a tile, stopping at the first one the goods
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
    each with its ways to pay (:func:`payable` pays with any of them), kept by ``base``."""
    found = _CANDIDATES.get(base)
    if found is None:
        if len(_CANDIDATES) > 20000:
            _CANDIDATES.clear()
        player = state["players"][seat]
        several = pl.has_hook(player, "furnish_substitute")
        found = _CANDIDATES[base] = tuple(
            (t, tuple(tuple(c.items()) for c in (
                _furnish_costs(player, node, t) if several
                else [furnish_cost(player, node, t)])))
            for t in _furnish_iter(state, seat, node))
    return found


def _furnish_iter(state: State, seat: int, node: dict[str, Any]) -> Iterator[str]:
    """The tiles the seat could furnish now given the goods (see furnishable)."""
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
    return LazyOption(f"t:{tile}", _tile_label, tile, costs[payable(player, node, tile)[0]])


def _tile_label(tile: str, price: dict[str, int]) -> Say:
    cost = pl.cost_text(price)
    return Say(f"{tile_name(tile)} ({cost})", "caverna-tile-price", tile=tile_name(tile),
               cost=cost)


def furnish_cells(player: pl.Player) -> list[str]:
    return hb.furnish_places(player["board"], pl.has_hook(player, "furnish_on_tunnels"))


def _has_furnish_cell(player: pl.Player) -> bool:
    return hb.has_furnish_place(player["board"], not _WORK_ROOM.isdisjoint(player["tiles"]))


def _step_options(player: pl.Player, node: dict[str, Any],
                          frame: dict[str, Any]) -> list[Option]:
    """After the tile: how to pay (Builder, when there is a choice), then where."""
    tile = frame["t"]
    ways = payable(player, node, tile)
    if not ways or frame.get("pay", ways[0]) not in ways:
        # Goods converted since the tile was chosen: it must be chosen again.
        return [Option("back", Say(f"You can no longer pay for {tile_name(tile)}: choose again",
                                   "caverna-cannot-pay", tile=tile_name(tile)))]
    if "pay" not in frame:
        costs = _furnish_costs(player, node, tile)
        return [*(Option(f"pay:{i}", _pay_label(pl.goods_text(costs[i]))) for i in ways),
                Option("back", Say("Choose another tile", "caverna-back-tile"))]
    target = _covers(player, tile)
    board = player["board"]
    return [LazyOption(f"at:{c}", _furnish_at, target, c,
                       _CELL_KIND.get(hb.kind(board, c), "cavern"))
            for c in cells_for(player, tile)]


def _pay_label(goods: Say) -> Say:
    return Say(f"Pay {goods}", "caverna-pay", goods=goods)


# The cell a tile goes on, named as it is (the Work room furnishes tunnels too).
_CELL_KIND = {"cav": "cavern", "tun": "tunnel", "deep": "deep"}


def _furnish_at(target: str | None, cell: str, kind: str = "cavern") -> Say:
    return at_label(target, hb.label(cell), kind)


def at_label(target: str | None, cell: str, kind: str = "cavern") -> Say:
    if target:
        return Say(f"Cover your {tile_name(target)} at {cell}", "caverna-cover-at",
                   tile=tile_name(target), cell=cell)
    english = {"cavern": "cavern", "tunnel": "tunnel", "deep": "deep tunnel"}[kind]
    return Say(f"Furnish the {english} at {cell}", "caverna-furnish-at", cell=cell, kind=kind)


def furnish(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any],
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
        seat, f"{name} furnishes the {tile_name(tile)} at {at} for {price}.", "caverna-ev-furnish",
        {"who": name, "tile": tile_name(tile), "cell": at, "cost": price}))
    hooks = data.get("hooks", {})
    # What the tile gives once built is said like any other gain (Stone carver's stone,
    # the parlors' food): the journal showed goods coming from nowhere.
    if "on_build_gain" in hooks:
        pl.gain(player, hooks["on_build_gain"])
        pl.say_tile_gain(state, seat, tile, hooks["on_build_gain"])
    if "supplier" in hooks:
        _schedule_supplies(state, seat, hooks["supplier"])
    if "on_build_gain_per" in hooks:
        rule = hooks["on_build_gain_per"]
        k = pl.counter(player, rule["count"])
        got = {g: n * k for g, n in rule["gain"].items()}
        pl.gain(player, got)
        pl.say_tile_gain(state, seat, tile, got)


def _schedule_supplies(state: State, seat: int, rule: dict[str, Any]) -> None:
    """Wood/Stone/Ruby supplier: 1 good on each of the next N round spaces (the rounds
    actually played, so a skipped round 9 holds none), collected as each round starts."""
    due = state["players"][seat].setdefault("due", {})
    later = [r for r in state["rounds"] if r > state["round"]][:rule["rounds"]]
    for r in later:
        goods = due.setdefault(str(r), {})
        goods[rule["good"]] = goods.get(rule["good"], 0) + 1
