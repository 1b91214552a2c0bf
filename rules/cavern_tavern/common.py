"""Small state helpers shared by every part of the engine: ingredients, VP, names, logging."""

from __future__ import annotations

from typing import Any

from rules.cavern_tavern.board import INGREDIENTS, NAMES, POTION
from rules.cavern_tavern.decks import by_id, orders
from rules.cavern_tavern.texts import card_name, race, vowel
from rules.core import State, event
from rules.core.text import Say, to_json

Player = dict[str, Any]


def player(state: State, seat: int) -> Player:
    return state["players"][seat]


def n_players(state: State) -> int:
    return int(state["num_players"])


def solo(state: State) -> bool:
    return n_players(state) == 1


def who(state: State, seat: int) -> str:
    return _WHO[seat] if 0 <= seat < len(_WHO) else f"Player {seat + 1}"


_WHO = tuple(f"Player {seat + 1}" for seat in range(6))


def player_label(state: State, seat: int) -> Say:
    """"Player 2" as an option label (the host shows the member's name)."""
    return Say(who(state, seat), "tavern-player", who=who(state, seat))


def log(state: State, text: str, seat: int | None = None, **flags: Any) -> None:
    state["events"].append(event(text, seat, **flags))


def tell(state: State, seat: int | None, english: str, key: str, /, *,
         reveals: bool = False, **args: Any) -> None:
    """``log(state, Say(english, key, **args), seat, reveals=reveals)``: the same event,
    written without making the sentence's Say first (the hottest moves log every time)."""
    for name, value in args.items():
        if isinstance(value, Say):
            args[name] = to_json(value)
    state["events"].append({"text": english, "seat": seat, "reveals": reveals,
                            "msg": {"key": key, "args": args}})


def count(p: Player, ing: str) -> int:
    return int(p["ing"].get(ing, 0))


def total_ingredients(p: Player) -> int:
    return sum(p["ing"].values())


def held(p: Player, *, potions: bool = True) -> list[str]:
    """Kinds of ingredient cards a player holds, in board order."""
    kinds = [i for i in (*INGREDIENTS, POTION) if p["ing"].get(i)]
    return kinds if potions else [i for i in kinds if i != POTION]


def gain(state: State, seat: int, ing: str, n: int = 1) -> int:
    """Take up to ``n`` cards from the supply pile (an empty pile gives nothing)."""
    got = min(n, state["supply"].get(ing, 0))
    if got:
        state["supply"][ing] -= got
        p = player(state, seat)
        p["ing"][ing] = p["ing"].get(ing, 0) + got
    return got


def lose(state: State, seat: int, ing: str, n: int = 1) -> None:
    """Return ``n`` cards to their pile (the caller checked they are held)."""
    p = player(state, seat)
    p["ing"][ing] -= n
    if not p["ing"][ing]:
        del p["ing"][ing]
    state["supply"][ing] += n


def move_card(state: State, src: int, dst: int, ing: str) -> None:
    """One ingredient card passes from one player to another."""
    lose(state, src, ing)
    state["supply"][ing] -= 1
    p = player(state, dst)
    p["ing"][ing] = p["ing"].get(ing, 0) + 1


def add_vp(state: State, seat: int, vp: int) -> None:
    player(state, seat)["vp"] += vp


def article(name: str) -> str:
    """"a" or "an" before a card's English name (the catalogue selects it by ``vowel``)."""
    return "an" if vowel(name) == "yes" else "a"


def a_card(ing: str) -> Say:
    """"an Ambrosia card", "a Beer card": one ingredient card in a sentence."""
    name = ing_name(ing)
    return Say(f"{article(name)} {name} card", "tavern-a-card", ing=name, vowel=vowel(name))


def ing_name(ing: str) -> Say:
    return NAMES[ing]


def order_card(state: State, oid: str) -> dict[str, Any]:
    return orders(state)[oid]


def custom_orders(state: State) -> bool:
    """A server's own order deck: its names and races have no catalogue entry."""
    return bool(state["options"].get("order_deck"))


def order_name(state: State, oid: str) -> Say:
    return card_name("order", order_card(state, oid), custom_orders(state))


def order_race(state: State, oid: str) -> Say:
    return race(str(order_card(state, oid)["race"]), custom_orders(state))


def item_name(iid: str) -> Say:
    return card_name("item", by_id("items")[iid])


def says_name(cid: str) -> Say:
    return card_name("says", by_id("nasty_says")[cid])


def char_name(cid: str) -> Say:
    return card_name("char", by_id("characters")[cid])


def others(state: State, seat: int) -> list[int]:
    n = n_players(state)
    return [(seat + k) % n for k in range(1, n)]


def draw(state: State, deck: str, discard: str, rng_shuffle: Any) -> str | None:
    """Top card of a deck, reshuffling its discard pile when it runs out."""
    if not state[deck] and state[discard]:
        state[deck] = state[discard]
        state[discard] = []
        rng_shuffle(state, state[deck])
    return state[deck].pop() if state[deck] else None
