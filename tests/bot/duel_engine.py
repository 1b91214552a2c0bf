"""A tiny honest two-seat game for host tests: simultaneous bids, hidden until revealed.

Each of 3 rounds: both seats bid 1-3 at the same time (hidden until both have bid;
the second bid reveals both). The higher bid scores its value. Then the lower
bidder (seat 0 on a tie) may draw a random card (a reveal) worth its value, or pass
with "done". It exercises simultaneous decisions, private events, reveals and undo.
"""

from __future__ import annotations

from typing import Any

from rules.core import BaseEngine, Decision, Option, Rng, Score, State, event

ROUNDS = 3


class DuelEngine(BaseEngine):
    key = "duel"
    title = "Duel"
    min_players = 2
    max_players = 2

    def setup(self, state: State, rng: Rng) -> None:
        state.update(round=1, rounds_total=ROUNDS, phase="bid", bids=[None, None],
                     points=[0, 0], cards=[0, 0], drawer=None)

    def decisions(self, state: State) -> list[Decision]:
        if state["phase"] == "bid":
            return [Decision(seat, "Choose your secret bid",
                             tuple(Option(f"bid:{n}", f"Bid {n}") for n in (1, 2, 3)))
                    for seat in (0, 1) if state["bids"][seat] is None]
        return [Decision(state["drawer"], "Draw a card or stop",
                         (Option("draw", "Draw a random card"), Option("done", "Stop")))]

    def perform(self, state: State, seat: int, option_id: str) -> None:
        events = state["events"]
        if option_id.startswith("bid:"):
            state["bids"][seat] = int(option_id[4:])
            events.append(event(f"Seat {seat + 1} has bid.", seat))
            events.append(event(f"You bid {option_id[4:]}.", seat, private_to=seat))
            if None not in state["bids"]:
                a, b = state["bids"]
                events.append(event(f"Bids revealed: {a} against {b}.", None, reveals=True))
                if a != b:
                    winner = 0 if a > b else 1
                    state["points"][winner] += max(a, b)
                state["drawer"] = 0 if a <= b else 1
                state["phase"] = "draw"
            return
        if option_id == "draw":
            rng = Rng(state["rng"])
            card = rng.below(6) + 1
            state["rng"] = rng.state
            state["cards"][seat] += card
            events.append(event(f"Seat {seat + 1} draws a {card}.", seat, reveals=True))
        else:
            events.append(event(f"Seat {seat + 1} stops.", seat))
        state["bids"] = [None, None]
        state["drawer"] = None
        state["phase"] = "bid"
        state["round"] += 1

    def is_over(self, state: State) -> bool:
        return state["round"] > ROUNDS

    def scores(self, state: State) -> list[Score]:
        return [Score(s, state["points"][s] + state["cards"][s],
                      (("Bids won", state["points"][s]), ("Cards", state["cards"][s])))
                for s in (0, 1)]

    def round_info(self, state: State) -> tuple[int, int]:
        return min(state["round"], ROUNDS), ROUNDS

    def public_view(self, state: State, seat: int | None) -> dict[str, Any]:
        view: dict[str, Any] = {
            "phase": state["phase"],
            "bids_made": [b is not None for b in state["bids"]],
            "players": [{"seat": s, "resources": {"cards": state["cards"][s]},
                         "score": state["points"][s] + state["cards"][s]} for s in (0, 1)],
        }
        if seat is not None:
            view["my_bid"] = state["bids"][seat]
        return view


ENGINE = DuelEngine()
