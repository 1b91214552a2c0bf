"""French pictures cut (ellipsize) no more texts than the English ones of the same states:
every text drawn counts, the pictures' own words and the games' names alike (issue 29)."""

from __future__ import annotations

from typing import Any

import pytest

from render.common.text import ELLIPSIS
from tests.render.test_pictures_language import (
    FRENCH_CASES,
    Recording,
    _pictures,
    french_view,
)


def cut_texts(texts: list[str]) -> list[str]:
    return [t for t in texts if t.endswith(ELLIPSIS)]


def cuts(key: str, players: int, view: dict[str, Any]) -> dict[str, tuple[list[str], list[str]]]:
    """Per picture: (French texts cut, English texts cut)."""
    out = {}
    for name, draw in _pictures(key, players).items():
        french = cut_texts(draw(view, say=Recording()).texts)
        english = cut_texts(draw(view, say=str).texts)
        out[name] = (french, english)
    return out


@pytest.mark.parametrize(("key", "players", "seed", "moves"), FRENCH_CASES)
def test_french_cuts_no_more_than_english(key: str, players: int, seed: int,
                                          moves: int) -> None:
    view = french_view(key, players, seed, moves)
    worse = {name: (fr, en) for name, (fr, en) in cuts(key, players, view).items()
             if len(fr) > len(en)}
    assert not worse, worse
