"""No picture writes a signed zero (« −0 », « +0 ») in any language.

Cavern Tavern's footer wrote the Nasty losses as « Nasty track: −0/0/0/1/… VP »: a minus
before a list whose first loss is 0. The class: every picture of every game, over early,
middle, solo and finished random games, drawn in English, French and Japanese, writes no
number zero with a sign before it.
"""

from __future__ import annotations

import functools
import re

import pytest

from bot.i18n import localize
from tests.render.test_pictures_language import CASES, _pictures, _view

SIGNED_ZERO = re.compile(r"(?<![\w/.])[−+\-]0(?![\d.,]\d)")


def test_the_pattern_finds_a_signed_zero() -> None:
    assert SIGNED_ZERO.search("Nasty track: −0/0/1 VP") and SIGNED_ZERO.search("+0 PV")
    assert not SIGNED_ZERO.search("−10") and not SIGNED_ZERO.search("A-0") \
        and not SIGNED_ZERO.search("−0,5") and not SIGNED_ZERO.search("1-0")


@pytest.mark.parametrize(("key", "players", "seed", "moves"), CASES)
def test_no_picture_writes_a_signed_zero(key: str, players: int, seed: int,
                                         moves: int) -> None:
    view = _view(key, players, seed, moves)
    for lang in ("en", "fr", "ja"):
        say = str if lang == "en" else functools.partial(localize, lang=lang)
        for name, draw in _pictures(key, players).items():
            texts = draw(view, say=say).texts
            signed = [t for t in texts if SIGNED_ZERO.search(t)]
            assert not signed, (lang, name, signed)
