"""Cavern Tavern at a glance: each tavern small, with its points, tracks and ingredients."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.cavern_tavern import from_view, glyphs
from render.cavern_tavern.player import draw_player_board
from render.cavern_tavern.turn import title
from render.common.glance import Fact, PlayerGlance, thumbnail
from render.common.words import word


def heading(view: Mapping[str, Any]) -> str:
    return title(from_view.tavern(view))


def players(view: Mapping[str, Any]) -> list[PlayerGlance]:
    tavern = from_view.tavern(view)
    found = []
    for seat in tavern.seats:
        tracks = (Fact("nasty", seat.nasty, word("pic-glance-nasty", "Nasty {n}", n=seat.nasty)),
                  Fact("kitchen", seat.kitchen,
                       word("pic-glance-kitchen", "Kitchen {n}", n=seat.kitchen)),
                  Fact("chores", seat.chores,
                       word("pic-glance-chores", "Chores {n}", n=seat.chores)))
        ingredients = tuple(Fact(i.id, i.count, f"{i.name} {i.count}") for i in seat.resources)
        found.append(PlayerGlance(seat.seat, seat.name, seat.score, glyphs.seat_colour(seat.seat),
                                  glyphs.seat_ink(seat.seat), tracks + ingredients,
                                  thumbnail(draw_player_board(tavern, seat).image)))
    return found
