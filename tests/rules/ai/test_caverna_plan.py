"""The solo Caverna planner (rules/ai/caverna_plan.py) and the expert level that uses it."""

from __future__ import annotations

import copy

import pytest

import rules
from rules.ai import LEVELS, caverna_book, caverna_plan, choose, search
from rules.ai.budget import Budget
from rules.ai.levels import for_game
from rules.ai.round_trips import own_options
from rules.caverna import scoring
from rules.core import Rng, State
from rules.core.playout import random_game
from tests.rules.ai.helpers import play
from tests.sizes import full_runs

ENGINE = rules.get_engine("caverna")


@pytest.fixture(autouse=True)
def _no_book(monkeypatch: pytest.MonkeyPatch) -> None:
    """The planner's own play: the line found offline is tested in test_caverna_book.py."""
    monkeypatch.setattr(caverna_book, "ENABLED", False)


def _solo() -> State:
    return ENGINE.new_game(1, 1000)


def test_solo_caverna_deals_no_hidden_facts() -> None:
    """The planner looks ahead without sampling: the solo round cards come in the
    rulebook's fixed order and no harvest markers are dealt, whatever the seed."""
    a, b = ENGINE.new_game(1, 1), ENGINE.new_game(1, 2)
    assert a["cards"] == b["cards"] and not a["markers"] and not b["markers"]


def test_a_finished_game_is_worth_its_score() -> None:
    state, _moves = random_game(ENGINE, 1, 3)
    player = state["players"][0]
    assert caverna_plan.value(state, 0) == scoring.total(player)


def test_value_counts_dwarfs_goods_room_and_hunger() -> None:
    state = _solo()
    base = caverna_plan.value(state, 0)

    def changed(edit: dict[str, int]) -> float:
        trial = copy.deepcopy(state)
        trial["players"][0]["res"].update(edit)
        return caverna_plan.value(trial, 0)

    # Wood and stone build rooms and dwellings: worth points while rounds remain.
    assert changed({"wood": 4}) > base
    assert changed({"stone": 3}) > base
    # Food in hand spares begging at the feedings ahead.
    assert changed({"food": 6}) > base
    # One dwarf more: its actions in the rounds left outweigh its food.
    grown = copy.deepcopy(state)
    grown["players"][0]["dwarfs"].append({"w": 0, "at": None, "new": False})
    grown["players"][0]["tiles"].append("dwelling")
    assert caverna_plan.value(grown, 0) > base + caverna_plan.ACTION
    # Room for a newborn is worth less than the newborn itself.
    roomy = copy.deepcopy(state)
    roomy["players"][0]["tiles"].append("dwelling")
    assert caverna_plan.value(grown, 0) > caverna_plan.value(roomy, 0)
    # The same goods near the end are worth less: the score sheet ignores wood.
    late = copy.deepcopy(state)
    late["round"] = late["rounds"][-1]
    late_wood = copy.deepcopy(late)
    late_wood["players"][0]["res"]["wood"] += 4
    assert caverna_plan.value(late_wood, 0) - caverna_plan.value(late, 0) < 4 * 0.5


def test_value_counts_the_newborn_animals_the_herd_has_room_for() -> None:
    """Solo Caverna has a harvest every round from round 5 (reference caverna.md §6:
    « Solo: no markers; full harvest at the end of every round from 5 on »), and a kind of
    two or more animals gives one newborn a breeding « only if there is room for it »:
    room for the herd to grow is points to come that the score sheet does not count yet."""
    state = _solo()
    state["players"][0]["res"]["sheep"] = 2
    pasture = copy.deepcopy(state)
    # A small pasture holds 2 more: the herd breeds at the next two harvests.
    pasture["players"][0]["board"]["cells"]["r2c1"] = "ps"
    assert caverna_plan._breeding(state["players"][0], 3) == 0
    assert caverna_plan._breeding(pasture["players"][0], 3) == 2
    worth = caverna_plan.value(pasture, 0) - caverna_plan.value(state, 0)
    # The pasture's 2 points on the score sheet, and the 2 newborns it houses besides.
    assert worth >= 2 + 2 * caverna_plan.BREED > 2


def test_the_solo_planner_buys_a_missing_animal_at_its_last_trades() -> None:
    """« -2 PV par type d'animal de ferme manquant » and « 1 rubis → 1 mouton, sanglier,
    âne »: after the last harvest a ruby bought into a missing kind wins 2 points (the
    planner's completions never open the "Convert goods…" menu, so it scored the ruby
    as it was)."""
    state = _solo()
    player = state["players"][0]
    player["res"].update(ruby=1, food=1)
    player["stack"] = [{"k": "final"}]
    state["phase"] = "final"
    before = scoring.total(player)
    caverna_plan._PLAN.clear()
    moves: list[str] = []
    while not moves or moves[-1] != "done":
        assert len(moves) < 10, moves
        moves.append(choose("caverna", state, 0, "expert", len(moves)))
        state = ENGINE.apply(state, 0, moves[-1])
    assert moves[0] == "cv"
    assert scoring.total(state["players"][0]) == before + 2, moves


def test_a_salt_reseeds_the_planner_and_keeps_its_choice_a_function_of_the_position(
        ) -> None:
    state = _solo()
    picks = {}
    try:
        for salt in (0, 3, 0):
            caverna_plan.SALT = salt
            caverna_plan._PLAN.clear()
            search._KNOWN.clear()
            picks.setdefault(salt, set()).add(choose("caverna", state, 0, "expert", 1))
    finally:
        caverna_plan.SALT = 0
        caverna_plan._PLAN.clear()
        search._KNOWN.clear()
    assert len(picks[0]) == 1 and picks[0] != picks[3]


def test_a_completion_ends_where_the_seat_places_its_next_dwarf() -> None:
    state = _solo()
    options = own_options(ENGINE, state, 0)
    path: list[tuple[State, str]] = []
    after = ENGINE.apply(state, 0, options[0])
    end, moves = caverna_plan.complete(ENGINE, state, after, 0, Rng(1), path)
    assert moves == len(path) + 1
    assert end["players"][0]["stack"][-1]["k"] == "place"
    placed = sum(d["at"] is not None for d in end["players"][0]["dwarfs"])
    assert placed == 1


def test_the_search_spends_its_budget_and_names_an_offered_option() -> None:
    state = _solo()
    budget = Budget.start(400, 10.0, None)
    line = caverna_plan.search(ENGINE, state, 0, Rng(7), budget)
    assert line.first in own_options(ENGINE, state, 0)
    assert budget.units <= 0
    assert line.path[0] == (state, line.first)


def test_the_planned_turn_is_followed_and_the_choice_is_a_function_of_the_position(
        monkeypatch: pytest.MonkeyPatch) -> None:
    state = _solo()
    caverna_plan._PLAN.clear()
    first = choose("caverna", state, 0, "expert", 1)
    search._KNOWN.clear()
    caverna_plan._PLAN.clear()
    assert choose("caverna", state, 0, "expert", 2) == first
    # The rest of the turn comes from the planned line, with no new search.
    state = ENGINE.apply(state, 0, first)
    assert state["players"][0]["stack"][-1]["k"] != "place", first
    calls: list[int] = []
    real = caverna_plan.search

    def spy(*args: object) -> caverna_plan.Line:
        calls.append(1)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(caverna_plan, "search", spy)
    assert choose("caverna", state, 0, "expert", 3) in own_options(ENGINE, state, 0)
    assert not calls


def test_expert_plans_only_alone_at_caverna() -> None:
    assert LEVELS["expert"].solo_plan and not LEVELS["hard"].solo_plan
    assert for_game("expert", "caverna") is LEVELS["expert"]


# Solo Caverna deals no hidden facts, so every seed plays the same game: unsalted, the
# expert level scores 64 (70 before the herd's room for newborns counted), and 72-79 with
# the salts 1-4 of its draws, 76.8 on average (python -m benchmarks.caverna_breakdown
# --players 1 --sides expert --first-seed 40000 --games 1 --salts 1,2,3,4). The rulebook's
# mark, 100, is not reached yet (issue 38): this mark only keeps the planner from falling
# back towards the turn search's 48.
EXPERT_MARK = 60


@pytest.mark.skipif(not full_runs(), reason="a whole expert solo game (about 20 CPU-s): "
                    "CAVERN_FULL_RUNS=1")
def test_expert_scores_far_above_hard_alone() -> None:
    state = play("caverna", ["expert"], 30000)
    assert ENGINE.scores(state)[0].total >= EXPERT_MARK
