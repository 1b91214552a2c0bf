"""Issue 27: everyone's board at a glance — readable on a phone, public facts only, and
what changed since an earlier page highlighted."""

from __future__ import annotations

import functools
import io
import re

import pytest
from PIL import Image

from bot.i18n import localize
from render.__main__ import play_moves
from render.common.numbers import number
from render.common.words import points_word
from render.glance import draw_glance, glance
from rules import get_engine
from rules.core import Rng
from tests.render.golden_images import assert_phone_limits
from tests.rules.test_hidden_information import SCRAMBLERS

PHONE = 400
CASES = [("caverna", 7, 3, 150), ("caverna", 1, 1, 40), ("cave-vs-cave", 2, 2, 120),
         ("cave-vs-cave", 1, 2, 30), ("cavern-tavern", 6, 1, 60), ("cavern-tavern", 2, 1, 5000)]


def _state(key: str, players: int, seed: int, moves: int) -> object:
    state, _ = play_moves(get_engine(key), players, seed, moves)
    return state


@pytest.mark.parametrize(("key", "players", "seed", "moves"), CASES)
def test_every_word_reads_at_phone_width(key: str, players: int, seed: int, moves: int) -> None:
    view = get_engine(key).view(_state(key, players, seed, moves), None)
    page = glance(key, view).canvas
    scale = PHONE / page.image.width
    assert min(page.text_sizes) * scale >= PHONE / 45
    assert_phone_limits({"glance": page})
    # Every player has a band with their name and points.
    for player in view["players"]:
        unit = "VP" if key == "cavern-tavern" else points_word(player["score"])
        assert any(f"Player {player['seat'] + 1} · {number(player['score'])} {unit}" in t
                   for t in page.texts), player["seat"]


@pytest.mark.parametrize(("key", "players", "seed", "moves"), CASES[::2])
def test_the_picture_ignores_hidden_facts(key: str, players: int, seed: int, moves: int
                                          ) -> None:
    engine = get_engine(key)
    state = _state(key, players, seed, moves)
    other = SCRAMBLERS[key](state, Rng(7))
    assert draw_glance(key, engine.view(other, None)) == draw_glance(key, engine.view(state,
                                                                                     None))


def test_what_changed_since_the_earlier_page_is_marked() -> None:
    engine = get_engine("caverna")
    early = glance("caverna", engine.view(_state("caverna", 3, 3, 30), None))
    later_view = engine.view(_state("caverna", 3, 3, 90), None)
    plain = glance("caverna", later_view).canvas.texts
    marked = glance("caverna", later_view, before=early.earlier).canvas.texts
    assert not any("(+" in t or "(−" in t for t in plain)
    assert any("(+" in t or "(−" in t for t in marked)
    # A band shows the points gained or lost since, when they changed.
    before_scores = {s: e.score for s, e in early.earlier.items()}
    for player in later_view["players"]:
        if player["score"] != before_scores[player["seat"]]:
            unit = points_word(player["score"])
            said = number(player["score"])
            assert any(t.startswith(f"Player {player['seat'] + 1} · {said} {unit} (")
                       for t in marked)


def test_french_page_has_french_words() -> None:
    view = get_engine("caverna").view(_state("caverna", 2, 3, 60), None)
    page = glance("caverna", view, say=functools.partial(localize, lang="fr")).canvas
    text = " ".join(page.texts)
    assert "Joueur 1" in text and "bois" in text


def test_draw_glance_is_a_png() -> None:
    view = get_engine("cave-vs-cave").view(_state("cave-vs-cave", 2, 2, 50), None)
    image = Image.open(io.BytesIO(draw_glance("cave-vs-cave", view)))
    assert image.format == "PNG" and image.width == 720


# Issue 40, item 6: Cavern Tavern's tracks are tracks, not ingredients.
TAVERN_TRACKS = ("nasty", "kitchen", "chores")


def _tavern_views() -> list[dict[str, object]]:
    """Views over a whole game: the start, every 40 moves, and the end."""
    engine = get_engine("cavern-tavern")
    return [engine.view(_state("cavern-tavern", players, 2, moves), None)
            for players in (1, 3) for moves in (0, 40, 120, 5000)]


def test_the_tavern_page_draws_tracks_as_tracks_and_lists_only_ingredients() -> None:
    """Over views of whole games (the glance page and the replay's frames): every chip is
    an ingredient the player holds; each track is drawn as its row of spaces with the
    player's marker at their position, as the player board prints it."""
    from render.cavern_tavern.glance import players as tavern_players
    from rules.cavern_tavern.board import ALL_CARDS
    track_words = re.compile(r"^(Nasty|Kitchen|Chores) \d")
    for view in _tavern_views():
        by_seat = {p["seat"]: p for p in view["players"]}  # type: ignore[index,union-attr]
        for player in tavern_players(view):
            held = by_seat[player.seat]
            assert {f.key for f in player.facts} <= set(ALL_CARDS), player.facts
            assert {f.key: f.count for f in player.facts if f.count} == {
                k: v for k, v in held["resources"].items() if v}
            assert [(t.key, t.value) for t in player.tracks] == [
                (k, held[k]) for k in TAVERN_TRACKS]
            assert all(t.value < t.spaces for t in player.tracks)
        page = glance("cavern-tavern", view).canvas
        assert not [t for t in page.texts if track_words.match(t)]
        assert {"Nasty", "Kitchen", "Chores"} <= set(page.texts)


def test_a_tavern_track_that_moved_is_marked() -> None:
    engine = get_engine("cavern-tavern")
    early = glance("cavern-tavern", engine.view(_state("cavern-tavern", 2, 1, 0), None))
    later = engine.view(_state("cavern-tavern", 2, 1, 5000), None)
    moved = [p for p in later["players"] if any(p[k] for k in TAVERN_TRACKS)]
    assert moved
    marked = glance("cavern-tavern", later, before=early.earlier).canvas.texts
    assert any(re.match(r"^(Nasty|Kitchen|Chores) \(\+\d+\)$", t) for t in marked), marked
