"""A player's turn: the main menu of actions, in any order, with the rulebook's duties.

Take an order first if the turn began without one, or later when holding none (even
right after serving one: « Vous pourriez très bien reprendre une commande immédiatement
après en avoir servi une », the reference's reading); place dice once (compulsory while
possible; any number of times with the Sand Clock); serve; play items; then end the turn.
A turn with nothing left but "End turn" ends by itself, so nobody clicks for nothing.
"""

from __future__ import annotations

from rules.cavern_tavern import secret_room
from rules.cavern_tavern.common import player
from rules.cavern_tavern.flow import BACK, Step, kind, push
from rules.cavern_tavern.items import any_playable
from rules.cavern_tavern.orders import can_serve, can_take, take, take_options
from rules.cavern_tavern.placement import can_place, keishara_zones
from rules.cavern_tavern.rounds import end_turn
from rules.core import Option, State
from rules.core.text import Say


def must_take(state: State, seat: int) -> bool:
    return bool(state["tf"]["must"]) and can_take(state, seat)


# The turn menu's fixed entries (options are immutable: every menu shares them).
PLACE = Option("place", Say("Place dice…", "tavern-menu-place"))
SERVE = Option("serve", Say("Serve your order…", "tavern-menu-serve"))
ORDER = Option("order", Say("Take an order…", "tavern-menu-order"))
ITEM = Option("item", Say("Play an item…", "tavern-menu-item"))
END = Option("end", Say("End turn", "tavern-menu-end"))


def main_options(state: State, seat: int) -> list[Option]:
    if must_take(state, seat):
        return take_options(state)
    return menu(state, seat)


def menu(state: State, seat: int) -> list[Option]:
    """``main_options`` when the seat need not take an order first."""
    p, tf = player(state, seat), state["tf"]
    opts = []
    placeable = can_place(state, seat)
    if (not tf["placed"] or tf["sand"]) and (placeable or keishara_zones(state, seat)):
        opts.append(PLACE)
    if can_serve(state, seat):
        opts.append(SERVE)
    if p["order"] is None and can_take(state, seat):
        opts.append(ORDER)
    if p["items"] and any_playable(state, seat):
        opts.append(ITEM)
    if state.get("sr"):
        opts += secret_room.main_options(state, seat)
    if tf["placed"] or not placeable:
        opts.append(END)
    return opts


def main_allows(state: State, seat: int, oid: str) -> bool:
    """Whether ``oid`` is in ``main_options(state, seat)``, testing only what it needs.

    The engine validates moves with this (listing every option costs more than the move);
    a test checks that both always agree.
    """
    if must_take(state, seat):
        return any(o.id == oid for o in take_options(state))
    p, tf = player(state, seat), state["tf"]
    if oid == "place":
        return bool((not tf["placed"] or tf["sand"])
                    and (can_place(state, seat) or keishara_zones(state, seat)))
    if oid == "end":
        return bool(tf["placed"]) or not can_place(state, seat)
    if oid == "serve":
        return can_serve(state, seat)
    if oid == "order":
        return p["order"] is None and can_take(state, seat)
    if oid == "item":
        return bool(p["items"]) and any_playable(state, seat)
    if oid in ("mod", "drinks") and state.get("sr"):
        return any(o.id == oid for o in secret_room.main_options(state, seat))
    return False


def only_end(state: State, seat: int) -> bool:
    """Whether ``main_options(state, seat)`` is just "End turn", cheapest tests first.

    Asked after every move (a turn with nothing else to do ends by itself).
    """
    if must_take(state, seat):
        return False
    p, tf = player(state, seat), state["tf"]
    if p["items"] or main_allows(state, seat, "order"):
        return False
    if state.get("sr") and secret_room.main_options(state, seat):
        return False
    if can_serve(state, seat):
        return False
    if tf["placed"] and not tf["sand"]:
        return True  # placing is over for this turn: "End turn" is offered
    return not can_place(state, seat) and not keishara_zones(state, seat)


def main_private(state: State, seat: int) -> bool:
    """The turn menu is private while the seat holds item cards: "serve" (the Book of
    Potion) and "Play an item…" then depend on the hand, which others must not infer.
    Whether the seat holds items at all is public (the view counts them)."""
    return bool(player(state, seat)["items"]) and not must_take(state, seat)


MUST_TAKE = Say("Take an order (your first action)", "tavern-must-take")
YOUR_TURN = Say("Your turn", "tavern-your-turn")


def main_prompt(state: State, seat: int) -> Say:
    return MUST_TAKE if must_take(state, seat) else YOUR_TURN


def answer_main(state: State, seat: int, oid: str) -> None:
    if oid.startswith(("take:", "blind:")):
        take(state, seat, oid)
        state["tf"]["must"] = False
    elif oid == "end":
        end_turn(state)
    else:
        steps = {"place": ("zone", {}), "serve": ("serve", {"mods": {}}),
                 "order": ("order", {}), "item": ("play_item", {}),
                 "mod": ("modify", {}), "drinks": ("serve_drink", {})}
        k, params = steps[oid]
        push(state, seat, k, **params)


@kind("order")
class TakeOrder:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        return Say("Take which order?", "tavern-take-which"), [*take_options(state), BACK]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        if oid != "back":
            take(state, step["seat"], oid)
