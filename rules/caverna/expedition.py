"""Weapons and expeditions: forging, choosing loot, and the breeding loot item.

Forging is for an unarmed dwarf (strength = ore paid, at most 8, Blacksmith discount via
the ``discount.forge`` hook). An expedition of level N lets the armed dwarf pick up to N
different loot items, each needing the strength the dwarf had when it set out; afterwards
its weapon gains 1 (at most 14). Loot that is itself an action (furnish, stable, tiles,
sow, breed) opens that action's decisions and then returns to the loot list.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import Any

from rules.caverna import building, flow  # flow imports this module too (through ops)
from rules.caverna import players as pl
from rules.caverna.animals import fits
from rules.caverna.building import Rooms
from rules.caverna.copying import own_dwarf
from rules.caverna.data import FARM_ANIMALS, LOOT, LOOT_INDEX, SETUP, node_at
from rules.caverna.harvest import animals_text, breed_newborns
from rules.caverna.names import loot_name, space_name, titled, told, who
from rules.core import Option, State
from rules.core.contract import LazyOption
from rules.core.text import Say

_LOOT = space_name("loot")  # "Loot: 1 dog"


def _dwarf(state: State, seat: int) -> dict[str, Any]:
    return state["players"][seat]["dwarfs"][state["act"]["dw"]]


def _forge_cost(player: pl.Player, strength: int) -> dict[str, int]:
    return pl.discounted(player, "forge", {"ore": strength})


def _forge_levels(player: pl.Player) -> list[int]:
    return [s for s in range(1, SETUP["forge_max"] + 1)
            if pl.can_pay(player, _forge_cost(player, s))]


def breed_choices(player: pl.Player, limit: int) -> list[tuple[str, ...]]:
    """Sets of at most ``limit`` animal types that may each have one newborn that fits."""
    res = player["res"]
    ready = [a for a in FARM_ANIMALS if res[a] >= 2]
    out = []
    for k in range(1, min(limit, len(ready)) + 1):
        for combo in combinations(ready, k):
            herd = dict(res)
            for a in combo:
                herd[a] += 1
            if fits(player, herd):
                out.append(combo)
    return out


def can(state: State, seat: int, node: dict[str, Any]) -> bool:
    player = state["players"][seat]
    op = node["op"]
    if op == "forge":
        # Costs grow with strength: strength 1 affordable means some level is.
        return _dwarf(state, seat)["w"] == 0 and pl.can_pay(player, _forge_cost(player, 1))
    if op == "expedition":
        return _dwarf(state, seat)["w"] > 0
    return bool(breed_choices(player, node["types"]))


def checker(node: dict[str, Any]) -> flow.Check:
    """:func:`can` for one leaf as a function of (state, seat), without the tests on
    the op name (the placement menus ask the forging and expedition spaces)."""
    op = node["op"]
    if op == "forge":
        def forge(state: State, seat: int, rooms: Rooms | None = None) -> bool:
            player = state["players"][seat]
            # A discount never raises a cost: one ore pays for strength 1 whatever the tiles.
            return player["dwarfs"][state["act"]["dw"]]["w"] == 0 and (
                player["res"]["ore"] > 0 or pl.can_pay(player, _forge_cost(player, 1)))
        return forge
    if op == "expedition":
        return lambda state, seat, rooms=None: (
            state["players"][seat]["dwarfs"][state["act"]["dw"]]["w"] > 0)
    return lambda state, seat, rooms=None: can(state, seat, node)


def start(state: State, seat: int, node: dict[str, Any]) -> dict[str, Any]:
    if node["op"] == "expedition":
        return {"s": _dwarf(state, seat)["w"], "taken": [], "did": False}
    return {"did": False}


def _loot_ok(state: State, seat: int, frame: dict[str, Any], item: str) -> bool:
    return (item not in frame["taken"] and LOOT[item]["strength"] <= frame["s"]
            and flow.can(state, seat, "loot", (LOOT_INDEX[item],)))


@cache
def _loot_tests() -> tuple[tuple[str, int, flow.Check, Option], ...]:
    """Every loot item in the table's order, with its strength, its flow test and its
    option: the loot menu asks them all at every pick."""
    return tuple((item, LOOT[item]["strength"], flow.checker("loot", (LOOT_INDEX[item],)),
                  LazyOption(f"l:{item}", _loot_label, item)) for item in LOOT)


def options(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any]) -> list[Option]:
    player = state["players"][seat]
    op = node["op"]
    if frame.get("fin"):
        return []
    if op == "forge":
        return [LazyOption(f"w:{s}", _forge_label, s, _forge_cost(player, s))
                for s in _forge_levels(player)]
    if op == "expedition":
        if len(frame["taken"]) >= node["level"]:
            return []
        taken, strength = frame["taken"], frame["s"]
        discounts = pl.discount_tiles(player)
        out: list[Option] = [
            _loot_option(item, discounts) if discounts and item in _PRICED_LOOT else option
            for item, needs, test, option in _loot_tests()
            if needs <= strength and item not in taken and test(state, seat)]
        if out and frame["taken"]:
            out.append(Option("done", Say("End the expedition", "caverna-end-expedition")))
        return out
    return [LazyOption("b:" + "+".join(combo), _breed_label, combo)
            for combo in breed_choices(player, node["types"])]


def has_options(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any]) -> bool:
    """Whether :func:`options` lists a weapon to forge, without making the menu."""
    if frame.get("fin"):
        return False
    player = state["players"][seat]
    for s in range(1, SETUP["forge_max"] + 1):  # noqa: SIM110 - no generator per call
        if pl.can_pay(player, _forge_cost(player, s)):
            return True
    return False


def offered(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any],
            option_id: str) -> bool | None:
    """Whether a loot item ("l:") or a weapon ("w:") is on the menu, decided as
    :func:`options` decides it without listing it; None for the other choices."""
    op = node["op"]
    if op == "forge" and option_id[:2] == "w:":
        return not frame.get("fin") and any(
            option_id == f"w:{s}" for s in _forge_levels(state["players"][seat]))
    if op != "expedition" or option_id[:2] != "l:":
        return None
    if frame.get("fin") or len(frame["taken"]) >= node["level"]:
        return False
    item = option_id[2:]
    return item in LOOT and _loot_ok(state, seat, frame, item)


def _has_loot(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any]) -> bool:
    """Whether :func:`options` lists an expedition's loot (it lists nothing else but
    "Done" after one), stopping at the first item: every step of an expedition asks."""
    if frame.get("fin") or len(frame["taken"]) >= node["level"]:
        return False
    taken, strength = frame["taken"], frame["s"]
    for item, needs, test, _ in _loot_tests():
        if needs <= strength and item not in taken and test(state, seat):
            return True
    return False


def _loot_label(item: str) -> Say:
    if item in _PRICED_LOOT:
        return _priced_loot_label(item, _PRICED_LOOT[item])
    return titled(_LOOT, loot_name(item))


# The loot items whose name says a price (a pasture, the Dwelling: "priced_name" in
# loot.json), with their printed price. A seat's discount tiles lower it (building.price):
# the label says what is paid.
_PRICED_LOOT: dict[str, tuple[tuple[str, int], ...]] = {
    item: tuple((building.price(data["do"]) or {}).items())
    for item, data in LOOT.items() if "priced_name" in data}


def _priced_loot_label(item: str, paid: tuple[tuple[str, int], ...]) -> Say:
    cost = pl.cost_text(dict(paid))
    return titled(_LOOT, Say(LOOT[item]["priced_name"].format(cost=cost),
                             f"caverna-loot-{item}-cost", cost=cost))


def _loot_option(item: str, discounts: tuple[str, ...]) -> Option:
    """A priced loot item's option for a seat with discount tiles, kept by its price."""
    paid = tuple((building.price(LOOT[item]["do"], discounts) or {}).items())
    option = _LOOT_OPTIONS.get((item, paid))
    if option is None:
        option = _LOOT_OPTIONS[(item, paid)] = LazyOption(
            f"l:{item}", _priced_loot_label, item, paid)
    return option


_LOOT_OPTIONS: dict[tuple[str, tuple[tuple[str, int], ...]], Option] = {}


def _forge_label(strength: int, price: dict[str, int]) -> Say:
    cost = pl.cost_text(price)
    return Say(f"Forge a strength-{strength} weapon ({cost})", "caverna-forge",
               strength=strength, cost=cost)


def _breed_label(combo: tuple[str, ...]) -> Say:
    names = animals_text(combo, "caverna-and", " and ")
    return Say(f"Breed {names}", "caverna-breed", animals=names)


def choose(state: State, seat: int, node: dict[str, Any], frame: dict[str, Any],
           option_id: str) -> None:
    from rules.caverna.flow import push

    player = state["players"][seat]
    op = node["op"]
    if op == "forge":
        strength = int(option_id[2:])
        pl.pay(player, _forge_cost(player, strength))
        own_dwarf(player, state["act"]["dw"])["w"] = strength
        frame["fin"] = frame["did"] = True
        name = who(seat)
        state["events"].append(told(seat, f"{name} forges a strength-{strength} weapon.",
                                    "caverna-ev-forge", {"who": name, "strength": strength}))
    elif op == "expedition":
        item = option_id[2:]
        frame["taken"].append(item)
        name, loot = who(seat), loot_name(item)
        state["events"].append(told(seat, f"{name}'s expedition brings back: {loot}.",
                                    "caverna-ev-loot", {"who": name, "loot": loot}))
        push(state, seat, "loot", [LOOT_INDEX[item]], ret=True)
    else:
        frame["fin"] = frame["did"] = True
        breed_newborns(state, seat, tuple(option_id[2:].split("+")))  # with Quarry/Breeding cave


def finished(state: State, seat: int, frame: dict[str, Any]) -> bool:
    """An expedition ends when its items are chosen (or none is left): weapon +1."""
    if not frame.get("fin"):
        if _has_loot(state, seat, _node(frame), frame):
            return False
        frame["fin"] = True
    if not frame["did"]:
        frame["did"] = True
        dwarf = own_dwarf(state["players"][seat], state["act"]["dw"])
        dwarf["w"] = min(SETUP["weapon_max"], dwarf["w"] + 1)
        w = dwarf["w"]
        name = who(seat)
        state["events"].append(told(
            seat, f"{name}'s dwarf returns from the expedition: weapon strength {w}.",
            "caverna-ev-expedition-back", {"who": name, "strength": w}))
    return True


def _node(frame: dict[str, Any]) -> dict[str, Any]:
    return node_at(frame["sp"], tuple(frame["p"]))


def describe(node: dict[str, Any]) -> Say:
    op = node["op"]
    if op == "expedition":
        level = node["level"]
        return Say(f"Go on a level-{level} expedition", "caverna-op-expedition", level=level)
    if op == "breed":
        n = node["types"]
        return Say(f"Breed up to {n} animal types", "caverna-op-breed", count=n)
    return _OP_LABELS[op]


_OP_LABELS = {op: Say(text, f"caverna-op-{op}") for op, text in (
    ("forge", "Forge a weapon"), ("weapons_plus_1", "+1 to all weapons"),
    ("start_player", "Become starting player"))}
