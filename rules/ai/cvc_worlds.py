"""Cave vs Cave solo: the action tile chosen by a search over several sampled worlds.

Perfect-information Monte Carlo: the hidden facts (the face-down rooms, the solo pile,
the order of the face-down action tiles) are redealt ``worlds`` times as the seat may
imagine them (``worlds.sample_world``: every unseen pool shuffled uniformly; the real
facts are never read). In every world each offered tile is taken and the game finished
by the scripted player (``cvc_policy.Policy``) ``continuations`` times, the first three
by the plans of ``cvc_solo.PLAN_CHOICES`` with little noise, any more with more noise;
the tile's value in that world is the best of them (in a world the seat plays on as it
would once the facts are shown: the best continuation found there), and its value is the
mean over the worlds of that score plus ``goal_weight`` when it reaches the goal line
(the rulebook's 50 points, lowered by ``GOAL_SLACK`` early on: the playouts finish below
the planner's own play). Every tile is played in the same worlds with the same policy
draws (common random numbers). Worlds are added while the budget of moves lasts (whole
worlds only, so that every tile is judged on the same ones; the first world always).

Only the tile menu is searched here; within a turn the caller plays as before
(``cvc_solo.choose``: the scripted player, the room to furnish played out).

Measured (``benchmarks/cvc_solo_ceiling.py --worlds``, its docstring): with 16 worlds
halved every 4 (``Sizes(16, halve_every=4)``) the goal in 65 of fresh seeds 101000-101099
against expert's 53, +0.86 points a game (standard error 0.41), for twice expert's CPU
(decision p95 778 ms); 4 worlds, at expert's CPU, no gain. No level plays it yet.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.ai.budget import Budget
from rules.ai.cvc_playout import counted_playout
from rules.ai.cvc_policy import Policy, turns_left
from rules.ai.cvc_solo import PLAN_CHOICES
from rules.ai.round_trips import view_seed
from rules.ai.worlds import sample_world
from rules.cave_vs_cave import moves
from rules.cave_vs_cave.data import SOLO_GOAL
from rules.cave_vs_cave.engine import fast_copy
from rules.core import Rng, State

# The playouts' noise for the plans' own continuations, and for the extra ones.
PLAN_NOISE = 0.1
EXTRA_NOISE = 1.0
# The search's draws: the position's own seed (as the seat sees it), salted.
SALT = 0x5A3D_0C7C
# How far below the goal a playout from the first turn still counts as reaching it
# (less as the end nears): the scripted player finishes below the searching player.
GOAL_SLACK = 2.0


@dataclass(frozen=True)
class Sizes:
    """The search's sizes: sampled ``worlds`` (at most), playouts a tile in each world
    (``continuations``, the best counts), the points a world at the goal is worth more
    (``goal_weight``) and the moves a decision may play (``work``)."""

    worlds: int = 8
    continuations: int = 3
    goal_weight: float = 0.0
    work: int = 30000
    # Successive halving: after each ``halve_every`` worlds (0: never) the worse half of
    # the tiles still running is dropped (more worlds for the close calls, same CPU).
    halve_every: int = 0


def is_tile_menu(state: State) -> bool:
    """Whether the seat is choosing its next action tile (no turn under way)."""
    return state["turn"] is None and not state["conv"]


def draws_for(state: State, seat: int) -> Rng:
    """The search's generator: a function of the position as ``seat`` may know it, so the
    same position gets the same choice (``round_trips.py``) and the real hidden facts
    cannot steer it."""
    from rules.registry import get_engine

    return Rng(view_seed(get_engine("cave-vs-cave"), state, seat) ^ SALT)


def goal_line(state: State) -> float:
    """The playout score that counts as the goal from ``state``."""
    return SOLO_GOAL - GOAL_SLACK * turns_left(state) / sum(state["turns"])


def choose(state: State, seat: int, tiles: list[str], rng: Rng, sizes: Sizes,
           budget: Budget) -> str:
    """The offered tile worth most over the sampled worlds (ties: the first offered)."""
    if len(tiles) == 1:
        return tiles[0]
    line = goal_line(state)
    totals = dict.fromkeys(tiles, 0.0)
    alive = list(tiles)
    for w in range(max(1, sizes.worlds)):
        if w and not budget.left():
            break
        if w and sizes.halve_every and w % sizes.halve_every == 0 and len(alive) > 2:
            # Ties keep the order offered (a stable sort).
            alive = sorted(alive, key=lambda t: -totals[t])[:(len(alive) + 1) // 2]
        world = sample_world("cave-vs-cave", state, seat, rng)
        draws = [rng.below(1 << 62) for _ in range(sizes.continuations)]
        values: dict[str, float] = {}
        for tile in alive:
            best, played = best_continuation(world, seat, tile, draws)
            budget.spend(played)
            values[tile] = best + (sizes.goal_weight if best >= line else 0.0)
        for tile, value in values.items():
            totals[tile] += value
    return max(alive, key=lambda t: totals[t])


def best_continuation(world: State, seat: int, tile: str, draws: list[int]) -> tuple[int, int]:
    """``tile`` taken in ``world`` and the game finished once per draw (the plans first):
    the best final score and the moves played."""
    best, played = -1, 0
    for k, draw in enumerate(draws):
        trial = fast_copy(world)
        trial["events"] = []
        moves.perform(trial, seat, tile)
        plan = PLAN_CHOICES[k % 3]
        noise = PLAN_NOISE if k < 3 else EXTRA_NOISE
        score, steps = counted_playout(trial, seat, Policy(Rng(draw), noise, plan))
        best = max(best, score)
        played += steps + 1
    return best, played
