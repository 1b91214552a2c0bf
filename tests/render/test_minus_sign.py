"""A negative number on a picture is written with the minus sign « − » (U+2212), as the
bot's text messages write it: the boards' big scores and score tables said « -21 » with
an ASCII hyphen in every language (ja-292's real play).

Two checks: the render code formats no number with a hyphen (no ``str()`` of a score,
no ``:+d`` format, no ``f"-{…}"``), and every game's pictures drawn with negative scores
show none."""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest

import render
from render.common.cmap import covered
from render.common.fonts import BOLD, REGULAR
from render.common.numbers import MINUS, number, signed
from tests.render.drawn import drawn_texts

RENDER = Path(__file__).resolve().parents[2] / "render"
# A number that may be negative, formatted as Python does (« -21 »): str() of a score
# or points, a "+" format spec, a hyphen written before a placeholder.
_HYPHENATED = re.compile(
    r"str\([\w.\[\]\"']*(?:score|points|total|vp|penalty|delta|gain|diff)[\w.\[\]\"']*\)"
    r"|\{[^{}]*:\+[^{}]*\}|[\"']-\{")


def test_the_fonts_have_the_minus_sign() -> None:
    assert ord(MINUS) in covered(REGULAR) and ord(MINUS) in covered(BOLD)


def test_numbers_are_written_with_the_minus_sign() -> None:
    assert (number(-21), number(0), number(14)) == ("−21", "0", "14")
    assert (signed(-3), signed(0), signed(3)) == ("−3", "0", "+3")


def test_no_render_code_formats_a_signed_number_with_a_hyphen() -> None:
    found = [f"{path.relative_to(RENDER)}:{n}: {line.strip()}"
             for path in sorted(RENDER.rglob("*.py")) if path.name != "numbers.py"
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if _HYPHENATED.search(line) and not line.lstrip().startswith("#")]
    assert found == [], found


def test_the_code_check_can_fail() -> None:
    for line in ('canvas.text(xy, str(home.score), 40)', 'f"{points:+d}"', 'f"-{penalty}"'):
        assert _HYPHENATED.search(line), line


def _negative(view: dict[str, Any], key: str) -> dict[str, Any]:
    view = copy.deepcopy(view)
    for p in view["players"]:
        p["score"] = -21
        if key == "cavern-tavern":
            p["vp"] = -21
        lines = p.get("score_lines")
        if lines:
            p["score_lines"] = [[label, -7] for label, _ in lines]
    return view


def _views() -> dict[str, dict[str, Any]]:
    from tests.render.cavern_tavern.frozen_views import frozen_view
    from tests.render.caverna.views import midgame_view as caverna_view
    from tests.render.cvc_views import midgame_view as cvc_view
    return {"caverna": caverna_view(), "cave-vs-cave": cvc_view(),
            "cavern-tavern": frozen_view("midgame")}


@pytest.mark.parametrize("key", ["caverna", "cave-vs-cave", "cavern-tavern"])
def test_pictures_write_negative_scores_with_the_minus_sign(
        key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = drawn_texts(monkeypatch)
    view = _negative(_views()[key], key)
    render.draw_shared(key, view)
    for seat in range(len(view["players"])):
        render.draw_player(key, view, seat)
    assert any(f"{MINUS}21" in text for text in drawn), "no negative score drawn"
    hyphens = sorted({t for t in drawn if re.search(r"(?<![\w-])-\d", t)})
    assert hyphens == [], hyphens
