"""Cave vs Cave solo: the last turns searched over every order of the action tiles.

Near the end the order of the tiles decides the score: the gains before Housework's two
rooms, Renovation's wall before the room it lets fit, the Expedition's gold before the
State Room. Playouts of the greedy scripted player miss it (it takes the tile worth most
now), so for the last ``TURNS`` turns every sequence of the tiles offered is tried, each
turn's steps by the scripted player (``cvc_policy.Policy`` without noise), in a few
sampled worlds (``worlds.py``: what the last excavations reveal is hidden); an option is
worth its best sequence's final score, averaged over the worlds. The three last turns of
a game are about 800 turn plays (0.15 s of CPU a world); four would be ten times more.

Off (``TURNS = 0``): the last round's playouts already find about as good an order. From
the scripted player's own positions three turns before the end the best order (true
hidden facts) scores 201 against its own 186 on seeds 5000-5003, but only +0.3 points a
game over seeds 5000-5199 when it chooses the last tile, +0.6 the last two (44.7 to 45.3);
within ``expert`` (4 worlds, decision CPU p95 unchanged near 500 ms) seeds 5000-5009 scored
497 in all against 501 without; within ``hard``'s sizes (one world), from those four
positions to the end, 196 against 198. The points are lost earlier in the game.
"""

from __future__ import annotations

from rules.ai.budget import Budget
from rules.ai.cvc_playout import final_score, tile_options
from rules.ai.cvc_policy import Policy, turns_left
from rules.cave_vs_cave import menus, moves
from rules.cave_vs_cave.engine import fast_copy
from rules.core import Rng, State

# The turns, the one being played included, searched to the end of the game (0: off).
TURNS = 0
# The sampled worlds an option is tried in (when the budget is enough for the plans).
WORLDS = 4
# The most steps one turn may take in the search (a turn takes about ten).
TURN_STEPS = 60


def to_go(state: State) -> int:
    """The seat's turns left, the one being played (or chosen) included."""
    return turns_left(state) + (state["turn"] is not None)


def choose(state: State, seat: int, options: list[str], rng: Rng, worlds: int,
           budget: Budget) -> str:
    """The option whose best sequence of tiles to the end scores most on average over
    ``worlds`` sampled worlds (the first world is always searched; the next only while the
    ``budget`` of moves lasts). Ties go to the first option offered."""
    from rules.ai.worlds import sample_world  # worlds imports every game's hidden module

    totals = dict.fromkeys(options, 0.0)
    for k in range(max(1, worlds)):
        if k and not budget.left():
            break
        world = sample_world("cave-vs-cave", state, seat, rng)
        draws = rng.below(1 << 62)
        for oid in options:
            trial = fast_copy(world)
            trial["events"] = []
            moves.perform(trial, seat, oid)
            score, played = best_finish(trial, seat, Rng(draws))
            budget.spend(played + 1)
            totals[oid] += score
    return max(options, key=lambda o: totals[o])


def best_finish(state: State, seat: int, rng: Rng) -> tuple[int, int]:
    """The best final score from ``state`` (changed in place) over every order of the
    tiles to come, each turn played by the scripted player; and the moves played."""
    played = _finish_turn(state, rng)
    if state["over"] or state["turn"] is not None or state["conv"]:
        # The end, or a turn cut short at ``TURN_STEPS``: what the seat holds.
        return final_score(state, seat), played
    best = -1
    for tile in tile_options(state):
        trial = fast_copy(state)
        trial["events"] = []
        moves.perform(trial, seat, tile)
        score, more = best_finish(trial, seat, rng)
        played += more + 1
        best = max(best, score)
    return best, played


def _finish_turn(state: State, rng: Rng) -> int:
    """The turn under way played to its end by the scripted player; the moves played."""
    policy = Policy(rng, 0.0)
    policy.look_ahead(state)
    steps = 0
    while not state["over"] and (state["turn"] is not None or state["conv"]) \
            and steps < TURN_STEPS:
        ids = [o for o, _ in menus.options(state)[1]]
        moves.perform(state, state["to_move"], policy.choose(state, ids))
        steps += 1
    return steps
