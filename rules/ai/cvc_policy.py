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

The valuations live beside it: ``cvc_values`` (the constants, what goods and rooms are
worth), ``cvc_room_uses`` (what using a room adds), ``cvc_furnishing`` (``furnish_plan``)
and ``cvc_walls`` (``fit_value``, ``best_wall``); this module holds ``Policy``, which
reads them, and ``follow``.
"""

from __future__ import annotations

from rules.ai.cvc_furnishing import (
    DIG_OR_ROOMS,
    FURNISHING_TILES,
    TILE_GAINS,
    TILE_PARTS,
    PlanBase,
    Slot,
    Step,
    food_wanted,
    furnish_plan,
    furnish_slots,
    plan_base,
    plan_of,
)
from rules.ai.cvc_room_uses import action_worth, best_use, raises, room_uses
from rules.ai.cvc_values import (
    GOOD_VALUE,
    ROOM_BIAS,
    TILE_BIAS,
    P,
    derive,
    forget,
    gain_worth,
    room_worth,
    turns_left,
)
from rules.ai.cvc_walls import best_wall, fit_value, future_rooms, wall_count
from rules.cave_vs_cave import goods
from rules.cave_vs_cave.cave import Player, accessible, empty_cells
from rules.cave_vs_cave.data import (
    CELL_INDEX,
    FOOD,
    FOOD_CELLS,
    GOODS,
    PARTS,
    POINTS,
    ROOM_BY_ID,
    ROOMS,
    SLOTS,
    STONE,
    WOOD,
)
from rules.core import Rng, State

# What the tests, benchmarks and ``--set rules.ai.cvc_policy.P.NAME=...`` reach here.
__all__ = [
    "ROOM_BIAS",
    "TILE_BIAS",
    "P",
    "Policy",
    "Slot",
    "Step",
    "best_wall",
    "derive",
    "fit_value",
    "follow",
    "forget",
    "furnish_plan",
    "furnish_slots",
    "future_rooms",
    "turns_left",
]

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
        base = plan_base(state, pl)
        for oid in opts:
            if not oid.startswith("tile:"):
                continue
            tile = oid[5:]
            v = self._tile_furnish(state, pl, tile, base) if tile in FURNISHING_TILES else 0.0
            for kind, what in TILE_PARTS[tile]:
                if kind == "gain":
                    v += gain_worth(g, what, self.late)
                elif kind == "gain_one":
                    v += max(gain_worth(g, one, self.late) for one in what)
                elif kind == "rooms":
                    # Undermining: its rooms or a dig; the dig while space is short.
                    if tile in DIG_OR_ROOMS and reach and need_space:
                        continue
                    v += action_worth(uses, what)
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
                    v += max(0.0, self._trade_worth(g) - action_worth(uses, 3))
            v += self.tile_bias.get(tile, 0.0) + self.jitter() * 2.0
            if v > top:
                best, top = oid, v
        return best

    def _tile_furnish(self, state: State, pl: Player, tile: str, base: PlanBase) -> float:
        """What a tile's furnish parts bring together, paid after its gains (``base``:
        ``pl``'s ``plan_base``)."""
        if tile not in FURNISHING_TILES:
            return 0.0
        slots = furnish_slots(state, {"tile": tile, "done": []})
        gains = TILE_GAINS[tile]
        if gains:
            after = {**pl, "g": list(pl["g"])}
            for vec in gains:
                goods.gain(after, vec)
            g = after["g"]
        else:
            g = pl["g"]
        now = max(0.0, plan_of(state, pl, base, g, slots, self.late, self.ahead)[0])
        if "wall" not in PARTS[tile] or state["supply"] <= 0:
            return now
        # Renovation: the wall first when the room it lets fit is worth more, else the
        # wall for later rooms.
        slot, gain = best_wall(state, pl)
        if slot is None:
            return now
        walled = {**pl, "g": g, "walls": pl["walls"] | 1 << slot}
        first = plan_of(state, walled, plan_base(state, walled), g, slots, self.late,
                      self.ahead)[0]
        return max(now + P["wall_share"] * gain * self.late, first)

    def _trade_worth(self, g: list[int], good: str = "") -> float:
        """Expedition's 5 wood or 5 stone for 4 gold (``good``: that one only)."""
        return max((4.0 - 5 * self.late * GOOD_VALUE[i] for i in (WOOD, STONE)
                    if g[i] >= 5 and (not good or GOODS[i] == good)), default=-1e9)

    def _room_uses(self, pl: Player) -> list[tuple[float, int, str]]:
        """The seat's orange rooms by what their best use adds, the best first."""
        return room_uses(pl, self.late)

    def _part(self, state: State, pl: Player, turn: dict, opts: list[str]) -> str:
        # Gains first (they may pay for the rest), then furnish, dig, use rooms, wall.
        order = []
        slots = furnish_slots(state, turn)
        w, steps = plan_of(state, pl, plan_base(state, pl), pl["g"], slots, self.late,
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
                if action_worth(uses, 1) > 0.05:
                    # A room that raises a good to a level (Shelf, Food Corner, Parlor)
                    # pays more before the gains.
                    order.append((-1 if raises(*uses[0][1:]) else 3, oid))
            elif pid == "trade":
                better = self._trade_worth(pl["g"], oid[6:]) > action_worth(uses, 3)
                order.append((2.9 if better else 3.5, oid))
            elif pid == "wall" and best_wall(state, pl)[1] > P["wall_min"]:
                order.append((0.5 if self._wall_first(state, pl, slots, w) else 4, oid))
        if "convert" in opts and not any(rank == 0 for rank, _ in order):
            want = food_wanted(pl, w, steps)
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
        return plan_of(state, walled, plan_base(state, walled), walled["g"], slots, self.late,
                     self.ahead)[0] > planned + 0.01

    def _furnish(self, state: State, pl: Player, m: dict, opts: list[str]) -> str:
        if m["room"] is None:
            turn = state["turn"]
            slots = [(m["part"], [(m["part"], m["x"])]),
                     *furnish_slots(state, turn, skip=m["part"])]
            _w, steps = plan_of(state, pl, plan_base(state, pl), pl["g"], slots, self.late,
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
            return v - 0.01 * wall_count(pl, cell) + 0.001 * self.rng.below(10)

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
            return ((cell in FOOD_CELLS) * P["dig_food"] + wall_count(pl, cell) * P["dig_walls"]
                    + min(reach, 2) * P["dig_reach"] + 0.001 * self.rng.below(10))

        return max(cells, key=worth)

    def _rooms(self, pl: Player, m: dict, opts: list[str]) -> str:
        if m["sel"] is not None:
            n = pl["cave"][m["sel"]]
            key, _worth = best_use(pl, n, self.late)
            return f"opt:{key}" if key and f"opt:{key}" in opts else "back"
        best, top = None, 0.05
        for oid in opts:
            if oid.startswith("use:"):
                n = pl["cave"][CELL_INDEX[oid[4:]]]
                w = best_use(pl, n, self.late)[1] + 0.1 * self.jitter()
                if w > top:
                    best, top = oid, w
        if best is None:
            return "stop" if "stop" in opts else "back"
        return best

    def _wall(self, state: State, pl: Player, opts: list[str]) -> str:
        slot, _gain = best_wall(state, pl)
        oid = f"wall:{SLOTS[slot].name}" if slot is not None else "back"
        return oid if oid in opts else "back"




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
            policy.want_food = food_wanted(pl, *plan)
    return policy.choose(state, options)
