"""Setup, the round sequence and the work phase.

The driver :func:`advance` moves the game on whenever no player has an open decision:
next dwarf placement, return home, the harvest's phases (harvest.py), the next round.
Hidden facts live in ``state["cards"]`` (round cards by round) and ``state["markers"]``
(harvest markers by round); the public view shows only the revealed ones.
"""

from __future__ import annotations

from collections import defaultdict
from functools import cache
from typing import Any

from rules.caverna import building, flow, harvest, ops, rubies
from rules.caverna import players as pl
from rules.caverna.copying import own_dwarf, own_dwarfs, own_players, own_space, set_space
from rules.caverna.data import CARDS, FURNISHINGS, SETUP, action, combinator
from rules.caverna.names import BACK, name_json, said, space_name, titled, who
from rules.core import Option, Rng, State, event
from rules.core.contract import LazyOption
from rules.core.text import Say

# Game option furnishing_set: which tiles are on the furnishing boards. The introductory
# side carries only the tiles marked "intro" in furnishings.json; the others stay boxed.
FURNISHING_SETS = ("full", "intro")


def boxed_tiles(chosen: str) -> list[str]:
    return [] if chosen == "full" else [t for t, d in FURNISHINGS.items() if not d["intro"]]


def rounds_for(players: int) -> list[int]:
    skip = SETUP["skipped_round_small_games"] if players <= 2 else None
    return [r for r in range(1, SETUP["rounds"] + 1) if r != skip]


def _deal_cards(players: int, rng: Rng) -> dict[str, str]:
    if players == 1:
        return dict(SETUP["solo_card_order"])
    fixed = set(SETUP["fixed_cards"].values())
    out: dict[str, str] = dict(SETUP["fixed_cards"])
    for stage, slots in SETUP["card_rounds"].items():
        cards = [c for c, d in CARDS.items()
                 if d["stage"] == int(stage) and c not in fixed and not _flipped_side(c)
                 and players >= d.get("min_players", 1)]
        rng.shuffle(cards)
        rounds = [r for r in slots if r in rounds_for(players)]
        for r, card in zip(rounds, cards, strict=True):
            out[str(r)] = card
    return out


def _flipped_side(card: str) -> bool:
    return any(d.get("flips_to") == card for d in CARDS.values())


def _deal_markers(players: int, rng: Rng) -> dict[str, str]:
    if players == 1:
        return {}
    mix = SETUP["harvest_markers_two_players" if players == 2 else "harvest_markers"]
    markers = ["green"] * mix["green"] + ["red"] * mix["red"]
    rng.shuffle(markers)
    rounds = [r for r in rounds_for(players) if r >= 6]
    return {str(r): m for r, m in zip(rounds, markers, strict=True)}


def setup(state: State, rng: Rng) -> None:
    n = state["num_players"]
    start = rng.below(n)
    food = SETUP["starting_food"]
    state["players"] = [
        pl.new_player(SETUP["solo_starting_food"] if n == 1 else food[(s - start) % n])
        for s in range(n)]
    state["rounds"] = rounds_for(n)
    state["rounds_total"] = len(state["rounds"])
    state["round"] = 0
    state["cards"] = _deal_cards(n, rng)
    state["markers"] = _deal_markers(n, rng)
    state["harvests"] = {}  # round -> harvest kind, filled as markers are revealed
    state["reds_seen"] = 0
    state["spaces"] = {sp: {"g": {}, "o": None} for sp in SETUP["spaces_by_players"][str(n)]}
    state["sold"] = []
    state["boxed"] = boxed_tiles(state["options"].get("furnishing_set", "full"))
    state["start"] = state["next_start"] = state["turn"] = start
    state["phase"] = "work"
    state["act"] = {}
    state["harvest"] = {}
    if n > 1:   # the table hears who takes the first turn (Cave vs Cave says it too)
        first = who(start)
        state["events"].append(event(Say(f"{first} starts.", "caverna-ev-starts", who=first),
                                     None, reveals=True))
    start_round(state)


def start_round(state: State) -> None:
    done = state["round"]
    r = next(x for x in state["rounds"] if x > done)
    state["round"] = r
    ev = state["events"]
    card = state["cards"][str(r)]
    state["spaces"][card] = {"g": {}, "o": None}
    name = space_name(card)
    ev.append(event(Say(f"Round {r}: the new action space is {name}.", "caverna-ev-round",
                        round=r, space=name), None, reveals=True, card=card))
    if CARDS[card].get("flips") in state["spaces"]:
        old = CARDS[card]["flips"]
        new = CARDS[old]["flips_to"]
        state["spaces"] = {(new if k == old else k): v for k, v in state["spaces"].items()}
        was, now = space_name(old), space_name(new)
        ev.append(event(Say(f"{was} turns into {now}.", "caverna-ev-flip", old=was, new=now),
                        None))
    for seat, player in enumerate(state["players"]):
        goods = player.get("due", {}).pop(str(r), None)  # suppliers' goods for this round
        if goods:
            pl.gain(player, goods)
            got = pl.goods_text(goods)
            ev.append(event(Say(f"{who(seat)} collects {got} from their suppliers.",
                                "caverna-ev-suppliers", who=who(seat), goods=got), seat))
        for rule in pl.hooks(player, "round_start_per"):  # Miner: donkeys in ore mines
            k = pl.counter(player, rule["count"])
            if k:
                got = {g: n * k for g, n in rule["gain"].items()}
                pl.gain(player, got)
                text = pl.goods_text(got)
                ev.append(event(Say(f"{who(seat)} takes {text} at the start of the round "
                                    "(furnishing tile).", "caverna-ev-round-start-gain",
                                    who=who(seat), goods=text), seat))
    marker = state["markers"].get(str(r))
    if marker:
        if marker == "red":
            state["reds_seen"] += 1
            kind = SETUP["red_events"][state["reds_seen"] - 1]
        else:
            kind = "full"
        # Rebound, not changed in place: moves share it with the states before them.
        state["harvests"] = {**state["harvests"], str(r): kind}
        colour = Say(marker, f"caverna-marker-{marker}")
        what = harvest.KIND_TEXT[kind]
        ev.append(event(Say(f"The harvest marker of round {r} is {colour}: {what}.",
                            "caverna-ev-marker", round=r, marker=colour, kind=what),
                        None, reveals=True))
    over_cap = _over_cap(state)
    if over_cap and state["players"][0]["res"]["ruby"] >= SETUP["solo_accumulation_cap"][
            "ruby_saves"]:
        # Solo: before refilling, the player may pay 1 ruby per over-full space to keep it.
        state["phase"] = "cap"
        state["players"][0]["stack"].append({"k": "solo_cap", "kept": []})
        return
    finish_start(state)


def finish_start(state: State, kept: tuple[str, ...] = ()) -> None:
    """Trim over-full spaces (solo), refill, and open the work phase."""
    cap = SETUP["solo_accumulation_cap"]
    for sp in _over_cap(state):
        if sp in kept:
            continue
        goods = own_space(state, sp)["g"]
        _trim(goods, cap["keep"])
        kept_goods = pl.goods_text(goods)
        state["events"].append(event(Say(
            f"{_name(sp)} holds more than {cap['more_than']} goods: it keeps "
            f"{kept_goods}, the surplus goes back to the supply.", "caverna-ev-cap",
            space=_name(sp), count=cap["more_than"], goods=kept_goods), None))
    _refill(state, state["round"])
    for player in state["players"]:
        for d in own_dwarfs(player):
            d["at"] = None
    state["start"] = state["next_start"]
    state["phase"] = "work"
    _offer_turn(state, state["start"])


def _over_cap(state: State) -> list[str]:
    """Solo only: accumulating spaces holding more goods than the cap allows."""
    if state["num_players"] != 1:
        return []
    limit = SETUP["solo_accumulation_cap"]["more_than"]
    return [sp for sp, e in state["spaces"].items()
            if action(sp).get("refill") and sum(e["g"].values()) > limit]


def _trim(goods: dict[str, int], keep: int) -> None:
    # Mixed piles (Ore delivery's stone and ore) lose the surplus evenly, largest first.
    while sum(goods.values()) > keep:
        most = max(goods, key=lambda g: goods[g])
        goods[most] -= 1
    for g in [g for g, n in goods.items() if not n]:
        del goods[g]


def cap_options(state: State, seat: int, frame: dict[str, Any]) -> list[Option]:
    player = state["players"][seat]
    cap = SETUP["solo_accumulation_cap"]
    out = []
    if player["res"]["ruby"] >= cap["ruby_saves"]:
        out = [Option(f"keep:{sp}", _keep_label(sp, pl.goods_text(state["spaces"][sp]["g"])))
               for sp in _over_cap(state) if sp not in frame["kept"]]
    keep = cap["keep"]
    return [*out, Option("done", Say(f"Done: other spaces keep {keep} goods",
                                     "caverna-cap-done", count=keep))]


def _keep_label(sp: str, goods: Say) -> Say:
    return Say(f"Pay 1 ruby: {_name(sp)} keeps all its {goods}", "caverna-cap-keep",
               space=_name(sp), goods=goods)


def choose_cap(state: State, seat: int, option_id: str) -> None:
    player = state["players"][seat]
    frame = player["stack"][-1]
    if option_id == "done":
        state["cap_kept"] = player["stack"].pop()["kept"]  # read by advance()
        return
    sp = option_id[5:]
    pl.pay(player, {"ruby": SETUP["solo_accumulation_cap"]["ruby_saves"]})
    frame["kept"].append(sp)
    state["events"].append(event(Say(f"{who(seat)} pays 1 ruby so that {_name(sp)} keeps "
                                     f"its goods one more round.", "caverna-ev-cap-keep",
                                     who=who(seat), space=_name(sp)), seat))


def _refill(state: State, r: int) -> None:
    n = str(state["num_players"])
    for sp in list(state["spaces"]):
        refill, start = _refill_rule(sp, n)
        if not refill or r < start:
            continue
        goods = own_space(state, sp)["g"]
        empty = not any(goods.values())
        for good, if_empty, otherwise in refill:
            add = if_empty if empty else otherwise
            if add:
                goods[good] = goods.get(good, 0) + add


@cache
def _refill_rule(sp: str, players: str) -> tuple[Any, int]:
    """A space's refill (goods, if empty, otherwise) and the round it starts in."""
    data = action(sp)
    return data.get("refill"), data.get("refill_from_round", {}).get(players, 0)


def harvest_kind(state: State, r: int) -> str:
    if state["num_players"] == 1 and r >= SETUP["solo_harvest_from_round"]:
        return "full"
    fixed = SETUP["harvest_fixed"].get(str(r))
    return fixed if fixed else state["harvests"].get(str(r), "none")


# ----- work phase ------------------------------------------------------------------------
def _offer_turn(state: State, seat: int) -> None:
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


def _has_home_dwarf(player: pl.Player) -> bool:
    for d in player["dwarfs"]:  # noqa: SIM110 - no generator: every turn asks it
        if d["at"] is None and not d["new"]:
            return True
    return False


def advance(state: State, lent: set[int] | None = None) -> bool:
    """Move on when nobody has a decision open; False once the game is over.

    ``lent``: players still shared with the state before the move (see copying.py);
    the next turn of the work phase changes only its player, the rest may change any.
    """
    phase = state["phase"]
    if phase == "work":
        n = state["num_players"]
        for k in range(1, n + 1):
            seat = (state["turn"] + k) % n
            if _has_home_dwarf(state["players"][seat]):
                if lent and seat in lent:
                    # The turn only opens a frame: a new stack is enough (the seat stays
                    # lent, so anything else copies the whole player first).
                    player = state["players"][seat] = state["players"][seat].copy()
                    player["stack"] = player["stack"].copy()
                _offer_turn(state, seat)
                return True
    if lent:
        own_players(state, lent)
    if phase == "cap":
        finish_start(state, tuple(state.pop("cap_kept", ())))
        return True
    if phase == "work":
        _return_home(state)
        state["phase"] = "harvest"
        harvest.begin(state, harvest_kind(state, state["round"]))
        return True
    if harvest.advance(state):
        return True
    return _end_round(state)


def _return_home(state: State) -> None:
    for sp, entry in list(state["spaces"].items()):
        if entry["o"] is not None:
            set_space(state, sp, "o", None)
    for player in state["players"]:
        for d in own_dwarfs(player):
            d["at"] = None
    state["act"] = {}
    state["events"].append(event(Say("All dwarfs return home.", "caverna-ev-home"), None))


def _end_round(state: State) -> bool:
    for player in state["players"]:
        for d in own_dwarfs(player):
            d["new"] = False
    if state["round"] == state["rounds"][-1]:
        if state["phase"] != "final" and _offer_final_trades(state):
            return True
        state["phase"] = "over"
        state["events"].append(event(Say("The game is over.", "caverna-ev-over"), None))
        return False
    start_round(state)
    return True


def _offer_final_trades(state: State) -> bool:
    """After the last harvest, before scoring: every player who can still trade (a
    furnishing tile's trade, rubies, a weapon for food) gets one last "Convert goods…"
    decision, all at once. True when someone was asked."""
    from rules.caverna import convert

    asked = False
    for seat, player in enumerate(state["players"]):
        if any(o.id.startswith(convert.SCORING_TRADES) for o in convert.options(state, seat)):
            player["stack"].append({"k": "final"})
            asked = True
    if asked:
        state["phase"] = "final"
        state["events"].append(event(Say("Last trades before scoring.", "caverna-ev-final"),
                                     None))
    return asked


def info(state: State) -> dict[str, Any]:
    return {"round": state["round"], "phase": state["phase"]}
