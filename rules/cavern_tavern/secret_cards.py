"""The Secret Room expansion's data: its cards, the Secret Pile of tokens, and its zones.

``data/secret_room.json`` (a house deck: the printed cards are not public) has the usual
deck fields plus ``tokens``: ``drinks`` (ingredient id → Drink tokens), ``miss_nasty``
(Miss Nasty tokens) and ``modifiers`` (Modifier tokens beside the board). Each card has
``id``, ``name``, ``sum`` (the dice total needed, 1-30), ``type`` (``kitchen``, ``chores``
or ``none``: the track it counts for, like a Kitchen task or a Chore) and ``reward``, any of:
``vp``, ``ingredients`` (ingredient ids taken from the supply), ``any`` (ingredients of
one's choice from the supply), ``potion`` (Magic Potions), ``modifiers`` (Modifier tokens),
``items`` (item cards drawn to the hand) and ``calm`` (spaces to improve on the Nasty track).

A card is a zone with one slot whose id is the card id; Miss Nasty's zone is ``missnasty``
(1 die, slots like the Cellar's: the printed count is not public). This module is pure
data and lookups; what using them does lives in ``secret_room.py``.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from typing import Any

from rules.cavern_tavern.board import CELLAR_SLOTS, INGREDIENTS, NAMES, Zone
from rules.cavern_tavern.decks import DATA, load
from rules.cavern_tavern.texts import card_name, card_problem, comma, verbatim, vp_text
from rules.core import IllegalMove, State
from rules.core.text import Say

Card = dict[str, Any]
DATA_FILE = DATA / "secret_room.json"
MISS_ZONE = Zone("missnasty", Say("Talk to Miss Nasty", "tavern-zone-missnasty"), "missnasty",
                 dice=1)
ROOM_SLOTS = 3
OWN_LIMIT = 3
OPENS_ROUND = 4
REWARD_KEYS = {"vp", "ingredients", "any", "potion", "modifiers", "items", "calm"}
_CUSTOM: dict[str, tuple[dict[str, Card], dict[str, Any]]] = {}


def check_secret_deck(deck: Any) -> tuple[dict[str, Card], dict[str, Any]]:
    """Validate a Secret Room deck object: (cards by id, token mix), or raise a sentence."""
    if not isinstance(deck, dict) or not isinstance(deck.get("cards"), list) \
            or len(deck["cards"]) < ROOM_SLOTS + 1:
        raise IllegalMove(Say("The Secret Room deck must be an object with at least 4 “cards”.",
                              "tavern-bad-sr-deck", count=ROOM_SLOTS + 1))
    tokens = deck.get("tokens")
    if not isinstance(tokens, dict) or not isinstance(tokens.get("drinks"), dict) or any(
            i not in INGREDIENTS or not _count(n) for i, n in tokens["drinks"].items()) \
            or not _count(tokens.get("miss_nasty")) or not _count(tokens.get("modifiers")):
        raise IllegalMove(Say("The Secret Room deck needs “tokens”: “drinks” (ingredient → "
                              "count), “miss_nasty” and “modifiers” (whole numbers).",
                              "tavern-bad-sr-tokens"))
    out: dict[str, Card] = {}
    for i, c in enumerate(deck["cards"]):
        where = Say(f"Secret Room card {i + 1}", "tavern-sr-card-n", n=i + 1)
        if not isinstance(c, dict) or not isinstance(c.get("id"), str) \
                or not isinstance(c.get("name"), str):
            raise IllegalMove(card_problem(where, Say("needs text fields “id” and “name”.",
                                                      "tavern-bad-sr-fields")))
        if c["id"] in out or c["id"] == MISS_ZONE.id:
            raise IllegalMove(card_problem(where, Say(f"the id “{c['id']}” is used twice or "
                                                      "reserved.", "tavern-bad-sr-id",
                                                      id=verbatim(c["id"]))))
        if not _count(c.get("sum")) or not 1 <= c["sum"] <= 30:
            raise IllegalMove(card_problem(where, Say("“sum” must be a whole number from 1 to 30.",
                                                      "tavern-bad-sr-sum")))
        if c.get("type") not in ("kitchen", "chores", "none"):
            raise IllegalMove(card_problem(where, Say("“type” must be kitchen, chores or none.",
                                                      "tavern-bad-sr-type")))
        reward = c.get("reward")
        if not isinstance(reward, dict) or set(reward) - REWARD_KEYS:
            keys = ", ".join(sorted(REWARD_KEYS))
            raise IllegalMove(card_problem(where, Say(f"“reward” may only use {keys}.",
                                                      "tavern-bad-sr-reward", keys=keys)))
        ings = reward.get("ingredients", [])
        if not isinstance(ings, list) or any(x not in INGREDIENTS for x in ings) or not all(
                _count(reward.get(k, 0)) for k in REWARD_KEYS - {"ingredients"}):
            raise IllegalMove(card_problem(where, Say(
                "reward ingredients must be known ingredient ids and the other rewards whole "
                "numbers.", "tavern-bad-sr-reward-values")))
        out[c["id"]] = c
    return out, tokens


def _count(n: Any) -> bool:
    return isinstance(n, int) and not isinstance(n, bool) and n >= 0


def deck(state: State) -> dict[str, Card]:
    return _deck(state["options"])[0]


def tokens(options: dict[str, Any]) -> dict[str, Any]:
    return _deck(options)[1]


def _deck(options: dict[str, Any]) -> tuple[dict[str, Card], dict[str, Any]]:
    custom = options.get("secret_room_deck")
    if not custom:
        # The house deck, checked once: hashing it on every lookup took a third of a Secret
        # Room game's time (views look cards up many times per move).
        return _house_deck()
    key = hashlib.sha1(json.dumps(custom, sort_keys=True).encode()).hexdigest()[:12]
    if key not in _CUSTOM:
        _CUSTOM[key] = check_secret_deck(custom)
    return _CUSTOM[key]


@cache
def _house_deck() -> tuple[dict[str, Card], dict[str, Any]]:
    return check_secret_deck(load("secret_room"))


def secret_pile(options: dict[str, Any]) -> list[str]:
    """Token ids of the Secret Pile: ``drink:<ingredient>`` and ``miss``."""
    mix = tokens(options)
    pile = [f"drink:{i}" for i, n in mix["drinks"].items() for _ in range(n)]
    return pile + ["miss"] * mix["miss_nasty"]


def custom(state: State) -> bool:
    """A server's own Secret Room deck: its card names have no catalogue entry."""
    return bool(state["options"].get("secret_room_deck"))


def name(state: State, cid: str) -> Say:
    return card_name("sr", deck(state)[cid], custom(state))


def card_zone(state: State, card: Card) -> Zone:
    kind = "" if card["type"] == "none" else card["type"]
    return Zone(card["id"], name(state, card["id"]), "secret", value=card["sum"], kind=kind)


def reward_text(card: Card) -> Say:
    r = card["reward"]
    parts = [vp_text(r["vp"])] if r.get("vp") else []
    parts += [NAMES[i] for i in r.get("ingredients", [])]
    # (one, several): English plurals, chosen by the catalogue's plural rules too.
    words = {"any": ("ingredient of your choice", "ingredients of your choice"),
             "potion": ("Magic Potion", "Magic Potions"),
             "modifiers": ("Modifier token", "Modifier tokens"),
             "items": ("item card", "item cards"),
             "calm": ("Nasty-track space up", "Nasty-track spaces up")}
    parts += [Say(f"{r[k]} {w[r[k] != 1]}", f"tavern-reward-{k}", count=r[k])
              for k, w in words.items() if r.get(k)]
    return comma(parts) if parts else Say("nothing", "tavern-nothing")


def active(state: State) -> bool:
    return bool(state.get("sr")) and state["sr"]["open"]


def zones_for(state: State, seat: int) -> list[Zone]:
    """Secret Room zones this seat may use now: the room's cards, its own cards, Miss Nasty."""
    if not active(state):
        return []
    sr = state["sr"]
    cards = deck(state)
    ids = [c for c in sr["slots"] if c] + list(state["players"][seat]["sr_cards"])
    return [*(card_zone(state, cards[c]) for c in ids), MISS_ZONE]


def zone_of(state: State, zid: str) -> Zone:
    """A Secret Room zone by id (the caller knows it is not a base-board zone)."""
    if zid == MISS_ZONE.id:
        return MISS_ZONE
    return card_zone(state, deck(state)[zid])


def slots(zone: Zone, players: int) -> int:
    return CELLAR_SLOTS[players] if zone.id == MISS_ZONE.id else 1


def owner(state: State, cid: str) -> int | None:
    for seat, p in enumerate(state["players"]):
        if cid in p.get("sr_cards", ()):
            return seat
    return None
