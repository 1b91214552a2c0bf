"""Caverna pictures from frozen views: goldens, phone limits, determinism, layouts."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image

import render
from render.caverna import draw_supply, player_canvas, shared_canvas, supply_canvas
from render.caverna.board_layout import board_layout, supply_layout
from render.caverna.home_layout import home_layout
from render.common.canvas import Canvas
from tests.render.caverna.views import endgame_view, midgame_view, start_view
from tests.render.golden_images import (
    MAX_WIDTH,
    assert_phone_limits,
    check_golden,
    different_share,
)

KEY = "caverna"
VIEWS: dict[str, Callable[[], dict[str, Any]]] = {
    "start": start_view, "midgame": midgame_view, "endgame": endgame_view,
}


def _canvases(view: dict[str, Any]) -> dict[str, Canvas]:
    out = {"shared": shared_canvas(view), "supply": supply_canvas(view)}
    for seat in range(len(view["players"])):
        out[f"player-{seat + 1}"] = player_canvas(view, seat)
    return out


def _image(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png))


def test_registered_with_the_renderer() -> None:
    assert render.supports(KEY)


@pytest.mark.parametrize("case", sorted(VIEWS))
def test_golden_images(case: str) -> None:
    view = VIEWS[case]()
    check_golden(f"caverna/{case}-shared", render.draw_shared(KEY, view))
    check_golden(f"caverna/{case}-supply", draw_supply(view))
    for seat in range(len(view["players"])):
        check_golden(f"caverna/{case}-player-{seat + 1}", render.draw_player(KEY, view, seat))


def test_golden_comparison_notices_a_changed_tile() -> None:
    # Guard: the tolerance forgives hinting, not a cavern turned into an ore mine.
    view = midgame_view()
    before = _image(render.draw_player(KEY, view, 0))
    view["players"][0]["board"]["cells"]["r2c5"] = "ore"
    after = _image(render.draw_player(KEY, view, 0))
    assert different_share(before, after) > 0.002


@pytest.mark.parametrize("case", sorted(VIEWS))
def test_images_respect_phone_limits(case: str) -> None:
    assert_phone_limits(_canvases(VIEWS[case]()))


@pytest.mark.parametrize("case", sorted(VIEWS))
def test_same_view_gives_the_same_bytes(case: str) -> None:
    assert render.draw_shared(KEY, VIEWS[case]()) == render.draw_shared(KEY, VIEWS[case]())
    assert draw_supply(VIEWS[case]()) == draw_supply(VIEWS[case]())
    assert render.draw_player(KEY, VIEWS[case](), 1) == render.draw_player(KEY, VIEWS[case](), 1)


def test_pictures_change_with_what_they_show() -> None:
    view = midgame_view()
    shared, supply, home = (render.draw_shared(KEY, view), draw_supply(view),
                            render.draw_player(KEY, view, 0))
    view["spaces"][0]["goods"] = {"ruby": 4}
    assert render.draw_shared(KEY, view) != shared
    view["furnishings_left"].remove("cuddle_room")
    assert draw_supply(view) != supply
    view["players"][0]["resources"]["cattle"] = 3
    assert render.draw_player(KEY, view, 0) != home


def test_unknown_seat_is_refused() -> None:
    with pytest.raises(ValueError):
        render.draw_player(KEY, start_view(), 4)


def test_home_layout_is_sound() -> None:
    lay = home_layout(8, 5, 6, 13)
    assert lay.width <= MAX_WIDTH
    cells = list(lay.cells.values())
    assert len(cells) == 24
    assert not any(a.overlaps(b) for a in cells for b in cells if a is not b)
    # Forest columns lie left of every mountain column.
    assert max(lay.cells[f"r1c{c}"].right for c in (1, 2, 3)) < lay.cells["r1c4"].x
    side = [lay.goods_title, *lay.goods, lay.animals_title, *lay.animals, lay.dwarfs_title,
            *lay.dwarfs, lay.tokens]
    assert not any(s.overlaps(c) for s in side for c in cells)
    assert not any(a.overlaps(b) for a in side for b in side if a is not b)
    assert all(s.right <= lay.width and s.bottom <= lay.score_title.y for s in side)
    assert all(r.bottom <= lay.height for r in lay.score_lines)


@pytest.mark.parametrize(("players", "spaces"), [(1, 8), (4, 13), (7, 34)])
def test_board_layout_is_sound(players: int, spaces: int) -> None:
    lay = board_layout(players, 12, spaces)
    assert lay.width <= MAX_WIDTH and len(lay.spaces) == spaces
    boxes = [lay.header, *lay.players, *lay.track, *lay.spaces]
    assert all(b.right <= lay.width and b.bottom <= lay.height for b in boxes)
    assert not any(a.overlaps(b) for a in boxes for b in boxes if a is not b)


def test_supply_layout_is_sound() -> None:
    lay = supply_layout(48)
    boxes = [lay.header, *lay.tiles]
    assert all(b.right <= lay.width <= MAX_WIDTH and b.bottom <= lay.height for b in boxes)
    assert not any(a.overlaps(b) for a in boxes for b in boxes if a is not b)
