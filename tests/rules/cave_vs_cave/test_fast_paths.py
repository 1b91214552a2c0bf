"""The engine's shortcuts answer as the long way round would, on every state of random
games: a room is ``usable`` exactly when it has ``variants``, a sub-menu leads somewhere
exactly when its listing holds more than "Back" or "Stop", and ``keeps_player`` is true
only for moves that leave the mover's player as it was."""

from __future__ import annotations

import json

import pytest

from rules.cave_vs_cave import ENGINE, menus, moves, rooms
from rules.core import Rng, State


def _states(players: int, seeds: range) -> list[State]:
    out = []
    for seed in seeds:
        state = ENGINE.new_game(players, seed)
        chooser = Rng(seed + 500)
        while not ENGINE.is_over(state):
            out.append(state)
            ids = [o.id for o in ENGINE.pending(state)[0].options]
            oid = "convert" if "convert" in ids and chooser.below(3) == 0 else chooser.choice(ids)
            state = ENGINE.apply(state, state["to_move"], oid)
    return out


@pytest.mark.parametrize("players", [1, 2])
def test_shortcuts_agree_with_the_listings(players: int) -> None:
    sub_menus = 0
    for state in _states(players, range(8)):
        seat = state["to_move"]
        pl = state["players"][seat]
        for n in pl["cave"]:
            if n is not None and n > 0:
                assert rooms.usable(pl, n) == bool(rooms.variants(pl, n)), n
        turn = state["turn"]
        if turn is not None and turn["m"] is not None:
            sub_menus += 1
            listed = menus.leads_somewhere(menus._menu(state, seat)[1])
            assert menus._leads_somewhere(state, pl, turn, turn["m"]) == listed
        for option in ENGINE.pending(state)[0].options:
            if moves.keeps_player(state, option.id):
                before = json.dumps(pl, sort_keys=True)
                after = ENGINE.play(state, seat, option.id)
                assert json.dumps(after["players"][seat], sort_keys=True) == before, option.id
    assert sub_menus > 100


def test_menu_options_are_the_recipes_options() -> None:
    """Registered entries give their option by identity, others by recipe, mixed or not."""
    made = ("made:here", (menus.same, ("Made here",)))
    for opts in ([made], [menus._DONE, made], [menus._DONE, menus._BACK_OPT]):
        got = menus.option_objects(opts)
        assert [(o.id, o.label) for o in got] == [(oid, make(*args))
                                                  for oid, (make, args) in opts]


@pytest.mark.parametrize("players", [1, 2])
def test_a_step_s_options_are_its_listing_without_converting(players: int) -> None:
    """``step_options`` (a playout's sub-menus) lists the step's entries as ``options``
    does, only "Convert goods…" left out, in every sub-menu of random games."""
    seen = converting = 0
    for state in _states(players, range(8)):
        turn = state["turn"]
        if state["conv"] or turn is None or turn["m"] is None:
            continue
        seen += 1
        listed = menus.options(state)[1]
        if listed and listed[-1][0] == "convert":
            converting += 1
            listed = listed[:-1]
        assert [oid for oid, _ in menus.step_options(state)] == [oid for oid, _ in listed]
        assert all(oid != "convert" for oid, _ in listed)
    assert seen > 100 and converting > 5
