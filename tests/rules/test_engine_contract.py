"""The DESIGN.md contract, checked on every registered engine with random legal games.

``CAVERN_CONTRACT_SEEDS`` raises the number of seeds per player count (default 1; each
game's own property tests run many more).
"""

from __future__ import annotations

import json
import marshal
import random
from typing import Any

import pytest

import rules
from rules import IllegalMove
from rules.core.contract import Engine, State
from rules.core.playout import random_game
from tests.sizes import env_int

SEEDS = env_int("CAVERN_CONTRACT_SEEDS", 1)
MINIMAL_VIEW_KEYS = {"game", "round", "rounds_total", "over", "to_act", "players"}

CASES = [
    pytest.param(key, n, id=f"{key}-{n}p")
    for key, engine in sorted(rules.GAMES.items())
    for n in range(engine.min_players, engine.max_players + 1)
]


def _check_view(engine: Engine, state: State) -> None:
    view = engine.view(state, None)
    json.dumps(view)  # JSON-able
    assert view.keys() >= MINIMAL_VIEW_KEYS
    assert view["game"] == engine.key
    assert view["to_act"] == sorted({d.seat for d in engine.pending(state)})
    players = view["players"]
    assert [p["seat"] for p in players] == list(range(state["num_players"]))
    for p in players:
        assert isinstance(p["score"], int)
        assert all(isinstance(v, int) for v in p["resources"].values())


def _check_decisions(engine: Engine, state: State) -> None:
    decisions = engine.pending(state)
    seats = [d.seat for d in decisions]
    assert len(seats) == len(set(seats)), "one decision per seat at a time"
    for d in decisions:
        assert 0 <= d.seat < state["num_players"]
        assert d.prompt and d.options
        ids = [o.id for o in d.options]
        assert len(ids) == len(set(ids)), f"duplicate option ids in {d.prompt!r}"
        # A menu entry ("Convert goods…", "Play an item…") never opens an empty menu.
        assert ids != ["back"], f"{d.prompt!r} offers only Back"
        for o in d.options:
            assert o.id.isascii() and " " not in o.id and 0 < len(o.id) <= 64, o.id
            assert o.label.strip(), o.id


def _check_move(engine: Engine, before: State, seat: int, option_id: str, after: State) -> None:
    for ev in engine.last_events(after):
        assert isinstance(ev["text"], str) and ev["text"]
        assert "seat" in ev and isinstance(ev["reveals"], bool)
    assert after["rules_version"] == engine.rules_version


def _fingerprint(state: State) -> bytes:
    """The state's content and types as bytes. marshal flags each object referenced
    more than once, so the bytes of the state itself also change when something else
    (a cache, the next state sharing an unchanged part) starts referencing one of its
    objects; a fresh copy holds only the state's own references."""
    return marshal.dumps(marshal.loads(marshal.dumps(state)))


@pytest.mark.parametrize(("key", "players"), CASES)
def test_random_games_keep_the_contract(key: str, players: int) -> None:
    engine = rules.get_engine(key)
    for seed in range(SEEDS):
        def check(before: State, seat: int, option_id: str, after: State) -> None:
            frozen = _fingerprint(before)
            _check_move(engine, before, seat, option_id, after)
            _check_decisions(engine, after)
            _check_view(engine, after)
            assert _fingerprint(before) == frozen, "apply mutated its input"

        state, moves = random_game(engine, players, seed, on_move=check)
        assert engine.is_over(state) and engine.pending(state) == []
        assert rules.replay(key, players, seed, None, moves) == state
        restored = engine.from_json(json.loads(json.dumps(engine.to_json(state))))
        assert restored == state
        scores = engine.scores(state)
        assert [s.seat for s in scores] == list(range(players))
        assert all(sum(p for _, p in s.lines) == s.total for s in scores)
        ranked = [seat for place in engine.ranking(state) for seat in place]
        assert sorted(ranked) == list(range(players))
        assert engine.view(state, None)["over"] is True
        with pytest.raises(IllegalMove):
            engine.apply(state, moves[-1][0], moves[-1][1])


@pytest.mark.parametrize(("key", "players"), CASES)
def test_bad_input_is_refused_with_a_sentence(key: str, players: int) -> None:
    engine = rules.get_engine(key)
    state = engine.new_game(players, 11)
    snapshot = _fingerprint(state)
    decision = engine.pending(state)[0]
    for seat, option_id in [(decision.seat, "no-such-option"), (players + 3, "x"), (-1, "x")]:
        with pytest.raises(IllegalMove) as refused:
            engine.apply(state, seat, option_id)
        assert str(refused.value).endswith(".")
    idle = [s for s in range(players) if s not in {d.seat for d in engine.pending(state)}]
    for seat in idle:
        with pytest.raises(IllegalMove):
            engine.apply(state, seat, decision.options[0].id)
    assert _fingerprint(state) == snapshot


@pytest.mark.parametrize("key", sorted(rules.GAMES))
def test_player_counts_outside_the_box_are_refused(key: str) -> None:
    engine = rules.get_engine(key)
    for n in (engine.min_players - 1, engine.max_players + 1):
        with pytest.raises(IllegalMove):
            engine.new_game(n, 1)


@pytest.mark.parametrize("key", sorted(rules.GAMES))
def test_global_random_does_not_leak_into_games(key: str) -> None:
    engine = rules.get_engine(key)
    results: list[Any] = []
    for disturbance in (1, 2):
        random.seed(disturbance)
        random.random()
        state, moves = random_game(engine, engine.max_players, 3)
        results.append((moves, engine.to_json(state)))
    assert results[0] == results[1]


def test_registry_refuses_unknown_games() -> None:
    with pytest.raises(IllegalMove, match="no game"):
        rules.get_engine("monopoly")


@pytest.mark.parametrize("key", sorted(rules.GAMES))
def test_every_engine_says_which_readings_it_plays(key: str) -> None:
    """``readings`` (for /game rules): short English sentences from the game's data."""
    readings = rules.get_engine(key).readings
    assert isinstance(readings, tuple) and readings
    for sentence in readings:
        assert isinstance(sentence, str) and sentence[:1].isupper()
        assert sentence.endswith("."), sentence
        assert len(sentence) <= 300, sentence
    assert len(set(readings)) == len(readings)


def test_cave_vs_caves_renovation_reading_is_stated() -> None:
    # The example: is « plus d'or » checked only when the tile is taken?
    readings = rules.get_engine("cave-vs-cave").readings
    assert any(r.startswith("Renovation") and "when the tile is taken" in r for r in readings)
