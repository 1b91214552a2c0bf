"""Issue 12's Caverna defects, each on a real engine state: the round track with the
skipped round of small games, and the solo verdict at the end."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from render.__main__ import play_moves
from render.caverna import shared_canvas
from render.caverna.board_layout import board_layout
from render.common import palette as pal
from render.common.canvas import LoggedCanvas
from render.common.numbers import number
from rules.caverna import ENGINE


@lru_cache(maxsize=4)
def _view(players: int, seed: int, moves: int) -> dict[str, Any]:
    state, _ = play_moves(ENGINE, players, seed, moves)
    return ENGINE.view(state, None)


def _first_in_printed_round(players: int, seed: int, printed: int) -> dict[str, Any]:
    """The public view at the first move where round card ``printed`` is on the table
    (the engine counts the rounds played, one fewer after the skipped round 9)."""
    for moves in range(0, 600, 5):
        view = _view(players, seed, moves)
        if view["over"]:
            break
        if max(int(r) for r in view["round_cards"]) == printed:
            return view
    raise AssertionError(f"round card {printed} never came up")


def _texts(canvas: object) -> str:
    assert isinstance(canvas, LoggedCanvas)
    return "\n".join(canvas.texts)


def test_two_players_after_the_skipped_round_the_track_and_header_show_the_printed_round(
) -> None:
    # Issue 12: seed 3, 2 players — once round card 12 is revealed the picture said
    # "round 11" and highlighted round 11 (a harvest round). The first such position:
    view = _first_in_printed_round(2, 3, 12)
    assert max(int(r) for r in view["round_cards"]) == 12 and view["round"] == 11
    canvas = shared_canvas(view)
    assert "round 12" in _texts(canvas)
    assert "round 11 " not in _texts(canvas)
    slots = [r for r in range(1, 13) if r != 9]
    lay = board_layout(len(view["players"]), len(slots), len(view["spaces"]))
    image = canvas.image
    # The current round's slot has a thick ink frame; only round 12 may have it.
    framed = [r for r, area in zip(slots, lay.track, strict=True)
              if image.getpixel((area.x + 1, area.center[1])) == pal.INK
              and image.getpixel((area.x + 3, area.center[1])) == pal.INK]
    assert framed == [12]


def test_solo_end_says_the_verdict_not_the_highest_score() -> None:
    view = _view(1, 3, 400)
    assert view["over"] and view["solo_goal"] == 100
    text = _texts(shared_canvas(view))
    assert "Highest score" not in text
    score = view["players"][0]["score"]
    verdict = "reached" if view["solo_goal_reached"] else "missed"
    assert f"{number(score)} points" in text and f"goal of 100 {verdict}" in text


def test_the_home_board_names_its_columns_and_rows() -> None:
    # One convention in every game: column letters from the left edge across forest and
    # mountain, row numbers from the top ("B3").
    from render.caverna import player_canvas
    from render.common.coords import square_name

    canvas = player_canvas(_view(2, 3, 0), 0)
    assert isinstance(canvas, LoggedCanvas)
    assert {"A", "B", "C", "D", "E", "F", "1", "2", "3", "4"} <= set(canvas.texts)
    assert square_name(2, 1) == "B3" and square_name(0, 5) == "F1"


def test_solo_pictures_speak_of_no_starting_player() -> None:
    from render.caverna import player_canvas, turn_canvas

    view = _view(1, 3, 40)
    drawn = _texts(shared_canvas(view)) + _texts(player_canvas(view, 0))
    drawn += _texts(turn_canvas(view))
    assert "starting player:" not in drawn and "★ starting player" not in drawn


def test_the_turn_picture_names_the_printed_round_and_its_harvest() -> None:
    from render.caverna import turn_canvas

    view = _first_in_printed_round(2, 3, 12)
    drawn = _texts(turn_canvas(view))
    assert "round 12 (11th of 11)" in drawn
    assert view["harvests"]["12"] == "skip_field_or_breeding"
    assert "End of round: skip field or breeding" in drawn
