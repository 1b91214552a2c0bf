"""Cave vs Cave solo game over: the verdict comes from the view's ``solo_goal``,
``solo_goal_reached`` and ``solo_outstanding``, never from the renderer's own sums."""

from __future__ import annotations

from typing import Any

import pytest

import render
from render.cave_vs_cave import shared_canvas
from tests.render.cvc_views import endgame_view
from tests.render.drawn import drawn_texts
from tests.render.golden_images import check_golden

KEY = "cave-vs-cave"


def solo_end(score: int, reached: bool | None, outstanding: bool | None) -> dict[str, Any]:
    """The two-player end state cut down to one cave, with the engine's solo fields."""
    view = endgame_view()
    view["players"] = view["players"][:1]
    view["players"][0]["score"] = score
    view.update(solo=True, solo_score=score, solo_goal=50, solo_outstanding_above=60,
                solo_goal_reached=reached, solo_outstanding=outstanding, first_player=0)
    if reached is None:
        del view["solo_goal_reached"]
    if outstanding is None:
        del view["solo_outstanding"]
    return view


def _header_line(view: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> str:
    texts = drawn_texts(monkeypatch)
    shared_canvas(view)
    lines = [t for t in texts if t.startswith("Final score")]
    assert len(lines) == 1, texts[:12]
    return lines[0]


@pytest.mark.parametrize(("score", "reached", "outstanding", "verdict"), [
    (55, True, False, "goal reached"),
    (64, True, True, "outstanding"),
    (41, False, False, "goal missed"),
])
def test_verdict_for_each_outcome(score: int, reached: bool, outstanding: bool, verdict: str,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    line = _header_line(solo_end(score, reached, outstanding), monkeypatch)
    assert line == (f"Final score: {score} points — {verdict} "
                    "(solo goal 50, outstanding above 60)")


def test_the_views_flags_win_over_the_score(monkeypatch: pytest.MonkeyPatch) -> None:
    # The engine decides (its total may differ from the shown score): 55 points with
    # "not reached" says missed, 30 points with "outstanding" says outstanding.
    assert "goal missed" in _header_line(solo_end(55, False, False), monkeypatch)
    assert "— outstanding (" in _header_line(solo_end(30, True, True), monkeypatch)


def test_without_the_flags_the_goal_is_compared(monkeypatch: pytest.MonkeyPatch) -> None:
    assert "goal reached" in _header_line(solo_end(50, None, None), monkeypatch)
    assert "goal missed" in _header_line(solo_end(49, None, None), monkeypatch)


def test_multiplayer_end_names_the_leader(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = drawn_texts(monkeypatch)
    shared_canvas(endgame_view())
    assert not any(t.startswith("Final score") for t in texts)
    assert any(t.startswith("Highest score: ") for t in texts)


def test_solo_verdict_golden() -> None:
    png = render.draw_shared(KEY, solo_end(64, True, True))
    check_golden("cave_vs_cave/solo-outstanding-shared", png)


def test_verdicts_look_different() -> None:
    # The header really changes with the outcome (a guard on the line being drawn at all).
    drawn = {render.draw_shared(KEY, solo_end(55, *flags))
             for flags in ((True, False), (True, True), (False, False))}
    assert len(drawn) == 3

