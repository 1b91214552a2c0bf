"""A player's goods, dwarfs and tiles, and the hook points that read furnishing data.

A player is plain data::

    {"res": {"food": 1, ...}, "board": {...}, "tiles": ["dwelling"], "dwarfs":
     [{"w": 0, "at": None, "new": False}], "begging": 0, "stack": [...]}

``dwarfs[i]["w"]`` is the weapon strength (0 = unarmed); ``at`` the space the dwarf works
on this round (None at home, "-" when its player passed); ``new`` marks a dwarf born this
round. ``stack`` holds the player's open decisions (see flow.py).

Hook points (named keys under a furnishing tile's ``hooks`` in furnishings.json):
``on_gain`` (extra goods when a good is gained), ``on_build_gain`` and
``on_build_gain_per`` (once, when the tile is furnished), ``discount`` (furnish, fences,
stable, forge), ``furnish_on_tunnels`` (Work room), ``round_start_per`` (Miner, rounds.py),
``feeding_discount_per`` (Mining cave, harvest.py), ``twin_overhang_gold`` (Office room),
``furnish_substitute`` (Builder) and ``overbuilds`` (Trader / Spare part storage) in
building.py, ``animal_to_food_bonus`` / ``excludes`` (Slaughtering cave) in convert.py.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache, lru_cache
from typing import Any

from rules.caverna import board as hb
from rules.caverna.data import FARM_ANIMALS, FURNISHINGS, GOODS, SETUP
from rules.caverna.names import who
from rules.core.base import event
from rules.core.text import Say, join_listing

Player = dict[str, Any]


def new_player(food: int) -> Player:
    res = dict.fromkeys(GOODS, 0)
    res["food"] = food
    return {
        "res": res,
        "board": hb.new_board(),
        "tiles": [],
        "dwarfs": [{"w": 0, "at": None, "new": False} for _ in range(SETUP["dwarfs_at_start"])],
        "begging": 0,
        "stack": [],
    }


@cache
def _tiles_with(name: str) -> frozenset[str]:
    """The furnishing tiles that carry hook ``name``."""
    return frozenset(t for t, d in FURNISHINGS.items()
                     if d.get("hooks", {}).get(name) is not None)


def hooks(player: Player, name: str) -> Iterable[Any]:
    """The parameters of hook ``name`` on every furnishing tile the player owns."""
    having = _tiles_with(name)
    tiles = player["tiles"]
    if having.isdisjoint(tiles):
        return ()  # the usual answer, asked at every gain: no list made
    return [FURNISHINGS[t]["hooks"][name] for t in tiles if t in having]


def tiles_with(name: str) -> frozenset[str]:
    """The furnishing tiles that carry hook ``name`` (for tests made once, see
    building.checker)."""
    return _tiles_with(name)


def has_hook(player: Player, name: str) -> bool:
    return not _tiles_with(name).isdisjoint(player["tiles"])


def gain(player: Player, goods: Mapping[str, int]) -> None:
    """Add goods, with the on-gain triggers of furnishing tiles (one level deep).

    What a trigger adds is noted under ``HOOKED`` for :func:`say_hook_gains`, which the
    engine calls once the step that gained is done: gain has no state to write an event
    to, and its callers say only what they gave (a reader saw wood from the Dog school
    come from nowhere, ja-292)."""
    res = player["res"]
    for good, n in goods.items():
        res[good] += n
    if _ON_GAIN.isdisjoint(player["tiles"]):
        return  # no tile with the hook: the usual case, asked at every gain
    for tile in player["tiles"]:
        if tile not in _ON_GAIN:
            continue
        got: dict[str, int] = {}
        for good, extra in FURNISHINGS[tile]["hooks"]["on_gain"].items():
            if goods.get(good):
                for g, k in extra.items():
                    res[g] += k * goods[good]
                    got[g] = got.get(g, 0) + k * goods[good]
        if got:
            player.setdefault(HOOKED, []).append([tile, got])


_ON_GAIN = _tiles_with("on_gain")
# A player's key, there only between a gain and the end of its step (see gain): never in a
# state a move returns.
HOOKED = "hooked"


def say_hook_gains(state: Any) -> None:
    """The events of what on-gain triggers added since the last call, each after the
    events of the step that gained (« Yann takes 1 wood from their Dog school. »)."""
    for seat, player in enumerate(state["players"]):
        if HOOKED not in player:
            continue
        for tile, got in player.pop(HOOKED):
            say_tile_gain(state, seat, tile, got)


def say_tile_gain(state: Any, seat: int, tile: str, got: Mapping[str, int]) -> None:
    """The event of goods a furnishing tile's hook gave (on gain, or once when built)."""
    if not any(got.values()):
        return
    name, text = who(seat), goods_text(got)
    tile_say = Say(FURNISHINGS[tile]["name"], f"caverna-tile-{tile}")
    state["events"].append(event(Say(
        f"{name} also takes {text} from their {tile_say}.", "caverna-ev-hook-gain",
        who=name, goods=text, tile=tile_say), seat))


def newborn_gains(player: Player, newborns: Iterable[str]) -> dict[str, int]:
    """What the ``on_newborn`` (Quarry) and ``on_breed_food`` (Breeding cave) hooks give
    for one breeding's newborns (the breeding phase or the Breed loot item alike)."""
    born = list(newborns)
    out: dict[str, int] = {}
    for rule in hooks(player, "on_newborn"):
        for animal, goods in rule.items():
            for g, n in goods.items():
                out[g] = out.get(g, 0) + n * born.count(animal)
    for rule in hooks(player, "on_breed_food"):
        every = set(born) >= set(FARM_ANIMALS)
        food = rule["all_four"] if every else rule["per_newborn"] * len(born)
        if food:
            out["food"] = out.get("food", 0) + food
    return out


def can_pay(player: Player, cost: Mapping[str, int]) -> bool:
    res = player["res"]
    for g, n in cost.items():  # noqa: SIM110 - a loop, not all(): no generator per call
        if res[g] < n:
            return False
    return True


def pay(player: Player, cost: Mapping[str, int]) -> None:
    res = player["res"]
    for g, n in cost.items():
        if res[g] < n:
            raise ValueError(f"cannot pay {n} {g}")  # callers check can_pay first
        res[g] -= n


def discounted(player: Player, what: str, cost: Mapping[str, int]) -> dict[str, int]:
    """A cost after the player's discount hooks for ``what`` (never below zero)."""
    if _tiles_with("discount").isdisjoint(player["tiles"]):
        return {g: n for g, n in cost.items() if n}  # what _discounted gives without one
    return dict(_discounted(tuple(player["tiles"]), what, tuple(cost.items())))


def discount_tiles(player: Player) -> tuple[str, ...]:
    """The player's tiles with a discount hook, in the order built: () for most players.
    A price label made for these tiles (see :func:`discounted_by`) is the price
    :func:`discounted` makes the player pay."""
    tiles = player["tiles"]
    with_discount = _tiles_with("discount")
    if with_discount.isdisjoint(tiles):
        return ()
    return tuple(t for t in tiles if t in with_discount)


def discounted_by(tiles: tuple[str, ...], what: str, cost: Mapping[str, int]
                  ) -> dict[str, int]:
    """:func:`discounted` for a player whose discount tiles are ``tiles``."""
    return dict(_discounted(tiles, what, tuple(cost.items())))


@lru_cache(maxsize=4096)
def _discounted(tiles: tuple[str, ...], what: str, cost: tuple[tuple[str, int], ...]
                ) -> tuple[tuple[str, int], ...]:
    # The furnishing menu prices every tile at every listing; the answer depends only on
    # the tiles owned, so it is kept.
    out = dict(cost)
    for tile in tiles:
        table = FURNISHINGS[tile].get("hooks", {}).get("discount", {})
        for good, off in table.get(what, {}).items():
            if good in out:
                out[good] = max(0, out[good] - off)
    return tuple((g, n) for g, n in out.items() if n)


# English plurals of the countable goods (the others read the same: 2 wood, 2 sheep).
_PLURALS = {"ruby": "rubies", "vegetable": "vegetables", "donkey": "donkeys",
            "wild_boar": "wild boars", "dog": "dogs"}


def good_name(good: str, n: int = 1) -> str:
    return _PLURALS.get(good, good.replace("_", " ")) if n != 1 else good.replace("_", " ")


# The texts below are built for every menu of every move (and every playout of the
# computer player): each distinct one is made once. A Say is never changed once made.
@cache
def good_say(good: str, n: int = 1) -> Say:
    """A good's name for ``n`` of them ("rubies"), as a catalogue message (the
    catalogues choose the plural and the French name from the good's id)."""
    return Say(good_name(good, n), "caverna-good", good=good, count=n)


@cache
def amount(n: int, good: str) -> Say:
    """'2 rubies': a number of one good."""
    return Say(f"{n} {good_name(good, n)}", "caverna-amount", count=n, name=good_say(good, n))


def goods_text(goods: Mapping[str, int]) -> Say:
    return _goods_text(tuple(goods.items()))


@lru_cache(maxsize=4096)
def _goods_text(goods: tuple[tuple[str, int], ...]) -> Say:
    parts = [amount(n, g) for g, n in goods if n]
    if not parts:
        return Say("nothing", "caverna-nothing")
    return join_listing("caverna-comma", "caverna-comma-last", ", ", parts, " and ")


# The JSON of those texts (rules.core.text.to_json), made directly for the events that
# every take, gain, conversion and feeding writes: the same dicts, without walking the
# nested messages (test_fast_paths holds them to to_json).
def amount_json(n: int, good: str) -> dict[str, Any]:
    """to_json(amount(n, good))."""
    return {"key": "caverna-amount", "args": {
        "count": n, "name": {"key": "caverna-good", "args": {"good": good, "count": n}}}}


def goods_json(goods: Mapping[str, int]) -> dict[str, Any]:
    """to_json(goods_text(goods)): the amounts, joined as join_listing joins them."""
    if len(goods) == 1:  # most takes and trades: one amount, nothing to join
        for good, n in goods.items():
            if n:
                return amount_json(n, good)
    parts = []
    for good, n in goods.items():
        if n:
            parts.append(amount_json(n, good))
    if not parts:
        return {"key": "caverna-nothing", "args": {}}
    out = parts[0]
    if len(parts) == 1:
        return out
    for part in parts[1:-1]:
        out = {"key": "caverna-comma", "args": {"a": out, "b": part}}
    return {"key": "caverna-comma-last", "args": {"a": out, "b": parts[-1]}}


def cost_text(goods: Mapping[str, int]) -> Say:
    """A price: its goods, or "free"."""
    return goods_text(goods) if any(goods.values()) else Say("free", "caverna-free")


# ----- dwarfs and room -------------------------------------------------------------------
def room(player: Player) -> int:
    """How many dwarfs the player's dwellings house (the 6th only via its own tile)."""
    base = SETUP["dwarfs_at_start"]
    sixth = 0
    for tile in player["tiles"]:
        base += FURNISHINGS[tile].get("room", 0)
        sixth += FURNISHINGS[tile].get("room_sixth", 0)
    base = min(base, SETUP["max_dwarfs"])
    # The Additional dwelling houses only a 6th dwarf: it stays empty (and gives no room
    # for a 3rd or 4th dwarf) until the other dwellings house five.
    return base + (sixth if base >= SETUP["max_dwarfs"] else 0)


def max_dwarfs(player: Player) -> int:
    return SETUP["max_dwarfs"] + sum(FURNISHINGS[t].get("room_sixth", 0) for t in player["tiles"])


def can_grow(player: Player) -> bool:
    # n < room and n < max_dwarfs, both read once per tiles owned: every menu asks.
    return len(player["dwarfs"]) < _growth_limit(tuple(player["tiles"]))


@lru_cache(maxsize=1024)
def _growth_limit(tiles: tuple[str, ...]) -> int:
    """min(room, max_dwarfs) for a player owning ``tiles`` (both read only the tiles)."""
    player = {"tiles": list(tiles)}
    return min(room(player), max_dwarfs(player))


def next_dwarf(player: Player) -> int | None:
    """The dwarf that must go next: the weakest one at home (weapon order)."""
    best: int | None = None
    for i, d in enumerate(player["dwarfs"]):
        if d["at"] is None and not d["new"] and (
                best is None or d["w"] < player["dwarfs"][best]["w"]):
            best = i
    return best


def counter(player: Player, name: str) -> int:
    """Named quantities that data refers to (bonus formulas, per-mine bonuses)."""
    res = player["res"]
    board = player["board"]
    if name in res:
        crops = sum(n for crop, n in board["crops"].values() if crop == name)
        return res[name] + crops
    if name == "ore_mines":
        return hb.count(board, "ore")
    if name == "ruby_mines":
        return hb.count(board, "ruby")
    if name == "farm_animals":
        return sum(res[a] for a in FARM_ANIMALS)
    if name == "dwarfs":
        return len(player["dwarfs"])
    if name == "armed_dwarfs":
        return sum(1 for d in player["dwarfs"] if d["w"])
    if name == "all_dwarfs_armed":
        return int(all(d["w"] for d in player["dwarfs"]))
    if name == "no_dwarf_armed":
        return int(not any(d["w"] for d in player["dwarfs"]))
    if name == "yellow_tiles":
        return sum(1 for t in player["tiles"] if FURNISHINGS[t]["colour"] == "yellow")
    if name == "grain_vegetable_pairs":
        return min(counter(player, "grain"), counter(player, "vegetable"))
    if name == "adjacent_dwellings":
        return _adjacent_dwellings(player)
    if name in ("donkeys_in_ore_mines", "donkeys_in_mines"):
        from rules.caverna.animals import mine_donkeys  # animals.py reads this module's data

        ore, ruby = mine_donkeys(player)
        return ore if name == "donkeys_in_ore_mines" else ore + ruby
    raise KeyError(f"unknown counter {name!r}")


def _adjacent_dwellings(player: Player) -> int:
    # The State parlor counts dwellings orthogonally next to its own cell.
    cells = player["board"]["cells"]
    home = next((c for c, v in cells.items() if v == "fu:state_parlor"), None)
    if home is None:
        return 0
    n = 0
    for c in hb.NEIGHBOURS[home]:
        v = cells.get(c, "")
        if v == "entry" or (v.startswith("fu:") and FURNISHINGS[v[3:]]["colour"] == "orange"):
            n += 1
    return n
