"""Cavern Tavern's board on the web table (issue 37): drawn from the views of random games,
every option's places on the page, tap-to-read topics from the guide, names escaped, and
nothing of another seat's secrets."""

from __future__ import annotations

import copy
import json
import re

import pytest

from bot import guide
from rules.cavern_tavern.decks import DATA
from rules.core import Rng, State
from rules.core.playout import apply_offered, random_game
from tests.sizes import env_int
from tests.web.boards.tavern_pages import (
    CASES,
    ENGINE,
    board_targets,
    case_id,
    drawn,
    kind,
    page,
    read,
    samples,
)

SAFE_ID = re.compile(r"[a-z0-9]+(-[a-z0-9_]+)*")
# Options that name no place and stay in the list: Back, Skip, End turn, "Take an
# order…" (its step has the Mess slots), the reward menus, cards drawn in secret (kept
# items, orders drawn for the Workshop, the Talisman's cards), characters and the
# starting ingredients (no card on the board yet).
LIST_ONLY = frozenset({"back", "skip", "end", "order", "rw", "keep", "o", "c", "s"})


def _list_only(view: dict, option_id: str) -> bool:
    head, _, rest = option_id.partition(":")
    if head in LIST_ONLY and not (head == "skip" and rest):
        return True
    if head == "n" and rest.isdigit():       # the Talisman's cards, drawn in secret
        return True
    # The Elven Cup lifting a die off a Secret Room card on its owner's board: the view
    # does not say which dice lie there.
    return head == "d" and not rest.split(":")[0].replace("+", "").isdigit() and any(
        (c or {}).get("id") == rest.rsplit(":", 1)[0]
        for p in view["players"] for c in p.get("secret_cards") or ())


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_every_drawn_state_is_well_formed_markup_the_page_may_serve(
        case: tuple[int, bool]) -> None:
    pages = drawn(*case)
    for shown in pages:
        markup = shown.markup
        assert not markup.faults, (shown.seat, markup.faults[:3])
        assert len(markup.targets) == len(set(markup.targets)), "a target id twice"
        bad = [t for t in markup.targets if not SAFE_ID.fullmatch(t)]
        assert not bad, bad[:3]
        assert shown.html.startswith('<section class="ct-board')
    assert len(pages) >= 10


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_every_option_points_at_places_on_the_page_of_its_seat(
        case: tuple[int, bool]) -> None:
    pointed: set[str] = set()
    for shown in drawn(*case):
        for decision in shown.sample.pending:
            if decision.seat != shown.seat:
                continue
            view, on_page = shown.view, set(shown.markup.targets)
            for option in decision.options:
                found = board_targets(view, option.id)
                assert set(found) <= on_page, (option.id, set(found) - on_page)
                if found:
                    pointed.add(kind(option.id))
                else:
                    assert _list_only(view, option.id), f"{option.id} points at nothing"
    # Every game places dice on zones and takes orders from the Mess by tapping them.
    assert {"place", "z", "d", "take"} <= pointed, pointed


def _zone_step(players: int, secret_room: bool) -> tuple[State, int]:
    for sample in samples(players, secret_room):
        for decision in sample.pending:
            if any(o.id.startswith("z:") for o in decision.options) and any(
                    o.id == "back" for o in decision.options):
                return sample.state, decision.seat
    raise AssertionError("no game asked where to place dice")


@pytest.mark.parametrize("case", [(1, True), (4, False), (6, True)], ids=case_id)
def test_a_die_placement_is_found_from_its_zone(case: tuple[int, bool]) -> None:
    state, seat = _zone_step(*case)
    view, html = page(state, seat)
    markup = read(html)
    options = [o.id for d in ENGINE.pending(state) if d.seat == seat for o in d.options]
    zones = [o for o in options if o.startswith("z:")]
    assert zones
    for option in zones:
        (place,) = board_targets(view, option)
        # Tapping that zone offers this placement, and no other option but its twin
        # (Keishara's on the same zone, never offered with it).
        same = [o for o in options if board_targets(view, o) == (place,)]
        assert same == [option], (place, same)
        zid = option.split(":")[1]
        topic = "card-secret-room" if place.startswith("sr-") else f"zone-{zid}"
        assert markup.target_topic[place] == topic, (place, markup.target_topic.get(place))
    # The whole turn goes by the board: "Place dice…" is the dice tray, and each way of
    # paying each zone taps dice that show the values it names.
    assert board_targets(view, "place") == (f"p{seat}-dice",)
    multi = 0
    for option in zones:
        choose = ENGINE.apply(state, seat, option)
        chosen, html = page(choose, seat)
        shown = read(html)
        combos = [o.id for d in ENGINE.pending(choose) for o in d.options
                  if o.id.startswith("d:")]
        assert combos
        for combo in combos:
            values = [int(v) for v in combo[2:].split(":")[0].split("+")]
            dice = board_targets(chosen, combo)
            assert len(set(dice)) == len(dice) == len(values)
            assert [int("".join(shown.target_text[d]).strip()) for d in dice] == values
            multi += len(values) > 1
    assert multi, "no zone took two dice or more"


def test_every_topic_is_a_guide_topic_that_reads_in_english_french_and_japanese() -> None:
    topics: set[str] = set()
    for case in ((1, True), (2, False), (6, True)):
        for shown in drawn(*case):
            topics |= set(shown.markup.topics)
    known = set(guide.topics("cavern-tavern"))
    assert topics - known == set()
    # The rooms, zones, tracks, pieces and cards every game shows.
    assert {"zone-cellar1", "zone-kitchen17", "zone-chore18", "zone-office", "zone-potion",
            "room-mess", "track-nasty", "track-kitchen", "card-order", "dice",
            "white-die", "zone-missnasty", "card-secret-room", "automaton"} <= topics
    for topic in sorted(topics):
        for lang in ("en", "fr", "ja"):
            found = guide.explain("cavern-tavern", topic, lang)
            assert found is not None and found.text and found.title != topic, (topic, lang)


HOSTILE = ('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "O'Neil & <b>Co</b>",
           "{$name}", "Ann", "Bob")


def _hostile_secret_deck() -> dict:
    deck = json.loads((DATA / "secret_room.json").read_text(encoding="utf-8"))
    for k, card in enumerate(deck["cards"]):
        card["id"] = f'x{k}"><script>'
        card["name"] = f"<img src=x onerror=alert({k})>"
    return deck


def test_names_and_a_server_s_own_cards_never_become_markup() -> None:
    options = {"secret_room": True, "secret_room_deck": _hostile_secret_deck()}
    state = ENGINE.new_game(4, 3, options)
    chooser = Rng(11)
    while state["round"] < 5 and not ENGINE.is_over(state):
        decision = chooser.choice(ENGINE.pending(state))
        state = apply_offered(ENGINE, state, decision.seat, chooser.choice(decision.options).id)
    assert (ENGINE.view(state, None)["secret_room"] or {}).get("open")
    seat = ENGINE.pending(state)[0].seat
    view, html = page(state, seat, names=HOSTILE[:4])
    markup = read(html)
    assert not markup.faults
    assert "<script" not in html and "<img" not in html and "<b>Co</b>" not in html
    assert "O&#x27;Neil &amp; &lt;b&gt;Co&lt;/b&gt;" in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    # A Secret Room card's name, as the server's deck writes it.
    assert re.search(r"&lt;img src=x onerror=alert\(\d+\)&gt;", html)
    assert all(SAFE_ID.fullmatch(t) for t in markup.targets)
    for card in view["secret_room"]["cards"]:
        if card["card"]:
            assert board_targets(view, f"z:{card['card']['id']}") == (f"sr-{card['slot']}",)


def _scramble_others(state: State, rng: Rng, me: int = 0) -> State:
    """Everything seat ``me`` may not see, dealt again: the other seats' item hands (each
    keeps its size) with the item deck, their objectives, the order of every deck."""
    other = copy.deepcopy(state)
    players = other["players"]
    others = [p for s, p in enumerate(players) if s != me]
    pool = rng.shuffled([c for p in others for c in p["items"]] + other["item_deck"])
    for p in others:
        p["items"], pool = pool[:len(p["items"])], pool[len(p["items"]):]
    other["item_deck"] = pool
    goals = rng.shuffled([p["objective"] for p in others])
    for p, goal in zip(others, goals, strict=True):
        p["objective"] = goal
    for deck in ("says_deck", "order_deck"):
        other[deck] = rng.shuffled(other[deck])
    if other.get("sr"):
        other["sr"]["deck"] = rng.shuffled(other["sr"]["deck"])
        other["sr"]["pile"] = rng.shuffled(other["sr"]["pile"])
    return other


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_page_of_seat_0_ignores_the_other_seats_hidden_facts(players: int) -> None:
    rng = Rng(5)
    checked = 0
    for sample in samples(players, True, env_int("CAVERN_HIDDEN_SEEDS", 1)):
        if ENGINE.is_over(sample.state):
            continue  # the final scoring reveals every objective and hand
        _, mine = page(sample.state, 0)
        _, again = page(_scramble_others(sample.state, rng), 0)
        assert again == mine
        checked += 1
    assert checked >= 5


def test_a_solo_story_shows_its_five_kingdoms_card_and_each_goal() -> None:
    states: list[State] = []
    random_game(ENGINE, 1, 3, {"solo_mode": "story", "secret_room": True},
                on_move=lambda before, seat, oid, after: states.append(after))
    for state in states[len(states) // 3::len(states) // 3]:
        view, html = page(state, 0)
        markup = read(html)
        assert not markup.faults
        assert "card-five-kingdoms" in markup.topics and "automaton" in markup.topics
        goals = view["story"]["goals"]
        shown = re.findall(r'<li class="ct-(un)?met">', html)
        assert len(shown) == len(goals) and goals
        assert [g == "un" for g in shown] == [not g["met"] for g in goals]
