"""Placing dice: which zones a seat may use, the two-step choice, and each zone's effect."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from rules.cavern_tavern import characters, secret_cards
from rules.cavern_tavern.board import CELLAR, CELLAR_SLOTS, HAND_LIMIT, ZONES, Zone, slots
from rules.cavern_tavern.common import (
    a_card,
    add_vp,
    gain,
    ing_name,
    item_name,
    log,
    n_players,
    player,
    player_label,
    tell,
    who,
)
from rules.cavern_tavern.dice import (
    Combo,
    combo_label,
    combo_options,
    combos,
    fits,
    pool,
    reachable,
    remove,
    rng_shuffle,
    track_bonus,
)
from rules.cavern_tavern.exchanges import (
    in_supply,
    offer_pick,
    offer_steal,
    offer_swap,
    offer_trade,
)
from rules.cavern_tavern.flow import BACK, Step, kind, push
from rules.cavern_tavern.nasty import advance, discard_lasting, improve, worsen
from rules.cavern_tavern.orders import describe, refill
from rules.cavern_tavern.texts import and_list, comma, counted, grouped, listing, vp_text
from rules.core import Option, State
from rules.core.english import dice_named
from rules.core.lazy_options import lazy_option
from rules.core.text import Say

# While holding a Nasty-says card a player may only use these rooms (card text overrides).
OPEN_ROOMS = {"cellar", "office", "workshop"}
CARD_OPENS = {"do_chores": "chores", "go_in_the_kitchen": "kitchen"}


def allowed(state: State, seat: int, zone: Zone) -> bool:
    p = player(state, seat)
    if not p["says"] or (p["ale"] and zone.room in ("kitchen", "chores")):
        return True
    return zone.room in OPEN_ROOMS or any(CARD_OPENS.get(c) == zone.room for c in p["says"])


def is_free(state: State, zid: str) -> bool:
    return len(state["zones"].get(zid, [])) < slots(ZONES[zid], n_players(state))


def zone_of(state: State, zid: str) -> Zone:
    """A base-board zone, or a Secret Room card / Miss Nasty's zone of this game."""
    return ZONES.get(zid) or secret_cards.zone_of(state, zid)


def adjust(state: State, seat: int, zone: Zone) -> int:
    """How far one die may be changed here, from the track bonus unlocked so far."""
    if not zone.track or (zone.track == "chores" and state["options"]["chores_bonus"] == "none"):
        return 0
    return track_bonus(player(state, seat)[zone.track],
                       state["options"]["track_bonus_tiers"] == "cumulative")[1]


def zone_combos(state: State, seat: int, zone: Zone) -> dict[str, Combo]:
    return combos(pool(state, seat), zone, adjust(state, seat, zone))


# (id, sum needed, track, dice needed, room) of each board zone, so that the loop below
# reads tuples instead of calling properties and functions; slots by player count.
_ZONE_TABLE: tuple[tuple[str, int, str, int, str], ...] = tuple(
    (zid, z.value, z.track, z.dice, z.room) for zid, z in ZONES.items())
_SLOTS: dict[int, dict[str, int]] = {
    n: {zid: slots(z, n) for zid, z in ZONES.items()} for n in CELLAR_SLOTS}


def _rooms_of(says: tuple[str, ...], ale: bool) -> frozenset[str]:
    """The rooms ``allowed`` lets a holder of these Nasty-says cards use."""
    rooms = OPEN_ROOMS | {CARD_OPENS[c] for c in says if c in CARD_OPENS}
    return frozenset(rooms | {"kitchen", "chores"} if ale else rooms)


@lru_cache(maxsize=8192)
def _board_fits(dice: tuple[int, ...], adj_kitchen: int, adj_chores: int, tokens: int,
                says: tuple[tuple[str, ...], bool] | None) -> tuple[str, ...]:
    """The board zones, in board order, that these (sorted) dice could fill in the rooms
    the seat may use (``says``: its Nasty-says cards and Dwarven Ale, None without cards),
    free or not: the same few hands and tracks come back on every menu."""
    sums = {"kitchen": reachable(dice, adj_kitchen, tokens),
            "chores": reachable(dice, adj_chores, tokens), "": reachable(dice, 0, tokens)}
    rooms = None if says is None else _rooms_of(*says)
    count = len(dice)
    out = []
    for zid, value, track, need, room in _ZONE_TABLE:
        if rooms is not None and room not in rooms:
            continue
        if (value in sums[track]) if value else count >= need:
            out.append(zid)
    return tuple(out)


def _hand(state: State, seat: int,
          tokens: int) -> tuple[list[int], int, int, tuple[str, ...]]:
    """The seat's unplaced dice (``pool``), how far each track lets a die change
    (``adjust``), and the board zones those dice could fill (``_board_fits``)."""
    p = state["players"][seat]
    dice = p["dice"]
    if state["white"] == seat and state["wdie"] is not None:
        dice = [*dice, state["wdie"]]
    if not dice:
        return dice, 0, 0, ()
    # adjust() for the two tracks, written out (this runs for every menu).
    opts = state["options"]
    cumulative = opts["track_bonus_tiers"] == "cumulative"
    adj_kitchen = track_bonus(p["kitchen"], cumulative)[1]
    adj_chores = 0 if opts["chores_bonus"] == "none" else track_bonus(p["chores"], cumulative)[1]
    says = p["says"]
    fitting = _board_fits(tuple(sorted(dice)), adj_kitchen, adj_chores, tokens,
                          (tuple(says), bool(p["ale"])) if says else None)
    return dice, adj_kitchen, adj_chores, fitting


def _fitting(state: State, seat: int, occupied: bool, tokens: int = 0,
             first: bool = False) -> list[str]:
    """Zones the seat could fill now: free ones, or full ones when ``occupied`` (Keishara);
    with ``tokens``, after spending up to that many Modifier tokens; only the first one
    found when ``first`` (whether there is any).

    Hot path (every menu checks the seat, every turn's end every seat): the board zones
    the dice can fill are remembered by hand, tracks and cards (``_board_fits``), so only
    slots and blocks are looked at here.
    """
    dice, adj_kitchen, adj_chores, fitting = _hand(state, seat, tokens)
    if not dice:
        return []
    n, taken, blocked = state["num_players"], state["zones"], state["blocked"]
    room_for = _SLOTS[n]
    out = []
    for zid in fitting:
        users = taken.get(zid)
        if (users is not None and len(users) >= room_for[zid]) == occupied \
                and zid not in blocked:
            out.append(zid)
            if first:
                return out
    # The Secret Room is open even to holders of Nasty-says cards (expansion rules).
    if state.get("sr") and state["sr"]["open"]:
        adj = {"kitchen": adj_kitchen, "chores": adj_chores}
        for zone in secret_cards.zones_for(state, seat):
            free = len(taken.get(zone.id, ())) < secret_cards.slots(zone, n)
            if zone.id not in blocked and free != occupied \
                    and fits(dice, zone, adj.get(zone.track, 0), tokens):
                out.append(zone.id)
                if first:
                    return out
    return out


def open_zones(state: State, seat: int, *, occupied: bool = False) -> list[str]:
    return _fitting(state, seat, occupied)


def zone_open(state: State, seat: int, zid: str, *, occupied: bool = False) -> bool:
    """Whether ``zid`` is in ``open_zones(state, seat, occupied=...)``, testing that zone only."""
    zone = ZONES.get(zid)
    if zone is None:  # Secret Room zones: few, and built per game
        return zid in open_zones(state, seat, occupied=occupied)
    users = state["zones"].get(zid)
    full = users is not None and len(users) >= _SLOTS[state["num_players"]][zid]
    return full == occupied and zid not in state["blocked"] and zid in _hand(state, seat, 0)[3]


def can_place(state: State, seat: int) -> bool:
    return bool(_fitting(state, seat, False, first=True))


def may_place_now(state: State, seat: int) -> bool:
    """Placing is still open this turn (once, or any number of times with the Sand Clock)."""
    tf = state["tf"]
    return (not tf["placed"] or tf["sand"]) and can_place(state, seat)


def keishara_zones(state: State, seat: int) -> list[str]:
    if not characters.usable(state, seat, "keishara"):
        return []
    return open_zones(state, seat, occupied=True)


def tokens_fit(state: State, seat: int) -> bool:
    """Whether spending Modifier tokens (public: they lie on the player board) could let
    the seat place: on a free zone, or an occupied one while Keishara's power is usable.
    Items that change dice (Mico's Pencil, the Magic Pot) are hidden and not counted."""
    tokens = player(state, seat).get("mods", 0)
    if not tokens:
        return False
    sides = (False, True) if characters.usable(state, seat, "keishara") else (False,)
    return any(_fitting(state, seat, occupied, tokens, first=True) for occupied in sides)


def may_place_by_choice(state: State, seat: int) -> bool:
    """Placing the seat may still do but may decline: Keishara's power, Modifier tokens.

    Only compulsory placing (``can_place``) forbids "End turn"; these keep the round
    going for the seat until it ends a turn without placing (``rounds.still_placing``).
    """
    return bool(keishara_zones(state, seat)) or tokens_fit(state, seat)


def put_dice(state: State, zid: str, dice: list[list]) -> None:
    """Record the dice lying on a zone, face up (``[seat, value, colour]``, for the view)."""
    # setdefault: games saved before the dice were recorded have no such entry.
    state.setdefault("dice_on", {}).setdefault(zid, []).extend(dice)


def placed_by(state: State, seat: int) -> list[tuple[str, int]]:
    """The seat's dice lying on zones this round, as ``(zone id, index in dice_on)``.

    The white die counts when this seat placed it: it was one of "your dice" then. Two
    dice of the same value and colour on one zone are the same choice, so only the first
    of them is listed.
    """
    out: list[tuple[str, int]] = []
    for zid, dice in state.get("dice_on", {}).items():
        seen: set[tuple[int, str]] = set()
        for k, (owner, value, colour) in enumerate(dice):
            if owner == seat and (value, colour) not in seen:
                seen.add((value, colour))
                out.append((zid, k))
    return out


def die_label(state: State, zid: str, k: int) -> Say:
    _, value, colour = state["dice_on"][zid][k]
    kind = "white die" if colour == "white" else "die"
    zone = zone_label(zone_of(state, zid))
    return Say(f"Your {kind} showing {value} on {zone}", "tavern-die-on",
               white="yes" if colour == "white" else "no", value=value, zone=zone)


def lift_die(state: State, zid: str, k: int) -> list:
    """Take one die off its zone (the Elven Cup moves it).

    The zone keeps its use by the seat (``state["zones"]``): its effect was taken this
    round, and a Secret Room card still goes to the board of whoever used it.
    """
    return state["dice_on"][zid].pop(k)


def zone_label(zone: Zone) -> Say:
    need = (f"sum {zone.value}" if zone.is_sum
            else f"{zone.dice} {'die' if zone.dice == 1 else 'dice'}")
    return Say(f"{zone.name} ({need})", "tavern-zone-label", name=zone.name,
               need="sum" if zone.is_sum else "dice", sum=zone.value, count=zone.dice)


def _board_zone_label(zid: str) -> Say:
    return zone_label(ZONES[zid])


def _keishara_label(zone: Say) -> Say:
    return Say(f"Keishara: {zone}, though occupied", "tavern-keishara", zone=zone)


def _board_keishara_label(zid: str) -> Say:
    return _keishara_label(zone_label(ZONES[zid]))


WHERE = Say("Where do you place dice?", "tavern-where")


# The board zones' menu entries, made once (labels written when read, rules.core.lazy_options).
_ZONE_OPTION = {z: lazy_option(f"z:{z}", _board_zone_label, (z,)) for z in ZONES}
_KEISHARA_OPTION = {z: lazy_option(f"z:{z}:k", _board_keishara_label, (z,)) for z in ZONES}
# Zone menus by their zones (free, then Keishara's): few, and they come back all game.
_ZONE_MENUS: dict[tuple[tuple[str, ...], tuple[str, ...]], tuple[Option, ...]] = {}


@kind("zone")
class ChooseZone:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, tuple[Option, ...]]:
        # Base-board zones' labels are written when read (rules.core.lazy_options); a Secret
        # Room zone belongs to this game's cards, so its label is written now.
        seat = step["seat"]
        zones = _fitting(state, seat, False)
        kei = keishara_zones(state, seat)
        key = (tuple(zones), tuple(kei))
        menu = _ZONE_MENUS.get(key)
        if menu is not None:
            return WHERE, menu
        opts = [_ZONE_OPTION[z] if z in ZONES else Option(f"z:{z}", zone_label(zone_of(state, z)))
                for z in zones]
        for z in kei:
            opts.append(_KEISHARA_OPTION[z] if z in ZONES
                        else Option(f"z:{z}:k", _keishara_label(zone_label(zone_of(state, z)))))
        menu = (*opts, BACK)
        if all(z in ZONES for z in (*zones, *kei)):  # Secret Room labels belong to one game
            if len(_ZONE_MENUS) > 20_000:
                _ZONE_MENUS.clear()  # a bound on memory
            _ZONE_MENUS[key] = menu
        return WHERE, menu

    @staticmethod
    def allows(state: State, step: Step, oid: str) -> bool:
        parts = oid.split(":")
        if oid == "back":
            return True
        if parts[0] != "z" or len(parts) not in (2, 3) or parts[2:] not in ([], ["k"]):
            return False
        seat, keishara = step["seat"], len(parts) == 3
        if keishara and not characters.usable(state, seat, "keishara"):
            return False
        return zone_open(state, seat, parts[1], occupied=keishara)

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        if oid != "back":
            parts = oid.split(":")
            push(state, step["seat"], "dice", zone=parts[1], kei=len(parts) > 2)


# The board zones' "Which dice on…?" prompts, made once.
_WHICH_DICE = {zid: Say(f"Which dice on {z.name}?", "tavern-which-dice", zone=z.name)
               for zid, z in ZONES.items()}


@lru_cache(maxsize=8192)
def _dice_menu(dice: tuple[int, ...], value: int, count: int,
               adjust: int) -> tuple[Option, ...]:
    """``combo_options`` and Back, by (sorted) dice and the zone's need: made once."""
    return (*combo_options(list(dice), Zone("", "", "", value, count), adjust), BACK)


@kind("dice")
class ChooseDice:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, tuple[Option, ...]]:
        zone = zone_of(state, step["zone"])
        seat = step["seat"]
        menu = _dice_menu(tuple(sorted(pool(state, seat))), zone.value, zone.dice,
                          adjust(state, seat, zone))
        prompt = _WHICH_DICE.get(zone.id) if zone.id in ZONES else None
        if prompt is None:
            prompt = Say(f"Which dice on {zone.name}?", "tavern-which-dice", zone=zone.name)
        return prompt, menu

    @staticmethod
    def allows(state: State, step: Step, oid: str) -> bool:
        zone = zone_of(state, step["zone"])
        return oid == "back" or oid in zone_combos(state, step["seat"], zone)

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        seat = step["seat"]
        if oid == "back":
            push(state, seat, "zone")
            return
        zone = zone_of(state, step["zone"])
        combo = zone_combos(state, seat, zone)[oid]
        place(state, seat, zone, combo, step["kei"])


def place(state: State, seat: int, zone: Zone, combo: Combo, keishara: bool = False) -> None:
    values, change = combo
    colours = remove(state, seat, values)
    shown = list(values)
    if change:  # the track bonus turned one die: it lies on the board with its new face
        shown[shown.index(change[0])] = change[1]
    put_dice(state, zone.id, [[seat, v, c] for v, c in zip(shown, colours, strict=True)])
    state["zones"].setdefault(zone.id, []).append(seat)
    state["tf"]["placed"] += 1
    if keishara:
        characters.use(state, seat, "keishara")
    label = combo_label(combo)
    name = who(state, seat)
    tell(state, seat, f"{name} places {dice_named(label)} on {zone.name}.", "tavern-ev-places",
         who=name, dice=label, zone=zone.name)
    EFFECTS[zone.room](state, seat, zone)


def _cellar(state: State, seat: int, zone: Zone) -> None:
    pair = list(CELLAR[zone.value])
    if not in_supply(state, pair):
        # Said, or the line reads as if the placement were lost: « places 1 on Fruit or Herbs. »
        a, b = ing_name(pair[0]), ing_name(pair[1])
        tell(state, seat, f"{who(state, seat)} takes nothing, as no {a} or {b} card is left.",
             "tavern-ev-cellar-empty", who=who(state, seat), a=a, b=b)
        return
    for other in range(n_players(state)):
        if other != seat and characters.usable(state, other, "wido"):
            offer_pick(state, other, pair, "wido", by=seat)
    offer_pick(state, seat, pair, "cellar")


def _task(state: State, seat: int, zone: Zone) -> None:
    p = player(state, seat)
    track = zone.track
    bonus_on = track == "kitchen" or state["options"]["chores_bonus"] != "none"
    bonus = track_bonus(p[track], state["options"]["track_bonus_tiers"] == "cumulative")[0]
    blocker = next((c for c in p["says"] if CARD_OPENS.get(c) == track), None)
    advance(state, seat, track, 1)
    if blocker:
        log(state, Say(f"{who(state, seat)} gets no reward for {zone.name} (a Nasty-says card).",
                       "tavern-ev-no-reward", who=who(state, seat), zone=zone.name), seat)
        if state["options"]["lasting_says_end_after_one_placement"]:
            discard_lasting(state, seat, blocker)
        return
    vp = zone.vp + (bonus if bonus_on else 0)
    if zone.id == "chore16":
        vp += state["options"]["fix_the_roof_vp"] - zone.vp
    step = {"seat": seat, "k": "reward", "zone": zone.id, "vp": vp}
    if _rewards(state, step):
        state["stack"].append(step)
    else:  # nothing to take or refuse (an empty pile, no VP): straight to the exchange
        TakeReward.answer(state, step, "rw:none")


def _rewards(state: State, step: Step) -> list[str]:
    """The rewards of a Kitchen or Chores zone that can be taken now."""
    zone = zone_of(state, step["zone"])
    out = ["ing"] if state["supply"].get(zone.ingredient) else []
    out += ["vp"] if step["vp"] else []
    return out + (["first"] if zone.extra == "first" else [])


def _reward_text(state: State, step: Step, parts: tuple[str, ...]) -> Say:
    return _reward_words(zone_of(state, step["zone"]).ingredient, step["vp"], parts)


def _reward_words(ing: str, vp: int, parts: tuple[str, ...]) -> Say:
    names = [{"ing": a_card(ing), "vp": vp_text(vp),
              "first": Say("the first-player marker", "tavern-first-marker")}[r] for r in parts]
    return and_list([comma(names[:-1]), names[-1]]) if len(names) > 1 else names[0]


@lru_cache(maxsize=1024)
def _reward_menu(ing: str, vp: int, rewards: tuple[str, ...]) -> tuple[Option, ...]:
    """The reward menu by the zone's ingredient, the VP and the rewards available: made
    once (options are never changed)."""
    subsets = [c for n in range(len(rewards) - 1, 0, -1) for c in combinations(rewards, n)]
    every = []
    if rewards:
        text = _reward_words(ing, vp, rewards)
        every = [Option("rw:all", Say(f"Take {text}", "tavern-take-rewards", rewards=text))]
    only = []
    for c in subsets:
        text = _reward_words(ing, vp, c)
        only.append(Option("rw:" + "+".join(c), Say(f"Take only {text}", "tavern-take-only",
                                                    rewards=text)))
    return (*every, *only, Option("rw:none", Say("Take no reward", "tavern-take-none")))


_WHICH_REWARDS = Say("Which rewards do you take?", "tavern-rewards")


@kind("reward")
class TakeReward:
    """FAQ: « les récompenses sont facultatives »: which of the ingredient, the VP and the
    first-player marker to take; the zone's exchange (if any) follows, optional too."""

    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, tuple[Option, ...]]:
        rewards = tuple(_rewards(state, step))
        ing = zone_of(state, step["zone"]).ingredient
        return _WHICH_REWARDS, _reward_menu(ing, step["vp"], rewards)

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        seat, zone = step["seat"], zone_of(state, step["zone"])
        chosen = (() if oid == "rw:none" else tuple(_rewards(state, step)) if oid == "rw:all"
                  else tuple(oid[3:].split("+")))
        if "ing" in chosen:
            gain(state, seat, zone.ingredient)
        if "vp" in chosen:
            add_vp(state, seat, step["vp"])
        if "first" in chosen:
            state["first"] = seat
        if chosen:
            took = _reward_text(state, step, chosen)
            log(state, Say(f"{who(state, seat)} takes {took}.", "tavern-ev-takes",
                           who=who(state, seat), what=took), seat)
        else:
            log(state, Say(f"{who(state, seat)} takes no reward.", "tavern-ev-takes-none",
                           who=who(state, seat)), seat)
        if zone.extra == "swap_supply":
            offer_swap(state, seat)
        elif zone.extra == "steal":
            offer_steal(state, seat)
        elif zone.extra == "swap_player":
            offer_trade(state, seat)
        elif zone.extra == "any_supply":
            offer_pick(state, seat, [i for i in CELLAR_INGS], "any")


CELLAR_INGS = tuple(i for pair in CELLAR.values() for i in pair)


def _office(state: State, seat: int, zone: Zone) -> None:
    improve(state, seat, 1)
    if n_players(state) > 1:
        push(state, seat, "office_target")


@kind("office_target")
class OfficeTarget:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        n = n_players(state)
        return Say("Who goes 1 space up the Nasty track (worse)?", "tavern-office-whom"), [
            Option(f"p:{o + 1}", player_label(state, o)) for o in range(n) if o != step["seat"]]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        worsen(state, int(oid[2:]) - 1, 1)


def _workshop(state: State, seat: int, zone: Zone) -> None:
    # Counted for the solo story goals ("help the Wizard").
    player(state, seat)["workshop"] = player(state, seat).get("workshop", 0) + 1
    if zone.id == "replace":
        if any(state["mess"][k] for k in range(len(state["mess"]))
               if k != state["blocked_mess"]):
            push(state, seat, "replace")
        else:   # said, or the die seems lost (« places 3 on Replace an Order. »)
            tell(state, seat, f"{who(state, seat)} finds no order in the Mess to replace.",
                 "tavern-ev-replace-none", who=who(state, seat))
    elif zone.id == "item":
        cards = draw_items(state, 3)
        if cards:
            log(state, Say(f"{who(state, seat)} looks at "
                           f"{counted(len(cards), 'item card', 'item cards')}.",
                           "tavern-ev-looks-items", who=who(state, seat), count=len(cards)),
                seat, reveals=True)
            push(state, seat, "item_keep", cards=cards)
    else:
        if gain(state, seat, "potion"):
            log(state, Say(f"{who(state, seat)} takes a Magic Potion.", "tavern-ev-potion",
                           who=who(state, seat)), seat)
        add_items(state, seat, draw_items(state, 1))


def draw_items(state: State, n: int) -> list[str]:
    out = []
    for _ in range(n):
        if not state["item_deck"] and state["item_discard"]:
            state["item_deck"], state["item_discard"] = state["item_discard"], []
            rng_shuffle(state, state["item_deck"])
        if state["item_deck"]:
            out.append(state["item_deck"].pop())
    return out


def add_items(state: State, seat: int, cards: list[str]) -> None:
    """Items go to the hand; above the limit of 3 the owner discards down."""
    if not cards:
        return
    p = player(state, seat)
    p["items"].extend(cards)
    plural = "s" if len(cards) != 1 else ""
    log(state, Say(f"{who(state, seat)} adds {len(cards)} item card{plural} to their hand.",
                   "tavern-ev-adds-items", who=who(state, seat), count=len(cards)),
        seat, reveals=True)
    got = listing(grouped(item_name(c) for c in cards))
    log(state, Say(f"You get {got}.", "tavern-ev-you-get", items=got), seat, private_to=seat)
    for _ in range(len(p["items"]) - HAND_LIMIT):
        push(state, seat, "drop_item")


@kind("item_keep", private=True)
class ItemKeep:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        cards = step["cards"]
        opts = [Option(f"keep:{i}", Say(f"Keep {item_name(c)}", "tavern-keep-item",
                                        item=item_name(c))) for i, c in enumerate(cards)]
        if characters.usable(state, step["seat"], "noogie"):
            opts += [Option(f"keep:{i}:{j}", Say(f"Noogie: keep {item_name(cards[i])} and "
                                                 f"{item_name(cards[j])}", "tavern-noogie",
                                                 a=item_name(cards[i]), b=item_name(cards[j])))
                     for i in range(len(cards)) for j in range(i + 1, len(cards))]
        return Say("Keep an item (the others go back)", "tavern-item-keep"), opts

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        seat = step["seat"]
        picks = [int(x) for x in oid.split(":")[1:]]
        if len(picks) > 1:
            characters.use(state, seat, "noogie")
        cards = step["cards"]
        state["item_deck"].extend(c for i, c in enumerate(cards) if i not in picks)
        rng_shuffle(state, state["item_deck"])
        add_items(state, seat, [cards[i] for i in picks])


@kind("replace")
class Replace:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        return Say("Discard which Mess order?", "tavern-replace-which"), [
            Option(f"m:{k + 1}", describe(state, oid)) for k, oid in enumerate(state["mess"])
            if oid and k != state["blocked_mess"]]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        seat = step["seat"]
        slot = int(oid[2:]) - 1
        state["order_discard"].append(state["mess"][slot])
        order = describe(state, state["mess"][slot])
        log(state, Say(f"{who(state, seat)} discards {order}.", "tavern-ev-discards-order",
                       who=who(state, seat), what=order), seat)
        state["mess"][slot] = None
        cards = [state["order_deck"].pop() for _ in range(min(3, len(state["order_deck"])))]
        if not cards:
            refill(state, slot)
            return
        log(state, Say(f"{who(state, seat)} draws {counted(len(cards), 'order', 'orders')}.",
                       "tavern-ev-draws-orders",
                       who=who(state, seat), count=len(cards)), seat, reveals=True)
        push(state, seat, "replace_pick", cards=cards, slot=slot)


@kind("replace_pick", private=True)
class ReplacePick:
    """Only the drawing player sees the two orders that go under the deck."""

    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        return Say("Put which order in the empty Mess slot? (the others go under the deck)",
                   "tavern-replace-pick"), [
            Option(f"o:{i}", describe(state, c)) for i, c in enumerate(step["cards"])]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        seat = step["seat"]
        cards = list(step["cards"])
        chosen = cards.pop(int(oid[2:]))
        state["mess"][step["slot"]] = chosen
        state["order_deck"][:0] = cards  # under the deck: the deck is drawn from its end
        order = describe(state, chosen)
        slot = step["slot"] + 1
        log(state, Say(f"{who(state, seat)} puts an order in Mess slot {slot}: {order}.",
                       "tavern-ev-puts", who=who(state, seat), order=order,
                       slot=step["slot"] + 1), seat)


EFFECTS = {"cellar": _cellar, "kitchen": _task, "chores": _task, "office": _office,
           "workshop": _workshop}
