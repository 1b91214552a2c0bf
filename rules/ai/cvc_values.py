"""Cave vs Cave solo: the scripted player's constants and what goods and rooms are worth to it.

``P``, ``TILE_BIAS`` and ``ROOM_BIAS`` were tuned by playing the scripted player
(``cvc_policy.Policy``) alone over many seeds; ``derive`` recomputes the tables that follow
from them and clears every memory of answers, this module's and those the other
``cvc_*`` modules register (``on_forget``, ``on_derive``).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.cave_vs_cave.data import COST, GOLD, GOODS, POINTS, ROOMS
from rules.core import State

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
# Issue 38, following the clairvoyant search's lines (fewer walls, earlier excavation,
# rooms in pairs, Drift Mining late): the scripted player alone over tuning seeds
# 92000-92099, 91000-91009 and 90000-90049 (four playouts a seed, noise 0 and 0.5; mean
# 43.97) gained nothing from masonry -1.0 or 0.0 (43.86, 43.82), drift_mining 1.5 (43.98),
# reveal 1.0 (43.84), slot 0.8 (43.85), cavern0 4 (43.96), cavern1 1.6 (43.80), dig2 0.3
# (43.99), housework +0.5 (43.04) or furnish_min 1.5 (42.70); a Drift Mining bias growing
# with the turns played (+1 at the end) 43.99 alone and at hard -1.93 a game (standard
# error 1.23, seeds 92000-92013): the constants stay.
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
        if len(_ROOM_MEMO) >= MEMO_MAX:
            _ROOM_MEMO.clear()
        worth = _ROOM_MEMO[key] = _room_worth(n, extra, late, ahead)
    return worth


def _room_worth(n: int, extra: list[int] | None, late: float, ahead: float) -> float:
    cost = COST[n] if not extra else [a + b for a, b in zip(COST[n], extra, strict=True)]
    paid = sum(GOOD_VALUE[i] * v for i, v in enumerate(cost) if i != GOLD) * late
    return POINTS[n] - paid - cost[GOLD] - P["slot"] * ahead + _BIAS[n]




WORTH: dict[int, float] = {}
_BIAS: dict[int, float] = {}
# Answers of ``room_worth``: a function of its arguments and of the tables ``derive`` sets
# (which clears them). Every memory of the ``cvc_*`` modules holds at most ``MEMO_MAX``.
_ROOM_MEMO: dict[tuple, float] = {}
MEMO_MAX = 100_000
# The other modules' memories to clear and tables to rebuild when ``P`` changes.
_FORGETS: list[Callable[[], None]] = []
_DERIVES: list[Callable[[], None]] = []


def on_forget(clear: Callable[[], None]) -> None:
    """Have ``forget`` (and ``derive``) call ``clear`` too."""
    _FORGETS.append(clear)


def on_derive(build: Callable[[], None]) -> None:
    """Have ``derive`` call ``build`` too (after the goods' worth is set), and call it now."""
    _DERIVES.append(build)
    build()


def forget() -> None:
    """Clear every memory of answers (they follow from ``P`` and the tables below)."""
    _ROOM_MEMO.clear()
    for clear in _FORGETS:
        clear()


def derive() -> None:
    """Recompute the tables that follow from ``P`` (after changing it)."""
    forget()
    GOOD_VALUE[:] = [P[g] for g in GOODS[:GOLD]] + [1.0]
    _STOCK[:] = [1.0 if k < 3 else P["stock3"] if k < 6 else P["stock6"] for k in range(20)]
    _STOCK_SUM[:] = [[_stock_sum(have, v) for v in range(20)] for have in range(20)]
    for build in _DERIVES:
        build()
    _BIAS.clear()
    _BIAS.update({n: ROOM_BIAS.get(r["id"], 0.0) for n, r in ROOMS.items()})
    WORTH.clear()
    WORTH.update({n: room_worth(n) for n in ROOMS})
    forget()


derive()
