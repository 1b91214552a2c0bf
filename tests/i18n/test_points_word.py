"""Issue 40, item 12: one word for points per language (and game).

Players met "pts", "VP" and "points" side by side. Each language now counts points with one
word, as the rulebooks do: English "points", French « points », Japanese 点 — except that
Cavern Tavern counts in VP, as its cards print them (its French rulebook: « Points de
Victoire (PV) »), in English and French. This reads every message of every catalogue, and
what the host and the pictures write for each game."""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentSerializer, ast

from bot import texts
from bot.i18n import localize
from bot.i18n.catalogues import parsed_file
from bot.outcomes import SeatInfo
from render.__main__ import play_moves
from render.glance import glance
from rules import get_engine

CATALOGUES = Path(__file__).resolve().parents[2] / "bot" / "i18n" / "catalogues"
LANGUAGES = ("en", "fr", "ja")
TAVERN = ("tavern-", "pic-tavern-", "webct-", "guide-cavern-tavern", "web-tavern-",
          "console-option-cavern-tavern")
ABBREVIATED = re.compile(r"\bpts?\b")
COUNTED_IN_POINTS = re.compile(r"(\d|\})\s?points?\b")
# What no message of a language may write: for Cavern Tavern, for every other message.
FORBIDDEN: dict[str, tuple[re.Pattern[str], re.Pattern[str]]] = {
    "en": (COUNTED_IN_POINTS, re.compile(r"\bVP\b")),
    "fr": (COUNTED_IN_POINTS, re.compile(r"\bPV\b")),
    "ja": (re.compile(r"VP|PV"), re.compile(r"VP|PV")),
}
# The word each game's points are written with, as the host and pictures show them.
WORD = {"en": {"cavern-tavern": r"\d VP$"}, "fr": {"cavern-tavern": r"\d PV$"}}
DEFAULT_WORD = {"en": r"\d points?$", "fr": r"\d points?$", "ja": r"\d点$"}


def is_tavern(key: str) -> bool:
    return key.startswith(TAVERN) or key.endswith("-cavern-tavern")


@functools.cache
def messages(lang: str) -> dict[str, str]:
    """Every message of ``lang`` as its source text (variants and attributes included)."""
    found: dict[str, str] = {}
    serializer = FluentSerializer()
    for path in sorted((CATALOGUES / lang).glob("*.ftl")):
        for entry in parsed_file(path).body:
            if isinstance(entry, ast.Message | ast.Term):
                text = serializer.serialize_entry(entry)
                found[entry.id.name] = text.split("=", 1)[1]
    return found


def test_the_check_sees_mixed_words() -> None:
    assert ABBREVIATED.search("Ann · 12 pts") and ABBREVIATED.search("1 pt")
    assert COUNTED_IN_POINTS.search("{ $vp } points") and COUNTED_IN_POINTS.search("5 points")
    assert not COUNTED_IN_POINTS.search("the points of the tiles")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_counts_points_with_its_games_word(lang: str) -> None:
    tavern_forbidden, other_forbidden = FORBIDDEN[lang]
    mixed = []
    for key, text in messages(lang).items():
        forbidden = tavern_forbidden if is_tavern(key) else other_forbidden
        if not is_tavern(key):    # a shared message's variant for Cavern Tavern's "vp" key
            text = re.sub(r"\[vp\].*", "", text)
        if ABBREVIATED.search(text) or forbidden.search(text):
            mixed.append(f"{key} ={text.strip()[:90]}")
    assert not mixed, "\n".join(mixed)


@functools.cache
def _view(key: str) -> dict[str, Any]:
    engine = get_engine(key)
    state, _ = play_moves(engine, 2, 2, 40)
    return engine.view(state, None)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", ["cave-vs-cave", "caverna", "cavern-tavern"])
def test_the_host_and_the_pictures_write_the_games_word(key: str, lang: str) -> None:
    view = _view(key)
    word = WORD.get(lang, {}).get(key, DEFAULT_WORD[lang])
    seats = (SeatInfo(seat=0, user_id=1, name="Ann"), SeatInfo(seat=1, user_id=2, name="Bob"))
    board = texts.board_text(key, view, seats, lang).splitlines()
    scored = [re.split(r"\s?[;；。]", line)[0].rstrip(".")
              for line in board if line.startswith(("Ann", "Bob"))]
    assert scored and all(re.search(word, line) for line in scored), scored
    page = glance(key, view, say=functools.partial(localize, lang=lang)).canvas
    bands = [t for t in page.texts if t.startswith(("Player ", "Joueur ", "プレイヤー"))
             and (" · " in t or "・" in t)]   # Japanese separates facts with 「・」
    assert bands and all(re.search(word, t) for t in bands), bands
