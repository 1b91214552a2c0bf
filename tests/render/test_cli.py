"""``python -m render``: every picture of the state is written, extras found generically."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

import render
from render.__main__ import main, play_moves
from rules import get_engine


def test_extra_pictures_are_the_packages_own_draw_functions() -> None:
    # Caverna's package imports draw_board/draw_home/draw_supply_tiles from submodules:
    # only the function it defines itself is a picture.
    # Every game also has its compact turn picture for phones (issue 12).
    assert set(render.extra_pictures("caverna")) == {"supply", "turn"}
    assert set(render.extra_pictures("cave-vs-cave")) == {"turn"}
    assert set(render.extra_pictures("cavern-tavern")) == {"turn"}


def test_extra_pictures_rejects_an_unknown_game() -> None:
    with pytest.raises(ValueError, match="no pictures"):
        render.extra_pictures("chess")


@pytest.mark.parametrize(("key", "players"), [("cave-vs-cave", 2), ("caverna", 3),
                                              ("cavern-tavern", 2)])
def test_cli_writes_shared_extras_and_every_player(key: str, players: int,
                                                   tmp_path: Path) -> None:
    out = tmp_path / key
    assert main([key, "--players", str(players), "--seed", "4", "--moves", "6",
                 "--out", str(out)]) == 0
    extras = render.extra_pictures(key)
    expected = {"shared.png", *(f"{name}.png" for name in extras),
                *(f"player-{seat}.png" for seat in range(1, players + 1))}
    assert {p.name for p in out.iterdir()} == expected
    engine = get_engine(key)
    state, _ = play_moves(engine, players, 4, 6)
    view = engine.view(state, None)
    for name, draw in extras.items():
        # The file is that picture of this very state, not a placeholder.
        assert (out / f"{name}.png").read_bytes() == draw(view)
    for path in out.iterdir():
        assert Image.open(io.BytesIO(path.read_bytes())).format == "PNG"


def test_cli_refuses_a_game_without_pictures(tmp_path: Path) -> None:
    assert main(["chess", "--out", str(tmp_path)]) == 2
