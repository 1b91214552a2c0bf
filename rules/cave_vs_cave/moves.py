"""Carrying out a validated option: the other half of ``menus``.

``perform`` is only called with an option the menus offered (the core validates by
legal-move generation), so the handlers trust their input and focus on the rules.
"""

from __future__ import annotations

from typing import Any

from rules.cave_vs_cave import rooms
from rules.cave_vs_cave.cave import Player, cave_full, owns
from rules.cave_vs_cave.data import (
    CELL_INDEX,
    COST,
    FOOD_CELLS,
    GOOD_INDEX,
    GOODS,
    PARTS,
    ROOM_BY_ID,
    ROOMS,
    SLOT_INDEX,
    SLOTS,
    TILES,
    TRIGGER,
    XCELL,
    cell_label,
    goods_text,
    goods_vector,
    room_name,
    slot_label,
    tile_name,
    vector_of,
)
from rules.cave_vs_cave.goods import add, gain, pay
from rules.cave_vs_cave.menus import (
    PROSPECTING_SITE,
    any_part_left,
    extra_vector,
    may_convert,
    usable_rooms,
)
from rules.core import State
from rules.core.text import Say, to_json

ONE_FOOD = goods_vector({"food": 1})
ONE_GOLD = goods_vector({"gold": 1})
TWO_GOLD = goods_vector({"gold": 2})
ONE_WOOD = goods_vector({"wood": 1})
DUNGEON = TRIGGER["wall"]
WOOD_STOREROOM = TRIGGER["one_room"]
EQUIPMENT_ROOM = TRIGGER["more_rooms"]


def _takes(state: State, seat: int, goods: str, note: str) -> None:
    name = who(seat)
    tell(state, seat, f"{name} takes {goods}{note}.", "cvc-ev-takes", who=name, goods=goods,
         note=note)


def who(seat: int) -> str:
    return _WHO[seat] if seat < len(_WHO) else f"Player {seat + 1}"


_WHO = tuple(f"Player {seat + 1}" for seat in range(2))


def say(state: State, text: Say, seat: int | None, *, reveals: bool = False) -> None:
    # The core's ``event`` for a Say with no other flags, built in place (the same keys, in
    # the same order): most moves tell one event, and its general form cost a tenth of one.
    state["events"].append({"text": str(text), "seat": seat, "reveals": reveals,
                            "msg": to_json(text)})


def tell(state: State, seat: int | None, english: str, key: str, /, *,
         reveals: bool = False, **args: Any) -> None:
    """``say(state, Say(english, key, **args), seat, reveals=reveals)``, the same event,
    without making the sentence's Say first (that cost as much as the rest of a move)."""
    for name, value in args.items():
        if isinstance(value, Say):
            args[name] = to_json(value)
    state["events"].append({"text": english, "seat": seat, "reveals": reveals,
                            "msg": {"key": key, "args": args}})


# Per tile, the parts whose choice only opens their menu (nothing is paid or gained yet).
_OPENS_MENU: dict[str, frozenset[str]] = {
    t: frozenset(pid for pid, part in parts.items()
                 if part["type"] in ("rooms", "dig", "furnish", "wall", "raze"))
    for t, parts in PARTS.items()}


def keeps_player(state: State, oid: str) -> bool:
    """Whether ``perform(state, state["to_move"], oid)`` leaves that player as it is:
    taking a tile, opening or leaving a menu, ending the turn. A move copies the player
    only when this is false."""
    if state["conv"]:
        return oid == "back"
    if oid == "convert":
        return True
    turn = state["turn"]
    if turn is None:
        return True
    if turn["m"] is None:
        return oid == "done" or oid.partition(":")[0] in _OPENS_MENU[turn["tile"]]
    return oid == "back" or oid == "stop"


def perform(state: State, seat: int, oid: str) -> None:
    # Writes only ``seat``'s player, the turn and scalars; the lists ``taken``, ``display``
    # and ``pile``, and those in the turn, are rebound, never changed in place (copies
    # share them).
    pl = state["players"][seat]
    if oid == "convert":
        state["conv"] = True
        return
    if state["conv"]:
        if oid == "back":
            state["conv"] = False
            return
        good = GOOD_INDEX[oid[5:]]
        pl["g"][good] -= 1
        gain(pl, ONE_FOOD)
        name = who(seat)
        tell(state, seat, f"{name} converts 1 {GOODS[good]} into 1 food.", "cvc-ev-convert",
             who=name, good=GOODS[good], count=1)
        state["conv"] = may_convert(state)
        return
    turn = state["turn"]
    if turn is None:
        _take_tile(state, seat, oid[5:])
        return
    m = turn["m"]
    if m is None:
        if oid == "done":
            end_turn(state)
            return
        _part(state, seat, pl, turn, oid)
    else:
        _MODES[m["k"]](state, seat, pl, turn, m, oid)
    if turn["m"] is None and not any_part_left(state, turn):
        end_turn(state)


def _take_tile(state: State, seat: int, tile: str) -> None:
    state["taken"] = [*state["taken"], [tile, seat]]
    state["turn"] = {"tile": tile, "done": [], "new": [], "digs": 0, "m": None}
    name = who(seat)
    tell(state, seat, f"{name} takes the {TILES[tile]['name']} tile.", "cvc-ev-take-tile", who=name,
         tile=tile_name(tile))


def _consume(turn: dict[str, Any], pid: str) -> None:
    """Mark a part used, and the parts it excludes (either/or)."""
    done = turn["done"][:]  # rebound, not changed in place: states share a turn's lists
    for other in _USES_UP[turn["tile"]].get(pid, (pid,)):
        if other not in done:
            done.append(other)
    turn["done"] = done


def _uses_up(parts: dict[str, dict[str, Any]], pid: str) -> tuple[str, ...]:
    """The parts using ``pid`` marks used, in the tile's order: itself and the parts of
    its either/or group."""
    group = parts[pid].get("either")
    return tuple(other for other, part in parts.items()
                 if other == pid or (group and part.get("either") == group))


# Per tile, per part: what using it marks used (a part not on the tile: only itself).
_USES_UP: dict[str, dict[str, tuple[str, ...]]] = {
    t: {pid: _uses_up(parts, pid) for pid in parts} for t, parts in PARTS.items()}


def _part(state: State, seat: int, pl: Player, turn: dict[str, Any], oid: str) -> None:
    pid, _, arg = oid.partition(":")
    if pid == "prospect":
        pay(pl, ONE_FOOD)
        gain(pl, ONE_GOLD)
        _consume(turn, pid)
        name = who(seat)
        tell(state, seat, f"{name} trades 1 food for 1 gold at the Prospecting Site.",
             "cvc-ev-prospect", who=name, room=room_name(PROSPECTING_SITE))
        return
    part = PARTS[turn["tile"]][pid]
    kind = part["type"]
    if kind == "gain":
        note = gain(pl, vector_of(part["get"]))
        _consume(turn, pid)
        _takes(state, seat, goods_text(part["get"]), note)
    elif kind == "gain_one":
        vec = goods_vector({arg: next(g[arg] for g in part["get"] if arg in g)})
        note = gain(pl, vec)
        _consume(turn, pid)
        _takes(state, seat, goods_text(tuple(vec)), note)
    elif kind == "trade":
        alt = next(a for a in part["alts"] if a["key"] == arg)
        pay(pl, vector_of(alt["pay"]))
        gain(pl, vector_of(alt["get"]))
        _consume(turn, pid)
        paid, got = goods_text(alt["pay"]), goods_text(alt["get"])
        name = who(seat)
        tell(state, seat, f"{name} pays {paid} for {got}.", "cvc-ev-pays", who=name, pay=paid,
             get=got)
    elif kind == "rooms":
        left = part["count"] + (1 if part["count"] >= 2 and owns(pl, EQUIPMENT_ROOM) else 0)
        turn["m"] = {"k": "rooms", "part": pid, "left": left, "one": part["count"] == 1,
                     "used": [], "sel": None}
    elif kind == "dig":
        turn["m"] = {"k": "dig", "part": pid, "left": part["count"], "started": False,
                     "tw": bool(part.get("through_walls")),
                     "cost": list(goods_vector(part.get("cost", {})))}
    elif kind == "furnish":
        extra = part["extra"][0] if not arg else next(x for x in part["extra"] if arg in x)
        turn["m"] = {"k": "furn", "part": pid, "x": extra_vector(state, extra), "room": None}
    else:  # wall, raze
        turn["m"] = {"k": kind, "part": pid}


def excavate(state: State, seat: int, pl: Player, turn: dict[str, Any], cell: int) -> None:
    room = -pl["cave"][cell]
    pl["cave"][cell] = 0
    state["display"] = [*state["display"], room]
    turn["digs"] += 1
    food = cell in FOOD_CELLS
    if food:
        gain(pl, ONE_FOOD)
    name, where = who(seat), cell_label(cell)
    tell(state, seat, f"{name} excavates {where} and reveals the "
         f"{ROOMS[room]['name']}, which goes to the display{' (+1 food)' if food else ''}.",
         "cvc-ev-excavate", reveals=True, who=name, cell=where, room=room_name(room),
         food="yes" if food else "no")


def _dig(state: State, seat: int, pl: Player, turn: dict[str, Any], m: dict[str, Any],
         oid: str) -> None:
    if oid == "back":
        turn["m"] = None
        return
    if not m["started"]:
        pay(pl, m["cost"])  # an extra cost is paid only when the action really happens
        m["started"] = True
        _consume(turn, m["part"])
    excavate(state, seat, pl, turn, CELL_INDEX[oid[4:]])
    m["left"] -= 1
    if m["left"] == 0:
        turn["m"] = None


def _wall(state: State, seat: int, pl: Player, turn: dict[str, Any], m: dict[str, Any],
          oid: str) -> None:
    turn["m"] = None
    if oid == "back":
        return
    slot = SLOT_INDEX[oid[5:]]
    pl["walls"] |= 1 << slot
    state["supply"] -= 1
    _consume(turn, m["part"])
    dungeon = owns(pl, DUNGEON)
    if dungeon:
        gain(pl, TWO_GOLD)
    name, where = who(seat), slot_label(SLOTS[slot])
    tell(state, seat, f"{name} builds a wall {where}{' (Dungeon: +2 gold)' if dungeon else ''}.",
         "cvc-ev-wall", who=name, slot=where, dungeon="yes" if dungeon else "no")


def _raze(state: State, seat: int, pl: Player, turn: dict[str, Any], m: dict[str, Any],
          oid: str) -> None:
    turn["m"] = None
    if oid == "back":
        return
    slot = SLOT_INDEX[oid[5:]]
    pl["walls"] &= ~(1 << slot)
    state["supply"] += 1
    get = PARTS[turn["tile"]][m["part"]]["get"]
    gain(pl, vector_of(get))
    _consume(turn, m["part"])
    name, where, got = who(seat), slot_label(SLOTS[slot]), goods_text(get)
    tell(state, seat, f"{name} razes the wall {where} and takes {got}.", "cvc-ev-raze",
         who=name, slot=where, get=got)


def _furnish(state: State, seat: int, pl: Player, turn: dict[str, Any], m: dict[str, Any],
             oid: str) -> None:
    if oid == "back":
        if m["room"] is None:
            turn["m"] = None
        else:
            m["room"] = None
        return
    if m["room"] is None:
        m["room"] = ROOM_BY_ID[oid[8:]]
        return
    _, cell_id, rot = oid.split(":")
    room, cell = m["room"], CELL_INDEX[cell_id]
    cost = add(COST[room], m["x"])
    pay(pl, cost)
    display = state["display"][:]
    display.remove(room)
    state["display"] = display
    pl["cave"][cell] = room
    pl["rot"][cell] = int(rot[3:])
    turn["new"] = [*turn["new"], cell]
    _consume(turn, m["part"])
    turn["m"] = None
    price, name, where = goods_text(tuple(cost)), who(seat), cell_label(cell)
    tell(state, seat, f"{name} furnishes the {ROOMS[room]['name']} on {where} for {price}.",
         "cvc-ev-furnish", who=name, room=room_name(room), cell=where, price=price)
    if state["xcav"] < 0 and cave_full(pl):
        turn["m"] = {"k": "xcav"}


def _rooms(state: State, seat: int, pl: Player, turn: dict[str, Any], m: dict[str, Any],
           oid: str) -> None:
    if oid in ("back", "stop"):
        if m["sel"] is not None:
            m["sel"] = None
        else:
            turn["m"] = None
        return
    if oid.startswith("use:"):
        cell = CELL_INDEX[oid[4:]]
        ways = rooms.variants(pl, pl["cave"][cell])
        if len(ways) > 1:
            m["sel"] = cell
            return
        key = ways[0][0]
    else:
        cell, key = m["sel"], oid[4:]
        m["sel"] = None
    room = pl["cave"][cell]
    text, dig = rooms.use(pl, room, key)
    if not m["used"]:
        _consume(turn, m["part"])
    m["used"] = [*m["used"], cell]
    m["left"] -= 1
    name = who(seat)
    tell(state, seat, f"{name} uses the {ROOMS[room]['name']} ({text}).", "cvc-ev-use", who=name,
         room=room_name(room), text=text)
    if dig is not None:
        excavate(state, seat, pl, turn, dig)
    if m["one"] and len(m["used"]) == 1 and owns(pl, WOOD_STOREROOM):
        gain(pl, ONE_WOOD)
        tell(state, seat, f"{name} gets 1 wood from the Wood Storeroom.", "cvc-ev-wood",
             who=name, room=room_name(WOOD_STOREROOM))
    if m["left"] == 0 or not usable_rooms(pl, turn, m["used"]):
        # The last usable room: a menu of "Stop" alone would lead nowhere.
        turn["m"] = None


def _xcav(state: State, seat: int, pl: Player, turn: dict[str, Any], m: dict[str, Any],
          oid: str) -> None:
    pl["xside"] = int(oid[5:])
    pl["cave"][XCELL] = 0
    state["xcav"] = seat
    turn["m"] = None
    name = who(seat)
    tell(state, seat, f"{name} fills their cave and takes the additional cavern "
         f"({pl['xside']}-wall side).", "cvc-ev-xcav", who=name, walls=pl["xside"])


def end_turn(state: State) -> None:
    turn = state["turn"]
    # Solo: a turn that excavated exactly one cavern turns up the top of the pile.
    if state["num_players"] == 1 and turn["digs"] == 1 and state["pile"]:
        room = state["pile"][0]
        state["pile"] = state["pile"][1:]
        state["display"] = [*state["display"], room]
        tell(state, None, f"The top of the room pile is turned up: {ROOMS[room]['name']}.",
             "cvc-ev-pile", reveals=True, room=room_name(room))
    state["turn"] = None
    state["done_turns"] += 1
    n = state["num_players"]
    if state["done_turns"] >= n * state["turns"][state["round"] - 1]:
        _end_round(state)
    else:
        state["to_move"] = (state["first"] + state["done_turns"]) % n


def _end_round(state: State) -> None:
    state["taken"] = []
    state["done_turns"] = 0
    if state["round"] >= state["rounds_total"]:
        state["over"] = True
        tell(state, None, "The last round is over: the game ends.", "cvc-ev-game-ends")
        return
    n = state["num_players"]
    state["round"] += 1
    state["first"] = (state["first"] + 1) % n
    state["to_move"] = state["first"]
    reveal_tile(state)


def reveal_tile(state: State) -> None:
    tile = state["board"][state["shown"]]
    state["shown"] += 1
    turns = state["turns"][state["round"] - 1]
    tell(state, None, f"Round {state['round']} begins: the {TILES[tile]['name']} tile is turned "
         f"face up "
         f"({turns} turns each).", "cvc-ev-round", reveals=True, round=state["round"],
         tile=tile_name(tile), turns=turns)


_MODES = {"dig": _dig, "wall": _wall, "raze": _raze, "furn": _furnish, "rooms": _rooms,
          "xcav": _xcav}

