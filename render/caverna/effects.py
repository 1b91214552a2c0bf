"""What each Caverna action space, round card and furnishing tile does, in a few words,
made from the same data the engine plays by (``rules/caverna/data``): the board shows the
rules players decide with (issue 12), and a changed rule changes the picture with it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

from render.caverna.glyphs import good_label
from render.common.words import joined, language, say, word
from rules.caverna.data import FURNISHINGS, action
from rules.caverna.names import has_text
from rules.caverna.names import tile_effect as printed_effect

# The words of the effects: (message key, English).
_TILES: dict[str, tuple[str, str]] = {
    "meadow_field": ("pic-caverna-tile-meadow-field", "meadow+field tile"),
    "cavern_tunnel": ("pic-caverna-tile-cavern-tunnel", "cavern+tunnel tile"),
    "cavern_tunnel_or_cavern_cavern": ("pic-caverna-tile-cavern-or-2",
                                       "cavern+tunnel or 2 caverns"),
    "ore_mine": ("pic-caverna-tile-ore-mine", "ore mine+deep tunnel"),
    "ruby_mine_tunnel": ("pic-caverna-tile-ruby-tunnel", "ruby mine on a tunnel"),
    "ruby_mine_deep": ("pic-caverna-tile-ruby-deep", "ruby mine on a deep tunnel"),
}
_OPS: dict[str, tuple[str, str]] = {
    "take": ("pic-caverna-op-take", "take them"), "sow": ("pic-caverna-op-sow", "sow"),
    "start_player": ("pic-caverna-op-start-player", "starting player"),
    "growth": ("pic-caverna-op-growth", "family growth"),
    "forge": ("pic-caverna-op-forge", "forge a weapon"),
    "market": ("pic-caverna-op-market", "buy at the market"),
}
_COUNTS: dict[str, tuple[str, str]] = {"ore_mines": ("pic-caverna-per-ore-mine", "ore mine"),
                                       "ruby_mines": ("pic-caverna-ruby-mines", "ruby mine")}
# How a combinator joins its parts: (message key, English of "{a}<joiner>{b}").
_JOIN: dict[str, tuple[str, str]] = {
    "all": ("pic-caverna-join-all", "{a} · {b}"),
    "then": ("pic-caverna-join-then", "{a}, then {b}"),
    "andor": ("pic-caverna-join-andor", "{a} and/or {b}"),
    "thenor": ("pic-caverna-join-andor", "{a} and/or {b}"),
    "xor": ("pic-caverna-join-xor", "{a} OR {b}"),
    "any": ("pic-caverna-join-any", "{a} / {b}")}


def _known(table: Mapping[str, tuple[str, str]], name: str) -> str:
    found = table.get(name)
    return word(*found) if found else name.replace("_", " ")


def goods_text(goods: Mapping[str, Any]) -> str:
    return " ".join(f"+{good_label(g, int(n))}" for g, n in goods.items() if int(n))


def _plus(parts: Iterable[str]) -> str:
    """Goods added up in the language's way: « 1 ruby + 1 ore », 「ルビー1＋鉱石1」."""
    out = ""
    for part in parts:
        out = part if not out else word("pic-plus", "{a} + {b}", a=out, b=part)
    return out


def _trade(pay: Mapping[str, Any], get: Mapping[str, Any]) -> str:
    left = _plus(good_label(g, int(n)) for g, n in pay.items())
    right = _plus(good_label(g, int(n)) for g, n in get.items())
    return f"{left} → {right}"


def _leaf(node: Mapping[str, Any]) -> str:
    op = str(node.get("op"))
    if op == "gain":
        return goods_text(node.get("goods") or {})
    if op == "tile":
        return _known(_TILES, str(node.get("tile")))
    if op == "expedition":
        return word("pic-caverna-expedition", "expedition lv {level}", level=node.get("level"))
    if op == "fence":
        if node.get("size") == "large":
            return word("pic-caverna-fence-large", "large pasture ({wood} wood)",
                        wood=node.get("wood"))
        if node.get("size") == "small":
            return word("pic-caverna-fence-small", "small pasture ({wood} wood)",
                        wood=node.get("wood"))
        return f"{node.get('size')} pasture ({node.get('wood')} wood)"
    if op == "stable":
        return word("pic-caverna-stable-cost", "stable ({stone} stone)", stone=node.get("stone"))
    if op == "imitate":
        cost = int(node.get("cost") or 0)
        if cost:
            return word("pic-caverna-imitate-cost", "copy a taken space ({food} food)",
                        food=cost)
        return word("pic-caverna-imitate", "copy a taken space")
    if op == "furnish":
        if node.get("only") == "dwelling":
            return word("pic-caverna-furnish-dwelling", "furnish a dwelling")
        return word("pic-caverna-furnish-cavern", "furnish a cavern")
    if op == "bonus":
        goods = goods_text(node.get("goods") or {})
        if node.get("per"):
            return word("pic-caverna-bonus-per", "{goods} per {what}", goods=goods,
                        what=_known(_COUNTS, str(node["per"])))
        what, n = node.get("if_at_least") or ("", 1)
        return word("pic-caverna-bonus-if", "{goods} if {count}+ {what}", goods=goods,
                    count=n, what=_known(_COUNTS, str(what)))
    if op == "ore_trade":
        return word("pic-caverna-ore-trade", "≤{times}×: {trade}", times=node.get("times"),
                    trade=_trade(node.get("pay") or {}, node.get("get") or {}))
    return _known(_OPS, op)


def _flow(node: Mapping[str, Any]) -> str:
    if "op" in node:
        return _leaf(node)
    for key, (message, english) in _JOIN.items():
        if key in node:
            parts = [p for p in (_flow(part) for part in node[key]) if p]
            if not parts:
                return ""
            out = parts[0]
            for part in parts[1:]:
                out = word(message, english, a=out, b=part)
            return out
    return ""


def space_effect(space_id: str) -> str:
    """"+3 wood each round · take the goods, then expedition lv 1" and the like, in the
    language drawn in."""
    return _space_effect(space_id, language())


@cache
def _space_effect(space_id: str, lang: str) -> str:
    """:func:`space_effect`, once per space and language (``lang`` keys the cache)."""
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
        added = empty if empty == more else word(
            "pic-caverna-refill-if-not-empty", "{empty} ({more} if not empty)", empty=empty,
            more=more or word("pic-caverna-nothing", "nothing"))
        text = word("pic-caverna-refill", "{added} a round · {text}", added=added, text=text)
    return text


def tile_effect(tile_id: str) -> str:
    """A furnishing tile's effect: its trades as "2 grain → 3 gold", else its text."""
    return _tile_effect(tile_id, language())


@cache
def _tile_effect(tile_id: str, lang: str) -> str:
    """:func:`tile_effect`, once per tile and language (``lang`` keys the cache)."""
    data = FURNISHINGS.get(tile_id) or {}
    hooks = data.get("hooks") or {}
    if "trade_choice" in hooks:
        return word("pic-caverna-any-time", "any time: {trade}", trade=joined(
            [_trade(t["pay"], t["get"]) for t in hooks["trade_choice"]], "or"))
    if "trade" in hooks:
        return word("pic-caverna-any-time", "any time: {trade}",
                    trade=_trade(hooks["trade"]["pay"], hooks["trade"]["get"]))
    if not data or not has_text(tile_id):
        return ""
    # The printed effect: a long text's engine notes are cut in the message itself, so
    # every language draws the same first sentence.
    return say(printed_effect(tile_id))
