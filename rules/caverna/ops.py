"""Leaf sub-actions of the flow trees: what each can do, asks and carries out.

Automatic leaves (``take``, ``gain``, ``bonus``, ``start_player``, ``growth``,
``weapons_plus_1``) happen when reached. The others open an ``op`` frame whose
options come from :func:`options` and are answered by :func:`choose`; the building
leaves (tiles, fences, stables, furnishing, sowing) live in building.py (furnishing's
own steps in furnishing.py) and the expedition in expedition.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache, lru_cache
from typing import Any

from rules.caverna import building, expedition, flow  # flow imports this module too
from rules.caverna import players as pl
from rules.caverna.animals import fits
from rules.caverna.copying import own_dwarfs, set_space
from rules.caverna.data import FARM_ANIMALS, SETUP, action, combinator, node_at
from rules.caverna.names import menu_entry, said, space_name, told, who
from rules.core import Option, State, event
from rules.core.contract import LazyOption
from rules.core.english import and_same, continued, same_once
from rules.core.text import Say

AUTOMATIC = frozenset({"take", "gain", "bonus", "start_player", "growth", "weapons_plus_1"})


def is_automatic(node: dict[str, Any]) -> bool:
    return node.get("op") in AUTOMATIC


def _space_goods(state: State, space: str) -> dict[str, int]:
    entry = state["spaces"].get(space)
    return entry["g"] if entry else {}


def _bonus_amount(player: pl.Player, node: dict[str, Any]) -> dict[str, int]:
    if "per" in node:
        k = pl.counter(player, node["per"])
        return {g: n * k for g, n in node["goods"].items()}
    what, least = node["if_at_least"]
    return dict(node["goods"]) if pl.counter(player, what) >= least else {}


def leaf_check(node: dict[str, Any], space: str) -> flow.Check:
    """:func:`can` for one leaf as a function of (state, seat[, rooms]), specialised
    for the leaf every placement menu tests most (goods on the space)."""
    op = node["op"]
    if op == "take":
        def take(state: State, seat: int, rooms: building.Rooms | None = None) -> bool:
            entry = state["spaces"].get(space)
            return bool(entry and entry["g"]) and not state["act"].get("imit") and any(
                entry["g"].values())
        return take
    # The building and expedition leaves skip can()'s chain of tests on the op name.
    if op in ("forge", "expedition", "breed"):
        return expedition.checker(node)
    if op in building.LEAVES:
        return building.checker(node)
    if op == "growth":
        return lambda state, seat, rooms=None: pl.can_grow(state["players"][seat])
    if op == "bonus":
        return _bonus_check(node) or (lambda state, seat, rooms=None: can(state, seat, node, space))
    return lambda state, seat, rooms=None: can(state, seat, node, space)


def _bonus_check(node: dict[str, Any]) -> flow.Check | None:
    """The test of a mine bonus that counts one kind of mine (ore or ruby mines): its
    count read straight off the board (_bonus_amount is not empty exactly when the
    count reaches 1, or the node's least); None for the other bonuses."""
    per = "per" in node
    value = _MINE_VALUES.get(node["per"] if per else node["if_at_least"][0])
    if value is None or not any(node["goods"].values()):
        return None
    least = 1 if per else node["if_at_least"][1]

    def mine_bonus(state: State, seat: int, rooms: building.Rooms | None = None) -> bool:
        return list(state["players"][seat]["board"]["cells"].values()).count(value) >= least

    return mine_bonus


def can(state: State, seat: int, node: dict[str, Any], space: str) -> bool:
    op = node["op"]
    player = state["players"][seat]
    act = state["act"]
    if op == "take":
        return not act.get("imit") and any(_space_goods(state, space).values())
    if op in ("gain", "start_player", "weapons_plus_1"):
        return True
    if op == "bonus":
        return any(_bonus_amount(player, node).values())
    if op == "growth":
        return pl.can_grow(player)
    if op == "market":
        return any(player["res"]["gold"] >= p for p in SETUP["weekly_market_prices"].values())
    if op == "ore_trade":
        return player["res"]["ore"] >= node["pay"]["ore"]
    if op == "imitate":
        return _can_imitate(state, seat, node["cost"])
    if op in ("forge", "expedition", "breed"):
        return expedition.can(state, seat, node)
    return building.can(state, seat, node)


def execute(state: State, seat: int, node: dict[str, Any], space: str) -> None:
    """Carry out an automatic leaf."""
    op = node["op"]
    player = state["players"][seat]
    ev = state["events"]
    if op == "take":
        # The goods dict is read, never changed: the space gets a new, empty one.
        goods = state["spaces"][space]["g"]
        set_space(state, space, "g", {})
        pl.gain(player, goods)
        ev.append(_takes(seat, goods))
        check_animals(state, seat)
    elif op == "gain":
        pl.gain(player, node["goods"])
        ev.append(_takes(seat, node["goods"]))
        check_animals(state, seat)
    # The events below are said (names.said): the same event as event(Say(...)), without
    # making the sentence's Say first.
    elif op == "bonus":
        goods = _bonus_amount(player, node)
        pl.gain(player, goods)
        name = who(seat)
        ev.append(said(seat, f"{name} takes {pl.goods_text(goods)} more for their mines.",
                       "caverna-ev-takes-mines", {"who": name, "goods": pl.goods_json(goods)}))
    elif op == "start_player":
        state["next_start"] = seat
        name = who(seat)
        ev.append(said(seat, f"{name} takes the starting player token.",
                       "caverna-ev-start-player", {"who": name}))
    elif op == "growth":
        # A new list (the dwarfs may be shared with the state before the move).
        player["dwarfs"] = [*player["dwarfs"], {"w": 0, "at": state["act"]["sp"], "new": True}]
        name = who(seat)
        ev.append(said(seat, f"{name}'s family grows: a new dwarf is born.",
                       "caverna-ev-growth", {"who": name}))
    elif op == "weapons_plus_1":
        for d in own_dwarfs(player):
            if d["w"]:
                d["w"] = min(SETUP["weapon_max"], d["w"] + 1)
        name = who(seat)
        ev.append(said(seat, f"{name} sharpens every weapon (+1).", "caverna-ev-sharpen",
                       {"who": name}))
    else:  # pragma: no cover - data error
        raise ValueError(f"{op} is not an automatic leaf")


def _takes(seat: int, goods: dict[str, int]) -> dict[str, Any]:
    return said(seat, _takes_text(seat, tuple(goods.items())), "caverna-ev-takes",
                {"who": who(seat), "goods": pl.goods_json(goods)})


@lru_cache(maxsize=4096)
def _takes_text(seat: int, goods: tuple[tuple[str, int], ...]) -> str:
    """The English of a take's event, kept by seat and goods (every take writes one)."""
    return f"{who(seat)} takes {pl.goods_text(dict(goods))}."


def has_xor_to_andor(state: State, seat: int) -> bool:
    return not _GUEST_ROOM.isdisjoint(state["players"][seat]["tiles"])


_GUEST_ROOM = pl.tiles_with("either_or_becomes_and_or")  # has_hook's tiles, looked up once


def check_animals(state: State, seat: int) -> None:
    """If the herd no longer fits, ask which animals to eat."""
    player = state["players"][seat]
    if not fits(player) and not (player["stack"] and player["stack"][-1]["k"] == "overflow"):
        player["stack"].append({"k": "overflow"})


def start(state: State, seat: int, node: dict[str, Any]) -> dict[str, Any]:
    op = node["op"]
    if op == "market":
        return {"bought": []}
    if op == "ore_trade":
        return {"left": node["times"], "did": False}
    if op in ("forge", "expedition", "breed"):
        return expedition.start(state, seat, node)
    return building.start(state, seat, node)


def _node(frame: dict[str, Any]) -> dict[str, Any]:
    return node_at(frame["sp"], tuple(frame["p"]))


def options(state: State, seat: int, frame: dict[str, Any]) -> list[Option]:
    node = _node(frame)
    op = node["op"]
    player = state["players"][seat]
    if op == "market":
        gold = player["res"]["gold"]
        out: list[Option] = [menu_entry(f"b:{g}", _buy_label, g, p)
               for g, p in SETUP["weekly_market_prices"].items()
               if g not in frame["bought"] and gold >= p]
        if out and flow.may_end_action(state, seat):
            out.append(Option("done", Say("Done buying", "caverna-done-buying")))
        return out
    if op == "ore_trade":
        if frame["left"] and player["res"]["ore"] >= node["pay"]["ore"]:
            pay, get, left = pl.goods_text(node["pay"]), pl.goods_text(node["get"]), frame["left"]
            trade = Option("trade", Say(f"Trade {pay} for {get} ({left} left)",
                                        "caverna-trade-left", pay=pay, get=get, left=left))
            if flow.may_end_action(state, seat):
                return [trade, Option("done", Say("Done trading", "caverna-done-trading"))]
            return [trade]
        return []
    if op == "imitate":
        if player["res"]["food"] < node["cost"]:
            return []  # food converted away since the space was taken ("Convert goods…")
        return [LazyOption(f"sp:{t}", _imitate_label, t, node["cost"])
                for t in _imitation_iter(state, seat, node["cost"])]
    if op in ("forge", "expedition", "breed"):
        return expedition.options(state, seat, node, frame)
    return building.options(state, seat, node, frame)


def choose(state: State, seat: int, frame: dict[str, Any], option_id: str) -> None:
    node = _node(frame)
    op = node["op"]
    player = state["players"][seat]
    if option_id == "done":
        frame["fin"] = True
        return
    if op == "market":
        good = option_id[2:]
        price = SETUP["weekly_market_prices"][good]
        pl.pay(player, {"gold": price})
        pl.gain(player, {good: 1})
        frame["bought"].append(good)
        frame["did"] = True
        name, named = who(seat), good.replace("_", " ")
        state["events"].append(told(seat, f"{name} buys 1 {named} for {price} gold.",
                                    "caverna-ev-buys", {
            "who": name, "good": {"key": "caverna-good-id", "args": {"good": good}},
            "price": price}))
        check_animals(state, seat)
    elif op == "ore_trade":
        pl.pay(player, node["pay"])
        pl.gain(player, node["get"])
        frame["left"] -= 1
        frame["did"] = True
        pay, get = pl.goods_text(node["pay"]), pl.goods_text(node["get"])
        state["events"].append(event(Say(f"{who(seat)} trades {pay} for {get}.",
                                         "caverna-ev-trades", who=who(seat), pay=pay, get=get),
                                     seat))
    elif op == "imitate":
        _imitate(state, seat, frame, node, option_id[3:])
    elif op in ("forge", "expedition", "breed"):
        expedition.choose(state, seat, node, frame, option_id)
    else:
        building.choose(state, seat, node, frame, option_id)


def offered(state: State, seat: int, frame: dict[str, Any], option_id: str) -> bool | None:
    """A cheap test that ``option_id`` is on the op frame's menu, or None (list it)."""
    node = _node(frame)
    if node["op"] in building.LEAVES:
        return building.offered(state, seat, node, frame, option_id)
    if node["op"] in ("expedition", "forge"):
        return expedition.offered(state, seat, node, frame, option_id)
    return None


def finished(state: State, seat: int, frame: dict[str, Any]) -> bool:
    """Whether an op frame is over (answered, or nothing left to choose)."""
    node = _node(frame)
    if node["op"] == "expedition":
        return expedition.finished(state, seat, frame)
    if frame.get("fin"):
        return True
    if node["op"] == "tile":
        # Same answer as listing the spots (a chosen first cell always offers "back"),
        # without labelling every spot; the board layout's answer is kept.
        return "cell" not in frame and not building.can(state, seat, node)
    return not has_options(state, seat, frame, node)


def has_options(state: State, seat: int, frame: dict[str, Any],
                node: dict[str, Any] | None = None) -> bool:
    """Whether :func:`options` lists anything (tile and expedition frames aside), told
    without making the menu: settle and the "is the action usable" tests ask it after
    every step (tests/rules/caverna/test_fast_paths.py holds it to the listing)."""
    if node is None:
        node = _node(frame)
    op = node["op"]
    player = state["players"][seat]
    if op == "market":
        gold, bought = player["res"]["gold"], frame["bought"]
        for g, p in SETUP["weekly_market_prices"].items():  # noqa: SIM110 - no generator per call
            if gold >= p and g not in bought:
                return True
        return False
    if op == "ore_trade":
        return bool(frame["left"]) and player["res"]["ore"] >= node["pay"]["ore"]
    if op == "imitate":
        return _can_imitate(state, seat, node["cost"])
    if op in building.LEAVES and op != "tile":
        return building.has_options(state, seat, node, frame)
    if op == "forge":
        return expedition.has_options(state, seat, node, frame)
    return bool(options(state, seat, frame))


# ----- imitation -------------------------------------------------------------------------
def _can_imitate(state: State, seat: int, cost: int) -> bool:
    return state["players"][seat]["res"]["food"] >= cost and next(
        _imitation_iter(state, seat, cost), None) is not None


def _imitation_iter(state: State, seat: int, cost: int) -> Iterator[str]:
    """The spaces an imitation paying ``cost`` food may copy: « une case Action
    actuellement occupée par un nain adverse » that the seat could use once the food is
    paid. « La seule case Action qui ne peut être imitée est Premier joueur »: an
    Imitation space too may be imitated (its own cost is paid next). The spaces already
    imitated in this action (``act["chain"]``) count as the seat's own, so a chain of
    imitations never comes back to one of them and always ends."""
    act = state["act"]
    chain = act.get("chain", ())
    res = state["players"][seat]["res"]
    for sp, entry in state["spaces"].items():
        occ = entry["o"]
        if occ is None or occ == seat or sp in chain or action(sp).get("no_imitation"):
            continue
        saved, saved_chain = act.get("imit"), act.get("chain")
        act["imit"] = True  # accumulated goods are gone for the imitator
        act["chain"] = (*chain, sp)
        res["food"] -= cost
        try:
            usable = flow.can(state, seat, sp, ())
        finally:
            res["food"] += cost
            act["imit"] = saved
            if saved_chain is None:
                del act["chain"]
            else:
                act["chain"] = saved_chain
        if usable:
            yield sp


def _imitate(state: State, seat: int, frame: dict[str, Any], node: dict[str, Any],
             target: str) -> None:
    player = state["players"][seat]
    pl.pay(player, {"food": node["cost"]})
    act = state["act"]
    act["imit"] = True
    act["chain"] = [*act.get("chain", ()), target]
    cost = pl.amount(node["cost"], "food")
    state["events"].append(event(Say(
        f"{who(seat)} pays {cost} to imitate {space_name(target)}.", "caverna-ev-imitate",
        who=who(seat), cost=cost, space=space_name(target)), seat))
    player["stack"].pop()  # the imitation leaf is done; the copied space takes over
    flow.push(state, seat, target, [], ret=False)


# Labels of flow subtrees that read nothing from the state, by id() of the node and the
# discount tiles their prices are made for. The entry keeps the node itself alive, so its
# id can never be reused by another dict.
_STATIC_LABELS: dict[tuple[int, tuple[str, ...]], tuple[dict[str, Any], str | None]] = {}
_DYNAMIC_OPS = frozenset({"take", "bonus"})


def static_label(node: dict[str, Any], discounts: tuple[str, ...] = ()) -> str | None:
    """The node's label when it reads nothing from the state but the seat's discount
    tiles (pl.discount_tiles, which price the fences, stables and fixed furnishings of
    :func:`priced` nodes), else None."""
    key = (id(node), discounts if discounts and priced(node) else ())
    hit = _STATIC_LABELS.get(key)
    if hit is None:
        hit = (node, None if _reads_state(node) else _describe(
            {}, -1, node, "", key[1], cached=False))
        _STATIC_LABELS[key] = hit
    return hit[1]


def _reads_state(node: dict[str, Any]) -> bool:
    kind = combinator(node)
    if kind:
        return any(_reads_state(child) for child in node[kind])
    return node["op"] in _DYNAMIC_OPS


# Per node (by id, the node kept alive as in _STATIC_LABELS): whether its label names a
# price a discount tile lowers.
_PRICED: dict[int, tuple[dict[str, Any], bool]] = {}


def priced(node: dict[str, Any]) -> bool:
    """Whether the node's label names a price that discount tiles may lower (a fence,
    a stable, a furnishing of a given tile): its label then depends on the seat."""
    hit = _PRICED.get(id(node))
    if hit is None:
        kind = combinator(node)
        if kind:
            found = any(priced(child) for child in node[kind])
        else:
            found = node["op"] in ("fence", "stable") or (
                node["op"] == "furnish" and bool(node.get("tile")))
        hit = _PRICED[id(node)] = (node, found)
    return hit[1]


# Each join's message (the last pair's, and the pairs' before it) and its English: a part
# going on a label in lower case, a verb both share said once (rules.core.english).
_JOINERS: dict[str, tuple[str, str, Callable[[Any, Any], str], Callable[[Any, Any], str]]] = {
    "all": ("caverna-and-more", "caverna-and", lambda a, b: f"{a}, {same_once(a, b)}",
            and_same),
    "then": ("caverna-and-then", "caverna-and-then",
             lambda a, b: f"{a} and then {continued(b)}",
             lambda a, b: f"{a} and then {continued(b)}"),
    "xor": ("caverna-or", "caverna-or", lambda a, b: f"{a} or {continued(b)}",
            lambda a, b: f"{a} or {continued(b)}")}
_OP_LABELS = {op: Say(text, f"caverna-op-{op}") for op, text in (
    ("growth", "Grow your family"), ("market", "Buy goods at the market"),
    ("ore_trade", "Trade ore"), ("imitate", "Imitate an opponent's space"))}


def _either_or_both(parts: list[Say]) -> Say:
    """« a and/or b and/or c », the same part said once with how many times (Adventure's
    two level-1 expeditions), and the whole list's length given to the last join: a
    language may say "any of them" once, after the list (「…（一部だけでも可）」)."""
    grouped: list[tuple[Say, int]] = []
    for part in parts:
        if grouped and grouped[-1][0] == part:
            grouped[-1] = (part, grouped[-1][1] + 1)
        else:
            grouped.append((part, 1))
    items = [part if n == 1 else Say(f"{part} (up to {n} times)", "caverna-times", a=part, n=n)
             for part, n in grouped]
    out = items[0]
    for index, part in enumerate(items[1:], 2):
        key = "caverna-andor" if index == len(items) else "caverna-andor-more"
        out = Say(f"{out} and/or {same_once(out, part)}", key, a=out, b=part, n=len(items))
    return out


def _joined(kind: str, parts: list[Say]) -> Say:
    """``parts`` joined as ``kind`` says (all, then, xor): nested pair messages, the last
    pair under its own message (a language may end a list with its "and")."""
    key, last_key, english, last_english = _JOINERS[kind]
    out = parts[0]
    for index, part in enumerate(parts[1:], 2):
        last = index == len(parts)
        out = Say((last_english if last else english)(out, part), last_key if last else key,
                  a=out, b=part)
    return out


def _imitate_label(space: str, food: int) -> Say:
    cost = pl.amount(food, "food")
    return Say(f"Imitate {space_name(space)} (pay {cost})", "caverna-imitate-space",
               space=space_name(space), cost=cost)


def _take_label(goods: Say) -> Say:
    if goods.msg_key == "caverna-nothing":   # an emptied space: « Ne rien prendre »
        return Say("Take nothing", "caverna-take-nothing")
    return Say(f"Take {goods}", "caverna-take", goods=goods)


def _buy_label(good: str, price: int) -> Say:
    what, cost = pl.amount(1, good), pl.amount(price, "gold")
    return Say(f"Buy {what} for {cost}", "caverna-buy", what=what, price=cost)


def describe(state: State, seat: int, node: dict[str, Any], space: str, *,
             cached: bool = True) -> str:
    """A short label for a flow node, for the option lists: a price in it is the seat's
    own, after its discount tiles."""
    return _describe(state, seat, node, space,
                     pl.discount_tiles(state["players"][seat]), cached=cached)


def _describe(state: State, seat: int, node: dict[str, Any], space: str,
              discounts: tuple[str, ...], *, cached: bool = True) -> str:
    if cached:
        label = static_label(node, discounts)
        if label is not None:
            return label
    kind = combinator(node)
    if kind:
        # A mine bonus the seat cannot get has an empty label and is left out.
        parts = [text for child in node[kind]
                 if (text := _describe(state, seat, child, space, discounts))]
        if not parts:
            return ""
        if kind not in _JOINERS:
            return _either_or_both(parts)  # type: ignore[arg-type]
        return _joined(kind, parts)  # type: ignore[arg-type]
    op = node["op"]
    if op == "take":
        return _take_label(pl.goods_text(_space_goods(state, space)))
    if op == "gain":
        return _take_label(pl.goods_text(node["goods"]))
    if op == "bonus":
        goods = _bonus_amount(state["players"][seat], node)
        if not any(goods.values()):
            return ""
        got = pl.goods_text(goods)
        return Say(f"Take {got} for mines", "caverna-take-mines", goods=got)
    if op in _OP_LABELS:
        return _OP_LABELS[op]
    if op in ("forge", "expedition", "breed", "weapons_plus_1", "start_player"):
        return expedition.describe(node)
    return building.describe(node, discounts)


@cache
def _bonus_leaves(space: str) -> tuple[dict[str, Any], ...]:
    def walk(node: dict[str, Any]) -> list[dict[str, Any]]:
        kind = combinator(node)
        if kind:
            return [leaf for child in node[kind] for leaf in walk(child)]
        return [node] if node["op"] == "bonus" else []

    return tuple(walk(action(space)["flow"]))


def has_bonus(space: str) -> bool:
    return bool(_bonus_leaves(space))


@cache
def _bonus_counters(space: str) -> tuple[str, ...]:
    return tuple(leaf["per"] if "per" in leaf else leaf["if_at_least"][0]
                 for leaf in _bonus_leaves(space))


def bonus_key(state: State, seat: int, space: str) -> tuple[int, ...]:
    """What the per-mine bonuses a space's label shows read of this seat (the counters
    they multiply or compare: see _bonus_amount), as a hashable key."""
    player = state["players"][seat]
    names = _bonus_counters(space)
    if len(names) == 1 and names[0] in _MINE_VALUES:
        # pl.counter of the mines, written out (every placement menu labels these spaces).
        return (list(player["board"]["cells"].values()).count(_MINE_VALUES[names[0]]),)
    return tuple([pl.counter(player, name) for name in names])


# The counters of mines, by the board value they count (players.counter, board.count).
_MINE_VALUES = {"ore_mines": "ore", "ruby_mines": "ruby"}


def farm_animals() -> tuple[str, ...]:
    return FARM_ANIMALS
