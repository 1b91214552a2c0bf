"""A small two-seat game for cog tests: a long option list, a private choice, a long id.

Each turn the seat to move picks one of 30 tunnels (more than a select menu holds, so the
turn message must page), then secretly hides a gem (a private decision, with a private
event). One tunnel has an id too long for a custom id, so buttons must carry its index.
Two turns each, then the deeper digger wins.
"""

from __future__ import annotations

from typing import Any

from rules.core import BaseEngine, Decision, Option, Rng, Score, State, event

TUNNELS = 30
LONG_ID = "dig:" + "deep" * 25  # 104 characters: more than any custom id or value holds
TURNS = 4


class TunnelEngine(BaseEngine):
    key = "tunnels"
    title = "Tunnels"
    min_players = 2
    max_players = 2

    def setup(self, state: State, rng: Rng) -> None:
        state.update(round=1, rounds_total=TURNS, turn=0, phase="dig", depth=[0, 0],
                     gems=[[], []])

    def decisions(self, state: State) -> list[Decision]:
        seat = state["turn"] % 2
        if state["phase"] == "dig":
            options = [Option(f"dig:{n}", f"Tunnel {n}: dig {n} deep") for n in range(1, TUNNELS)]
            options.append(Option(LONG_ID, "The deepest tunnel (dig 50)"))
            return [Decision(seat, "Choose a tunnel", tuple(options))]
        return [Decision(seat, "Hide a gem", (Option("gem:red", "Red gem"),
                                              Option("gem:blue", "Blue gem")), private=True)]

    def perform(self, state: State, seat: int, option_id: str) -> None:
        events = state["events"]
        if state["phase"] == "dig":
            depth = 50 if option_id == LONG_ID else int(option_id[4:])
            state["depth"][seat] += depth
            events.append(event(f"Seat {seat + 1} digs {depth} deep.", seat))
            state["phase"] = "gem"
            return
        state["gems"][seat].append(option_id[4:])
        events.append(event(f"Seat {seat + 1} hides a gem.", seat))
        events.append(event(f"You hid the {option_id[4:]} gem.", seat, private_to=seat))
        state["phase"] = "dig"
        state["turn"] += 1
        state["round"] = state["turn"] + 1

    def is_over(self, state: State) -> bool:
        return state["turn"] >= TURNS

    def scores(self, state: State) -> list[Score]:
        return [Score(s, state["depth"][s], (("Depth", state["depth"][s]),)) for s in (0, 1)]

    def round_info(self, state: State) -> tuple[int, int]:
        return min(state["round"], TURNS), TURNS

    def public_view(self, state: State, seat: int | None) -> dict[str, Any]:
        view: dict[str, Any] = {
            "phase": state["phase"],
            "players": [{"seat": s, "resources": {"depth": state["depth"][s]},
                         "score": state["depth"][s]} for s in (0, 1)],
        }
        if seat is not None:
            view["my_gems"] = list(state["gems"][seat])
        return view


ENGINE = TunnelEngine()
