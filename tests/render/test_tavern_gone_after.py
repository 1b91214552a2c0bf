"""The Tavern order card's red box says when the customer leaves, with its unit and
whole: the sixth reading (fr-282) read « part après 7 » (7 what? English said « gone after
7 »), and « part après 7 tours » would not fit the box. Drawn on the real pictures, for the
longest count (10)."""

from __future__ import annotations

import copy

import pytest

from bot.i18n import localizer
from render.cavern_tavern import player_canvas, shared_canvas
from render.common.text import ELLIPSIS, FittedText, fit
from tests.render.cavern_tavern.frozen_views import frozen_view

UNITS = {"en": "rounds", "fr": "tours", "ja": "R"}


def _longest(view: dict) -> dict:
    """The view with every order waiting the longest a card may (10 rounds)."""
    view = copy.deepcopy(view)
    orders = [m["order"] for m in view["mess"] if m.get("order")]
    orders += [p["order"] for p in view["players"] if p.get("order")]
    for order in orders:
        order["vp"] = list(range(10, 0, -1))
        order["forgotten_after"] = 10
    assert orders
    return view


@pytest.mark.parametrize("lang", sorted(UNITS))
def test_the_gone_after_box_says_its_unit_whole(lang: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    said = localizer(lang)
    gone: list[FittedText] = []
    label = said(_say_gone(10))

    def recording(text: str, width: int, height: int, max_size: int,
                  **options: object) -> FittedText:
        fitted = fit(text, width, height, max_size, **options)  # type: ignore[arg-type]
        if text == label:
            gone.append(fitted)
        return fitted

    monkeypatch.setattr("render.common.canvas.fit", recording)
    view = _longest(frozen_view("midgame"))
    shared_canvas(view, say=said)
    for seat in range(len(view["players"])):
        player_canvas(view, seat, say=said)
    assert gone, "no order card drawn"
    assert UNITS[lang] in label, label
    cut = [f.lines for f in gone if len(f.lines) != 1 or f.lines[0].endswith(ELLIPSIS)]
    assert cut == [], cut


def _say_gone(n: int) -> object:
    from rules.core.text import Say
    return Say(f"waits {n} rounds", "pic-tavern-gone-after", n=n)
