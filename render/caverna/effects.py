"""What each Caverna action space, round card and furnishing tile does, in a few words,
made from the same data the engine plays by (``rules/caverna/data``): the board shows the
rules players decide with (issue 12), and a changed rule changes the picture with it."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from render.caverna.glyphs import good_label
from rules.caverna.data import FURNISHINGS, action

_TILES: dict[str, str] = {
    "meadow_field": "meadow+field tile", "cavern_tunnel": "cavern+tunnel tile",
    "cavern_tunnel_or_cavern_cavern": "cavern+tunnel or 2 caverns",
    "ore_mine": "ore mine+deep tunnel", "ruby_mine_tunnel": "ruby mine on a tunnel",
    "ruby_mine_deep": "ruby mine on a deep tunnel",
}
_OPS: dict[str, str] = {
    "take": "take them", "sow": "sow", "start_player": "starting player",
    "growth": "family growth", "forge": "forge a weapon", "market": "buy at the market",
}
LONG = 200
_COUNTS: dict[str, str] = {"ore_mines": "ore mine", "ruby_mines": "ruby mine"}
# How a combinator joins its parts.
_JOIN: dict[str, str] = {"all": " · ", "then": ", then ", "andor": " and/or ",
                         "thenor": " and/or ", "xor": " OR ", "any": " / "}


def goods_text(goods: Mapping[str, Any]) -> str:
    return " ".join(f"+{good_label(g, int(n))}" for g, n in goods.items() if int(n))


def _trade(pay: Mapping[str, Any], get: Mapping[str, Any]) -> str:
    left = " + ".join(good_label(g, int(n)) for g, n in pay.items())
    right = " + ".join(good_label(g, int(n)) for g, n in get.items())
    return f"{left} → {right}"


def _leaf(node: Mapping[str, Any]) -> str:
    op = str(node.get("op"))
    if op == "gain":
        return goods_text(node.get("goods") or {})
    if op == "tile":
        return _TILES.get(str(node.get("tile")), str(node.get("tile")).replace("_", " "))
    if op == "expedition":
        return f"expedition lv {node.get('level')}"
    if op == "fence":
        return f"{node.get('size')} pasture ({node.get('wood')} wood)"
    if op == "stable":
        return f"stable ({node.get('stone')} stone)"
    if op == "imitate":
        cost = int(node.get("cost") or 0)
        return "copy a taken space" + (f" ({cost} food)" if cost else "")
    if op == "furnish":
        return "furnish a dwelling" if node.get("only") == "dwelling" else "furnish a cavern"
    if op == "bonus":
        goods = goods_text(node.get("goods") or {})
        if node.get("per"):
            return f"{goods} per {_COUNTS.get(str(node['per']), node['per'])}"
        what, n = node.get("if_at_least") or ("", 1)
        return f"{goods} if {n}+ {_COUNTS.get(str(what), what)}"
    if op == "ore_trade":
        return f"≤{node.get('times')}×: {_trade(node.get('pay') or {}, node.get('get') or {})}"
    return _OPS.get(op, op.replace("_", " "))


def _flow(node: Mapping[str, Any]) -> str:
    if "op" in node:
        return _leaf(node)
    for key, joiner in _JOIN.items():
        if key in node:
            parts = [_flow(part) for part in node[key]]
            return joiner.join(p for p in parts if p)
    return ""


@cache
def space_effect(space_id: str) -> str:
    """"+3 wood each round · take the goods, then expedition lv 1" and the like."""
    try:
        data = action(space_id)
    except KeyError:
        return ""
    text = _flow(data.get("flow") or {})
    refill = data.get("refill") or []
    if refill:
        # [good, added when the space is empty, added otherwise] (spaces.json).
        empty = goods_text({str(g): int(e) for g, e, _ in refill})
        more = goods_text({str(g): int(m) for g, _, m in refill})
        added = empty if empty == more else f"{empty} ({more or 'nothing'} if not empty)"
        text = f"{added} a round · {text}"
    return text


@cache
def tile_effect(tile_id: str) -> str:
    """A furnishing tile's effect: its trades as "2 grain → 3 gold", else its text."""
    data = FURNISHINGS.get(tile_id) or {}
    hooks = data.get("hooks") or {}
    if "trade_choice" in hooks:
        return "any time: " + " or ".join(_trade(t["pay"], t["get"])
                                         for t in hooks["trade_choice"])
    if "trade" in hooks:
        return "any time: " + _trade(hooks["trade"]["pay"], hooks["trade"]["get"])
    text = str(data.get("text") or "")
    # A long text ends in the engine's notes: its first sentence is the printed effect.
    if len(text) > LONG:
        text = re.split(r"(?<=\.)\s+(?=[A-Z])", text)[0]
    return text
