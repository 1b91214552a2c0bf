"""The shared engine core: seeded randomness, validation, ranking, options."""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar

import pytest

from rules.core import BaseEngine, Decision, IllegalMove, Option, Rng, Score, State, event
from rules.core.playout import PlayoutStuck, random_game


class CountdownEngine(BaseEngine):
    """A tiny honest game: seats alternately take 1 or 2 from a shuffled pile of points."""

    key = "countdown"
    title = "Countdown"
    min_players = 2
    max_players = 3
    default_options: ClassVar[dict[str, Any]] = {"pile": 6, "fast": False}

    def setup(self, state: State, rng: Rng) -> None:
        state["pile"] = rng.shuffled(range(1, state["options"]["pile"] + 1))
        state["taken"] = [0] * state["num_players"]
        state["turn"] = 0

    def decisions(self, state: State) -> list[Decision]:
        opts = [Option(f"take:{n}", f"Take {n}") for n in (1, 2) if n <= len(state["pile"])]
        return [Decision(state["turn"], "Take points", tuple(opts))]

    def perform(self, state: State, seat: int, option_id: str) -> None:
        n = int(option_id.split(":")[1])
        for _ in range(n):
            state["taken"][seat] += state["pile"].pop()
        state["events"].append(event(f"seat {seat} took {n}", seat, reveals=True))
        state["turn"] = (seat + 1) % state["num_players"]

    def is_over(self, state: State) -> bool:
        return not state["pile"]

    def scores(self, state: State) -> list[Score]:
        return [Score(s, t, (("points", t),)) for s, t in enumerate(state["taken"])]

    def public_view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {"players": [{"seat": s, "resources": {}, "score": t}
                            for s, t in enumerate(state["taken"])]}


ENGINE = CountdownEngine()


def test_rng_is_deterministic_and_unbiased_enough() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.below(1000) for _ in range(50)] == [b.below(1000) for _ in range(50)]
    counts = Counter(Rng(7).below(6) for _ in range(1))
    rng = Rng(7)
    counts = Counter(rng.below(6) for _ in range(6000))
    assert set(counts) == set(range(6))
    assert all(800 < c < 1200 for c in counts.values())


def test_shuffle_is_a_permutation_and_depends_on_seed() -> None:
    items = list(range(20))
    one, two = Rng(1).shuffled(items), Rng(2).shuffled(items)
    assert sorted(one) == items and sorted(two) == items
    assert one != two


def test_rng_rejects_empty_range() -> None:
    with pytest.raises(ValueError):
        Rng(1).below(0)


def test_new_game_checks_players_and_options() -> None:
    with pytest.raises(IllegalMove, match="2 to 3 players"):
        ENGINE.new_game(1, 1)
    with pytest.raises(IllegalMove, match="no option “speed”"):
        ENGINE.new_game(2, 1, {"speed": 3})
    with pytest.raises(IllegalMove, match="true or false"):
        ENGINE.new_game(2, 1, {"fast": "yes"})
    state = ENGINE.new_game(2, 1, {"pile": 4})
    assert state["rules_version"] == ENGINE.rules_version
    assert sorted(state["pile"]) == [1, 2, 3, 4]


def test_apply_validates_and_never_mutates_its_input() -> None:
    state = ENGINE.new_game(2, 5)
    before = repr(state)
    with pytest.raises(IllegalMove, match="not your turn"):
        ENGINE.apply(state, 1, "take:1")
    with pytest.raises(IllegalMove, match="not one of your options"):
        ENGINE.apply(state, 0, "take:9")
    after = ENGINE.apply(state, 0, "take:2")
    assert repr(state) == before
    assert after["move_count"] == 1
    assert ENGINE.last_events(after)[0] == {"text": "seat 0 took 2", "seat": 0, "reveals": True}


def test_moves_after_the_end_are_refused() -> None:
    state, _ = random_game(ENGINE, 2, 3)
    assert ENGINE.pending(state) == []
    with pytest.raises(IllegalMove, match="over"):
        ENGINE.apply(state, 0, "take:1")


def test_ranking_shares_places_on_ties() -> None:
    state = ENGINE.new_game(3, 1)
    state["taken"] = [5, 9, 5]
    assert ENGINE.ranking(state) == [[1], [0, 2]]


def test_view_has_the_minimal_keys_and_private_events_are_marked() -> None:
    state = ENGINE.new_game(2, 1)
    view = ENGINE.view(state, None)
    for key in ("game", "round", "rounds_total", "over", "to_act", "players"):
        assert key in view
    assert view["to_act"] == [0]
    assert event("secret", 1, private_to=1)["private_to"] == 1


def test_json_round_trip_and_wrong_game_refused() -> None:
    state = ENGINE.new_game(2, 9)
    assert ENGINE.from_json(ENGINE.to_json(state)) == state
    with pytest.raises(ValueError, match="not 'countdown'"):
        ENGINE.from_json({**state, "game": "other"})


def test_playout_budget_is_enforced() -> None:
    with pytest.raises(PlayoutStuck):
        random_game(ENGINE, 2, 1, {"pile": 40}, max_moves=3)
