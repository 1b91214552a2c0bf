"""Issue 12, the rules on the board: each Caverna action space and revealed round card
says what it does, and each furnishing tile in the supply its effect, whole (no "…")."""

from __future__ import annotations

import pytest

from render.caverna import shared_canvas, supply_canvas
from render.caverna.board import EFFECT_H
from render.caverna.board_layout import board_layout, supply_layout
from render.caverna.effects import space_effect, tile_effect
from render.common.canvas import LoggedCanvas
from render.common.text import ELLIPSIS, fit
from rules.caverna import ENGINE
from rules.caverna.data import CARDS, FURNISHINGS, SPACES

ALL_SPACES = [*SPACES, *CARDS]


def _drawn(canvas: object) -> str:
    assert isinstance(canvas, LoggedCanvas)
    return " ".join(" ".join(canvas.texts).split())


@pytest.mark.parametrize("space_id", ALL_SPACES)
def test_every_space_and_card_says_what_it_does_whole(space_id: str) -> None:
    effect = space_effect(space_id)
    assert effect
    width = board_layout(7, 12, 34).spaces[0].w - 12
    assert ELLIPSIS not in "".join(fit(effect, width, EFFECT_H, 15, max_lines=5).lines)


@pytest.mark.parametrize(("space_id", "words"), [
    ("housework", ("+1 dog", "furnish a cavern")),
    ("growth", ("+2 gold", "OR family growth")),
    ("blacksmithing", ("forge a weapon", "expedition lv 3")),
    ("ore_trading", ("2 ore → 2 gold + 1 food",)),
])
def test_the_issues_examples_read_as_the_rules_say(space_id: str,
                                                    words: tuple[str, ...]) -> None:
    for word in words:
        assert word in space_effect(space_id)


def test_the_action_board_draws_each_spaces_effect() -> None:
    state = ENGINE.new_game(4, 1)
    view = ENGINE.view(state, None)
    drawn = _drawn(shared_canvas(view))
    for space in view["spaces"]:
        assert space_effect(space["id"]) in drawn, space["id"]


@pytest.mark.parametrize("tile_id", list(FURNISHINGS))
def test_every_furnishing_tile_shows_its_effect_whole(tile_id: str) -> None:
    from render.caverna.glyphs import bonus_text

    effect = " · ".join(t for t in (tile_effect(tile_id),
                                    bonus_text(tile_id, FURNISHINGS[tile_id].get("bonus")))
                        if t)
    assert effect
    tile = supply_layout(48).tiles[0]
    box_h = tile.h - 42 - 69 - 6
    assert ELLIPSIS not in "".join(fit(effect, tile.w - 10, box_h, 15, max_lines=8).lines)


def test_the_supply_draws_the_conversions() -> None:
    view = ENGINE.view(ENGINE.new_game(4, 1), None)
    drawn = _drawn(supply_canvas(view))
    for text in ("2 grain → 3 gold or 2 grain → 4 food", "2 boar → 2 gold + 2 food",
                 "1 ruby + 1 ore → 2 gold + 1 food", "1 wood + 1 stone + 1 ore → 2 gold"):
        assert text in drawn
