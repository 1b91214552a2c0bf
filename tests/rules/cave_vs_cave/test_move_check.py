"""The cheap move check (``menus.offers``) accepts exactly the ids the menus list."""

from __future__ import annotations

import pytest

from rules.cave_vs_cave import ENGINE
from rules.cave_vs_cave.menus import offers
from rules.core.rng import Rng

# Ids a menu may hold at one point and not at another: the conversion entries, the
# leaving entries, and every id listed earlier in the game.
ALWAYS = ("convert", "conv:emmer", "conv:flax", "conv:gold", "back", "stop", "done", "nope")


@pytest.mark.parametrize("players", [1, 2])
def test_offers_agrees_with_the_menus(players: int) -> None:
    checked = 0
    for seed in range(3):
        state = ENGINE.new_game(players, seed)
        chooser = Rng(seed + 99)
        seen: set[str] = set()
        while not ENGINE.is_over(state):
            listed = {o.id for d in ENGINE.pending(state) for o in d.options}
            for oid in sorted(listed | seen | set(ALWAYS)):
                assert offers(state, oid) == (oid in listed), (seed, oid, sorted(listed))
                checked += 1
            # Favour opening the convert menu, whose answers are checked one good at a time.
            pick = "convert" if "convert" in listed and chooser.below(2) else \
                chooser.choice(sorted(listed))
            state = ENGINE.apply(state, state["to_move"], pick)
            seen |= listed
    assert checked > 500
