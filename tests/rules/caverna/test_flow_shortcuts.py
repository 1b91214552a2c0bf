"""The flow walker's shortcuts answer what the full listing answers (rules/caverna/flow.py).

``has_eligible`` stops at the first usable child and ``is_eligible`` tests one child, where
``eligible`` tests them all; the move check of a node's child uses ``is_eligible``, the
"nothing left to choose" tests use ``has_eligible``. Along random games at several player
counts, at every node frame on top of a stack, each shortcut must agree with ``eligible``
for every child and for indices past the last one. A shortcut that drifted from the listing
would accept a move no menu showed, or close an action that still offered something.
"""

from __future__ import annotations

import pytest

from rules.caverna import ENGINE, flow
from rules.caverna.data import combinator, node_at
from rules.core import State
from rules.core.playout import random_game
from tests.sizes import env_int

SEEDS = env_int("CAVERNA_SEEDS", 1)


@pytest.mark.parametrize("players", [1, 3, 5])
def test_node_shortcuts_agree_with_the_listing(players: int) -> None:
    checked = 0

    def on_move(before: State, seat: int, option_id: str, after: State) -> None:
        nonlocal checked
        for s, player in enumerate(after["players"]):
            if not player["stack"] or player["stack"][-1]["k"] != "node":
                continue
            frame = player["stack"][-1]
            listed = flow.eligible(after, s, frame)
            assert flow.has_eligible(after, s, frame) == bool(listed)
            node = node_at(frame["sp"], tuple(frame["p"]))
            children = len(node[combinator(node)])
            for child in range(children + 2):
                assert flow.is_eligible(after, s, frame, child) == (child in listed), (
                    frame, child, listed)
            checked += 1

    for seed in range(SEEDS):
        random_game(ENGINE, players, 300 + seed, on_move=on_move)
    assert checked > 20, "too few node frames reached to test anything"
