"""Cave vs Cave solo: the scripted player's furnishing plan.

``furnish_plan`` picks the best rooms for a tile's furnish parts taken together
(Housework's two rooms are paid from one stock and need two caverns), counting the food
that emmer and flax can be turned into. Answers are remembered by all they depend on.
"""

from __future__ import annotations

from typing import Any

from rules.ai.cvc_values import GOOD_VALUE, MEMO_MAX, P, on_forget, room_worth
from rules.cave_vs_cave import menus
from rules.cave_vs_cave.cave import Player, colour_allows, colour_counts, empty_cells, wall_masks_of
from rules.cave_vs_cave.data import BLUE, COST, EMMER, FITS, FLAX, FOOD, GOODS, PARTS
from rules.core import State

_PLAN_MEMO: dict[tuple, tuple[float, list]] = {}


def food_wanted(pl: Player, worth: float, steps: list[Step]) -> int:
    """Food the planned furnishing (``worth``, ``steps``) needs first, if more than the
    seat holds (the plan counts on turning emmer and flax into it); 0 otherwise."""
    if not steps or worth <= P["furnish_min"]:
        return 0
    _oid, n, x = steps[0]
    need = COST[n][FOOD] + x[FOOD]
    return need if need > pl["g"][FOOD] else 0


Slot = tuple[str, list[tuple[str, list[int]]]]  # a furnish part: id, (option id, extra)s


def furnish_slots(state: State, turn: dict, skip: str = "") -> list[Slot]:
    """The tile's furnish parts not used yet (but ``skip``), each with its extra costs.
    Remembered (read only: shared by every caller): the answer depends on the tile, the
    parts done, ``skip`` and the food per dwarf this round only."""
    memo = (turn["tile"], tuple(turn["done"]), skip, menus.per_dwarf(state))
    known = _SLOTS_MEMO.get(memo)
    if known is None:
        out = []
        for pid, part in PARTS[turn["tile"]].items():
            if part["type"] != "furnish" or pid in turn["done"] or pid == skip:
                continue
            extras = part["extra"]
            out.append((pid, [(pid if len(extras) == 1 else f"{pid}:{next(iter(x))}",
                               menus.extra_vector(state, x)) for x in extras]))
        known = _SLOTS_MEMO[memo] = _SLOTS_BY_ID[id(out)] = (out, _slots_key(out))
    return known[0]


def _slots_key(slots: list[Slot]) -> tuple:
    """``slots`` as a key of ``furnish_plan``'s memory."""
    return tuple((pid, tuple((oid, tuple(x)) for oid, x in alts)) for pid, alts in slots)


# ``furnish_slots``' answers and their keys, by (tile, parts done, skip, food per dwarf):
# a few dozen at most. ``_SLOT_KEYS`` finds a remembered list's key by its identity (the
# lists stay in ``_SLOTS_MEMO``, so an identity is never reused while it is there).
_SLOTS_MEMO: dict[tuple, tuple[list[Slot], tuple]] = {}
_SLOTS_BY_ID: dict[int, tuple[list[Slot], tuple]] = {}


Step = tuple[str, int, list[int]]  # option id, room, extra
# Tiles whose rooms part excludes their dig (either/or).
DIG_OR_ROOMS = frozenset(
    t for t, parts in PARTS.items()
    if any(p["type"] == "rooms" and p.get("either") and any(
        q["type"] == "dig" and q.get("either") == p["either"] for q in parts.values())
        for p in parts.values()))
FURNISHING_TILES = frozenset(t for t, parts in PARTS.items()
                             if any(p["type"] == "furnish" for p in parts.values()))
# Per tile, its parts as ``Policy._tile`` reads them, in the tile's order: (kind, what),
# what being the goods of a gain, the goods of each choice of a gain_one, the rooms of a
# rooms part, (count, whether the part is one of either/or with a double excavation) of
# a dig, None otherwise.
TILE_PARTS: dict[str, list[tuple[str, Any]]] = {
    t: [(part["type"],
         [part["get"].get(g, 0) for g in GOODS] if part["type"] == "gain"
         else [[one.get(g, 0) for g in GOODS] for one in part["get"]]
         if part["type"] == "gain_one"
         else part["count"] if part["type"] == "rooms"
         else (part["count"], bool(part.get("either")) and "dig2" in parts)
         if part["type"] == "dig" else None)
        for part in parts.values()]
    for t, parts in PARTS.items()}
# Per tile, its gain parts' goods (``_tile_furnish`` pays a furnishing after them).
TILE_GAINS: dict[str, list[list[int]]] = {
    t: [[part["get"].get(g, 0) for g in GOODS] for part in parts.values()
        if part["type"] == "gain"]
    for t, parts in PARTS.items()}


def furnish_plan(state: State, pl: Player, slots: list[Slot], late: float,
                 ahead: float) -> tuple[float, list[Step]]:
    """The best rooms for a tile's furnish parts taken together (two rooms must be paid
    together and fit two caverns), food the emmer and flax can be turned into included;
    its worth and steps (the part to do first first)."""
    worth, steps = plan_of(state, pl, plan_base(state, pl), pl["g"], slots, late, ahead)
    return worth, [(oid, n, list(x)) for oid, n, x in steps]


# What ``furnish_plan``'s answer depends on besides the goods, the parts and the turns
# left: the display, the empty caverns' walls and the colours furnished (whether a blue
# room may come); with the empty caverns and the walls' masks. None: no empty cavern.
PlanBase = tuple[tuple, list[int], tuple[int, ...]] | None


def plan_base(state: State, pl: Player) -> PlanBase:
    """``pl``'s ``PlanBase`` (a tile's valuation asks it once for all its furnishings)."""
    empties = empty_cells(pl)
    if not empties:
        return None
    masks = wall_masks_of(pl["walls"], pl["xside"])
    return ((tuple(state["display"]), tuple([masks[c] for c in empties]), colour_counts(pl)),
            empties, masks)


_NO_PLAN: tuple[float, list[Step]] = (0.0, [])


def plan_of(state: State, pl: Player, base: PlanBase, g: list[int], slots: list[Slot],
          late: float, ahead: float) -> tuple[float, list[Step]]:
    """``furnish_plan`` for ``pl`` holding the goods ``g``, remembered and shared (the
    policy's own calls only read it)."""
    if base is None or not slots:
        return _NO_PLAN
    # Playouts ask the same question again and again (every tile offered, every world):
    # the answer depends on the base, the goods, the parts and the turns left, all in the key.
    known_slots = _SLOTS_BY_ID.get(id(slots))
    slots_key = known_slots[1] if known_slots and known_slots[0] is slots else _slots_key(slots)
    key = (base[0], tuple(g), slots_key, late, ahead)
    known = _PLAN_MEMO.get(key)
    if known is None:
        if len(_PLAN_MEMO) >= MEMO_MAX:
            _PLAN_MEMO.clear()
        holder = pl if g is pl["g"] else {**pl, "g": g}
        known = _PLAN_MEMO[key] = _furnish_plan(state, holder, base[1], base[2], slots,
                                                late, ahead)
    return known


def _furnish_plan(state: State, pl: Player, empties: list[int], masks: list[int],
                  slots: list[Slot], late: float, ahead: float) -> tuple[float, list[Step]]:
    g = pl["g"]
    food_gap = (GOOD_VALUE[FOOD] - min(GOOD_VALUE[EMMER], GOOD_VALUE[FLAX])) * late
    # Every (part, extra, room) that can be paid alone: its needs, the caverns it fits (as
    # bits), its worth and what paying it costs beyond its price (``_paid_worth``).
    singles: list[tuple[int, Step, list[int], int, float, float]] = []
    for n in state["display"]:
        if n in BLUE and not colour_allows(pl, n):
            continue
        fits = FITS[n]
        where = 0
        for c in empties:
            if fits[masks[c]]:
                where |= 1 << c
        if not where:
            continue
        cost = COST[n]
        for k, (_pid, alts) in enumerate(slots):
            for oid, x in alts:
                need = [a + b for a, b in zip(cost, x, strict=True)]
                paid = _paid_worth(g, need, food_gap)
                if paid > -1e8:
                    singles.append((k, (oid, n, x), need, where,
                                    room_worth(n, x, late, ahead), paid))
    best: tuple[float, list[Step]] = (0.0, [])
    for _k, step, _need, _where, worth, paid in singles:
        w = worth + paid
        if w > best[0]:
            best = (w, [step])
    if len(slots) > 1:
        top = max((s[4] for s in singles), default=0.0)
        # The second room comes from a later part; the cheap tests first (each only
        # skips a pair, so their order changes nothing).
        seconds = [s for s in singles if s[0] != 0]
        for k, step, need, where, worth, _paid in singles:
            if k != 0 or worth + top <= best[0]:
                continue
            room = step[1]
            for _k2, step2, need2, where2, worth2, _paid2 in seconds:
                w = worth + worth2
                if w <= best[0] or step2[1] == room:
                    continue
                both = where | where2
                if not both & (both - 1):
                    continue  # one cavern for two rooms
                w += _paid_worth(g, [a + b for a, b in zip(need, need2, strict=True)], food_gap)
                if w > best[0]:
                    best = (w, [step, step2])
    return best


def _paid_worth(g: list[int], need: list[int], food_gap: float) -> float:
    """-1e9 if ``need`` cannot be paid from ``g`` with emmer and flax turned into the
    food that lacks; else what turning them costs less than paying food (a bonus)."""
    # Unrolled (every tile in every playout asks it): goods in the order of ``GOODS``.
    wood, stone, emmer, flax, food, gold = need
    if wood > g[0] or stone > g[1] or emmer > g[2] or flax > g[3] or gold > g[5]:
        return -1e9
    short = food - g[4]
    if short > g[2] - emmer + g[3] - flax:
        return -1e9
    return max(0, short) * food_gap



def _forget() -> None:
    _PLAN_MEMO.clear()
    _SLOTS_MEMO.clear()
    _SLOTS_BY_ID.clear()


on_forget(_forget)
