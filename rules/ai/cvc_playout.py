"""A Cave vs Cave solo game played out by the scripted player (``cvc_policy.Policy``):
the playouts that judge a tile (``cvc_solo``), the endgame search (``cvc_endgame``) and
the benchmarks share them."""

from __future__ import annotations

from rules.ai.cvc_policy import Policy
from rules.cave_vs_cave import menus, moves
from rules.cave_vs_cave.data import GOLD, POINTS
from rules.core import State


def playout(state: State, seat: int, policy: Policy, limit: int = 400) -> int:
    """Finish the game from ``state`` (changed in place) with ``policy``; the final score."""
    return counted_playout(state, seat, policy, limit)[0]


def counted_playout(state: State, seat: int, policy: Policy,
                    limit: int = 400) -> tuple[int, int]:
    """:func:`playout`'s final score and the moves it played (a search's work units)."""
    state["events"] = []
    policy.look_ahead(state)
    steps = 0
    while not state["over"] and steps < limit:
        turn = state["turn"]
        if turn is None and not state["conv"]:
            # The tile menu without its labels (the policy never converts there).
            ids = tile_options(state)
        elif state["conv"] or turn["m"] is None:
            ids = [o for o, _ in menus.options(state)[1]]
        else:
            # A step's sub-menu: the policy never converts there, and reads no more of
            # the menu than its entries (and the first of a menu it does not know), so
            # "Convert goods…", always last, is left out.
            ids = [o for o, _ in menus.step_options(state)]
        oid = policy.choose(state, ids)
        moves.perform(state, state["to_move"], oid)
        steps += 1
        if len(state["events"]) > 50:
            state["events"] = []
    return final_score(state, seat), steps


def tile_options(state: State) -> list[str]:
    """The tiles the seat may take (the tile menu's option ids without their labels)."""
    taken = {t for t, _ in state["taken"]}
    return [f"tile:{t}" for t in state["board"][:state["shown"]] if t not in taken]


def final_score(state: State, seat: int) -> int:
    """The seat's score as the game would count it now: its rooms' points and its gold."""
    pl = state["players"][seat]
    return sum(POINTS[v] for v in pl["cave"] if v is not None and v > 0) + pl["g"][GOLD]
