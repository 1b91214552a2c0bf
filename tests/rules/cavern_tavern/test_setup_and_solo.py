"""Character choice at setup, the solo automaton from fixed dice, and solo story mode."""

from __future__ import annotations

import json

import pytest

from rules.cavern_tavern import ENGINE, rounds
from rules.cavern_tavern.decks import DATA, by_id
from rules.cavern_tavern.story import check_story_deck, goals, story_met
from rules.core import IllegalMove
from rules.core.playout import random_game
from tests.rules.cavern_tavern.helpers import options, play, started


def test_characters_are_chosen_in_turn_order_from_the_first_player() -> None:
    state = ENGINE.new_game(3, 7)
    first = state["first"]
    assert [d.seat for d in ENGINE.pending(state)] == [first]
    assert ENGINE.view(state, None)["character_pick"] == first
    assert len(options(state, first)) == 6
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, (first + 1) % 3, "c:wido")
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, first, "c:nobody")
    assert json.dumps(state, sort_keys=True) == before
    state = play(state, first, "c:keishara")
    nxt = (first + 1) % 3
    assert "c:keishara" not in options(state, nxt) and len(options(state, nxt)) == 5
    state = play(state, nxt, "c:wido")
    state = play(state, (first + 2) % 3, "c:grimald")
    chars = {p["char"] for p in state["players"]}
    assert chars == {"keishara", "wido", "grimald"}
    assert ENGINE.view(state, None)["character_pick"] is None
    assert {d.prompt for d in ENGINE.pending(state)} == {"Choose your starting ingredients"}


def test_no_character_choice_in_solo_or_without_characters() -> None:
    assert not ENGINE.new_game(1, 1).get("char_pick")
    assert not ENGINE.new_game(4, 1, {"characters": False}).get("char_pick")


def test_solo_automaton_places_from_fixed_dice(monkeypatch: pytest.MonkeyPatch) -> None:
    state = started(1, 2)
    state["players"][0]["meeple"] = 3  # slot 4, bottom left: the white 4 moves right
    monkeypatch.setattr(rounds, "roll", lambda st, n: [4, 2, 6, 1, 6][:n])
    nasty = state["players"][0]["nasty"]
    rounds.automaton(state)
    assert state["blocked_mess"] == 4
    assert state["blocked"] == ["cellar2", "kitchen17", "chore8", "office"]
    assert state["players"][0]["nasty"] == nasty + 1  # red 6: the office and a Nasty step
    state["players"][0]["meeple"] = 2  # rightmost top slot: the white 3 moves left
    monkeypatch.setattr(rounds, "roll", lambda st, n: [3, 1, 1, 1, 5][:n])
    rounds.automaton(state)
    assert state["blocked_mess"] == 1 and state["blocked"][-1] == "replace"


def test_story_mode_draws_a_card_and_wins_only_when_every_goal_is_met() -> None:
    state = started(1, 3, solo_mode="story", story_card="fk05")
    view = ENGINE.view(state, None)
    assert view["solo_mode"] == "story" and view["story"]["name"] == "The Anvil Truce"
    assert [g["goal"] for g in view["story"]["goals"]] == [
        "Serve 2 Dwarf orders", "Reach space 4 on the Kitchen track",
        "Use the Wizard's Workshop 1 time", "End at space 6 or less on the Nasty track"]
    assert not story_met(state) and view["solo_won"] is False
    dwarves = [oid for oid, c in by_id("orders").items() if c["race"] == "Dwarf"][:2]
    p = state["players"][0]
    p.update(served=dwarves, kitchen=4, workshop=1, nasty=7, vp=200)
    assert not story_met(state)  # Nasty noticed: VP do not matter in story mode
    p["nasty"] = 6
    view = ENGINE.view(state, None)
    assert story_met(state) and view["solo_won"] and view["solo_goal_reached"]
    labels = [label for label, _ in ENGINE.scores(state)[0].lines]
    assert "Story: The Anvil Truce — goals met" in labels


def test_standard_solo_reports_the_eighty_point_goal() -> None:
    state = started(1, 3)
    view = ENGINE.view(state, None)
    assert view["solo_mode"] == "standard" and view["story"] is None
    assert view["solo_goal"] == 80 and view["solo_goal_reached"] is False
    state["players"][0]["vp"] = 80
    assert ENGINE.view(state, None)["solo_goal_reached"] and ENGINE.view(state, None)["solo_won"]


def test_story_deck_is_a_valid_house_deck_and_bad_decks_are_refused() -> None:
    deck = json.loads((DATA / "five_kingdoms.json").read_text())
    cards = check_story_deck(deck)
    assert len(cards) == 20 and deck["house"]
    assert all(goals(c) for c in cards.values())
    with pytest.raises(IllegalMove, match="goals"):
        ENGINE.new_game(1, 1, {"solo_mode": "story", "story_deck": {
            "cards": [{"id": "a", "name": "A", "text": "t", "goals": {"gold": 3}}]}})
    with pytest.raises(IllegalMove, match="no Five Kingdoms card"):
        ENGINE.new_game(1, 1, {"solo_mode": "story", "story_card": "fk99"})
    with pytest.raises(IllegalMove, match="solo_mode"):
        ENGINE.new_game(1, 1, {"solo_mode": "heroic"})


def test_story_games_play_to_the_end() -> None:
    for seed in range(2):
        state, _ = random_game(ENGINE, 1, seed, {"solo_mode": "story", "secret_room": True})
        view = ENGINE.view(state, None)
        assert view["over"] and view["solo_won"] == story_met(state)
