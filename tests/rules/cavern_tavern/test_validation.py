"""The engine's cheap move check agrees with the listed options, with the core's sentences."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.cavern_tavern import ENGINE
from rules.cavern_tavern.board import INGREDIENTS, ZONES
from rules.cavern_tavern.flow import KINDS
from rules.cavern_tavern.turn import main_allows, main_options, only_end
from rules.core import IllegalMove, State
from rules.core.base import NOT_YOUR_TURN, not_an_option
from rules.core.playout import random_game
from tests.rules.cavern_tavern.helpers import started

CANDIDATES = ["place", "end", "serve", "drink", "order", "item", "mod", "drinks", "go",
              "bogus", *[f"{k}:{n}" for k in ("take", "blind") for n in range(1, 7)]]


@pytest.mark.parametrize(("players", "options"), [(1, {}), (3, {"secret_room": True}),
                                                  (5, {})])
def test_main_allows_matches_main_options(players: int, options: dict) -> None:
    checked = 0

    def on_move(before: State, seat: int, oid: str, after: State) -> None:
        nonlocal checked
        if after["stack"] or after["start"] is not None or after.get("char_pick") \
                or ENGINE.is_over(after):
            return
        listed = {o.id for o in main_options(after, after["turn"])}
        for cand in CANDIDATES:
            assert main_allows(after, after["turn"], cand) == (cand in listed), cand
        checked += 1
    random_game(ENGINE, players, 3, options, on_move=on_move)
    assert checked > 40


def test_refusals_use_the_core_sentences_and_change_nothing() -> None:
    state, _ = random_game(ENGINE, 3, 1, max_moves=20_000)
    with pytest.raises(IllegalMove, match="over"):
        ENGINE.apply(state, 0, "end")
    state = ENGINE.new_game(3, 2)
    picker = state["char_pick"][0]
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, (picker + 1) % 3, "c:wido")
    assert str(err.value) == NOT_YOUR_TURN
    while state.get("char_pick") or state["start"] is not None:
        d = ENGINE.pending(state)[0]
        state = ENGINE.apply(state, d.seat, d.options[0].id)
    turn = state["turn"]
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, (turn + 1) % 3, "place")
    assert str(err.value) == NOT_YOUR_TURN
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, turn, "serve")
    assert str(err.value) == not_an_option("serve")


@pytest.mark.parametrize(("players", "options"), [(1, {}), (3, {"secret_room": True}),
                                                  (6, {})])
def test_step_allows_and_only_end_match_the_listed_options(players: int, options: dict) -> None:
    """The cheap checks the engine validates with agree with the options it lists."""
    checked = Counter()

    def on_move(before: State, seat: int, oid: str, after: State) -> None:
        if after["start"] is not None or after.get("char_pick") or ENGINE.is_over(after):
            return
        if not after["stack"]:
            listed = [o.id for o in main_options(after, after["turn"])]
            # A hand of items keeps the turn open (ending by itself would tell the table
            # that none of them is playable).
            holds = bool(after["players"][after["turn"]]["items"])
            assert only_end(after, after["turn"]) == (listed == ["end"] and not holds)
            checked["main"] += 1
            return
        step = after["stack"][-1]
        kind = KINDS[step["k"]]
        if kind.allows is None:
            return
        listed = {o.id for o in kind.ask(after, step)[1]}
        zones = [*ZONES, "missnasty", *(after.get("sr") or {}).get("slots", ())]
        candidates = {"back", "bogus", "z:", "z:cellar1:x", "d:", "d:9+9", "skip", "both",
                      "i:", "i:potion", *[f"i:{i}" for i in INGREDIENTS],
                      *[f"z:{z}" for z in zones if z], *[f"z:{z}:k" for z in zones if z]}
        for cand in listed | candidates:
            assert kind.allows(after, step, cand) == (cand in listed), (step["k"], cand)
        checked[step["k"]] += 1
    for seed in (3, 4):
        random_game(ENGINE, players, seed, options, on_move=on_move)
    assert checked["zone"] > 20 and checked["dice"] > 20 and checked["main"] > 50
    assert checked["pick"] > 5


def test_keishara_zone_choice_is_checked_cheaply_too() -> None:
    state = ENGINE.new_game(2, 1, {"characters": False})
    while state["start"] is not None:
        d = ENGINE.pending(state)[0]
        state = ENGINE.apply(state, d.seat, d.options[0].id)
    turn = state["turn"]
    state["players"][turn]["dice"] = [1, 2, 3, 4]
    state["zones"]["cellar1"] = [1 - turn] * 4  # full at any player count
    state["stack"] = [{"seat": turn, "k": "zone"}]
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, turn, "z:cellar1:k")  # no Keishara: occupied stays closed
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, turn, "z:cellar1")
    state["players"][turn]["char"] = "keishara"
    after = ENGINE.apply(state, turn, "z:cellar1:k")
    assert after["stack"][-1] == {"seat": turn, "k": "dice", "zone": "cellar1", "kei": True}
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, 1 - turn, "z:cellar2")
    assert str(err.value) == NOT_YOUR_TURN


def test_the_lantern_pick_is_checked_cheaply_too() -> None:
    state = started(2, 1)
    seat = state["turn"]
    state["players"][seat]["items"] = ["lantern"]
    step = {"seat": seat, "k": "pick", "from": ["fruit", "herbs"], "why": "cellar"}
    state["stack"].append(step)
    for fruit, offered in ((6, True), (0, False)):
        state["supply"]["fruit"] = fruit
        listed = {o.id for o in ENGINE.pending(state)[0].options}
        assert ("both" in listed) == offered
        for cand in listed | {"both", "i:fruit", "i:herbs", "i:wine", "skip"}:
            assert KINDS["pick"].allows(state, step, cand) == (cand in listed), cand
