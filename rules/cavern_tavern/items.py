"""Item cards played from the hand during one's turn (rulebook "Cartes Objet").

Items whose moment is another action are offered there instead: Book of Potion, Elven
Chess and Scroll when serving (orders.py), the Lantern when taking a Cellar ingredient
(exchanges.py), the Talisman when Nasty summons (nasty.py). A Tip may be banked from the
hand; it scores 5 VP at the end whether banked or still held.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.cavern_tavern.board import ALL_CARDS, CELLAR_ZONES, ZONES
from rules.cavern_tavern.common import (
    a_card,
    add_vp,
    held,
    ing_name,
    item_name,
    log,
    move_card,
    n_players,
    others,
    player,
    who,
)
from rules.cavern_tavern.dice import pool, roll, set_die
from rules.cavern_tavern.exchanges import offer_steal, offer_swap
from rules.cavern_tavern.flow import BACK, Step, kind, push
from rules.cavern_tavern.nasty import advance, improve, worsen
from rules.cavern_tavern.placement import (
    EFFECTS,
    die_label,
    is_free,
    lift_die,
    placed_by,
    put_dice,
    zone_of,
)
from rules.cavern_tavern.texts import dice, turn_into
from rules.core import Option, State
from rules.core.english import dice_named, faces
from rules.core.text import Say

SERVE_OR_LATER = {"book_of_potion", "elven_chess", "scroll", "lantern", "talisman"}


def _cellar_free(state: State) -> list[str]:
    return [z for z in CELLAR_ZONES if z not in state["blocked"] and is_free(state, z)]


def playable(state: State, seat: int, card: str) -> bool:
    # One test per card, asked only for that card (every turn menu asks this of the hand).
    if card in SERVE_OR_LATER:
        return False
    if card == "bracelet":
        return state["wdie"] is not None
    if card == "elven_cup":
        return bool(placed_by(state, seat)) and bool(_cellar_free(state))
    if card == "glass_of_strongcliff":
        return any(held(player(state, o), potions=False) for o in others(state, seat))
    if card in ("magic_pot", "micos_pencil"):
        return bool(pool(state, seat))
    if card == "pipe":
        return bool(player(state, seat)["ing"])
    if card == "sand_clock":
        return not state["tf"]["sand"]
    return True


def any_playable(state: State, seat: int) -> bool:
    """Whether "Play an item…" would list more than "Back"."""
    for card in player(state, seat)["items"]:  # noqa: SIM110 - no generator per call
        if playable(state, seat, card):
            return True
    return False


@kind("play_item", private=True)
class PlayItem:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        seat = step["seat"]
        items = player(state, seat)["items"]
        return Say("Play which item?", "tavern-play-which"), [
            *[Option(f"u:{i}", Say(f"Play {item_name(c)}", "tavern-play-item", item=item_name(c)))
              for i, c in enumerate(items)
              if playable(state, seat, c) and c not in items[:i]], BACK]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        if oid == "back":
            return
        seat = step["seat"]
        p = player(state, seat)
        card = p["items"].pop(int(oid[2:]))
        if card == "tip":
            p["tips"] += 1
            log(state, Say(f"{who(state, seat)} banks a Tip (5 VP at the end).", "tavern-ev-tip",
                           who=who(state, seat)), seat)
            return
        state["item_discard"].append(card)
        log(state, Say(f"{who(state, seat)} plays {item_name(card)}.", "tavern-ev-plays",
                       who=who(state, seat), item=item_name(card)), seat)
        PLAYS[card](state, seat)


def _bracelet(state: State, seat: int) -> None:
    state["wdie"] = None
    state["bracelet"] = seat
    log(state, Say(f"{who(state, seat)} sets the white die aside and will roll it next round.",
                   "tavern-ev-bracelet", who=who(state, seat)), seat)


def _dragons_claw(state: State, seat: int) -> None:
    for s in range(n_players(state)):
        worsen(state, s, 1)


def _ale(state: State, seat: int) -> None:
    player(state, seat)["ale"] = True


def _first(state: State, seat: int) -> None:
    state["first"] = seat
    log(state, Say(f"{who(state, seat)} takes the first-player marker.", "tavern-ev-first",
                   who=who(state, seat)), seat)


def _sand(state: State, seat: int) -> None:
    state["tf"]["sand"] = True


PLAYS: dict[str, Callable[[State, int], None]] = {
    "bracelet": _bracelet,
    "clover": lambda st, s: push(st, s, "name_ing", item="clover"),
    "dragons_claw": _dragons_claw,
    "dwarven_ale": _ale,
    "dwarven_axe": lambda st, s: advance(st, s, "chores", 2),
    "dwarven_helmet": lambda st, s: advance(st, s, "kitchen", 2),
    "dwarven_mug": lambda st, s: push(st, s, "name_ing", item="dwarven_mug"),
    "elven_cup": lambda st, s: push(st, s, "cup"),
    "glass_of_strongcliff": offer_steal,
    "hammer": _first,
    "magic_pot": lambda st, s: push(st, s, "reroll"),
    "micos_pencil": lambda st, s: push(st, s, "pencil"),
    "pipe": offer_swap,
    "sand_clock": _sand,
    "sapphire_stone": lambda st, s: improve(st, s, 3),
}


@kind("name_ing")
class NameIngredient:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        item = item_name(step["item"])
        return Say(f"{item}: name an ingredient", "tavern-name-ing", item=item), [
            Option(f"n:{i}", ing_name(i)) for i in ALL_CARDS]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        seat, ing = step["seat"], oid[2:]
        holders = [s for s in range(n_players(state)) if player(state, s)["ing"].get(ing)]
        if step["item"] == "clover":
            add_vp(state, seat, 2 * len(holders))
            # The name first: a journal line says it once.
            holds = ("no player holds" if not holders else "1 player holds"
                     if len(holders) == 1 else f"{len(holders)} players hold")
            scores = f"scores {2 * len(holders)} VP" if holders else "scores nothing"
            log(state, Say(f"{who(state, seat)} {scores}: {holds} {ing_name(ing)}.",
                           "tavern-ev-clover",
                           count=len(holders), ing=ing_name(ing), who=who(state, seat),
                           vp=2 * len(holders)), seat)
            return
        for s in holders:
            if s != seat:
                move_card(state, s, seat, ing)
                log(state, Say(f"{who(state, s)} gives {a_card(ing)} to {who(state, seat)}.",
                               "tavern-ev-gives", who=who(state, s), card=a_card(ing),
                               to=who(state, seat)), s)


@kind("cup")
class ElvenCup:
    """First choice of the Elven Cup: which of one's placed dice moves (the card is spent,
    so there is no going back)."""

    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        return Say("Elven Cup: move which of your placed dice?", "tavern-cup-which"), [
            Option(f"d:{zid}:{k}", die_label(state, zid, k))
            for zid, k in placed_by(state, step["seat"])]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        _, zid, k = oid.split(":")
        push(state, step["seat"], "cup_to", zone=zid, die=int(k))


@kind("cup_to")
class ElvenCupTarget:
    """Second choice: any free Cellar slot, whatever the die shows (the card says so)."""

    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        value = state["dice_on"][step["zone"]][step["die"]][1]
        return Say(f"Elven Cup: move the {value} to which Cellar zone?", "tavern-cup-to",
                   value=value), [
            *[Option(f"z:{z}", ZONES[z].name) for z in _cellar_free(state)], BACK]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        seat = step["seat"]
        if oid == "back":
            push(state, seat, "cup")
            return
        zone = ZONES[oid[2:]]
        die = lift_die(state, step["zone"], step["die"])
        put_dice(state, zone.id, [die])
        state["zones"].setdefault(zone.id, []).append(seat)
        old = zone_of(state, step["zone"]).name
        log(state, Say(f"{who(state, seat)} moves a {die[1]} from {old} to {zone.name}.",
                       "tavern-ev-cup", who=who(state, seat), value=die[1], old=old,
                       new=zone.name), seat)
        EFFECTS["cellar"](state, seat, zone)


def _distinct_subsets(dice: list[int]) -> list[tuple[int, ...]]:
    out: set[tuple[int, ...]] = set()
    for mask in range(1, 1 << len(dice)):
        out.add(tuple(sorted(d for i, d in enumerate(dice) if mask >> i & 1)))
    return sorted(out, key=lambda t: (len(t), t))


@kind("reroll")
class Reroll:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        return Say("Magic Pot: re-roll which dice?", "tavern-reroll-which"), [
            Option("r:" + "+".join(map(str, s)),
                   Say("Re-roll " + ", ".join(map(str, s)), "tavern-reroll",
                       dice=", ".join(map(str, s))))
            for s in _distinct_subsets(pool(state, step["seat"]))]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        seat = step["seat"]
        values = [int(v) for v in oid[2:].split("+")]
        new = roll(state, len(values))
        for old, value in zip(values, new, strict=True):
            set_die(state, seat, old, value)
        log(state, Say(f"{who(state, seat)} re-rolls {dice_named(dice(values))} and gets "
                       f"{faces(dice(new))}.", "tavern-ev-reroll",
                       who=who(state, seat), old=dice(values), new=dice(new)),
            seat, reveals=True)


@kind("pencil")
class Pencil:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        values = sorted(set(pool(state, step["seat"])))
        return Say("The Mico's Pencil: set which die to what?", "tavern-pencil-which"), [
            Option(f"p:{a}>{b}", turn_into(a, b)) for a in values
            for b in range(1, 7) if b != a]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        a, b = (int(x) for x in oid[2:].split(">"))
        set_die(state, step["seat"], a, b)
        log(state, Say(f"{who(state, step['seat'])} turns a {a} into a {b}.", "tavern-ev-pencil",
                       who=who(state, step["seat"]), old=a, new=b), step["seat"])
