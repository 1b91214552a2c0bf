"""Issue 14: every word a picture draws is in the reader's language.

Each picture of each game is drawn, over several states of random games and the end of
a game, in the pseudo-locale ``qps`` (every catalogue text accented and marked ⟦…⟧) while
the canvas records every string it draws: a drawn string with plain vowels skipped the
catalogue. The localiser also checks that each of the pictures' own messages (``pic-…``)
renders in English exactly as the picture writes it, so English pictures are unchanged.
"""

from __future__ import annotations

import functools
import importlib
import itertools
import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pytest

import render
from bot import images
from bot.i18n import localize, tr
from bot.i18n.catalogues import PSEUDO
from bot.images import named_view
from render.__main__ import play_moves
from render.common.canvas import LoggedCanvas
from render.common.fonts import MIN_TEXT_PX
from render.common.text import ELLIPSIS
from render.common.words import say, speaking, word
from rules import get_engine
from rules.core.text import Say

# Players' names without a plain vowel: they pass through unchanged, like digits.
NAMES = ("Ådå", "Bëñ", "Çhrîs", "Dâvîd", "Élîsë", "Fŕëd", "Gŵën")
# (game, players, seed, moves): early, middle, solo and finished games.
CASES = [("cave-vs-cave", 2, 4, 30), ("cave-vs-cave", 1, 5, 40),
         ("cave-vs-cave", 2, 6, 5000), ("caverna", 3, 2, 120), ("caverna", 1, 3, 60),
         ("caverna", 2, 4, 5000), ("cavern-tavern", 4, 2, 60), ("cavern-tavern", 1, 3, 30),
         ("cavern-tavern", 3, 4, 5000)]
# Each checking localiser is a language of its own (see Checker.__call__).
SERIALS = itertools.count()
PLAIN_VOWEL = re.compile(r"[aeiouAEIOU]")
# Square names ("A", "E3") are the same in every language, as in the option labels.
COORDINATE = re.compile(r"^[A-Z]\d*$")


def untransformed(text: str) -> bool:
    """True when ``text`` (one drawn line: a ⟦…⟧ message may be cut over lines) has a
    plain vowel: the pseudo-locale accents every vowel of every catalogue text."""
    return bool(PLAIN_VOWEL.search(text)) and not COORDINATE.match(text)


class Checker:
    """A ``say`` for the pictures: the pseudo-locale, plus the checks above."""

    def __init__(self) -> None:
        self.wrong: list[str] = []
        self.serial = next(SERIALS)

    def __call__(self, value: Any) -> str:
        if isinstance(value, Say) and value.msg_key == "pic-language":
            # A language of its own: nothing drawn or remembered for another check is
            # reused, so this one sees every word.
            return f"qps-{self.serial}"
        if isinstance(value, Say):
            if value.msg_key.startswith("pic-"):
                english = tr("en", value.msg_key, **value.msg_args)
                if english != str(value):
                    self.wrong.append(f"{value.msg_key}: {english!r} != {str(value)!r}")
            return localize(value, PSEUDO)
        # A plain string (a player's name, a digit) is drawn as it is: any English
        # among them shows up as untransformed text.
        return str(value)


@lru_cache(maxsize=16)
def _view(key: str, players: int, seed: int, moves: int) -> dict[str, Any]:
    engine = get_engine(key)
    state, _ = play_moves(engine, players, seed, moves)
    return named_view(engine.view(state, None), dict(enumerate(NAMES[:players])))


def _pictures(key: str, players: int) -> dict[str, Callable[..., LoggedCanvas]]:
    module = importlib.import_module(f"render.{key.replace('-', '_')}")
    found = {name: getattr(module, name) for name in
             ("shared_canvas", "turn_canvas", "supply_canvas") if hasattr(module, name)}
    for seat in range(players):
        found[f"player {seat}"] = lambda view, s=seat, **kw: module.player_canvas(view, s, **kw)
    return found


@pytest.mark.parametrize(("key", "players", "seed", "moves"), CASES)
def test_every_drawn_word_is_in_the_readers_language(key: str, players: int, seed: int,
                                                     moves: int) -> None:
    view = _view(key, players, seed, moves)
    checked = 0
    for name, draw in _pictures(key, players).items():
        say = Checker()
        canvas = draw(view, say=say)
        assert isinstance(canvas, LoggedCanvas)
        english = [t for t in canvas.texts if untransformed(t)]
        assert not english, f"{name}: {english[:8]}"
        assert not say.wrong, f"{name}: {say.wrong[:5]}"
        checked += len(canvas.texts)
    assert checked > 100


def test_the_check_sees_plain_english() -> None:
    # Guard against a check that cannot fail: a word that skipped the catalogue.
    view = _view("cave-vs-cave", 2, 4, 30)
    canvas = _pictures("cave-vs-cave", 2)["turn_canvas"](view, say=Checker())
    canvas.text((0, 20), "Round 3", 20, (0, 0, 0))
    assert [t for t in canvas.texts if untransformed(t)] == ["Round 3"]
    assert untransformed("⟦Rôûnd⟧ 3 Round") and not untransformed("E3")
    wrong = Checker()
    wrong(Say("Round 2", "pic-round-n", n=3))
    assert wrong.wrong


# French runs longer than English: every French picture keeps each word in its place.
FRENCH_NAMES = ("Éloïse", "Benoît", "Zoë", "Anaïs", "Gaëlle", "Noël", "Hélène")
FRENCH = functools.partial(localize, lang="fr")
PHONE = 400
FRENCH_CASES = [("cave-vs-cave", 2, 4, 30), ("cave-vs-cave", 1, 3, 5000),
                ("caverna", 7, 3, 150), ("caverna", 1, 3, 5000),
                ("cavern-tavern", 6, 1, 60), ("cavern-tavern", 1, 3, 5000)]


def french_view(key: str, players: int, seed: int, moves: int) -> dict[str, Any]:
    engine = get_engine(key)
    state, _ = play_moves(engine, players, seed, moves)
    return named_view(engine.view(state, None), dict(enumerate(FRENCH_NAMES[:players])))


def _overlapping(boxes: list[tuple[int, int, int, int]]) -> list[tuple[int, int]]:
    found = []
    for i, a in enumerate(boxes):
        for j in range(i + 1, len(boxes)):
            b = boxes[j]
            if min(a[2], b[2]) - max(a[0], b[0]) > 2 and min(a[3], b[3]) - max(a[1], b[1]) > 2:
                found.append((i, j))
    return found


class Recording:
    """French that notes the pictures' own words (a language of its own for the caches,
    so every cached piece is drawn again and its words are seen)."""

    def __init__(self) -> None:
        self.words: list[str] = []
        self.serial = next(SERIALS)

    def __call__(self, value: Any) -> str:
        if isinstance(value, Say) and value.msg_key == "pic-language":
            return f"fr-recorded-{self.serial}"
        text = localize(value, "fr")
        if isinstance(value, Say) and value.msg_key.startswith("pic-"):
            self.words.append(text)
        return text


def assert_words_in_place(name: str, draw: Any, view: Any, canvas: Any,
                          say: Recording) -> None:
    """A picture drawn in another language (``canvas``, its words recorded by ``say``) keeps
    its words as the English one does (shared with the Japanese pictures' test)."""
    # The pictures' own sentences are no more often cut short ("…") than in English
    # (where a long engine text in a small tile may already cut one).
    cut = [t for t in canvas.texts if t.endswith(ELLIPSIS)
           and any(t[:-1].rstrip() in w for w in say.words)]
    english = [t for t in draw(view, say=str).texts if t.endswith(ELLIPSIS)]
    assert len(cut) <= len(english), (name, cut, english)
    width, height = canvas.image.size
    # Inside the picture, never under the readable minimum, never on top of other text
    # (the English pictures have no two texts overlapping either).
    assert all(x0 >= 0 and y0 >= 0 and x1 <= width and y1 <= height
               for x0, y0, x1, y1 in canvas.text_boxes), name
    assert canvas.min_text_size is not None and canvas.min_text_size >= MIN_TEXT_PX
    clashes = _overlapping(canvas.text_boxes)
    assert not clashes, (name, [(canvas.texts[i], canvas.texts[j]) for i, j in clashes])
    if name == "turn_canvas":
        # Shrunk to a phone's 400 px, each letter stays at least 1/45 of the width.
        assert min(canvas.text_sizes) * PHONE / width >= PHONE / 45, name


@pytest.mark.parametrize(("key", "players", "seed", "moves"), FRENCH_CASES)
def test_french_words_stay_in_their_place(key: str, players: int, seed: int,
                                          moves: int) -> None:
    view = french_view(key, players, seed, moves)
    for name, draw in _pictures(key, players).items():
        say = Recording()
        assert_words_in_place(name, draw, view, draw(view, say=say), say)
    # The accented names reach the picture as they are.
    turn = " ".join(_pictures(key, players)["turn_canvas"](view, say=FRENCH).texts)
    assert FRENCH_NAMES[0] in turn


async def test_the_host_draws_in_the_readers_language_in_the_pool_too() -> None:
    # bot.images hands ``say`` to the drawing processes: it must survive pickling.
    view = french_view("cave-vs-cave", 2, 4, 30)
    direct = render.extra_pictures("cave-vs-cave")["turn"](view, say=FRENCH)
    images.configure(2)
    try:
        (_, pooled), = await images.draw_turn("cave-vs-cave", view, say=FRENCH)
        shared = await images.draw("cave-vs-cave", view, [0], say=FRENCH)
    finally:
        images.configure(0)   # the suite leaves no process behind
    (_, threaded), = await images.draw_turn("cave-vs-cave", view, say=FRENCH)
    (_, english), = await images.draw_turn("cave-vs-cave", view)
    assert pooled == direct == threaded and english != direct
    assert [name for name, _ in shared] == ["board.png", "player-1.png"]
    assert shared[0][1] == render.draw_shared("cave-vs-cave", view, say=FRENCH)


def test_remembered_texts_keep_languages_and_messages_apart() -> None:
    def tagged(lang: str) -> Callable[[Any], str]:
        def localiser(value: Any) -> str:
            if value.msg_key == "pic-language":
                return lang
            n = value.msg_args.get("n", "")
            return f"{lang}:{value.msg_key}:{getattr(n, 'msg_key', n)}"
        return localiser
    # The same English under two keys, or with other values, is another message.
    with speaking(tagged("xa")):
        assert say(Say("x", "k1")) == "xa:k1:" and say(Say("x", "k2")) == "xa:k2:"
        assert word("k1", "{n}", n=1) == "xa:k1:1" and word("k1", "{n}", n=2) == "xa:k1:2"
        assert say(Say("x", "k3", n=Say("y", "k4"))) != say(Say("x", "k3", n=Say("y", "k5")))
    with speaking(tagged("xb")):
        assert say(Say("x", "k1")) == "xb:k1:"
    assert say(Say("x", "k1")) == "x" and word("k1", "{n}", n=3) == "3"   # English
