"""Caverna feeding: convert goods into food before taking a begging marker.

« Convert goods at any time » (../shared/reference/caverna.md, feeding): a begging marker
costs 3 points, so a dwarf short of food is fed from goods whenever a good costs less than
that per food. The turn search cannot see it (a random walk through the convert menu rarely
stops at the right place), so at the feeding question this script decides: open the
convert menu while a food conversion worth its price is on offer and food is short,
convert the cheapest (in points lost per food that is needed), then go back and feed.
"""

from __future__ import annotations

from rules.caverna import harvest
from rules.caverna.convert import food_for
from rules.caverna.data import SETUP
from rules.core import State

# What one begging marker costs (« -3 PV par jeton Mendicité »).
BEGGING = 3.0
# Points a good is worth when kept, per unit (the final scoring: grain ½, vegetable,
# ruby and gold 1, farm animals 1), before the missing-kind penalty for animals.
_KEPT = {"grain": 0.5, "vegetable": 1.0, "ruby": 1.0, "sheep": 1.0, "donkey": 1.0,
         "wild_boar": 1.0, "cattle": 1.0, "gold": 1.0}
# Scoring: « -2 PV par type d'animal de ferme manquant ».
_MISSING_KIND = 2.0
_ANIMALS = ("sheep", "donkey", "wild_boar", "cattle")


def _feed_frame(state: State, seat: int) -> dict | None:
    """The seat's open feeding question, whether or not a convert menu sits on it."""
    for frame in reversed(state["players"][seat]["stack"]):
        if frame["k"] == "feed":
            return frame
        if frame["k"] not in ("convert", "gold"):
            return None
    return None


def shortfall(state: State, seat: int) -> int:
    """The food the seat lacks at its open feeding question (0 when there is none)."""
    frame = _feed_frame(state, seat)
    if frame is None:
        return 0
    player = state["players"][seat]
    return max(0, harvest.due(player, frame) - player["res"]["food"])


def _offers(state: State, seat: int, options: list[str]) -> list[tuple[str, int, float]]:
    """The food conversions on offer: (option, food it gives, points it loses)."""
    player = state["players"][seat]
    res = player["res"]
    out = []
    for oid in options:
        kind, _, what = oid.partition(":")
        if kind != "f":
            continue
        if what.startswith("gold"):
            n = int(what[5:] or 1)
            out.append((oid, n, _KEPT["gold"] * (n + 1)))
            continue
        paid = {"donkey": 2} if what == "donkey2" else {what: 1}
        lost = sum(_KEPT.get(g, 1.0) * n for g, n in paid.items())
        for animal, n in paid.items():
            if animal in _ANIMALS and res[animal] == n:
                lost += _MISSING_KIND
        out.append((oid, food_for(player, what), lost))
    return out


def _best(state: State, seat: int, options: list[str], short: int) -> str | None:
    """The food conversion losing the fewest points per food needed, if cheaper than
    begging for that food."""
    best, price = None, BEGGING
    for oid, food, lost in _offers(state, seat, options):
        per_food = lost / min(food, short)
        if per_food < price:
            best, price = oid, per_food
    return best


def could_convert(state: State, seat: int) -> bool:
    """Whether the seat lacks food at its feeding question and holds goods it could turn
    into that food for fewer points than begging costs."""
    short = shortfall(state, seat)
    return bool(short) and _worth_converting(state, seat, short)


def _worth_converting(state: State, seat: int, short: int) -> bool:
    """Whether the convert menu would hold a food conversion cheaper than begging."""
    res = state["players"][seat]["res"]
    goods = [f"f:{g}" for g in SETUP["food_values"] if res[g] > 0]
    if res["donkey"] >= 2:
        goods.append("f:donkey2")
    if res["gold"] >= 2:
        goods.append("f:gold")
    if res["gold"] >= 3:
        goods.append(f"f:gold:{min(res['gold'] - 1, short)}")
    return _best(state, seat, goods, short) is not None


def choice(state: State, seat: int, options: list[str]) -> str | None:
    """The seat's move at its feeding question or in a convert menu opened there; None
    elsewhere (and where another way to feed a dwarf is on offer: the search weighs it)."""
    frame = _feed_frame(state, seat)
    if frame is None:
        return None
    short = shortfall(state, seat)
    top = state["players"][seat]["stack"][-1]["k"]
    if top == "feed":
        if any(o.startswith("wc:") for o in options):
            return None
        if short and "cv" in options and _worth_converting(state, seat, short):
            return "cv"
        return "pay" if "pay" in options else None
    if not short:
        return "back" if "back" in options else None
    if top == "gold":
        amounts = [o for o in options if o.startswith("f:gold:")]
        fitting = [o for o in amounts if int(o[7:]) <= short]
        pick = _best(state, seat, fitting or amounts, short)
        return pick or "back"
    if "gold" in options and short >= 2 and _best(state, seat, options, short) in (
            None, "f:gold"):
        return "gold"
    return _best(state, seat, options, short) or ("back" if "back" in options else None)
