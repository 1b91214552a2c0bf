"""A move copies only what it changes (rules/caverna/copying.py): the other players, the
action spaces' entries and the mover's home board stay shared with the state before the
move until they change. No state a game passed through may ever change afterwards, and
the full copy (copy_for_move) shares nothing that changes."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules.caverna import ENGINE, convert
from rules.caverna.copying import SHARED
from rules.caverna.data import FARM_ANIMALS, FURNISHINGS, SETUP
from rules.core import IllegalMove, Rng, State
from rules.core.playout import random_game


def _containers(value: Any) -> list[int]:
    """The ids of every dict and list inside ``value``, itself included."""
    if isinstance(value, dict):
        return [id(value), *(i for v in value.values() for i in _containers(v))]
    if isinstance(value, list):
        return [id(value), *(i for v in value for i in _containers(v))]
    return []


@pytest.mark.parametrize("players", [1, 2, 4])
def test_no_state_of_a_game_changes_after_it_was_left(players: int) -> None:
    seen: list[tuple[State, str]] = []
    state = ENGINE.new_game(players, 7 + players)
    chooser = Rng(players)
    while not ENGINE.is_over(state):
        assert len(seen) < 5000, "the game does not end"
        decision = chooser.choice(ENGINE.pending(state))
        option = chooser.choice(decision.options)
        seen.append((state, json.dumps(state)))
        state = ENGINE.apply(state, decision.seat, option.id)
    changed = [i for i, (old, text) in enumerate(seen) if json.dumps(old) != text]
    assert not changed, f"states changed after their move: {changed[:5]}"


def test_the_full_copy_shares_only_the_setup_parts() -> None:
    def on_move(before: State, seat: int, option_id: str, after: State) -> None:
        copy = ENGINE.copy_for_move(after)
        assert copy == after
        for key, value in after.items():
            if key not in SHARED:
                assert not set(_containers(value)) & set(_containers(copy[key])), key

    random_game(ENGINE, 3, 5, on_move=on_move)


def _conversion_ids(state: State, seat: int) -> set[str]:
    """Every conversion id the convert menu could hold, listed or not."""
    goods = [*SETUP["food_values"], *SETUP["ruby_buys"], "cattle", "donkey2"]
    ids = {f"f:{g}" for g in goods} | {f"r:{g}" for g in goods} | {"gold", "f:gold", "back"}
    ids |= {f"x:{a}" for a in FARM_ANIMALS} | {f"rt:{t}" for t in SETUP["ruby_tiles"]}
    ids |= {f"w:{i}" for i in range(len(state["players"][seat]["dwarfs"]))}
    ids |= {f"t:{t}.{i}" for t in FURNISHINGS for i in range(3)}
    return ids


@pytest.mark.parametrize("players", [1, 3])
def test_a_conversion_is_accepted_exactly_when_listed(players: int) -> None:
    checked = 0

    def on_move(before: State, seat: int, option_id: str, after: State) -> None:
        nonlocal checked
        for decision in ENGINE.pending(before):
            if before["players"][decision.seat]["stack"][-1]["k"] != "convert":
                continue
            listed = {o.id for o in decision.options}
            for candidate in listed | _conversion_ids(before, decision.seat):
                assert convert.offers(before, decision.seat, candidate) == (
                    candidate in listed), candidate
                try:
                    ENGINE.check_move(before, decision.seat, candidate)
                    accepted = True
                except IllegalMove:
                    accepted = False
                assert accepted == (candidate in listed), candidate
                checked += 1

    for seed in (21, 22):
        random_game(ENGINE, players, seed, on_move=on_move)
    assert checked > 100
