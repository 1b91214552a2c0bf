"""Random legal games for 1-6 players: they end, replay exactly, keep every card and die,
hide secrets.

Sizes are modest; raise them with CT_GAMES (games per player count).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable

import pytest

from rules.cavern_tavern import ENGINE
from rules.cavern_tavern.board import INGREDIENTS, PILE_SIZE, POTION, POTION_PILE
from rules.cavern_tavern.decks import by_id, copies_deck
from rules.core import State
from rules.core.playout import random_game
from tests.sizes import env_int

GAMES = env_int("CT_GAMES", 1)
ORDER_CARDS = len(by_id("orders"))
PRIVATE_KINDS = {"play_item", "drop_item", "item_keep", "replace_pick", "talisman_pick",
                 "serve", "summon", "pick"}


def check_invariants(state: State) -> None:
    total = Counter(state["supply"])
    for p in state["players"]:
        total.update(p["ing"])
        assert all(v > 0 for v in p["ing"].values())
        assert 0 <= p["kitchen"] <= 9 and 0 <= p["chores"] <= 9 and p["nasty"] >= 0
    assert total == {**dict.fromkeys(INGREDIENTS, PILE_SIZE), POTION: POTION_PILE}
    in_steps = [c for s in state["stack"] if s["k"] in ("item_keep",) for c in s["cards"]]
    items = (len(state["item_deck"]) + len(state["item_discard"]) + len(in_steps)
             + sum(len(p["items"]) + p["tips"] for p in state["players"]))
    assert items == len(copies_deck("items", None, state["num_players"] == 1))
    drawn = [c for s in state["stack"] if s["k"] == "replace_pick" for c in s["cards"]]
    orders = (len(state["order_deck"]) + len(state["order_discard"]) + len(drawn)
              + sum(1 for o in state["mess"] if o)
              + sum(len(p["served"]) + (p["order"] is not None) for p in state["players"]))
    assert orders == ORDER_CARDS
    meeples = [p["meeple"] for p in state["players"] if p["meeple"] is not None]
    assert len(meeples) == len(set(meeples))
    assert all(state["mess"][m] is None for m in meeples)
    if not state["stack"]:
        assert all(len(p["items"]) <= 3 for p in state["players"])
    # Every die a seat placed this round lies face up on exactly one zone.
    on_zones = Counter(d[0] for dice in state["dice_on"].values() for d in dice)
    assert all(on_zones[s] == p["placed"] for s, p in enumerate(state["players"]))
    # Dice are conserved: a seat's own dice, in hand or on zones, are its 4 (none between
    # rounds); the white die lies on one zone at most.
    own = Counter(d[0] for dice in state["dice_on"].values() for d in dice if d[2] == "player")
    for s, p in enumerate(state["players"]):
        assert len(p["dice"]) + own[s] in (0, 4), (s, p["dice"], own[s])
    assert sum(d[2] == "white" for dice in state["dice_on"].values() for d in dice) <= 1


def check_secrecy(state: State, own_views: Iterable[int] | None = None) -> None:
    """The public view hides hands and objectives; the own views of ``own_views`` (default:
    every seat) show exactly the seat's hand; private steps are private decisions."""
    view = ENGINE.view(state, None)
    public = json.dumps(view)
    over = ENGINE.is_over(state)
    assert '"hand"' not in public and ('"objective"' in public) == over
    for p in state["players"]:
        if p["objective"]:
            name = by_id("objectives")[p["objective"]]["name"]
            # The final scoring reveals objectives; until then nobody else sees them.
            assert (name in public) == over
    for seat in range(len(state["players"])) if own_views is None else own_views:
        mine = ENGINE.view(state, seat)
        assert [h["id"] for h in mine["hand"]] == state["players"][seat]["items"]
    for d in ENGINE.pending(state):
        step = state["stack"][-1] if state["stack"] else None
        if step and step["k"] in PRIVATE_KINDS:
            assert d.private


def in_turn(state: State) -> list[int]:
    """The one seat whose own view a random game checks after this move: each in turn (a
    seat's view costs as much as the public one, so every seat every move made the view
    checks most of a game's cost)."""
    return [state["move_count"] % len(state["players"])]


@pytest.mark.parametrize("players", range(1, 7))
def test_random_games_end_and_keep_invariants(players: int) -> None:
    for seed in range(GAMES):
        def on_move(before: State, seat: int, oid: str, after: State) -> None:
            check_invariants(after)
            check_secrecy(after, in_turn(after))
            for ev in ENGINE.last_events(after):
                assert ev["text"] and "seat" in ev and "reveals" in ev
            assert json.loads(json.dumps(after)) == after
        state, _moves = random_game(ENGINE, players, seed, on_move=on_move)
        assert ENGINE.is_over(state) and ENGINE.pending(state) == []
        ranking = ENGINE.ranking(state)
        assert sorted(s for place in ranking for s in place) == list(range(players))
        view = ENGINE.view(state, None)
        assert view["over"] and view["round"] == 10 and len(view["players"]) == players


def test_replay_is_exact_and_input_never_mutated() -> None:
    state, moves = random_game(ENGINE, 4, 11)
    again = ENGINE.new_game(4, 11)
    for seat, oid in moves:
        frozen = json.dumps(again, sort_keys=True)
        nxt = ENGINE.apply(again, seat, oid)
        assert json.dumps(again, sort_keys=True) == frozen
        again = nxt
    assert again == state
    assert ENGINE.from_json(ENGINE.to_json(state)) == state


def test_private_events_only_name_the_owner() -> None:
    seen_private = False

    def on_move(before: State, seat: int, oid: str, after: State) -> None:
        nonlocal seen_private
        names = {c["name"] for c in by_id("items").values()}
        for ev in ENGINE.last_events(after):
            if "private_to" in ev:
                seen_private = True
            elif ev["text"].startswith("You "):
                raise AssertionError(f"unmarked private text: {ev['text']}")
            if "private_to" not in ev and "adds" in ev["text"]:
                assert not any(n in ev["text"] for n in names)
    for seed in range(3):
        random_game(ENGINE, 3, seed, on_move=on_move)
    assert seen_private
