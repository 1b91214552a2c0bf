"""Long choices become two steps so that no decision lists more than 25 options."""

from __future__ import annotations

import pytest

from rules.caverna import ENGINE
from rules.caverna.data import FURNISHINGS
from rules.core import IllegalMove

from .helpers import add_space, game, give, options, play, turn_of


def test_furnishing_from_many_tiles_asks_the_colour_first() -> None:
    s = game(3)
    seat = turn_of(s)
    give(s, seat, wood=20, stone=20, ore=20, gold=20, food=20, grain=5, vegetable=5)
    s = play(s, seat, "sp:housework", "c:1")
    cats = options(s, seat)
    assert [o for o in cats if o != "cv"] == ["cat:orange", "cat:green", "cat:yellow"]
    s = play(s, seat, "cat:yellow")
    tiles = options(s, seat)
    assert len(tiles) <= 25 and "back" in tiles
    assert all(FURNISHINGS[t[2:]]["colour"] == "yellow" for t in tiles if t.startswith("t:"))
    with pytest.raises(IllegalMove):
        ENGINE.apply(s, seat, "t:carpenter")  # a green tile: not in this step's list
    s = play(s, seat, "back", "cat:green", "t:carpenter")
    player = s["players"][seat]
    assert "carpenter" in player["tiles"] and player["res"]["stone"] == 19


def test_few_affordable_tiles_are_listed_at_once() -> None:
    s = game(3)
    seat = turn_of(s)
    give(s, seat, wood=1, stone=1)
    s = play(s, seat, "sp:housework", "c:1")
    opts = options(s, seat)
    assert "t:carpenter" in opts and not any(o.startswith("cat:") for o in opts)


def test_many_twin_tile_spots_ask_the_first_cell_first() -> None:
    s = game(3)
    seat = turn_of(s)
    # A lone tunnel in the far corner leaves 30 Cavern/Tunnel or Cavern/Cavern spots.
    s["players"][seat]["board"]["cells"]["r1c6"] = "tun"
    add_space(s, "excavation_1", stone=1)
    s = play(s, seat, "sp:excavation_1", "c:1")
    cells = [o for o in options(s, seat) if o != "cv"]
    assert cells and all(o.startswith("cell:") for o in cells) and len(cells) <= 24
    s = play(s, seat, "cell:r2c6")
    spots = options(s, seat)
    assert "back" in spots and len(spots) <= 25
    assert all(o.startswith("at:r2c6.") for o in spots if o.startswith("at:"))
    s = play(s, seat, "at:r2c6.r2c5:cav.tun")
    cells_now = s["players"][seat]["board"]["cells"]
    assert cells_now["r2c6"] == "cav" and cells_now["r2c5"] == "tun"


def test_no_decision_in_random_games_lists_more_than_25_options() -> None:
    # Except dwarf placement: up to 34 spaces with 7 players. Splitting it would cost a
    # click on every turn, so the host pages that one list (DESIGN.md allows paging).
    from rules.core.playout import random_game

    for players in (1, 4, 7):
        _, moves = random_game(ENGINE, players, 3)
        replay = ENGINE.new_game(players, 3)
        for seat, option_id in moves:
            for d in ENGINE.pending(replay):
                if d.prompt != "Place a dwarf on an action space":
                    assert len(d.options) <= 25, d.prompt
            replay = ENGINE.apply(replay, seat, option_id)
