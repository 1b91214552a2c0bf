"""The Caverna seats' worth remembered by the player's identity (rules/ai/features.py) is
always what working it out afresh gives: a move never changes a player, a harvest marker
or a round it shares with the position before it."""

from __future__ import annotations

import pytest

import rules
from rules.ai import choose, features
from rules.core import Rng


def test_every_remembered_seat_is_worth_what_it_is_worth_afresh(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(features, "CHECK", True)
    monkeypatch.setattr(features, "checked", 0)
    features._SEATS.clear()
    engine = rules.get_engine("caverna")
    state = engine.new_game(3, 41)
    picker = Rng(41)
    # Rounds 1-3 with a harvest between (three seats, hard and easy): judged positions
    # met by hard searches, by the next seats' searches and across a feeding.
    while state["round"] < 4:
        decision = picker.choice(engine.pending(state))
        level = "easy" if decision.seat == 1 else "hard"
        option = choose("caverna", state, decision.seat, level, picker.below(1 << 30))
        state = engine.apply(state, decision.seat, option)
    assert features.checked > 1000


def _afresh(state: dict) -> list[float]:
    features._SEATS.clear()
    return features.values("caverna", rules.get_engine("caverna"), state, True)


def test_a_shared_player_is_judged_again_when_the_round_phase_or_harvests_change() -> None:
    # Positions that share both players but differ in what the feedings ahead read: the
    # round, the phase (a feeding under way) and the harvest markers, drawn or revealed.
    engine = rules.get_engine("caverna")
    base = {**engine.new_game(2, 41), "round": 6}   # harvest markers on rounds 6 and 7
    variants = [{**base, "markers": {}}, {**base, "harvests": {"6": "feed_1"}},
                {**base, "round": 3}, {**base, "round": 3, "phase": "harvest"}]
    for before, after in zip([base, base, base, variants[2]], variants, strict=True):
        assert after["players"] is before["players"]
        _afresh(before)   # remembered now, as a search would have left it
        worth = features.values("caverna", engine, after, True)
        assert worth == _afresh(after)
        assert worth != _afresh(before)   # the change matters to the judgement
