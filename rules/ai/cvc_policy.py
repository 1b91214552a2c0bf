"""Cave vs Cave solo: the quick scripted player that ``cvc_solo.plan`` plays out.

``Policy`` is a cheap greedy player that knows the game's economy: it values tiles by the
goods they bring (worth less the more is held and the nearer the end), the rooms it can
furnish (points less price, less the cavern they take while the game is young), empty
caverns (while few wait for a room), excavations (a cavern, and two rooms to the display)
and walls by how many more of the display's rooms then fit (a cavern one wall short of a
room counts for part of it). It plans a tile's furnishings together (``furnish_plan``:
Housework's two rooms are paid from one stock and need two caverns), converts emmer and
flax only for the food that plan lacks, builds Renovation's wall first when it lets a
better room fit, places a room where the rest of the display still fits, uses a room
that raises goods to a level (Shelf, Parlor) before a tile's gains, and trades 5 wood or
stone for 4 gold when that beats its rooms. Its constants (``P``, ``TILE_BIAS``,
``ROOM_BIAS``) were tuned by playing it alone over many seeds. It reads the menus
(``menus.options``) and changes the state in place (``moves.perform``): a playout from a
position spread over a game costs about 5 ms (420 playouts from 35 positions of seeds
1-5: 2.2 s of CPU, 3.0 s before issue 38's speed-ups, on a loaded machine). Its answers
that depend on few inputs (furnishing plans, room uses, the best wall, how the display
fits the cave) are remembered by all they depend on (``forget`` clears them).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from rules.cave_vs_cave import goods, menus
from rules.cave_vs_cave.cave import (
    Player,
    accessible,
    colour_allows,
    colour_counts,
    empty_cells,
    free_slots,
    wall_masks,
    wall_masks_of,
)
from rules.cave_vs_cave.data import (
    BLUE,
    CELL_IDS,
    CELL_INDEX,
    COST,
    DARK_ROOMS,
    EMMER,
    ENTRANCE_CELL,
    FITS,
    FLAX,
    FOOD,
    FOOD_CELLS,
    GOLD,
    GOODS,
    NEIGHBOURS,
    PARTS,
    POINTS,
    ROOM_BY_ID,
    ROOMS,
    SLOTS,
    STONE,
    WOOD,
)
from rules.core import Rng, State

# What one unit of each good is worth to the scripted player (gold is a point).
# The scripted player's constants (tuned by playing the policy alone over many seeds).
P: dict[str, float] = {
    "wood": 0.75, "stone": 0.61, "emmer": 0.52, "flax": 0.55, "food": 0.308,
    "stock3": 0.44, "stock6": 0.15,     # a good's worth past 3 and past 6 held
    "cavern0": 3.12, "cavern1": 1.093, "cavern2": 0.424, "cavern3": 0.35,  # by empty caverns
    "dig2": 0.65,                       # the two food of a double excavation, and more
    "dig_food": 1.0, "dig_walls": 0.3, "dig_reach": 0.5,  # which cavern to excavate
    "furnish_min": 0.5, "wall_min": 0.5, "wall_share": 0.308, "late_turns": 2.7,
    "reveal": 0.5,   # an excavation's worth beyond its cavern: two rooms come to the display
    "slot": 0.5,     # a cavern's worth to later rooms, taken from a room furnished early
    "face_down": 0.25,  # a display room's worth to a cavern still face down
    "near": 0.6,     # a display room's worth to an empty cavern one wall short of it
    # The rooms not seen yet (``future_rooms``): those worth so many points, the share of
    # their worth counted, and the excavations expected per turn left.
    "future": 0.0, "future_points": 8, "future_digs": 0.5,
    "keep_open": 0.0,  # 1: never wall a face-down room off from the Entrance
}
# What the valuations above miss about some tiles and rooms (tuned like ``P``): Drift
# Mining's room and cavern together, Renovation's lone furnishing in the last round, and
# rooms whose use the policy rarely makes (Stall's 5 goods, Food Corner, the Prospecting
# Site's trade).
TILE_BIAS: dict[str, float] = {
    "cultivation": 0.4, "masonry": -0.4, "expansion": 0.4, "drift_mining": 1.0,
    "renovation": -1.0,
}
ROOM_BIAS: dict[str, float] = {"food_corner": -1.0, "stall": -1.0, "prospecting_site": -1.0}
GOOD_VALUE: list[float] = [0.0] * 6
# A good's worth shrinks with the stock held: the first few pay for rooms, a pile does not.
_STOCK: list[float] = [1.0] * 20
# ``_stock_sum(have, v)`` for stocks and gains under 20 (``derive`` fills it).
_STOCK_SUM: list[list[float]] = []


def gain_worth(g: list[int], vec: list[int] | tuple[int, ...], late: float = 1.0) -> float:
    """Worth of adding ``vec`` to the stock ``g`` (gold always a point; the other goods
    count ``late`` times, which falls to 0 as the game ends)."""
    out = 0.0
    for i, v in enumerate(vec):
        if v and i != GOLD:
            have = g[i]
            # ``_STOCK_SUM``: the same sums, added in the same order, worked out once.
            row = _STOCK_SUM[have] if have < 20 else None
            add = row[v] if row is not None and v < 20 else _stock_sum(have, v)
            out += late * GOOD_VALUE[i] * add
        elif v:
            out += v
    return out


def _stock_sum(have: int, v: int) -> float:
    """The worth factors of ``v`` more units of a good of which ``have`` are held."""
    return sum(_STOCK[min(19, have + k)] for k in range(v))


def turns_left(state: State) -> int:
    """Turns of the seat not yet started (the one being played counts as started)."""
    rnd = state["round"]
    left = sum(state["turns"][rnd - 1:]) - state["done_turns"]
    return max(0, left - (state["turn"] is not None))


def room_worth(n: int, extra: list[int] | None = None, late: float = 1.0,
               ahead: float = 0.0) -> float:
    """Points of room ``n`` less what it costs (its price plus an action's extra); goods
    other than gold cost ``late`` times their worth (nothing once the game ends)."""
    # Playouts ask the same few rooms, extras and turns left thousands of times.
    key = (n, tuple(extra) if extra else None, late, ahead)
    worth = _ROOM_MEMO.get(key)
    if worth is None:
        if len(_ROOM_MEMO) >= _MEMO_MAX:
            _ROOM_MEMO.clear()
        worth = _ROOM_MEMO[key] = _room_worth(n, extra, late, ahead)
    return worth


def _room_worth(n: int, extra: list[int] | None, late: float, ahead: float) -> float:
    cost = COST[n] if not extra else [a + b for a, b in zip(COST[n], extra, strict=True)]
    paid = sum(GOOD_VALUE[i] * v for i, v in enumerate(cost) if i != GOLD) * late
    return POINTS[n] - paid - cost[GOLD] - P["slot"] * ahead + _BIAS[n]


_WORTH: dict[int, float] = {}
_DARK = tuple(sorted(DARK_ROOMS, key=lambda n: -POINTS[n]))
_BIAS: dict[int, float] = {}
# Answers of ``room_worth`` and of ``_best_use`` for the rooms with variants: functions of
# their arguments and of the tables ``derive`` sets (which clears them). Bounded: a key
# holds a room, an extra or a stock of goods and the turns left.
_ROOM_MEMO: dict[tuple, float] = {}
_USE_MEMO: dict[tuple, tuple[str, float]] = {}
_PLAN_MEMO: dict[tuple, tuple[float, list]] = {}
# ``Policy._room_uses`` and ``best_wall`` by their whole inputs (no key to work out first).
_USES_MEMO: dict[tuple, list[tuple[float, int, str]]] = {}
_WALL_MEMO: dict[tuple, tuple[int | None, float]] = {}
_FIT_MEMO: dict[tuple, float] = {}
_MEMO_MAX = 100_000


def _best_use(pl: Player, n: int, late: float = 1.0) -> tuple[str, float]:
    """The variant of room ``n`` that adds the most worth, and that worth (room caps and
    blue rooms ignored: a quick estimate)."""
    g = pl["g"]
    alts = _USES.get(n)
    if alts is None:
        if "dig" in ROOMS[n]:
            if g[GOLD] >= 1 and accessible(pl):
                return CELL_IDS[accessible(pl)[0]], 2.0 * late - GOOD_VALUE[GOLD]
            return "", -1e9
        # The Junction Room: the three cheapest goods held for 2 gold.
        held = sorted((GOOD_VALUE[i], i) for i in range(6) if g[i] > 0)
        if len(held) < 3:
            return "", -1e9
        key = "-".join(GOODS[i] for i in sorted(i for _, i in held[:3]))
        return key, 2.0 - late * sum(v for v, _ in held[:3])
    memo = (n, tuple(g), late)
    known = _USE_MEMO.get(memo)
    if known is None:
        if len(_USE_MEMO) >= _MEMO_MAX:
            _USE_MEMO.clear()
        known = _USE_MEMO[memo] = _variant_use(g, alts, late)
    return known


def _variant_use(g: list[int], alts: list, late: float) -> tuple[str, float]:
    """``_best_use`` of a room with variants (``alts``) for the stock ``g``."""
    best, worth = "", -1e9
    for key, cost, get, targets, below in alts:
        if any(g[i] < v for i, v in cost):
            continue
        gain = gain_worth(g, get, late) - late * sum(GOOD_VALUE[i] * v for i, v in cost)
        if targets:
            up = sum(GOOD_VALUE[i] * (t - g[i]) for i, t in targets if g[i] < t) * late
            if up <= 0:
                continue
            gain += up
        if below and g[below[0]] < below[1]:
            gain += below[2] * late
        if gain > worth:
            best, worth = key, gain
    return best, worth


def _uses() -> dict[int, list[tuple[str, list[tuple[int, int]], float, list[tuple[int, int]],
                                   tuple[int, int, float] | None]]]:
    out = {}
    for n, r in ROOMS.items():
        if "alts" not in r:
            continue
        rows = []
        for a in r["alts"]:
            cost = [(GOODS.index(k), v) for k, v in a.get("pay", {}).items()]
            get = tuple(a.get("get", {}).get(k, 0) for k in GOODS)
            targets = [(GOODS.index(k), v) for k, v in a.get("raise", {}).items()]
            below = None
            if "below" in a:
                (good, limit), = a["below"].items()
                bonus = sum(GOOD_VALUE[GOODS.index(k)] * v for k, v in a["get_below"].items())
                below = (GOODS.index(good), limit, bonus)
            rows.append((a["key"], cost, get, targets, below))
        out[n] = rows
    return out


_USES: dict[int, list[tuple[str, list[tuple[int, int]], tuple[int, ...], list[tuple[int, int]],
                            tuple[int, int, float] | None]]] = {}


def forget() -> None:
    """Clear every memory of answers (they follow from ``P`` and the tables below)."""
    _ROOM_MEMO.clear()
    _USE_MEMO.clear()
    _PLAN_MEMO.clear()
    _USES_MEMO.clear()
    _WALL_MEMO.clear()
    _FIT_MEMO.clear()
    _SLOTS_MEMO.clear()
    _SLOTS_BY_ID.clear()
    _best_wall.cache_clear()


def derive() -> None:
    """Recompute the tables that follow from ``P`` (after changing it)."""
    forget()
    GOOD_VALUE[:] = [P[g] for g in GOODS[:GOLD]] + [1.0]
    _STOCK[:] = [1.0 if k < 3 else P["stock3"] if k < 6 else P["stock6"] for k in range(20)]
    _STOCK_SUM[:] = [[_stock_sum(have, v) for v in range(20)] for have in range(20)]
    _USES.clear()
    _USES.update(_uses())
    _BIAS.clear()
    _BIAS.update({n: ROOM_BIAS.get(r["id"], 0.0) for n, r in ROOMS.items()})
    _WORTH.clear()
    _WORTH.update({n: room_worth(n) for n in ROOMS})
    _best_wall.cache_clear()


_MASK64 = (1 << 64) - 1
# ``Rng.below(1000)``'s rejection bound (no modulo bias).
_BELOW_1000 = (1 << 64) - ((1 << 64) % 1000)


class Policy:
    """The scripted solo player; ``noise`` spreads its choices between playouts."""

    def __init__(self, rng: Rng, noise: float = 1.0,
                 plan: dict[str, float] | None = None) -> None:
        self.rng = rng
        self.noise = noise
        # A plan: tile biases added to ``TILE_BIAS`` (``cvc_solo.PLAN_CHOICES``), so that the
        # playouts of one plan lean the same way all game long.
        self.tile_bias = {**TILE_BIAS, **{t: TILE_BIAS.get(t, 0.0) + b
                                          for t, b in (plan or {}).items()}}
        self.want_food = 0
        self.late = 1.0
        self.ahead = 1.0

    def look_ahead(self, state: State) -> None:
        """Set ``late`` and ``ahead`` from the seat's turns left, the one being played
        included (goods lose their worth as the end nears; a cavern its worth to later
        rooms)."""
        turns = turns_left(state) + (state["turn"] is not None)
        self.late = min(1.0, turns / P["late_turns"])
        self.ahead = turns / sum(state["turns"])

    def jitter(self) -> float:
        """``noise`` times ``rng.below(1000) / 1000``: the same draw, ``Rng.below``'s
        SplitMix64 step written out (every tile of every turn of every playout asks it)."""
        rng = self.rng
        state = rng.state
        while True:
            state = (state + 0x9E3779B97F4A7C15) & _MASK64
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
            x = z ^ (z >> 31)
            if x < _BELOW_1000:
                rng.state = state
                return self.noise * (x % 1000 / 1000.0)

    def choose(self, state: State, opts: list[str]) -> str:
        pl = state["players"][state["to_move"]]
        turn = state["turn"]
        if state["conv"]:
            return self._convert(pl, opts)
        if turn is None:
            return self._tile(state, pl, opts)
        m = turn["m"]
        if m is None:
            return self._part(state, pl, turn, opts)
        kind = m["k"]
        if kind == "furn":
            return self._furnish(state, pl, m, opts)
        if kind == "dig":
            return self._dig(pl, opts)
        if kind == "rooms":
            return self._rooms(pl, m, opts)
        if kind == "wall":
            return self._wall(state, pl, opts)
        if kind == "xcav":
            return "xcav:3" if "xcav:3" in opts else opts[0]
        return opts[0]

    # --- menus ---------------------------------------------------------------------
    def _convert(self, pl: Player, opts: list[str]) -> str:
        # Only opened on purpose for the food a furnishing lacks: emmer, then flax.
        if pl["g"][FOOD] < self.want_food:
            for oid in ("conv:emmer", "conv:flax"):
                if oid in opts:
                    return oid
        self.want_food = 0
        return "back"

    def _tile(self, state: State, pl: Player, opts: list[str]) -> str:
        left = turns_left(state) + 1
        empties = len(empty_cells(pl))
        reach = accessible(pl)
        g = pl["g"]
        # An empty cavern is worth a room's points only while furnishing turns remain,
        # and one or two waiting for a room are enough.
        cavern = P[f"cavern{min(empties, 3)}"]
        if left <= 2:
            cavern = 0.0
        need_space = empties < 2
        best, top = opts[0], -1e9
        self.look_ahead(state)
        uses = self._room_uses(pl)
        base = _plan_base(state, pl)
        for oid in opts:
            if not oid.startswith("tile:"):
                continue
            tile = oid[5:]
            v = self._tile_furnish(state, pl, tile, base) if tile in FURNISHING_TILES else 0.0
            for kind, what in _TILE_PARTS[tile]:
                if kind == "gain":
                    v += gain_worth(g, what, self.late)
                elif kind == "gain_one":
                    v += max(gain_worth(g, one, self.late) for one in what)
                elif kind == "rooms":
                    # Undermining: its rooms or a dig; the dig while space is short.
                    if tile in DIG_OR_ROOMS and reach and need_space:
                        continue
                    v += _action_worth(uses, what)
                elif kind == "dig":
                    if not reach:
                        continue
                    count, either_dig2 = what
                    v += P["reveal"] * count * self.ahead
                    if count == 2:
                        if g[FOOD] >= 2 and len(reach) >= 1 and left > 2:
                            v = v + 2 * cavern - P["dig2"] - (1.0 if not need_space else 0.0)
                    elif not either_dig2 or g[FOOD] < 2:
                        v += cavern
                elif kind == "wall":
                    if state["supply"] > 0 and tile not in FURNISHING_TILES:
                        # A wall only lets a room fit: a furnishing must still follow.
                        v += P["wall_share"] * best_wall(state, pl)[1] * self.late
                elif kind == "trade":
                    # Either the trade or the rooms part ([3]): the better of the two.
                    v += max(0.0, self._trade_worth(g) - _action_worth(uses, 3))
            v += self.tile_bias.get(tile, 0.0) + self.jitter() * 2.0
            if v > top:
                best, top = oid, v
        return best

    def _tile_furnish(self, state: State, pl: Player, tile: str, base: PlanBase) -> float:
        """What a tile's furnish parts bring together, paid after its gains (``base``:
        ``pl``'s ``_plan_base``)."""
        if tile not in FURNISHING_TILES:
            return 0.0
        slots = furnish_slots(state, {"tile": tile, "done": []})
        gains = _TILE_GAINS[tile]
        if gains:
            after = {**pl, "g": list(pl["g"])}
            for vec in gains:
                goods.gain(after, vec)
            g = after["g"]
        else:
            g = pl["g"]
        now = max(0.0, _plan(state, pl, base, g, slots, self.late, self.ahead)[0])
        if "wall" not in PARTS[tile] or state["supply"] <= 0:
            return now
        # Renovation: the wall first when the room it lets fit is worth more, else the
        # wall for later rooms.
        slot, gain = best_wall(state, pl)
        if slot is None:
            return now
        walled = {**pl, "g": g, "walls": pl["walls"] | 1 << slot}
        first = _plan(state, walled, _plan_base(state, walled), g, slots, self.late,
                      self.ahead)[0]
        return max(now + P["wall_share"] * gain * self.late, first)

    def _trade_worth(self, g: list[int], good: str = "") -> float:
        """Expedition's 5 wood or 5 stone for 4 gold (``good``: that one only)."""
        return max((4.0 - 5 * self.late * GOOD_VALUE[i] for i in (WOOD, STONE)
                    if g[i] >= 5 and (not good or GOODS[i] == good)), default=-1e9)

    def _room_uses(self, pl: Player) -> list[tuple[float, int, str]]:
        """The seat's orange rooms by what their best use adds, the best first: (worth,
        room, variant)."""
        # Remembered (read only): a function of the cave (the Digging room's use reads
        # which caverns it may reach), the walls, the goods and ``late``.
        memo = (tuple(pl["cave"]), pl["walls"], tuple(pl["g"]), self.late)
        uses = _USES_MEMO.get(memo)
        if uses is None:
            uses = []
            for n in pl["cave"]:
                if n is not None and n > 0 and n not in BLUE:
                    key, w = _best_use(pl, n, self.late)
                    uses.append((w, n, key))
            uses.sort(key=lambda u: -u[0])
            if len(_USES_MEMO) >= _MEMO_MAX:
                _USES_MEMO.clear()
            _USES_MEMO[memo] = uses
        return uses

    def _part(self, state: State, pl: Player, turn: dict, opts: list[str]) -> str:
        # Gains first (they may pay for the rest), then furnish, dig, use rooms, wall.
        order = []
        slots = furnish_slots(state, turn)
        w, steps = _plan(state, pl, _plan_base(state, pl), pl["g"], slots, self.late,
                         self.ahead)
        planned = steps[0][0] if steps and w > P["furnish_min"] else None
        uses = self._room_uses(pl)
        for oid in opts:
            pid = oid.partition(":")[0]
            if oid in ("done", "convert"):
                continue
            if pid == "gain" or pid == "prospect":
                order.append((0, oid))
            elif pid in ("furnish", "furnish2"):
                if oid == planned:
                    order.append((1, oid))
            elif pid == "dig2":
                if len(empty_cells(pl)) < turns_left(state) + 1:
                    order.append((2, oid))
            elif pid == "dig":
                order.append((2.1, oid))
            elif pid == "rooms":
                if _action_worth(uses, 1) > 0.05:
                    # A room that raises a good to a level (Shelf, Food Corner, Parlor)
                    # pays more before the gains.
                    order.append((-1 if _raises(*uses[0][1:]) else 3, oid))
            elif pid == "trade":
                better = self._trade_worth(pl["g"], oid[6:]) > _action_worth(uses, 3)
                order.append((2.9 if better else 3.5, oid))
            elif pid == "wall" and best_wall(state, pl)[1] > P["wall_min"]:
                order.append((0.5 if self._wall_first(state, pl, slots, w) else 4, oid))
        if "convert" in opts and not any(rank == 0 for rank, _ in order):
            want = _food_wanted(pl, w, steps)
            if want > pl["g"][FOOD]:
                self.want_food = want
                return "convert"
        if not order:
            return "done" if "done" in opts else opts[-1]
        order.sort()
        return order[0][1]

    def _wall_first(self, state: State, pl: Player, slots: list[Slot], planned: float) -> bool:
        """Whether the best wall lets this turn's furnishing pay more than without it."""
        if not slots:
            return False
        slot = best_wall(state, pl)[0]
        walled = {**pl, "walls": pl["walls"] | 1 << slot}
        return _plan(state, walled, _plan_base(state, walled), walled["g"], slots, self.late,
                     self.ahead)[0] > planned + 0.01

    def _furnish(self, state: State, pl: Player, m: dict, opts: list[str]) -> str:
        if m["room"] is None:
            turn = state["turn"]
            slots = [(m["part"], [(m["part"], m["x"])]),
                     *furnish_slots(state, turn, skip=m["part"])]
            _w, steps = _plan(state, pl, _plan_base(state, pl), pl["g"], slots, self.late,
                              self.ahead)
            if steps and steps[0][0] == m["part"]:
                oid = f"furnish:{ROOMS[steps[0][1]]['id']}"
                if oid in opts:
                    return oid
                # Never seen (the menu offers what the plan can pay), but backing out
                # here would bring the seat back to this menu: the best room offered.
                offered = [o for o in opts if o.startswith("furnish:")]
                if offered:
                    return max(offered, key=lambda o: room_worth(
                        ROOM_BY_ID[o[8:]], m["x"], self.late, self.ahead))
            return "back"
        places = [o for o in opts if o.startswith("place:")]
        if not places:
            return "back"
        # Leave the caverns the other display rooms need: the placement after which the
        # rest of the display fits best.
        rest = tuple(sorted((n for n in state["display"] if n != m["room"]),
                            key=lambda r: -POINTS[r]))
        cave = pl["cave"]
        future, chance = future_rooms(state)

        def after(oid: str) -> float:
            cell = CELL_INDEX[oid.split(":")[1]]
            was, cave[cell] = cave[cell], m["room"]
            v = fit_value(rest, pl, future, chance)
            cave[cell] = was
            return v - 0.01 * _wall_count(pl, cell) + 0.001 * self.rng.below(10)

        return max(places, key=after)

    def _dig(self, pl: Player, opts: list[str]) -> str:
        cells = [o for o in opts if o.startswith("dig:")]
        if not cells:
            return "back"
        # Food on the board, then a cavern with walls (rooms need them), then access.
        cave = pl["cave"]

        def worth(oid: str) -> float:
            cell = CELL_INDEX[oid[4:]]
            was, cave[cell] = cave[cell], 0
            reach = len(accessible(pl))
            cave[cell] = was
            return ((cell in FOOD_CELLS) * P["dig_food"] + _wall_count(pl, cell) * P["dig_walls"]
                    + min(reach, 2) * P["dig_reach"] + 0.001 * self.rng.below(10))

        return max(cells, key=worth)

    def _rooms(self, pl: Player, m: dict, opts: list[str]) -> str:
        if m["sel"] is not None:
            n = pl["cave"][m["sel"]]
            key, _worth = _best_use(pl, n, self.late)
            return f"opt:{key}" if key and f"opt:{key}" in opts else "back"
        best, top = None, 0.05
        for oid in opts:
            if oid.startswith("use:"):
                n = pl["cave"][CELL_INDEX[oid[4:]]]
                w = _best_use(pl, n, self.late)[1] + 0.1 * self.jitter()
                if w > top:
                    best, top = oid, w
        if best is None:
            return "stop" if "stop" in opts else "back"
        return best

    def _wall(self, state: State, pl: Player, opts: list[str]) -> str:
        slot, _gain = best_wall(state, pl)
        oid = f"wall:{SLOTS[slot].name}" if slot is not None else "back"
        return oid if oid in opts else "back"


def _action_worth(uses: list[tuple[float, int, str]], count: int) -> float:
    """What a room action for ``count`` rooms adds: the best uses worth having."""
    return sum(max(0.0, w) for w, _n, _key in uses[:count])


def _raises(n: int, key: str) -> bool:
    """Whether variant ``key`` of room ``n`` raises goods to a level."""
    return any(k == key and targets for k, _c, _g, targets, _b in _USES.get(n, ()))


def _food_wanted(pl: Player, worth: float, steps: list[Step]) -> int:
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
_TILE_PARTS: dict[str, list[tuple[str, Any]]] = {
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
_TILE_GAINS: dict[str, list[list[int]]] = {
    t: [[part["get"].get(g, 0) for g in GOODS] for part in parts.values()
        if part["type"] == "gain"]
    for t, parts in PARTS.items()}


def furnish_plan(state: State, pl: Player, slots: list[Slot], late: float,
                 ahead: float) -> tuple[float, list[Step]]:
    """The best rooms for a tile's furnish parts taken together (two rooms must be paid
    together and fit two caverns), food the emmer and flax can be turned into included;
    its worth and steps (the part to do first first)."""
    worth, steps = _plan(state, pl, _plan_base(state, pl), pl["g"], slots, late, ahead)
    return worth, [(oid, n, list(x)) for oid, n, x in steps]


# What ``furnish_plan``'s answer depends on besides the goods, the parts and the turns
# left: the display, the empty caverns' walls and the colours furnished (whether a blue
# room may come); with the empty caverns and the walls' masks. None: no empty cavern.
PlanBase = tuple[tuple, list[int], tuple[int, ...]] | None


def _plan_base(state: State, pl: Player) -> PlanBase:
    """``pl``'s ``PlanBase`` (a tile's valuation asks it once for all its furnishings)."""
    empties = empty_cells(pl)
    if not empties:
        return None
    masks = wall_masks_of(pl["walls"], pl["xside"])
    return ((tuple(state["display"]), tuple([masks[c] for c in empties]), colour_counts(pl)),
            empties, masks)


_NO_PLAN: tuple[float, list[Step]] = (0.0, [])


def _plan(state: State, pl: Player, base: PlanBase, g: list[int], slots: list[Slot],
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
        if len(_PLAN_MEMO) >= _MEMO_MAX:
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


def fit_value(display: tuple[int, ...], pl: Player, future: tuple[int, ...] = (),
              chance: float = 0.0) -> float:
    """Worth of the display's rooms that fit the empty caverns, one room per cavern, the
    best first (walls decide which rooms fit); a cavern still face down counts for a
    share (``P["face_down"]``): it must be excavated first. The ``future`` rooms, not
    seen yet, count ``chance`` times (``future_rooms``), after the display's."""
    masks = wall_masks_of(pl["walls"], pl["xside"])
    # A face-down cavern walled off from the Entrance counts for nothing.
    open_ = _open_cells(tuple(v is not None for v in pl["cave"]), pl["walls"])
    free = tuple([masks[c] for c, v in enumerate(pl["cave"]) if v == 0])
    later = tuple([masks[c] for c, v in enumerate(pl["cave"])
                   if v is not None and v < 0 and open_ >> c & 1])
    return _fit(display, future, chance, free, later)


def _fit(display: tuple[int, ...], future: tuple[int, ...], chance: float,
         free: tuple[int, ...], later: tuple[int, ...]) -> float:
    """``fit_value`` from the wall masks of the empty caverns (``free``) and of the open
    face-down ones (``later``), each in the cells' order: all it reads of the cave.
    Remembered (``best_wall`` asks it for every free wall slot)."""
    key = (display, future, chance, free, later)
    known = _FIT_MEMO.get(key)
    if known is not None:
        return known
    free_m = list(free)
    later_m = list(later)
    share = P["face_down"]
    near = P["near"]
    out = 0.0
    for k, n in enumerate(display + future):
        if not free_m and not later_m:
            break
        weight = _WORTH[n] if k < len(display) else chance * _WORTH[n]
        fits = FITS[n]
        for i, m in enumerate(free_m):
            if fits[m]:
                out += weight
                del free_m[i]
                break
        else:
            if near:
                close = _NEAR[n]
                i = next((i for i, m in enumerate(free_m) if close[m]), None)
                if i is not None:
                    out += near * weight
                    del free_m[i]
                    continue
            if share:
                for i, m in enumerate(later_m):
                    if fits[m]:
                        out += share * weight
                        del later_m[i]
                        break
    if len(_FIT_MEMO) >= _MEMO_MAX:
        _FIT_MEMO.clear()
    _FIT_MEMO[key] = out
    return out


@lru_cache(maxsize=4096)
def _open_cells(present: tuple[bool, ...], bits: int) -> int:
    """The cells a path from the Entrance reaches without crossing a wall, face-down
    rooms crossed (they may be excavated first), as bits."""
    seen = 1 << ENTRANCE_CELL
    stack = [ENTRANCE_CELL]
    while stack:
        c = stack.pop()
        for nb, slot in NEIGHBOURS[c]:
            if not bits >> slot & 1 and present[nb] and not seen >> nb & 1:
                seen |= 1 << nb
                stack.append(nb)
    return seen


def future_rooms(state: State) -> tuple[tuple[int, ...], float]:
    """The rooms worth at least ``P["future_points"]`` not seen yet (solo: every dark
    room lies face down in the cave or in the pile, so the unseen ones are known as a
    set), the best first, and the chance that one of them comes to the display before
    the end (``P["future"]`` times the reveals still to come, two per excavation left,
    over the rooms unseen)."""
    if not P["future"] or state["num_players"] != 1:
        return (), 0.0
    seen = set(state["display"])
    for pl in state["players"]:
        seen.update(v for v in pl["cave"] if v is not None and v > 0)
    unseen = [n for n in _DARK if n not in seen]
    if not unseen:
        return (), 0.0
    face_down = sum(1 for v in state["players"][0]["cave"] if v is not None and v < 0)
    digs = min(face_down, turns_left(state) * P["future_digs"])
    chance = P["future"] * min(1.0, 2 * digs / len(unseen))
    return tuple(n for n in unseen if POINTS[n] >= P["future_points"]), chance


# Per room and wall mask: whether one more wall would let the room fit.
_NEAR: dict[int, tuple[bool, ...]] = {
    n: tuple(not fits[mask] and any(fits[mask | b] for b in (1, 2, 4, 8) if not mask & b)
             for mask in range(16))
    for n, fits in FITS.items()}


def best_wall(state: State, pl: Player) -> tuple[int | None, float]:
    """The free wall slot that most raises ``fit_value`` (the rooms to come included)
    without closing the way to the last face-down rooms, and how much it raises it."""
    if P["future"]:
        return _wall_of(state, pl)
    # No rooms to come counted: the display, the cave and its walls say it all.
    memo = (tuple(state["display"]), tuple(pl["cave"]), pl["walls"], pl["xside"])
    known = _WALL_MEMO.get(memo)
    if known is None:
        if len(_WALL_MEMO) >= _MEMO_MAX:
            _WALL_MEMO.clear()
        known = _WALL_MEMO[memo] = _wall_of(state, pl)
    return known


def _wall_of(state: State, pl: Player) -> tuple[int | None, float]:
    display = tuple(sorted(state["display"], key=lambda r: -POINTS[r]))
    # Face-down rooms count only as face down (what they are is hidden), furnished ones
    # only as furnished (the answer is the same whichever room it is: more hits).
    cave = tuple(v if v is None or v == 0 else -1 if v < 0 else 1 for v in pl["cave"])
    future, chance = future_rooms(state)
    return _best_wall(display, cave, pl["walls"], pl["xside"], future, round(chance, 2))


@lru_cache(maxsize=65536)
def _best_wall(display: tuple[int, ...], cave: tuple[int | None, ...], walls: int,
               xside: int, future: tuple[int, ...] = (),
               chance: float = 0.0) -> tuple[int | None, float]:
    pl = {"cave": list(cave), "walls": walls, "xside": xside}
    base = fit_value(display, pl, future, chance)
    reach = len(accessible(pl))
    present = tuple(v is not None for v in cave)
    hidden = sum(1 << c for c, v in enumerate(cave) if v is not None and v < 0)
    sealed = _open_cells(present, walls) & hidden
    # ``fit_value`` reads the walls of the empty and face-down caverns only, and which
    # face-down ones stay open: a wall touching neither that leaves them open adds nothing.
    touched = hidden | sum(1 << c for c, v in enumerate(cave) if v == 0)
    # ``fit_value(display, trial, ...)`` for each trial wall, its cells listed once.
    empty = [c for c, v in enumerate(cave) if v == 0]
    down = [c for c, v in enumerate(cave) if v is not None and v < 0]
    best, gain = None, 0.0
    for slot in free_slots(pl):
        trial = {**pl, "walls": walls | 1 << slot}
        one = SLOTS[slot]
        if (not touched >> one.a & 1 and (one.b is None or not touched >> one.b & 1)
                and _open_cells(present, trial["walls"]) & hidden == sealed):
            continue
        masks = wall_masks_of(trial["walls"], xside)
        open_ = _open_cells(present, trial["walls"])
        v = _fit(display, future, chance, tuple([masks[c] for c in empty]),
                 tuple([masks[c] for c in down if open_ >> c & 1])) - base
        if (v > gain and len(accessible(trial)) >= min(reach, 1)
                and (not P["keep_open"]
                     or _open_cells(present, trial["walls"]) & hidden == sealed)):
            best, gain = slot, v
    return best, gain


def _wall_count(pl: Player, cell: int) -> int:
    return bin(wall_masks(pl)[cell]).count("1")


derive()


def follow(state: State, options: list[str], rng: Rng) -> str:
    """The scripted player's own choice (no playouts)."""
    policy = Policy(rng, 0.0)
    policy.look_ahead(state)
    if state["conv"]:
        # The policy opens the Convert menu for the food a furnishing lacks.
        turn = state["turn"]
        pl = state["players"][state["to_move"]]
        if turn:
            plan = furnish_plan(state, pl, furnish_slots(state, turn), policy.late, policy.ahead)
            policy.want_food = _food_wanted(pl, *plan)
    return policy.choose(state, options)
