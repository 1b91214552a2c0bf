"""Issue 13: Cavern Tavern deviations from the rulebook (seed 003), one scenario each."""

from __future__ import annotations

from rules.cavern_tavern import ENGINE
from rules.cavern_tavern.board import ZONES, slots
from rules.cavern_tavern.nasty import worsen
from rules.core import State

from .helpers import give, options, play, table
from .test_orders import with_gnome


def _at_start(players: int = 2, seed: int = 3) -> State:
    return ENGINE.new_game(players, seed, {"characters": False})


def test_starting_picks_never_offer_an_empty_pile() -> None:
    # « Vous ne pouvez pas récupérer d'ingrédient dont la pile de cartes est vide. »
    s = _at_start()
    s["start"][0] = [1, 1, 3, 5]
    s["supply"]["fruit"] = 0
    s["supply"]["herbs"] = 1
    ids = options(s, 0)
    assert ids and all("fruit" not in i for i in ids)
    assert all(i.count("herbs") <= 1 for i in ids)  # one herbs card left for two dice
    s = play(s, 0, ids[0])
    assert sum(s["players"][0]["ing"].values()) == 3  # the second 1 finds both piles empty


def test_starting_picks_take_every_card_the_piles_still_hold() -> None:
    s = _at_start()
    s["start"][0] = [2, 2, 4, 6]
    s["supply"]["syrup"] = 0
    ids = options(s, 0)
    assert ids
    for oid in ids:
        assert "syrup" not in oid and oid.count("+") == 3  # rocks has cards: 4 cards
    s = play(s, 0, ids[-1])
    assert sum(s["players"][0]["ing"].values()) == 4


def test_the_round_waits_for_keishara_who_can_still_place_on_an_occupied_slot() -> None:
    # « Le tour continue jusqu'à ce que tous les joueurs aient placé leurs dés ou ne
    #   puissent plus les placer »: Keishara can still place hers, on an occupied slot.
    s = table(2)
    for zid, zone in ZONES.items():
        s["zones"][zid] = [0] * slots(zone, 2)
    s["players"][0]["dice"] = []
    s["players"][1]["char"] = "keishara"
    assert "end" in options(s, 0)
    s = play(s, 0, "end")
    assert s["round"] == 1 and s["turn"] == 1
    s = play(s, 1, options(s, 1)[0])  # a turn begins by taking an order
    assert "place" in options(s, 1)
    s = play(s, 1, "place")
    assert any(i.endswith(":k") for i in options(s, 1))


def test_a_potion_may_pay_for_an_ingredient_held_in_hand() -> None:
    # « Vous pouvez utiliser autant de Potion Magique que vous le souhaitez »: the
    # player keeps a Wine for later and pays it with a potion.
    s = with_gnome(taken=3, now=3)
    give(s, 0, beer=2, wine=1, potion=1)
    s = play(s, 0, "serve")
    assert "pot:wine" in options(s, 0) and "pot:beer" in options(s, 0)
    s = play(s, 0, "pot:wine")
    assert "pot:beer" not in options(s, 0)  # the only potion is spoken for
    s = play(s, 0, "go")
    assert s["players"][0]["ing"] == {"wine": 1} and s["players"][0]["vp"] == 28


def test_the_book_of_potion_replaces_any_ingredient_with_the_card_of_ones_choice() -> None:
    # « … par celui de votre choix »: not only a missing ingredient, and the player picks
    # the card (here Fruit rather than the more plentiful Rocks).
    s = with_gnome(taken=3, now=3)
    give(s, 0, beer=2, wine=1, fruit=1, rocks=2)
    s["players"][0]["items"] = ["book_of_potion"]
    s = play(s, 0, "serve")
    assert "book:wine" in options(s, 0) and "book:beer" in options(s, 0)
    s = play(s, 0, "book:beer")
    ids = options(s, 0)
    assert "bcard:fruit" in ids and "bcard:rocks" not in ids  # Rocks is the default
    assert "bcard:wine" not in ids  # the order still needs the only Wine
    s = play(s, 0, "bcard:fruit", "go")
    assert s["players"][0]["ing"] == {"beer": 1, "rocks": 2}


def test_kitchen_rewards_are_optional() -> None:
    # FAQ: « les récompenses sont facultatives »: the ingredient, the VP and the
    # first-player marker may each be declined (the track step is not a reward).
    s = table(3, (3, 4, 1, 1))
    s["first"] = 2
    s = play(s, 0, "place", "z:kitchen7", "d:3+4")
    ids = options(s, 0)
    assert ids[0] == "rw:all" and ids[-1] == "rw:none"
    assert {"rw:ing", "rw:vp", "rw:first", "rw:ing+vp", "rw:vp+first"} <= set(ids)
    s = play(s, 0, "rw:vp")
    p = s["players"][0]
    assert p["vp"] == 2 and p["ing"] == {} and p["kitchen"] == 1 and s["first"] == 2


def test_a_chores_reward_can_be_refused_whole() -> None:
    s = table(3, (4, 4, 1, 1))
    s = play(s, 0, "place", "z:chore8", "d:4+4", "rw:none")
    p = s["players"][0]
    assert p["vp"] == 0 and p["ing"] == {} and p["chores"] == 1


def test_get_me_a_drink_is_resolved_as_soon_as_both_cards_are_in_hand() -> None:
    # « Remettez un Nectar et une Liqueur… »: not an optional menu entry to ignore.
    s = table(3, (1, 5, 2, 2))
    give(s, 0, nectar=1)
    s["players"][0]["says"] = ["get_me_a_drink"]
    assert "drink" not in options(s, 0)
    s = play(s, 0, "place", "z:cellar6", "d:1+5", "i:liqueur")
    p = s["players"][0]
    assert p["says"] == [] and p["ing"] == {}
    assert "get_me_a_drink" in s["says_discard"]


def _public(state: State) -> list[tuple]:
    """What everyone sees of the pending decisions (a private one shows no options)."""
    return [(d.seat, d.prompt, d.private, () if d.private else d.options)
            for d in ENGINE.pending(state)]


def test_the_turn_menu_does_not_reveal_a_book_of_potion() -> None:
    # Hidden information: only the Book lets this hand serve, so a public "serve" entry
    # would tell the table that the hand holds it. Same public menu with another item.
    s = with_gnome(taken=3, now=3)
    give(s, 0, beer=2, fruit=1)
    with_book = dict(s, players=[dict(p) for p in s["players"]])
    with_book["players"][0]["items"] = ["book_of_potion"]
    s["players"][0]["items"] = ["tip"]
    assert "serve" in options(with_book, 0) and "serve" not in options(s, 0)
    assert _public(with_book) == _public(s)


def test_a_summons_asks_every_item_holder_not_only_the_talisman_holder() -> None:
    # Who is "to act" is public: it must not single out the Talisman's holder.
    states = []
    for item in ("talisman", "tip"):
        s = table()
        s["players"][1]["items"] = [item]
        s["players"][1]["nasty"] = 2
        s["says_deck"].append("get_out")
        worsen(s, 1, 1)
        states.append(s)
    assert ENGINE.view(states[0], None)["to_act"] == ENGINE.view(states[1], None)["to_act"]
    assert _public(states[0]) == _public(states[1])
    assert options(states[1], 1) == ["draw"]
