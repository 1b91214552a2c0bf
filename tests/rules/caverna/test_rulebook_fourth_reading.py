"""Issue 39: Caverna deviations of the fourth reading (seed 002), one scenario each."""

from __future__ import annotations

import pytest

from rules.caverna import ENGINE
from rules.caverna.data import SETUP

from .helpers import game, give, options, play, turn_of


# ----- 1. « Lors d'une partie de 5 à 7 joueurs, la case Action Petite extraction de pierre
# devient disponible. Elle fournit 1 pierre et une tuile double Grotte/Tunnel. »
@pytest.mark.parametrize("players", [5, 6, 7])
def test_small_scale_drift_mining_is_on_the_board_from_5_to_7_players(players: int) -> None:
    s = game(players)
    assert "small_scale_drift_mining" in s["spaces"]
    # One Drift mining only (the 4-7 players' one, 2 stone a round): the large board's
    # space is Small-scale drift mining, not a second Drift mining.
    drift = [sp for sp in s["spaces"] if sp.startswith("drift_mining")]
    assert drift == ["drift_mining_2"]
    assert SETUP["spaces_by_players"][str(players)].count("small_scale_drift_mining") == 1


@pytest.mark.parametrize("players", [6, 7])
def test_small_scale_drift_mining_gives_its_stone_with_the_tile_at_6_and_7(players: int
                                                                           ) -> None:
    s = game(players)
    seat = turn_of(s)
    give(s, seat, stone=0)
    assert s["spaces"]["small_scale_drift_mining"]["g"] == {}  # nothing accumulates
    assert "sp:small_scale_drift_mining" in options(s, seat)
    s = play(s, seat, "sp:small_scale_drift_mining")
    spot = next(o for o in options(s, seat) if o.startswith("at:"))
    s = play(s, seat, spot)
    p = s["players"][seat]
    assert p["res"]["stone"] == 1
    assert sorted(p["board"]["cells"][c] for c in spot.split(":")[1].split(".")) == [
        "cav", "tun"]


def test_the_reading_of_the_large_board_is_said() -> None:
    said = " ".join(ENGINE.readings)
    assert "Small-scale drift mining" in said and "6 and 7" in said
