"""Issue 12's Cavern Tavern defects on real engine states: placed dice over the Cellar's
"X left", the white die's note over the deck counts, other players' ingredients missing
from the shared board, solo zone texts about other players."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from render.__main__ import play_moves
from render.cavern_tavern import from_view, shared_canvas
from rules.cavern_tavern import ENGINE
from tests.render.text_boxes import overlapping_texts


@lru_cache(maxsize=16)
def _view(players: int, seed: int, moves: int) -> dict[str, Any]:
    state, _ = play_moves(ENGINE, players, seed, moves)
    return ENGINE.view(state, None)


@pytest.mark.parametrize("players", [4, 5, 6])
def test_no_words_overlap_on_the_tavern_board(players: int) -> None:
    # Issue 12: at move 0 "(in hand, not rolled)" printed over the Nasty deck count.
    for moves in (0, 30):
        assert overlapping_texts(shared_canvas(_view(players, 1, moves))) == []


def test_the_shared_board_shows_every_players_ingredients() -> None:
    view = _view(4, 1, 40)
    texts = shared_canvas(view).texts
    for seat in from_view.tavern(view).seats:
        assert seat.resources
        held = " · ".join(f"{i.name} {i.count}" for i in seat.resources)
        assert any(held in t for t in texts), held


def test_solo_zone_texts_speak_of_the_supply_not_of_other_players() -> None:
    text = " ".join(shared_canvas(_view(1, 1, 0)).texts)
    assert "a player" not in text and "you pick" not in text
    assert "from the supply" in text and "swap 1 with the supply" in text
    assert "first player" not in text.lower() and "1st" not in text
