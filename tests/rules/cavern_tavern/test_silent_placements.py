"""Every die placement says what it brought (language sample 421 and 449: « Yann : place un
1 et un 2 sur la zone Hydromel ou Nectar. » and nothing more: both piles of that Cellar zone
were empty, and the journal did not say so). The class, over random games with and without
the Secret Room: a placement is followed, in the same move, by another sentence of the
placing seat or by a decision of that seat (an ingredient to pick, a card to keep) whose
own move then says something. It found two more cases: Replace an Order with no order
left in the Mess, and an ingredient pick declined (« place un 4 sur la zone Vin ou
Élixir. », sample fr 455)."""

from __future__ import annotations

from typing import Any

import pytest

from rules.cavern_tavern import ENGINE
from rules.core import Rng


def _key(ev: dict[str, Any]) -> str:
    msg = ev.get("msg")
    return msg.get("key", "") if isinstance(msg, dict) else ""


@pytest.mark.parametrize(("players", "seed", "options"), [
    (2, 3, None), (4, 7, {"secret_room": True}), (1, 2, None), (6, 0, None)])
def test_a_placement_is_never_the_last_word_of_its_move(
        players: int, seed: int, options: dict[str, Any] | None) -> None:
    state = ENGINE.new_game(players, seed, options)
    chooser = Rng(seed)
    silent, placed, empty = [], 0, 0
    # A placement whose seat still had a decision to make (an ingredient to pick): that
    # decision's move must say something of its own (« takes no ingredient »).
    open_word: dict[int, str] = {}
    for _ in range(4000):
        if ENGINE.is_over(state):
            break
        decision = ENGINE.pending(state)[0]
        state = ENGINE.apply(state, decision.seat, chooser.choice(decision.options).id)
        events = [ev for ev in ENGINE.last_events(state) if ev.get("private_to") is None]
        waiting = {d.seat for d in ENGINE.pending(state)} if not ENGINE.is_over(state) else set()
        if decision.seat in open_word:
            if events:   # its own sentence, or one about whom it chose (Talk to Nasty)
                del open_word[decision.seat]
            elif decision.seat not in waiting:
                silent.append(open_word.pop(decision.seat))
        for index, ev in enumerate(events):
            if _key(ev) != "tavern-ev-places":
                continue
            placed += 1
            after = [e for e in events[index + 1:] if e.get("seat") == ev.get("seat")]
            if not after:
                if ev.get("seat") in waiting:
                    open_word[ev["seat"]] = ev.get("text")
                else:
                    silent.append(ev.get("text"))
        empty += sum(1 for ev in events if _key(ev) == "tavern-ev-cellar-empty")
    assert placed > 20
    assert not silent, silent[:3]
    if players == 6:
        assert empty   # six players empty Cellar piles: the case is met, not assumed


def test_an_empty_cellar_zone_is_said() -> None:
    state = ENGINE.new_game(2, 3, {"characters": False})
    chooser = Rng(3)
    while not ENGINE.pending(state)[0].options or not any(
            o.id == "place" for o in ENGINE.pending(state)[0].options):
        decision = ENGINE.pending(state)[0]
        state = ENGINE.apply(state, decision.seat, chooser.choice(decision.options).id)
    seat = ENGINE.pending(state)[0].seat
    state["supply"]["fruit"] = state["supply"]["herbs"] = 0
    state["players"][seat]["dice"] = [1, 2, 3, 4]
    state = ENGINE.apply(state, seat, "place")
    zone = next(o.id for o in ENGINE.pending(state)[0].options if o.id.startswith("z:cellar1"))
    state = ENGINE.apply(state, seat, zone)
    while ENGINE.pending(state)[0].seat == seat and not any(
            _key(e) == "tavern-ev-places" for e in ENGINE.last_events(state)):
        state = ENGINE.apply(state, seat, ENGINE.pending(state)[0].options[0].id)
    said = [e for e in ENGINE.last_events(state) if _key(e) == "tavern-ev-cellar-empty"]
    assert said and said[0]["text"].endswith("as no Fruit or Herbs card is left.")
