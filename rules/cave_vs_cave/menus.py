"""The options of the player to act: a small chain of menus (DESIGN.md).

Choose an action tile → choose one of its parts (each at most once, either/or parts
exclude each other) → a part that needs a target opens its own menu (with "back" while
nothing has been paid) → "End turn". "Convert goods…" opens the permanent exchange from
any menu and returns to it. Each menu lists only what can really be done now.
"""

from __future__ import annotations

from typing import Any

from rules.cave_vs_cave import rooms
from rules.cave_vs_cave.cave import (
    Player,
    accessible,
    can_dig_twice,
    colour_allows,
    digs_in_a_row,
    empty_cells,
    fits_somewhere,
    free_slots,
    owns,
    placements,
    wall_masks,
)
from rules.cave_vs_cave.data import (
    BLUE,
    CELL_IDS,
    COST,
    COST_ITEMS,
    EMMER,
    FLAX,
    FOOD,
    FOOD_CELLS,
    GOLD,
    GOODS,
    GOODS_MAX,
    PARTS,
    ROOMS,
    SLOTS,
    TILES,
    TRIGGER,
    amount,
    cell_label,
    goods_text,
    goods_vector,
    room_name,
    slot_label,
    tile_name,
)
from rules.cave_vs_cave.goods import add, can_pay
from rules.cave_vs_cave.labels import part_text, room_text, tile_text
from rules.core import State
from rules.core.text import Say

Opt = tuple[str, str]
PROSPECTING_SITE = TRIGGER["undergrowth"]
CONVERTIBLE = (EMMER, FLAX, GOLD)
_ROTATION = ("", ", turned 90°", ", turned 180°", ", turned 270°")
BACK = Say("Back", "cvc-back")


def _named(name: Say, text: Say) -> Say:
    """'Excavation: excavate 1…' — a tile or room and what it does."""
    return Say(f"{name}: {text}", "cvc-named", name=name, text=text)


def per_dwarf(state: State) -> int:
    return state["turns"][state["round"] - 1]


def extra_vector(state: State, extra: dict[str, Any]) -> list[int]:
    """An action's extra furnishing cost as goods (food per dwarf = turns this round)."""
    return [(per_dwarf(state) if extra.get(g) == "per_dwarf" else extra.get(g, 0))
            for g in GOODS]


def can_convert(pl: Player) -> bool:
    g = pl["g"]
    return g[FOOD] < GOODS_MAX[FOOD] and (g[EMMER] > 0 or g[FLAX] > 0 or g[GOLD] > 0)


def renovation_allowed(state: State, seat: int) -> bool:
    """Renovation needs strictly more gold than the opponent (ignored in solo)."""
    if state["num_players"] == 1:
        return True
    mine = state["players"][seat]["g"][GOLD]
    return all(mine > p["g"][GOLD] for s, p in enumerate(state["players"]) if s != seat)


def options(state: State) -> tuple[str, list[Opt]]:
    """(prompt, options) for the player to act."""
    seat = state["to_move"]
    pl = state["players"][seat]
    if state["conv"]:
        return _convert_menu(state, pl)
    prompt, opts = _menu(state, seat)
    if convertible(state):
        opts.append(("convert", Say("Convert goods… (emmer, flax or gold → food)", "cvc-convert")))
    return prompt, opts


def _menu(state: State, seat: int) -> tuple[str, list[Opt]]:
    """The menu of the turn's current step, without the "Convert goods…" entry."""
    pl = state["players"][seat]
    turn = state["turn"]
    if turn is None:
        return _tile_menu(state, seat)
    if turn["m"] is None:
        return _parts_menu(state, pl, turn)
    return _MODES[turn["m"]["k"]](state, pl, turn, turn["m"])


# Entries that only leave a sub-menu: a menu holding nothing else leads nowhere.
LEAVING = frozenset({"back", "stop"})


def leads_somewhere(opts: list[Opt]) -> bool:
    return any(oid not in LEAVING for oid, _ in opts)


def convertible(state: State) -> list[int]:
    """The goods the player to act may convert into food now: inside a sub-menu, only
    those after which it still offers something besides "Back" or "Stop"."""
    pl = state["players"][state["to_move"]]
    if not can_convert(pl):
        return []
    g = pl["g"]
    goods = [i for i in CONVERTIBLE if g[i] > 0]
    turn = state["turn"]
    if turn is None or turn["m"] is None:
        return goods  # the tile and parts menus never depend on these goods
    out = []
    for i in goods:
        g[i] -= 1
        g[FOOD] += 1
        try:
            if leads_somewhere(_menu(state, state["to_move"])[1]):
                out.append(i)
        finally:
            g[i] += 1
            g[FOOD] -= 1
    return out


def _convert_menu(state: State, pl: Player) -> tuple[str, list[Opt]]:
    opts: list[Opt] = [
        (f"conv:{GOODS[i]}", Say(f"1 {GOODS[i]} → 1 food (you have {pl['g'][i]})",
                                 "cvc-convert-one", good=GOODS[i], have=pl["g"][i]))
        for i in convertible(state)]
    opts.append(("back", BACK))
    return Say("Convert goods into food (1 for 1, any time)", "cvc-convert-prompt"), opts


def _tile_menu(state: State, seat: int) -> tuple[str, list[Opt]]:
    taken = {t for t, _ in state["taken"]}
    opts = []
    for tile in state["board"][:state["shown"]]:
        if tile in taken:
            continue
        if TILES[tile].get("more_gold") and not renovation_allowed(state, seat):
            continue
        opts.append((f"tile:{tile}", _named(tile_name(tile), tile_text(tile))))
    mine = sum(1 for _, s in state["taken"] if s == seat)
    return Say(f"Round {state['round']}: choose an action tile "
               f"(turn {mine + 1} of {per_dwarf(state)})", "cvc-tile-prompt",
               round=state["round"], turn=mine + 1, turns=per_dwarf(state)), opts


def remaining_parts(state: State, turn: dict[str, Any]) -> list[str]:
    done = turn["done"]
    left = [p for p in PARTS[turn["tile"]] if p not in done]
    if (turn["tile"] == "undergrowth" and "prospect" not in done
            and owns(state["players"][state["to_move"]], PROSPECTING_SITE)):
        left.append("prospect")
    return left


def furnishable(state: State, pl: Player, extra: list[int]) -> list[int]:
    """Display rooms this player can pay (with ``extra``), place and keep orange > blue."""
    empties = empty_cells(pl)
    if not empties:
        return []
    masks = wall_masks(pl)
    g = pl["g"]
    out = []
    for n in state["display"]:
        # A hand-rolled price check: this runs for every room on every menu.
        if any(g[i] < v + extra[i] for i, v in COST_ITEMS[n]) or any(
                g[i] < v for i, v in enumerate(extra) if v and not COST[n][i]):
            continue
        if (n not in BLUE or colour_allows(pl, n)) and fits_somewhere(n, masks, empties):
            out.append(n)
    return out


def _parts_menu(state: State, pl: Player, turn: dict[str, Any]) -> tuple[str, list[Opt]]:
    opts: list[Opt] = []
    for pid in remaining_parts(state, turn):
        if pid == "prospect":
            if pl["g"][FOOD] > 0:
                opts.append(("prospect", Say("Prospecting Site: pay 1 food for 1 gold",
                                             "cvc-prospect", room=room_name(PROSPECTING_SITE))))
            continue
        part = PARTS[turn["tile"]][pid]
        kind = part["type"]
        text = part_text(part, per_dwarf(state))
        if kind == "gain" or (kind == "rooms" and usable_rooms(pl, turn, [])):
            opts.append((pid, text.capitalized()))
        elif kind == "gain_one":
            for g in part["get"]:
                (good, v), = g.items()
                opts.append((f"{pid}:{good}", Say(f"Take {v} {good}", "cvc-take",
                                                  goods=amount(v, good))))
        elif kind == "dig":
            cost = goods_vector(part.get("cost", {}))
            walls = bool(part.get("through_walls"))
            if can_pay(pl, cost) and (can_dig_twice(pl, walls) if part["count"] == 2
                                      else accessible(pl, walls)):
                opts.append((pid, text.capitalized()))
        elif kind == "furnish":
            for extra in part["extra"]:
                vec = extra_vector(state, extra)
                if furnishable(state, pl, vec):
                    oid = pid if len(part["extra"]) == 1 else f"{pid}:{next(iter(extra))}"
                    more = goods_text(tuple(vec))
                    opts.append((oid, Say(f"Furnish a cavern (room cost + {more})",
                                          "cvc-furnish-more", more=more)
                                 if any(vec) else Say("Furnish a cavern (room cost)",
                                                      "cvc-furnish-cavern")))
        elif kind == "wall":
            if state["supply"] > 0 and free_slots(pl):
                opts.append((pid, Say(f"Build a wall ({state['supply']} left in the supply)",
                                      "cvc-build-wall", left=state["supply"])))
        elif kind == "raze":
            if pl["walls"]:
                opts.append((pid, text.capitalized()))
        elif kind == "trade":
            for alt in part["alts"]:
                if can_pay(pl, goods_vector(alt["pay"])):
                    paid, got = goods_text(alt["pay"]), goods_text(alt["get"])
                    opts.append((f"{pid}:{alt['key']}",
                                 Say(f"Pay {paid} for {got}", "cvc-pay-for", pay=paid, get=got)))
    opts.append(("done", Say("End turn", "cvc-end-turn")))
    name = tile_name(turn["tile"])
    return Say(f"{name}: choose what to do, in any order", "cvc-parts-prompt", tile=name), opts


def _dig_menu(state: State, pl: Player, turn: dict[str, Any],
              m: dict[str, Any]) -> tuple[str, list[Opt]]:
    cells = digs_in_a_row(pl, m["tw"]) if m["left"] == 2 else accessible(pl, m["tw"])
    if not m["started"] and not can_pay(pl, m["cost"]):
        cells = []  # the extra cost was converted away since the part was chosen
    opts: list[Opt] = [
        (f"dig:{CELL_IDS[c]}",
         Say(f"Excavate {cell_label(c)}" + (" (+1 food)" if c in FOOD_CELLS else ""),
             "cvc-excavate", cell=cell_label(c), food="yes" if c in FOOD_CELLS else "no"))
        for c in cells]
    if not m["started"]:
        opts.append(("back", BACK))
    return Say(f"Choose a face-down room to excavate ({m['left']} to go)", "cvc-dig-prompt",
               left=m["left"]), opts


def _wall_menu(state: State, pl: Player, turn: dict[str, Any],
               m: dict[str, Any]) -> tuple[str, list[Opt]]:
    opts: list[Opt] = [
        (f"wall:{SLOTS[i].name}", Say(f"Wall {slot_label(SLOTS[i])}", "cvc-wall-at",
                                      slot=slot_label(SLOTS[i]))) for i in free_slots(pl)]
    opts.append(("back", BACK))
    return Say("Choose where to build the wall", "cvc-wall-prompt"), opts


def _raze_menu(state: State, pl: Player, turn: dict[str, Any],
               m: dict[str, Any]) -> tuple[str, list[Opt]]:
    opts: list[Opt] = [
        (f"raze:{s.name}", Say(f"Raze the wall {slot_label(s)}", "cvc-raze-at",
                               slot=slot_label(s)))
        for s in SLOTS if pl["walls"] >> s.index & 1]
    opts.append(("back", BACK))
    return Say("Choose a wall to raze", "cvc-raze-prompt"), opts


def _furnish_menu(state: State, pl: Player, turn: dict[str, Any],
                  m: dict[str, Any]) -> tuple[str, list[Opt]]:
    if m["room"] is None:
        opts = []
        for n in furnishable(state, pl, m["x"]):
            r = ROOMS[n]
            price = goods_text(tuple(add(COST[n], m["x"])))
            opts.append((f"furnish:{r['id']}", Say(
                f"{r['name']} ({r['color']}, {r['points']} pt{'' if r['points'] == 1 else 's'})"
                f" for {price}: {room_text(n)}",
                "cvc-furnish-room", room=room_name(n), color=r["color"], points=r["points"],
                price=price, text=room_text(n))))
        opts.append(("back", BACK))
        return Say("Choose a room to furnish", "cvc-furnish-prompt"), opts
    name = room_name(m["room"])
    # Goods may have been converted since the room was chosen: check the price again.
    opts = [(f"place:{CELL_IDS[c]}:rot{k}",
             Say(f"Put {name} on {cell_label(c)}{_ROTATION[k]}", "cvc-place", room=name,
                 cell=cell_label(c), turned=90 * k))
            for c, k in placements(pl, m["room"])] if can_pay(pl, add(COST[m["room"]], m["x"])) \
        else []
    opts.append(("back", BACK))
    return Say(f"Choose where to put {name}", "cvc-place-prompt", room=name), opts


def _rooms_menu(state: State, pl: Player, turn: dict[str, Any],
                m: dict[str, Any]) -> tuple[str, list[Opt]]:
    if m["sel"] is not None:
        n = pl["cave"][m["sel"]]
        opts = [(f"opt:{key}", label) for key, label in rooms.variants(pl, n)]
        opts.append(("back", BACK))
        return Say(f"How do you use {room_name(n)}?", "cvc-use-prompt", room=room_name(n)), opts
    opts = [(f"use:{CELL_IDS[c]}", _named(room_name(n), room_text(n)))
            for c, n in usable_rooms(pl, turn, m["used"])]
    opts.append(("stop", Say("Stop using rooms", "cvc-stop-rooms")) if m["used"]
                else ("back", BACK))
    return Say(f"Use a room ({m['left']} more)", "cvc-rooms-prompt", left=m["left"]), opts


def usable_rooms(pl: Player, turn: dict[str, Any], used: list[int]) -> list[tuple[int, int]]:
    """(cell, room) of the orange rooms that can be used now: not furnished this turn,
    not used yet by this action, with at least one way of use that can be paid."""
    return [(c, n) for c, n in enumerate(pl["cave"])
            if n is not None and n > 0 and n not in BLUE and c not in used
            and c not in turn["new"] and rooms.variants(pl, n)]


def _xcav_menu(state: State, pl: Player, turn: dict[str, Any],
               m: dict[str, Any]) -> tuple[str, list[Opt]]:
    return (Say("Your cave is full: take the additional cavern. Which side?", "cvc-xcav-prompt"),
            [("xcav:2", Say("Side with 2 walls (a corner)", "cvc-xcav-2")),
             ("xcav:3", Say("Side with 3 walls", "cvc-xcav-3"))])


_MODES = {"dig": _dig_menu, "wall": _wall_menu, "raze": _raze_menu,
          "furn": _furnish_menu, "rooms": _rooms_menu, "xcav": _xcav_menu}
