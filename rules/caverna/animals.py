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
from functools import cache, lru_cache
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


def _home_key(player: Mapping[str, Any]) -> tuple[Any, ...]:
    """Everything the housing areas depend on, as a hashable key."""
    board = player["board"]
    return (tuple(board["cells"].items()), tuple(board["stables"]), tuple(board["crops"]),
            tuple(player["tiles"]), len(player["dwarfs"]))


@lru_cache(maxsize=2048)
def _placed_by_key(key: tuple[Any, ...]) -> tuple[tuple[str, Area], ...]:
    # Boards change a few times a game while animals come and go at every move, so the
    # areas of a home are computed once per layout.
    cells, stables, crops, tiles, dwarfs = key
    home = {"board": {"cells": dict(cells), "stables": list(stables),
                      "crops": dict.fromkeys(crops)},
            "tiles": list(tiles), "dwarfs": [None] * dwarfs}
    return tuple(_placed_areas(home))


@lru_cache(maxsize=2048)
def _ordered_by_key(key: tuple[Any, ...]) -> tuple[Area, ...]:
    return _ordered([area for _, area in _placed_by_key(key)])


def placed_areas(player: Mapping[str, Any]) -> list[tuple[str, Area]]:
    """Every housing area with the cell that holds it (see :func:`arrange`)."""
    return list(_placed_by_key(_home_key(player)))


def _placed_areas(player: Mapping[str, Any]) -> list[tuple[str, Area]]:
    board = player["board"]
    stables = set(board["stables"])
    out: list[tuple[str, Area]] = []
    for cell in hb.CELLS:
        k = hb.kind(board, cell)
        if k == "ps":
            out.append((cell, (_uniform(4 if cell in stables else 2), True)))
        elif k == "m":
            out.append((cell, (_uniform(1 if cell in stables else 0), True)))
        elif k == "" and cell in hb.FOREST and cell in stables:
            out.append((cell, ((0, 0, 1, 0), False)))
        elif k in ("ore", "ruby"):
            out.append((cell, ((0, 1, 0, 0), False)))
        elif k == "entry":
            out.append((cell, (_uniform(BOARD["entry_housing"]["one_type"]), False)))
    for a, b in hb.large_pastures(board):
        s = (a in stables) + (b in stables)
        out.append((a, (_uniform(4 << s), True)))
    dwarfs = len(player["dwarfs"])
    for tile in player["tiles"]:
        rule = FURNISHINGS[tile].get("housing")
        if not rule:
            continue
        if "per_empty_field" in rule:
            # The Stubble room lets each empty field hold animals: the field is the area.
            out.extend((cell, (_uniform(rule["per_empty_field"]), False))
                       for cell in hb.empty_fields(board))
        else:
            home = next((c for c, v in board["cells"].items() if v == f"fu:{tile}"), tile)
            out.extend((home, area) for area in _housing_area(rule, dwarfs))
    return out


def areas(player: Mapping[str, Any]) -> list[Area]:
    """Every housing area of a player's home board and furnishing tiles."""
    return [area for _, area in placed_areas(player)]


def herd_fits(area_list: list[Area], herd: tuple[int, int, int, int], dogs: int) -> bool:
    """True when the herd (sheep, donkey, wild boar, cattle) can be housed."""
    if not any(herd):
        return True
    return _solve(_ordered(area_list), herd, dogs) is not None


def _ordered(area_list: list[Area]) -> tuple[Area, ...]:
    return tuple(sorted(area_list, key=lambda a: -max(a[0])))


# One area's share of an arrangement: (animal index or -1 for none, count, dogs there).
Share = tuple[int, int, int]
_EMPTY: Share = (-1, 0, 0)


def _solve(ordered: tuple[Area, ...], herd: tuple[int, int, int, int],
           dogs: int) -> tuple[Share, ...] | None:
    """An arrangement of the herd over ``ordered`` (shares of its first areas), or None.

    Larger areas are tried first and filled before being skipped, so the arrangement
    shown to players looks natural; the answer is the same either way.
    """
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
    def go(i: int, need: tuple[int, int, int, int], free_dogs: int
           ) -> tuple[Share, ...] | None:
        if not any(need):
            return ()
        if i == n:
            return None
        if any(need[t] > suffix[i][t] for t in range(1, 4)):
            return None
        if need[0] > suffix[i][0] + (free_dogs + suffix[i][4] if free_dogs else 0):
            return None
        caps, dog_ok = ordered[i]
        for t in range(4):
            if need[t] and caps[t]:
                rest = list(need)
                put = min(need[t], caps[t])
                rest[t] -= put
                tail = go(i + 1, (rest[0], rest[1], rest[2], rest[3]), free_dogs)
                if tail is not None:
                    return ((t, put, 0), *tail)
        if dog_ok and need[0]:
            for k in range(1, free_dogs + 1):
                if k + 1 <= caps[0]:
                    continue  # no better than the plain capacity
                put = min(need[0], k + 1)
                tail = go(i + 1, (need[0] - put, need[1], need[2], need[3]), free_dogs - k)
                if tail is not None:
                    return ((0, put, k), *tail)
                if put == need[0]:
                    break  # more dogs here cannot help
        tail = go(i + 1, need, free_dogs)
        return None if tail is None else (_EMPTY, *tail)

    return go(0, herd, dogs)


def herd_of(goods: Mapping[str, int]) -> tuple[int, int, int, int]:
    return (goods.get("sheep", 0), goods.get("donkey", 0), goods.get("wild_boar", 0),
            goods.get("cattle", 0))


def fits(player: Mapping[str, Any], goods: Mapping[str, int] | None = None) -> bool:
    """Whether the player's animals (or those in ``goods``) can all be housed."""
    goods = player["res"] if goods is None else goods
    herd = herd_of(goods)
    if not any(herd):
        return True
    if sum(herd) <= BOARD["entry_housing"]["one_type"] and max(herd) == sum(herd):
        return True  # the entry dwelling, always there, holds it
    return _fits_on(_ordered_by_key(_home_key(player)), herd, goods.get("dog", 0))


@lru_cache(maxsize=8192)
def _fits_on(ordered: tuple[Area, ...], herd: tuple[int, int, int, int], dogs: int) -> bool:
    return _solve(ordered, herd, dogs) is not None


# ----- one arrangement, for the images and the mine effects --------------------------------
def _housed_herd(player: Mapping[str, Any], area_list: list[Area]
                 ) -> tuple[tuple[int, int, int, int], dict[str, int]]:
    """The herd that is housed, and what is not (only while an overflow is being settled).

    The largest group loses one animal at a time until the rest fits: a simple, fixed
    rule, since the player is about to choose what to eat anyway.
    """
    res = player["res"]
    herd = list(herd_of(res))
    out: dict[str, int] = {}
    while not herd_fits(area_list, (herd[0], herd[1], herd[2], herd[3]), res.get("dog", 0)):
        t = herd.index(max(herd))
        herd[t] -= 1
        out[FARM_ANIMALS[t]] = out.get(FARM_ANIMALS[t], 0) + 1
    return (herd[0], herd[1], herd[2], herd[3]), out


def _mine_split(player: Mapping[str, Any], placed: list[tuple[str, Area]],
                herd: tuple[int, int, int, int]) -> tuple[list[str], list[tuple[str, Area]]]:
    """Donkey-filled mine cells (as many in ore mines as possible, then in ruby mines) and
    the areas left for the rest of the herd.

    Mines hold nothing but one donkey, so a donkey there is worth moving only if the rest
    still fits elsewhere; the count is maximal for ore mines (Miner) and for all mines
    (Mining cave) at once, because ore and ruby mines are interchangeable for the rest.
    """
    board = player["board"]
    dogs = player["res"].get("dog", 0)
    donkeys = herd[1]
    filled: list[str] = []
    rest = placed
    for mine in ("ore", "ruby"):
        cells = [c for c, _ in rest if hb.kind(board, c) == mine]
        rest = [(c, a) for c, a in rest if hb.kind(board, c) != mine]
        others = [a for _, a in rest]
        m = min(donkeys, len(cells))
        while m and not herd_fits(others, (herd[0], donkeys - m, herd[2], herd[3]), dogs):
            m -= 1
        filled.extend(cells[:m])
        donkeys -= m
    return filled, rest


def mine_donkeys(player: Mapping[str, Any]) -> tuple[int, int]:
    """Donkeys in (ore mines, ruby mines) in the best arrangement of the current herd."""
    placed = placed_areas(player)
    herd, _ = _housed_herd(player, [a for _, a in placed])
    filled, _ = _mine_split(player, placed, herd)
    ore = sum(1 for c in filled if hb.kind(player["board"], c) == "ore")
    return ore, len(filled) - ore


def arrange(player: Mapping[str, Any]) -> dict[str, Any]:
    """One deterministic arrangement of the player's animals, for the view.

    ``animals``: {cell: [animal, count]} (a large pasture under its first cell, a room
    tile under its own cell, the Stubble room's animals on the empty fields);
    ``dogs``: {cell: dogs watching sheep there}; ``unhoused``: {animal: count} not housed
    while the player is choosing what to eat. Donkeys go to mines first.
    """
    placed = placed_areas(player)
    herd, unhoused = _housed_herd(player, [a for _, a in placed])
    filled, rest = _mine_split(player, placed, herd)
    herd = (herd[0], herd[1] - len(filled), herd[2], herd[3])
    animals: dict[str, list[Any]] = {cell: ["donkey", 1] for cell in filled}
    dogs: dict[str, int] = {}
    order = sorted(range(len(rest)), key=lambda i: -max(rest[i][1][0]))
    shares = _solve(tuple(rest[i][1] for i in order), herd, player["res"].get("dog", 0)) or ()
    for i, (t, n, d) in zip(order, shares, strict=False):
        cell = rest[i][0]
        if n:  # every area has a cell of its own
            animals[cell] = [FARM_ANIMALS[t], n]
        if d:
            dogs[cell] = dogs.get(cell, 0) + d
    return {"animals": animals, "dogs": dogs, "unhoused": unhoused}
