"""Conversions a player may make at any time, behind one "Convert goods…" entry.

The menu is a ``convert`` frame on top of the player's stack; "back" closes it and the
player is where they were. It offers: goods and animals to food (gold: N+1 gold for N
food in one go, "f:gold" for 2 gold → 1 food, "f:gold:N" for more), a donkey pair for
3 food, rubies for goods, animals and single tiles (placed at once: "rt:<tile>" opens
the placement), and the furnishing tiles' ``trade``/``trade_choice`` hooks. Animals are
not simply released: eating one gives food, so releasing it would lose it for nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any

from rules.caverna import building, copying, flow
from rules.caverna import players as pl
from rules.caverna.animals import fits
from rules.caverna.data import FARM_ANIMALS, FURNISHINGS, RUBY_TILE_SPACE, SETUP
from rules.caverna.names import BACK, said, tile_name, titled, who
from rules.core import Option, State, event
from rules.core.contract import LazyOption
from rules.core.text import Say, join

ENTRY = Option("cv", Say("Convert goods…", "caverna-convert-entry"))
# Conversions that can still change the score after the last harvest: furnishing tiles'
# trades, rubies (for goods, animals, tiles) and the Peaceful cave's weapons.
SCORING_TRADES = ("t:", "r:", "rt:", "w:")


def _food_rates() -> dict[str, int]:
    return SETUP["food_values"]


def _trades(player: pl.Player) -> tuple[tuple[str, dict[str, Any]], ...]:
    tiles = player["tiles"]
    return _tile_trades(tuple(tiles)) if tiles else ()


@lru_cache(maxsize=1024)
def _tile_trades(tiles: tuple[str, ...]) -> tuple[tuple[str, dict[str, Any]], ...]:
    """The furnishing tiles' trades by option key, kept per tiles owned (read only)."""
    out = []
    for tile in tiles:
        hooks = FURNISHINGS[tile].get("hooks", {})
        if "trade" in hooks:
            out.append((f"{tile}.0", hooks["trade"]))
        for i, t in enumerate(hooks.get("trade_choice", [])):
            out.append((f"{tile}.{i}", t))
    return tuple(out)


def options(state: State, seat: int) -> list[Option]:
    """The conversions on offer now, then "Back" (not in the menu an action opened to
    spend rubies on what it needs: see flow.RUBY_MENU)."""
    out = _candidates(state, seat)
    root = flow.unused_action(state, seat)
    if root is not None:
        free = flow.offers_without_goods(state, seat)
        out = [o for o in out if _keeps(state, seat, o.id, root, free)]
    stack = state["players"][seat]["stack"]
    return out if stack and stack[-1].get("must") else [*out, BACK]


def offers(state: State, seat: int, option_id: str) -> bool:
    """Whether :func:`options` holds ``option_id``, trying out only that conversion."""
    stack = state["players"][seat]["stack"]
    if option_id == BACK.id:
        return not (stack and stack[-1].get("must"))
    for candidate in _candidate_ids(state, seat):
        if candidate == option_id:
            return keeps_action(state, seat, option_id)
    return False


def _candidates(state: State, seat: int) -> list[Option]:
    return list(_candidate_iter(state, seat))


def _candidate_iter(state: State, seat: int) -> Iterator[Option]:
    """The conversions the seat's goods allow, one at a time: the tests that need only
    one (see available, offers) stop at it. A caller may try each one out on the goods
    (keeps_action) before the next is made: the goods are restored after a trial.
    Which conversions are on offer is :func:`_candidate_ids`'s rule alone."""
    player = state["players"][seat]
    # Without the Slaughtering cave, every entry but a weapon's reads nothing of the
    # player: each is made once by _option and kept by its id.
    plain = _SLAUGHTERING_CAVE.isdisjoint(player["tiles"])
    kept = _PLAIN
    for option_id in _candidate_ids(state, seat):
        option = kept.get(option_id) if plain else None
        if option is None:
            option = _option(player, option_id)
            if plain and option_id[:2] != "w:":
                kept[option_id] = option
        yield option


# The entries of _option for a player without the Slaughtering cave, by id (weapons'
# aside): bounded by the conversions the data allows.
_PLAIN: dict[str, Option] = {}


def _option(player: pl.Player, option_id: str) -> Option:
    """The menu entry of one offered conversion, made once each (_made): a label, once
    made, never changes."""
    kind, _, what = option_id.partition(":")
    if option_id == "gold":
        return _GOLD_MENU
    if option_id == "f:gold":
        return _made("f:gold", _exchange, {"gold": 2}, {"food": 1})
    if kind == "f":
        food = food_for(player, what)
        paid = {"donkey": 2} if what == "donkey2" else {what: 1}
        return _made(f"{option_id}:{food}", _exchange, paid, {"food": food})
    if option_id == "r:cattle":
        return _made("r:cattle", _ruby_cattle_label)
    if kind == "r":
        return _made(option_id, _exchange, {"ruby": 1}, {what: 1})
    if kind == "rt":
        rubies = SETUP["ruby_tiles"][what]
        return _made(f"{option_id}:{rubies}", _ruby_tile_label, what, rubies)
    if kind == "t":
        return _made(option_id, _trade_label, what, dict(_trades(player))[what])
    i = int(what)  # "w:<dwarf>"
    return LazyOption(option_id, _weapon_label, i, player["dwarfs"][i]["w"])


_GOLD_MENU = Option("gold", Say("More food for gold (N + 1 gold → N food)…", "caverna-gold-menu"))
# The conversions' options by a key that tells their id and label apart (the id, and the
# food or rubies a label shows when the id does not): see _made.
_MADE: dict[str, Option] = {}


def _made(key: str, make: Callable[..., str], *args: Any) -> Option:
    """The option of conversion ``key`` (its id is the key up to a second ":"), made
    the first time it is listed."""
    option = _MADE.get(key)
    if option is None:
        option = _MADE[key] = LazyOption(":".join(key.split(":")[:2]), make, *args)
    return option


def _candidate_ids(state: State, seat: int) -> Iterator[str]:
    """The conversions the seat's goods allow, by id, in the menu's order and one at a
    time: the move check and the entry's test need only the ids, the menu makes each
    entry from its id (:func:`_option`)."""
    player = state["players"][seat]
    res = player["res"]
    if res["gold"] >= 2:
        yield "f:gold"
    if res["gold"] >= 3:
        yield "gold"
    for good in _food_rates():
        if res[good] > 0:
            yield f"f:{good}"
    if res["donkey"] >= 2:
        yield "f:donkey2"
    if res["ruby"] > 0:
        yield from _RUBY_IDS
        if res["food"] >= 1:
            yield "r:cattle"
        # The single tiles' tests read the board's room, looked up once for them all.
        rooms = building.rooms_of(player["board"])
        for i, (tile, rubies) in enumerate(SETUP["ruby_tiles"].items()):
            if res["ruby"] >= rubies and flow.checker(RUBY_TILE_SPACE, (i,))(
                    state, seat, rooms):
                yield f"rt:{tile}"
    if player["tiles"]:
        for key, trade in _trades(player):
            if pl.can_pay(player, trade["pay"]):
                yield f"t:{key}"
        if pl.has_hook(player, "weapon_to_food"):  # Peaceful cave
            for i, d in enumerate(player["dwarfs"]):
                if d["w"]:
                    yield f"w:{i}"


_RUBY_IDS = tuple(f"r:{good}" for good in SETUP["ruby_buys"])


def _ruby_cattle_label() -> Say:
    one_each = join("caverna-plus", " + ", [pl.amount(1, "ruby"), pl.amount(1, "food")])
    return exchange(one_each, pl.amount(1, "cattle"))


def _ruby_tile_label(tile: str, rubies: int) -> Say:
    price, single = pl.amount(rubies, "ruby"), _single(tile)
    return Say(f"{price} → place a single {single} tile now", "caverna-ruby-tile",
               price=price, tile=single)


def _trade_label(key: str, trade: dict[str, Any]) -> Say:
    return titled(tile_name(key.split(".")[0]), _exchange(trade["pay"], trade["get"]))


def _weapon_label(i: int, w: int) -> Say:
    return Say(f"Trade dwarf {i + 1}'s strength-{w} weapon for {w} food",
               "caverna-trade-weapon", dwarf=i + 1, strength=w, food=pl.amount(w, "food"))


def exchange(pay: Say, get: Say) -> Say:
    return Say(f"{pay} → {get}", "caverna-exchange", pay=pay, get=get)


def _exchange(pay: dict[str, int], get: dict[str, int]) -> Say:
    """'2 gold → 1 food'."""
    return exchange(pl.goods_text(pay), pl.goods_text(get))


def _single(tile: str) -> Say:
    """A single landscape tile's kind ("meadow", "cavern") as the ruby trade names it."""
    return Say(tile, f"caverna-single-{tile}")


def gold_options(state: State, seat: int) -> list[Option]:
    """Every amount the stock pays for in one conversion (the host pages a long list)."""
    gold = state["players"][seat]["res"]["gold"]
    return [*(LazyOption(f"f:gold:{n}", _exchange, {"gold": n + 1}, {"food": n})
              for n in range(2, gold) if keeps_action(state, seat, f"f:gold:{n}")), BACK]


def choose_gold(state: State, seat: int, option_id: str) -> None:
    """Answer the gold menu: convert (or not), then back to the convert menu."""
    state["players"][seat]["stack"].pop()
    if option_id != "back":
        apply(state, seat, option_id)  # engine.settle closes the convert menu if spent


def available(state: State, seat: int) -> bool:
    """Whether :func:`options` holds more than "Back" (the entry is offered only then),
    tested without labelling every conversion outside an unused action."""
    return available_at(state, seat, flow.unused_action(state, seat))


def available_at(state: State, seat: int, root: int | None) -> bool:
    """:func:`available` once ``flow.unused_action`` is known (``root``)."""
    if root is not None:
        # The first trade tried out usually keeps the action: no shortcut is cheaper.
        for option_id in _candidate_ids(state, seat):
            if _keeps(state, seat, option_id, root, False):
                return True
        return False
    player = state["players"][seat]
    res = player["res"]
    if res["gold"] >= 2 or res["ruby"] > 0:
        return True
    for good in _CONVERTIBLE:  # loops, not any(): every menu asks this
        if res[good] > 0:
            return True
    if not player["tiles"]:
        return False  # the other conversions are furnishing tiles'
    if any(pl.can_pay(player, trade["pay"]) for _, trade in _trades(player)):
        return True
    return pl.has_hook(player, "weapon_to_food") and any(d["w"] for d in player["dwarfs"])


# The goods that always convert to food: food values and animals.
_CONVERTIBLE = tuple(dict.fromkeys((*_food_rates(), *FARM_ANIMALS)))


def keeps_action(state: State, seat: int, option_id: str) -> bool:
    """« Vous ne pouvez placer un nain sur une case Action que si vous utilisez au moins
    une des actions de la case »: inside an action nothing of which is used yet, a
    conversion is offered only if the action stays usable after it (now, or with the
    rubies left). Tried on a copy of the seat's part of the state."""
    root = flow.unused_action(state, seat)
    return True if root is None else _keeps(state, seat, option_id, root,
                                            flow.offers_without_goods(state, seat))


def _keeps(state: State, seat: int, option_id: str, root: int, free: bool) -> bool:
    """:func:`keeps_action` once the unused action's root (its stack index) is known;
    ``free``: flow.offers_without_goods (a trade of goods then keeps the action, as
    :func:`_still_offers` would find)."""
    if option_id == "gold":
        gold = state["players"][seat]["res"]["gold"]
        return any(_keeps(state, seat, f"f:gold:{n}", root, free) for n in range(2, gold))
    if free and _goods_trade(option_id) is not None:
        return True
    if _still_offers(state, seat, option_id):
        return True
    trial = state.copy()
    trial["players"] = state["players"].copy()
    trial["players"][seat] = copying.player(state["players"][seat])
    trial["spaces"] = state["spaces"].copy()  # entries change only through own_space
    trial["act"] = state["act"].copy()
    trial["events"] = []
    stack = trial["players"][seat]["stack"]
    del stack[flow.action_top(stack):]
    if option_id.startswith("rt:"):  # the tile's own placement comes after: pay only
        pl.pay(trial["players"][seat], {"ruby": SETUP["ruby_tiles"][option_id[3:]]})
    elif not _trade_goods(trial["players"][seat], option_id):
        apply(trial, seat, option_id)  # a weapon: its event is not counted below
    said = len(trial["events"])
    while len(stack) > root and flow.step(trial, seat):
        pass
    # Still open, or closed after an automatic part was carried out.
    return len(stack) > root or len(trial["events"]) > said


def _still_offers(state: State, seat: int, option_id: str) -> bool:
    """The quick answer: after a trade of goods the action's current step still offers
    something (tried on the seat's goods, restored after). False means "try it out"."""
    trade = _goods_trade(option_id)
    if trade is None:
        return False
    res = state["players"][seat]["res"]
    pay, get = trade
    for good, n in pay.items():
        res[good] -= n
    for good, n in get.items():
        res[good] += n
    try:
        return not flow.waiting(state, seat)
    finally:
        for good, n in pay.items():
            res[good] += n
        for good, n in get.items():
            res[good] -= n


def choose(state: State, seat: int, option_id: str) -> None:
    """Answer the convert menu; a new animal that does not fit is housed first."""
    player = state["players"][seat]
    if option_id == "back":
        player["stack"].pop()
        return
    if option_id == "gold":
        player["stack"].append({"k": "gold"})
        return
    if option_id.startswith("rt:"):
        _buy_tile(state, seat, option_id[3:])
        return
    apply(state, seat, option_id)
    if not fits(player):
        from rules.caverna.ops import check_animals

        player["stack"].pop()
        check_animals(state, seat)
    # A spent menu is closed by engine.settle (close_if_spent), which every answer runs.


def close_if_spent(state: State, seat: int) -> bool:
    """Nothing left to convert: the menu closes (it would hold only "Back"); True if so.
    Also after a ruby tile placed from the menu returns to it."""
    stack = state["players"][seat]["stack"]
    if stack and stack[-1]["k"] == "convert" and (
            not available(state, seat)
            # The menu an action opened to spend rubies: the action is usable now.
            or (stack[-1].get("must") and not flow.waiting(state, seat))):
        stack.pop()
        return True
    return False


def _buy_tile(state: State, seat: int, tile: str) -> None:
    """Pay the rubies, then place the tile at once: its placement is the next decision."""
    player = state["players"][seat]
    rubies = SETUP["ruby_tiles"][tile]
    pl.pay(player, {"ruby": rubies})
    price = pl.goods_text({"ruby": rubies})
    state["events"].append(event(Say(f"{who(seat)} pays {price} for a {tile} tile.",
                                     "caverna-ev-ruby-tile", who=who(seat), price=price,
                                     tile=_single(tile)), seat))
    # The placement frame sits on the convert menu, which is back once the tile is down.
    flow.push(state, seat, RUBY_TILE_SPACE, [list(SETUP["ruby_tiles"]).index(tile)], ret=False)


def food_for(player: pl.Player, what: str) -> int:
    """The food one "f:<what>" conversion yields, the Slaughtering cave's bonus included."""
    if what == "donkey2":
        return SETUP["donkey_pair_food"] + _slaughter_bonus(player, "f", what, {"donkey": 2})
    return _food_rates()[what] + _slaughter_bonus(player, "f", what, {what: 1})


_SLAUGHTERING_CAVE = pl.tiles_with("animal_to_food_bonus")  # has_hook's, looked up once


def _slaughter_bonus(player: pl.Player, kind: str, what: str, pay: dict[str, int]) -> int:
    """Slaughtering cave (``animal_to_food_bonus``): extra food per farm animal turned
    into food, except through the trade of a tile it ``excludes`` (Hunting parlor)."""
    if _SLAUGHTERING_CAVE.isdisjoint(player["tiles"]):
        return 0  # asked for every conversion listed: most players have no such tile
    animals = sum(n for g, n in pay.items() if g in FARM_ANIMALS)
    if not animals or kind not in ("f", "t"):
        return 0
    bonus = 0
    for tile in player["tiles"]:
        hooks = FURNISHINGS[tile].get("hooks", {})
        if "animal_to_food_bonus" in hooks and not (
                kind == "t" and what.split(".")[0] == hooks.get("excludes")):
            bonus += hooks["animal_to_food_bonus"] * animals
    return bonus


@lru_cache(maxsize=1024)
def _goods_trade(option_id: str) -> tuple[dict[str, int], dict[str, int]] | None:
    """(paid, got) of a conversion that only trades goods, before any bonus; None for
    the others (a weapon, a tile). Kept per id (it reads only the data): read only."""
    kind, _, what = option_id.partition(":")
    if kind == "f":
        if what.startswith("gold"):
            n = int(what[5:] or 1)
            return {"gold": n + 1}, {"food": n}
        if what == "donkey2":
            return {"donkey": 2}, {"food": SETUP["donkey_pair_food"]}
        return {what: 1}, {"food": _food_rates()[what]}
    if kind == "r":
        return ({"ruby": 1, "food": 1} if what == "cattle" else {"ruby": 1}), {what: 1}
    if kind == "t":
        tile, index = what.split(".")
        hooks = FURNISHINGS[tile]["hooks"]
        trade = hooks["trade"] if "trade" in hooks else hooks["trade_choice"][int(index)]
        return trade["pay"], trade["get"]
    return None


def _trade_goods(player: pl.Player, option_id: str) -> bool:
    """The goods part of :func:`apply` for a conversion that only trades goods, without
    its event (a trial of the conversion tells nothing); False for the others."""
    trade = _goods_trade(option_id)
    if trade is None:
        return False
    pay, get = trade
    pl.pay(player, pay)
    kind, _, what = option_id.partition(":")
    bonus = _slaughter_bonus(player, kind, what, pay)
    if bonus:
        get = dict(get)
        get["food"] = get.get("food", 0) + bonus
    pl.gain(player, get)
    return True


def apply(state: State, seat: int, option_id: str) -> None:
    """Carry out one conversion (ids as listed by :func:`options`)."""
    player = state["players"][seat]
    kind, _, what = option_id.partition(":")
    trade = _goods_trade(option_id)
    if trade is not None:
        pay, get = trade
    elif kind == "w":
        dwarf = copying.own_dwarf(player, int(what))
        pay, get = {}, {"food": dwarf["w"]}
        w = dwarf["w"]
        state["events"].append(event(Say(
            f"{who(seat)} trades a strength-{w} weapon for food.", "caverna-ev-trade-weapon",
            who=who(seat), strength=w), seat))
        dwarf["w"] = 0
    pl.pay(player, pay)
    get = dict(get)
    bonus = _slaughter_bonus(player, kind, what, pay)
    if bonus:
        get["food"] = get.get("food", 0) + bonus
    pl.gain(player, get)
    paid, name = pl.goods_text(pay), who(seat)
    state["events"].append(said(
        seat, f"{name} converts {paid} into {pl.goods_text(get)}.", "caverna-ev-convert",
        {"who": name, "pay": pl.goods_json(pay), "get": pl.goods_json(get)}))
