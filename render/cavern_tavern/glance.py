"""Cavern Tavern at a glance: each tavern small, with its points, tracks and ingredients."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.cavern_tavern import from_view, glyphs
from render.cavern_tavern.player import (
    NASTY_SPACES,
    TRACK_MARKS,
    TRACK_NAMES,
    TRACK_SPACES,
    draw_player_board,
)
from render.cavern_tavern.turn import title
from render.common.glance import Fact, PlayerGlance, Track, thumbnail
from render.common.words import word

# The band's words: the game counts in VP (« PV » in its French rulebook).
BAND = ("pic-glance-band-cavern-tavern", "{name} · {points} VP")


def heading(view: Mapping[str, Any]) -> str:
    return title(from_view.tavern(view))


def players(view: Mapping[str, Any]) -> list[PlayerGlance]:
    tavern = from_view.tavern(view)
    found = []
    for seat in tavern.seats:
        # The tracks as the player board prints them: spaces, marks, the marker.
        tracks = tuple(Track(name, word(*TRACK_NAMES[name]), value,
                             max(NASTY_SPACES if name == "nasty" else TRACK_SPACES, value + 1),
                             frozenset(TRACK_MARKS[name]), bad=name == "nasty")
                       for name, value in (("nasty", seat.nasty), ("kitchen", seat.kitchen),
                                           ("chores", seat.chores)))
        ingredients = tuple(Fact(i.id, i.count, f"{i.name} {i.count}") for i in seat.resources)
        found.append(PlayerGlance(seat.seat, seat.name, seat.score, glyphs.seat_colour(seat.seat),
                                  glyphs.seat_ink(seat.seat), ingredients,
                                  thumbnail(draw_player_board(tavern, seat).image),
                                  tracks=tracks))
    return found
