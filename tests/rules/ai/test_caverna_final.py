"""Caverna's last trades (issue 38): after the last harvest a seat converts for the score
sheet (rules/ai/caverna_final.py). « -2 PV par type d'animal de ferme manquant »: a ruby
bought into a missing farm animal (« 1 rubis → 1 mouton, sanglier, âne; 1 rubis + 1
nourriture → 1 bovin ») wins the animal's point and the missing kind's 2 for the ruby's
1."""

from __future__ import annotations

import rules
from rules.ai import caverna_final, choose
from rules.ai.round_trips import own_options
from rules.caverna import scoring
from rules.core import State

ENGINE = rules.get_engine("caverna")


def _last_trades(**goods: int) -> tuple[State, int]:
    """Seat 0 of a new 2-player game at its last trades, holding ``goods`` and no animal
    (the entry-level dwelling houses two of one kind)."""
    state = ENGINE.new_game(2, 3)
    seat = 0
    player = state["players"][seat]
    player["res"].update(**goods)
    for p in state["players"]:
        p["stack"] = []
    player["stack"] = [{"k": "final"}]
    state["phase"] = "final"
    return state, seat


def _trade_out(state: State, seat: int) -> tuple[State, list[str]]:
    """The hard seat's answers until it is done trading."""
    moves: list[str] = []
    while any(d.seat == seat for d in ENGINE.pending(state)):
        assert len(moves) < 10, moves
        moves.append(choose("caverna", state, seat, "hard", len(moves)))
        state = ENGINE.apply(state, seat, moves[-1])
    return state, moves


def test_a_ruby_buys_a_missing_animal_before_scoring() -> None:
    state, seat = _last_trades(ruby=1, food=1)
    before = scoring.total(state["players"][seat])
    after, moves = _trade_out(state, seat)
    bought = [m for m in moves if m in ("r:sheep", "r:donkey", "r:wild_boar", "r:cattle")]
    assert len(bought) == 1 and moves[-1] == "done", moves
    assert after["players"][seat]["res"][bought[0][2:]] == 1
    # The ruby's point lost, the animal's point and the missing kind's 2 won.
    assert scoring.total(after["players"][seat]) == before + 2


def test_a_trade_that_scores_nothing_more_is_not_made() -> None:
    # No ruby: goods into food (grain, a vegetable, gold) never score more.
    state, seat = _last_trades(grain=3, vegetable=1, gold=4)
    menu = ENGINE.apply(state, seat, "cv")
    assert caverna_final.best_trade(menu, seat, own_options(ENGINE, menu, seat)) is None
    after, moves = _trade_out(state, seat)
    assert moves == ["done"]
    assert scoring.total(after["players"][seat]) == scoring.total(state["players"][seat])
