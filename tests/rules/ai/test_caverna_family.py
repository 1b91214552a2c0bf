"""Caverna family planning (issue 30, item 2): the hard level builds room for a newborn,
then takes a family-growth space (../shared/reference/caverna.md §5)."""

from __future__ import annotations

import rules
from rules.ai import LEVELS, caverna_family, choose
from rules.core import Rng, State, copy_state

ENGINE = rules.get_engine("caverna")


def _placing(space: str, seed: int = 3) -> tuple[State, int]:
    """The first place-a-dwarf question of a random 2-player game where ``space`` is open."""
    state = ENGINE.new_game(2, seed)
    picker = Rng(seed)
    while not ENGINE.is_over(state):
        decision = picker.choice(ENGINE.pending(state))
        seat = decision.seat
        top = state["players"][seat]["stack"][-1]["k"]
        if top == "place" and decision.option(f"sp:{space}") is not None:
            return state, seat
        state = ENGINE.apply(state, seat, picker.choice(decision.options).id)
    raise AssertionError(f"seed {seed}: {space} never open")


def _play_turn(state: State, seat: int) -> tuple[State, list[str]]:
    """The hard seat's choices until its dwarf is placed and its action done."""
    moves: list[str] = []
    placed = sum(d["at"] is not None for d in state["players"][seat]["dwarfs"])
    while True:
        mine = [d for d in ENGINE.pending(state) if d.seat == seat]
        now = sum(d["at"] is not None for d in state["players"][seat]["dwarfs"])
        if not mine or (moves and now > placed
                        and state["players"][seat]["stack"][-1]["k"] == "place"):
            return state, moves
        assert len(moves) < 12, moves
        moves.append(choose("caverna", state, seat, "hard", len(moves)))
        state = ENGINE.apply(state, seat, moves[-1])


def test_with_room_for_a_newborn_the_hard_seat_grows_its_family() -> None:
    state, seat = _placing("wish_for_children")
    state = copy_state(state)
    state["players"][seat]["tiles"].append("dwelling")  # room for a third dwarf
    assert caverna_family.can_grow(state, seat)
    dwarfs = len(state["players"][seat]["dwarfs"])
    after, moves = _play_turn(state, seat)
    assert moves[0] == "sp:wish_for_children", moves
    assert len(after["players"][seat]["dwarfs"]) == dwarfs + 1, moves


def test_without_room_it_builds_a_dwelling_it_can_pay() -> None:
    state, seat = _placing("housework")
    state = copy_state(state)
    state["players"][seat]["res"].update(wood=4, stone=3)
    assert caverna_family.needs_room(state, seat)
    assert caverna_family.dwelling_payable(state, seat)
    after, moves = _play_turn(state, seat)
    assert any(m.startswith("sp:") for m in moves), moves
    tiles = after["players"][seat]["tiles"]
    assert any(t in ("dwelling", "simple_dwelling_4w2s", "simple_dwelling_3w3s")
               for t in tiles), moves
    assert caverna_family.can_grow(after, seat)


def test_the_plan_is_the_hard_level_s_and_leaves_other_questions_to_the_search() -> None:
    state, seat = _placing("housework")
    state = copy_state(state)
    state["players"][seat]["res"].update(wood=4, stone=3)
    assert caverna_family.choice(state, seat, ["sp:logging_1", "sp:housework"]) == (
        "sp:housework")
    # Nothing of the plan on offer: the search decides.
    assert caverna_family.choice(state, seat, ["sp:logging_1", "sp:ore_mining_1"]) is None
    assert LEVELS["hard"].plans and not LEVELS["easy"].plans
