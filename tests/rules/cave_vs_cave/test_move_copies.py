"""A move copies only what it changes (``engine.move_copy``): the board, the other player,
and the mover's player when the move leaves it alone (``moves.keeps_player``) stay shared
with the state before the move. No state a game passed through may ever change
afterwards, whatever was chosen after it."""

from __future__ import annotations

import json

import pytest

from rules.cave_vs_cave import ENGINE
from rules.core import Rng, State
from rules.core.playout import random_game


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("convert_often", [False, True])
def test_no_state_of_a_game_changes_after_it_was_left(players: int,
                                                      convert_often: bool) -> None:
    for seed in range(12):
        seen: list[tuple[State, str]] = []
        state = ENGINE.new_game(players, seed)
        chooser = Rng(seed * 3 + players)
        while not ENGINE.is_over(state):
            assert len(seen) < 5000, "the game does not end"
            decision = chooser.choice(ENGINE.pending(state))
            ids = [o.id for o in decision.options]
            # Opening "Convert goods…" often reaches the conversions inside every menu.
            oid = "convert" if convert_often and "convert" in ids and chooser.below(2) \
                else chooser.choice(ids)
            seen.append((state, json.dumps(state, sort_keys=True)))
            state = ENGINE.apply(state, decision.seat, oid)
        changed = [i for i, (old, text) in enumerate(seen)
                   if json.dumps(old, sort_keys=True) != text]
        assert not changed, f"seed {seed}: states changed after their move: {changed[:5]}"


def test_a_move_that_keeps_the_player_shares_it_and_others_copy_it() -> None:
    shared = copied = 0

    def on_move(before: State, seat: int, option_id: str, after: State) -> None:
        nonlocal shared, copied
        if after["players"][seat] is before["players"][seat]:
            shared += 1
        else:
            copied += 1
        for other, pl in enumerate(after["players"]):
            if other != seat:
                assert pl is before["players"][other]

    random_game(ENGINE, 2, 4, on_move=on_move)
    assert shared > 50 and copied > 20
