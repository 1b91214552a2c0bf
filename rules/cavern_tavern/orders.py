"""Orders: the Mess Hall, taking, serving (with its helpers) and forgotten orders."""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.cavern_tavern import characters
from rules.cavern_tavern.board import INGREDIENTS, POTION
from rules.cavern_tavern.common import (
    a_card,
    add_vp,
    custom_orders,
    gain,
    ing_name,
    item_name,
    log,
    lose,
    order_card,
    order_name,
    order_race,
    player,
    who,
)
from rules.cavern_tavern.dice import rng_shuffle
from rules.cavern_tavern.flow import BACK, Step, kind, push
from rules.cavern_tavern.nasty import advance
from rules.cavern_tavern.texts import comma, counted, grouped, listing
from rules.core import IllegalMove, Option, State
from rules.core.text import Say


def draw_order(state: State) -> str | None:
    # The rulebook never empties the order deck in play; if it does, reshuffle the discards.
    if not state["order_deck"] and state["order_discard"]:
        state["order_deck"], state["order_discard"] = state["order_discard"], []
        rng_shuffle(state, state["order_deck"])
    return state["order_deck"].pop() if state["order_deck"] else None


# Order descriptions by (the game's deck, order id): written once and shared (a Say is
# never changed); events and menus describe orders on many moves.
_DESCRIBED: dict[tuple[str, str], Say] = {}


def describe(state: State, oid: str) -> Say:
    deck = state["order_deck_id"] if custom_orders(state) else ""
    text = _DESCRIBED.get((deck, oid))
    if text is None:
        if len(_DESCRIBED) > 10_000:
            _DESCRIBED.clear()  # a bound on memory (servers' own decks)
        text = _DESCRIBED[deck, oid] = _describe(state, oid)
    return text


def _describe(state: State, oid: str) -> Say:
    c = order_card(state, oid)
    name, race = order_name(state, oid), order_race(state, oid)
    ings = comma(grouped(ing_name(i) for i in c["ingredients"]))
    mark = f", {c['symbol']} symbol" if c["symbol"] else ""
    return Say(f"{name} ({race}): {ings} — {c['vp'][0]} VP, "
               f"leaves after {counted(c['forgotten_after'], 'round', 'rounds')} "
               f"(−{c['penalty']}){mark}",
               "tavern-order", name=name, race=race, ings=ings, vp=c["vp"][0],
               rounds=c["forgotten_after"], penalty=c["penalty"], symbol=c["symbol"] or "none")


def refill(state: State, slot: int) -> None:
    oid = draw_order(state)
    state["mess"][slot] = oid
    if oid:
        order = describe(state, oid)
        log(state, Say(f"A new order arrives in Mess slot {slot + 1}: {order}.",
                       "tavern-ev-new-order", slot=slot + 1, order=order), reveals=True)


def takeable(state: State) -> list[int]:
    """Mess slots whose order may be taken (the solo automaton's white die blocks one)."""
    return [k for k, oid in enumerate(state["mess"]) if oid and k != state["blocked_mess"]]


def can_take(state: State, seat: int) -> bool:
    if state["players"][seat]["order"] is not None:
        return False
    # bool(takeable(state)), stopping at the first order (every menu asks this).
    blocked = state["blocked_mess"]
    for k, oid in enumerate(state["mess"]):  # noqa: SIM110 - no generator per call
        if oid and k != blocked:
            return True
    return False


def take_options(state: State) -> list[Option]:
    # Remembered by the Mess, its block and whether the deck can still be drawn from,
    # per deck (options are never changed: menus share them).
    key = (state["order_deck_id"] if custom_orders(state) else "", tuple(state["mess"]),
           state["blocked_mess"], bool(state["order_deck"] or state["order_discard"]))
    known = _TAKE_MENUS.get(key)
    if known is None:
        if len(_TAKE_MENUS) > 20_000:
            _TAKE_MENUS.clear()  # a bound on memory
        known = _TAKE_MENUS[key] = tuple(_take_options(state))
    return list(known)


_TAKE_MENUS: dict[tuple[Any, ...], tuple[Option, ...]] = {}


def _take_options(state: State) -> list[Option]:
    opts = []
    for k in takeable(state):
        order = describe(state, state["mess"][k])
        opts.append(Option(f"take:{k + 1}", Say(f"Take {order}", "tavern-take-order",
                                                order=order)))
    if state["order_deck"] or state["order_discard"]:
        for k in takeable(state):
            name = order_name(state, state["mess"][k])
            opts.append(Option(f"blind:{k + 1}", Say(f"Draw blind, discarding {name}",
                                                     "tavern-draw-blind", name=name)))
    return opts


def take(state: State, seat: int, oid_text: str) -> None:
    how, num = oid_text.split(":")
    slot = int(num) - 1
    p = player(state, seat)
    if how == "take":
        oid = state["mess"][slot]
        log(state, Say(f"{who(state, seat)} takes {describe(state, oid)}.",
                       "tavern-ev-takes-order", who=who(state, seat), what=describe(state, oid)),
            seat)
    else:
        old = state["mess"][slot]
        state["order_discard"].append(old)
        oid = draw_order(state)
        name, order = order_name(state, old), describe(state, oid)
        log(state, Say(f"{who(state, seat)} discards {name} and draws {order}.",
                       "tavern-ev-blind", who=who(state, seat), name=name, order=order),
            seat, reveals=True)
    state["mess"][slot] = None
    p.update(order=oid, taken=state["round"], meeple=slot)


def finish_order(state: State, seat: int) -> None:
    """Meeple and time marker go home; the empty Mess slot is refilled."""
    p = player(state, seat)
    slot = p["meeple"]
    p.update(order=None, taken=None, meeple=None)
    refill(state, slot)


def forget_orders(state: State) -> None:
    for seat, p in enumerate(state["players"]):
        if p["order"] is None:
            continue
        c = order_card(state, p["order"])
        if state["round"] - p["taken"] >= c["forgotten_after"]:
            p["vp"] -= c["penalty"]
            p["forgotten"] += 1
            name = order_name(state, p["order"])
            log(state, Say(f"{name} was forgotten: {who(state, seat)} loses {c['penalty']} VP.",
                           "tavern-ev-forgotten", name=name, who=who(state, seat),
                           vp=c["penalty"]), seat)
            state["order_discard"].append(p["order"])
            finish_order(state, seat)


# ----- serving ---------------------------------------------------------------------------

def _needs(state: State, seat: int, mods: dict[str, Any]) -> dict[str, int]:
    """The order's ingredients and counts, less Grimald's skip and the Book's ingredient
    (as ``+Counter``: positive counts, in the order's order). Plain dicts: every menu
    asks this, and a Counter costs several times more."""
    need: dict[str, int] = {}
    for ing in order_card(state, player(state, seat)["order"])["ingredients"]:
        need[ing] = need.get(ing, 0) + 1
    for key in ("skip", "book"):
        if mods.get(key):
            need[mods[key]] = need.get(mods[key], 0) - 1
    return {ing: n for ing, n in need.items() if n > 0}


def payment(state: State, seat: int, mods: dict[str, Any]) -> Counter[str] | None:
    """The cards serving spends with these choices, or None when the hand cannot pay."""
    paid = _payment(state, seat, mods)
    return paid[0] if paid else None


def _payment(state: State, seat: int,
             mods: dict[str, Any]) -> tuple[Counter[str], str | None] | None:
    """(cards spent, the Book's card) with these choices; None when the hand cannot pay."""
    paid = _spending(state, seat, mods)
    return None if paid is None else (+Counter(paid[0]), paid[1])


def _spending(state: State, seat: int,
              mods: dict[str, Any]) -> tuple[dict[str, int], str | None] | None:
    """``_payment`` with the cards spent as a plain dict (zero counts left in): every
    menu asks whether the order can be served, and a Counter costs more than the test.

    « Vous pouvez utiliser autant de Potion Magique que vous le souhaitez »: ``pot``
    names ingredients the player pays with a potion though holding the card; a missing
    card is paid with a potion anyway. The Book of Potion replaces ingredient ``book``
    « par celui de votre choix »: ``bcard``, or by default the most plentiful card the
    order does not take otherwise (never ``book`` itself: that would spend it for nothing).
    """
    held = player(state, seat)["ing"]
    spend: dict[str, int] = {}
    pot = mods.get("pot", {})
    for ing, n in _needs(state, seat, mods).items():
        real = min(n - min(pot.get(ing, 0), n), held.get(ing, 0))
        spend[ing] = spend.get(ing, 0) + real
        spend[POTION] = spend.get(POTION, 0) + n - real
    card = None
    if mods.get("book"):
        card = mods.get("bcard") or _book_card(held, spend, mods["book"])
        if card is None:
            return None
        spend[card] = spend.get(card, 0) + 1
    if any(n > held.get(i, 0) for i, n in spend.items()):
        return None
    return spend, card


def _book_card(held: dict[str, int], spend: dict[str, int], replaced: str) -> str | None:
    """The Book's default card: an ingredient the order does not take otherwise, most
    plentiful first (then in rulebook order); None when there is none.

    Neither the replaced ingredient itself nor a Magic Potion (which pays any ingredient
    without the Book): either would spend the Book for nothing.
    """
    spare = {i: held.get(i, 0) - spend.get(i, 0) for i in INGREDIENTS if i != replaced}
    best = max(spare, key=lambda i: (spare[i], -INGREDIENTS.index(i)), default=None)
    return best if best is not None and spare[best] > 0 else None


def payable(state: State, seat: int, mods: dict[str, Any]) -> bool:
    return _spending(state, seat, mods) is not None


def can_serve(state: State, seat: int) -> bool:
    p = player(state, seat)
    if p["order"] is None or "get_me_a_drink" in p["says"]:
        return False
    ings = order_card(state, p["order"])["ingredients"]
    grimald = characters.usable(state, seat, "grimald")
    # Cheap refusal first (this runs for every menu): too few cards in hand to pay at all.
    if sum(p["ing"].values()) < len(ings) - grimald:
        return False
    # The answer depends only on the order, the hand's counts, Grimald and the Book:
    # remember it (menus ask again after every move, mostly with the same hand).
    key = (state["order_deck_id"] if custom_orders(state) else "", p["order"],
           tuple(p["ing"].items()), grimald, "book_of_potion" in p["items"])
    known = _SERVABLE.get(key)
    if known is None:
        if len(_SERVABLE) > 50_000:
            _SERVABLE.clear()  # a bound on memory
        known = _SERVABLE[key] = servable(state, seat, {})
    return known


_SERVABLE: dict[tuple[Any, ...], bool] = {}


def servable(state: State, seat: int, mods: dict[str, Any]) -> bool:
    """Whether these choices, with Grimald's skip and the Book still to choose (when not
    chosen yet), can lead to a payment."""
    p = player(state, seat)
    kinds = set(order_card(state, p["order"])["ingredients"])
    tries: list[dict[str, Any]] = [mods]
    if characters.usable(state, seat, "grimald") and not mods.get("skip"):
        tries += [{**mods, "skip": k} for k in kinds if k != mods.get("book")]
    if "book_of_potion" in p["items"] and not mods.get("book"):
        tries += [{**t, "book": k} for t in list(tries) for k in kinds if k != t.get("skip")]
    return any(payable(state, seat, t) for t in tries)


def lateness(state: State, seat: int) -> int:
    p = player(state, seat)
    return state["round"] - p["taken"]


def serve_vp(state: State, seat: int, mods: dict[str, Any]) -> int:
    c = order_card(state, player(state, seat)["order"])
    late = max(0, lateness(state, seat) - (1 if mods.get("chess") else 0))
    if mods.get("tanelia"):
        late = 0
    return int(c["vp"][min(late, len(c["vp"]) - 1)])


@kind("serve", private=True)  # may list Elven Chess, Scroll, Book (hand cards)
class Serve:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        seat, mods = step["seat"], step["mods"]
        p = player(state, seat)
        c = order_card(state, p["order"])
        opts = []
        spend = payment(state, seat, mods)
        if spend is not None:
            paid = listing(grouped(ing_name(i) for i in sorted(spend.elements(), key=_card_order)))
            name, vp = order_name(state, p["order"]), serve_vp(state, seat, mods)
            opts.append(Option("go", Say(f"Serve {name} now for {vp} VP, paying {paid}",
                                         "tavern-serve-go", name=name, vp=vp, paid=paid,
                                         count=len(list(spend.elements())))))
        kinds = sorted(set(c["ingredients"]), key=INGREDIENTS.index)
        opts += _payment_choices(state, seat, mods)
        # Elven Chess and Tanelia only raise the VP: each is offered while it does (once
        # either gives the same-round VP, the other would be spent for nothing).
        vp_now = serve_vp(state, seat, mods)
        if "elven_chess" in p["items"] and not mods.get("chess") and serve_vp(
                state, seat, {**mods, "chess": True}) > vp_now:
            opts.append(Option("chess", Say("Play Elven Chess: score as one round earlier",
                                            "tavern-serve-chess")))
        if "scroll" in p["items"] and not mods.get("scroll"):
            opts.append(Option("scroll", Say("Play the Scroll: keep one spent ingredient",
                                             "tavern-serve-scroll")))
        # Only the choices after which the hand can still pay (no menu of only "Back").
        if "book_of_potion" in p["items"] and not mods.get("book"):
            opts += [Option(f"book:{k}", Say(f"Play the Book of Potion: pay {ing_name(k)} "
                                             "with another card", "tavern-serve-book",
                                             ing=ing_name(k)))
                     for k in kinds if k != mods.get("skip")
                     and servable(state, seat, {**mods, "book": k})]
        if characters.usable(state, seat, "grimald") and not mods.get("skip"):
            opts += [Option(f"skip:{k}", Say(f"Grimald: serve without one {ing_name(k)}",
                                             "tavern-serve-grimald", ing=ing_name(k)))
                     for k in kinds if k != mods.get("book")
                     and servable(state, seat, {**mods, "skip": k})]
        if (characters.usable(state, seat, "tanelia") and c["race"] == "Elf"
                and not mods.get("tanelia")
                and serve_vp(state, seat, {**mods, "tanelia": True}) > vp_now):
            opts.append(Option("tanelia", Say("Tanelia: score the same-round VP",
                                              "tavern-serve-tanelia")))
        return Say("Serve your order", "tavern-serve"), [*opts, BACK]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        seat, mods = step["seat"], dict(step["mods"])
        if oid == "back":
            return
        if oid != "go":
            key, _, arg = oid.partition(":")
            if key == "pot":
                pot = dict(mods.get("pot", {}))
                pot[arg] = pot.get(arg, 0) + 1
                mods["pot"] = pot
            else:
                mods[key] = arg or True
            push(state, seat, "serve", mods=mods)
            return
        serve(state, seat, mods)


def _card_order(ing: str) -> int:
    return INGREDIENTS.index(ing) if ing in INGREDIENTS else len(INGREDIENTS)


def _payment_choices(state: State, seat: int, mods: dict[str, Any]) -> list[Option]:
    """Which cards pay: a potion instead of a held card, the Book's card of one's choice."""
    paid = _payment(state, seat, mods)
    if paid is None:
        return []
    spend, book_card = paid
    held = Counter(player(state, seat)["ing"])
    out = []
    for ing in sorted(spend, key=_card_order):
        if ing != POTION and held[POTION] > spend[POTION] and (
                ing != book_card or spend[ing] > 1):
            out.append(Option(f"pot:{ing}", Say(f"Pay one {ing_name(ing)} with a Magic Potion "
                                                "instead", "tavern-serve-pot",
                                                ing=ing_name(ing))))
    # Once a card is chosen it stays (Back starts serving again): no choice undoes another.
    if mods.get("book") and not mods.get("bcard"):
        for card in sorted(held, key=_card_order):
            if card not in (book_card, mods["book"], POTION) \
                    and payable(state, seat, {**mods, "bcard": card}):
                give, instead = ing_name(card), ing_name(mods["book"])
                out.append(Option(f"bcard:{card}", Say(f"Book of Potion: give {give} "
                                                       f"for the {instead}", "tavern-serve-bcard",
                                                       give=give, ing=instead)))
    return out


def serve(state: State, seat: int, mods: dict[str, Any]) -> None:
    p = player(state, seat)
    oid = p["order"]
    c = order_card(state, oid)
    vp = serve_vp(state, seat, mods)
    spend = payment(state, seat, mods)
    if spend is None:  # "go" is offered only when the hand can pay
        raise IllegalMove(Say("Your hand can no longer pay for this order.", "tavern-cannot-pay"))
    spent = sorted(spend.elements(), key=_card_order)
    for ing, n in spend.items():
        lose(state, seat, ing, n)
    for item, flag in (("elven_chess", "chess"), ("scroll", "scroll"), ("book_of_potion", "book")):
        if mods.get(flag):
            p["items"].remove(item)
            state["item_discard"].append(item)
            log(state, Say(f"{who(state, seat)} plays {item_name(item)}.",
                           "tavern-ev-plays-serving", who=who(state, seat), item=item), seat)
    for cid, flag in (("grimald", "skip"), ("tanelia", "tanelia")):
        if mods.get(flag):
            characters.use(state, seat, cid)
    late = lateness(state, seat)
    add_vp(state, seat, vp)
    p["served"].append(oid)
    if late == 0:
        p["prompt"] += 1
    paid = listing(grouped(ing_name(i) for i in spent))
    when = "on time" if not late else f"{late} round{'s' if late > 1 else ''} late"
    name = order_name(state, oid)
    log(state, Say(f"{who(state, seat)} serves {name} ({when}) with {paid} and scores {vp} VP.",
                   "tavern-ev-serves", who=who(state, seat), name=name, late=late, paid=paid,
                   count=len(spent),
                   vp=vp), seat)
    if c["symbol"]:
        advance(state, seat, c["symbol"], 1)
    finish_order(state, seat)
    if mods.get("scroll") and spent:
        push(state, seat, "scroll_keep", spent=sorted(set(spent)))


@kind("scroll_keep")
class ScrollKeep:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        return Say("Scroll: keep one spent ingredient", "tavern-scroll-keep"), [
            Option(f"k:{i}", ing_name(i)) for i in step["spent"] if state["supply"][i]]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        gain(state, step["seat"], oid[2:])
        log(state, Say(f"{who(state, step['seat'])} keeps {a_card(oid[2:])}.", "tavern-ev-keeps",
                       who=who(state, step["seat"]), card=a_card(oid[2:])), step["seat"])
