"""Issue 13: Cavern Tavern deviations from the rulebook (seed 003), one scenario each."""

from __future__ import annotations

from rules.cavern_tavern import ENGINE
from rules.cavern_tavern.board import ZONES, slots
from rules.core import State

from .helpers import options, play, table


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
