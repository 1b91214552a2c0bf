"""Issue 28: every game ends, whatever the seats choose.

The round lasts « jusqu'à ce que tous les joueurs aient placé leurs dés ou ne puissent
plus les placer »; optional ways to place (Keishara's power, Modifier tokens) once made it
last for ever when a seat kept pressing "End turn". These runs play whole games with
players who pass whenever they may (otherwise random), who always take the first or the
last option, or who play at random; each must end within a move cap, for every player
count, with and without the Secret Room (and solo, the automaton).

Sizes are small by default; raise them with CT_GAMES (seeds per player count and setting).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from rules.cavern_tavern import ENGINE
from rules.core import Decision, Rng, State
from rules.core.playout import PlayoutStuck, apply_offered
from tests.sizes import env_int

GAMES = env_int("CT_GAMES", 1)
# A 6-player game with the Secret Room takes about 1500 moves at random; a loop never ends.
MAX_MOVES = 6000
# What a seat presses to do no more: end its turn, or skip an optional choice.
PASSES = ("end", "skip")

Policy = Callable[[Decision, Rng], str]


def passer(decision: Decision, rng: Rng) -> str:
    """"End turn" (or Skip) whenever offered, otherwise anything but the optional ways
    to place (Keishara's power, Modifier tokens), which it always declines; it picks
    Keishara when characters are chosen (her power is the optional placing that looped)."""
    ids = [o.id for o in decision.options]
    if "c:keishara" in ids:
        return "c:keishara"
    for oid in PASSES:
        if oid in ids:
            return oid
    return rng.choice([i for i in ids if not i.endswith(":k") and i != "mod"] or ids)


def first(decision: Decision, rng: Rng) -> str:
    return decision.options[0].id


def last(decision: Decision, rng: Rng) -> str:
    """The last option that is not "Back" (a seat pressing Back for ever goes nowhere by
    its own choice; the engine is not at fault)."""
    ids = [o.id for o in decision.options if o.id != "back"] or ["back"]
    return ids[-1]


def uniform(decision: Decision, rng: Rng) -> str:
    return rng.choice(decision.options).id


def play_out(players: int, seed: int, options: dict[str, Any], policy: Policy) -> State:
    state = ENGINE.new_game(players, seed, options)
    rng = Rng(seed * 7919 + players)
    for _ in range(MAX_MOVES):
        if ENGINE.is_over(state):
            return state
        decisions = ENGINE.pending(state)
        assert decisions, "not over but nobody may act"
        decision = rng.choice(decisions)
        # The choice is on the decision's menu: apply need not list the menu again.
        state = apply_offered(ENGINE, state, decision.seat, policy(decision, rng))
    raise PlayoutStuck(f"{players} players, seed {seed}, {options}: round {state['round']}, "
                       f"still going after {MAX_MOVES} moves")


SETTINGS = [{"secret_room": False}, {"secret_room": True}]
POLICIES = [passer, first, last, uniform]
POLICY_IDS = ["passer", "first", "last", "random"]


@pytest.mark.parametrize("players", range(1, 7))
@pytest.mark.parametrize("options", SETTINGS, ids=["base", "secret-room"])
@pytest.mark.parametrize("policy", POLICIES, ids=POLICY_IDS)
def test_every_game_ends(players: int, options: dict[str, Any], policy: Policy) -> None:
    for seed in range(GAMES):
        state = play_out(players, seed, options, policy)
        assert state["round"] == 10 and ENGINE.pending(state) == []


@pytest.mark.parametrize("policy", POLICIES, ids=POLICY_IDS)
def test_every_solo_story_game_ends(policy: Policy) -> None:
    # The story mode's solo game, with the Secret Room (the automaton's purple die).
    for seed in range(GAMES):
        state = play_out(1, seed, {"secret_room": True, "solo_mode": "story"}, policy)
        assert state["round"] == 10 and ENGINE.pending(state) == []
