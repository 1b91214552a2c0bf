"""Cavern Tavern facts added in round 2: dice on zones, the white die's whereabouts, the
board options in the footer and the winner line from ``final_scores``."""

from __future__ import annotations

import copy
from typing import Any

import pytest

import render
from render.cavern_tavern import from_view, shared_canvas, zones
from render.cavern_tavern.tavern import WHITE_STATUS
from render.cavern_tavern.tavern_layout import tavern_layout
from render.common.names import player_name
from tests.render.cavern_tavern.frozen_views import frozen_view
from tests.render.cavern_tavern.goldens import check_golden

KEY = "cavern-tavern"


def _dice_drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, Any]]:
    """(value, face colour) of every die the zones draw from now on."""
    seen: list[tuple[int, Any]] = []
    original = zones.die

    def spy(canvas: Any, area: Any, value: int, **kw: Any) -> None:
        seen.append((value, kw.get("fill")))
        original(canvas, area, value, **kw)

    monkeypatch.setattr(zones, "die", spy)
    return seen


def test_the_dice_on_each_zone_are_drawn(monkeypatch: pytest.MonkeyPatch) -> None:
    view = frozen_view("midgame")
    for zone in view["zones"].values():
        zone["placed"] = []
    # Two dice of seat 1 on one zone, seat 0's die on another (the views' [seat, value,
    # colour] form); the seats must also hold the slots for their dice to show.
    cellar, kitchen = "cellar4", next(z for z in view["zones"] if z.startswith("kitchen"))
    view["zones"][cellar].update(occupied=[1], placed=[[1, 3, "player"], [1, 6, "player"]])
    view["zones"][kitchen].update(occupied=[0], placed=[[0, 2, "white"]])
    seen = _dice_drawn(monkeypatch)
    shared_canvas(view)
    assert sorted(v for v, _ in seen) == [2, 3, 6]
    bare = copy.deepcopy(view)
    for zone in bare["zones"].values():
        zone["placed"] = []
    assert render.draw_shared(KEY, bare) != render.draw_shared(KEY, view)


def test_the_solo_board_draws_its_placed_dice(monkeypatch: pytest.MonkeyPatch) -> None:
    view = frozen_view("solo")
    expected = sorted(value for zone in view["zones"].values()
                      for seat, value, _ in zone.get("placed") or []
                      # An automaton die shows on its blocked zone; players' beside their slot.
                      if seat is not None or zone.get("blocked"))
    assert expected, "the frozen solo view should have dice on zones"
    seen = _dice_drawn(monkeypatch)
    shared_canvas(view)
    assert sorted(v for v, _ in seen) == expected


@pytest.mark.parametrize("status", sorted(WHITE_STATUS))
def test_white_die_status_line(status: str) -> None:
    view = frozen_view("midgame")
    view["white_die"] = dict(view["white_die"], value=None)
    view["white_die_status"] = status
    texts = shared_canvas(view).texts
    assert WHITE_STATUS[status] in texts
    assert "White die:" in texts


def test_a_rolled_white_die_has_no_status_words() -> None:
    view = frozen_view("midgame")
    assert view["white_die"]["value"] is not None
    texts = shared_canvas(view).texts
    assert "White die:" in texts
    assert not set(WHITE_STATUS.values()) & set(texts)


def test_white_die_status_golden() -> None:
    view = frozen_view("midgame")
    view["white_die"] = dict(view["white_die"], value=None)
    view["white_die_status"] = "set_aside"
    check_golden("midgame-white-set-aside-shared", render.draw_shared(KEY, view))


def _footer(view: dict[str, Any]) -> str:
    # The footer may wrap onto two lines at spaces: joined, its words read as written.
    return " ".join(shared_canvas(view).texts)


def test_full_options_and_the_house_note_fit_uncut() -> None:
    view = frozen_view("midgame")
    assert view["house_deck"] and view["game_options"]["nasty_penalties"]
    table = "/".join(str(v) for v in view["game_options"]["nasty_penalties"])
    footer = _footer(view)
    assert f"Nasty track, VP lost per space: {table}" in footer and "Fix the Roof: 6 VP" in footer
    assert str(view["house_note"]).split()[-1] in footer


def test_board_options_are_in_the_footer() -> None:
    view = frozen_view("midgame")
    view["game_options"] = dict(view["game_options"], nasty_penalties=[0, 1, 3, 6],
                                chores_bonus="mirror_kitchen", fix_the_roof_vp=4)
    footer = _footer(view)
    assert "Nasty track, VP lost per space: 0/1/3/6" in footer and "−0" not in footer
    assert "Chores bonus: mirror kitchen" in footer
    assert "Fix the Roof: 4 VP" in footer
    view["game_options"]["chores_bonus"] = "none"
    assert "Chores bonus: none" in _footer(view)


def test_footer_without_options_names_the_publishers_cards() -> None:
    view = frozen_view("midgame")
    view["game_options"] = {}
    view.pop("house_deck", None)
    assert "Played with the publisher's cards." in shared_canvas(view).texts


def test_winner_line_is_built_from_final_scores() -> None:
    view = frozen_view("endgame")
    finals = view["final_scores"]
    best = max(f["total"] for f in finals)
    winners = [player_name(view["players"], f["seat"]) for f in finals if f["total"] == best]
    line = f"Winner: {' and '.join(winners)} with {best} (secret objectives and Tips counted)"
    assert line in shared_canvas(view).texts


def test_winner_line_names_every_tied_winner_and_ignores_the_public_track() -> None:
    view = frozen_view("endgame")
    for f, total in zip(view["final_scores"], (40, 7, 40), strict=True):
        f["total"] = total
    # The score track alone would crown someone else: the final totals decide.
    for p, score in zip(view["players"], (0, 99, 0), strict=True):
        p["score"] = score
    names = [player_name(view["players"], s) for s in (0, 2)]
    texts = shared_canvas(view).texts
    assert (f"Winner: {names[0]} and {names[1]} with 40 (secret objectives and Tips counted)"
            in texts)


def test_without_final_scores_the_line_says_before_secrets() -> None:
    view = frozen_view("endgame")
    view["final_scores"] = None
    assert any(t.startswith("Highest public score:") for t in shared_canvas(view).texts)



@pytest.mark.parametrize("case", ["solo", "story"])
def test_footer_is_below_the_automaton_panel(case: str) -> None:
    # The story panel is taller: the footer must move down with it, not hide under it.
    view = frozen_view(case)
    tavern = from_view.tavern(view)
    secret = len(tavern.secret_room.zones) if tavern.secret_room else 0
    lay = tavern_layout(len(tavern.seats), 4, solo=True, secret_zones=secret,
                        story=bool(view.get("story")))
    assert lay.automaton is not None
    canvas = shared_canvas(view)
    index = next(i for i, t in enumerate(canvas.texts) if t.startswith("Nasty track, VP lost"))
    assert canvas.text_boxes[index][1] >= lay.automaton.bottom
    assert canvas.image.height == lay.height
