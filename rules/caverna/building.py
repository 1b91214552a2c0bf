"""Building leaves: landscape tiles, fences, stables, furnishing and sowing.

Each leaf opens an ``op`` frame; :func:`options` lists where it can go (option ids such
as ``at:r4c3.r3c3`` or ``t:dwelling``) and :func:`choose` carries it out, paying with the
player's discount hooks. Covering a printed symbol pays its goods.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from rules.caverna import board as hb
from rules.caverna import players as pl
from rules.caverna.data import BOARD, FURNISHINGS, SETUP
from rules.core import Option, State, event

TILE_NAMES = {
    "meadow_field": "a Meadow/Field twin tile",
    "cavern_tunnel": "a Cavern/Tunnel twin tile",
    "cavern_tunnel_or_cavern_cavern": "a Cavern/Tunnel or Cavern/Cavern twin tile",
    "ore_mine": "an Ore mine/Deep tunnel twin tile",
    "ruby_mine_tunnel": "a Ruby mine on a tunnel",
    "ruby_mine_deep": "a Ruby mine on a deep tunnel",
    "tunnel": "a Tunnel", "meadow": "a Meadow", "field": "a Field", "cavern": "a Cavern",
}
# A decision lists at most 25 options (DESIGN.md); op menus also carry "Convert goods…",
# so longer lists of placements or tiles become two steps.
MENU_LIMIT = 24
_HALF_NAMES = {"m": "meadow", "cav": "cavern", "ore": "ore mine"}
_COLOUR_NAMES = {"orange": "Dwellings", "green": "Green rooms", "yellow": "Yellow parlors, "
                 "storages and chambers"}
_SINGLE = {"tunnel": "tun", "cavern": "cav", "meadow": "m", "field": "f"}
_CROP = {"grain": 3, "vegetable": 2}  # seed from the supply plus the general supply


def _tile_spots(board: hb.Board, tile: str) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """(cells, values) for every legal placement of a tile."""
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


def _has_tile_spot(board: hb.Board, tile: str) -> bool:
    # The twin tiles are asked about on every menu; stop at the first legal spot.
    if tile == "meadow_field":
        return hb.has_meadow_field_placement(board)
    if tile in ("cavern_tunnel", "cavern_tunnel_or_cavern_cavern"):
        return hb.has_cavern_tunnel_placement(board)
    return bool(_tile_spots(board, tile))


def _spot_id(cells: tuple[str, ...], values: tuple[str, ...]) -> str:
    return "at:" + ".".join(cells) + ":" + ".".join(values)


def _spot_label(cells: tuple[str, ...], values: tuple[str, ...]) -> str:
    names = {"m": "meadow", "f": "field", "cav": "cavern", "tun": "tunnel", "ore": "ore mine",
             "deep": "deep tunnel", "ruby": "ruby mine"}
    return "; ".join(f"{names[v]} at {hb.label(c)}" for c, v in zip(cells, values, strict=True))


def _furnish_cost(player: pl.Player, node: dict[str, Any], tile: str) -> dict[str, int]:
    cost = node.get("cost") or FURNISHINGS[tile]["cost"]
    return pl.discounted(player, "furnish", cost)


def _furnish_choices(state: State, seat: int, node: dict[str, Any]) -> list[str]:
    return list(_furnish_iter(state, seat, node))


def _furnish_iter(state: State, seat: int, node: dict[str, Any]) -> Iterator[str]:
    player = state["players"][seat]
    if node.get("tile"):
        tiles: Iterable[str] = [node["tile"]]
    else:
        sold = state["sold"]
        dwellings = node.get("only") == "dwelling"
        tiles = (t for t, d in FURNISHINGS.items()
                 if t not in sold and (not dwellings or d["colour"] == "orange"))
    return (t for t in tiles if pl.can_pay(player, _furnish_cost(player, node, t)))


def _tile_option(player: pl.Player, node: dict[str, Any], tile: str) -> Option:
    cost = pl.goods_text(_furnish_cost(player, node, tile))
    return Option(f"t:{tile}", f"{FURNISHINGS[tile]['name']} ({cost or 'free'})")


def _furnish_cells(player: pl.Player) -> list[str]:
    return hb.furnish_places(player["board"], pl.has_hook(player, "furnish_on_tunnels"))


def _fence_cost(player: pl.Player, node: dict[str, Any]) -> dict[str, int]:
    return pl.discounted(player, "fences", {"wood": node["wood"]})


def _stable_cost(player: pl.Player, node: dict[str, Any]) -> dict[str, int]:
    return pl.discounted(player, "stable", {"stone": node["stone"]})


def _fence_spots(board: hb.Board, size: str) -> list[tuple[str, ...]]:
    if size == "small":
        return [(c,) for c in hb.small_pasture_placements(board)]
    return list(hb.large_pasture_placements(board))


def can(state: State, seat: int, node: dict[str, Any]) -> bool:
    player = state["players"][seat]
    board = player["board"]
    op = node["op"]
    if op == "tile":
        return _has_tile_spot(board, node["tile"])
    if op == "fence":
        return pl.can_pay(player, _fence_cost(player, node)) and bool(
            _fence_spots(board, node["size"]))
    if op == "stable":
        return pl.can_pay(player, _stable_cost(player, node)) and bool(
            hb.stable_placements(board, SETUP["stables"]))
    if op == "furnish":
        return bool(_furnish_cells(player)) and next(
            _furnish_iter(state, seat, node), None) is not None
    if op == "sow":
        res = player["res"]
        return bool(hb.empty_fields(board)) and (res["grain"] > 0 or res["vegetable"] > 0)
    raise ValueError(f"unknown leaf {op!r}")  # pragma: no cover - data error


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
        spots = _tile_spots(board, node["tile"])
        if len(spots) <= MENU_LIMIT:
            return [Option(_spot_id(c, v), _spot_label(c, v)) for c, v in spots]
        if "cell" in frame:  # second step: the spots whose first half is on that cell
            return [*(Option(_spot_id(c, v), _spot_label(c, v))
                      for c, v in spots if c[0] == frame["cell"]),
                    Option("back", "Choose another cell")]
        firsts = dict.fromkeys(c[0] for c, _ in spots)
        half = _HALF_NAMES[spots[0][1][0]]
        return [Option(f"cell:{c}", f"Put the {half} half at {hb.label(c)}…") for c in firsts]
    if op == "fence":
        if not pl.can_pay(player, _fence_cost(player, node)):
            return []
        what = "small" if node["size"] == "small" else "large"
        return [Option("at:" + ".".join(cells),
                       f"Fence a {what} pasture at " + " and ".join(map(hb.label, cells)))
                for cells in _fence_spots(board, node["size"])]
    if op == "stable":
        if not pl.can_pay(player, _stable_cost(player, node)):
            return []
        return [Option(f"at:{c}", f"Build a stable at {hb.label(c)}")
                for c in hb.stable_placements(board, SETUP["stables"])]
    if op == "furnish":
        if "t" in frame:
            if not pl.can_pay(player, _furnish_cost(player, node, frame["t"])):
                # Goods converted since the tile was chosen: it must be chosen again.
                return [Option("back", f"You can no longer pay for "
                                       f"{FURNISHINGS[frame['t']]['name']}: choose again")]
            return [Option(f"at:{c}", f"Furnish the cavern at {hb.label(c)}")
                    for c in _furnish_cells(player)]
        if not _furnish_cells(player):
            return []
        tiles = _furnish_choices(state, seat, node)
        if len(tiles) > MENU_LIMIT:
            # Two steps: the tile's colour (dwellings, green, yellow), then the tile.
            if "cat" not in frame:
                counts: dict[str, int] = {}
                for t in tiles:
                    counts[FURNISHINGS[t]["colour"]] = counts.get(FURNISHINGS[t]["colour"], 0) + 1
                return [Option(f"cat:{c}", f"{_COLOUR_NAMES[c]} ({n} affordable)…")
                        for c, n in counts.items()]
            tiles = [t for t in tiles if FURNISHINGS[t]["colour"] == frame["cat"]]
            return [*(_tile_option(player, node, t) for t in tiles),
                    Option("back", "Choose another kind of tile")]
        return [_tile_option(player, node, t) for t in tiles]
    if op == "sow":
        out = []
        if hb.empty_fields(board):
            for crop in ("grain", "vegetable"):
                if frame["n"][crop] < 2 and player["res"][crop] > 0:
                    out.append(Option(f"sow:{crop}", f"Sow 1 {crop} ({_CROP[crop]} on the field)"))
        if out and frame["did"]:
            out.append(Option("done", "Done sowing"))
        return out
    raise ValueError(f"unknown leaf {op!r}")  # pragma: no cover - data error


def _cover(state: State, seat: int, cells: tuple[str, ...], values: tuple[str, ...]) -> None:
    """Lay tile halves; uncovered cells pay their printed symbol."""
    player = state["players"][seat]
    board = player["board"]
    for cell, value in zip(cells, values, strict=True):
        fresh = cell not in board["cells"]
        hb.place(board, cell, value)
        bonus = BOARD["symbols"].get(cell)
        if fresh and bonus:
            pl.gain(player, bonus)
            state["events"].append(event(
                f"Seat {seat} uncovers {pl.goods_text(bonus)} at {hb.label(cell)}.", seat))


def choose(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any],
           option_id: str) -> None:
    from rules.caverna.ops import check_animals

    player = state["players"][seat]
    board = player["board"]
    op = node["op"]
    ev = state["events"]
    if option_id.startswith("cell:"):
        frame["cell"] = option_id[5:]
        return
    if option_id.startswith("cat:"):
        frame["cat"] = option_id[4:]
        return
    if option_id == "back":
        for step in ("cell", "cat", "t"):
            frame.pop(step, None)
        return
    if op == "tile":
        _, cells_s, values_s = option_id.split(":")
        cells, values = tuple(cells_s.split(".")), tuple(values_s.split("."))
        _cover(state, seat, cells, values)
        frame["fin"] = frame["did"] = True
        ev.append(event(f"Seat {seat} places {_spot_label(cells, values)}.", seat))
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
        ev.append(event(f"Seat {seat} fences a {node['size']} pasture.", seat))
    elif op == "stable":
        pl.pay(player, _stable_cost(player, node))
        board["stables"].append(option_id[3:])
        frame["fin"] = frame["did"] = True
        ev.append(event(f"Seat {seat} builds a stable at {hb.label(option_id[3:])}.", seat))
    elif op == "furnish":
        if option_id.startswith("t:"):
            frame["t"] = option_id[2:]
            cells = _furnish_cells(player)
            if len(cells) == 1:
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
        ev.append(event(f"Seat {seat} sows {crop}.", seat))


def _furnish(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any],
             cell: str) -> None:
    player = state["players"][seat]
    tile = frame["t"]
    data = FURNISHINGS[tile]
    cost = _furnish_cost(player, node, tile)
    pl.pay(player, cost)
    hb.place(player["board"], cell, f"fu:{tile}")
    player["tiles"].append(tile)
    if data.get("copies") != "unlimited":
        state["sold"].append(tile)
    frame["fin"] = frame["did"] = True
    state["events"].append(event(
        f"Seat {seat} furnishes {data['name']} at {hb.label(cell)} for "
        f"{pl.goods_text(cost)}.", seat))
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


def describe(node: dict[str, Any]) -> str:
    op = node["op"]
    if op == "tile":
        return f"Place {TILE_NAMES[node['tile']]}"
    if op == "fence":
        return f"Fence a {node['size']} pasture ({node['wood']} wood)"
    if op == "stable":
        return f"Build a stable ({node['stone']} stone)" if node["stone"] else "Build a free stable"
    if op == "furnish":
        if node.get("tile"):
            name = FURNISHINGS[node["tile"]]["name"]
            return f"Furnish a {name} for {pl.goods_text(node['cost'])}"
        return "Furnish a dwelling" if node.get("only") == "dwelling" else "Furnish a cavern"
    if op == "sow":
        return "Sow"
    return op
