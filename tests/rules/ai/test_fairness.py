"""Fair play: the computer player decides from its own seat's view only.

Each test reshuffles, in the real state, what the seat cannot see (other seats' hands and
objectives, face-down tiles, the order of the decks, the engine's generator that fixes
future draws) and checks that the sampled world, and so the choice, stay the same.
"""

from __future__ import annotations

import json

import pytest

import rules
from rules.ai import choose
from rules.ai.worlds import sample_world
from rules.core import Rng, State, copy_state
from tests.rules.ai.helpers import advance


def _rotate(items: list) -> None:
    """A real change of order whenever the items are not all alike."""
    items[:] = items[1:] + items[:1]


def shake_cave_vs_cave(state: State, seat: int) -> State:
    out = copy_state(state)
    cells = [(s, c) for s, pl in enumerate(out["players"])
             for c, v in enumerate(pl["cave"]) if v is not None and v < 0]
    rooms = [out["players"][s]["cave"][c] for s, c in cells]
    _rotate(rooms)
    for (s, c), room in zip(cells, rooms, strict=True):
        out["players"][s]["cave"][c] = room
    hidden = out["board"][out["shown"]:]
    groups = [t for t in hidden if t in {"breach", "drift_mining", "expedition", "expansion"}]
    order = groups[1:] + groups[:1]
    out["board"][out["shown"]:] = [order.pop(0) if t in groups else t for t in hidden]
    _rotate(out["pile"])
    out["rng"] ^= 0x5A5A5A
    return out


def shake_caverna(state: State, seat: int) -> State:
    out = copy_state(state)
    done = out["round"]
    for rounds in (["10", "11", "12"], ["7", "8"]):
        later = [r for r in rounds if int(r) > done and r in out["cards"]]
        cards = [out["cards"][r] for r in later]
        _rotate(cards)
        out["cards"].update(zip(later, cards, strict=True))
    later = [r for r in out["markers"] if int(r) > done]
    markers = [out["markers"][r] for r in later]
    _rotate(markers)
    out["markers"].update(zip(later, markers, strict=True))
    out["rng"] ^= 0x5A5A5A
    return out


def shake_cavern_tavern(state: State, seat: int) -> State:
    out = copy_state(state)
    for s, p in enumerate(out["players"]):
        if s == seat:
            continue
        # Swap the other hands with cards of the deck, and objectives among the others.
        k = len(p["items"])
        p["items"], out["item_deck"] = out["item_deck"][:k], out["item_deck"][k:] + p["items"]
    others = [s for s in range(out["num_players"]) if s != seat]
    objectives = [out["players"][s]["objective"] for s in others]
    _rotate(objectives)
    for s, o in zip(others, objectives, strict=True):
        out["players"][s]["objective"] = o
    for deck in ("order_deck", "says_deck", "item_deck"):
        _rotate(out[deck])
    out["rng"] ^= 0x5A5A5A
    return out


SHAKE = {"cave-vs-cave": shake_cave_vs_cave, "caverna": shake_caverna,
         "cavern-tavern": shake_cavern_tavern}


def _dump(state: State) -> str:
    return json.dumps(state, sort_keys=True)


def _states(key: str, players: int) -> list[tuple[State, int]]:
    """Mid-game states where the seat to act has a real choice."""
    engine = rules.get_engine(key)
    out = []
    for seed, moves in ((1, 8), (2, 60), (3, 60), (3, 150), (4, 300)):
        state = advance(key, players, seed, moves)
        decisions = engine.pending(state)
        if decisions and len(decisions[0].options) > 1:
            out.append((state, decisions[0].seat))
    return out


@pytest.mark.parametrize(("key", "players"), [("cave-vs-cave", 1), ("cave-vs-cave", 2),
                                              ("caverna", 2), ("caverna", 4),
                                              ("cavern-tavern", 2), ("cavern-tavern", 4)])
def test_reshuffling_what_the_seat_cannot_see_changes_nothing(key: str, players: int) -> None:
    cases = _states(key, players)
    assert cases
    if key == "cavern-tavern":
        # Some case must have another seat holding items, or hands were never tested.
        assert any(p["items"] for state, seat in cases
                   for s, p in enumerate(state["players"]) if s != seat)
    for state, seat in cases:
        shaken = SHAKE[key](state, seat)
        assert _dump(shaken) != _dump(state)  # the hidden part really moved
        assert rules.get_engine(key).view(shaken, seat) == rules.get_engine(key).view(state, seat)
        world = sample_world(key, state, seat, Rng(42))
        assert _dump(sample_world(key, shaken, seat, Rng(42))) == _dump(world)
        for level in ("easy", "hard"):
            assert choose(key, shaken, seat, level, 7) == choose(key, state, seat, level, 7)


def test_the_sample_does_change_what_the_seat_could_not_know() -> None:
    # Guard against a redeal that leaves everything in place (then fairness is trivial).
    state = advance("cavern-tavern", 3, 4, 30)
    worlds = {_dump(sample_world("cavern-tavern", state, 0, Rng(k))["players"][1])
              for k in range(6)}
    assert len(worlds) > 1
    own = {_dump(sample_world("cavern-tavern", state, 0, Rng(k))["players"][0])
           for k in range(6)}
    assert own == {_dump(state["players"][0])}
