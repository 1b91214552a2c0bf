"""Cave vs Cave pictures from hand-built views: goldens, limits, determinism, layout."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image

import render
from render.cave_vs_cave import player_canvas, shared_canvas
from render.cave_vs_cave.board_layout import board_layout
from render.cave_vs_cave.cave_layout import SPACE_CELLS, cave_layout
from render.common.canvas import Canvas
from tests.render.cvc_views import endgame_view, midgame_view, start_view
from tests.render.golden_images import (
    MAX_WIDTH,
    assert_phone_limits,
    check_golden,
    different_share,
)

KEY = "cave-vs-cave"
VIEWS: dict[str, Callable[[], dict[str, Any]]] = {
    "start": start_view, "midgame": midgame_view, "endgame": endgame_view,
}


def _canvases(view: dict[str, Any]) -> dict[str, Canvas]:
    out = {"shared": shared_canvas(view)}
    for seat in range(len(view["players"])):
        out[f"player-{seat + 1}"] = player_canvas(view, seat)
    return out


def test_supports_only_the_games_it_draws() -> None:
    assert render.supports(KEY)
    assert not render.supports("no-such-game")
    with pytest.raises(ValueError):
        render.draw_shared("no-such-game", start_view())


@pytest.mark.parametrize("case", sorted(VIEWS))
def test_golden_images(case: str) -> None:
    view = VIEWS[case]()
    check_golden(f"cave_vs_cave/{case}-shared", render.draw_shared(KEY, view))
    for seat in range(len(view["players"])):
        check_golden(f"cave_vs_cave/{case}-player-{seat + 1}",
                     render.draw_player(KEY, view, seat))


def test_golden_comparison_notices_a_changed_room() -> None:
    # Guard: the tolerance is loose enough for font hinting, not for a different room.
    view = midgame_view()
    before = Image.open(io.BytesIO(render.draw_player(KEY, view, 0)))
    cell = view["players"][0]["cave"][4]
    cell["room"] = dict(cell["room"], name="Donjon", color="blue", points=11)
    after = Image.open(io.BytesIO(render.draw_player(KEY, view, 0)))
    assert different_share(before, after) > 0.002


@pytest.mark.parametrize("case", sorted(VIEWS))
def test_images_respect_phone_limits(case: str) -> None:
    assert_phone_limits(_canvases(VIEWS[case]()))


@pytest.mark.parametrize("case", sorted(VIEWS))
def test_same_view_gives_the_same_bytes(case: str) -> None:
    assert render.draw_shared(KEY, VIEWS[case]()) == render.draw_shared(KEY, VIEWS[case]())
    assert render.draw_player(KEY, VIEWS[case](), 1) == render.draw_player(KEY, VIEWS[case](), 1)


def test_pictures_change_with_what_they_show() -> None:
    view = start_view()
    before = render.draw_shared(KEY, view)
    view["walls_supply"] = 6
    assert render.draw_shared(KEY, view) != before
    p_before = render.draw_player(KEY, view, 0)
    view["players"][0]["resources"]["gold"] = 12
    assert render.draw_player(KEY, view, 0) != p_before


def test_accented_names_are_drawn_with_their_accents() -> None:
    # "Entrée" must not come out as "Entree" (nor as boxes: see test_common).
    view = start_view()
    accented = render.draw_player(KEY, view, 0)
    view["players"][0]["cave"][6]["room"]["name"] = "Entree"
    assert render.draw_player(KEY, view, 0) != accented


def test_unknown_seat_is_refused() -> None:
    with pytest.raises(ValueError):
        render.draw_player(KEY, start_view(), 5)


def test_cave_layout_is_sound() -> None:
    lay = cave_layout()
    assert lay.width <= MAX_WIDTH
    cells = list(lay.cells.values())
    assert len(cells) == len(SPACE_CELLS) == 11
    assert not any(a.overlaps(b) for a in cells for b in cells if a is not b)
    assert len(lay.cracks) == 14
    for other in (lay.shelf, lay.extra, lay.header, lay.footer):
        assert not any(other.overlaps(c) for c in cells)
    assert not lay.shelf.overlaps(lay.extra)
    assert all(lay.shelf.contains(row) for row in lay.shelf_rows.values())


@pytest.mark.parametrize("rooms", [0, 1, 6, 7, 24])
def test_board_layout_is_sound(rooms: int) -> None:
    lay = board_layout(2, 8, 12, rooms)
    assert lay.width <= MAX_WIDTH
    boxes = [lay.header, *lay.players, *lay.track, *lay.tiles, *lay.display]
    assert all(b.right <= lay.width - 20 and b.bottom <= lay.height for b in boxes)
    assert not any(a.overlaps(b) for a in boxes for b in boxes if a is not b)
    assert len(lay.display) == rooms
