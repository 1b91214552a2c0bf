"""Cave vs Cave solo: Monte Carlo planning with a quick scripted player.

The solo game has no opponent and one question only: how many points the seat holds when
the seventh round ends. So at each choice of an action tile the computer player plays the
rest of the game out (``plan``): every offered tile is applied in the same sampled worlds
(the face-down rooms, the solo pile and the hidden action tiles redealt, ``worlds.py``)
and the scripted player (``cvc_policy.Policy``) finishes the game (the best of
``CONTINUATIONS`` playouts in each world, one by default); the option whose playouts are
worth most on average wins (a playout's worth: its score, plus ``GOAL_BONUS`` near the
rulebook's 50-point goal, off by default: neither measured a gain), the playouts spent by
successive halving. Within a turn the policy's own choice (``follow``) is taken, except
for the room to furnish and, in the last round, every step: those are played out too.
With work to spare (``PLANS_WORK``: expert) each option is judged by its best plan, the
scripted player leaning all game long to one way of playing (``PLAN_CHOICES``).
"""

from __future__ import annotations

from functools import partial

from rules.ai import cvc_endgame
from rules.ai.budget import Budget
from rules.ai.cvc_playout import counted_playout
from rules.ai.cvc_policy import Policy, follow, turns_left
from rules.cave_vs_cave import moves
from rules.cave_vs_cave.data import SOLO_GOAL
from rules.cave_vs_cave.engine import fast_copy
from rules.core import Rng, State

# The playouts' noise: little, so that two options differ by their own effect. 0.3 at
# hard: -0.79 a game (standard error 0.49), the goal in 37 of tuning seeds 92000-92099
# against 45 (``--set rules.ai.cvc_solo.NOISE=0.3``).
NOISE = 0.1

# The in-turn menus whose choice is played out before the last turns: the room to
# furnish and where (entered only once the policy chose to furnish). Planning the cavern
# to excavate and the wall to build too showed no clear gain, for half again the time.
PLANNED_MENUS = frozenset(("furn",))
# The last turns, every step planned: the game's last round. The last two rounds (7)
# scored the same at hard: +0.11 a game (standard error 0.42) over tuning seeds
# 92000-92026, the goal in 10 against 12, decision CPU p95 near 220 ms
# (``--set rules.ai.cvc_solo.END_TURNS=7``): four it stays.
END_TURNS = 4
# The goal counts, not the mean: a playout's worth may be its score plus ``GOAL_BONUS`` once
# it reaches the goal line, rising over ``GOAL_RAMP`` points below it (a step would make
# the few playouts near the line decide alone). The scripted player finishes a game about
# ``GOAL_SLACK`` points below the planner from the first turn (44.6 against 47.8, seeds
# 5000-5499), less as fewer turns are left: the line is lowered by that share. Off (0):
# a bonus of 4 reached the goal in 12 of seeds 5000-5029 against 14 without (mean 48.2
# and 48.3), no gain seen (``python -m benchmarks.cvc_solo_goal --first-seed 5000
# --games 30 --set rules.ai.cvc_solo.GOAL_BONUS=4``).
GOAL_BONUS = 0.0
GOAL_RAMP = 4.0
GOAL_SLACK = 3.0
# Continuations per world: the best of so many playouts of the scripted player (each with
# its own draws, ``CONTINUATION_NOISE``) judges an option there, nearer what a seat that
# plays on well would make of it; the playouts per decision are shared among them. One:
# two (with the bonus above) reached the goal in 15 of seeds 5000-5029 against 14 (mean
# 48.7 and 48.3), for a decision CPU p95 of 336 ms against 260 ms on the same loaded
# machine; with the scripted player's ``dig2`` at 0.2 too, in 16 of fresh seeds
# 30000-30039 against 20 (mean 48.7 and 48.9) (``--set rules.ai.cvc_solo.CONTINUATIONS=2``).
CONTINUATIONS = 1
CONTINUATION_NOISE = 1.0
# The fewest worlds each round of successive halving plays every option still running in.
# Four (the first cut made on more worlds) reached the goal in 11 of seeds 5000-5029
# against 14 (mean 48.6 and 48.3) for a decision CPU p95 of 331 ms against 260 ms on the
# same loaded machine (``--set rules.ai.cvc_solo.MIN_WORLDS=4``): two it stays.
MIN_WORLDS = 2
# The same with the plans in play (``expert``): there each (option, plan) pair gets three
# worlds before the first cut, and the playouts asked (``levels.GAME_SIZES``: 60 a tile)
# go to the rounds after it. Two worlds decide among ~24 pairs mostly by chance: at six
# positions of seeds 30020-30025 (rounds 2 and 4; each (option, plan) valued over 60
# worlds of the scripted player, an option by its best plan) the option chosen lost 0.37
# points on average to the best, 0.30 with 120 playouts, 0.22 with 120 and three worlds
# (12 decisions a position), for about twice the CPU (p95 1.07 s under load): expert
# asks 60 (1.5 times its CPU before): on fresh seeds 70000-70049 the goal in 31 of 50
# against 28, mean +0.22 a game (standard error 0.49: no gain shown), decision CPU p95
# 781 ms, p99 979 ms at load average 10-14 (``levels.GAME_SIZES``); on seeds 0-3 it lost
# (mean 48 against 51.75), and its decisions came near the 1.5 s safety stop on a busy
# machine, where a stopped search plays otherwise. Two worlds it stays, as for hard.
PLANS_MIN_WORLDS = 2
# Plans: each a set of tile biases the scripted player keeps all game long (leaning to
# excavate before furnishing, or to walls and room actions). An option is judged by its
# best plan: every (option, plan) pair is a contender of the successive halving. The
# plans need about twice the playouts (each pair in ``MIN_WORLDS`` worlds first), so they
# are played only when a decision may spend ``PLANS_WORK`` moves or more (``expert``;
# ``hard``'s 10,000 keep its CPU p95 near 250 ms). Seeds 5000-5029, hard's sizes: the three
# plans reached the goal in 16 games against 11 with the first alone, mean 49.9 against
# 48.3 (paired +1.6, standard error 0.85), for a decision CPU p95 near 480 ms against 250
# on the loaded machine; the first two alone -0.1 (16 seeds), the first and third +0.9 (23
# seeds); the three with one world each first (``MIN_WORLDS=1``, hard's playouts) +0.1
# (20 seeds), capped at 3,600 moves too +0.3 (21 seeds): the gain needs the playouts
# (``python -m benchmarks.cvc_solo_goal --first-seed 5000 --games 30 --level expert``).
# On fresh seeds 40000-40099 expert reached the goal in 48 (mean 49.5; hard 45 of
# 30000-30099, mean 49.0): a point at most, far from the 80 %. Tried since at
# expert on seeds 5000-5029, none a gain (totals over the seeds played, against expert as
# it is on the same seeds): two more plans (walls for the big rooms still unseen, the
# scripted player's ``P["future"]`` and ``P["wall_share"]`` at 1 within the plan; and
# cultivation +0.8), 32,000 moves: 332 against 344 over 5000-5006, CPU p95 near 800 ms;
# 80 playouts a tile (``level.expert.solo_tile_playouts=80``, 40,000 moves): 647 against
# 651 over 5000-5012, p95 670 ms (more work alone plays the same games: the playouts are
# set by the playouts asked and ``MIN_WORLDS``); the cavern to excavate and the wall
# planned too: 435 against 448 over 5000-5008; the last three turns searched over every
# order of the tiles (``cvc_endgame.py``): 497 against 501 over 5000-5009.
# A larger set of plans looks worth its CPU: at 24 positions of the scripted player's games
# (seeds 30030-30037, its 4th, 8th and 12th tile), every (tile, plan) pair played in two
# halves of 20 sampled worlds each, the pair chosen on one half and scored on the other
# (both ways) is worth 44.49 with the first plan alone, 44.74 with these three, 45.19
# with {"cultivation": 0.8} added, 45.14 with {"masonry": 1.2, "renovation": 1.0} added
# and 45.56 with nine plans (those and furnishing/housework +0.6, excavation/drift mining
# -0.6, undergrowth +0.8, expansion +0.8 with expedition +0.6). The playouts are about
# 1.35 times faster since (the same games: ``cvc_policy``'s memories and tables), not
# enough for nine: all nine (``--set rules.ai.cvc_solo.PLAN_PICK=511``, expert, seeds
# 30020-30022) took a decision CPU p95 of 2.1-2.4 s a game against 0.87-1.09 s for the
# three on the same seeds (load average ~10 on 2 cores; scored 54, 58, 48 against 49,
# 50, 50: three games show nothing), far past the 1 s p95 a decision may take. Four
# plans (cultivation added) would cost about what three cost before the speed-up; their
# gain (+0.45 points in the valuation above) is too small to show within this session's
# CPU (about 180 paired games): not in play.
# Issue 38, after the clairvoyant search's lines (``benchmarks/cvc_solo_ceiling.py``: fewer
# walls, rooms in pairs, Drift Mining late), on tuning seeds 92000-92021 at expert: the
# walls plan replaced by {"furnishing": -0.6, "housework": 0.6, "drift_mining": 0.6}
# scored +0.05 a game (standard error 0.84; the goal in 9 against 12); hard with the
# dig-first plan alone (``PLAN_PICK=2``) -2.42 (standard error 1.37, seeds 92000-92011;
# the goal in 3 against 7); the walls plan replaced by cultivation (``PLAN_PICK=11``, the
# best fourth plan of the valuation above) -0.64 (standard error 0.73, seeds
# 92000-92021; the goal in 10 against 12). None in play.
PLAN_CHOICES: list[dict[str, float]] = [
    {},
    {"housework": -0.6, "excavation": 0.6},       # dig first, furnish later
    {"expedition": 1.0, "masonry": 0.4},          # walls and room actions
    # The six more of the nine valued above, in play only when ``PLAN_PICK`` asks for them
    # (``--set rules.ai.cvc_solo.PLAN_PICK=511``: all nine).
    {"cultivation": 0.8},                         # fields
    {"masonry": 1.2, "renovation": 1.0},          # walls for the big rooms
    {"furnishing": 0.6, "housework": 0.6},        # furnish early
    {"excavation": -0.6, "drift_mining": -0.6},   # dig little
    {"undergrowth": 0.8},                         # goods first
    {"expansion": 0.8, "expedition": 0.6},        # the additional cavern and trades
]
# The plans in play, as bits of ``PLAN_CHOICES`` (1: the first alone; 7: the first three).
PLAN_PICK = 7
PLANS_WORK = 15000


def choose(state: State, seat: int, options: list[str], rng: Rng, tile_playouts: int,
           playouts: int, avoid: frozenset[str], margin: float, budget: Budget) -> str:
    """The solo seat's choice: the action tile by ``plan`` (``tile_playouts``); within a
    turn the policy's own choice (``follow``), except the room to furnish and where and,
    in the last ``END_TURNS`` turns, every step, played out too when ``playouts`` > 0.
    Neither "Convert goods…" nor "back" is ever planned: the policy leaves the first once
    it has the food it wants and the second leads back where it started, so either could
    send the seat round in a circle."""
    endgame = cvc_endgame.TURNS and cvc_endgame.to_go(state) <= cvc_endgame.TURNS
    if state["turn"] is None and not state["conv"]:
        tiles = [o for o in options if o != "convert"] or options
        if endgame and len(tiles) > 1:
            return cvc_endgame.choose(state, seat, tiles, rng, _end_worlds(budget), budget)
        return plan(state, seat, tiles, rng, tile_playouts, avoid, margin, budget)
    own = follow(state, options, rng)
    if not playouts or state["conv"] or own == "convert":
        return own
    if endgame:
        targets = [o for o in options if o not in ("back", "convert")]
        if len(targets) <= 1:
            return targets[0] if targets else own
        return cvc_endgame.choose(state, seat, targets, rng, _end_worlds(budget), budget)
    menu = state["turn"]["m"]
    # Before the last turns, only a furnishing the policy chose to make is played out;
    # in them every step is (they are short to play out), but for the food the policy
    # turns emmer and flax into.
    if turns_left(state) >= END_TURNS and (own == "back" or not menu
                                           or menu["k"] not in PLANNED_MENUS):
        return own
    targets = [o for o in options if o not in ("back", "convert")]
    if len(targets) <= 1:
        return targets[0] if targets else own
    return plan(state, seat, targets, rng, playouts, avoid, margin, budget)


def _end_worlds(budget: Budget) -> int:
    """The worlds of the last turns' search: ``cvc_endgame.WORLDS`` with the plans' work
    to spare (expert), one otherwise (hard's CPU)."""
    return int(cvc_endgame.WORLDS) if budget.units >= PLANS_WORK else 1


def plan(state: State, seat: int, options: list[str], rng: Rng, playouts: int,
         avoid: frozenset[str], margin: float, budget: Budget) -> str:
    """The option whose playouts are worth most on average (``worth``: the final score
    and the goal's bonus; each the best of ``CONTINUATIONS`` in its world).

    Every option is played out in the same sampled worlds with the same policy draws
    (common random numbers: the differences come from the options). The playouts are
    spent by successive halving: each round plays every option still in the running in
    more worlds, then drops the worse half, so the close contenders get most of them.
    Options in ``avoid`` (menus that lead back where they started) must win by ``margin``.
    Anytime: the ``budget`` of moves played is checked between worlds (each plays every
    option still in the running), and the best so far on the same worlds wins.
    """
    from rules.ai.worlds import sample_world  # worlds imports every game's hidden module

    worlds: list[tuple[State, int]] = []
    line = goal_line(state)
    plans = [k for k in range(len(PLAN_CHOICES)) if int(PLAN_PICK) >> k & 1]
    if len(options) <= 1 or budget.units < PLANS_WORK:
        plans = plans[:1]
    # A contender: an option and the plan its playouts follow ("oid|k").
    pairs = {f"{o}|{k}": o for o in options for k in plans}
    totals = dict.fromkeys(pairs, 0.0)
    alive = list(pairs)
    rounds = max(1, (len(pairs) - 1).bit_length())
    done = 0
    for _ in range(rounds):
        least = int(PLANS_MIN_WORLDS if len(plans) > 1 else MIN_WORLDS)
        more = max(least, playouts // rounds // len(alive) // int(CONTINUATIONS))
        while len(worlds) < done + more:
            worlds.append((sample_world("cave-vs-cave", state, seat, rng), rng.below(1 << 62)))
        for world, draws in worlds[done:done + more]:
            if done and not budget.left():
                break
            run = partial(_play, world, seat, draws=draws, line=line)
            scores = budget.play_pass(alive, run, done > 0)
            if scores is None:
                break
            for oid, score in scores.items():
                totals[oid] += score
            done += 1
        else:
            if len(alive) <= 2 and done >= 2 * more:
                break
            alive.sort(key=lambda o: totals[o] - (margin * done if pairs[o] in avoid else 0.0),
                       reverse=True)
            alive = alive[:max(1, (len(alive) + 1) // 2)] if len(alive) > 2 else alive
            continue
        break
    return pairs[max(alive, key=lambda o: totals[o] - (margin * done if pairs[o] in avoid
                                                         else 0.0))]


def goal_line(state: State) -> float:
    """The playout score that counts as reaching the goal from ``state`` (the scripted
    player's playouts finish below the planner's play, by less as the end nears)."""
    total = sum(state["turns"])
    return SOLO_GOAL - GOAL_SLACK * turns_left(state) / total


def worth(score: float, line: float) -> float:
    """A playout's worth: its score, plus up to ``GOAL_BONUS`` as it nears ``line``."""
    share = (score - line + GOAL_RAMP) / GOAL_RAMP
    return score + GOAL_BONUS * min(1.0, max(0.0, share))


def _play(world: State, seat: int, pair: str, *, draws: int,
          line: float) -> tuple[float, int]:
    """``pair``'s option played in ``world``, then the game played out by its plan: its
    worth and the moves."""
    oid, _, index = pair.partition("|")
    plan = PLAN_CHOICES[int(index or 0)]
    trial = fast_copy(world)
    trial["events"] = []
    moves.perform(trial, seat, oid)
    if CONTINUATIONS <= 1:
        score, steps = counted_playout(trial, seat, Policy(Rng(draws), NOISE, plan))
        return worth(score, line), steps + 1
    best, total = -1e9, 1
    for k in range(int(CONTINUATIONS)):
        score, steps = counted_playout(fast_copy(trial), seat,
                                       Policy(Rng(draws + k),
                                              CONTINUATION_NOISE if k else NOISE, plan))
        best, total = max(best, worth(score, line)), total + steps
    return best, total
