"""Cave vs Cave's board on the web table (issue 37): drawn from a seat's view, every place an
option points at is on that seat's page, every tappable element has a guide text, and
nothing hidden shows.

``CAVERN_CONTRACT_SEEDS`` raises the random games per player count (default 1) and
``CAVERN_HIDDEN_SEEDS`` those whose hidden facts are reshuffled.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from functools import cache

import pytest

from bot import guide
from bot.i18n import localize
from rules.cave_vs_cave.data import CELL_INDEX, GOLD, ROOM_BY_ID, XCELL
from rules.core import State
from tests.rules.cave_vs_cave.test_properties import _hide_swap
from tests.sizes import env_int
from tests.web.boards.cvc_pages import ENGINE, context, drawn, game
from web.boards import cave_vs_cave as board
from web.boards.cave_vs_cave.places import ZONES

GAME = "cave-vs-cave"
GAMES = env_int("CAVERN_CONTRACT_SEEDS", 1)
HIDDEN_GAMES = env_int("CAVERN_HIDDEN_SEEDS", 1)
# Seed 2 plays a wall (both counts) and a Breach (two players) at random.
CASES = [pytest.param(players, seed, id=f"{players}p-seed{seed}")
         for players in (1, 2) for seed in range(2, 2 + GAMES)]
# The kinds of option that name a place, and those seen in every random game.
PLACE_KINDS = frozenset({"tile", "dig", "furnish", "place", "use", "opt", "wall", "raze"})
ALWAYS_SEEN = frozenset({"tile", "dig", "furnish", "place", "use"})
_CELL = re.compile(r"^r\d+c\d+$")


@cache
def _page(players: int, seed: int, index: int, seat: int | None) -> str:
    return drawn(game(players, seed)[index], seat)


def _tree(html: str) -> ET.Element:
    """The board as XML: the markup must be well formed (every element closed, every
    attribute quoted, entities escaped)."""
    return ET.fromstring(html)


def _targets(root: ET.Element) -> dict[str, ET.Element]:
    found: dict[str, ET.Element] = {}
    for element in root.iter():
        target = element.get("data-target")
        if target is not None:
            assert target not in found, f"data-target {target} twice on the page"
            found[target] = element
    return found


def _topics(root: ET.Element) -> set[str]:
    return {e.get("data-topic", "") for e in root.iter() if e.get("data-topic") is not None}


def _play(state: State, *option_ids: str) -> State:
    for option_id in option_ids:
        state = ENGINE.apply(state, state["to_move"], option_id)
    return state


def _options(state: State) -> list[tuple[str, str]]:
    """(id, English label) of the pending decision."""
    (decision,) = ENGINE.pending(state)
    return [(o.id, str(localize(o.label, "en"))) for o in decision.options]


def _classes(element: ET.Element) -> set[str]:
    return set((element.get("class") or "").split())


# ----- markup ---------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "seed"), CASES)
def test_every_state_of_a_random_game_draws_well_formed_markup(players: int, seed: int) -> None:
    states = game(players, seed)
    for index in range(len(states)):
        for seat in (0, None) if index % 5 == 0 else (0,):
            html = _page(players, seed, index, seat)
            root = _tree(html)
            for element in root.iter():
                assert element.tag != "script"
                for name in element.attrib:
                    assert name != "style" and not name.startswith("on"), (index, name)
            _targets(root)
            assert root.get("class", "").split()[:2] == ["board", "cvc"]
            assert len(root.findall(".//article[@data-seat]")) == players


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_every_place_an_option_points_at_is_on_the_page_of_the_seat_to_act(
        players: int, seed: int) -> None:
    states = game(players, seed)
    seen: set[str] = set()
    for index, state in enumerate(states):
        if ENGINE.is_over(state):
            continue
        seat = state["to_move"]
        view = ENGINE.view(state, seat)
        found = _targets(_tree(_page(players, seed, index, seat)))
        for option_id, _label in _options(state):
            targets = board.targets(view, option_id)
            kind, _, rest = option_id.partition(":")
            names_a_place = (kind in PLACE_KINDS and bool(rest)
                             and (kind != "furnish" or rest in ROOM_BY_ID)
                             and (kind != "opt" or bool(_CELL.match(rest))))
            assert bool(targets) == names_a_place, (index, option_id, targets)
            for target in targets:
                assert target in found, (index, option_id, target)
            if targets:
                seen.add(kind)
    assert seen >= ALWAYS_SEEN, sorted(seen)


def test_options_about_no_place_stay_in_the_list() -> None:
    state = game(2, 2)[0]
    view = ENGINE.view(state, state["to_move"])
    for option_id in ("done", "back", "stop", "convert", "conv:gold", "furnish:food",
                      "furnish2:gold", "gain:wood", "trade:stone", "rooms", "dig", "dig2",
                      "opt:wood", "opt:go", "opt:wood-stone-gold", "xcav:2", "prospect",
                      "tile:no_such_tile", "dig:r9c9", "wall:nowhere"):
        assert board.targets(view, option_id) == (), option_id


# ----- playing on the board: a dig, a build, a room, a wall -----------------------------

def _first(players: int, seed: int, kind: str) -> State:
    """The first state of a random game whose decision is all ``kind:…`` (and Back)."""
    for state in game(players, seed):
        if ENGINE.is_over(state):
            continue
        ids = [o for o, _ in _options(state) if o not in ("back", "convert")]
        if ids and all(o.startswith(kind + ":") for o in ids):
            return state
    raise AssertionError(f"no {kind} decision in game {players}p seed {seed}")


def _cell_name(engine_cell: str) -> str:
    row, col = int(engine_cell[1]), int(engine_cell[3])
    return f"{'ABC'[col]}{row + 1}"


def test_a_dig_is_found_by_tapping_its_rock() -> None:
    state = _first(2, 2, "dig")
    seat = state["to_move"]
    view = ENGINE.view(state, seat)
    found = _targets(_tree(drawn(state, seat)))
    digs = [(o, label) for o, label in _options(state) if o.startswith("dig:")]
    assert len(digs) >= 2
    for option_id, label in digs:
        name = _cell_name(option_id[4:])
        (target,) = board.targets(view, option_id)
        assert target == f"p{seat}-cell-{name}"
        assert "is-face-down" in _classes(found[target])
        assert name in label   # "Excavate B4": the engine names the cell the page lights
        # Tapping that rock leaves this dig alone among the options.
        assert [o for o, _ in digs if target in board.targets(view, o)] == [option_id]


def test_a_build_is_found_by_tapping_the_room_then_the_cavern() -> None:
    state = _first(2, 2, "furnish")
    seat = state["to_move"]
    view = ENGINE.view(state, seat)
    found = _targets(_tree(drawn(state, seat)))
    rooms = [o for o, _ in _options(state) if o.startswith("furnish:")]
    for option_id in rooms:
        (target,) = board.targets(view, option_id)
        assert "cvc-room" in _classes(found[target])
        assert found[target].get("data-topic") == target
    state = _play(state, rooms[0])
    view = ENGINE.view(state, seat)
    found = _targets(_tree(drawn(state, seat)))
    places = [(o, label) for o, label in _options(state) if o.startswith("place:")]
    assert places
    by_cell: dict[str, list[str]] = {}
    for option_id, label in places:
        name = _cell_name(option_id.split(":")[1])
        (target,) = board.targets(view, option_id)
        assert target == f"p{seat}-cell-{name}" and "is-empty" in _classes(found[target])
        assert f" on {name}" in label
        by_cell.setdefault(target, []).append(option_id)
    for target, ids in by_cell.items():
        # Turns of one room on one cavern are offered side by side once it is tapped.
        assert len({i.rsplit(":", 1)[0] for i in ids}) == 1, (target, ids)


def test_rooms_are_used_by_tapping_them_and_the_digging_cave_digs_where_tapped() -> None:
    state = ENGINE.new_game(2, 3)
    seat = state["to_move"]
    player = state["players"][seat]
    player["cave"][CELL_INDEX["r2c0"]] = ROOM_BY_ID["digging_cave"]
    player["g"][GOLD] = 3
    state = _play(state, "tile:cultivation", "rooms")
    view = ENGINE.view(state, seat)
    found = _targets(_tree(drawn(state, seat)))
    (target,) = board.targets(view, "use:r2c0")
    assert target == f"p{seat}-cell-A3" and found[target].get("data-topic") == "room-digging-cave"
    state = _play(state, "use:r2c0")
    view = ENGINE.view(state, seat)
    found = _targets(_tree(drawn(state, seat)))
    digs = [o for o, _ in _options(state) if o.startswith("opt:")]
    assert digs
    for option_id in digs:
        (target,) = board.targets(view, option_id)
        assert target == f"p{seat}-cell-{_cell_name(option_id[4:])}"
        assert "is-face-down" in _classes(found[target])


def test_walls_go_in_the_cracks_and_on_the_additional_cavern() -> None:
    seed = next(s for s in range(1, 200)
                if ENGINE.new_game(2, s)["board"][4] == "masonry")
    state = ENGINE.new_game(2, seed)
    seat = state["to_move"]
    player = state["players"][seat]
    player["xside"], player["cave"][XCELL] = 2, 0     # the corner side: east and south open
    state = _play(state, "tile:masonry", "wall")
    view = ENGINE.view(state, seat)
    root = _tree(drawn(state, seat))
    found = _targets(root)
    walls = [o for o, _ in _options(state) if o.startswith("wall:")]
    assert {"wall:x-e", "wall:x-s", "wall:r0c0-r0c1", "wall:r3c0-r4c0"} <= set(walls)
    for option_id in walls:
        (target,) = board.targets(view, option_id)
        assert "cvc-crack" in _classes(found[target]), option_id
    assert board.targets(view, "wall:r0c0-r0c1") == (f"p{seat}-wall-A1-B1",)
    assert board.targets(view, "wall:x-e") == (f"p{seat}-wall-extra-e",)
    assert f"p{seat}-cell-extra" in found
    state = _play(state, "wall:x-e")
    found = _targets(_tree(drawn(state, seat)))
    assert "is-wall" in _classes(found[f"p{seat}-wall-extra-e"])
    assert "is-wall" not in _classes(found[f"p{seat}-wall-extra-s"])


# ----- tap to read ----------------------------------------------------------------------

def _sample_topics() -> set[str]:
    topics: set[str] = set()
    for players, seed in ((1, 2), (2, 2)):
        states = game(players, seed)
        for index in range(0, len(states), 7):
            topics |= _topics(_tree(_page(players, seed, index, 0)))
        topics |= _topics(_tree(_page(players, seed, len(states) - 1, 0)))
    return topics


def test_every_element_a_reader_taps_is_explained_in_english_french_and_japanese() -> None:
    topics = _sample_topics()
    known = set(guide.topics(GAME))
    assert topics <= known, sorted(topics - known)
    # Tiles, rooms and zones of the board all appear over a few games.
    tiles = {t for t in known if t.startswith("tile-")}
    assert {t for t in topics if t.startswith("tile-")} == tiles
    assert {f"zone-{z}" for z in ZONES} <= known
    assert len([t for t in topics if t.startswith("zone-")]) >= len(ZONES) - 2
    for topic in topics | {f"zone-{z}" for z in ZONES}:
        texts = {}
        for lang in ("en", "fr", "ja"):
            found = guide.explain(GAME, topic, lang)
            assert found is not None and found.text.strip() and found.title != topic, (
                lang, topic)
            texts[lang] = found.text
        assert texts["fr"] != texts["en"] and texts["ja"] != texts["en"], topic
    assert guide.howto(GAME, "ja")


# ----- names and secrets ----------------------------------------------------------------

def test_hostile_names_are_escaped() -> None:
    names = ('<script>alert(1)</script>', '"><img src=x onerror=alert(2)>')
    state = game(2, 2)[40]
    html = board.render(ENGINE.view(state, 0), context(0, names=names))
    root = _tree(html)
    assert "<script" not in html and "<img" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert not [e for e in root.iter() if e.tag in ("script", "img")]
    assert any(e.text and "<script>" in e.text for e in root.iter())


def _hidden_cases() -> Iterator[tuple[int, int]]:
    for players in (1, 2):
        for seed in range(2, 2 + HIDDEN_GAMES):
            yield players, seed


@pytest.mark.parametrize(("players", "seed"), list(_hidden_cases()))
def test_the_page_for_seat_0_ignores_hidden_facts(players: int, seed: int) -> None:
    """Face-down rooms, the solo pile and the face-down action tiles reshuffled (each tile
    within its group): the page for seat 0, and the spectators', are the same."""
    states = game(players, seed)
    checked = 0
    for index in range(0, len(states), 4):
        state = states[index]
        other = _hide_swap(state)
        if other == state:
            continue
        for seat in (0, None):
            assert drawn(other, seat) == _page(players, seed, index, seat), (index, seat)
        checked += 1
    assert checked > 5


def test_a_solo_goal_missed_says_so_once_the_game_is_over() -> None:
    from bot.i18n import tr
    from tests.web.boards.cvc_pages import drawn, game
    last = game(1, 1)[-1]
    view = ENGINE.view(last, 0)
    assert view["over"] and not view.get("solo_goal_reached")
    for lang in ("en", "fr", "ja"):
        html = drawn(last, 0, lang)
        still = tr(lang, "web-cvc-solo-to-go", count=int(view["solo_goal"]) - view["solo_score"])
        assert still not in html and tr(lang, "pic-cvc-goal-missed") in html, lang
