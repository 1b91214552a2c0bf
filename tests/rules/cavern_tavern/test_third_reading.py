"""Issue 28: Cavern Tavern read against the rulebook (seed 003) a third time, one scenario
per deviation, each quoting the rule it holds the engine to."""

from __future__ import annotations

from rules.cavern_tavern import ENGINE
from rules.cavern_tavern.board import ZONES, slots
from rules.core import State

from .helpers import clear_hands, give, options, play, started, table
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


def _tokens_table(mods: int, free: str = "cellar5", **hand: int) -> State:
    """Secret Room game: seat 0 has no dice left, seat 1 one 6 and ``mods`` Modifier
    tokens; every zone but ``free`` is taken."""
    s = started(2, 1, secret_room=True)
    clear_hands(s)
    s["turn"], s["wdie"] = 0, None
    _all_taken(s)
    del s["zones"][free]
    s["players"][0]["dice"] = []
    s["players"][1].update(dice=[6], mods=mods, **hand)
    return s


def test_modifier_tokens_keep_the_round_going_for_their_holder() -> None:
    # « Le tour continue jusqu'à ce que tous les joueurs aient placé leurs dés ou ne
    #   puissent plus les placer », and a Modifier token (public, on the player board)
    #   « vous pouvez augmenter ou diminuer de 1 la valeur d'un dé »: the 6 can become the
    #   5 that the free Cellar slot takes, so the round waits for its holder.
    s = play(_tokens_table(1), 0, "end")
    assert s["round"] == 1 and s["turn"] == 1
    s = play(s, 1, options(s, 1)[0])  # a turn begins by taking an order
    assert "mod" in options(s, 1) and "place" not in options(s, 1)
    s = play(s, 1, "mod", "m:6>5", "place", "z:cellar5", "d:5")
    assert s["zones"]["cellar5"] == [1]


def test_declining_modifier_tokens_ends_the_round() -> None:
    # Spending tokens is a choice: ending the turn without them ends the round (no loop).
    s = play(_tokens_table(1), 0, "end")
    s = play(s, 1, options(s, 1)[0])
    s = play(s, 1, "end")
    assert s["round"] == 2 and s["players"][1]["mods"] == 1


def test_tokens_that_cannot_make_a_fit_do_not_hold_the_round() -> None:
    # One token turns the 6 into a 5 or a 7, never the 1 the only free slot needs.
    s = play(_tokens_table(1, free="cellar1"), 0, "end")
    assert s["round"] == 2
    s = play(_tokens_table(5, free="cellar1"), 0, "end")  # five tokens can: 6 → 1
    assert s["round"] == 1 and s["turn"] == 1


def test_hidden_items_that_change_dice_do_not_hold_the_round() -> None:
    # Mico's Pencil could set the 6 to 5, but a hand is secret: the round ends as if the
    # holder could not place, so that nobody learns the hand from it.
    s = play(_tokens_table(0, items=["micos_pencil"]), 0, "end")
    assert s["round"] == 2


def test_a_new_order_may_be_taken_right_after_serving_one() -> None:
    # The rulebook says both « attendez le prochain tour pour en prendre une nouvelle » and
    # « Vous pourriez très bien reprendre une commande immédiatement après en avoir servi
    # une »; the reference reads it as "may take a new order in the same turn".
    s = with_gnome(taken=3, now=3)
    give(s, 0, beer=2, wine=1)
    s["players"][0]["dice"] = [1, 1, 1, 1]
    s = play(s, 0, "serve", "go")
    assert s["players"][0]["order"] is None and s["turn"] == 0
    assert "order" in options(s, 0) and "place" in options(s, 0)
    s = play(s, 0, "order")
    take = next(i for i in options(s, 0) if i.startswith("take:"))
    s = play(s, 0, take)
    p = s["players"][0]
    assert p["order"] is not None and p["taken"] == 3
    assert s["turn"] == 0 and "place" in options(s, 0)  # placing is still to be done


def test_the_new_order_reading_is_listed_among_the_readings() -> None:
    texts = [str(r) for r in ENGINE.readings]
    assert any("same turn" in t and "serving" in t for t in texts)


def test_tokens_and_keishara_together_keep_the_round_for_an_occupied_slot() -> None:
    # Both are public and both may place: a 6 one token turns into the 5 of a Cellar
    # slot that is taken, which Keishara's power opens to her.
    s = _tokens_table(1, free="cellar1")
    s["players"][1]["char"] = "keishara"
    s = play(s, 0, "end")
    assert s["round"] == 1 and s["turn"] == 1
    s = play(s, 1, options(s, 1)[0])
    s = play(s, 1, "mod", "m:6>5", "place")
    assert "z:cellar5:k" in options(s, 1)
