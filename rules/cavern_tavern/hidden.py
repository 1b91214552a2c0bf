"""What a seat cannot see in Cavern Tavern, redealt from a sample (for the computer player).

Hidden from ``seat``: the other seats' item hands and secret objectives, the order of the
order, item and Nasty-says decks, the Secret Room deck and Secret Pile, and the future dice
(the engine's generator). Discard piles, served orders and Nasty-says cards held are played
face up. ``redeal`` replaces the hidden part with a sample drawn from ``rng``; every unseen
pool is put in sorted order before it is shuffled, so the sample depends only on what
``seat`` can know.
"""

from __future__ import annotations

from rules.cavern_tavern.decks import by_id
from rules.core import Rng, State, copy_state


def redeal(state: State, seat: int, rng: Rng) -> State:
    """A copy of ``state`` where everything ``seat`` cannot see is a sample from ``rng``."""
    world = copy_state(state)
    others = [s for s in range(world["num_players"]) if s != seat]
    players = world["players"]
    # Items: the other hands and the deck are one unseen pool; hand sizes are public.
    pool = sorted(world["item_deck"] + [c for s in others for c in players[s]["items"]])
    rng.shuffle(pool)
    for s in others:
        k = len(players[s]["items"])
        players[s]["items"], pool = pool[:k], pool[k:]
    world["item_deck"] = pool
    # Secret objectives: the others' come from every objective but the seat's own.
    if any(players[s]["objective"] for s in others):
        own = players[seat]["objective"]
        unseen = sorted(o for o in by_id("objectives") if o != own)
        rng.shuffle(unseen)
        for s in others:
            if players[s]["objective"]:
                players[s]["objective"] = unseen.pop()
    for deck in ("order_deck", "says_deck"):
        world[deck] = sorted(world[deck])
        rng.shuffle(world[deck])
    sr = world.get("sr")
    if sr:
        for pile in ("deck", "pile"):
            sr[pile] = sorted(sr[pile])
            rng.shuffle(sr[pile])
    world["rng"] = rng.below(1 << 62)
    world["seed"] = 0
    return world
