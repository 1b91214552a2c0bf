"""The copy a move works on (copying.py) trusts the state's shapes: check them along random
games, with the Secret Room and solo, and check that a copy shares nothing a move changes."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules.cavern_tavern import ENGINE
from rules.cavern_tavern.copying import (
    FLAT,
    PLAYER_CONTAINERS,
    ZONE_LISTS,
    _fast_copy,
    _shape_copy,
    copy_for_move,
)
from rules.cavern_tavern.copying import PLAIN as PLAIN_KEYS
from rules.core import State
from rules.core.playout import random_game

PLAIN = (str, int, float, bool, type(None))


def _flat(value: Any) -> bool:
    items = value.values() if isinstance(value, dict) else value
    return isinstance(value, (list, dict)) and all(isinstance(x, PLAIN) for x in items)


def check_shapes(state: State) -> None:
    for key in PLAIN_KEYS:
        assert isinstance(state.get(key), PLAIN), (key, state[key])
    for key in FLAT:
        if key in state and not isinstance(state[key], PLAIN):
            assert _flat(state[key]), (key, state[key])
    for key in ZONE_LISTS:
        for dice in state[key].values():
            assert isinstance(dice, list)
            assert all(isinstance(d, PLAIN) or _flat(d) for d in dice), (key, dice)
    for p in state["players"]:
        for key, value in p.items():
            assert _flat(value) if key in PLAYER_CONTAINERS else isinstance(value, PLAIN), \
                (key, value)


def _container_ids(value: Any) -> set[int]:
    """The ids of every list and dict inside ``value``, itself included."""
    found: set[int] = set()
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, (list, dict)):
            found.add(id(item))
            todo.extend(item.values() if isinstance(item, dict) else item)
    return found


def check_copy(state: State) -> None:
    new = copy_for_move(state)
    # The same keys in the same order as ever: "events" and "options" go last.
    rest = {k: v for k, v in state.items() if k not in ("events", "options")}
    assert json.dumps(new) == json.dumps({**rest, "events": [], "options": state["options"]})
    mutable = {k: v for k, v in state.items() if k not in ("options", "events", "dice_on")}
    shared = _container_ids(mutable) & _container_ids(new)
    assert not shared
    # Dice on zones are shared (never changed in place), their lists are not.
    assert not {id(v) for v in state["dice_on"].values()} & {id(v) for v in new["dice_on"].values()}


@pytest.mark.parametrize(("players", "options"), [(1, {"solo_mode": "story"}),
                                                   (2, {"secret_room": True}), (3, None)])
def test_shapes_hold_and_copies_share_nothing_a_move_changes(players: int,
                                                             options: dict | None) -> None:
    def on_move(before: State, seat: int, oid: str, after: State) -> None:
        check_shapes(after)
        check_copy(after)

    random_game(ENGINE, players, 5, options, on_move=on_move)


def test_the_shape_check_can_fail() -> None:
    state = ENGINE.new_game(2, 1)
    state["players"][0]["vp"] = [1]
    with pytest.raises(AssertionError):
        check_shapes(state)
    state = ENGINE.new_game(2, 1)
    state["order_deck"] = [["h01"]]
    with pytest.raises(AssertionError):
        check_shapes(state)
    state = ENGINE.new_game(2, 1)
    state["white"] = [0]
    with pytest.raises(AssertionError):
        check_shapes(state)


def test_a_game_saved_without_dice_on_zones_copies() -> None:
    state = ENGINE.new_game(2, 1)
    del state["dice_on"]
    assert "dice_on" not in copy_for_move(state)


@pytest.mark.parametrize(("players", "options"), [(1, {"solo_mode": "story"}),
                                                   (2, {"secret_room": True}), (6, None)])
def test_the_written_out_copy_is_the_copy_by_shapes(players: int, options: dict | None) -> None:
    """``_fast_copy`` names each key of today's states: the same copy as ``_shape_copy``,
    key order included; a state of an older shape takes the long way."""
    def on_move(before: State, seat: int, oid: str, after: State) -> None:
        assert repr(_fast_copy(after)) == repr(_shape_copy(after))

    random_game(ENGINE, players, 2, options, on_move=on_move)
    old = ENGINE.new_game(2, 1)
    del old["dice_on"], old["players"][0]["drinks"]
    assert repr(copy_for_move(old)) == repr(_shape_copy(old))
