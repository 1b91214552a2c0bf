"""Issue 12, legible at phone width: each game's turn picture, shrunk to the 400 px a
phone shows, keeps every letter at least 1/45 of the width tall (font size, as drawn),
and carries the facts a player decides with."""

from __future__ import annotations

import io
from functools import lru_cache
from typing import Any

import pytest
from PIL import Image

import render
from render.__main__ import play_moves
from render.common.canvas import LoggedCanvas
from rules import get_engine
from tests.render.golden_images import assert_phone_limits

PHONE = 400
MIN_AT_PHONE = PHONE / 45
CASES = [("caverna", 7, 3, 150), ("caverna", 2, 3, 150), ("caverna", 1, 1, 40),
         ("caverna", 4, 1, 5000), ("cave-vs-cave", 2, 2, 120), ("cave-vs-cave", 1, 2, 30),
         ("cave-vs-cave", 2, 2, 5000), ("cavern-tavern", 6, 1, 60),
         ("cavern-tavern", 1, 1, 20), ("cavern-tavern", 3, 1, 5000)]


@lru_cache(maxsize=16)
def _view(key: str, players: int, seed: int, moves: int) -> dict[str, Any]:
    engine = get_engine(key)
    state, _ = play_moves(engine, players, seed, moves)
    return engine.view(state, None)


def _turn(key: str, view: dict[str, Any]) -> LoggedCanvas:
    module = __import__(f"render.{key.replace('-', '_')}", fromlist=["turn_canvas"])
    canvas = module.turn_canvas(view)
    assert isinstance(canvas, LoggedCanvas)
    return canvas


@pytest.mark.parametrize(("key", "players", "seed", "moves"), CASES)
def test_turn_picture_text_is_at_least_a_45th_of_the_width_at_400_px(
        key: str, players: int, seed: int, moves: int) -> None:
    view = _view(key, players, seed, moves)
    png = render.extra_pictures(key)["turn"](view)
    assert len(png) <= 400 * 1024
    image = Image.open(io.BytesIO(png))
    phone = image.convert("RGB").resize((PHONE, round(image.height * PHONE / image.width)),
                                        Image.Resampling.LANCZOS)
    scale = phone.width / image.width
    canvas = _turn(key, view)
    assert canvas.image.size == image.size
    sizes = canvas.text_sizes
    assert sizes and min(sizes) * scale >= MIN_AT_PHONE, (min(sizes), scale)
    assert_phone_limits({"turn": canvas})
    # Every glyph box (the letters' real height, a capital or digit included) stays inside.
    for x0, y0, x1, y1 in canvas.text_boxes:
        assert x0 >= 0 and x1 <= image.width and y0 >= 0 and y1 <= image.height


@pytest.mark.parametrize(("key", "players", "seed", "moves"),
                         [c for c in CASES if c[3] < 1000])
def test_turn_picture_carries_the_decision_facts(key: str, players: int, seed: int,
                                                 moves: int) -> None:
    view = _view(key, players, seed, moves)
    drawn = " ".join(_turn(key, view).texts)
    assert f"round {view.get('printed_round', view['round'])}" in drawn
    for seat in view["to_act"]:
        assert f"Player {seat + 1}" in drawn
    for seat, p in enumerate(view["players"]):
        assert f"Player {seat + 1}" in drawn
        if key == "cavern-tavern":
            continue      # ingredients are written by name, checked in its own tests
        for good, n in p["resources"].items():
            if n and good not in ("weapon",):
                assert f"{n} " in drawn, (seat, good, n)
    if key == "caverna":
        for space in view["spaces"]:
            assert space["name"] in drawn
