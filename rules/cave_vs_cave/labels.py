"""English sentences for rooms, tiles and their parts (labels a phone user reads)."""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.cave_vs_cave.data import GOODS, ROOMS, TILES, goods_text


def _bundle(goods: dict[str, int]) -> str:
    return goods_text(goods)


def alt_text(alt: dict[str, Any]) -> str:
    """One way of using a room: '1 flax → 1 gold', 'raise food to 3', '+2 food'."""
    if "raise" in alt:
        r = alt["raise"]
        if len(r) == len(GOODS):
            return "every good you have none of goes up to 1"
        return " and ".join(f"raise {g} to {v}" for g, v in r.items())
    text = ""
    if alt.get("pay"):
        text = f"{_bundle(alt['pay'])} → {_bundle(alt['get'])}"
    else:
        text = "+" + _bundle(alt["get"]).replace(" + ", " +")
    if "below" in alt:
        (good, limit), = alt["below"].items()
        text += f"; +{_bundle(alt['get_below'])} if you have fewer than {limit} {good}"
    return text


@cache
def room_text(n: int) -> str:
    r = ROOMS[n]
    if "text" in r:
        return str(r["text"])
    if "distinct" in r:
        d = r["distinct"]
        return f"{d['count']} different goods → {_bundle(d['get'])}"
    if "dig" in r:
        return f"pay {_bundle(r['dig']['pay'])}: excavate 1 cavern"
    return " / ".join(alt_text(a) for a in r["alts"])


def part_text(part: dict[str, Any], per_dwarf: int | None = None) -> str:
    kind = part["type"]
    if kind == "rooms":
        n = part["count"]
        return "use 1 orange room" if n == 1 else f"use up to {n} different orange rooms"
    if kind == "gain":
        return "+" + _bundle(part["get"]).replace(" + ", " +")
    if kind == "gain_one":
        return " or ".join("+" + _bundle(g) for g in part["get"])
    if kind == "dig":
        text = f"excavate {part['count']}"
        if part.get("cost"):
            text = f"pay {_bundle(part['cost'])} to {text}"
        return text + (" even through walls" if part.get("through_walls") else "")
    if kind == "furnish":
        extras = [_extra_text(x, per_dwarf) for x in part["extra"]]
        extras = [e for e in extras if e]
        return "furnish" + (f" (+{' or '.join(extras)})" if extras else " (room cost only)")
    if kind == "wall":
        return "build a wall"
    if kind == "raze":
        return f"raze a wall → {_bundle(part['get'])}"
    if kind == "trade":
        return " or ".join(f"{_bundle(a['pay'])} → {_bundle(a['get'])}" for a in part["alts"])
    raise ValueError(kind)  # pragma: no cover - data error caught at import by tests


def _extra_text(extra: dict[str, Any], per_dwarf: int | None) -> str:
    parts = []
    for good, v in extra.items():
        if v == "per_dwarf":
            parts.append(f"{per_dwarf} {good}" if per_dwarf else f"1 {good} per dwarf")
        else:
            parts.append(f"{v} {good}")
    return " + ".join(parts)


@cache
def tile_text(tile: str) -> str:
    d = TILES[tile]
    groups: dict[str, list[str]] = {}
    out: list[str] = []
    for p in d["parts"]:
        if "either" in p:
            if p["either"] not in groups:
                groups[p["either"]] = []
                out.append(p["either"])
            groups[p["either"]].append(part_text(p))
        else:
            out.append(part_text(p))
    text = "; ".join(" / ".join(groups[x]) if x in groups else x for x in out)
    if d.get("more_gold"):
        text = "only with more gold than your opponent: " + text
    return text
