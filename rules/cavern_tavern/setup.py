"""A new game: options, decks, players, the starting ingredients and the first round."""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import Any

from rules.cavern_tavern import secret_room
from rules.cavern_tavern.board import (
    CELLAR,
    INGREDIENTS,
    MESS_SLOTS,
    PILE_SIZE,
    POTION,
    POTION_PILE,
    ROUNDS,
)
from rules.cavern_tavern.common import gain, ing_name, log, player, who
from rules.cavern_tavern.decks import by_id, check_order_deck, copies_deck, deck_fingerprint
from rules.cavern_tavern.dice import roll
from rules.cavern_tavern.orders import refill
from rules.cavern_tavern.rounds import start_round
from rules.cavern_tavern.secret_cards import check_secret_deck
from rules.cavern_tavern.story import check_story_deck, story_deck
from rules.cavern_tavern.texts import card_name, card_text, grouped, listing, verbatim
from rules.core import IllegalMove, Option, Rng, State
from rules.core.english import faces
from rules.core.text import Say

# House rule: the VP lost at the end per Nasty space (the printed values are not public).
NASTY_PENALTIES = [0, 0, 0, 1, 2, 3, 5, 7, 9, 12, 15, 18, 21]

DEFAULT_OPTIONS: dict[str, Any] = {
    "fix_the_roof_vp": 6,                  # zone list 6; the worked example says 7
    "summon_when_passing_over": True,      # a 2-step move over 3/6/9 still summons
    "end_steps_after_last_round": True,    # Nasty step and forgotten orders after round 10
    "track_bonus_tiers": "highest_only",   # or "cumulative"
    "chores_bonus": "mirror_kitchen",      # the Chores bonus page is missing; or "none"
    "nasty_says_penalty": "per_card",      # -10 per card held at the end; or "once"
    "lasting_says_end_after_one_placement": True,
    "nasty_penalties": NASTY_PENALTIES,
    "objectives": True,
    "characters": True,
    "order_deck": None,                    # a server's own order deck (see decks.py)
    "item_copies": None,                   # {item id: copies}; default data: 25 cards
    "says_copies": None,                   # {Nasty-says id: copies}; default data: 15
    "solo_goal": 80,
    "solo_mode": "standard",               # or "story": a Five Kingdoms card sets the goals
    "story_card": None,                    # story mode: a card id instead of a random draw
    "story_deck": None,                    # a server's own Five Kingdoms deck (story.py)
    "secret_room": False,                  # the Secret Room expansion
    "secret_room_deck": None,              # a server's own Secret Room deck (secret_cards.py)
}

_CHOICES = {"track_bonus_tiers": ("highest_only", "cumulative"),
            "chores_bonus": ("mirror_kitchen", "none"),
            "nasty_says_penalty": ("per_card", "once"),
            "solo_mode": ("standard", "story")}


def check_options(opts: dict[str, Any]) -> None:
    for name, allowed in _CHOICES.items():
        if opts[name] not in allowed:
            choices = ", ".join(allowed)
            raise IllegalMove(Say(f"Option “{name}” must be one of: {choices}.",
                                  "tavern-bad-option-choice", option=name, choices=choices))
    for name in ("fix_the_roof_vp", "solo_goal"):
        if not isinstance(opts[name], int) or isinstance(opts[name], bool):
            raise IllegalMove(Say(f"Option “{name}” must be a whole number.",
                                  "tavern-bad-option-int", option=name))
    table = opts["nasty_penalties"]
    if (not isinstance(table, list) or not 10 <= len(table) <= 30
            or any(not isinstance(v, int) or isinstance(v, bool) or v < 0 for v in table)):
        raise IllegalMove(Say("Option “nasty_penalties” must list 10-30 VP losses (0 or more), "
                              "one per Nasty space from 0.", "tavern-bad-option-penalties"))
    if opts["secret_room_deck"] is not None:
        check_secret_deck(opts["secret_room_deck"])
    if opts["story_deck"] is not None:
        check_story_deck(opts["story_deck"])
    if opts["story_card"] is not None and opts["story_card"] not in story_deck(opts):
        card = verbatim(str(opts["story_card"]))
        raise IllegalMove(Say(f"There is no Five Kingdoms card “{card}”.",
                              "tavern-bad-story-card", card=card))


def setup(state: State, rng: Rng) -> None:
    opts = state["options"]
    check_options(opts)
    n = state["num_players"]
    solo = n == 1
    if opts["order_deck"]:
        order_ids = list(check_order_deck(opts["order_deck"]))
        state["order_deck_id"] = deck_fingerprint(opts["order_deck"])
    else:
        order_ids = list(by_id("orders"))
    first = rng.below(n)
    state.update(
        round=1, rounds_total=ROUNDS, over=False, first=first, white=(first - 1) % n,
        wdie=None, bracelet=None, stack=[], zones={}, dice_on={}, blocked=[], blocked_mess=None,
        auto_dice=None, turn=first, tf={"placed": 0, "sand": False, "must": False},
        supply={**dict.fromkeys(INGREDIENTS, PILE_SIZE), POTION: POTION_PILE},
        order_deck=rng.shuffled(order_ids), order_discard=[],
        item_deck=rng.shuffled(copies_deck("items", opts["item_copies"], solo)),
        item_discard=[],
        says_deck=rng.shuffled(copies_deck("nasty_says", opts["says_copies"], False)),
        says_discard=[], mess=[None] * MESS_SLOTS,
    )
    objectives = rng.shuffled(list(by_id("objectives")))
    state["players"] = [{
        "dice": [], "placed": 0, "ing": {}, "order": None, "taken": None, "meeple": None,
        "served": [], "prompt": 0, "forgotten": 0, "vp": 0, "nasty": 0, "seen": [],
        "kitchen": 0, "chores": 0, "says": [], "items": [], "tips": 0, "ale": False,
        "objective": objectives[s] if opts["objectives"] and not solo else None,
        "char": None,
        "char_uses": 0, "char_round": 0, "workshop": 0,
    } for s in range(n)]
    # Characters are chosen, not dealt (rulebook setup, step 1). The rulebook gives no order:
    # we ask in turn order from the first player, each choosing among those still free.
    state["char_pick"] = ([(first + k) % n for k in range(n)]
                          if opts["characters"] and not solo else None)
    secret_room.setup(state, rng)
    # Story mode: one Five Kingdoms card, drawn at the start, face up (solo only).
    state["story"] = None
    if solo and opts["solo_mode"] == "story":
        state["story"] = opts["story_card"] or rng.choice(sorted(story_deck(opts)))
    state["rng"] = rng.state
    for slot in range(MESS_SLOTS):
        refill(state, slot)
    # Starting ingredients: each player rolls 4 dice and picks one Cellar card per die.
    state["start"] = []
    for seat in range(n):
        dice = sorted(roll(state, 4))
        state["start"].append(dice)
        log(state, Say(f"{who(state, seat)} rolls {faces(str(dice))} for starting ingredients.",
                       "tavern-ev-start-roll", who=who(state, seat), dice=str(dice)),
            seat, reveals=True)
    rng.state = state["rng"]  # the core stores rng.state after setup: keep our draws


def character_options(state: State) -> list[Option]:
    taken = {p["char"] for p in state["players"]}
    out = []
    for cid, card in by_id("characters").items():
        if cid not in taken:
            name, text = card_name("char", card), card_text("char", card)
            out.append(Option(f"c:{cid}", Say(f"{name} — {text}", "tavern-character",
                                              name=name, text=text)))
    return out


def answer_character(state: State, seat: int, oid: str) -> None:
    cid = oid[2:]
    player(state, seat)["char"] = cid
    state["char_pick"].pop(0)
    name = card_name("char", by_id("characters")[cid])
    log(state, Say(f"{who(state, seat)} chooses {name}.", "tavern-ev-chooses",
                   who=who(state, seat), name=name), seat)
    if not state["char_pick"]:
        state["char_pick"] = None


def start_options(state: State, seat: int) -> list[Option]:
    """One card per die, never from an empty pile (« Vous ne pouvez pas récupérer
    d'ingrédient dont la pile de cartes est vide »): the picks that take as many cards
    as the piles still allow. The seats answer in any order; the first to answer takes
    the last card of a pile."""
    dice = tuple(state["start"][seat])
    supply = state["supply"]
    # Only the piles these dice can take matter: the menu is remembered by them.
    piles = tuple(supply.get(i, 0) for d in dice for i in CELLAR[d])
    return list(_start_options(dice, piles))


@lru_cache(maxsize=4096)
def _start_options(dice: tuple[int, ...], piles: tuple[int, ...]) -> tuple[Option, ...]:
    """``start_options`` for these dice, ``piles`` giving the cards left of each die's two
    ingredients in turn (options and their labels are never changed: menus share them)."""
    supply = {}
    for d, k in zip(dice, range(0, len(piles), 2), strict=True):
        supply.update(zip(CELLAR[d], piles[k:k + 2], strict=True))
    combos = {tuple(sorted((i for i in c if i), key=INGREDIENTS.index))
              for c in product(*((*CELLAR[d], "") for d in dice))}
    legal = [c for c in combos if all(c.count(i) <= supply.get(i, 0) for i in set(c))]
    most = max(map(len, legal))
    picks = sorted(c for c in legal if len(c) == most)
    return tuple(Option("s:" + ("+".join(p) or "-"),
                        listing(grouped(ing_name(i) for i in p)) if p
                        else Say("Nothing: every pile is empty", "tavern-start-nothing"))
                 for p in picks)


def answer_start(state: State, seat: int, oid: str) -> None:
    for ing in oid[2:].split("+"):
        if ing != "-":
            gain(state, seat, ing)
    state["start"][seat] = None
    names = [ing_name(i) for i in oid[2:].split("+") if i != "-"]
    cards = listing(grouped(names)) if names else Say("no card", "tavern-no-card")
    log(state, Say(f"{who(state, seat)} starts with {cards}.", "tavern-ev-starts-with",
                   who=who(state, seat), cards=cards), seat)
    if all(s is None for s in state["start"]):
        state["start"] = None
        start_round(state)
