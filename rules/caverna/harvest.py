"""The harvest: field phase, feeding (a simultaneous decision) and breeding.

Kinds: ``none``; ``full`` (fields, feeding 2 per dwarf and 1 per newborn, breeding);
``feed_1`` (1 food per dwarf, newborns too, nothing else); ``skip_field_or_breeding``
(each player first chooses which of the two phases to skip). ``state["harvest"]`` holds
the current harvest: its kind, its step and each seat's skipped phase.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from rules.caverna import players as pl
from rules.caverna.animals import fits
from rules.caverna.copying import own_board
from rules.caverna.data import FARM_ANIMALS, SETUP
from rules.caverna.names import menu_entry, said, tile_name, who
from rules.core import Option, State, event
from rules.core.contract import LazyOption
from rules.core.text import Say, join

_WORKING_CAVE = tile_name("working_cave")

KIND_TEXT = {kind: Say(text, f"caverna-harvest-{kind}") for kind, text in {
    "none": "no harvest",
    "full": "a full harvest",
    "feed_1": "no harvest, but 1 food per dwarf",
    "skip_field_or_breeding": "each player skips the field phase or the breeding phase",
}.items()}


def begin(state: State, kind: str) -> None:
    state["harvest"] = {"kind": kind, "step": "choose", "skip": {}}
    if kind == "none":
        state["harvest"]["step"] = "end"
        return
    r = state["round"]
    state["events"].append(event(Say(f"Harvest of round {r}: {KIND_TEXT[kind]}.",
                                     "caverna-ev-harvest", round=r, kind=KIND_TEXT[kind]), None))
    if kind == "skip_field_or_breeding":
        for player in state["players"]:
            player["stack"].append({"k": "skip_phase"})
        return
    _fields_then_feed(state)


def _fields_then_feed(state: State) -> None:
    h = state["harvest"]
    per, per_new = SETUP["feeding"]["per_dwarf"], SETUP["feeding"]["per_newborn"]
    if h["kind"] == "feed_1":
        per = per_new = 1
    for seat, player in enumerate(state["players"]):
        if h["kind"] != "feed_1" and h["skip"].get(str(seat)) != "field":
            _field_phase(state, seat)
        need = sum(per_new if d["new"] else per for d in player["dwarfs"])
        # "one": what one adult dwarf eats, for the Working cave's substitute meal.
        player["stack"].append({"k": "feed", "need": need, "one": per})
    _set_step(state, "feeding")


def _field_phase(state: State, seat: int) -> None:
    player = state["players"][seat]
    board = own_board(player) if player["board"]["crops"] else player["board"]
    got = {"grain": 0, "vegetable": 0}
    for cell in list(board["crops"]):
        crop, n = board["crops"][cell]
        got[crop] += 1
        if n > 1:
            board["crops"][cell] = [crop, n - 1]
        else:
            del board["crops"][cell]
    if any(got.values()):
        pl.gain(state["players"][seat], got)
        crops = pl.goods_text(got)
        state["events"].append(event(Say(f"{who(seat)} harvests {crops}.", "caverna-ev-harvests",
                                         who=who(seat), goods=crops), seat))


# The tiles with the hooks every feeding menu asks about, looked up once.
_MINING_CAVE = pl.tiles_with("feeding_discount_per")
_WORKING_CAVE_HOOK = pl.tiles_with("feed_one_dwarf_with")


def due(player: pl.Player, frame: dict) -> int:
    """The food still owed: the Mining cave's ``feeding_discount_per`` takes 1 food off
    per donkey in a mine, read when paying (the herd may change while feeding)."""
    if _MINING_CAVE.isdisjoint(player["tiles"]):
        return max(0, frame["need"])  # no Mining cave: every feeding menu asks
    off = sum(pl.counter(player, what) for what in pl.hooks(player, "feeding_discount_per"))
    return max(0, frame["need"] - off)


def _meals(player: pl.Player, frame: dict) -> list[tuple[int, dict[str, int]]]:
    """Working cave: goods that may feed exactly one dwarf instead of food (once)."""
    if _WORKING_CAVE_HOOK.isdisjoint(player["tiles"]) or frame.get("wc") or not due(
            player, frame):
        return []  # no Working cave, the usual answer
    return [(i, alt) for table in pl.hooks(player, "feed_one_dwarf_with")
            for i, alt in enumerate(table) if pl.can_pay(player, alt)]


def feed_options(state: State, seat: int, frame: dict) -> list[Option]:
    player = state["players"][seat]
    food = player["res"]["food"]
    need = due(player, frame)
    most = min(food, need)
    out: list[Option] = [menu_entry("pay", _pay_label, need) if food >= need
                         else menu_entry("pay", _beg_label, food, need - food)]
    for i, alt in _meals(player, frame):
        out.append(LazyOption(f"wc:{i}", _meal_label, alt))
    # « Si vous ne pouvez ou ne voulez pas fournir les PN requis, vous devez prendre
    # 1 marqueur de mendicité pour chaque PN manquant »: less food, more begging.
    out.extend(_smaller_payments(most, need))
    return out


@lru_cache(maxsize=1024)
def _smaller_payments(most: int, need: int) -> tuple[Option, ...]:
    """Paying k < ``most`` food of ``need``, most first, made once per (most, need)."""
    return tuple(menu_entry(f"pay:{k}", _beg_label, k, need - k)
                 for k in range(most - 1, -1, -1))


def feed_offers(state: State, seat: int, frame: dict, option_id: str) -> bool | None:
    """Whether a smaller payment ("pay:<k>") is on :func:`feed_options`' menu, told
    without listing it; None for the other choices."""
    if option_id[:4] != "pay:":
        return None
    k = option_id[4:]
    if not (k.isascii() and k.isdigit() and str(int(k)) == k):
        return False  # not an id the menu writes (signs, leading zeros)
    player = state["players"][seat]
    return int(k) < min(player["res"]["food"], due(player, frame))


def _pay_label(need: int) -> Say:
    pay = pl.amount(need, "food")
    return Say(f"Feed your dwarfs: pay {pay}", "caverna-feed-pay", food=pay)


def _beg_label(food: int, short: int) -> Say:
    paid = pl.amount(food, "food") if food else "nothing"
    markers = ("1 begging marker (−3 points)" if short == 1
               else f"{short} begging markers (−3 points each)")
    return Say(f"Pay {paid} and take {markers}", "caverna-feed-beg", food=paid, count=short,
               paid=food)


def _meal_label(alt: dict[str, int]) -> Say:
    goods = pl.goods_text(alt)
    return Say(f"Feed one dwarf with {goods} ({_WORKING_CAVE})", "caverna-feed-one",
               goods=goods, tile=_WORKING_CAVE)


def choose_feed(state: State, seat: int, frame: dict, option_id: str = "pay") -> None:
    player = state["players"][seat]
    if option_id.startswith("wc:"):
        alt = dict(_meals(player, frame))[int(option_id[3:])]
        pl.pay(player, alt)
        frame["need"] -= min(frame.get("one", 2), frame["need"])
        frame["wc"] = True
        meal = pl.goods_text(alt)
        state["events"].append(event(Say(
            f"{who(seat)} feeds one dwarf with {meal} ({_WORKING_CAVE}).", "caverna-ev-feed-one",
            who=who(seat), goods=meal, tile=_WORKING_CAVE), seat))
        return
    need = due(player, frame)
    paid = min(player["res"]["food"], need)
    if option_id.startswith("pay:"):
        paid = min(paid, int(option_id[4:]))
    short = need - paid
    pl.pay(player, {"food": paid})
    player["begging"] += short
    player["stack"].pop()
    name = who(seat)
    text = (f"{name} feeds their dwarfs with {paid} food" if paid
            else f"{name} does not feed their dwarfs")
    begs = ("." if not short else " and takes 1 begging marker." if short == 1
            else f" and takes {short} begging markers.")
    state["events"].append(said(seat, text + begs, "caverna-ev-feed", {
        "who": name, "food": pl.amount_json(paid, "food"), "paid": paid, "count": short}))


SKIP_IDS = ("skip:field", "skip:breeding")  # the ids of skip_options


# The skip menu's options, made once (their labels read nothing from the state).
_SKIP_OPTIONS = (Option("skip:field", Say("Skip the field phase", "caverna-skip-field")),
                 Option("skip:breeding", Say("Skip the breeding phase", "caverna-skip-breeding")))


def skip_options() -> list[Option]:
    return list(_SKIP_OPTIONS)


def choose_skip(state: State, seat: int, option_id: str) -> None:
    h = state["harvest"]  # rebound, not changed in place: see _set_step
    state["harvest"] = {**h, "skip": {**h["skip"], str(seat): option_id[5:]}}
    state["players"][seat]["stack"].pop()
    phase = option_id[5:]
    state["events"].append(event(Say(f"{who(seat)} skips the {phase} phase.", "caverna-ev-skip",
                                     who=who(seat), phase=phase), seat))


def _breeding(state: State) -> None:
    _set_step(state, "breeding")
    h = state["harvest"]
    if h["kind"] == "feed_1":
        return
    for seat, player in enumerate(state["players"]):
        if h["skip"].get(str(seat)) == "breeding":
            continue
        ready = tuple(a for a in FARM_ANIMALS if player["res"][a] >= 2)
        if not ready:
            continue
        choices = newborn_choices(player, ready)
        if choices == [ready]:
            breed_newborns(state, seat, ready)  # every newborn fits: nothing to decide
        else:
            # The player may first eat animals (convert menu) to make room.
            player["stack"].append({"k": "breed", "ready": list(ready)})


def newborn_choices(player: pl.Player, ready: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The largest sets of newborns (one per ready type) that fit together."""
    for k in range(len(ready), 0, -1):
        found = []
        for combo in combinations(ready, k):
            herd = dict(player["res"])
            for a in combo:
                herd[a] += 1
            if fits(player, herd):
                found.append(combo)
        if found:
            return found
    return [()]


def breed_options(state: State, seat: int, frame: dict) -> list[Option]:
    player = state["players"][seat]
    # Types eaten down below a pair in the meantime no longer breed.
    ready = tuple(a for a in frame["ready"] if player["res"][a] >= 2)
    return [menu_entry("b:" + "+".join(c), _keep_label, c) for c in newborn_choices(player, ready)]


def animals_text(combo: tuple[str, ...], key: str, separator: str) -> Say:
    """'sheep, wild boar': animal names (one of each) joined by ``separator``."""
    return join(key, separator, [pl.good_say(a) for a in combo])


def _keep_label(combo: tuple[str, ...]) -> Say:
    if not combo:
        return Say("No newborn fits: go on", "caverna-no-newborn")
    names = animals_text(combo, "caverna-comma", ", ")
    return Say(f"Keep newborn {names}", "caverna-keep-newborn", animals=names)


def choose_breed(state: State, seat: int, option_id: str) -> None:
    state["players"][seat]["stack"].pop()
    breed_newborns(state, seat, tuple(a for a in option_id[2:].split("+") if a))


def breed_newborns(state: State, seat: int, combo: tuple[str, ...]) -> None:
    if not combo:
        state["events"].append(event(Say(f"{who(seat)} has no room for newborn animals.",
                                         "caverna-ev-no-room", who=who(seat)), seat))
        return
    player = state["players"][seat]
    pl.gain(player, dict.fromkeys(combo, 1))
    names = animals_text(combo, "caverna-comma", ", ")
    state["events"].append(event(Say(f"{who(seat)}'s animals breed: {names}.", "caverna-ev-breed",
                                     who=who(seat), animals=names), seat))
    extra = pl.newborn_gains(player, combo)
    if extra:
        pl.gain(player, extra)
        got = pl.goods_text(extra)
        state["events"].append(event(Say(f"{who(seat)} takes {got} for the newborns.",
                                         "caverna-ev-newborn-gain", who=who(seat), goods=got),
                                     seat))


def advance(state: State) -> bool:
    """The next harvest step once everyone has answered; False when the harvest is over."""
    h = state["harvest"]
    step = h.get("step", "end")
    if step == "choose":
        _fields_then_feed(state)
        return True
    if step == "feeding":
        _breeding(state)
        return True
    if step == "breeding":
        _set_step(state, "end")
    return False


def _set_step(state: State, step: str) -> None:
    """The harvest's next step. ``state["harvest"]`` is rebound, never changed in place
    once made: a move shares it with the state before it (copying.for_seat)."""
    state["harvest"] = {**state["harvest"], "step": step}
