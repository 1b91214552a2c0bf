"""The results card of each game, with rivals and solo, at phone width: every word at least
1/45 of the width tall (as the turn picture, issue 12), inside the image, within the size
limits, with each player's final board drawn small beside their line."""

from __future__ import annotations

import io
from functools import partial

import pytest
from PIL import Image

from bot.i18n import localize
from render.__main__ import play_moves
from render.cavern_tavern.glyphs import seat_colour as tavern_seat_colour
from render.common.results_card import HEADER, PAD, ROW, card_images, results_canvas
from render.common.seats import seat_colour as common_seat_colour
from rules import get_engine
from tests.render.golden_images import assert_phone_limits

PHONE = 400
CASES = [("cave-vs-cave", 2), ("cave-vs-cave", 1), ("caverna", 7), ("caverna", 1),
         ("cavern-tavern", 6), ("cavern-tavern", 1)]


def _lines(players: int) -> list[tuple[int, int, str, int, str]]:
    names = ["Ann", "Bérénice", "Cy", "Dee", "A very long display name indeed", "Fé", "Gus"]
    return [(seat, seat + 1, names[seat], 80 - 7 * seat,
             "" if players == 1 else f"rating {1500 + 30 - 10 * seat} ({30 - 10 * seat:+d})")
            for seat in range(players)]


@pytest.mark.parametrize(("key", "players"), CASES)
def test_the_card_reads_on_a_phone(key: str, players: int) -> None:
    engine = get_engine(key)
    state, _ = play_moves(engine, players, 3, 5000)      # to the end, or far into it
    view = engine.view(state, None)
    verdict = "Goal 50: reached." if players == 1 else "Ann wins."
    canvas = results_canvas(key, view, "Final results", verdict, _lines(players))
    image = canvas.image
    scale = PHONE / image.width
    assert min(canvas.text_sizes) * scale >= PHONE / 45
    assert_phone_limits({"results": canvas})
    for seat in range(players):     # the name, the place and the score of every line
        assert f"{seat + 1}." in canvas.texts and str(80 - 7 * seat) in canvas.texts
    # Each row holds a small board: many colours where the board is, not a blank panel.
    for seat in range(players):
        box = (image.width - 440, 124 + seat * ROW + 10, image.width - 30,
               124 + (seat + 1) * ROW - 30)
        colours = image.crop(box).getcolors(100_000)
        assert colours is not None and len(colours) > 8, (key, seat)


def test_the_card_speaks_the_channel_language() -> None:
    engine = get_engine("cave-vs-cave")
    state, _ = play_moves(engine, 2, 1, 40)
    say = partial(localize, lang="fr")
    [(name, png)] = card_images("results.png", "cave-vs-cave", engine.view(state, None),
                                "Caverne contre Caverne : résultats finaux", "Ann gagne.",
                                _lines(2), say)
    assert name == "results.png"
    assert Image.open(io.BytesIO(png)).width == 900


class Said:
    """A ``say`` in English that remembers every message key asked and text given."""

    def __init__(self) -> None:
        self.keys: list[str] = []
        self.texts: list[str] = []

    def __call__(self, value: object) -> str:
        key = getattr(value, "msg_key", None)
        if key is not None:
            self.keys.append(key)
        text = localize(value, "en")
        self.texts.append(text)
        return text


# The colour each game paints a seat in on its own boards (issue 40, item 5).
GAME_COLOURS = {"cave-vs-cave": common_seat_colour, "caverna": common_seat_colour,
                "cavern-tavern": tavern_seat_colour}


@pytest.mark.parametrize(("key", "players"), [("cave-vs-cave", 2), ("caverna", 4),
                                              ("cavern-tavern", 4)])
def test_each_row_wears_the_games_seat_colour_and_name(key: str, players: int) -> None:
    """The card paints each seat in its game colour and its small board names the player
    as the card does: not "Player 3 (blue)" beside a stripe of another colour, nor
    "Player 1 — Caverna". The view is the engine's own, unnamed, as the host passes it."""
    engine = get_engine(key)
    state, _ = play_moves(engine, players, 3, 5000)
    said = Said()
    lines = _lines(players)
    canvas = results_canvas(key, engine.view(state, None), "Final results", "Ann wins.",
                            lines, say=said)
    assert "pic-player" not in said.keys, "a board says 'Player N'"
    for index, (seat, _, name, _, _) in enumerate(lines):
        assert any(name in text for text in said.texts if text != name), (key, name)
        stripe = canvas.image.getpixel((PAD + 6, HEADER + index * ROW + ROW // 2))
        assert stripe == GAME_COLOURS[key](seat), (key, seat, stripe)


def test_the_tavern_colours_are_not_the_common_ones() -> None:
    """(So the test above tells the game's colours from the shared palette.)"""
    assert [tavern_seat_colour(s) for s in range(6)] != [common_seat_colour(s) for s in range(6)]
