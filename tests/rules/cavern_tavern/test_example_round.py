"""The rulebook's example round ("Exemple d'un tour de jeu"), move by move.

Julien, Mina, Jenny and Thierry are seats 0-3. Mina holds the white die (fewest VP last
round). Fix the Roof scores 7 here, as in the example (the game option; the zone list says 6).
"""

from __future__ import annotations

from collections import Counter

from rules.cavern_tavern import ENGINE
from rules.cavern_tavern.decks import by_id
from rules.core import State
from tests.rules.cavern_tavern.helpers import clear_hands, give, options, play, started

JULIEN, MINA, JENNY, THIERRY = range(4)


def hand_order(state: State, seat: int, oid: str, taken: int) -> None:
    slot = state["mess"].index(oid)
    state["mess"][slot] = None
    state["players"][seat].update(order=oid, taken=taken, meeple=slot)


def example() -> tuple[State, str]:
    state = started(4, 5, fix_the_roof_vp=7)
    clear_hands(state)
    state["round"] = 2
    # Julien's order, taken last round, lacks only a Syrup; he also holds an Ambrosia.
    cards = by_id("orders")
    julien = next(o for o, c in cards.items() if "syrup" in c["ingredients"]
                  and "ambrosia" not in c["ingredients"] and len(c["vp"]) > 1)
    if julien not in state["mess"]:
        pile = "order_deck" if julien in state["order_deck"] else "order_discard"
        state[pile].remove(julien)
        state["order_discard"].append(state["mess"][0])
        state["mess"][0] = julien
    hand_order(state, JULIEN, julien, 1)
    need = Counter(cards[julien]["ingredients"])
    need["syrup"] -= 1
    give(state, JULIEN, **{k: v for k, v in need.items() if v}, ambrosia=1)
    others = [o for o in state["mess"] if o]
    hand_order(state, MINA, others[0], 2)
    hand_order(state, JENNY, others[1], 2)
    dice = ([2, 3, 5, 5], [1, 1, 3, 4], [1, 3, 4, 5], [1, 3, 6, 6])
    for seat, d in enumerate(dice):
        state["players"][seat]["dice"] = list(d)
    state["players"][JENNY]["items"] = ["glass_of_strongcliff"]
    state.update(first=JULIEN, white=MINA, wdie=6, turn=JULIEN)
    state["tf"] = {"placed": 0, "sand": False, "must": False}
    return state, julien


def test_the_example_round() -> None:
    state, julien = example()
    card = by_id("orders")[julien]
    slot = state["players"][JULIEN]["meeple"]
    # Julien: his 2 on Syrup or Rocks, then he serves one round late (the +1 row).
    state = play(state, JULIEN, "place", "z:cellar2", "d:2", "i:syrup", "serve", "go")
    p = state["players"][JULIEN]
    assert p["vp"] == card["vp"][1] and p["served"] == [julien] and p["order"] is None
    assert p["ing"] == {"ambrosia": 1} and p["dice"] == [3, 5, 5]
    assert state["mess"][slot] not in (None, julien), "Julien's Mess slot is refilled"
    # He could take a new order at once (issue 28's reading); he ends his turn instead.
    assert "order" in options(state, JULIEN)
    state = play(state, JULIEN, "end")
    # Mina: her 4 on Wine or Elixir, a Wine.
    assert state["turn"] == MINA and "d:4" in options(play(state, MINA, "place", "z:cellar4"),
                                                      MINA)
    state = play(state, MINA, "place", "z:cellar4", "d:4", "i:wine")  # her turn ends itself
    assert state["players"][MINA]["ing"] == {"wine": 1}
    # Jenny: 5 and 1 on Liqueur or Spirits, then the Glass of Strongcliff on Julien.
    state = play(state, JENNY, "place", "z:cellar6", "d:1+5", "i:liqueur",
                 "item", "u:0", "p:1", "i:ambrosia")
    assert state["players"][JENNY]["ing"] == {"liqueur": 1, "ambrosia": 1}
    assert state["players"][JULIEN]["ing"] == {}
    # Thierry has no order: taking one must come first.
    assert all(o.startswith(("take:", "blind:")) for o in options(state, THIERRY))
    take = options(state, THIERRY)[0]
    state = play(state, THIERRY, take)
    t = state["players"][THIERRY]
    assert t["taken"] == 2 and t["meeple"] == int(take[5:]) - 1
    # All four dice, 1+3+6+6 = 16, on Fix the Roof: a Wine, 7 VP, and a forced trade.
    state = play(state, THIERRY, "place", "z:chore16", "d:1+3+6+6", "rw:all")
    assert state["players"][THIERRY]["vp"] == 7 and state["players"][THIERRY]["chores"] == 1
    state = play(state, THIERRY, "g:wine", "p:3", "t:ambrosia")
    assert state["players"][THIERRY]["ing"] == {"ambrosia": 1}
    assert state["players"][JENNY]["ing"] == {"liqueur": 1, "wine": 1}
    # Thierry's turn ends by itself; Julien plays again with his 3 dice.
    assert state["turn"] == JULIEN and len(state["players"][JULIEN]["dice"]) == 3
    assert "Player 4 trades a Wine card for Player 3's Ambrosia." in \
        [e["text"] for e in ENGINE.last_events(state)]
