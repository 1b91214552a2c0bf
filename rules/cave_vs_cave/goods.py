"""Goods on a player's shelf: caps, paying, gaining, and the blue rooms that fire on a gain.

Goods are a list of six counts in the order of ``data.GOODS``. Gains above the cap
(9, gold 19) are lost, as the rulebook says.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import ge

from rules.cave_vs_cave.cave import Player, owns
from rules.cave_vs_cave.data import FLAX, FOOD, GOODS, GOODS_MAX, TRIGGER
from rules.core.text import Say

RETTING_ROOM = TRIGGER["flax"]


def can_pay(pl: Player, cost: Sequence[int]) -> bool:
    return all(map(ge, pl["g"], cost))  # goods and costs are both six counts


def pay(pl: Player, cost: Sequence[int]) -> None:
    g = pl["g"]
    for i, v in enumerate(cost):
        if v:
            if g[i] < v:  # guarded by legal-move generation; never silently go negative
                raise ValueError(f"cannot pay {v} {GOODS[i]}")
            g[i] -= v


# What a blue room added to a gain, appended to the sentence that reports the gain.
RETTING_NOTE = Say(" (Retting Room: +1 food)", "cvc-note-retting")


def gain(pl: Player, vec: Sequence[int]) -> str:
    """Add goods up to the caps; returns a note for triggered blue rooms ('' if none)."""
    g = pl["g"]
    for i, v in enumerate(vec):
        if v:
            g[i] = min(g[i] + v, GOODS_MAX[i])
    if 1 <= vec[FLAX] <= 3 and owns(pl, RETTING_ROOM):
        g[FOOD] = min(g[FOOD] + 1, GOODS_MAX[FOOD])
        return RETTING_NOTE
    return ""


def raise_to(pl: Player, targets: Sequence[int]) -> str:
    """Replenish: lift each good below its target up to it. Moving the flax marker up
    obtains flax, so the Retting Room fires as on any gain; returns its note ('' if none)."""
    g = pl["g"]
    got = [0] * len(g)
    for i, t in enumerate(targets):
        if g[i] < t:
            got[i] = t - g[i]
            g[i] = t
    if 1 <= got[FLAX] <= 3 and owns(pl, RETTING_ROOM):
        g[FOOD] = min(g[FOOD] + 1, GOODS_MAX[FOOD])
        return RETTING_NOTE
    return ""


def add(a: Sequence[int], b: Sequence[int]) -> list[int]:
    return [x + y for x, y in zip(a, b, strict=True)]


def resources(pl: Player) -> dict[str, int]:
    return {name: pl["g"][i] for i, name in enumerate(GOODS)}
