"""Cavern Tavern pictures: the tavern board and each player's board, from the public view.

Every function takes ``say``, the reader's language (``str``: English; see
``render.common.words``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.cavern_tavern import from_view, glyphs, turn
from render.cavern_tavern.player import draw_player_board
from render.cavern_tavern.tavern import draw_tavern
from render.common.canvas import LoggedCanvas
from render.common.words import Localiser, speaking

# The seats' printed colours (black, yellow, blue...), for the pictures all games share.
seat_colour = glyphs.seat_colour


def shared_canvas(view: Mapping[str, Any], *, say: Localiser = str) -> LoggedCanvas:
    with speaking(say):
        return draw_tavern(from_view.tavern(view))


def draw_shared(view: Mapping[str, Any], *, say: Localiser = str) -> bytes:
    return shared_canvas(view, say=say).png()


def player_canvas(view: Mapping[str, Any], seat: int, *, say: Localiser = str
                  ) -> LoggedCanvas:
    with speaking(say):
        tavern = from_view.tavern(view)
        if not 0 <= seat < len(tavern.seats):
            raise ValueError(f"seat {seat} is not in this game ({len(tavern.seats)} players)")
        return draw_player_board(tavern, tavern.seats[seat])


def draw_player(view: Mapping[str, Any], seat: int, *, say: Localiser = str) -> bytes:
    return player_canvas(view, seat, say=say).png()


def turn_canvas(view: Mapping[str, Any], *, say: Localiser = str) -> LoggedCanvas:
    with speaking(say):
        return turn.turn_canvas(view)


def draw_turn(view: Mapping[str, Any], *, say: Localiser = str) -> bytes:
    """The compact picture for the turn, readable at phone width (issue 12)."""
    return turn_canvas(view, say=say).png()
