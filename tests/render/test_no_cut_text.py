"""Issue 41: no picture text is cut with « … » where it could wrap. The Tavern table cut
a current order (« Tonique de fougère au clair de lune (maint… ») in a box with room
for a second line, and the supply cut two French furnishing tiles' texts.

Every text fitted into a box while the sampler's seeded games are drawn (turn, table
and player pictures, at 60 moves and at the end) and while every game's other pictures
(Caverna's supply: every furnishing tile) are drawn, in each language: none ends in an
ellipsis while its box had room for another line, and no furnishing tile's text is cut.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

import render
import rules
from benchmarks.language_sample import play
from bot.i18n import localizer
from render.common.text import ELLIPSIS, FittedText, fit, line_height
from rules.core.playout import apply_offered

FITTERS = ("render.common.canvas", "render.caverna.tiles", "render.common.sheet",
           "render.cavern_tavern.zones")


@contextmanager
def cuts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[bool, str, int, int]]]:
    """Every fitted text cut with an ellipsis: (could it have wrapped, text, w, h)."""
    found: list[tuple[bool, str, int, int]] = []

    def recording(text: str, width: int, height: int, max_size: int,
                  **options: object) -> FittedText:
        fitted = fit(text, width, height, max_size, **options)  # type: ignore[arg-type]
        if fitted.lines and fitted.lines[-1].endswith(ELLIPSIS) \
                and not text.endswith(ELLIPSIS):
            room = max(1, height // line_height(fitted.size))
            found.append((len(fitted.lines) < room, text, width, height))
        return fitted

    for module in FITTERS:
        monkeypatch.setattr(f"{module}.fit", recording)
    yield found


@pytest.mark.parametrize("lang", ["fr", "ja", "en"])
def test_no_picture_text_is_cut_where_it_could_wrap(lang: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    with cuts(monkeypatch) as found:
        play(lang, 5, pictures=True)
    wrapped = sorted({(text, w, h) for could, text, w, h in found if could})
    assert wrapped == [], wrapped[:5]


@pytest.mark.parametrize("lang", ["fr", "ja", "en"])
def test_no_furnishing_tile_text_is_cut(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    engine = rules.get_engine("caverna")
    state = engine.new_game(3, 3, {})
    rng = random.Random(2)
    for _ in range(40):
        decision = rng.choice(engine.pending(state))
        state = apply_offered(engine, state, decision.seat,
                              rng.choice(decision.options).id)
    with cuts(monkeypatch) as found:
        render.extra_pictures("caverna")["supply"](engine.view(state, None),
                                                   say=localizer(lang))
    assert found == [], found[:5]
