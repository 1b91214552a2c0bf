"""Every number a page prints that can be negative shows the minus sign « − », as the
pictures and the bot's messages write it, never a hyphen (« Ann -3 »): the score list
(totals and lines), the boards of every game (scores, score parts, final scores), the
story and the choices, in English, French and Japanese.

The class test draws each game's live part (web/templates/table.html through the page's
own ``render_html``) from a real position whose every score-like number was made
negative, with negative totals and lines in the score list, and reads its text and
tooltips for a hyphen standing before a digit."""

from __future__ import annotations

import re
from collections.abc import Mapping
from html import unescape
from typing import Any

import pytest

import rules
from bot.host.table import TableInfo
from bot.outcomes import DecisionInfo, OptionChoice, Results, SeatInfo, SeatScore
from rules.core.playout import random_game
from web.app import render_html, templates
from web.pages.game import table_values
from web.typeset import minus_signs

GAMES = ("cave-vs-cave", "caverna", "cavern-tavern")
# Keys of a view that hold points (a score so far, a part of one, a final total).
SCORE_KEYS = frozenset({"score", "points", "total", "solo_score", "final_score"})
_HYPHEN_NUMBER = re.compile(r"(?<![A-Za-z0-9_\-/.])-\d")
_TAG = re.compile(r"<[^>]*>")
_READ = re.compile(r'\b(?:title|aria-label|alt)="([^"]*)"')


def negated(value: Any) -> Any:
    """The view with every score-like number below zero (score lines' points too)."""
    if isinstance(value, Mapping):
        out = {}
        for key, inner in value.items():
            if key in SCORE_KEYS and isinstance(inner, int) and not isinstance(inner, bool):
                out[key] = -abs(inner) - 3
            elif key in ("score_lines", "lines") and isinstance(inner, list | tuple):
                out[key] = [[label, -abs(int(points)) - 1] if isinstance(points, int) else
                            [label, points] for label, points in inner]
            else:
                out[key] = negated(inner)
        return out
    if isinstance(value, list | tuple):
        return [negated(v) for v in value]
    return value


def _state(key: str) -> Any:
    engine = rules.get_engine(key)
    players = 2 if engine.max_players >= 2 else 1
    seen: list[Any] = []
    last, _ = random_game(engine, players, 3, on_move=lambda _b, _s, _o, after, *_: (
        seen.append(after) if len(seen) < 40 else None))
    return engine, seen[len(seen) // 2], last


def _info(key: str, over: bool) -> TableInfo:
    engine, middle, last = _state(key)
    state = last if over else middle
    view = negated(engine.view(state, 0))
    seats = (SeatInfo(0, 11, "Ann"), SeatInfo(1, 12, "Bob"))
    scores = tuple(SeatScore(s.seat, s.user_id, s.name, -7 - s.seat,
                             (("Rooms", -2), ("Begging", -5 - s.seat)), s.seat + 1)
                   for s in seats)
    results = Results(1, key, engine.title, over, "finished" if over else None, scores)
    mine = (DecisionInfo(0, 11, "Ann", "Pay -2 food?",
                         (OptionChoice("a", "Lose -1 point"),), stamp=3),)
    return TableInfo(1, 700, 70, key, engine.title, "finished" if over else "active", 3,
                     seats, 0, view, (), () if over else mine, results,
                     "Ann scored -4 points.\nBob: -12")


def shown(html: str) -> str:
    text = unescape(_TAG.sub(" ", html))
    return text + " " + " ".join(unescape(t) for t in _READ.findall(html))


@pytest.mark.parametrize("key", GAMES)
@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
@pytest.mark.parametrize("over", [False, True], ids=["running", "over"])
def test_no_negative_number_on_a_page_is_written_with_a_hyphen(key: str, lang: str,
                                                                over: bool) -> None:
    html = render_html(templates(), "table.html", lang,
                       **table_values(_info(key, over), "token", lang))
    text = shown(html)
    hyphens = [text[max(0, m.start() - 20):m.end() + 10] for m in _HYPHEN_NUMBER.finditer(text)]
    assert not hyphens, hyphens[:5]
    # The page does print negative numbers: the score list's totals and lines at least.
    assert "\u22127" in text and "\u22125" in text


def test_the_score_list_writes_a_negative_total_with_the_minus_sign() -> None:
    html = render_html(templates(), "table.html", "en",
                       **table_values(_info("caverna", False), "token", "en"))
    total = re.search(r'class="ch-total">([^<]*)<', html)
    assert total is not None and total.group(1) == "\u22127"
    assert '<td class="ch-points">\u22122</td>' in html


def test_markup_keeps_its_hyphens() -> None:
    html = '<svg viewBox="0 -4 10 10"><polygon points="1,-2 3,4"/></svg><p class="a-1">4-7</p>'
    assert minus_signs(html) == html
    assert minus_signs('<p title="-3">-3 <b>A-1</b></p>') == (
        '<p title="\u22123">\u22123 <b>A-1</b></p>')


def test_what_the_page_s_script_shows_from_json_has_minus_signs_too() -> None:
    """A refusal, an action's answer and a guide entry reach the page as JSON (its script
    shows them): the same minus signs as the page, from the same helper."""
    from pathlib import Path
    web = Path(__file__).resolve().parents[2] / "web"
    answers = 0
    for path in sorted(web.rglob("*.py")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if "json_response(" in line and any(k in line for k in ('"error"', '"said"',
                                                                   '"title"', '"text"')):
                answers += 1
                # app.py's refusal typesets its text just above (the next test reads it).
                assert "minus_signed(" in line or (
                    path.name == "app.py" and '"error": text' in line), (path.name, line)
    assert answers >= 3


async def test_a_refusal_read_by_the_script_has_the_minus_sign() -> None:
    from aiohttp.test_utils import make_mocked_request

    from web.app import refusal
    request = make_mocked_request("POST", "/game/1/move",
                                  headers={"X-Requested-With": "fetch"})
    answer = refusal(request, "You would lose -3 food.", 409)
    assert isinstance(answer.body, bytes)
    assert "\u22123 food" in answer.body.decode("unicode_escape")
