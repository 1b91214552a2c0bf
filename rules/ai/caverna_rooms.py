"""Caverna furnishing plan: rooms furnished for their points.

Furnishing tiles are the points of a Caverna cave (../shared/reference/caverna.md,
furnishing tiles: 1 to 7 points each, and the yellow ones' bonus points besides); a hobby
game's seats furnish five to eight. The turn search walks the furnishing menus at random
(a space, "Furnish a cavern", a colour, a tile, a cavern), so it rarely finds the tile
that scores, and a hard seat furnished 2.8 tiles a game (issue 38). So, once its family's
food is in sight (``caverna_food``), a seat that can pay for a tile worth ``WORTH`` points
or more goes to a space that furnishes, and inside it takes that tile: the one whose
furnishing raises the seat's score the most now (its points and bonus as the score sheet
counts them), less what its price would have been worth kept. Where the tile goes and
everything else is left to the search. Every answer is a function of the position.
"""

from __future__ import annotations

from typing import Any

from rules.ai import caverna_family, caverna_food
from rules.caverna import furnishing, scoring
from rules.caverna import players as caverna_players
from rules.caverna.data import FURNISHINGS, action, combinator, node_at
from rules.core import State

# The least a tile must be worth (points now, less its price kept) to go furnishing for it.
WORTH = 3.0
# What a good paid is worth kept (near the search's weights for wood, stone and ore).
_GOOD = 0.35
# What a good a tile brings is worth to the plan (wood and stone: a dwelling's and the
# tiles' price; the search weighs them near).
INCOME = {"wood": 1.0, "stone": 0.6, "ore": 0.4, "ruby": 0.5}
# A plain furnish leaf (any tile): what the place question looks for.
_ANY = {"op": "furnish"}
# A dwelling's price (the plain Dwelling tile), kept for the family while it may grow.
_DWELLING = FURNISHINGS["dwelling"]["cost"]
# Rounds left (this one included) below which the family no longer holds goods back.
FAMILY_ROUNDS = 3
# Rounds left (this one included) in which goods kept are worth nothing: wood, stone and
# ore score no points at the end (the score sheet has no line for them), so in the last
# rounds any tile that scores is worth its goods, and the plan goes furnishing for
# ``LATE_WORTH`` points or more.
LATE_ROUNDS = 2
LATE_WORTH = 1.0
# Rounds per dwarf the family may still grow by (``family_in_sight``; 0: none counted).
GROWTH_ROUNDS = 0
# A tile worth this much is furnished even if it leaves the next dwelling unpaid: the
# tiles are unique, and a rival takes an 8-point Prayer chamber while the seat saves for
# a 3-point dwelling.
BIG = 99.0


def rounds_left(state: State) -> int:
    """Rounds left in the game, this one included."""
    return state["rounds_total"] - state["rounds"].index(state["round"])


def _late(state: State) -> bool:
    return rounds_left(state) <= LATE_ROUNDS


def family_in_sight(state: State, seat: int) -> int:
    """The family size the seat may count on at the end: one more dwarf every
    ``GROWTH_ROUNDS`` rounds left after this one, up to its most dwarfs (hard seats grew
    about that fast at two players)."""
    player = state["players"][seat]
    n = len(player["dwarfs"])
    more = max(0, rounds_left(state) - 1) // GROWTH_ROUNDS if GROWTH_ROUNDS else 0
    return max(n, min(caverna_players.max_dwarfs(player), n + more))


def _projected(state: State, seat: int) -> caverna_players.Player:
    """The seat with the family it may count on (``family_in_sight``): a bonus that counts
    dwarfs (Broom chamber: 5 points with five) is worth what it will score."""
    player = state["players"][seat]
    extra = family_in_sight(state, seat) - len(player["dwarfs"])
    if extra <= 0:
        return player
    return {**player, "dwarfs": [*player["dwarfs"],
                                 *({"w": 0, "at": None, "new": False} for _ in range(extra))]}


def tile_worth(state: State, seat: int, tile: str) -> float:
    """What furnishing ``tile`` now adds to the seat's score, less its price kept (its
    bonus counted with the family in sight)."""
    player = _projected(state, seat)
    cost = furnishing.furnish_cost(player, _ANY, tile)
    trial = {**player, "tiles": [*player["tiles"], tile],
             "res": {g: n - cost.get(g, 0) for g, n in player["res"].items()}}
    gained = scoring.total(trial) - scoring.total(player)
    if FURNISHINGS[tile].get("bonus", {}).get("count") == "adjacent_dwellings":
        # The State parlor scores by where it stands (4 points a dwelling next to it):
        # its best free cavern (the search places it by the score, so it finds that one).
        gained += max((_placed_bonus(trial, tile, cell) for cell in
                       furnishing.furnish_cells(player)), default=0)
    return gained + income(state, tile) - (0.0 if _late(state) else _GOOD) * sum(
        cost.values())


def _placed_bonus(player: caverna_players.Player, tile: str, cell: str) -> int:
    """The bonus ``tile`` scores standing on ``cell`` of the seat's board."""
    board = player["board"]
    placed = {**player, "board": {**board, "cells": {**board["cells"], cell: f"fu:{tile}"}}}
    return scoring.total(placed) - scoring.total(player)


def income(state: State, tile: str) -> float:
    """What the goods a tile brings are worth (``INCOME`` a unit; rubies score a point
    besides): once when built (Stone carver: 2 stone, Blacksmith: 2 ore), or one a round
    from a supplier (Wood supplier: a wood on each of the next 7 rounds), counting only
    the rounds left. Wood and stone buy dwellings and tiles; the score counts neither,
    so an economy tile built early was worth 2 points to the plan, and never built."""
    hooks = FURNISHINGS[tile].get("hooks", {})
    goods: dict[str, int] = dict(hooks.get("on_build_gain", {}))
    supplier = hooks.get("supplier")
    if supplier:
        goods[supplier["good"]] = goods.get(supplier["good"], 0) + min(
            supplier["rounds"], rounds_left(state) - 1)
    return sum(n * (INCOME.get(g, 0.0) if not _late(state) else 0.0)
               + (n if g == "ruby" else 0) for g, n in goods.items())


def _pays_back(state: State, seat: int, tile: str) -> bool:
    """Whether a tile's goods are worth its price (``income``): it leaves the family's
    next dwelling no further off."""
    cost = furnishing.furnish_cost(state["players"][seat], _ANY, tile)
    return income(state, tile) >= sum(INCOME.get(g, 0.0) for g, n in cost.items()
                                      for _ in range(n))


def _best(state: State, seat: int, tiles: list[str]) -> tuple[float, str] | None:
    """The worthiest of ``tiles`` (dwellings are the family plan's), if worth ``WORTH``."""
    ranked = [(tile_worth(state, seat, t), t) for t in tiles
              if not FURNISHINGS[t].get("room") and not FURNISHINGS[t].get("room_sixth")]
    least = LATE_WORTH if _late(state) else WORTH
    ranked = [(w, t) for w, t in ranked if w >= least]
    # Ties: the tile listed first (the data's order), so the answer is a function of the
    # position.
    return max(ranked, key=lambda wt: (wt[0], -tiles.index(wt[1]))) if ranked else None


def _keeps_room(state: State, seat: int, tile: str) -> bool:
    """Whether furnishing ``tile`` leaves the family's next dwelling payable, while the
    family may still grow and has ``FAMILY_ROUNDS`` rounds or more to do it: a dwarf more
    is an action more every round, worth more than most tiles."""
    player = state["players"][seat]
    if not caverna_family.needs_room(state, seat):
        return True
    if rounds_left(state) <= FAMILY_ROUNDS:
        return True
    cost = furnishing.furnish_cost(player, _ANY, tile)
    res = player["res"]
    return all(res[g] - cost.get(g, 0) >= n for g, n in _DWELLING.items())


def _wanted(state: State, seat: int) -> str | None:
    """The tile the seat would furnish now, if any."""
    if caverna_food.hunger(state, seat):
        return None
    tiles = [t for t in furnishing.choices(state, seat, _ANY)
             if _keeps_room(state, seat, t) or tile_worth(state, seat, t) >= BIG
             or _pays_back(state, seat, t)]
    found = _best(state, seat, tiles)
    return found[1] if found else None


def _furnishes(space: str, path: tuple[int, ...] = ()) -> bool:
    """Whether a space's flow (or the part at ``path``) holds a furnish leaf for any
    tile (not only dwellings)."""
    return "furnish" in caverna_family._ops(space, path)


def _in_action(frame: dict[str, Any], options: list[str], tile: str) -> str | None:
    if frame["k"] == "node":
        path = tuple(frame["p"])
        kind = combinator(node_at(frame["sp"], path) if path else action(frame["sp"])["flow"])
        if kind == "seq":
            return None
        return next((o for o in options if o.startswith("c:")
                     and _furnishes(frame["sp"], (*path, int(o[2:])))), None)
    if frame["k"] != "op" or node_at(frame["sp"], tuple(frame["p"])).get("op") != "furnish":
        return None
    if f"t:{tile}" in options:
        return f"t:{tile}"
    colour = FURNISHINGS[tile]["colour"]
    if f"cat:{colour}" in options:
        return f"cat:{colour}"
    return None


def choice(state: State, seat: int, options: list[str]) -> str | None:
    """The seat's move when it serves the furnishing plan; None to let the search decide."""
    stack = state["players"][seat]["stack"]
    if not stack:
        return None
    frame = stack[-1]
    if frame["k"] == "place":
        spaces = [o for o in options if o.startswith("sp:") and _furnishes(o[3:])]
        if not spaces or _wanted(state, seat) is None:
            return None
        return spaces[0]
    if frame["k"] not in ("node", "op") or "sp" not in frame:
        return None
    tile = _wanted(state, seat)
    return _in_action(frame, options, tile) if tile else None
