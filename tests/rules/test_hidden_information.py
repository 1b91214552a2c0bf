"""Issue 13 (item 11): what everyone sees never depends on hidden facts.

For random states of every game, the hidden information is reshuffled (face-down rooms and
tiles, future round cards and harvest markers, item hands, objectives, deck orders) and
the public view and the public parts of ``pending()`` (who decides, the prompt, whether it
is private, and the options of a public decision) must not change. A public option or
``to_act`` that did change would let the table infer a hidden card.
``CAVERN_HIDDEN_SEEDS`` raises the number of games per player count (default 1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import rules
from rules.caverna.data import CARDS, SETUP
from rules.core import Rng, State, copy_state
from rules.core.playout import random_game
from tests.rules.cave_vs_cave.test_properties import _hide_swap
from tests.sizes import env_int

SEEDS = env_int("CAVERN_HIDDEN_SEEDS", 1)
EVERY = 5  # check one state in this many


def _caverna(state: State, rng: Rng) -> State:
    """Future round cards swapped within their stage, future harvest markers shuffled."""
    other = copy_state(state)
    fixed = set(SETUP["fixed_cards"].values())
    future = [r for r in other["rounds"] if r > other["round"]]
    by_stage: dict[int, list[str]] = {}
    for r in future:
        card = other["cards"][str(r)]
        if card not in fixed and other["num_players"] > 1:
            by_stage.setdefault(CARDS[card]["stage"], []).append(str(r))
    for slots in by_stage.values():
        cards = rng.shuffled([other["cards"][r] for r in slots])
        other["cards"].update(zip(slots, cards, strict=True))
    later = [str(r) for r in future if str(r) in other["markers"]]
    marks = rng.shuffled([other["markers"][r] for r in later])
    other["markers"].update(zip(later, marks, strict=True))
    return other


def _tavern(state: State, rng: Rng) -> State:
    """Item hands re-dealt from hands and deck (each hand keeps its size), objectives
    swapped between seats, deck orders shuffled."""
    other = copy_state(state)
    players = other["players"]
    pool = rng.shuffled([c for p in players for c in p["items"]] + other["item_deck"])
    for p in players:
        p["items"], pool = pool[:len(p["items"])], pool[len(p["items"]):]
    other["item_deck"] = pool
    goals = rng.shuffled([p["objective"] for p in players])
    for p, goal in zip(players, goals, strict=True):
        p["objective"] = goal
    for deck in ("says_deck", "order_deck"):
        other[deck] = rng.shuffled(other[deck])
    return other


def _cave_vs_cave(state: State, rng: Rng) -> State:
    return _hide_swap(state)


SCRAMBLERS: dict[str, Callable[[State, Rng], State]] = {
    "cave-vs-cave": _cave_vs_cave, "caverna": _caverna, "cavern-tavern": _tavern}


def _public(engine: Any, state: State) -> list[tuple[Any, ...]]:
    return [(d.seat, d.prompt, d.private, () if d.private else d.options)
            for d in engine.pending(state)]


CASES = [pytest.param(key, n, id=f"{key}-{n}p")
         for key in sorted(rules.GAMES)
         for n in sorted({rules.get_engine(key).min_players, 2,
                          rules.get_engine(key).max_players})]


@pytest.mark.parametrize(("key", "players"), CASES)
def test_public_view_and_decisions_ignore_hidden_facts(key: str, players: int) -> None:
    engine = rules.get_engine(key)
    scramble = SCRAMBLERS[key]
    checked = 0
    rng = Rng(1)
    for seed in range(SEEDS):
        count = 0

        def check(before: State, seat: int, option_id: str, after: State) -> None:
            nonlocal count, checked
            count += 1
            if count % EVERY or engine.is_over(after):
                return
            other = scramble(after, rng)
            assert engine.view(other, None) == engine.view(after, None)
            assert _public(engine, other) == _public(engine, after), option_id
            checked += 1

        random_game(engine, players, seed, on_move=check)
    assert checked > 5
