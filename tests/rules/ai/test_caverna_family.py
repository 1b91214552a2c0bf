"""Caverna family planning (issue 30, item 2): the hard level builds room for a newborn,
then takes a family-growth space (../shared/reference/caverna.md §5), with the food for it
in sight (issue 38)."""

from __future__ import annotations

import rules
from rules.ai import LEVELS, caverna_family, caverna_food, choose
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
    state["players"][seat]["res"]["food"] = 12  # and the food for it
    assert caverna_family.can_grow(state, seat)
    dwarfs = len(state["players"][seat]["dwarfs"])
    after, moves = _play_turn(state, seat)
    assert moves[0] == "sp:wish_for_children", moves
    assert len(after["players"][seat]["dwarfs"]) == dwarfs + 1, moves


def test_without_room_it_builds_a_dwelling_it_can_pay() -> None:
    state, seat = _placing("housework")
    state = copy_state(state)
    state["players"][seat]["res"].update(wood=4, stone=3, food=12)
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
    state["players"][seat]["res"].update(wood=4, stone=3, food=12)
    assert caverna_family.choice(state, seat, ["sp:logging_1", "sp:housework"]) == (
        "sp:housework")
    # Nothing of the plan on offer: the search decides.
    assert caverna_family.choice(state, seat, ["sp:logging_1", "sp:ore_mining_1"]) is None
    assert LEVELS["hard"].plans and not LEVELS["easy"].plans


def _hungry(state: State, seat: int) -> State:
    """``state`` with the seat's room for a third dwarf but nothing to feed it with."""
    state = copy_state(state)
    player = state["players"][seat]
    player["tiles"].append("dwelling")
    for good in ("food", "grain", "vegetable", "ruby", "gold", "sheep", "donkey",
                 "wild_boar", "cattle"):
        player["res"][good] = 0
    player["board"]["crops"] = {}
    return state


def test_with_room_but_no_food_the_hard_seat_does_not_grow() -> None:
    # « Feeding: 2 food per dwarf, 1 for a dwarf born this round … Each missing food = 1
    # begging marker (-3 points, never removed) » (reference caverna.md, after the rulebook).
    state, seat = _placing("wish_for_children")
    state = _hungry(state, seat)
    assert caverna_family.can_grow(state, seat)
    assert not caverna_food.food_in_sight(state, seat)
    assert caverna_family.choice(state, seat, ["sp:wish_for_children", "sp:logging_1"]) is None
    dwarfs = len(state["players"][seat]["dwarfs"])
    after, moves = _play_turn(state, seat)
    assert len(after["players"][seat]["dwarfs"]) == dwarfs, moves
    # The same seat with food for the next two feedings grows (the plan is food first).
    fed = copy_state(state)
    fed["players"][seat]["res"]["food"] = 12
    assert caverna_food.food_in_sight(fed, seat)
    assert caverna_family.choice(fed, seat, ["sp:wish_for_children", "sp:logging_1"]) == (
        "sp:wish_for_children")


def test_inside_an_action_a_hungry_seat_takes_the_part_without_growth() -> None:
    # Wish for children: « Family growth » or « furnish a dwelling »: hungry, the dwelling.
    state, seat = _placing("wish_for_children")
    state = _hungry(state, seat)
    frame = {"k": "node", "sp": "wish_for_children", "p": []}
    growth = [o for o in ("c:0", "c:1") if "growth" in caverna_family._ops(
        "wish_for_children", (int(o[2:]),))]
    assert len(growth) == 1
    other = "c:1" if growth == ["c:0"] else "c:0"
    assert caverna_family._without_growth(frame, ["c:0", "c:1"]) == other


def test_the_food_plan_counts_the_feedings_ahead() -> None:
    # Round 1 of a 4-player game: rounds 3 (full harvest) and 4 (1 food per dwarf) ahead.
    state = ENGINE.new_game(4, 20006)
    assert [(f.round, f.adult, f.newborn, f.fields) for f in caverna_food.feedings_ahead(
        state)] == [(3, 2, 1, True), (4, 1, 1, False)]
    seat = 0
    player = state["players"][seat]
    player["res"].update(food=3, grain=1, sheep=2, gold=1)
    # 3 food + 1 grain + 1 sheep past the first (gold: 1 is not enough to buy food) = 5.
    assert caverna_food.potential(player) == 5
    # Two dwarfs: 4 food at round 3, then 2 at round 4: short by 0 and 1.
    assert caverna_food.shortfalls(state, seat) == [0, 1]
    assert caverna_food.hunger(state, seat) == 0.5
    # A third dwarf born now is an adult by round 3: 6 and 3; gathering 2 food a round
    # (rounds 2 and 3 before the first, round 4 before the second): 5 + 4 - 6 = 3 left,
    # + 2 - 3 = 2 left.
    assert caverna_food.shortfalls(state, seat, extra=1) == [1, 3]
    assert caverna_food.shortfalls(state, seat, extra=1, gather=2) == [0, 0]
