"""The options of the player to act: a small chain of menus (DESIGN.md).

A menu lists option ids with the recipe of each label, ``(make, args)``: the label is
written only when someone reads it (see ``rules.core.lazy_options``), because a playout or a
legality check reads ids only.

Choose an action tile → choose one of its parts (each at most once, either/or parts
exclude each other) → a part that needs a target opens its own menu (with "back" while
nothing has been paid) → "End turn". "Convert goods…" opens the permanent exchange from
any menu and returns to it. Each menu lists only what can really be done now.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from operator import add as add_op
from operator import ge
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
    wall_masks_of,
)
from rules.cave_vs_cave.data import (
    BLUE,
    CELL_IDS,
    CELL_INDEX,
    COST,
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
    WALLS_TOTAL,
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
from rules.core import Option, State
from rules.core.contract import LazyOption
from rules.core.lazy_options import lazy_option
from rules.core.text import Say, join

Recipe = tuple[Callable[..., str], tuple[Any, ...]]
Opt = tuple[str, Recipe]
PROSPECTING_SITE = TRIGGER["undergrowth"]
CONVERTIBLE = (EMMER, FLAX, GOLD)
_ROTATION = ("", ", turned 90°", ", turned 180°", ", turned 270°")
BACK = Say("Back", "cvc-back")


def same(text: str) -> str:
    """The recipe of a text written once and for all: ``(same, (text,))``."""
    return text


def written(recipe: Recipe) -> str:
    make, args = recipe
    return make(*args)


_BACK: Recipe = (same, (BACK,))

# Menu entries made once at import have their option made once too, found by the entry's
# identity: hashing a recipe (nested tuples) for every entry of every menu cost more than
# the rules behind most menus.
_BUILT: dict[int, Option] = {}
_KEPT: list[Opt] = []  # every registered entry stays alive, so no other object gets its id


def _built(entry: Opt) -> Opt:
    """Register an entry made once and for all (its option is made now)."""
    oid, (make, args) = entry
    _BUILT[id(entry)] = LazyOption(oid, make, *args)
    _KEPT.append(entry)
    return entry


def option_objects(opts: list[Opt]) -> tuple[Option, ...]:
    """The options of a menu: registered entries by identity, the others by recipe (equal
    recipes share one option, see ``rules.core.lazy_options``)."""
    try:
        # Every menu is made of registered entries today: looked up in C, entry by entry.
        return tuple(map(_BUILT.__getitem__, map(id, opts)))
    except KeyError:
        get = _BUILT.get
        return tuple([get(id(e)) or lazy_option(e[0], *e[1]) for e in opts])


_BACK_OPT: Opt = _built(("back", _BACK))


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


_CONVERT: Recipe = (same, (Say("Convert goods… (emmer, flax or gold → food)", "cvc-convert"),))
_CONVERT_OPT: Opt = _built(("convert", _CONVERT))


def options(state: State) -> tuple[Recipe, list[Opt]]:
    """(prompt, options) for the player to act, as label recipes (see ``written``)."""
    seat = state["to_move"]
    pl = state["players"][seat]
    if state["conv"]:
        return _convert_menu(state, pl)
    prompt, opts = _menu(state, seat)
    if may_convert(state):
        opts.append(_CONVERT_OPT)
    return prompt, opts


def step_options(state: State) -> list[Opt]:
    """``options(state)[1]`` inside a step's sub-menu (``state["turn"]["m"]`` set, not
    converting) without its last entry, "Convert goods…" when offered: for a caller
    that never converts there (a playout's scripted player), which spares finding out
    whether converting would still leave something to choose."""
    return _menu(state, state["to_move"])[1]


def offers(state: State, oid: str) -> bool:
    """Whether ``oid`` is among ``options(state)`` (the player to act's ids): on the
    tile and parts menus, only the tile or part the id names is looked at."""
    turn = state["turn"]
    if state["conv"]:
        if oid == "back":
            return True
        i = _CONVERT_IDS.get(oid)
        return (i is not None and can_convert(state["players"][state["to_move"]])
                and _converts(state, i))
    if oid == "convert":
        return may_convert(state)
    if turn is not None and turn["m"] is not None:
        m = turn["m"]
        if m["k"] == "rooms" and m["sel"] is None:
            return _offers_room(state["players"][state["to_move"]], turn, m, oid)
        # Only "Convert goods…" is added to the step's menu (and no step offers "convert").
        return _lists(_menu(state, state["to_move"])[1], oid)
    if turn is None:
        tile = oid[5:]
        if not oid.startswith("tile:") or tile not in state["board"][:state["shown"]]:
            return False
        for t, _ in state["taken"]:
            if t == tile:
                return False
        return tile not in _MORE_GOLD or renovation_allowed(state, state["to_move"])
    if oid == "done":
        return True
    pl = state["players"][state["to_move"]]
    return _lists(_parts_menu(state, pl, turn, oid.partition(":")[0])[1], oid)


def _lists(opts: list[Opt], oid: str) -> bool:
    # A loop, not any() over a generator (which costs a call per entry): every move asks this.
    for o, _ in opts:  # noqa: SIM110
        if o == oid:
            return True
    return False


def _menu(state: State, seat: int) -> tuple[Recipe, list[Opt]]:
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
    return list(_convertible(state))


def may_convert(state: State) -> bool:
    """Whether ``convertible(state)`` is not empty (stops at the first good found)."""
    if not can_convert(state["players"][state["to_move"]]):
        return False
    turn = state["turn"]
    if turn is None or turn["m"] is None:
        return True  # can_convert found a good, and these menus never depend on it
    return next(_convertible(state), None) is not None


def _convertible(state: State) -> Iterator[int]:
    if can_convert(state["players"][state["to_move"]]):
        yield from (i for i in CONVERTIBLE if _converts(state, i))


def _converts(state: State, i: int) -> bool:
    """Whether good ``i`` is among ``convertible(state)``, given ``can_convert``."""
    g = state["players"][state["to_move"]]["g"]
    if g[i] <= 0:
        return False
    turn = state["turn"]
    if turn is None or turn["m"] is None:
        return True  # the tile and parts menus never depend on these goods
    g[i] -= 1
    g[FOOD] += 1
    try:
        return _leads_somewhere(state, state["players"][state["to_move"]], turn, turn["m"])
    finally:
        g[i] += 1
        g[FOOD] -= 1


def _leads_somewhere(state: State, pl: Player, turn: dict[str, Any], m: dict[str, Any]) -> bool:
    """``leads_somewhere(_menu(state, seat)[1])`` for the sub-menu ``m``: whether it would
    list an entry besides "Back" and "Stop", found without listing its entries."""
    k = m["k"]
    if k == "rooms":
        if m["sel"] is not None:
            return rooms.usable(pl, pl["cave"][m["sel"]])  # == bool(rooms.variants(…))
        return _any_usable_room(pl, turn, m["used"])
    if k == "dig":
        return (m["started"] or can_pay(pl, m["cost"])) and bool(
            digs_in_a_row(pl, m["tw"]) if m["left"] == 2 else accessible(pl, m["tw"]))
    if k == "furn":
        if m["room"] is None:
            return bool(furnishable(state, pl, m["x"], first=True))
        room = m["room"]
        return can_pay(pl, add(COST[room], m["x"])) and bool(placements(pl, room))
    if k == "wall":
        return bool(free_slots(pl))
    if k == "raze":
        walls = pl["walls"]
        return any(walls >> s.index & 1 for s in SLOTS)
    return True  # the additional cavern's two sides


# The convert menu's ids, by good.
_CONVERT_IDS = {f"conv:{GOODS[i]}": i for i in CONVERTIBLE}


def _convert_label(good: str, have: int) -> Say:
    return Say(f"1 {good} → 1 food (you have {have})", "cvc-convert-one", good=good, have=have)


# Per good, by how many the player has (the label says it).
_CONV_OPTS: dict[int, tuple[Opt, ...]] = {
    i: tuple(_built((f"conv:{GOODS[i]}", (_convert_label, (GOODS[i], have))))
             for have in range(GOODS_MAX[i] + 1))
    for i in CONVERTIBLE}
_CONVERT_PROMPT: Recipe = (same, (Say("Convert goods into food (1 for 1, any time)",
                                      "cvc-convert-prompt"),))


def _convert_menu(state: State, pl: Player) -> tuple[Recipe, list[Opt]]:
    g = pl["g"]
    opts: list[Opt] = [_CONV_OPTS[i][g[i]] for i in convertible(state)]
    opts.append(_BACK_OPT)
    return _CONVERT_PROMPT, opts


def _tile_label(tile: str) -> Say:
    return _named(tile_name(tile), tile_text(tile))


def _tile_prompt(rnd: int, turn: int, turns: int) -> Say:
    return Say(f"Round {rnd}: choose an action tile (turn {turn} of {turns})",
               "cvc-tile-prompt", round=rnd, turn=turn, turns=turns)


# Per tile: its option (id and label recipe), built once.
_TILE_OPTS: dict[str, Opt] = {t: _built((f"tile:{t}", (_tile_label, (t,)))) for t in TILES}
_MORE_GOLD = frozenset(t for t, d in TILES.items() if d.get("more_gold"))


def _tile_menu(state: State, seat: int) -> tuple[Recipe, list[Opt]]:
    # Loops and C calls, not comprehensions: this menu opens every turn.
    shown = state["board"][:state["shown"]]
    mine = 0
    for t, s in state["taken"]:
        shown.remove(t)  # a taken tile is face up, and the board holds each tile once
        if s == seat:
            mine += 1
    if not _MORE_GOLD.isdisjoint(shown) and not renovation_allowed(state, seat):
        shown = [t for t in shown if t not in _MORE_GOLD]
    return (_tile_prompt, (state["round"], mine + 1, per_dwarf(state))), \
        list(map(_TILE_OPTS.__getitem__, shown))


def any_part_left(state: State, turn: dict[str, Any]) -> bool:
    """Whether ``remaining_parts(state, turn)`` is not empty."""
    done = turn["done"]
    for p in PARTS[turn["tile"]]:
        if p not in done:
            return True
    return (turn["tile"] == "undergrowth" and "prospect" not in done
            and owns(state["players"][state["to_move"]], PROSPECTING_SITE))


def remaining_parts(state: State, turn: dict[str, Any]) -> list[str]:
    done = turn["done"]
    left = [p for p in PARTS[turn["tile"]] if p not in done]
    if (turn["tile"] == "undergrowth" and "prospect" not in done
            and owns(state["players"][state["to_move"]], PROSPECTING_SITE)):
        left.append("prospect")
    return left


def furnishable(state: State, pl: Player, extra: list[int], first: bool = False) -> list[int]:
    """Display rooms this player can pay (with ``extra``), place and keep orange > blue
    (``first``: stop at the first one, for a menu that only asks whether there is one)."""
    if 0 not in pl["cave"]:
        return []  # no empty cavern
    masks: Sequence[int] = ()
    empties: list[int] = []
    g = pl["g"]
    out = []
    extra_cost = any(extra)
    for n in state["display"]:
        # The price check runs for every room on every menu: compared in C (six counts).
        if not all(map(ge, g, map(add_op, COST[n], extra) if extra_cost else COST[n])):
            continue
        if n in BLUE and not colour_allows(pl, n):
            continue
        if not empties:  # the cave's shape, looked at only once a room can be paid
            empties = empty_cells(pl)
            masks = wall_masks_of(pl["walls"], pl["xside"])
        if fits_somewhere(n, masks, empties):
            out.append(n)
            if first:
                break
    return out


def _part_label(tile: str, pid: str) -> Say:
    # Only furnishing parts say "per dwarf", and their entries have labels of their own.
    return part_text(PARTS[tile][pid]).capitalized()


def _take_label(v: int, good: str) -> Say:
    return Say(f"Take {v} {good}", "cvc-take", goods=amount(v, good))


def _furnish_label(vec: tuple[int, ...]) -> Say:
    if not any(vec):
        return Say("Furnish a cavern (room cost)", "cvc-furnish-cavern")
    more = goods_text(vec)
    return Say(f"Furnish a cavern (room cost + {more})", "cvc-furnish-more", more=more)


def _build_wall_label(left: int) -> Say:
    return Say(f"Build a wall ({left} left in the supply)", "cvc-build-wall", left=left)


def _pay_for_label(tile: str, pid: str, key: str) -> Say:
    alt = next(a for a in PARTS[tile][pid]["alts"] if a["key"] == key)
    paid, got = goods_text(alt["pay"]), goods_text(alt["get"])
    return Say(f"Pay {paid} for {got}", "cvc-pay-for", pay=paid, get=got)


def _prospect_label() -> Say:
    return Say("Prospecting Site: pay 1 food for 1 gold", "cvc-prospect",
               room=room_name(PROSPECTING_SITE))


def _parts_prompt(tile: str) -> Say:
    name = tile_name(tile)
    return Say(f"{name}: choose what to do, in any order", "cvc-parts-prompt", tile=name)


_PROSPECT: Opt = _built(("prospect", (_prospect_label, ())))
_DONE: Opt = _built(("done", (same, (Say("End turn", "cvc-end-turn"),))))


class _Furnishing:
    """One furnishing entry of a part: its id, its extra cost as goods, and its entries
    by the extra cost (the food per dwarf depends on the round), made once each."""

    def __init__(self, oid: str, extra: dict[str, Any]) -> None:
        self.oid = oid
        self.base = tuple(0 if extra.get(g) == "per_dwarf" else extra.get(g, 0) for g in GOODS)
        self.per_dwarf = tuple(i for i, g in enumerate(GOODS) if extra.get(g) == "per_dwarf")
        self.entries: dict[tuple[int, ...], Opt] = {}

    def vector(self, state: State) -> tuple[int, ...]:
        """``extra_vector(state, extra)`` as a tuple."""
        if not self.per_dwarf:
            return self.base
        vec = list(self.base)
        n = per_dwarf(state)
        for i in self.per_dwarf:
            vec[i] = n
        return tuple(vec)

    def entry(self, vec: tuple[int, ...]) -> Opt:
        got = self.entries.get(vec)
        if got is None:
            got = self.entries[vec] = _built((self.oid, (_furnish_label, (vec,))))
        return got


def _part_entry(tile: str, pid: str, part: dict[str, Any]) -> tuple[Any, ...]:
    """What the parts menu needs of a part, worked out once: (id, kind, its entry, then
    per kind: its entries, its cost, or its furnishing entries)."""
    kind = part["type"]
    entry = _built((pid, (_part_label, (tile, pid))))
    if kind == "gain_one":
        takes = tuple(_built((f"{pid}:{good}", (_take_label, (v, good))))
                      for g in part["get"] for good, v in g.items())
        return pid, kind, entry, takes
    if kind == "dig":
        return (pid, kind, entry, goods_vector(part.get("cost", {})),
                bool(part.get("through_walls")), part["count"] == 2)
    if kind == "furnish":
        one = len(part["extra"]) == 1
        return pid, kind, entry, tuple(
            _Furnishing(pid if one else f"{pid}:{next(iter(extra))}", extra)
            for extra in part["extra"])
    if kind == "wall":
        # By the walls left in the supply, which its label tells.
        return pid, kind, entry, tuple(_built((pid, (_build_wall_label, (left,))))
                                       for left in range(WALLS_TOTAL + 1))
    if kind == "trade":
        return pid, kind, entry, tuple(
            (goods_vector(alt["pay"]),
             _built((f"{pid}:{alt['key']}", (_pay_for_label, (tile, pid, alt["key"])))))
            for alt in part["alts"])
    return pid, kind, entry


# Per tile, its parts in order, as ``_part_entry`` gives them.
_PARTS_MENU: dict[str, tuple[tuple[Any, ...], ...]] = {
    t: tuple(_part_entry(t, pid, part) for pid, part in parts.items())
    for t, parts in PARTS.items()}


def _parts_menu(state: State, pl: Player, turn: dict[str, Any],
                only: str | None = None) -> tuple[Recipe, list[Opt]]:
    """The parts menu (``only``: just the entries of that part, and "End turn"), in the
    order of ``remaining_parts``."""
    opts: list[Opt] = []
    tile = turn["tile"]
    done = turn["done"]
    blocked: list[tuple[str, str]] = []   # (part, why) of the parts left with no entry
    for entry in _PARTS_MENU[tile]:
        pid, kind = entry[0], entry[1]
        if pid in done or (only is not None and pid != only):
            continue  # every id of a part is the part's id or starts with "<part>:"
        offered = len(opts)
        if kind == "gain":
            opts.append(entry[2])
        elif kind == "rooms":
            if _any_usable_room(pl, turn):
                opts.append(entry[2])
        elif kind == "gain_one":
            opts.extend(entry[3])
        elif kind == "dig":
            if can_pay(pl, entry[3]) and (can_dig_twice(pl, entry[4]) if entry[5]
                                          else accessible(pl, entry[4])):
                opts.append(entry[2])
            elif not can_pay(pl, entry[3]):
                blocked.append((pid, "afford"))
        elif kind == "furnish":
            for furnishing in entry[3]:
                vec = furnishing.vector(state)
                if furnishable(state, pl, vec, first=True):
                    opts.append(furnishing.entry(vec))
            if len(opts) == offered:
                blocked.append((pid, _why_no_room(state, pl, entry[3])))
        elif kind == "wall":
            if state["supply"] > 0 and free_slots(pl):
                opts.append(entry[3][state["supply"]])
        elif kind == "raze":
            if pl["walls"]:
                opts.append(entry[2])
        elif kind == "trade":
            g = pl["g"]
            for cost, trade in entry[3]:
                if all(map(ge, g, cost)):
                    opts.append(trade)
            if len(opts) == offered:
                blocked.append((pid, "afford"))
        if len(opts) == offered and not any(part == pid for part, _ in blocked):
            blocked.append((pid, _WHY.get(kind, "none")))
    if (tile == "undergrowth" and "prospect" not in done and (only is None or only == "prospect")
            and owns(pl, PROSPECTING_SITE) and pl["g"][FOOD] > 0):
        opts.append(_PROSPECT)
    opts.append(_DONE)
    if blocked:
        # A part the player cannot do is said with its reason: a menu of "End turn" alone
        # left a reader guessing why Decoration offered nothing.
        return (_parts_prompt_why, (tile, tuple(blocked))), opts
    return (_parts_prompt, (tile,)), opts


# Why a part of the tile offers nothing, by its kind (see the catalogue's cvc-blocked).
_WHY = {"rooms": "rooms", "dig": "dig", "wall": "wall", "raze": "no-walls"}
_WHY_TEXT = {"cavern": "no empty cavern to furnish", "afford": "you cannot pay for it",
             "fit": "no room on display fits your cave", "dig": "nowhere to dig",
             "wall": "no wall can be built", "no-walls": "you have no wall to remove",
             "rooms": "none of your rooms can be used now", "none": "nothing can be done"}


def _why_no_room(state: State, pl: Player, furnishings: Sequence[Any]) -> str:
    """Why no room on display can be furnished: no empty cavern, no room the player can
    pay, or none that fits the cave (its walls, or the orange-before-blue rule)."""
    if 0 not in pl["cave"]:
        return "cavern"
    g = pl["g"]
    for furnishing in furnishings:
        vec = furnishing.vector(state)
        if any(all(map(ge, g, map(add_op, COST[n], vec))) for n in state["display"]):
            return "fit"
    return "afford"


def _parts_prompt_why(tile: str, blocked: tuple[tuple[str, str], ...]) -> Say:
    name = tile_name(tile)
    # Parts blocked for the same reason share one clause: a reader saw the same reason said
    # twice, word for word, for the two furnishing parts of Decoration.
    by_reason: dict[str, list[Say]] = {}
    for pid, reason in blocked:
        by_reason.setdefault(reason, []).append(part_text(PARTS[tile][pid]))
    clauses = []
    for reason, parts in by_reason.items():
        part = join("cvc-or", " or ", parts)
        clauses.append(Say(f"{part}: {_WHY_TEXT[reason]}", "cvc-blocked", part=part,
                           reason=reason))
    why = join("cvc-blocked-and", "; ", clauses)
    return Say(f"{name}: choose what to do, in any order (not possible: {why})",
               "cvc-parts-prompt-why", tile=name, why=why)


def _excavate_label(c: int) -> Say:
    return Say(f"Excavate {cell_label(c)}" + (" (+1 food)" if c in FOOD_CELLS else ""),
               "cvc-excavate", cell=cell_label(c), food="yes" if c in FOOD_CELLS else "no")


_DIG_OPTS: tuple[Opt, ...] = tuple(_built((f"dig:{CELL_IDS[c]}", (_excavate_label, (c,))))
                                   for c in range(len(CELL_IDS)))


def _dig_prompt(left: int) -> Say:
    return Say(f"Choose a face-down room to excavate ({left} to go)", "cvc-dig-prompt",
               left=left)


def _dig_menu(state: State, pl: Player, turn: dict[str, Any],
              m: dict[str, Any]) -> tuple[Recipe, list[Opt]]:
    cells = digs_in_a_row(pl, m["tw"]) if m["left"] == 2 else accessible(pl, m["tw"])
    if not m["started"] and not can_pay(pl, m["cost"]):
        cells = []  # the extra cost was converted away since the part was chosen
    opts: list[Opt] = [_DIG_OPTS[c] for c in cells]
    if not m["started"]:
        opts.append(_BACK_OPT)
    return (_dig_prompt, (m["left"],)), opts


def _wall_at_label(i: int) -> Say:
    return Say(f"Wall {slot_label(SLOTS[i])}", "cvc-wall-at", slot=slot_label(SLOTS[i]))


def _raze_at_label(i: int) -> Say:
    return Say(f"Raze the wall {slot_label(SLOTS[i])}", "cvc-raze-at",
               slot=slot_label(SLOTS[i]))


_WALL_OPTS: tuple[Opt, ...] = tuple(_built((f"wall:{s.name}", (_wall_at_label, (s.index,))))
                                    for s in SLOTS)
_RAZE_OPTS: tuple[Opt, ...] = tuple(_built((f"raze:{s.name}", (_raze_at_label, (s.index,))))
                                    for s in SLOTS)
_WALL_PROMPT: Recipe = (same, (Say("Choose where to build the wall", "cvc-wall-prompt"),))
_RAZE_PROMPT: Recipe = (same, (Say("Choose a wall to raze", "cvc-raze-prompt"),))


def _wall_menu(state: State, pl: Player, turn: dict[str, Any],
               m: dict[str, Any]) -> tuple[Recipe, list[Opt]]:
    opts: list[Opt] = [_WALL_OPTS[i] for i in free_slots(pl)]
    opts.append(_BACK_OPT)
    return _WALL_PROMPT, opts


def _raze_menu(state: State, pl: Player, turn: dict[str, Any],
               m: dict[str, Any]) -> tuple[Recipe, list[Opt]]:
    walls = pl["walls"]
    opts: list[Opt] = [_RAZE_OPTS[s.index] for s in SLOTS if walls >> s.index & 1]
    opts.append(_BACK_OPT)
    return _RAZE_PROMPT, opts


def _furnish_room_label(n: int, extra: tuple[int, ...]) -> Say:
    r = ROOMS[n]
    price = goods_text(tuple(add(COST[n], extra)))
    return Say(f"{r['name']} ({r['color']}, {r['points']} point"
               f"{'' if abs(r['points']) == 1 else 's'})"
               f" for {price}: {room_text(n)}",
               "cvc-furnish-room", room=room_name(n), color=r["color"], points=r["points"],
               price=price, text=room_text(n))


def _place_label(room: int, c: int, k: int) -> Say:
    name = room_name(room)
    return Say(f"Put the {name} on {cell_label(c)}{_ROTATION[k]}", "cvc-place", room=name,
               cell=cell_label(c), turned=90 * k)


def _place_prompt(room: int) -> Say:
    name = room_name(room)
    return Say(f"Choose where to put the {name}", "cvc-place-prompt", room=name)


# Per room, cell and rotation: the entry putting it there.
_PLACE_OPTS: dict[int, tuple[tuple[Opt, ...], ...]] = {
    room: tuple(tuple(_built((f"place:{CELL_IDS[c]}:rot{k}", (_place_label, (room, c, k))))
                      for k in range(4)) for c in range(len(CELL_IDS)))
    for room in ROOMS}
_FURNISH_OPTS: dict[tuple[int, tuple[int, ...]], Opt] = {}


def _furnish_entry(n: int, extra: tuple[int, ...]) -> Opt:
    """The entry choosing room ``n`` to furnish at its cost plus ``extra``."""
    got = _FURNISH_OPTS.get((n, extra))
    if got is None:
        got = _FURNISH_OPTS[n, extra] = _built((f"furnish:{ROOMS[n]['id']}",
                                                 (_furnish_room_label, (n, extra))))
    return got


_FURNISH_PROMPT: Recipe = (same, (Say("Choose a room to furnish", "cvc-furnish-prompt"),))


def _furnish_menu(state: State, pl: Player, turn: dict[str, Any],
                  m: dict[str, Any]) -> tuple[Recipe, list[Opt]]:
    if m["room"] is None:
        extra = tuple(m["x"])
        opts: list[Opt] = [_furnish_entry(n, extra) for n in furnishable(state, pl, m["x"])]
        opts.append(_BACK_OPT)
        return _FURNISH_PROMPT, opts
    room = m["room"]
    # Goods may have been converted since the room was chosen: check the price again.
    opts = [_PLACE_OPTS[room][c][k] for c, k in placements(pl, room)] \
        if can_pay(pl, add(COST[room], m["x"])) else []
    opts.append(_BACK_OPT)
    return (_place_prompt, (room,)), opts


def _use_prompt(n: int) -> Say:
    return Say(f"How do you use the {room_name(n)}?", "cvc-use-prompt", room=room_name(n))


def _use_label(n: int) -> Say:
    return _named(room_name(n), room_text(n))


def _rooms_prompt(left: int) -> Say:
    return Say(f"Use a room ({left} more)", "cvc-rooms-prompt", left=left)


# Per cell, per room: the entry using it.
_USE_OPTS: tuple[dict[int, Opt], ...] = tuple(
    {n: _built((f"use:{CELL_IDS[c]}", (_use_label, (n,)))) for n in ROOMS}
    for c in range(len(CELL_IDS)))
_VARIANTS: dict[tuple[int, str], Opt] = {}


def _variant_entry(n: int, key: str, label: Recipe) -> Opt:
    """The entry of way ``key`` of room ``n`` (its label depends on nothing else)."""
    got = _VARIANTS.get((n, key))
    if got is None:
        got = _VARIANTS[n, key] = _built((f"opt:{key}", label))
    return got


_STOP: Opt = _built(("stop", (same, (Say("Stop using rooms", "cvc-stop-rooms"),))))


def _rooms_menu(state: State, pl: Player, turn: dict[str, Any],
                m: dict[str, Any]) -> tuple[Recipe, list[Opt]]:
    if m["sel"] is not None:
        n = pl["cave"][m["sel"]]
        opts = [_variant_entry(n, key, label) for key, label in rooms.variants(pl, n)]
        opts.append(_BACK_OPT)
        return (_use_prompt, (n,)), opts
    opts = [_USE_OPTS[c][n] for c, n in usable_rooms(pl, turn, m["used"])]
    opts.append(_STOP if m["used"] else _BACK_OPT)
    return (_rooms_prompt, (m["left"],)), opts


def _offers_room(pl: Player, turn: dict[str, Any], m: dict[str, Any], oid: str) -> bool:
    """Whether the rooms menu (no room selected) holds ``oid``: the one cell it names is
    tested as ``usable_rooms`` tests every cell."""
    if oid == "stop" or oid == "back":
        return bool(m["used"]) == (oid == "stop")
    c = CELL_INDEX.get(oid[4:]) if oid.startswith("use:") else None
    if c is None:
        return False
    n = pl["cave"][c]
    return (n is not None and n > 0 and n not in BLUE and c not in m["used"]
            and c not in turn["new"] and rooms.usable(pl, n))


def _any_usable_room(pl: Player, turn: dict[str, Any], used: list[int] | None = None) -> bool:
    """Whether ``usable_rooms(pl, turn, used or [])`` would list any room."""
    new = turn["new"]
    for c, n in enumerate(pl["cave"]):
        # ``n`` truthy and positive: a furnished room (None is no cavern, 0 an empty one).
        if n and n > 0 and n not in BLUE and c not in new and (not used or c not in used) \
                and rooms.usable(pl, n):
            return True
    return False


def usable_rooms(pl: Player, turn: dict[str, Any], used: list[int]) -> list[tuple[int, int]]:
    """(cell, room) of the orange rooms that can be used now: not furnished this turn,
    not used yet by this action, with at least one way of use that can be paid."""
    new = turn["new"]
    out = []
    for c, n in enumerate(pl["cave"]):
        if n and n > 0 and n not in BLUE and c not in used and c not in new \
                and rooms.usable(pl, n):
            out.append((c, n))
    return out


_XCAV_PROMPT: Recipe = (same, (Say("Your cave is full: take the additional cavern. Which side?",
                                    "cvc-xcav-prompt"),))
_XCAV: list[Opt] = [
    _built(("xcav:2", (same, (Say("Side with 2 walls (a corner)", "cvc-xcav-2"),)))),
    _built(("xcav:3", (same, (Say("Side with 3 walls", "cvc-xcav-3"),))))]


def _xcav_menu(state: State, pl: Player, turn: dict[str, Any],
               m: dict[str, Any]) -> tuple[Recipe, list[Opt]]:
    return _XCAV_PROMPT, list(_XCAV)


_MODES = {"dig": _dig_menu, "wall": _wall_menu, "raze": _raze_menu,
          "furn": _furnish_menu, "rooms": _rooms_menu, "xcav": _xcav_menu}
