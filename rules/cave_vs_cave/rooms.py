"""Orange room actions: which ways of using a room are possible now, and doing one.

A room's ways ("variants") come from its data: ``alts`` (either/or effects: gains,
exchanges, replenishing), ``distinct`` (the Junction Room's three different goods) or
``dig`` (the Digging Cave's paid excavation). Only variants that can be paid and that
would change something are offered.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from operator import ge
from typing import Any

from rules.cave_vs_cave.cave import Player, accessible
from rules.cave_vs_cave.data import (
    CELL_IDS,
    CELL_INDEX,
    GOOD_INDEX,
    ROOMS,
    cell_label,
    goods_text,
    goods_vector,
    vector_of,
)
from rules.cave_vs_cave.goods import can_pay, gain, pay, raise_to
from rules.cave_vs_cave.labels import alt_text, below_got
from rules.core.text import Say, concat


def _vectors(alt: dict[str, Any]) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    return (goods_vector(alt.get("pay", {})), goods_vector(alt.get("get", {})),
            goods_vector(alt.get("raise", {})))


# Per room: [(key, label, pay, get, raise_targets, alt)], built once.
_ALTS: dict[int, list[tuple[str, str, tuple[int, ...], tuple[int, ...], tuple[int, ...],
                            dict[str, Any]]]] = {
    n: [(a["key"], alt_text(a), *_vectors(a), a) for a in r["alts"]]
    for n, r in ROOMS.items() if "alts" in r}


def _distinct_alts(n: int) -> list[tuple[str, tuple[int, ...]]]:
    d = ROOMS[n]["distinct"]
    out = []
    for combo in combinations(d["goods"], d["count"]):
        out.append(("-".join(combo), goods_vector(dict.fromkeys(combo, 1))))
    return out


_DISTINCT: dict[int, list[tuple[str, tuple[int, ...]]]] = {
    n: _distinct_alts(n) for n, r in ROOMS.items() if "distinct" in r}


def _pay_label(key: str, get: dict[str, int]) -> Say:
    """'pay 1 wood + 1 stone + 1 flax → 2 gold' (the Junction Room's goods, by key)."""
    paid, got = goods_text(dict.fromkeys(key.split("-"), 1)), goods_text(get)
    return Say(f"pay {paid} → {got}", "cvc-pay-exchange", pay=paid, get=got)


def _alt_label(n: int, key: str) -> str:
    return next(label for k, label, *_ in _ALTS[n] if k == key)


def _distinct_label(n: int, key: str) -> Say:
    return _pay_label(key, ROOMS[n]["distinct"]["get"])


def _gold_dig_label(c: int) -> Say:
    return Say(f"pay 1 gold: excavate {cell_label(c)}", "cvc-gold-dig", cell=cell_label(c))


_DIG_COST: dict[int, tuple[int, ...]] = {
    n: goods_vector(r["dig"]["pay"]) for n, r in ROOMS.items() if "dig" in r}
Recipe = tuple[Callable[..., str], tuple[Any, ...]]


# Per room with alts: (key, cost, replenish targets or None), built once.
_ALT_CHECKS: dict[int, tuple[tuple[str, tuple[int, ...], tuple[int, ...] | None], ...]] = {
    n: tuple((key, cost, targets if any(targets) else None)
             for key, _label, cost, _get, targets, _alt in alts) for n, alts in _ALTS.items()}


def _alt_usable(g: list[int], cost: tuple[int, ...], targets: tuple[int, ...] | None) -> bool:
    # Replenishing that would change nothing is no use; goods and costs are six counts.
    return (targets is None or not all(map(ge, g, targets))) and all(map(ge, g, cost))


def _counts(vec: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """The (good, count) pairs of a goods vector that are not zero."""
    return tuple((i, v) for i, v in enumerate(vec) if v)


# Per room with alts: (cost, replenish targets or None) as ``_counts`` pairs. Goods are
# never below zero, so only the goods a way names can stop it.
_USE_CHECKS: dict[int, tuple[tuple[tuple[tuple[int, int], ...],
                                   tuple[tuple[int, int], ...] | None], ...]] = {
    n: tuple((_counts(cost), None if targets is None else _counts(targets))
             for _key, cost, targets in checks)
    for n, checks in _ALT_CHECKS.items()}


def usable(pl: Player, n: int) -> bool:
    """Whether room ``n`` has a way of use now (``variants`` is not empty)."""
    checks = _USE_CHECKS.get(n)
    if checks is None:
        return bool(variants(pl, n))
    g = pl["g"]
    # Loops over the few goods that matter: this runs for every room on most menus.
    for cost, targets in checks:
        if targets is not None:
            for i, t in targets:
                if g[i] < t:
                    break
            else:
                continue  # every good is at its target already: replenishing does nothing
        for i, v in cost:
            if g[i] < v:
                break
        else:
            return True
    return False


def variants(pl: Player, n: int) -> list[tuple[str, Recipe]]:
    """(key, label recipe ``(make, args)``) for each way room ``n`` can be used right now."""
    g = pl["g"]
    if n in _ALT_CHECKS:
        return [(key, (_alt_label, (n, key))) for key, cost, targets in _ALT_CHECKS[n]
                if _alt_usable(g, cost, targets)]
    if n in _DISTINCT:
        return [(key, (_distinct_label, (n, key))) for key, cost in _DISTINCT[n]
                if can_pay(pl, cost)]
    if n in _DIG_COST:
        if not can_pay(pl, _DIG_COST[n]):
            return []
        return [(CELL_IDS[c], (_gold_dig_label, (c,))) for c in accessible(pl)]
    return []


def use(pl: Player, n: int, key: str) -> tuple[str, int | None]:
    """Carry out variant ``key`` of room ``n``. Returns (what happened, the cell to
    excavate for the Digging Cave or None); the caller does the excavation itself."""
    if n in _ALTS:
        for k, label, cost, get, targets, alt in _ALTS[n]:
            if k != key:
                continue
            pay(pl, cost)
            notes = [gain(pl, get) if any(get) else ""]
            if any(targets):
                notes.append(raise_to(pl, targets))
            if "below" in alt:
                (good, limit), = alt["below"].items()
                # The journal says what was got, not the card's condition.
                if pl["g"][GOOD_INDEX[good]] < limit:
                    notes.append(gain(pl, vector_of(alt["get_below"])))
                    label = below_got(alt)
                else:
                    label = alt_text({k: v for k, v in alt.items() if k != "below"})
            return concat([label, *notes]), None
    elif n in _DISTINCT:
        for k, cost in _DISTINCT[n]:
            if k == key:
                pay(pl, cost)
                gain(pl, vector_of(ROOMS[n]["distinct"]["get"]))
                paid = goods_text(dict.fromkeys(key.split("-"), 1))
                return Say(f"paid {paid} for 2 gold", "cvc-ev-paid-for-gold", pay=paid), None
    elif "dig" in ROOMS[n]:
        pay(pl, vector_of(ROOMS[n]["dig"]["pay"]))
        return Say("paid 1 gold to excavate", "cvc-ev-paid-to-dig"), CELL_INDEX[key]
    raise ValueError(f"room {n} has no way {key!r}")  # guarded by legal-move generation
