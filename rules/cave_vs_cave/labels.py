"""Sentences for rooms, tiles and their parts (labels a phone user reads).

Each is a :class:`~rules.core.text.Say`: the English text as before, plus the
catalogue key and values the host renders in the reader's language.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.cave_vs_cave.data import GOODS, ROOMS, TILES, amount, goods_text
from rules.core.text import Say, join


def _bundle(goods: dict[str, int]) -> Say:
    return goods_text(goods)


def gains_text(goods: dict[str, int]) -> Say:
    """'+2 wood +1 food'."""
    return join("cvc-space", " ", [Say(f"+{v} {g}", "cvc-gain", count=v, good=g)
                                   for g, v in goods.items() if v])


def plus_text(goods: dict[str, int]) -> Say:
    """'+1 food + 1 gold': one bundle gained."""
    bundle = _bundle(goods)
    return Say(f"+{bundle}", "cvc-plus-goods", goods=bundle)


def exchange_text(pay: dict[str, int], get: dict[str, int]) -> Say:
    paid, got = _bundle(pay), _bundle(get)
    return Say(f"{paid} → {got}", "cvc-exchange", pay=paid, get=got)


def alt_text(alt: dict[str, Any]) -> Say:
    """One way of using a room: '1 flax → 1 gold', 'raise food to 3', '+2 food'."""
    if "raise" in alt:
        r = alt["raise"]
        if len(r) == len(GOODS):
            return Say("every good you have none of goes up to 1", "cvc-raise-all")
        return join("cvc-and", " and ", [Say(f"raise {g} to {v}", "cvc-raise", good=g, count=v)
                                         for g, v in r.items()])
    text = exchange_text(alt["pay"], alt["get"]) if alt.get("pay") else gains_text(alt["get"])
    if "below" in alt:
        (good, limit), = alt["below"].items()
        more = plus_text(alt["get_below"])
        text = Say(f"{text}; {more} if you have fewer than {limit} {good}", "cvc-below",
                   text=text, more=more, count=limit, good=good)
    return text


def below_got(alt: dict[str, Any]) -> Say:
    """What a room with a « fewer than » bonus gave when the bonus applied, for the
    journal: '+2 food and, with fewer than 3 stone, +1 stone', not the card's condition."""
    text = exchange_text(alt["pay"], alt["get"]) if alt.get("pay") else gains_text(alt["get"])
    (good, limit), = alt["below"].items()
    more = plus_text(alt["get_below"])
    return Say(f"{text} and, with fewer than {limit} {good}, {more}", "cvc-ev-below-got",
               text=text, more=more, count=limit, good=good)


@cache
def room_text(n: int) -> Say:
    r = ROOMS[n]
    if "text" in r:
        return Say(str(r["text"]), f"cvc-room-{r['id']}-text")
    if "distinct" in r:
        d = r["distinct"]
        get = _bundle(d["get"])
        return Say(f"{d['count']} different goods → {get}", "cvc-distinct",
                   count=d["count"], get=get)
    if "dig" in r:
        cost = _bundle(r["dig"]["pay"])
        return Say(f"pay {cost}: excavate 1 cavern", "cvc-room-dig", pay=cost)
    return join("cvc-slash", " / ", [alt_text(a) for a in r["alts"]])


def part_text(part: dict[str, Any], per_dwarf: int | None = None) -> Say:
    kind = part["type"]
    if kind == "rooms":
        n = part["count"]
        english = "use 1 orange room" if n == 1 else f"use up to {n} different orange rooms"
        return Say(english, "cvc-use-rooms", count=n)
    if kind == "gain":
        return gains_text(part["get"])
    if kind == "gain_one":
        return join("cvc-or", " or ", [plus_text(g) for g in part["get"]])
    if kind == "dig":
        count = part["count"]
        cost = _bundle(part["cost"]) if part.get("cost") else ""
        walls = bool(part.get("through_walls"))
        english = f"excavate {count}"
        if cost:
            english = f"pay {cost} to {english}"
        english += " even through walls" if walls else ""
        return Say(english, "cvc-dig", count=count, cost=cost, paid="yes" if cost else "no",
                   walls="yes" if walls else "no")
    if kind == "furnish":
        extras = [_extra_text(x, per_dwarf) for x in part["extra"]]
        found = [e for e in extras if e is not None]
        if not found:
            return Say("furnish (room cost only)", "cvc-furnish")
        extra = join("cvc-or", " or ", found)
        return Say(f"furnish (+{extra})", "cvc-furnish-extra", extra=extra)
    if kind == "wall":
        return Say("build a wall", "cvc-wall")
    if kind == "raze":
        get = _bundle(part["get"])
        return Say(f"raze a wall → {get}", "cvc-raze", get=get)
    if kind == "trade":
        return join("cvc-or", " or ", [exchange_text(a["pay"], a["get"]) for a in part["alts"]])
    raise ValueError(kind)  # pragma: no cover - data error caught at import by tests


def _extra_text(extra: dict[str, Any], per_dwarf: int | None) -> Say | None:
    parts = []
    for good, v in extra.items():
        if v == "per_dwarf":
            parts.append(amount(per_dwarf, good) if per_dwarf
                         else Say(f"1 {good} per dwarf", "cvc-per-dwarf", good=good))
        else:
            parts.append(amount(v, good))
    return join("cvc-plus", " + ", parts) if parts else None


@cache
def tile_text(tile: str) -> Say:
    d = TILES[tile]
    groups: dict[str, list[Say]] = {}
    out: list[str | Say] = []
    for p in d["parts"]:
        if "either" in p:
            if p["either"] not in groups:
                groups[p["either"]] = []
                out.append(p["either"])
            groups[p["either"]].append(part_text(p))
        else:
            out.append(part_text(p))
    pieces = [join("cvc-slash", " / ", groups[x]) if isinstance(x, str) and
              not isinstance(x, Say) and x in groups else x for x in out]
    text = join("cvc-semicolon", "; ", pieces)  # type: ignore[arg-type]
    if d.get("more_gold"):
        text = Say(f"only with more gold than your opponent: {text}", "cvc-more-gold",
                   text=text)
    return text
