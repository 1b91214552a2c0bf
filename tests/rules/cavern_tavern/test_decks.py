"""Box composition of the item and Nasty-says decks, and the note on whose decks are in play."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.cavern_tavern import ENGINE
from rules.cavern_tavern.decks import by_id, copies_deck, load
from rules.core import IllegalMove
from tests.rules.cavern_tavern.test_orders import gnome_deck


def test_default_decks_have_the_box_counts() -> None:
    # Rulebook component list: 25 item cards (21 names), 15 Nasty-says cards (13 names).
    items = copies_deck("items", None, False)
    says = copies_deck("nasty_says", None, False)
    assert len(items) == 25 and len(set(items)) == 21
    assert len(says) == 15 and len(set(says)) == 13
    state = ENGINE.new_game(4, 9)
    assert len(state["item_deck"]) == 25 and len(state["says_deck"]) == 15
    assert Counter(state["item_deck"])["tip"] == by_id("items")["tip"]["copies"]


def test_solo_leaves_out_the_seven_multiplayer_items_and_their_copies() -> None:
    solo = copies_deck("items", None, True)
    removed = {"sand_clock", "hammer", "bracelet", "dragons_claw", "glass_of_strongcliff",
               "dwarven_mug", "clover"}
    assert not removed & set(solo)
    assert len(solo) == 25 - sum(by_id("items")[c]["copies"] for c in removed)


def test_owner_copy_counts_override_the_default() -> None:
    state = ENGINE.new_game(3, 2, {"item_copies": {"tip": 5, "hammer": 0},
                                   "says_copies": {"get_out": 1}})
    deck = Counter(state["item_deck"])
    assert deck["tip"] == 5 and deck["hammer"] == 0 and len(state["item_deck"]) == 25 - 3 + 5 - 1
    assert len(state["says_deck"]) == 14
    with pytest.raises(IllegalMove, match="copy count"):
        ENGINE.new_game(3, 2, {"item_copies": {"tip": 9}})
    with pytest.raises(IllegalMove, match="copy count"):
        ENGINE.new_game(3, 2, {"says_copies": {"nobody": 1}})


def test_data_notes_say_the_repeats_are_an_assumption() -> None:
    for kind in ("items", "nasty_says"):
        assert "assumption" in load(kind)["note"]


def test_house_note_with_every_deck_ours() -> None:
    view = ENGINE.view(ENGINE.new_game(3, 1, {"secret_room": True}), None)
    assert view["house_decks"] == {"orders": "house", "objectives": "house",
                                   "secret_room": "house", "item_copies": "house",
                                   "says_copies": "house"}
    note = view["house_note"]
    assert "House-made (ours): order cards, secret objectives, Secret Room cards" in note
    assert "server's own" not in note
    assert "Our assumption: item copy counts and Nasty-says copy counts" in note


def test_house_note_names_the_servers_decks_and_only_the_decks_in_play() -> None:
    secret = {"cards": [{"id": f"c{i}", "name": f"Card {i}", "sum": 10, "type": "none",
                         "reward": {"vp": 2}} for i in range(6)],
              "tokens": {"drinks": {"beer": 2}, "miss_nasty": 2, "modifiers": 3}}
    state = ENGINE.new_game(2, 1, {"order_deck": gnome_deck(), "secret_room": True,
                                   "secret_room_deck": secret, "item_copies": {"tip": 2}})
    view = ENGINE.view(state, None)
    assert view["house_decks"] == {"orders": "server", "objectives": "house",
                                   "secret_room": "server", "item_copies": "server",
                                   "says_copies": "house"}
    note = view["house_note"]
    assert "House-made (ours): secret objectives." in note
    assert "The server's own: order cards, Secret Room cards and Secret Pile, item copy " \
           "counts." in note
    assert "Our assumption: Nasty-says copy counts" in note


def test_house_note_in_solo_story_mode() -> None:
    story = {"cards": [{"id": "s1", "name": "Mission", "text": "Serve elves.",
                        "goals": {"serve": {"Elf": 1}}}]}
    mine = ENGINE.view(ENGINE.new_game(1, 1, {"solo_mode": "story", "story_deck": story}), None)
    assert mine["house_decks"]["story"] == "server" and "objectives" not in mine["house_decks"]
    assert "The server's own: Five Kingdoms story cards." in mine["house_note"]
    ours = ENGINE.view(ENGINE.new_game(1, 1, {"solo_mode": "story"}), None)
    assert "House-made (ours): order cards, Five Kingdoms story cards." in ours["house_note"]
