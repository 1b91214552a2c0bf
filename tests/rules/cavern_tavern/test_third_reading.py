"""Issue 28: Cavern Tavern read against the rulebook (seed 003) a third time, one scenario
per deviation, each quoting the rule it holds the engine to."""

from __future__ import annotations

from rules.cavern_tavern.board import ZONES, slots
from rules.core import State

from .helpers import give, options, play, table
from .test_orders import with_gnome


def _all_taken(s: State, players: int = 2) -> None:
    for zid, zone in ZONES.items():
        s["zones"][zid] = [0] * slots(zone, players)


def _keishara_waiting() -> State:
    """Seat 0 has no dice left; seat 1 is Keishara, whose dice fit occupied slots only."""
    s = table(2)
    _all_taken(s)
    s["players"][0]["dice"] = []
    s["players"][1]["char"] = "keishara"
    s = play(s, 0, "end")
    s = play(s, 1, options(s, 1)[0])  # a turn begins by taking an order
    return s


def test_keishara_ending_her_turn_without_her_power_ends_the_round() -> None:
    # Keishara: « vous POUVEZ utiliser votre capacité pour placer vos dés sur un
    # emplacement occupé », and the round lasts « jusqu'à ce que tous les joueurs aient
    # placé leurs dés ou ne puissent plus les placer ». She declines: the round ends
    # (it used to come back to her for ever).
    s = _keishara_waiting()
    assert s["round"] == 1 and s["turn"] == 1
    assert {"place", "end"} <= set(options(s, 1))
    s = play(s, 1, "end")
    assert s["round"] == 2
    assert s["players"][1]["char_uses"] == 0  # the power was not spent


def test_keishara_may_still_use_her_power_before_the_round_ends() -> None:
    s = _keishara_waiting()
    s = play(s, 1, "place")
    zone = next(i for i in options(s, 1) if i.endswith(":k"))
    s = play(s, 1, zone)
    s = _settle_steps(play(s, 1, options(s, 1)[0]))
    assert s["players"][1]["char_uses"] == 1


def _settle_steps(s: State) -> State:
    """Answer whatever the zone's reward asks with its first option."""
    while s["stack"]:
        seat = s["stack"][-1]["seat"]
        s = play(s, seat, options(s, seat)[0])
    return s


def test_keishara_who_declined_is_offered_her_power_but_not_waited_for() -> None:
    # Her decline ends her part of the round: while another seat must still place she is
    # offered the power again on her turns, but the round no longer waits for her.
    s = table(2)
    _all_taken(s)
    del s["zones"]["cellar1"], s["zones"]["cellar2"]
    s["players"][0]["dice"] = [1, 2]
    s["players"][1].update(char="keishara", dice=[6])
    s["turn"] = 1
    s = play(s, 1, "end")
    assert s["round"] == 1 and s["turn"] == 0
    s = play(s, 0, options(s, 0)[0])  # a turn begins by taking an order
    s = _settle_steps(play(s, 0, "place", "z:cellar1", "d:1"))
    assert s["round"] == 1 and s["turn"] == 1
    s = play(s, 1, options(s, 1)[0])  # her turn begins by taking an order
    assert "place" in options(s, 1)
    s = play(s, 1, "end")
    s = _settle_steps(play(s, 0, "place", "z:cellar2", "d:2"))
    assert s["round"] == 2  # seat 0's turn ended by itself: nothing left to do


def test_the_book_of_potion_by_default_gives_a_card_the_order_does_not_take() -> None:
    # Book of potion: « vous pouvez remplacer un ingrédient par celui de votre choix ».
    # Replacing a Beer one holds, the default card given was the most plentiful spare
    # one: a Beer, the Book spent for nothing. The default is now a card the order does
    # not otherwise take (the Rocks), so two Beers stay in hand.
    s = with_gnome(taken=3, now=3)  # Hopping Gnome: Beer, Beer, Wine
    give(s, 0, beer=3, wine=1, rocks=1)
    s["players"][0]["items"] = ["book_of_potion"]
    s = play(s, 0, "serve", "book:beer")
    ids = options(s, 0)
    assert "bcard:beer" not in ids and "bcard:potion" not in ids
    s = play(s, 0, "go")
    assert s["players"][0]["ing"] == {"beer": 2}
    assert "book_of_potion" not in s["players"][0]["items"]


def test_the_book_of_potion_is_not_offered_when_it_would_change_nothing() -> None:
    # With only the order's own cards (and a potion) in hand, the Book could only give a
    # Beer for a Beer or a potion that pays without it: it is not offered, and serving
    # keeps it.
    s = with_gnome(taken=3, now=3)
    give(s, 0, beer=2, wine=1, potion=1)
    s["players"][0]["items"] = ["book_of_potion"]
    s = play(s, 0, "serve")
    assert not any(i.startswith("book:") for i in options(s, 0))
    s = play(s, 0, "go")
    assert s["players"][0]["items"] == ["book_of_potion"]


def test_a_chosen_book_card_stays_chosen() -> None:
    # Once "give Fruit" is chosen, no further "give …" choice can undo it (a menu that
    # toggles between two cards never ends); Back starts serving again.
    s = with_gnome(taken=3, now=3)
    give(s, 0, beer=2, wine=1, fruit=1, rocks=2)
    s["players"][0]["items"] = ["book_of_potion"]
    s = play(s, 0, "serve", "book:beer", "bcard:fruit")
    assert not any(i.startswith("bcard:") for i in options(s, 0))
    s = play(s, 0, "go")
    assert s["players"][0]["ing"] == {"beer": 1, "rocks": 2}
