"""Caverna food before family (issue 38, item 1): whole games where no hard seat begs.

« Feeding: 2 food per dwarf, 1 for a dwarf born this round. Convert goods at any time. Each
missing food = 1 begging marker (-3 points, never removed). You cannot abandon dwarfs. »
(reference caverna.md, harvest). Before the food plan (``rules/ai/caverna_food.py``), 79 of
80 hard seats begged in four-player games against easy seats, 40.6 points each on average.
"""

from __future__ import annotations

import pytest

from tests.rules.ai.helpers import play
from tests.sizes import env_int

# Four-player games, two hard seats and two easy ones (about 6 CPU-seconds each).
SEEDS = env_int("CAVERNA_FED_SEEDS", 1)


@pytest.mark.parametrize("seed", range(SEEDS))
def test_no_hard_seat_begs_in_a_four_player_game(seed: int) -> None:
    sides = ["hard", "easy", "hard", "easy"] if seed % 2 == 0 else [
        "easy", "hard", "easy", "hard"]
    state = play("caverna", sides, seed)
    hard = [s for s, side in enumerate(sides) if side == "hard"]
    begging = {s: state["players"][s]["begging"] for s in hard}
    assert not any(begging.values()), begging
    # And food first is not no family: every hard seat still grew.
    assert all(len(state["players"][s]["dwarfs"]) > 2 for s in hard)
