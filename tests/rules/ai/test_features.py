"""How the computer player judges a position: the per-game features (rules/ai/features.py)."""

from __future__ import annotations

import rules
from rules.ai.features import FEATURES
from rules.cavern_tavern.board import ROUNDS


def test_tavern_summons_ahead_only_while_nasty_can_still_summon() -> None:
    # One step down from space 2 reaches 3, a summons (rulebook p.15) in rounds 1-9 only:
    # during round 10 nobody is summoned, so the feature must not weigh one there.
    state = rules.get_engine("cavern-tavern").new_game(2, 8000)
    seat = 0
    state["players"][seat].update(nasty=2, seen=[])
    state["round"] = ROUNDS - 1
    assert FEATURES["cavern-tavern"](state, seat)["nasty_summons"] == 1.0
    state["round"] = ROUNDS
    assert FEATURES["cavern-tavern"](state, seat)["nasty_summons"] == 0.0
    # A space already stopped on does not summon twice.
    state["round"] = 1
    state["players"][seat]["seen"] = [3]
    assert FEATURES["cavern-tavern"](state, seat)["nasty_summons"] == 0.0
