"""Issue 39, the class behind items 2 and 5: no option spends something for nothing.

A seat's *holdings* are what it can spend: goods, cards in hand, its character's uses, its
tokens and dice (``HOLDINGS`` per game). An option ``o`` offered to seat ``s`` in state
``S`` *changes nothing but spends* when, with ``S' = apply(S, s, o)``:

1. ``S'`` is ``S`` apart from the seat's holdings, and the seat holds less of something
   and more of nothing (a card discarded, a good given, for no effect); or
2. an option ``p`` offered to ``s`` both in ``S`` and in ``S'`` leads to the same game
   either way, except that through ``o`` the seat holds less of something and more of
   nothing: ``o`` only made ``p`` cost more (a modifier whose effect another one already
   gives: Elven Chess after Tanelia).

"The same game" compares the states as stored, leaving out the record of how the game got
there (the last move's events, the move counter, ``HISTORY``) and where spent things go
(the supply, discard piles: ``SINKS``), and the seat's holdings.

Random and lazy playouts (tests/rules/caverna/dead_menus.py) of every game and player
count ask it of every option of every decision met. One legitimate option trips the
definition and is let through by name, with the rulebook's words: ``RULEBOOK_ALLOWS``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

import rules
from rules.caverna.data import action
from rules.core import Decision, State
from tests.rules.caverna.dead_menus import Chooser, lazy_choice, random_choice
from tests.sizes import env_int

SEEDS = env_int("CAVERN_SPEND_SEEDS", 1)   # CI 2


@dataclass(frozen=True)
class Spend:
    holdings: Callable[[dict[str, Any]], Counter[str]]  # of one player's part of the state
    player_keys: tuple[str, ...]  # the player's fields the holdings are read from
    sinks: tuple[str, ...] = ()  # the state's fields where spent things go
    history: Callable[[dict[str, Any]], dict[str, Any]] = lambda state: state


def _caverna_holdings(p: dict[str, Any]) -> Counter[str]:
    out = Counter({g: n for g, n in p["res"].items() if n})
    out["weapons"] = sum(d["w"] for d in p["dwarfs"])
    return out


def _caverna_history(state: dict[str, Any]) -> dict[str, Any]:
    # The spaces already imitated in this action: the path taken, not its effect.
    act = state.get("act")
    if act and "chain" in act:
        state = {**state, "act": {k: v for k, v in act.items() if k != "chain"}}
    return state


def _caverna_player(p: dict[str, Any]) -> dict[str, Any]:
    return {**p, "dwarfs": [{k: v for k, v in d.items() if k != "w"} for d in p["dwarfs"]]}


def _tavern_holdings(p: dict[str, Any]) -> Counter[str]:
    out: Counter[str] = Counter()
    out.update({f"ing:{i}": n for i, n in p["ing"].items()})
    out.update(f"item:{i}" for i in p["items"])
    out.update(f"drink:{i}" for i in p.get("drinks", ()))
    out["uses"] = 2 - p["char_uses"] if p["char"] else 0
    out["modifiers"] = p.get("mods", 0)
    out["dice"] = len(p["dice"])
    return +out


SPENDS: dict[str, Spend] = {
    "caverna": Spend(_caverna_holdings, ("res",), history=_caverna_history),
    "cave-vs-cave": Spend(lambda p: +Counter({str(i): n for i, n in enumerate(p["g"])}),
                          ("g",), sinks=("supply",)),
    # A character's use also marks the round it was used in (char_round).
    "cavern-tavern": Spend(_tavern_holdings,
                           ("ing", "items", "drinks", "char_uses", "char_round", "mods",
                            "dice"),
                           sinks=("supply", "item_discard", "item_deck")),
}
PLAYER_VIEWS = {"caverna": _caverna_player}


def _holds(key: str, state: State, seat: int) -> Counter[str]:
    return SPENDS[key].holdings(state["players"][seat])


def _the_game(key: str, state: State, seat: int) -> dict[str, Any]:
    """The state as compared: without the seat's holdings, sinks and history."""
    spend = SPENDS[key]
    out = {k: v for k, v in state.items()
           if k not in ("events", "move_count", *spend.sinks)}
    player = {k: v for k, v in state["players"][seat].items() if k not in spend.player_keys}
    player = PLAYER_VIEWS.get(key, lambda p: p)(player)
    out["players"] = [player if i == seat else p for i, p in enumerate(state["players"])]
    return spend.history(out)


def _less(after: Counter[str], before: Counter[str]) -> bool:
    """Less of something and more of nothing."""
    return after != before and all(after[k] <= before[k] for k in set(after) | set(before))


def _menu(engine: Any, state: State, seat: int) -> dict[str, Any]:
    return {o.id: o for d in engine.pending(state) if d.seat == seat for o in d.options}


# ----- the legitimate option that trips the definition ---------------------------------
def _imitating_an_imitation(key: str, state: State, seat: int, option_id: str) -> bool:
    """« La seule case Action qui ne peut être imitée est Premier joueur » (seed 002): an
    imitation may copy an opponent's Imitation space, which then copies a third space
    for its own cost too. It is always dearer than copying that third space at once (the
    reading caverna-reading-11 says so), but the rulebook allows it: the player chooses."""
    if key != "caverna" or not state["players"][seat]["stack"]:
        return False
    frame = state["players"][seat]["stack"][-1]
    return (frame.get("k") == "op" and option_id.startswith("sp:")
            and action(frame["sp"])["flow"].get("op") == "imitate"
            and action(option_id[3:])["flow"].get("op") == "imitate")


RULEBOOK_ALLOWS = (_imitating_an_imitation,)


def wasted(key: str, state: State, decision: Decision) -> list[str]:
    """The options of ``decision`` that change nothing but spend, each said in a line."""
    engine = rules.get_engine(key)
    seat = decision.seat
    before, game = _holds(key, state, seat), _the_game(key, state, seat)
    after = {o.id: engine.apply(state, seat, o.id) for o in decision.options}
    out = []
    for o in decision.options:
        if any(allowed(key, state, seat, o.id) for allowed in RULEBOOK_ALLOWS):
            continue
        new = after[o.id]
        if _less(_holds(key, new, seat), before) and _the_game(key, new, seat) == game:
            out.append(f"{o.id} ({o.label!s}): spends for nothing")
            continue
        for p in _menu(engine, new, seat):
            if p == o.id or p not in after:
                continue
            through = engine.apply(new, seat, p)
            direct = after[p]
            if _less(_holds(key, through, seat), _holds(key, direct, seat)) and (
                    _the_game(key, through, seat) == _the_game(key, direct, seat)):
                out.append(f"{o.id} ({o.label!s}): then {p} does what {p} does, for more")
                break
    return out


CONFIGS = [("cave-vs-cave", n) for n in (1, 2)] + [("caverna", n) for n in range(1, 8)] + [
    ("cavern-tavern", n) for n in range(1, 7)]


@pytest.mark.parametrize("chooser", [random_choice, lazy_choice], ids=["random", "lazy"])
@pytest.mark.parametrize("key, players", CONFIGS)
def test_no_option_spends_for_nothing(key: str, players: int, chooser: Chooser) -> None:
    engine = rules.get_engine(key)
    found: list[str] = []
    for seed in range(SEEDS):
        state = engine.new_game(players, seed)
        rng = random.Random(seed * 17 + players)
        moves = 0
        while not engine.is_over(state) and moves < 20_000:
            decision = rng.choice(engine.pending(state))
            found += [f"{key} {players}p seed {seed} move {moves}, {decision.prompt!s}: {w}"
                      for w in wasted(key, state, decision)]
            state = engine.apply(state, decision.seat, chooser(rng, decision).id)
            moves += 1
        assert engine.is_over(state)
    assert not found, "\n".join(found[:20])


# ----- the definition on the cases it is about ----------------------------------------
def _decision(key: str, state: State, seat: int) -> Decision:
    return next(d for d in rules.get_engine(key).pending(state) if d.seat == seat)


def test_elven_chess_after_tanelia_is_found_and_no_longer_offered() -> None:
    from tests.rules.cavern_tavern.test_fourth_reading import _elf_order

    engine = rules.get_engine("cavern-tavern")
    state = engine.apply(engine.apply(_elf_order(taken=6, now=7), 0, "serve"), 0, "tanelia")
    assert wasted("cavern-tavern", state, _decision("cavern-tavern", state, 0)) == []


def test_imitating_an_imitation_trips_the_definition_and_is_let_through_by_name(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.rules.caverna.test_rulebook_fourth_reading import _imitation_table

    state, seat = _imitation_table(5, 6, {"imitation_4_7": 1, "housework": 2})
    state = rules.get_engine("caverna").apply(state, seat, "sp:imitation_5")
    decision = _decision("caverna", state, seat)
    assert wasted("caverna", state, decision) == []
    monkeypatch.setattr(__import__(__name__, fromlist=["x"]), "RULEBOOK_ALLOWS", ())
    found = wasted("caverna", state, decision)
    assert len(found) == 1 and found[0].startswith("sp:imitation_4_7 "), found
