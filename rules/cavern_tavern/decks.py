"""Card decks: loading, validation and lookup.

Every deck is a JSON file in ``data/`` of the form
``{"deck": <kind>, "house": bool, "note": str, "cards": [...]}``. ``house`` true means the
cards are our own design (the printed texts are not public) and the game says so.

Card schemas, per kind:

- ``orders`` (48 in the box): ``id`` (unique str), ``name``, ``race`` (free text; "Elf" and
  "Green Elf" are different races), ``ingredients`` (3-7 ingredient ids, repeats allowed,
  never ``potion``), ``vp`` (list: VP when served 0, 1, 2 … rounds after it was taken; its
  length is ``forgotten_after``), ``forgotten_after`` (rounds after which the customer
  leaves), ``penalty`` (VP lost then, a positive number), ``symbol`` (``"kitchen"``,
  ``"chores"`` or null: the track that advances on serving).
- ``objectives``: ``id``, ``name``, ``vp``, ``type`` and ``params``: ``serve_race``
  {race, count}, ``track`` {track, min}, ``served`` {count}, ``nasty_at_most`` {max},
  ``symbol`` {symbol, count}, ``served_prompt`` {count: orders served the round taken}.
- ``items``: ``id`` (one of the 21 known items: its effect is code), ``name``, ``timing``,
  ``copies``, ``solo`` (false: removed in solo), ``text``.
- ``nasty_says``: ``id`` (one of the 13 known cards), ``name``, ``kind``, ``copies``, ``text``.
- ``characters``: ``id``, ``name``, ``text``.

A server that owns the game may pass its own order deck (the same JSON object) as the game
option ``order_deck``; :func:`check_order_deck` validates it and the game then uses it.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path
from typing import Any

from rules.cavern_tavern.board import INGREDIENTS
from rules.cavern_tavern.texts import card_problem, verbatim
from rules.core import IllegalMove
from rules.core.text import Say

DATA = Path(__file__).with_name("data")
Card = dict[str, Any]


@cache
def load(kind: str) -> dict[str, Any]:
    return json.loads((DATA / f"{kind}.json").read_text(encoding="utf-8"))


@cache
def by_id(kind: str) -> dict[str, Card]:
    return {c["id"]: c for c in load(kind)["cards"]}


def _bad(i: int, card: Any, why: Say) -> IllegalMove:
    name = verbatim(str(card.get("name", "?") if isinstance(card, dict) else "?"))
    where = Say(f"Order deck card {i + 1} (“{name}”)", "tavern-order-card-n", n=i + 1, name=name)
    return IllegalMove(card_problem(where, why))


def check_order_deck(deck: Any) -> dict[str, Card]:
    """Validate an order deck object; return its cards by id or raise a friendly error."""
    if not isinstance(deck, dict) or not isinstance(deck.get("cards"), list):
        raise IllegalMove(Say("The order deck must be an object with a “cards” list.",
                              "tavern-bad-order-deck"))
    cards = deck["cards"]
    if not 12 <= len(cards) <= 200:
        raise IllegalMove(Say(f"The order deck needs 12 to 200 cards, not {len(cards)}.",
                              "tavern-bad-order-count", count=len(cards)))
    out: dict[str, Card] = {}
    for i, c in enumerate(cards):
        if not isinstance(c, dict):
            raise _bad(i, c, Say("each card must be an object.", "tavern-bad-not-object"))
        for key, typ in (("id", str), ("name", str), ("race", str), ("ingredients", list),
                         ("vp", list), ("forgotten_after", int), ("penalty", int)):
            if not isinstance(c.get(key), typ) or isinstance(c.get(key), bool):
                raise _bad(i, c, Say(f"“{key}” is missing or has the wrong type.",
                                     "tavern-bad-field", field=key))
        if c["id"] in out:
            raise _bad(i, c, Say(f"the id “{c['id']}” is used twice.", "tavern-bad-id-twice",
                                 id=verbatim(c["id"])))
        if not 1 <= len(c["ingredients"]) <= 8 or any(
                x not in INGREDIENTS for x in c["ingredients"]):
            raise _bad(i, c, Say("ingredients must be 1-8 known ingredients (no Magic Potion).",
                                 "tavern-bad-order-ings"))
        if not 1 <= c["forgotten_after"] <= 10 or len(c["vp"]) != c["forgotten_after"]:
            raise _bad(i, c, Say("“vp” needs one entry per round before the customer leaves.",
                                 "tavern-bad-order-vp"))
        if any(not isinstance(v, int) or isinstance(v, bool) for v in c["vp"]):
            raise _bad(i, c, Say("VP values must be whole numbers.", "tavern-bad-order-vp-int"))
        if c["penalty"] < 0:
            raise _bad(i, c, Say("the penalty is written as a positive number of VP lost.",
                                 "tavern-bad-order-penalty"))
        if c.get("symbol") not in (None, "kitchen", "chores"):
            raise _bad(i, c, Say("“symbol” must be kitchen, chores or null.",
                                 "tavern-bad-order-symbol"))
        out[c["id"]] = {**c, "symbol": c.get("symbol")}
    return out


_CUSTOM: dict[str, dict[str, Card]] = {}


def deck_fingerprint(deck: Any) -> str:
    return hashlib.sha1(json.dumps(deck, sort_keys=True).encode()).hexdigest()[:12]


def orders(state: dict[str, Any]) -> dict[str, Card]:
    """The order cards of this game: the house deck or the server's validated deck."""
    custom = state["options"].get("order_deck")
    if not custom:
        return by_id("orders")
    key = state["order_deck_id"]
    if key not in _CUSTOM:
        _CUSTOM[key] = check_order_deck(custom)
    return _CUSTOM[key]


def order_deck_is_house(state: dict[str, Any]) -> bool:
    custom = state["options"].get("order_deck")
    return not custom or bool(custom.get("house", False))


def copies_deck(kind: str, copies: Any, solo: bool) -> list[str]:
    """Card ids of an item or Nasty-says deck with copy counts (server-set or default)."""
    if copies is not None and not isinstance(copies, dict):
        raise IllegalMove(Say(f"Copy counts for {kind} must map card ids to numbers.",
                              "tavern-bad-copies", kind=kind))
    known = by_id(kind)
    for cid, n in (copies or {}).items():
        if cid not in known or not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= 5:
            entry = verbatim(f"{cid}: {n}")
            raise IllegalMove(Say(f"“{entry}” is not a valid copy count for {kind}.",
                                  "tavern-bad-copy-count", entry=entry, kind=kind))
    out: list[str] = []
    for cid, card in known.items():
        if solo and not card.get("solo", True):
            continue
        out.extend([cid] * (copies or {}).get(cid, card["copies"]))
    return out
