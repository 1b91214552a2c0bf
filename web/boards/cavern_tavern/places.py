"""The places of the Cavern Tavern table an option can point at, and which ones each option
points at.

Every ``data-target`` id on the page is made here, so the board and :func:`targets` can
never disagree. Ids hold only numbers and the engine's fixed ids (zones, ingredients),
never a name a person or a server's deck gave:

- ``mess-<1..6>`` a Mess Hall slot, ``order-deck`` the order deck, ``says-deck`` the
  Nasty-says deck on Nasty's desk;
- ``zone-<id>`` a zone of the board (``zone-cellar3``, ``zone-missnasty``), ``sr-<1..3>``
  a Secret Room card slot, ``p<s>-sr-<j>`` the j-th Secret Room card on seat s's board;
  ``<zone place>-die-<k>`` the k-th die lying there (the Elven Cup lifts one);
- ``supply-<ingredient>`` a pile of the supply;
- ``player-<s>`` a tavern (a player one chooses), and in it ``p<s>-dice`` the unplaced
  dice, ``p<s>-die-<value>-<k>`` the k-th unplaced die of that value (own dice first, then
  the white die, the order the engine takes them in), ``p<s>-order`` the order in play,
  ``p<s>-ing-<ingredient>`` an ingredient held, ``p<s>-hand`` / ``p<s>-item-<i>`` the
  hand and its i-th card (the viewer's own), ``p<s>-character``, ``p<s>-modifiers``,
  ``p<s>-drinks`` / ``p<s>-drink-<ingredient>``, ``p<s>-miss``.

The view does not say which step is being asked, only the option id. Two step kinds
share an id form with different places: "which ingredient of theirs" when stealing or
trading (``i:`` / ``t:`` after picking the player) reads like taking from the supply, so
those point at the ingredient's pile in the supply, which stands for the kind of card.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

View = Mapping[str, Any]

_SAFE = re.compile(r"[a-z0-9_]+")

# Steps the Secret Room adds: its zones are cards whose ids a server's deck chooses.
MISS_ZONE = "missnasty"


def safe(token: str) -> bool:
    """An engine id fit to stand in a target id (a server's card id may not be)."""
    return bool(_SAFE.fullmatch(token))


def mess(slot: int) -> str:
    return f"mess-{slot}"


def zone(zid: str) -> str:
    return f"zone-{zid}"


def sr_slot(slot: int) -> str:
    return f"sr-{slot}"


def own_sr(seat: int, j: int) -> str:
    return f"p{seat}-sr-{j}"


def placed_die(place: str, k: int) -> str:
    return f"{place}-die-{k}"


def supply(ing: str) -> str:
    return f"supply-{ing}"


def player(seat: int) -> str:
    return f"player-{seat}"


def dice(seat: int) -> str:
    return f"p{seat}-dice"


def die(seat: int, value: int, k: int) -> str:
    return f"p{seat}-die-{value}-{k}"


def order(seat: int) -> str:
    return f"p{seat}-order"


def ingredient(seat: int, ing: str) -> str:
    return f"p{seat}-ing-{ing}"


def hand(seat: int) -> str:
    return f"p{seat}-hand"


def item(seat: int, i: int) -> str:
    return f"p{seat}-item-{i}"


def character(seat: int) -> str:
    return f"p{seat}-character"


def modifiers(seat: int) -> str:
    return f"p{seat}-modifiers"


def drinks(seat: int) -> str:
    return f"p{seat}-drinks"


def drink(seat: int, ing: str) -> str:
    return f"p{seat}-drink-{ing}"


def miss_tokens(seat: int) -> str:
    return f"p{seat}-miss"


ORDER_DECK = "order-deck"
SAYS_DECK = "says-deck"


# ----- reading the view --------------------------------------------------------------

def pool(view: View, seat: int) -> list[tuple[int, str]]:
    """The seat's unplaced dice as (value, "player" | "white"), own dice first (sorted),
    then the white die while this seat holds it rolled: the order the engine takes
    dice of one value in (``rules.cavern_tavern.dice.remove``)."""
    players = view.get("players") or []
    if not 0 <= seat < len(players):
        return []
    out = [(int(v), "player") for v in sorted(players[seat].get("dice") or [])]
    white = view.get("white_die") or {}
    if white.get("seat") == seat and white.get("value") is not None:
        out.append((int(white["value"]), "white"))
    return out


def die_ids(view: View, seat: int) -> list[str]:
    """The target id of each die of ``pool(view, seat)``, in the same order."""
    seen: dict[int, int] = {}
    out = []
    for value, _ in pool(view, seat):
        seen[value] = seen.get(value, 0) + 1
        out.append(die(seat, value, seen[value]))
    return out


def zone_place(view: View, zid: str) -> str | None:
    """The place of a zone by its engine id: a board zone, Miss Nasty's zone, a Secret
    Room card in the room or on a player's board; None for an id the view does not show."""
    zones = view.get("zones") or {}
    if zid in zones or zid == MISS_ZONE:
        return zone(zid) if safe(zid) else None
    room = view.get("secret_room") or {}
    for entry in room.get("cards") or ():
        card = entry.get("card") or {}
        if card.get("id") == zid:
            return sr_slot(int(entry["slot"]))
    for p in view.get("players") or ():
        for j, card in enumerate(p.get("secret_cards") or ()):
            if (card or {}).get("id") == zid:
                return own_sr(int(p["seat"]), j + 1)
    return None


def _hand_index(view: View, card: str) -> int | None:
    for i, entry in enumerate(view.get("hand") or ()):
        if entry.get("id") == card:
            return i
    return None


def _hand_card(view: View, seat: int, card: str) -> tuple[str, ...]:
    i = _hand_index(view, card)
    return () if i is None else (item(seat, i),)


def deciding_seat(view: View) -> int | None:
    """The seat whose decision the page shows options of: Cavern Tavern asks one seat at a
    time, except the starting ingredients, whose options point at no place."""
    acting = list(view.get("to_act") or ())
    if len(acting) == 1:
        return int(acting[0])
    turn = view.get("turn")
    return int(turn) if isinstance(turn, int) and turn in acting else None


def _dice_of(view: View, seat: int, values: Sequence[int]) -> tuple[str, ...]:
    """Target ids of some of the seat's unplaced dice by value: the first dice of each
    value, as the engine takes them; () when the pool lacks one of them."""
    have: dict[int, int] = {}
    for value, _ in pool(view, seat):
        have[value] = have.get(value, 0) + 1
    used: dict[int, int] = {}
    out = []
    for v in values:
        used[v] = used.get(v, 0) + 1
        if used[v] > have.get(v, 0):
            return ()
        out.append(die(seat, v, used[v]))
    return tuple(out)


def _ints(text: str, sep: str) -> list[int] | None:
    parts = text.split(sep)
    return [int(p) for p in parts] if all(p.isdigit() for p in parts) else None


def _players(view: View) -> int:
    return len(view.get("players") or ())


# Options that name no place: Back, Skip, End turn, "Take an order…" (the Mess slots
# are tapped in the step it opens).
_NO_PLACE = frozenset({"back", "skip", "end", "order"})


def targets(view: View, option_id: str) -> tuple[str, ...]:
    """The places ``option_id`` picks, in the order a player taps them; () when it names
    none (it stays in the list). Reads the option id and the view only."""
    seat = deciding_seat(view)
    if seat is None or option_id in _NO_PLACE:
        return ()
    head, _, rest = option_id.partition(":")
    found = _by_head(view, seat, head, rest, option_id)
    return found if all(found) else ()


def _by_head(view: View, seat: int, head: str, rest: str, oid: str) -> tuple[str, ...]:
    # Turn menu entries open a step about one place of the seat's tavern.
    menu = {"place": dice(seat), "serve": order(seat), "item": hand(seat),
            "mod": modifiers(seat), "drinks": drinks(seat)}
    if not rest:
        if oid in menu:
            return (menu[oid],)
        return _single(view, seat, oid)
    if head == "take" and rest.isdigit():                      # take:3 — a Mess order
        return (mess(int(rest)),)
    if head == "blind" and rest.isdigit():                     # blind:3 — deck, then slot
        return (ORDER_DECK, mess(int(rest)))
    if head == "z":                                            # z:cellar3, z:kitchen9:k
        place = zone_place(view, rest.removesuffix(":k"))
        return (place,) if place else ()
    if head == "d":
        return _dice_or_die(view, seat, rest)
    if head in ("m", "p") and ">" in rest:                    # Modifier / Pencil: a die
        values = _ints(rest, ">")
        return _dice_of(view, seat, values[:1]) if values else ()
    if head == "m" and rest.isdigit():                         # Replace: a Mess order
        return (mess(int(rest)),)
    if head == "p" and rest.isdigit():                         # a player
        other = int(rest) - 1
        return (player(other),) if 0 <= other < _players(view) else ()
    if head == "r":                                            # Magic Pot: re-rolled dice
        values = _ints(rest, "+")
        return _dice_of(view, seat, values) if values else ()
    return _card_or_ingredient(view, seat, head, rest)


def _single(view: View, seat: int, oid: str) -> tuple[str, ...]:
    """Options without a colon besides the turn menu's."""
    if oid in ("chess", "scroll", "talisman"):
        card = {"chess": "elven_chess", "scroll": "scroll", "talisman": "talisman"}[oid]
        return _hand_card(view, seat, card)
    if oid == "both":                                          # the Lantern
        return _hand_card(view, seat, "lantern")
    if oid == "go":
        return (order(seat),)
    if oid == "draw":                                          # summoned: draw a card
        return (SAYS_DECK,)
    if oid in ("tanelia", "ingeltrud"):
        return (character(seat),)
    if oid == "miss":
        return (miss_tokens(seat),)
    return ()


def _dice_or_die(view: View, seat: int, rest: str) -> tuple[str, ...]:
    """``d:3+4`` (or ``d:3+4:3>4`` with a track bonus): the dice placed; ``d:<zone>:<k>``
    (Elven Cup): a die lying on a zone."""
    combo = rest.split(":")[0]
    values = _ints(combo, "+")
    if values is not None:
        return _dice_of(view, seat, values)
    zid, _, k = rest.rpartition(":")
    place = zone_place(view, zid)
    return (placed_die(place, int(k)),) if place and k.isdigit() else ()


def _card_or_ingredient(view: View, seat: int, head: str,
                        rest: str) -> tuple[str, ...]:
    if head in ("u", "x") and rest.isdigit():                  # play / discard a hand card
        return (item(seat, int(rest)),)
    if head == "x":                                            # discard a Secret Room card
        place = zone_place(view, rest)
        return (place,) if place and place.startswith(f"p{seat}-") else ()
    if head == "book":                                         # the Book of Potion
        return _hand_card(view, seat, "book_of_potion")
    if head == "skip":                                         # Grimald skips one
        return (character(seat),)
    if head == "dr" and safe(rest):                            # a Drink token
        return (drink(seat, rest),)
    if not safe(rest) or rest.isdigit():                       # n:0 — a hidden card drawn
        return ()
    if head in ("g", "bcard"):                                 # a card of one's own
        return (ingredient(seat, rest),)
    if head == "pot":                                          # a Magic Potion pays for it
        return (ingredient(seat, "potion"),)
    if head in ("i", "t", "n", "k"):                           # a kind of ingredient
        return (supply(rest),)
    return ()
