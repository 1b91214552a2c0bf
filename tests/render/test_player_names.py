"""Player names from ``view["players"][i]["name"]`` in all three games: drawn when present,
"Player N" otherwise, and a long accented name fits at 14 px or more (cut with "…")."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from render import cave_vs_cave, cavern_tavern, caverna
from render.common.fonts import MIN_TEXT_PX
from render.common.names import player_name
from tests.render.cavern_tavern.frozen_views import frozen_view
from tests.render.caverna.views import start_view as caverna_start
from tests.render.cvc_views import midgame_view as cvc_midgame
from tests.render.drawn import drawn_texts

LONG = "Zoë «Pioche» Ångström-Ŵ de la Très Profonde Caverne du Nord"
GAMES: dict[str, tuple[Callable[[], dict[str, Any]], Any]] = {
    "cave-vs-cave": (cvc_midgame, cave_vs_cave),
    "caverna": (caverna_start, caverna),
    "cavern-tavern": (lambda: frozen_view("midgame"), cavern_tavern),
}


def test_player_name_falls_back_and_flattens_whitespace() -> None:
    players = [{"name": "  Zoë \n Å  "}, {"name": ""}, {}]
    assert player_name(players, 0) == "Zoë Å"
    assert player_name(players, 1) == "Player 2"
    assert player_name(players, 2) == "Player 3"
    assert player_name(players, 5) == "Player 6"


@pytest.mark.parametrize("key", sorted(GAMES))
def test_names_are_drawn_on_both_boards(key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    make, module = GAMES[key]
    view = copy.deepcopy(make())
    view["players"][0]["name"] = "Zoë «Pioche» Ångström-Ŵ"
    seen = drawn_texts(monkeypatch)
    module.shared_canvas(view)
    shared = list(seen)
    seen.clear()
    module.player_canvas(view, 0)
    # The player's own board has room for the whole name; narrow table cells may cut it.
    assert any("Zoë «Pioche» Ångström-Ŵ" in t for t in seen), seen
    assert any("Zoë «Pioche»" in t for t in shared), shared
    # Seats without a name keep their number.
    assert any("Player 2" in t for t in shared)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_long_names_fit_with_an_ellipsis(key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    make, module = GAMES[key]
    view = copy.deepcopy(make())
    for p in view["players"]:
        p["name"] = LONG
    seen = drawn_texts(monkeypatch)
    for canvas in (module.shared_canvas(view), module.player_canvas(view, 0)):
        assert (canvas.min_text_size or MIN_TEXT_PX) >= MIN_TEXT_PX
        for x0, y0, x1, y1 in canvas.text_boxes:
            assert x0 >= 0 and y0 >= 0 and x1 <= canvas.width and y1 <= canvas.height
    assert any(t.startswith("Zoë «Pioche»") and t.endswith("…") for t in seen)
