"""Cavern Tavern at three players and more: hard judges a seat against the others' mean,
not against the leader alone (issue 38)."""

from __future__ import annotations

import json
from pathlib import Path

import rules
from rules.ai import choose
from rules.ai.features import judge
from rules.core import State


def _position(name: str) -> tuple[State, int]:
    data = json.loads((Path(__file__).parent / "data" / name).read_text(encoding="utf-8"))
    return rules.get_engine("cavern-tavern").from_json(data["state"]), data["seat"]


def test_a_leading_seat_scores_rather_than_talk_to_nasty_against_the_next() -> None:
    """Move 211 of seed 5000 of ``bench_ai --game cavern-tavern --players 3 --match
    hard:easy``: seat 0 (hard) leads with 56 VP, seat 2 has 51 and seat 1 17. Against the
    leader alone it talked to Nasty (1 Nasty space better for itself, 1 worse for seat 2:
    2 VP for it, 2 VP off the next seat); against the mean it takes Mop the Floor (3 VP
    and a Rocks), which gains more than the office costs the rivals on average."""
    state, seat = _position("tavern_leader_5000.json")
    choice = choose("cavern-tavern", state, seat, "hard", 0)
    assert choice != "z:office"
    assert choice.startswith("z:chore") or choice.startswith("z:kitchen")


def test_three_seats_are_judged_against_the_others_mean() -> None:
    engine = rules.get_engine("cavern-tavern")
    state, seat = _position("tavern_leader_5000.json")
    # Only the worths' spread matters: one rival's gain counts half at three players.
    base = judge("cavern-tavern", engine, state, seat, True)
    richer = engine.from_json(engine.to_json(state))
    richer["players"][2]["vp"] += 10
    assert abs(judge("cavern-tavern", engine, richer, seat, True) - (base - 5.0)) < 1e-9
    # The judgement on points alone (easy) keeps the best rival.
    plain = judge("cavern-tavern", engine, state, seat, False)
    assert judge("cavern-tavern", engine, richer, seat, False) <= plain - 5.0
