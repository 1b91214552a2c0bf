"""Rounds and turns: rolling, the solo automaton, passing the turn, the end of a round."""

from __future__ import annotations

from rules.cavern_tavern import secret_cards, secret_room
from rules.cavern_tavern.board import (
    CELLAR_ZONES,
    CHORE_ZONES,
    CLOCK,
    KITCHEN_ZONES,
    RED_ZONES,
    ROUNDS,
)
from rules.cavern_tavern.common import log, n_players, player, solo, who
from rules.cavern_tavern.dice import roll
from rules.cavern_tavern.nasty import worsen
from rules.cavern_tavern.orders import can_take, forget_orders, refill
from rules.cavern_tavern.placement import can_place, may_place_by_choice, zone_of
from rules.cavern_tavern.texts import dice, listing
from rules.core import State
from rules.core.english import faces, quoted_each
from rules.core.text import Say

DIE_NAMES = ("white", "yellow", "blue", "green", "red")


def start_round(state: State) -> None:
    n = n_players(state)
    for seat in range(n):
        p = player(state, seat)
        p.update(dice=roll(state, 4), placed=0, ale=False)
        log(state, Say(f"{who(state, seat)} rolls {faces(dice(p['dice']))}.", "tavern-ev-rolls",
                       who=who(state, seat), dice=dice(p["dice"])), seat, reveals=True)
    state["wdie"] = None
    state["passed"] = []
    secret_room.start_of_round(state)
    if not solo(state):
        state["wdie"] = roll(state, 1)[0]
        holder = who(state, state["white"])
        log(state, Say(f"{holder} rolls the white die: {state['wdie']}.", "tavern-ev-white-roll",
                       who=holder, value=state["wdie"]), state["white"], reveals=True)
    else:
        automaton(state)
    clock = Say(CLOCK[state["round"] - 1], f"tavern-clock-{state['round']}")
    log(state, Say(f"Round {state['round']} begins ({clock}).", "tavern-ev-round",
                   round=state["round"], clock=clock))
    begin_turn(state, state["first"])


def automaton(state: State) -> None:
    """Solo: the automaton's dice each block a whole zone for the round."""
    # The purple die joins only once the Secret Room is open: before, it has nothing to block.
    names = DIE_NAMES + (("purple",) if secret_cards.active(state) else ())
    values = roll(state, len(names))
    state["auto_dice"] = dict(zip(names, values, strict=True))
    slot = values[0] - 1
    if slot == player(state, 0)["meeple"]:
        slot = slot - 1 if slot % 3 == 2 else slot + 1  # right, or left from the right edge
    state["blocked_mess"] = slot
    state["blocked"] = [CELLAR_ZONES[values[1] - 1], KITCHEN_ZONES[values[2] - 1],
                        CHORE_ZONES[values[3] - 1], RED_ZONES[values[4] - 1]]
    if len(values) > len(DIE_NAMES):
        secret_room.purple(state, values[-1])
    names = listing(zone_of(state, z).name for z in state["blocked"])
    log(state, Say(f"The automaton rolls {faces(dice(values))}: it blocks Mess slot {slot + 1} "
                   f"and the zones {quoted_each(str(names))}.",
                   "tavern-ev-automaton", dice=dice(values), slot=slot + 1, zones=names),
        reveals=True)
    if values[4] == 6:
        worsen(state, 0, 1)


def begin_turn(state: State, seat: int) -> None:
    state["turn"] = seat
    # A turn begun without an order must start by taking one (rulebook p.8).
    state["tf"] = {"placed": 0, "sand": False, "must": can_take(state, seat)}


def end_turn(state: State, *, light: bool = False) -> bool:
    """The turn passes on, or the round ends. With ``light``, ``state`` is a copy that
    shares all but plain values, the stack and ``tf`` with the state before the move
    (engine.py): ``passed`` is rebound instead of changed, and when the round would end
    nothing more is done and the answer is False (the long way round does it)."""
    n, seat = n_players(state), state["turn"]
    # A seat that ends a turn without placing declines what it may place by choice
    # (Keishara's power, Modifier tokens) until it places again: without this the round
    # went round for ever while such a seat kept pressing "End turn".
    if light:
        if "passed" not in state:  # a game saved before "passed" existed
            return False
        passed = state["passed"] = state["passed"].copy()
    else:
        passed = state.setdefault("passed", [])
    if state["tf"]["placed"]:
        if seat in passed:
            passed.remove(seat)
    elif seat not in passed:
        passed.append(seat)
    if not any(still_placing(state, s) for s in range(n)):
        if light:
            return False
        end_round(state)
    else:
        begin_turn(state, (seat + 1) % n)
    return True


def still_placing(state: State, seat: int) -> bool:
    """« jusqu'à ce que tous les joueurs aient placé leurs dés ou ne puissent plus les
    placer »: a seat that must place, or may (Keishara on an occupied slot, Modifier
    tokens) and has not declined it by ending a turn without placing."""
    return can_place(state, seat) or (seat not in state.get("passed", ())
                                      and may_place_by_choice(state, seat))


def end_round(state: State) -> None:
    """The rulebook's end-of-round steps, in its order."""
    state["round"] += 1
    last = state["round"] > ROUNDS
    log(state, Say("The round ends.", "tavern-ev-round-ends") if not last
        else Say("The last round ends.", "tavern-ev-last-round-ends"))
    if not last or state["options"]["end_steps_after_last_round"]:
        for seat in range(n_players(state)):
            if player(state, seat)["order"] is not None:
                worsen(state, seat, 1)
        forget_orders(state)
    secret_room.end_of_round(state)
    for seat in range(n_players(state)):
        player(state, seat).update(dice=[], placed=0)
    state["zones"] = {}
    state["dice_on"] = {}
    state["wdie"] = None
    if solo(state):
        slot = state["blocked_mess"]
        if slot is not None and state["mess"][slot]:
            state["order_discard"].append(state["mess"][slot])
            log(state, Say(f"The automaton sends away the order in Mess slot {slot + 1}.",
                           "tavern-ev-automaton-sends", slot=slot + 1))
            refill(state, slot)
        state["blocked"], state["blocked_mess"] = [], None
    else:
        pass_white_die(state)
    if last:
        state["round"] = ROUNDS
        state["over"] = True
        log(state, Say("The night is over: final scoring.", "tavern-ev-night-over"))
        return
    start_round(state)


def pass_white_die(state: State) -> None:
    n, first = n_players(state), state["first"]
    if state["bracelet"] is not None:
        state["white"], state["bracelet"] = state["bracelet"], None
    else:
        # Fewest VP; a tie goes to the tied player farthest clockwise from the first player.
        state["white"] = min(range(n), key=lambda s: (player(state, s)["vp"],
                                                      -((s - first) % n)))
    log(state, Say(f"{who(state, state['white'])} takes the white die.", "tavern-ev-white-takes",
                   who=who(state, state["white"])), state["white"])
