"""The engine's cheap move check agrees with the listed options, with the core's sentences."""

from __future__ import annotations

import pytest

from rules.cavern_tavern import ENGINE
from rules.cavern_tavern.turn import main_allows, main_options
from rules.core import IllegalMove, State
from rules.core.base import NOT_YOUR_TURN, not_an_option
from rules.core.playout import random_game

CANDIDATES = ["place", "end", "serve", "drink", "order", "item", "mod", "drinks", "go",
              "bogus", *[f"{k}:{n}" for k in ("take", "blind") for n in range(1, 7)]]


@pytest.mark.parametrize(("players", "options"), [(1, {}), (3, {"secret_room": True}),
                                                  (5, {})])
def test_main_allows_matches_main_options(players: int, options: dict) -> None:
    checked = 0

    def on_move(before: State, seat: int, oid: str, after: State) -> None:
        nonlocal checked
        if after["stack"] or after["start"] is not None or after.get("char_pick") \
                or ENGINE.is_over(after):
            return
        listed = {o.id for o in main_options(after, after["turn"])}
        for cand in CANDIDATES:
            assert main_allows(after, after["turn"], cand) == (cand in listed), cand
        checked += 1
    random_game(ENGINE, players, 3, options, on_move=on_move)
    assert checked > 50


def test_refusals_use_the_core_sentences_and_change_nothing() -> None:
    state, _ = random_game(ENGINE, 3, 1, max_moves=20_000)
    with pytest.raises(IllegalMove, match="over"):
        ENGINE.apply(state, 0, "end")
    state = ENGINE.new_game(3, 2)
    picker = state["char_pick"][0]
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, (picker + 1) % 3, "c:wido")
    assert str(err.value) == NOT_YOUR_TURN
    while state.get("char_pick") or state["start"] is not None:
        d = ENGINE.pending(state)[0]
        state = ENGINE.apply(state, d.seat, d.options[0].id)
    turn = state["turn"]
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, (turn + 1) % 3, "place")
    assert str(err.value) == NOT_YOUR_TURN
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, turn, "serve")
    assert str(err.value) == not_an_option("serve")
