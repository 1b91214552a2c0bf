"""Where the search judges a Cavern Tavern turn (rules/ai/turns.py)."""

from __future__ import annotations

import rules
from rules.ai.turns import TURN_OVER
from rules.core import Rng, State

KEY = "cavern-tavern"


def _multi_die_placement(seed: int) -> tuple[State, int, str]:
    """A position where the seat to move may place two or more dice on one zone."""
    engine = rules.get_engine(KEY)
    state = engine.new_game(2, seed)
    rng = Rng(seed)
    for _ in range(400):
        decision = rng.choice(engine.pending(state))
        many = [o.id for o in decision.options if o.id.startswith("d:") and "+" in o.id]
        if many and state["stack"]:
            return state, decision.seat, many[0]
        state = engine.apply(state, decision.seat, rng.choice(decision.options).id)
    raise AssertionError("no placement of several dice met")


def test_a_placement_of_several_dice_does_not_end_the_judged_turn() -> None:
    # It did (issue 30): the turn's mark counted dice, so placing three dice on Make Lunch
    # ended the turn before its rewards (the first-player marker, VP), its Talk to Nasty
    # target or the order served after it were judged.
    engine = rules.get_engine(KEY)
    checked = 0
    for seed in range(3):
        start, seat, dice = _multi_die_placement(seed)
        after = engine.apply(start, seat, dice)
        mine = [d for d in engine.pending(after) if d.seat == seat]
        if not mine or engine.is_over(after) or after["turn"] != seat:
            continue
        assert not TURN_OVER[KEY](start, after, seat), (seed, dice)
        checked += 1
    assert checked
