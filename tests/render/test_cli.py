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
    # board.png: the shared picture under the name the bot posts it with (bot.images).
    expected = {"board.png", *(f"{name}.png" for name in extras),
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


def test_cli_names_the_board_as_the_bot_does() -> None:
    from bot.images import BOARD_FILE
    from render.__main__ import BOARD_FILE as CLI_BOARD_FILE
    assert CLI_BOARD_FILE == BOARD_FILE


def test_cli_refuses_negative_moves(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["caverna", "--moves", "-3", "--out", str(tmp_path / "out")])
    assert stopped.value.code == 2
    assert "-3 moves: give 0 or more" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()
