"""The work phase: which spaces a dwarf may go to, the placement menu, and sending a dwarf.

rounds.py opens each turn through :func:`offer_turn`; the engine asks :func:`place_options`
and :func:`pick_options` for the menus and applies :func:`choose_place` / :func:`choose_pick`.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from rules.caverna import building, flow, ops, rubies
from rules.caverna import players as pl
from rules.caverna.copying import own_dwarf, own_dwarfs, set_space
from rules.caverna.data import action, combinator
from rules.caverna.names import BACK, name_json, said, space_name, titled, who
from rules.core import Option, State, event
from rules.core.contract import LazyOption
from rules.core.text import Say


def offer_turn(state: State, seat: int) -> None:
    player = state["players"][seat]
    state["turn"] = seat
    state["act"] = {"seat": seat, "dw": pl.next_dwarf(player), "sp": None, "imit": False}
    player["stack"].append({"k": "place"})


def space_open(state: State, seat: int, sp: str) -> bool:
    """Whether the seat's dwarf may go to ``sp`` now (free, and usable at least in part)."""
    entry = state["spaces"].get(sp)
    if entry is None or entry["o"] is not None:
        return False
    # The placement menu's order: goods on a take space make it usable, no test asked
    # (every dwarf placement's move check comes here).
    goods = entry["g"]
    if goods and not state["act"].get("imit") and (
            _PLACE_INFO.get(sp) or _place_info(sp))[1] and any(goods.values()):
        return True
    return _usable(state, seat, sp)


# Each space's flow.can test of its whole flow, looked up once (every menu asks them all).
_SPACE_TESTS: dict[str, flow.Check] = {}


def _space_test(sp: str) -> flow.Check:
    test = _SPACE_TESTS.get(sp)
    if test is None:
        test = _SPACE_TESTS[sp] = flow.checker(sp, ())
    return test


def _usable(state: State, seat: int, sp: str) -> bool:
    """Usable now, or once rubies are spent on what it needs (« sauf si vous possédez
    des rubis »): the space's menu then offers the conversion first."""
    test = _space_test(sp)
    return test(state, seat) or (state["players"][seat]["res"]["ruby"] > 0 and rubies.could(
        state, seat, lambda: test(state, seat)))


def _goods_make_usable(sp: str) -> bool:
    """Whether goods on the space make it usable: its flow is a take leaf or has one
    just under its root (any child of it usable, or "take, then ..."; see
    flow._checker, which asks only the first child of "then"). Kept in _PLACE_INFO."""
    node = action(sp)["flow"]
    kind = combinator(node)
    kids = [node] if not kind else node[kind][:1] if kind == "then" else node[kind]
    return any(kid.get("op") == "take" for kid in kids)


def _has_legal_space(state: State, seat: int) -> bool:
    """Whether the dwarf in turn may go anywhere (the ruby test for other dwarfs)."""
    for sp in state["spaces"]:  # noqa: SIM110 - a loop, not any(): no generator per call
        if space_open(state, seat, sp):
            return True
    return False


def place_options(state: State, seat: int) -> list[Option]:
    player = state["players"][seat]
    dwarf = player["dwarfs"][state["act"]["dw"]]
    # space_open written out for every free space, labelling as it goes (test_fast_paths
    # holds the two together).
    infos, labels = _PLACE_INFO, _LABELS
    rich = player["res"]["ruby"] > 0
    imitating = state["act"].get("imit")
    out: list[Option] = []
    values = None  # the board's cell values, listed once for the mine counts
    # The board's room for tiles, pastures and stables, looked up once for every test.
    rooms = building.rooms_of(player["board"])
    append = out.append
    always = flow.ALWAYS
    counted = _BY_COUNT
    # A seat with discount tiles reads its own prices on the spaces that name one (the
    # options kept below are made for the seats without).
    discounts = pl.discount_tiles(player)
    for sp, entry in state["spaces"].items():
        if entry["o"] is not None:
            continue
        goods = entry["g"]
        own = bool(discounts) and _priced(sp)
        if goods and not imitating and sp in counted and not own:
            # A take space of one good (the most common free space): its goods make it
            # usable and its option is kept by their count.
            good, by_count = counted[sp]
            option = by_count.get(goods.get(good)) if len(goods) == 1 else None
            if option is not None:
                append(option)
                continue
        try:
            test, takes, option, mines, by_goods = infos[sp]
        except KeyError:
            test, takes, option, mines, by_goods = _place_info(sp)
        # Goods on a take space make it usable (a space never holds a count of 0: see
        # _refill and test_fast_paths, so the goods' values need no look).
        if not (takes and goods and not imitating) and test is not always and not test(
                state, seat, rooms) and not (rich and rubies.could(
                    state, seat, lambda t=test: t(state, seat, rooms))):
            continue
        if own:
            append(_own_price_option(state, seat, sp, discounts))
            continue
        if option is None:
            if not mines:  # the label reads only the goods on the space
                option = by_goods.get(tuple(goods.items()) if goods else ())
            elif mines is not True:  # ops.bonus_key of one mine counter, written out
                if values is None:
                    values = list(player["board"]["cells"].values())
                option = labels.get((sp, tuple(goods.items()) if goods else (),
                                     (values.count(mines),)))
            if option is None:
                option = _space_option(state, seat, sp)
            if sp in counted and len(goods) == 1:  # kept for the lookup above
                good, by_count = counted[sp]
                if good in goods:
                    by_count[goods[good]] = option
        append(option)
    if not out:
        w = dwarf["w"]
        arms = f"armed dwarf ({w})" if w else "unarmed dwarf"
        out = [Option("pass", Say(f"No space is usable by your {arms}: pass",
                                  "caverna-pass-option", weapon=w))]
    # « En dépensant 1 rubis, vous pouvez ignorer l'ordre de placement pour l'un de vos
    # nains »: offered too when the dwarf in turn is stuck but another one could go.
    if player["res"]["ruby"] and _sendable_dwarfs(state, seat, first=True):
        out.append(_RUBY_DWARF)
    return out


_RUBY_DWARF = Option("ruby", Say("Pay 1 ruby to send a different dwarf", "caverna-ruby-dwarf"))


def _name(sp: str) -> Say:
    return space_name(sp)


_LABELS: dict[tuple[Any, ...], Option] = {}
# Per space: its option when the label reads nothing from the state (place_options
# looks these up first).
_FIXED: dict[str, Option] = {}
# The other spaces: whether the label shows the seat's mine bonuses (True) or only the
# space's goods (False).
_SHOWS_MINES: dict[str, bool] = {}


# Per space, what the placement menu asks of it, looked up once: its flow test, whether
# goods on it make it usable, its option when fixed (else None), whether its label
# shows the seat's mine bonuses (the cell value counted when it counts one kind of
# mine: "ore" or "ruby"; else True or False) and its options kept by goods
# (_GOODS_LABELS[sp]).
_PlaceInfo = tuple[flow.Check, bool, Option | None, bool | str, dict[tuple[Any, ...], Option]]
_PLACE_INFO: dict[str, _PlaceInfo] = {}


def _place_info(sp: str) -> _PlaceInfo:
    static = ops.static_label(action(sp)["flow"])
    fixed = None
    if static is not None:
        fixed = _FIXED.get(sp) or _FIXED.setdefault(
            sp, Option(f"sp:{sp}", titled(_name(sp), static)))
    elif sp not in _SHOWS_MINES:
        _SHOWS_MINES[sp] = ops.has_bonus(sp)
    mines: bool | str = fixed is None and _SHOWS_MINES[sp]
    if mines:
        names = ops._bonus_counters(sp)
        if len(names) == 1 and names[0] in ops._MINE_VALUES:
            mines = ops._MINE_VALUES[names[0]]  # the cell value its label counts
    takes = _goods_make_usable(sp)
    info = _PLACE_INFO[sp] = (_space_test(sp), takes, fixed, mines, _GOODS_LABELS[sp])
    refill = action(sp).get("refill")
    if takes and fixed is None and not mines and refill and len(refill) == 1:
        _BY_COUNT[sp] = (refill[0][0], {})
    return info


# The take spaces of one good whose label reads only their goods: that good, and their
# options by its count (the placement menu looks these up first).
_BY_COUNT: dict[str, tuple[str, dict[int, Option]]] = {}


def _space_option(state: State, seat: int, sp: str) -> Option:
    mines = _SHOWS_MINES.get(sp)
    if mines is None:
        static = ops.static_label(action(sp)["flow"])
        if static is not None:
            option = _FIXED[sp] = Option(f"sp:{sp}", titled(_name(sp), static))
            return option
        mines = _SHOWS_MINES[sp] = ops.has_bonus(sp)
    # A space's label reads only its goods and the seat's mine bonuses: memoise on those.
    goods = state["spaces"][sp]["g"]
    key = (sp, tuple(goods.items()) if goods else (),
           ops.bonus_key(state, seat, sp) if mines else ())
    option = _LABELS.get(key)
    if option is None:
        if len(_LABELS) > 20000:
            _LABELS.clear()
            for kept in _GOODS_LABELS.values():
                kept.clear()
            for _, by_count in _BY_COUNT.values():
                by_count.clear()
        label = titled(_name(sp), ops.describe(state, seat, action(sp)["flow"], sp))
        option = _LABELS[key] = Option(f"sp:{sp}", label)
        if not mines:
            _GOODS_LABELS[sp][key[1]] = option
    return option


def _priced(sp: str) -> bool:
    """Whether the space's label names a price discount tiles lower (ops.priced)."""
    found = _PRICED.get(sp)
    if found is None:
        found = _PRICED[sp] = ops.priced(action(sp)["flow"])
    return found


_PRICED: dict[str, bool] = {}


def _own_price_option(state: State, seat: int, sp: str, discounts: tuple[str, ...]
                      ) -> Option:
    """The option of a space whose label names a price, for a seat with discount tiles."""
    goods = state["spaces"][sp]["g"]
    key = (sp, tuple(goods.items()) if goods else (),
           ops.bonus_key(state, seat, sp) if ops.has_bonus(sp) else (), discounts)
    option = _OWN_PRICES.get(key)
    if option is None:
        if len(_OWN_PRICES) > 20000:
            _OWN_PRICES.clear()
        label = titled(_name(sp), ops.describe(state, seat, action(sp)["flow"], sp))
        option = _OWN_PRICES[key] = Option(f"sp:{sp}", label)
    return option


_OWN_PRICES: dict[tuple[Any, ...], Option] = {}


# The options of _LABELS whose label reads only the space's goods, by space then goods
# (the placement menu looks these up for every space).
_GOODS_LABELS: defaultdict[str, dict[tuple[Any, ...], Option]] = defaultdict(dict)


def _other_dwarfs(player: pl.Player, current: int) -> list[int]:
    seen = {player["dwarfs"][current]["w"]}
    out = []
    for i, d in enumerate(player["dwarfs"]):
        if d["at"] is None and not d["new"] and d["w"] not in seen:
            seen.add(d["w"])
            out.append(i)
    return out


def _sendable_dwarfs(state: State, seat: int, first: bool = False) -> list[int]:
    """The other dwarfs a ruby may send: those with at least one usable space (with
    ``first``, the first one found only: the placement menu asks whether there is one)."""
    act = state["act"]
    current = act["dw"]
    res = state["players"][seat]["res"]
    out = []
    res["ruby"] -= 1  # the ruby that sends the dwarf buys nothing else
    try:
        for i in _other_dwarfs(state["players"][seat], current):
            act["dw"] = i  # what a space allows depends on the dwarf's weapon
            if _has_legal_space(state, seat):
                out.append(i)
                if first:
                    break
    finally:
        act["dw"] = current
        res["ruby"] += 1
    return out


def pick_options(state: State, seat: int) -> list[Option]:
    player = state["players"][seat]
    out: list[Option] = [LazyOption(f"d:{i}", _send_label, player["dwarfs"][i]["w"])
                         for i in _sendable_dwarfs(state, seat)]
    return [*out, BACK]


def _send_label(w: int) -> Say:
    english = f"Send the dwarf with weapon {w}" if w else "Send an unarmed dwarf"
    return Say(english, "caverna-send-dwarf", weapon=w)


def choose_place(state: State, seat: int, option_id: str) -> None:
    player = state["players"][seat]
    stack = player["stack"]
    if option_id == "ruby":
        stack.append({"k": "pick_dwarf"})
        return
    if option_id == "pass":
        for d in own_dwarfs(player):
            if d["at"] is None:
                d["at"] = "-"
        stack.pop()
        state["events"].append(event(Say(f"{who(seat)} cannot use any space and passes.",
                                         "caverna-ev-pass", who=who(seat)), seat))
        return
    sp = option_id[3:]
    own_dwarf(player, state["act"]["dw"])["at"] = sp
    set_space(state, sp, "o", seat)
    state["act"]["sp"] = sp
    stack.pop()
    name, space = who(seat), space_name(sp)
    sent = said(seat, f"{name} sends a dwarf to {space}.", "caverna-ev-send",
                {"who": name, "space": name_json(space)})
    sent["space"] = sp
    state["events"].append(sent)
    flow.push(state, seat, sp, [], ret=False)


def choose_pick(state: State, seat: int, option_id: str) -> None:
    player = state["players"][seat]
    player["stack"].pop()
    if option_id == "back":
        return
    pl.pay(player, {"ruby": 1})
    state["act"]["dw"] = int(option_id[2:])
    state["events"].append(event(Say(f"{who(seat)} pays 1 ruby to break the weapon order.",
                                     "caverna-ev-ruby-dwarf", who=who(seat)), seat))

