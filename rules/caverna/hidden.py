"""What a seat cannot see in Caverna, redealt from a sample (for the computer player).

Hidden from everyone: the round cards of the rounds not yet revealed (each stage keeps its
own cards) and the harvest markers of those rounds. Caverna has no private information.
``redeal`` replaces both with a sample drawn from ``rng``; the unseen pools are rebuilt
from the rules' data in sorted order, so the sample depends only on what is public.
"""

from __future__ import annotations

from collections import Counter

from rules.caverna.data import CARDS, SETUP
from rules.core import Rng, State


def _stage_cards(stage: int, players: int) -> list[str]:
    """The cards a stage deals from: the same filter as the setup (rounds.py)."""
    fixed = set(SETUP["fixed_cards"].values())
    flipped = {d["flips_to"] for d in CARDS.values() if d.get("flips_to")}
    return sorted(c for c, d in CARDS.items()
                  if d["stage"] == stage and c not in fixed and c not in flipped
                  and players >= d.get("min_players", 1))


def redeal(state: State, seat: int, rng: Rng) -> State:
    """A copy of ``state`` whose unrevealed round cards and harvest markers are a sample
    from ``rng`` (``seat`` unused: nothing in Caverna is private)."""
    world = dict(state)
    n = state["num_players"]
    done = state["round"]
    cards = dict(state["cards"])
    if n > 1:
        shown = {c for r, c in cards.items() if int(r) <= done}
        for stage, slots in SETUP["card_rounds"].items():
            unseen = [str(r) for r in slots if r > done and str(r) in cards]
            pool = [c for c in _stage_cards(int(stage), n) if c not in shown]
            rng.shuffle(pool)
            for r, card in zip(unseen, pool, strict=False):
                cards[r] = card
    world["cards"] = cards
    markers = dict(state["markers"])
    if markers:
        mix = SETUP["harvest_markers_two_players" if n == 2 else "harvest_markers"]
        left = Counter({colour: mix[colour] for colour in ("green", "red")})
        left.subtract(m for r, m in markers.items() if int(r) <= done)
        pool = sorted(left.elements())
        rng.shuffle(pool)
        unseen = sorted((r for r in markers if int(r) > done), key=int)
        for r, marker in zip(unseen, pool, strict=False):
            markers[r] = marker
    world["markers"] = markers
    world["rng"] = rng.below(1 << 62)
    world["seed"] = 0
    return world
