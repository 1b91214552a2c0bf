"""Issue 12: dice placed on a zone (4-6 players) stay in the rows kept for them, under
the zone's words ("Fruit 5 · Herbs 6 left" was covered), however crowded the zone."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from render.__main__ import play_moves
from render.cavern_tavern import from_view
from render.cavern_tavern.model import Zone
from render.cavern_tavern.tavern import _in_room as in_room
from render.cavern_tavern.tavern import _rooms as rooms
from render.cavern_tavern.tavern_layout import tavern_layout
from render.cavern_tavern.zones import detail_box, slot_pieces, slots_area
from render.common.geometry import Rect
from rules.cavern_tavern import ENGINE


@lru_cache(maxsize=16)
def _view(players: int, seed: int, moves: int) -> dict[str, Any]:
    state, _ = play_moves(ENGINE, players, seed, moves)
    return ENGINE.view(state, None)


def _body(area: Rect) -> Rect:
    return Rect(area.x + 8, area.y + 38, area.w - 16, area.h - 46)


def _check_zone(area: Rect, zone: Zone) -> None:
    body = _body(area)
    slots = slots_area(body, zone)
    words = detail_box(body, zone)
    assert not words.overlaps(slots), zone.id
    for piece in slot_pieces(slots, zone):
        assert slots.contains(piece.box), (zone.id, piece)


@pytest.mark.parametrize(("players", "seed", "moves"),
                         [(4, 1, 40), (5, 2, 50), (6, 1, 60), (6, 3, 90)])
def test_placed_dice_stay_under_the_zone_words(players: int, seed: int, moves: int) -> None:
    tavern = from_view.tavern(_view(players, seed, moves))
    assert any(z.placed for z in tavern.zones)
    lay = tavern_layout(players, 4, shared_slots=True)
    checked = 0
    for room, areas in rooms(lay):
        for zone, area in zip(in_room(tavern.zones, room), areas, strict=False):
            _check_zone(area, zone)
            checked += 1
    assert checked == len(tavern.zones)


def test_a_crowded_zone_still_keeps_its_pieces_in_their_rows() -> None:
    # Six seats with three dice each on one zone: the pieces shrink and fan out.
    placed = tuple((s, v, "player") for s in range(6) for v in (1, 2, 3))
    zone = Zone("cellar6", "Liqueur or Spirits", "cellar", 6, None, 6, tuple(range(6)),
                False, "", placed)
    lay = tavern_layout(6, 4, shared_slots=True)
    _check_zone(lay.cellar[5], zone)


