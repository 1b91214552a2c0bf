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


@pytest.mark.parametrize("players", [1, 2, 4])
def test_all_of_automatic_leaves_at_once_plays_as_step_by_step(
        players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """flow._carry_out_all (an "all" of take, gain, bonus... carried out without a
    frame) against step walking the node's frame: every move of a random game, made
    both ways from the same state, leaves the same state (events included)."""
    carried = 0

    def on_move(before: State, seat: int, option_id: str, after: State) -> None:
        nonlocal carried
        with monkeypatch.context() as step_by_step:
            step_by_step.setattr(flow, "all_automatic", lambda space, path: False)
            assert ENGINE.apply(before, seat, option_id) == after, (seat, option_id)
        spaces = {e.get("space") for e in after["events"]}
        carried += any(flow.all_automatic(sp, ()) for sp in spaces if sp)

    for seed in range(SEEDS + 1):
        random_game(ENGINE, players, 310 + seed, on_move=on_move)
    assert carried > 5, "too few automatic spaces reached to test anything"


def test_all_of_automatic_leaves_stops_where_step_stops_for_animals(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A leaf of such an "all" that leaves animals without room opens the eat-or-release
    decision: the node's frame waits under it as step leaves it, and the game goes on
    alike both ways (the data's automatic spaces give no animals: a herd too big is
    made up here)."""
    compared = 0

    def on_move(before: State, seat: int, option_id: str, after: State) -> None:
        nonlocal compared
        if not option_id.startswith("sp:") or not flow.all_automatic(option_id[3:], ()):
            return
        crowded = ENGINE.copy_for_move(before)
        crowded["players"][seat]["res"]["sheep"] += 30
        fast = ENGINE.apply(crowded, seat, option_id)
        with monkeypatch.context() as step_by_step:
            step_by_step.setattr(flow, "all_automatic", lambda space, path: False)
            slow = ENGINE.apply(crowded, seat, option_id)
        assert fast == slow, option_id
        assert fast["players"][seat]["stack"][-1]["k"] == "overflow"
        # Eating the sheep one by one, then the rest of the space, alike both ways.
        while fast["players"][seat]["stack"] and fast["players"][seat]["stack"][-1]["k"] == (
                "overflow"):
            fast = ENGINE.apply(fast, seat, "f:sheep")
            slow = ENGINE.apply(slow, seat, "f:sheep")
            assert fast == slow
        compared += 1

    random_game(ENGINE, 2, 320, on_move=on_move)
    assert compared > 5
