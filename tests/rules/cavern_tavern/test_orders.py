"""Orders: taking, serving with potions, lateness (Hopping Gnome), forgotten orders, decks."""

from __future__ import annotations

import copy

import pytest

from rules.cavern_tavern import ENGINE
from rules.cavern_tavern.decks import by_id, check_order_deck, load
from rules.core import IllegalMove, State
from tests.rules.cavern_tavern.helpers import clear_hands, give, options, play, started

# The rulebook's worked example: 28 VP the same round, 15 two rounds late, −28 after 7.
GNOME = {"id": "gnome", "name": "Hopping Gnome", "race": "Gnome",
         "ingredients": ["beer", "beer", "wine"], "vp": [28, 22, 15, 12, 9, 6, 3],
         "forgotten_after": 7, "penalty": 28, "symbol": "kitchen"}


def gnome_deck() -> dict[str, object]:
    cards = copy.deepcopy(load("orders")["cards"])
    return {"deck": "orders", "house": False, "cards": [GNOME, *cards[1:]]}


def with_gnome(taken: int, now: int) -> State:
    state = started(2, 5, order_deck=gnome_deck())
    clear_hands(state)
    p = state["players"][0]
    slot = 0
    state["order_discard"].append(state["mess"][slot])
    state["mess"][slot] = None
    p.update(order="gnome", taken=taken, meeple=slot)
    state["round"] = now
    state["turn"] = 0
    return state


def test_taking_an_order_first_when_a_turn_starts_without_one() -> None:
    state = started(3, 2)
    seat = state["turn"]
    ids = options(state, seat)
    assert all(i.startswith(("take:", "blind:")) for i in ids)
    oid = state["mess"][2]
    state = play(state, seat, "take:3")
    p = state["players"][seat]
    assert p["order"] == oid and p["meeple"] == 2 and p["taken"] == 1
    assert state["mess"][2] is None


def test_blind_draw_discards_a_mess_order() -> None:
    state = started(3, 2)
    seat = state["turn"]
    top, old = state["order_deck"][-1], state["mess"][4]
    state = play(state, seat, "blind:5")
    assert state["players"][seat]["order"] == top and old in state["order_discard"]
    assert ENGINE.last_events(state)[0]["reveals"]


def test_hopping_gnome_served_two_rounds_late_scores_15_with_a_potion() -> None:
    state = with_gnome(taken=5, now=7)
    give(state, 0, beer=1, wine=1, potion=1)
    state = play(state, 0, "serve")
    assert "go" in options(state, 0)
    state = play(state, 0, "go")
    p = state["players"][0]
    assert p["vp"] == 15 and p["ing"] == {} and p["served"] == ["gnome"]
    assert p["kitchen"] == 1 and p["order"] is None and p["meeple"] is None
    assert state["mess"][0] is not None  # the empty slot was refilled


def test_hopping_gnome_same_round_scores_28() -> None:
    state = with_gnome(taken=3, now=3)
    give(state, 0, beer=2, wine=1)
    state = play(state, 0, "serve", "go")
    assert state["players"][0]["vp"] == 28


def test_serving_needs_every_ingredient() -> None:
    state = with_gnome(taken=3, now=3)
    give(state, 0, beer=1, wine=1)
    assert "serve" not in options(state, 0)
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, 0, "serve")


def test_forgotten_after_seven_rounds_costs_28() -> None:
    state = with_gnome(taken=1, now=7)
    for p in state["players"]:
        p["dice"] = []
    state["wdie"] = None
    state["players"][0]["dice"] = [1]
    state["players"][0]["nasty"] = 0
    state["players"][0]["seen"] = [3, 6, 9]
    state = play(state, 0, "place", "z:cellar1", "d:1", "i:fruit")
    if state["round"] == 7:
        state = play(state, 0, "end")
    assert state["round"] == 8
    p = state["players"][0]
    assert p["vp"] == -28 and p["order"] is None and p["forgotten"] == 1
    assert p["nasty"] == 1  # the open order worsened Nasty before it was forgotten
    assert "gnome" in state["order_discard"]


def test_elven_chess_scores_one_round_earlier() -> None:
    state = with_gnome(taken=5, now=7)
    give(state, 0, beer=2, wine=1)
    state["players"][0]["items"] = ["elven_chess"]
    state = play(state, 0, "serve", "chess", "go")
    assert state["players"][0]["vp"] == 22
    assert state["players"][0]["items"] == []


def test_grimald_skips_an_ingredient_and_scroll_keeps_one() -> None:
    state = with_gnome(taken=3, now=3)
    give(state, 0, beer=2)
    state["players"][0].update(char="grimald", items=["scroll"])
    assert "serve" in options(state, 0)
    state = play(state, 0, "serve", "skip:wine", "scroll", "go", "k:beer")
    p = state["players"][0]
    assert p["vp"] == 28 and p["ing"] == {"beer": 1} and p["char_uses"] == 1


def test_book_of_potion_pays_a_missing_ingredient_with_another_card() -> None:
    state = with_gnome(taken=3, now=3)
    give(state, 0, beer=2, fruit=1)
    state["players"][0]["items"] = ["book_of_potion"]
    state = play(state, 0, "serve", "book:wine", "go")
    assert state["players"][0]["ing"] == {} and state["players"][0]["vp"] == 28


def test_tanelia_scores_same_round_vp_for_elves_only() -> None:
    state = with_gnome(taken=3, now=6)
    state["players"][0]["char"] = "tanelia"
    give(state, 0, beer=2, wine=1)
    state = play(state, 0, "serve")
    assert "tanelia" not in options(state, 0)  # a Gnome is not an Elf


def test_get_me_a_drink_blocks_serving_until_handed_in() -> None:
    state = with_gnome(taken=3, now=3)
    give(state, 0, beer=2, wine=1, nectar=1)
    state["players"][0].update(says=["get_me_a_drink"], dice=[1, 5, 2, 2])
    assert "serve" not in options(state, 0)
    # The Liqueur arrives: the two cards are handed in at once (no menu entry to skip).
    state = play(state, 0, "place", "z:cellar6", "d:1+5", "i:liqueur")
    assert state["players"][0]["says"] == [] and "serve" in options(state, 0)


def test_house_deck_follows_the_known_constraints() -> None:
    deck = load("orders")
    assert deck["house"] is True and len(deck["cards"]) == 48
    cards = check_order_deck(deck)
    for c in cards.values():
        assert 3 <= len(c["ingredients"]) <= 7
        assert c["vp"] == sorted(c["vp"], reverse=True)
        assert c["name"] not in ("Hopping Gnome", "Black Knight")
    assert len(by_id("objectives")) == 13


@pytest.mark.parametrize("bad, words", [
    ({"cards": "no"}, "cards"),
    ({"cards": [GNOME] * 12}, "used twice"),
    ({"cards": [{**GNOME, "id": str(i), "ingredients": ["potion"]} for i in range(12)]},
     "Magic Potion"),
    ({"cards": [{**GNOME, "id": str(i), "vp": [1]} for i in range(12)]}, "one entry"),
])
def test_server_deck_is_validated_with_a_friendly_error(bad: dict, words: str) -> None:
    with pytest.raises(IllegalMove, match=words):
        ENGINE.new_game(3, 1, {"order_deck": bad})


def test_server_deck_is_used_and_not_called_house() -> None:
    state = started(2, 5, order_deck=gnome_deck())
    assert ENGINE.view(state, None)["house_deck"] is True  # objectives are still house cards
    state2 = started(2, 5, order_deck=gnome_deck(), objectives=False)
    assert ENGINE.view(state2, None)["house_deck"] is False
