"""Caverna family planning: room for a newborn, then the newborn.

A Caverna player's first plans are feeding, family growth and furnishing
(../shared/reference/caverna.md §5: « Family growth: only if your dwellings have more room
than you have dwarfs »). A third dwarf is a third action every round from the next one
on, and a dwelling is 3 points besides; the turn search rarely finds either (it walks the
nested menus at random: Housework, "Furnish a cavern", the dwellings, the tile, where),
and a seat of the hard level played 12 rounds with its two starting dwarfs. So at the
place-a-dwarf question this script decides, as a player would:

* with room for another dwarf, a space that grows the family (Wish for children, Family
  life, Growth, Urgent wish for children when it can pay its dwelling too);
* without room (and fewer than five dwarfs), a space that builds a dwelling the seat can
  pay and place (Urgent wish for children first: dwelling then newborn, then Wish for
  children, then Housework);

and inside the action it chose, the growth, the dwelling's menu and the dwelling tile
(the one housing the most, then the most points for its price). Elsewhere it returns None
and the search decides. Every answer is a function of the position, as the search's is.

Food comes first (issue 38: hard seats grew to five dwarfs and begged for it): the plan
grows the family, or builds the room for it, only with the food for the next two feedings
in sight, the newborn's included (``caverna_food.food_in_sight``). Without it, inside an
action that offers a growth or something else (Growth's goods, Wish for children's
dwelling), it takes the something else.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.ai import caverna_food
from rules.caverna import furnishing
from rules.caverna import players as caverna_players
from rules.caverna.data import FURNISHINGS, action, combinator, node_at
from rules.core import State

_DWELLING = {"op": "furnish", "only": "dwelling"}
# What one wood or stone is worth when a dwelling is paid (the search's weights are near).
_GOOD = 0.4


@cache
def _ops(space: str, path: tuple[int, ...]) -> frozenset[str]:
    """The ops a flow node holds: "growth", "dwelling" (a furnishing limited to
    dwellings), "furnish" (any tile, dwellings included)."""
    node = node_at(space, path) if path else action(space)["flow"]
    kind = combinator(node)
    if not kind:
        op = node.get("op", "")
        if op == "furnish" and not node.get("tile"):
            return frozenset(("dwelling",) if node.get("only") == "dwelling" else
                             ("furnish", "dwelling"))
        return frozenset((op,))
    out: frozenset[str] = frozenset()
    for i in range(len(node[kind])):
        out |= _ops(space, (*path, i))
    return out


def can_grow(state: State, seat: int) -> bool:
    """Whether the seat's dwellings have room for another dwarf."""
    return caverna_players.can_grow(state["players"][seat])


def dwelling_payable(state: State, seat: int) -> bool:
    """Whether the seat can pay and place a dwelling that houses a dwarf now."""
    return any(FURNISHINGS[t].get("room") for t in
               furnishing.choices(state, seat, _DWELLING))


def needs_room(state: State, seat: int) -> bool:
    """Whether the seat has no room for another dwarf and could have one more."""
    player = state["players"][seat]
    n = len(player["dwarfs"])
    return caverna_players.room(player) <= n < caverna_players.max_dwarfs(player)


def _space_rank(space: str, grow: bool, build: bool, payable: bool) -> int | None:
    """How good a space is for the plan (lower first); None when it does not serve it."""
    ops = _ops(space, ())
    if "growth" in ops and "dwelling" in ops and combinator(action(space)["flow"]) == "xor":
        # Wish for children: growth or a dwelling; Urgent wish: a dwelling then growth.
        if _ops(space, (0,)) >= {"growth", "dwelling"}:
            return 0 if payable else None
        return 1 if grow or build else None
    if "growth" in ops and grow:
        return 1
    if "furnish" in ops and build:
        return 2
    return None


def _best_dwelling(options: list[str]) -> str | None:
    tiles = [o for o in options if o.startswith("t:") and FURNISHINGS[o[2:]].get("room")]
    if not tiles:
        return None

    def worth(o: str) -> tuple[int, float]:
        tile = FURNISHINGS[o[2:]]
        return tile["room"], tile["points"] - _GOOD * sum(tile["cost"].values())
    return max(tiles, key=worth)


def _in_action(frame: dict[str, Any], options: list[str], grow: bool, build: bool,
               payable: bool) -> str | None:
    if frame["k"] == "node":
        path = tuple(frame["p"])
        for oid in options:
            if not oid.startswith("c:"):
                continue
            ops = _ops(frame["sp"], (*path, int(oid[2:])))
            if grow and "growth" in ops and ("dwelling" not in ops or payable):
                return oid
            if build and "dwelling" in ops:
                return oid
        return None
    if frame["k"] == "op" and build and node_at(frame["sp"], tuple(frame["p"])).get(
            "op") == "furnish":
        if "cat:orange" in options:
            return "cat:orange"
        return _best_dwelling(options)
    return None


def _without_growth(frame: dict[str, Any], options: list[str]) -> str | None:
    """Inside an action offering a family growth beside other parts, a part without it
    (None elsewhere: the search decides, its judgement counting the hunger ahead)."""
    if frame["k"] != "node":
        return None
    path = tuple(frame["p"])
    branches = [o for o in options if o.startswith("c:")]
    if not any("growth" in _ops(frame["sp"], (*path, int(o[2:]))) for o in branches):
        return None
    return next((o for o in branches
                 if "growth" not in _ops(frame["sp"], (*path, int(o[2:])))), None)


def choice(state: State, seat: int, options: list[str]) -> str | None:
    """The seat's move when it serves the family plan; None to let the search decide."""
    stack = state["players"][seat]["stack"]
    if not stack:
        return None
    grow = can_grow(state, seat)
    payable = (grow or needs_room(state, seat)) and dwelling_payable(state, seat)
    build = payable and not grow
    if not grow and not build:
        return None
    frame = stack[-1]
    if not caverna_food.food_in_sight(state, seat):
        return _without_growth(frame, options) if grow else None
    if frame["k"] == "place":
        ranked = [(rank, oid) for oid in options if oid.startswith("sp:")
                  for rank in [_space_rank(oid[3:], grow, build, payable)] if rank is not None]
        return min(ranked)[1] if ranked else None
    return _in_action(frame, options, grow, build, payable)
