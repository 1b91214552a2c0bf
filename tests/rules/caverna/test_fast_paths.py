"""The engine's shortcuts answer as the listings they stand for (engine speed work,
issue 30): along random games of every count, each shortcut is asked at every state
and compared with the menu it avoids making."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from rules.caverna import (
    ENGINE,
    convert,
    copying,
    expedition,
    flow,
    furnishing,
    ops,
    placement,
)
from rules.caverna import players as pl
from rules.caverna.data import action, combinator, node_at
from rules.caverna.names import space_name, titled
from rules.core import Rng, State


def _states(players: int, seed: int, furnishing_set: str = "full") -> Iterator[State]:
    """Every state of a random game (the chooser favours menus that go somewhere)."""
    state = ENGINE.new_game(players, seed, {"furnishing_set": furnishing_set})
    chooser = Rng(seed)
    while not ENGINE.is_over(state):
        yield state
        decision = chooser.choice(ENGINE.pending(state))
        option = chooser.choice(decision.options)
        state = ENGINE.apply(state, decision.seat, option.id)


def _poorer(state: State, seat: int) -> Iterator[State]:
    """The state, then copies where the seat holds less (the menus' "nothing left" side,
    which the stored states of a game rarely show) or more (rubies and gold to spend)."""
    yield state
    for keep in (0.0, 0.5, 2.0):
        trial = ENGINE.copy_for_move(state)
        res = trial["players"][seat]["res"]
        for good in res:
            res[good] = int(res[good] * keep)
        yield trial


_GAMES = [(1, 3), (2, 4), (3, 5), (4, 6), (7, 8), (2, 9), (4, 10)]


@pytest.mark.parametrize(("players", "seed"), _GAMES)
def test_an_op_frame_has_options_exactly_when_it_lists_some(players: int, seed: int) -> None:
    asked = 0
    for state in _states(players, seed, "intro" if seed % 2 else "full"):
        for seat, player in enumerate(state["players"]):
            for frame in player["stack"]:
                if frame["k"] != "op" or ops._node(frame)["op"] == "tile":
                    continue
                node = ops._node(frame)
                for trial in _poorer(state, seat):
                    asked += 1
                    top = trial["players"][seat]["stack"][player["stack"].index(frame)]
                    listed = bool(ops.options(trial, seat, top))
                    if node["op"] == "expedition":
                        assert expedition._has_loot(trial, seat, node, top) == listed
                        continue
                    assert ops.has_options(trial, seat, top) == listed, (
                        top, trial["players"][seat]["res"])
    assert asked


def _leaves(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
    kind = combinator(node)
    if not kind:
        yield node
        return
    for child in node[kind]:
        yield from _leaves(child)


@pytest.mark.parametrize(("players", "seed"), _GAMES)
def test_a_leaf_test_answers_as_ops_can(players: int, seed: int) -> None:
    """The tests made once per leaf (ops.leaf_check: building.checker, expedition.checker,
    growth, the mine bonuses) and the furnishing shortcut (furnishing.can_furnish) against
    the plain ones."""
    asked = 0
    for state in _states(players, seed, "intro" if seed % 2 else "full"):
        if state["act"].get("dw") is None:
            continue  # forging and expeditions read the dwarf in turn
        for seat in (state["act"]["seat"],):
            for trial in _poorer(state, seat):
                for sp in trial["spaces"]:
                    for leaf in _leaves(action(sp)["flow"]):
                        asked += 1
                        assert ops.leaf_check(leaf, sp)(trial, seat) == ops.can(
                            trial, seat, leaf, sp), (sp, leaf)
                        if leaf["op"] == "furnish":
                            assert furnishing.can_furnish(trial, seat, leaf) == bool(
                                furnishing.furnishable(trial, seat, leaf))
    assert asked


@pytest.mark.parametrize(("players", "seed"), _GAMES)
def test_the_conversion_ids_are_those_of_the_listed_conversions(players: int, seed: int) -> None:
    for state in _states(players, seed, "intro" if seed % 2 else "full"):
        for seat, player in enumerate(state["players"]):
            if not player["stack"]:
                continue
            for trial in _poorer(state, seat):
                listed = list(convert._candidate_iter(trial, seat))
                assert list(convert._candidate_ids(trial, seat)) == [o.id for o in listed]
                # The entries kept by id (convert._PLAIN) read as those made afresh.
                made = [convert._option(trial["players"][seat], o.id) for o in listed]
                assert [str(o.label) for o in listed] == [str(o.label) for o in made]
                assert [str(o.label.msg_args) for o in listed] == [
                    str(o.label.msg_args) for o in made]


@pytest.mark.parametrize(("players", "seed"), _GAMES[:4])
def test_mine_bonus_keys_and_growth_answer_as_the_counters(players: int, seed: int) -> None:
    """ops.bonus_key's mine count and players.can_grow's kept limit, against
    players.counter, room and max_dwarfs."""
    for state in _states(players, seed):
        for seat, player in enumerate(state["players"]):
            n = len(player["dwarfs"])
            assert pl.can_grow(player) == (n < pl.room(player) and n < pl.max_dwarfs(player))
            for sp in state["spaces"]:
                if ops.has_bonus(sp):
                    assert ops.bonus_key(state, seat, sp) == tuple(
                        pl.counter(player, name) for name in ops._bonus_counters(sp))


@pytest.mark.parametrize(("players", "seed"), _GAMES)
def test_no_action_space_holds_a_count_of_zero(players: int, seed: int) -> None:
    """The placement menu and the take leaf read a space's goods as "usable" without
    looking at the counts (placement.place_options, ops.execute): a space holds goods with
    counts above zero, or none at all."""
    asked = 0
    for state in _states(players, seed, "intro" if seed % 2 else "full"):
        for sp, entry in state["spaces"].items():
            asked += 1
            assert all(n > 0 for n in entry["g"].values()), (sp, entry)
    assert asked


@pytest.mark.parametrize(("players", "seed"), _GAMES[:4])
def test_the_placement_menu_labels_as_each_space_does(players: int, seed: int) -> None:
    """The placement menu's spaces against the move check's, and its kept labels (the
    mine spaces' counts read straight off the board) against each space's label made
    afresh by ops.describe."""
    asked = 0
    for state in _states(players, seed):
        seat = state.get("turn")
        if seat is None or not state["players"][seat]["stack"] or (
                state["players"][seat]["stack"][-1]["k"] != "place"):
            continue
        for trial in _poorer(state, seat):
            # The spaces the menu offers are those the move check finds open.
            assert [o.id for o in placement.place_options(trial, seat) if o.id[:3] == "sp:"] == [
                f"sp:{sp}" for sp in trial["spaces"] if placement.space_open(trial, seat, sp)]
        for option in placement.place_options(state, seat):
            if option.id.startswith("sp:"):
                sp = option.id[3:]
                asked += 1
                assert option.label == titled(space_name(sp), ops.describe(
                    state, seat, action(sp)["flow"], sp)), sp
                assert str(option.label.msg_args) == str(titled(space_name(sp), ops.describe(
                    state, seat, action(sp)["flow"], sp)).msg_args), sp
    assert asked


@pytest.mark.parametrize(("players", "seed"), _GAMES[:4])
def test_a_flow_node_labels_its_children_as_ops_describe(players: int, seed: int) -> None:
    """A flow node's kept entries (the take entries by the space's goods) against each
    child's label made afresh."""
    asked = 0
    for state in _states(players, seed):
        for seat, player in enumerate(state["players"]):
            if not player["stack"] or player["stack"][-1]["k"] != "node":
                continue
            frame = player["stack"][-1]
            node = node_at(frame["sp"], tuple(frame["p"]))
            for option in flow.node_options(state, seat, frame):
                if option.id.startswith("c:"):
                    asked += 1
                    child = node[combinator(node)][int(option.id[2:])]
                    made = ops.describe(state, seat, child, frame["sp"], cached=False)
                    assert (option.label, option.label.msg_key) == (made, made.msg_key)
                    assert str(option.label.msg_args) == str(made.msg_args)
    assert asked


def test_the_event_texts_json_is_to_json_of_the_texts() -> None:
    """players.goods_json and amount_json, and names.name_json, against to_json of the
    messages they stand for: every good alone and in twos and threes, with counts of
    zero to twelve, and every space's name."""
    import json
    from itertools import combinations

    from rules.caverna.data import CARDS, GOODS, SPACES
    from rules.caverna.names import name_json
    from rules.core.text import to_json

    def same(made: dict[str, Any], text: Any) -> bool:  # the stored text: keys in order
        return json.dumps(made) == json.dumps(to_json(text))

    for n in range(13):
        for good in GOODS:
            assert same(pl.amount_json(n, good), pl.amount(n, good))
    assert same(pl.goods_json({}), pl.goods_text({}))
    for size in (1, 2, 3, 5):
        for goods in combinations(GOODS, size):
            for counts in ((1,) * size, tuple(range(size)), tuple(range(12, 12 - size, -1))):
                given = dict(zip(goods, counts, strict=True))
                assert same(pl.goods_json(given), pl.goods_text(given)), given
    for space in [*SPACES, *CARDS]:
        assert same(name_json(space_name(space)), space_name(space))


@pytest.mark.parametrize(("players", "seed"), _GAMES)
def test_a_goods_free_test_answers_alike_with_more_or_less_goods(players: int,
                                                                 seed: int) -> None:
    """flow.goods_free: a node whose test reads none of the seat's goods answers the same
    whatever the seat holds; and flow.offers_without_goods, where it holds, finds the
    action still offering something after every trade of goods (convert._still_offers,
    which convert._keeps then skips)."""
    asked = kept = 0
    for state in _states(players, seed, "intro" if seed % 2 else "full"):
        for seat, player in enumerate(state["players"]):
            for frame in player["stack"]:
                if frame["k"] != "node":
                    continue
                node = node_at(frame["sp"], tuple(frame["p"]))
                for i in range(len(node[combinator(node)])):
                    path = (*frame["p"], i)
                    if not flow.goods_free(frame["sp"], path):
                        continue
                    answers = {flow.can(trial, seat, frame["sp"], path)
                               for trial in _poorer(state, seat)}
                    assert len(answers) == 1, (frame["sp"], path)
                    asked += 1
            if player["stack"] and flow.offers_without_goods(state, seat):
                for option_id in convert._candidate_ids(state, seat):
                    if convert._goods_trade(option_id) is not None:
                        assert convert._still_offers(state, seat, option_id), option_id
                        kept += 1
    assert asked and kept


@pytest.mark.parametrize(("players", "seed"), _GAMES)
def test_a_move_copies_every_frame_as_a_deep_copy(players: int, seed: int) -> None:
    """copying._frame tells a flow node's frame by its kind and size alone: every node
    frame of a game has exactly copying._NODE_KEYS, and every frame's copy equals a deep
    copy of it and shares none of its lists or dicts."""
    asked = 0
    for state in _states(players, seed, "intro" if seed % 2 else "full"):
        for player in state["players"]:
            for frame in player["stack"]:
                asked += 1
                if frame["k"] == "node":
                    assert frame.keys() == copying._NODE_KEYS, frame
                out = copying._frame(frame)
                assert out == copying.plain(frame) and out is not frame
                for key, value in frame.items():
                    if isinstance(value, (list, dict)):
                        assert out[key] is not value, (key, frame)
    assert asked
