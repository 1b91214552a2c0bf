"""Every line drawn on a French or Japanese picture, punctuated as its language does.

The catalogue tests check each message; a picture also puts texts together in code. On
Japanese pictures the code wrote « 苔むしたシダのトニック (+2) » (an order and its
lateness), « ゴールド2 + 食料1 » (a trade) and « 2マスの柵（木材4） / 厩 » (alternatives),
where Japanese writes 「…（+2）」, 「ゴールド2＋食料1」 and 「…／厩」. The class: no line
drawn on a picture of the three games breaks French spacing, or holds half-width
punctuation, a spaced « + » or « / », or a half-width bracket after Japanese."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

import render
import rules
from bot.i18n import localizer
from bot.images import named_view
from render.common import canvas
from tests.i18n.test_french_typography import spacing_faults
from tests.web.boards import caverna_pages, cvc_pages, tavern_pages
from tests.web.boards.test_page_typography import HALF_WIDTH, JAPANESE, SPACED_SIGN

NAMES = {seat: name for seat, name in enumerate(("Ann", "Ben", "Cara", "Dee", "Eli"))}
BRACKET = re.compile(rf"{JAPANESE} ?\(")


def _states() -> Iterator[tuple[str, Any]]:
    for sample in tavern_pages.samples(3, True)[::4]:
        yield "cavern-tavern", sample.state
    for _, state in caverna_pages.corpus()[:6]:
        yield "caverna", state
    for state in cvc_pages.spread(2, 1, 3):
        yield "cave-vs-cave", state


def _faults(lang: str, line: str) -> list[str]:
    if lang == "fr":
        return spacing_faults(line)
    return [m.group(0) for pattern in (HALF_WIDTH, SPACED_SIGN, BRACKET)
            for m in pattern.finditer(line)]


@pytest.mark.parametrize("lang", ["fr", "ja"])
def test_every_line_drawn_is_punctuated_as_its_language_does(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[str] = []
    text = canvas.Canvas.text

    def recorded(self: canvas.Canvas, xy: tuple[int, int], line: str, *args: Any,
                 **kwargs: Any) -> tuple[int, int, int, int]:
        drawn.append(line)
        return text(self, xy, line, *args, **kwargs)

    monkeypatch.setattr(canvas.Canvas, "text", recorded)
    seen = set()
    for key, state in _states():
        engine = rules.get_engine(key)
        drawn.clear()
        render.draw_shared(key, named_view(engine.view(state, None), NAMES),
                           say=localizer(lang))
        render.draw_player(key, named_view(engine.view(state, 0), NAMES), 0,
                           say=localizer(lang))
        assert drawn, key
        seen.add(key)
        bad = {line: _faults(lang, line) for line in drawn if _faults(lang, line)}
        assert not bad, (key, list(bad.items())[:5])
    assert seen == {"cavern-tavern", "caverna", "cave-vs-cave"}
