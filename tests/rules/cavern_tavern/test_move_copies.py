"""A move copies only what it changes: a move that only opens or leaves a step
(``engine.stack_only``) shares everything but the step stack with the state before it; one
that changes only the mover's player, the supply and the dice on zones (``mover_only``:
placing on most zones, taking an ingredient) shares the other players, the decks and the
Mess. Every move gives the same state as the long way round (a whole copy, ``perform``),
and no state a game passed through may ever change afterwards, whatever was chosen after."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules.cavern_tavern import ENGINE
from rules.cavern_tavern.copying import copy_for_move
from rules.cavern_tavern.engine import mover_only, stack_only
from rules.core import Rng, State
from tests.sizes import env_int

# Games per case (CI 3): every option of every state of each is played.
SEEDS = range(env_int("CT_MOVE_COPY_SEEDS", 1))
CASES = [(1, {"solo_mode": "story"}), (1, {"secret_room": True}), (2, {}),
         (2, {"secret_room": True}), (4, {}), (6, {"secret_room": True})]


def _games(players: int, options: dict[str, Any], seeds: range, end_first: bool):
    """Each game's states and moves, in order (a chooser that may press "End turn"
    whenever offered reaches the turn's end from every menu)."""
    for seed in seeds:
        state = ENGINE.new_game(players, seed, options)
        chooser = Rng(seed * 3 + players)
        moves: list[tuple[State, int, str]] = []
        while not ENGINE.is_over(state):
            assert len(moves) < 20_000, "the game does not end"
            decision = chooser.choice(ENGINE.pending(state))
            ids = [o.id for o in decision.options]
            oid = "end" if end_first and "end" in ids else chooser.choice(ids)
            moves.append((state, decision.seat, oid))
            state = ENGINE.apply(state, decision.seat, oid)
        yield moves


def _long_way(state: State, seat: int, oid: str) -> State:
    new = copy_for_move(state)
    ENGINE.perform(new, seat, oid)
    new["move_count"] += 1
    return new


@pytest.mark.parametrize(("players", "options"), CASES)
@pytest.mark.parametrize("end_first", [False, True])
def test_no_state_of_a_game_changes_after_it_was_left(players: int, options: dict[str, Any],
                                                      end_first: bool) -> None:
    for moves in _games(players, options, SEEDS, end_first):
        seen = [(state, json.dumps(state)) for state, _, _ in moves]
        for state, _, _ in moves:  # every option of every state, not only the one chosen
            for decision in ENGINE.pending(state):
                for option in decision.options:
                    ENGINE.play(state, decision.seat, option.id)
        changed = [i for i, (old, text) in enumerate(seen) if json.dumps(old) != text]
        assert not changed, f"states changed after their move: {changed[:5]}"


@pytest.mark.parametrize(("players", "options"), CASES)
def test_every_move_gives_what_the_long_way_gives(players: int,
                                                  options: dict[str, Any]) -> None:
    shared = mover = 0
    for moves in _games(players, options, SEEDS, False):
        for state, _, _ in moves:
            for decision in ENGINE.pending(state):
                for option in decision.options:
                    new = ENGINE.play(state, decision.seat, option.id)
                    # The same keys in the same order, the same values.
                    assert json.dumps(new) == json.dumps(
                        _long_way(state, decision.seat, option.id)), option.id
                    if stack_only(state, option.id):
                        assert new["stack"] is not state["stack"]
                        shared += new["players"] is state["players"]
                    elif mover_only(state, option.id) is not None:
                        seat = mover_only(state, option.id)
                        mover += all(p is state["players"][s] or s == seat
                                     for s, p in enumerate(new["players"]))
                        mover += new["order_deck"] is state["order_deck"]
    assert shared > 100
    assert mover > 100
