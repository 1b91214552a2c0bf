"""Issue 40, item 14: Cavern Tavern's turn card read on a phone (about 400 px wide).

Dice were pip faces about 11 px wide at 400 px (a 5 and a 6 hard to tell apart), counts
wrapped away from their names, the decision's prompt was missing (the other games' cards
show it) and "Σ 7" was never explained. Over views of whole games, in every language,
drawn at the card's size and read at 400 px."""

from __future__ import annotations

import functools
import re
from typing import Any

import pytest

from bot.i18n import localize
from render.__main__ import play_moves
from render.cavern_tavern import turn_canvas
from render.common.canvas import LoggedCanvas
from rules import get_engine

PHONE = 400
# At 400 px: a die's numeral at least this tall (the chat's own text is about 16 px).
DIE_NUMERAL_PX = 16
LANGUAGES = ("en", "fr", "ja")


def _views() -> list[dict[str, Any]]:
    engine = get_engine("cavern-tavern")
    found = []
    for players, seed in ((1, 3), (3, 2), (6, 1)):
        for moves in (0, 25, 60, 140):
            state, _ = play_moves(engine, players, seed, moves)
            view = engine.view(state, None)
            if not view["over"]:
                found.append(view)
    return found


VIEWS = _views()


def plain(text: str) -> str:
    """``text`` with French narrow and no-break spaces as the font draws them (spaces)."""
    return text.replace("\u202f", " ").replace("\u00a0", " ")


def _texts(canvas: LoggedCanvas) -> list[tuple[str, float]]:
    """Every drawn text with its size at phone width."""
    assert len(canvas.texts) == len(canvas.text_sizes)
    scale = PHONE / canvas.image.width
    return [(t, s * scale) for t, s in zip(canvas.texts, canvas.text_sizes, strict=True)]


@functools.cache
def _cards(lang: str) -> list[tuple[dict[str, Any], list[tuple[str, float]]]]:
    say = functools.partial(localize, lang=lang)
    return [(view, _texts(turn_canvas(view, say=say))) for view in VIEWS]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_die_is_a_numeral_big_enough_at_400_px(lang: str) -> None:
    checked = 0
    for view, drawn in _cards(lang):
        for player in view["players"]:
            for value in player["dice"]:
                assert any(t == str(value) and px >= DIE_NUMERAL_PX for t, px in drawn), (
                    f"die {value} of seat {player['seat']}")
                checked += 1
    assert checked > 10


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_count_is_drawn_with_its_name(lang: str) -> None:
    """Each ingredient held is one piece with its count ("Beer ×2"), never split apart."""
    checked = 0
    for view, drawn in _cards(lang):
        texts = [plain(t) for t, _ in drawn]
        for player in view["players"]:
            for ingredient, count in player["resources"].items():
                if count:
                    name = plain(localize({"key": f"tavern-ing-{ingredient}", "args": {}},
                                          lang))
                    assert [t for t in texts if t.startswith(name)
                            and re.search(rf"×{count}$", t)], (ingredient, count)
                    checked += 1
    assert checked > 10


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_prompt_is_shown_and_costs_are_words(lang: str) -> None:
    say = functools.partial(localize, lang=lang)
    for view, drawn in _cards(lang):
        texts = [plain(t) for t, _ in drawn]
        # The decision's prompt, as the other games' cards show it; but not a bare "Your
        # turn": everyone sees the card, and its "▶ turn" line already names the player.
        shown = plain(say(view["prompt"])) in texts
        bare = plain(say(view["prompt"])) == plain(say({"key": "tavern-your-turn", "args": {}}))
        assert view["prompt"] and shown != bare, view["prompt"]
        # A zone's cost in words: no unexplained "Σ".
        assert not [t for t in texts if "Σ" in t]


def test_the_view_carries_the_prompt_of_the_decision() -> None:
    engine = get_engine("cavern-tavern")
    for view in VIEWS[:3]:
        assert view["prompt"]
    state, _ = play_moves(engine, 2, 1, 5000)
    assert engine.is_over(state) and engine.view(state, None)["prompt"] is None
