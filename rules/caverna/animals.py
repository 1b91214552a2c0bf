"""Where farm animals may live, and an exact check that a herd fits a home board.

Animals are kept as counts in a player's goods; the player may rearrange them at any
time, so a herd is legal exactly when *some* arrangement houses it. Each housing area
(a pasture, a meadow, a forest stable, a mine, the entry dwelling, a room tile) holds
one animal type. Dogs roam freely but, placed on a meadow or pasture, let it hold one
sheep more than the number of dogs there (stables ignored) — so they are a shared budget
that the search hands out. The search is a memoised depth-first walk over the areas
(state: area index, animals still to house, dogs still free): exact, not a heuristic.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from rules.caverna import board as hb
from rules.caverna.data import BOARD, FARM_ANIMALS, FURNISHINGS

# An area: its capacity per farm animal (sheep, donkey, wild boar, cattle) and whether
# dogs may watch sheep there.
Area = tuple[tuple[int, int, int, int], bool]

_ANY = {"one_type"}


def _uniform(n: int) -> tuple[int, int, int, int]:
    return (n, n, n, n)


def _housing_area(rule: Mapping[str, Any], dwarfs: int) -> list[Area]:
    if "one_type" in rule:
        return [(_uniform(rule["one_type"]), False)]
    caps = [0, 0, 0, 0]
    for animal, cap in rule.items():
        caps[FARM_ANIMALS.index(animal)] = dwarfs if cap == "dwarfs" else int(cap)
    return [((caps[0], caps[1], caps[2], caps[3]), False)]


def areas(player: Mapping[str, Any]) -> list[Area]:
    """Every housing area of a player's home board and furnishing tiles."""
    board = player["board"]
    stables = set(board["stables"])
    out: list[Area] = []
    for cell in hb.CELLS:
        k = hb.kind(board, cell)
        if k == "ps":
            out.append((_uniform(4 if cell in stables else 2), True))
        elif k == "m":
            out.append((_uniform(1 if cell in stables else 0), True))
        elif k == "" and cell in hb.FOREST and cell in stables:
            out.append(((0, 0, 1, 0), False))
        elif k in ("ore", "ruby"):
            out.append(((0, 1, 0, 0), False))
        elif k == "entry":
            out.append((_uniform(BOARD["entry_housing"]["one_type"]), False))
    for a, b in hb.large_pastures(board):
        s = (a in stables) + (b in stables)
        out.append((_uniform(4 << s), True))
    dwarfs = len(player["dwarfs"])
    for tile in player["tiles"]:
        rule = FURNISHINGS[tile].get("housing")
        if not rule:
            continue
        if "per_empty_field" in rule:
            out.extend((_uniform(rule["per_empty_field"]), False)
                       for _ in hb.empty_fields(board))
        else:
            out.extend(_housing_area(rule, dwarfs))
    return out


def herd_fits(area_list: list[Area], herd: tuple[int, int, int, int], dogs: int) -> bool:
    """True when the herd (sheep, donkey, wild boar, cattle) can be housed."""
    if not any(herd):
        return True
    ordered = tuple(sorted(area_list, key=lambda a: -max(a[0])))
    return _search(ordered, herd, dogs)


def _search(ordered: tuple[Area, ...], herd: tuple[int, int, int, int], dogs: int) -> bool:
    # Suffix capacities give a cheap bound per animal type before recursing. With dogs a
    # dog-able area holds at most (its dogs + 1) sheep, so the dogs still free plus one per
    # dog-able area bound what dogs can add.
    n = len(ordered)
    suffix = [[0, 0, 0, 0, 0] for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        caps, dog_ok = ordered[i]
        for t in range(4):
            suffix[i][t] = suffix[i + 1][t] + caps[t]
        suffix[i][4] = suffix[i + 1][4] + dog_ok

    @cache
    def go(i: int, need: tuple[int, int, int, int], free_dogs: int) -> bool:
        if not any(need):
            return True
        if i == n:
            return False
        if any(need[t] > suffix[i][t] for t in range(1, 4)):
            return False
        if need[0] > suffix[i][0] + (free_dogs + suffix[i][4] if free_dogs else 0):
            return False
        caps, dog_ok = ordered[i]
        if go(i + 1, need, free_dogs):
            return True
        for t in range(4):
            if need[t] and caps[t]:
                rest = list(need)
                rest[t] = max(0, need[t] - caps[t])
                if go(i + 1, (rest[0], rest[1], rest[2], rest[3]), free_dogs):
                    return True
        if dog_ok and need[0]:
            for k in range(1, free_dogs + 1):
                if k + 1 <= caps[0]:
                    continue  # no better than the plain capacity
                rest = (max(0, need[0] - (k + 1)), need[1], need[2], need[3])
                if go(i + 1, rest, free_dogs - k):
                    return True
                if rest[0] == 0:
                    break  # more dogs here cannot help
        return False

    return go(0, herd, dogs)


def herd_of(goods: Mapping[str, int]) -> tuple[int, int, int, int]:
    return (goods.get("sheep", 0), goods.get("donkey", 0), goods.get("wild_boar", 0),
            goods.get("cattle", 0))


def fits(player: Mapping[str, Any], goods: Mapping[str, int] | None = None) -> bool:
    """Whether the player's animals (or those in ``goods``) can all be housed."""
    goods = player["res"] if goods is None else goods
    return herd_fits(areas(player), herd_of(goods), goods.get("dog", 0))
