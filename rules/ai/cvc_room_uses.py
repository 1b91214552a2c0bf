"""Cave vs Cave solo: what using a furnished room adds, for the scripted player.

A room with variants (``ROOMS[n]["alts"]``: pay some goods, get others, or raise a good to
a level) is worth its best variant for the goods held; the Digging room and the Junction
Room are worked out apart. Answers are remembered by the goods held and the turns left.
"""

from __future__ import annotations

from rules.ai.cvc_values import GOOD_VALUE, MEMO_MAX, gain_worth, on_derive, on_forget
from rules.cave_vs_cave.cave import Player, accessible
from rules.cave_vs_cave.data import BLUE, CELL_IDS, GOLD, GOODS, ROOMS

_USE_MEMO: dict[tuple, tuple[str, float]] = {}
# ``room_uses`` by its whole inputs (no key to work out first).
_USES_MEMO: dict[tuple, list[tuple[float, int, str]]] = {}


def best_use(pl: Player, n: int, late: float = 1.0) -> tuple[str, float]:
    """The variant of room ``n`` that adds the most worth, and that worth (room caps and
    blue rooms ignored: a quick estimate)."""
    g = pl["g"]
    alts = USES.get(n)
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
        if len(_USE_MEMO) >= MEMO_MAX:
            _USE_MEMO.clear()
        known = _USE_MEMO[memo] = _variant_use(g, alts, late)
    return known


def _variant_use(g: list[int], alts: list, late: float) -> tuple[str, float]:
    """``best_use`` of a room with variants (``alts``) for the stock ``g``."""
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


USES: dict[int, list[tuple[str, list[tuple[int, int]], tuple[int, ...], list[tuple[int, int]],
                            tuple[int, int, float] | None]]] = {}



def _build_uses() -> None:
    USES.clear()
    USES.update(_uses())


def _forget() -> None:
    _USE_MEMO.clear()
    _USES_MEMO.clear()


on_derive(_build_uses)
on_forget(_forget)


def room_uses(pl: Player, late: float) -> list[tuple[float, int, str]]:
    """The seat's orange rooms by what their best use adds, the best first: (worth,
    room, variant)."""
    # Remembered (read only): a function of the cave (the Digging room's use reads
    # which caverns it may reach), the walls, the goods and ``late``.
    memo = (tuple(pl["cave"]), pl["walls"], tuple(pl["g"]), late)
    found = _USES_MEMO.get(memo)
    if found is None:
        found = []
        for n in pl["cave"]:
            if n is not None and n > 0 and n not in BLUE:
                key, w = best_use(pl, n, late)
                found.append((w, n, key))
        found.sort(key=lambda u: -u[0])
        if len(_USES_MEMO) >= MEMO_MAX:
            _USES_MEMO.clear()
        _USES_MEMO[memo] = found
    return found


def action_worth(uses: list[tuple[float, int, str]], count: int) -> float:
    """What a room action for ``count`` rooms adds: the best uses worth having."""
    return sum(max(0.0, w) for w, _n, _key in uses[:count])


def raises(n: int, key: str) -> bool:
    """Whether variant ``key`` of room ``n`` raises goods to a level."""
    return any(k == key and targets for k, _c, _g, targets, _b in USES.get(n, ()))

