"""Cavern Tavern pictures from frozen public views: goldens, phone limits, determinism,
layout geometry and the facts each picture must show."""

from __future__ import annotations

import copy
import io
from typing import Any

import pytest
from PIL import Image

import render
from render.cavern_tavern import player_canvas, shared_canvas
from render.cavern_tavern.player_layout import player_layout
from render.cavern_tavern.tavern_layout import tavern_layout
from render.common.canvas import LoggedCanvas
from tests.render.cavern_tavern.frozen_views import CASES, frozen_view
from tests.render.cavern_tavern.goldens import check_golden
from tests.render.golden_images import MAX_WIDTH, assert_phone_limits, different_share

KEY = "cavern-tavern"


def _canvases(view: dict[str, Any]) -> dict[str, LoggedCanvas]:
    out = {"shared": shared_canvas(view)}
    for seat in range(len(view["players"])):
        out[f"player-{seat + 1}"] = player_canvas(view, seat)
    return out


def test_registered_with_the_render_package() -> None:
    assert render.supports(KEY)


@pytest.mark.parametrize("case", sorted(CASES))
def test_golden_images(case: str) -> None:
    view = frozen_view(case)
    check_golden(f"{case}-shared", render.draw_shared(KEY, view))
    # The first seat and the last one (with a different colour and shape) are enough.
    for seat in sorted({0, len(view["players"]) - 1}):
        check_golden(f"{case}-player-{seat + 1}", render.draw_player(KEY, view, seat))


def test_golden_comparison_notices_a_changed_order() -> None:
    # Guard: the tolerance absorbs font hinting, not a different order in the Mess.
    view = frozen_view("start")
    before = Image.open(io.BytesIO(render.draw_shared(KEY, view)))
    slot = next(m for m in view["mess"] if m["order"] is not None)
    slot["order"] = dict(slot["order"], name="Quite Another Stew", vp=[3, 2, 1],
                         race="Dwarf", ingredients=["fruit"])
    after = Image.open(io.BytesIO(render.draw_shared(KEY, view)))
    assert different_share(before, after) > 0.002


@pytest.mark.parametrize("case", sorted(CASES))
def test_images_respect_phone_limits(case: str) -> None:
    assert_phone_limits(_canvases(frozen_view(case)))


@pytest.mark.parametrize("case", sorted(CASES))
def test_same_view_gives_the_same_bytes(case: str) -> None:
    assert render.draw_shared(KEY, frozen_view(case)) == render.draw_shared(KEY,
                                                                             frozen_view(case))
    assert render.draw_player(KEY, frozen_view(case), 0) == render.draw_player(
        KEY, frozen_view(case), 0)


def test_start_view_is_a_real_start() -> None:
    view = frozen_view("start")
    assert view["round"] == 1 and not view["over"]
    assert all(sum(p["resources"].values()) == 4 for p in view["players"])


def test_the_shared_board_writes_what_it_must() -> None:
    view = frozen_view("midgame")
    texts = shared_canvas(view).texts
    assert any(f"round {view['round']} of 10" in t and view["clock"] in t for t in texts)
    for slot in view["mess"]:
        if slot["order"] is not None:
            assert slot["order"]["name"] in texts
    for zone in view["zones"].values():
        assert zone["name"] in " ".join(texts)
    for p in view["players"]:
        if p["order"] is not None:
            late = f"+{p['lateness']}" if p["lateness"] else "now"
            assert f"{p['order']['name']} ({late})" in texts
    assert "Automaton" not in texts


def test_solo_board_shows_the_automaton() -> None:
    view = frozen_view("solo")
    texts = " ".join(shared_canvas(view).texts)
    assert "Automaton" in texts and f"Goal: {view['solo_goal']} VP" in texts
    for zone_id in view["automaton"]["blocked"]:
        assert view["zones"][zone_id]["name"] in texts
    assert texts.count("✕ blocked") == len(view["automaton"]["blocked"])


def test_player_board_writes_tracks_order_and_counts() -> None:
    view = frozen_view("midgame")
    seat = next(s for s, p in enumerate(view["players"]) if p["order"] and p["lateness"])
    p = view["players"][seat]
    texts = " ".join(player_canvas(view, seat).texts)
    assert p["order"]["name"] in texts
    assert f"{p['lateness']} round{'s' if p['lateness'] > 1 else ''} late" in texts
    assert f"Items: {p['items']}" in texts
    assert f"Dice left: {len(p['dice']) + (1 if p['white_die'] and view['white_die']['value'] is not None else 0)}" in texts  # noqa: E501
    if p["character"]:
        assert p["character"]["name"] in texts
        assert f"{p['character']['uses_left']} of 2 uses left" in texts


@pytest.mark.parametrize("track", ["nasty", "kitchen", "chores"])
def test_player_board_moves_with_each_track(track: str) -> None:
    view = frozen_view("midgame")
    before = render.draw_player(KEY, view, 1)
    changed = copy.deepcopy(view)
    changed["players"][1][track] = (view["players"][1][track] + 2) % 9
    assert render.draw_player(KEY, changed, 1) != before


def test_unknown_seat_is_refused() -> None:
    with pytest.raises(ValueError):
        render.draw_player(KEY, frozen_view("start"), 4)


@pytest.mark.parametrize("secret", [0, 4])
@pytest.mark.parametrize("players", range(1, 7))
def test_tavern_layout_is_sound(players: int, secret: int) -> None:
    lay = tavern_layout(players, 4, solo=players == 1, secret_zones=secret, story=players == 1)
    assert lay.width <= MAX_WIDTH
    boxes = lay.boxes()
    assert all(b.x >= 0 and b.right <= lay.width and b.bottom <= lay.height for b in boxes)
    assert not any(a.overlaps(b) for a in boxes for b in boxes if a is not b)
    assert len(lay.table_rows) == players and len(lay.mess) == 6


@pytest.mark.parametrize("secret", [False, True])
@pytest.mark.parametrize("kinds", [0, 1, 4, 5, 13])
def test_player_layout_is_sound(kinds: int, secret: bool) -> None:
    lay = player_layout({"nasty": 13, "kitchen": 10, "chores": 10}, kinds, secret)
    assert lay.width <= MAX_WIDTH
    boxes = lay.boxes()
    assert all(b.x >= 0 and b.right <= lay.width and b.bottom <= lay.height for b in boxes)
    assert not any(a.overlaps(b) for a in boxes for b in boxes if a is not b)
    assert len(lay.chips) == kinds


def test_cached_backdrop_is_never_drawn_on() -> None:
    # The fixed parts are drawn once and cloned: one board must not bleed into the next.
    first = render.draw_shared(KEY, frozen_view("start"))
    render.draw_shared(KEY, frozen_view("midgame"))
    other = frozen_view("start")
    for zone in other["zones"].values():
        zone["blocked"] = True
    render.draw_shared(KEY, other)
    assert render.draw_shared(KEY, frozen_view("start")) == first


def test_zones_are_drawn_in_board_order_whatever_the_mapping_order() -> None:
    view = frozen_view("midgame")
    shuffled = dict(view, zones=dict(sorted(view["zones"].items(), reverse=True)))
    assert render.draw_shared(KEY, shuffled) == render.draw_shared(KEY, view)
    texts = shared_canvas(view).texts
    kitchen = [t for t in texts if t.startswith("Σ ") and t[2:].isdigit()]
    assert kitchen == [f"Σ {v}" for v in (*range(1, 7), *range(7, 18, 2), *range(8, 19, 2))]


def test_secret_room_is_drawn_with_its_cards_tokens_and_miss_nasty() -> None:
    view = frozen_view("secret-room")
    room = view["secret_room"]
    texts = " ".join(shared_canvas(view).texts)
    assert "Secret Room" in texts and "Talk to Miss Nasty" in texts
    for entry in room["cards"]:
        if entry["card"] is not None:
            assert entry["card"]["name"] in texts
    player = " ".join(player_canvas(view, 0).texts)
    assert "Secret Room cards kept" in player and "Modifiers" in player
    # Without the expansion neither board mentions it.
    plain = frozen_view("midgame")
    assert "Secret Room" not in shared_canvas(plain).texts
    assert not any("Secret Room cards" in t for t in player_canvas(plain, 0).texts)


def test_story_mode_shows_the_five_kingdoms_goals() -> None:
    view = frozen_view("story")
    texts = " ".join(shared_canvas(view).texts)
    assert f"Story: {view['story']['name']}" in texts
    for goal in view["story"]["goals"]:
        assert str(goal["goal"]) in texts


@pytest.mark.parametrize("case", ["solo", "story"])
def test_solo_player_board_says_whether_the_goal_is_met(case: str) -> None:
    view = frozen_view(case)
    texts = " ".join(player_canvas(view, 0).texts)
    won = view.get("solo_won", view["players"][0]["score"] >= view["solo_goal"])
    state = "met" if won else "not yet"
    target = "story goals" if view.get("story") else f"goal {view['solo_goal']} VP"
    assert f"{target}: {state}" in texts
