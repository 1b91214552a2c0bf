"""Issue 39: Cavern Tavern deviations of the fourth reading (seed 003), one scenario each."""

from __future__ import annotations

import copy

from rules.cavern_tavern import ENGINE
from rules.cavern_tavern.board import CELLAR_SLOTS, ZONES, slots
from rules.cavern_tavern.decks import load
from rules.core import State
from tests.rules.cavern_tavern.helpers import clear_hands, give, options, play, started

# The rulebook's Hopping Gnome (28 VP the same round, 22 one round late...), an Elf here.
ELF = {"id": "elf", "name": "Hopping Elf", "race": "Elf",
       "ingredients": ["beer", "beer", "wine"], "vp": [28, 22, 15, 12, 9, 6, 3],
       "forgotten_after": 7, "penalty": 28, "symbol": "kitchen"}


def _elf_order(taken: int, now: int) -> State:
    cards = copy.deepcopy(load("orders")["cards"])
    state = started(2, 5, order_deck={"deck": "orders", "house": False,
                                      "cards": [ELF, *cards[1:]]})
    clear_hands(state)
    p = state["players"][0]
    state["order_discard"].append(state["mess"][0])
    state["mess"][0] = None
    p.update(order="elf", taken=taken, meeple=0, char="tanelia", items=["elven_chess"])
    state["round"] = now
    state["turn"] = 0
    give(state, 0, beer=2, wine=1)
    return state


# ----- 5. « Tanelia Orisys : Lorsque vous servez une commande, si le client est un Elfe,
# gagnez les PVs max que vous l'avez ou pas servi en retard. » « Elven Chess : Lorsque vous
# servez une commande, marquez autant de PVs que si vous l'aviez servi un tour plus tôt. »
def test_one_round_late_only_one_of_tanelia_and_elven_chess_is_offered() -> None:
    state = play(_elf_order(taken=6, now=7), 0, "serve")
    assert {"chess", "tanelia"} <= set(options(state, 0))
    after_tanelia = play(state, 0, "tanelia")
    assert "chess" not in options(after_tanelia, 0)  # it would be spent for nothing
    after_chess = play(state, 0, "chess")
    assert "tanelia" not in options(after_chess, 0)
    served = play(after_chess, 0, "go")
    p = served["players"][0]
    assert p["vp"] == 28 and p["items"] == [] and p["char_uses"] == 0


def test_two_rounds_late_tanelia_still_counts_after_elven_chess_not_before() -> None:
    state = play(_elf_order(taken=5, now=7), 0, "serve")
    assert "chess" not in options(play(state, 0, "tanelia"), 0)  # 28 VP already
    state = play(state, 0, "chess")
    assert "tanelia" in options(state, 0)  # 22 VP with the Chess, 28 with Tanelia
    state = play(state, 0, "tanelia", "go")
    assert state["players"][0]["vp"] == 28


# ----- 6. « D'autres zones possèdent plusieurs emplacements selon le nombre de joueurs
# [...] Par exemple, toutes les zones du Cellier ont un certain nombre d'emplacement
# disponible : 2 joueurs : 1 emplacement, 3 joueurs : 2 emplacements, 4 joueurs : 3
# emplacements, 5-6 joueurs : 4 emplacements »: the Office's and the Workshop's counts
# are printed on the board only; the reading we play is said in /game rules.
def test_the_office_and_workshop_slots_are_the_cellars_and_the_reading_says_so() -> None:
    reading = next(r for r in ENGINE.readings if "Nasty's Office" in r)
    assert "as many slots as a Cellar zone" in reading
    for said in ("1 or 2 players: 1", "3 players: 2", "4 players: 3", "5 or 6 players: 4",
                 "solo: 1"):
        assert said in reading
    for players in range(1, 7):
        for zone in ("office", "replace", "item", "potion"):
            assert slots(ZONES[zone], players) == CELLAR_SLOTS[players]
    # Three players: the Office holds two players' dice, then it is full.
    state = started(3)
    clear_hands(state)
    state["wdie"] = None
    state["turn"] = 0
    state["players"][0]["dice"] = [2, 2, 2, 2]
    state["zones"]["office"] = [1]
    assert "z:office" in options(play(state, 0, "place"), 0)
    state["zones"]["office"] = [1, 2]
    assert "z:office" not in options(play(state, 0, "place"), 0)
