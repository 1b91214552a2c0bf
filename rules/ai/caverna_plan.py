"""Solo Caverna: a planning search over whole turns (the ``expert`` level, issue 38).

Solo Caverna has no hidden or random facts once the game is set up: the round cards come in
the rulebook's fixed solo order (setup.json ``solo_card_order``) and there are no harvest
markers. A position's future therefore depends only on the seat's own choices, and the
planner can look several turns ahead without sampling anything.

The unit of the search is a *turn*: placing one dwarf and answering every question that
follows until the seat must place its next dwarf (a harvest between rounds included:
feedings are answered by the feeding script, ``caverna_feeding.py``). ``turns`` draws
complete turns from a position by playing the seat's sub-decisions at random (the menus
that lead back where they started only when nothing else is offered); a beam search keeps
the ``BEAM`` best turn ends by :func:`value` and expands them again, ``DEPTH`` turns deep
at most, while work units remain. The option that starts the best line found is played,
and the rest of that line's turn is remembered (by position) so that the seat's next
questions of the same turn follow it without searching again.

:func:`value` estimates the final score: the score sheet now, plus what the rest of the
game will make of the seat's dwarfs, goods and room to grow, less the feedings ahead.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from rules.ai import caverna_feeding, caverna_final, caverna_food
from rules.ai.budget import Budget
from rules.ai.round_trips import fingerprint, own_options, same_state
from rules.ai.turns import TURN_OVER
from rules.caverna import animals, scoring
from rules.caverna import players as caverna_players
from rules.caverna.data import FARM_ANIMALS
from rules.core import Engine, Rng, State
from rules.core.playout import apply_offered
from rules.registry import get_engine

# Points one dwarf's action still to come is worth, on average, over a solo game (the
# score divided by the actions a good game takes, roughly), before its food.
ACTION = 4.0
# Points one food is worth while feedings are ahead (a begging marker costs 3 for 1 food).
FOOD = 0.8
# Goods not counted by the score sheet, in points each while rounds remain to use them.
GOODS = {"wood": 1.0, "stone": 0.9, "ore": 0.45, "grain": 0.4, "vegetable": 0.6,
         "ruby": 0.6}
# Rounds left from which goods keep their full worth (fewer: it shrinks to 0 at the end).
TAPER = 3
# A dwelling with room for one more dwarf: part of a dwarf's worth, while growth can come.
ROOM = 0.4
# Weapon strength towards expeditions, per point, while rounds remain.
WEAPON = 0.3
# Points per newborn animal the herd has room for at the next ``BREED_HARVESTS`` breedings
# (solo: a harvest every round from round 5), on top of the animals counted now.
BREED = 0.6
BREED_HARVESTS = 3
# Feeding: food per adult dwarf at a full harvest, and a begging marker's cost.
_PER_DWARF = 2
_BEG = 3.0

# The search's shape: turn ends kept per depth, random completions per option at the
# root and below, the deepest lookahead in turns, the most steps one turn may take.
BEAM = 5
ROOT_COMPLETIONS = 6
COMPLETIONS = 3
DEPTH = 4
MAX_STEPS = 40
_AVOID = frozenset({"cv", "back"})
# Whether the questions within a turn follow the line planned at its start (else each is
# searched again, with the whole budget on its own few options: about five times the CPU
# of a game, for no clear gain in the games measured: seed 1000 salted 1, 71 against 66).
# A question whose position was not planned (another process, a full table) is searched.
FOLLOW = True
# The share (per cent) of completions that take, at a furnishing menu, the tile worth the
# most by :func:`value` (the rest pick at random: a random walk rarely finds the tile that
# scores).
BEST_TILE = 50

# Turns planned: the position -> the option the planned line takes there.
_PLAN: dict[str, str] = {}
_PLAN_MAX = 512
_PLAN_LOCK = threading.Lock()
# Mixed into the planner's draws (the benchmarks' ``--salt``: the solo game is one game
# whatever its seed, so its figures are taken over several salts).
SALT = 0


def rounds_after(state: State) -> int:
    """Rounds still to begin after the current one."""
    rounds = state["rounds"]
    return len(rounds) - 1 - rounds.index(state["round"])


def _harvests_after(state: State) -> int:
    now = state["round"]
    return sum(1 for r in state["rounds"] if r > now
               and caverna_food.harvest_kind(state, r) != "none")


def value(state: State, seat: int) -> float:
    """The final score the seat can expect from ``state`` (see the module's doc)."""
    player = state["players"][seat]
    score = float(scoring.total(player))
    if state["phase"] == "over":
        return score
    dwarfs = player["dwarfs"]
    n = len(dwarfs)
    after = rounds_after(state)
    unplaced = sum(1 for d in dwarfs if d["at"] is None) if state["phase"] == "work" else 0
    taper = min(1.0, after / TAPER)
    res = player["res"]
    out = score + ACTION * (unplaced + n * after)
    # Food: what the feedings after this round ask, against the food in hand.
    need = _PER_DWARF * n * _harvests_after(state)
    out += FOOD * min(res["food"], need) - FOOD * need
    out += taper * sum(res[g] * w for g, w in GOODS.items())
    if caverna_players.can_grow(player) and after >= 1:
        out += ROOM * ACTION * (after - 1)
    out += WEAPON * taper * sum(d["w"] for d in dwarfs)
    # Animals past one of a kind feed the family when it must.
    out += 0.2 * taper * sum(max(0, res[a] - 1) for a in FARM_ANIMALS)
    if BREED:
        out += BREED * _breeding(player, min(_harvests_after(state), BREED_HARVESTS))
    # The begging foreseen at the next two feedings, on top of the food counted above:
    # counting it once only (the next feeding's shortfall less FOOD) grew the family more
    # and scored less (salted completions of seed 1000: 57, 71, 60 against 70, 66, 76).
    return out - _BEG * caverna_food.hunger(state, seat)


def _breeding(player: caverna_players.Player, harvests: int) -> int:
    """The newborns the seat's herd has room for at the next ``harvests`` breedings (a
    kind of two or more animals gives one a breeding, if it fits)."""
    goods = {a: player["res"][a] for a in (*FARM_ANIMALS, "dog")}
    born = 0
    for _ in range(harvests):
        grew = False
        for a in FARM_ANIMALS:
            if goods[a] >= 2:
                goods[a] += 1
                if animals.fits(player, goods):
                    born += 1
                    grew = True
                else:
                    goods[a] -= 1
        if not grew:
            break
    return born


@dataclass
class Line:
    """A turn end reached from the root: its value, the root option that began it, and
    the moves of the first turn (position fingerprints are taken only for the winner)."""

    value: float
    first: str
    state: State
    path: list[tuple[State, str]]


def _turn_over(before: State, state: State, seat: int) -> bool:
    return TURN_OVER["caverna"](before, state, seat) and not same_state(state, before)


def complete(engine: Engine, before: State, state: State, seat: int, rng: Rng,
             path: list[tuple[State, str]] | None = None) -> tuple[State, int]:
    """Play the seat's questions at random from ``state`` until its turn (begun at
    ``before``) is over; feedings by the feeding script. Returns the state and the moves
    played; ``path`` collects (position, option) of every move."""
    steps = 0
    while not engine.is_over(state) and not _turn_over(before, state, seat):
        options = own_options(engine, state, seat)
        if not options or steps >= MAX_STEPS:
            break
        pick = caverna_feeding.choice(state, seat, options)
        if pick not in options and rng.below(100) < BEST_TILE:
            pick = _best_tile(engine, state, seat, options)
        if pick not in options:
            preferred = [o for o in options if o not in _AVOID] or options
            pick = rng.choice(preferred)
        if path is not None:
            path.append((state, pick))
        state = apply_offered(engine, state, seat, pick)
        steps += 1
    return state, steps + 1


def _best_tile(engine: Engine, state: State, seat: int, options: list[str]) -> str | None:
    tiles = [o for o in options if o.startswith("t:")]
    if len(tiles) < 2:
        return None
    return max(tiles, key=lambda o: value(apply_offered(engine, state, seat, o), seat))


def _expand(engine: Engine, state: State, seat: int, rng: Rng, completions: int,
            budget: Budget) -> list[tuple[str, State, list[tuple[State, str]]]]:
    """Turn ends from ``state``: ``completions`` per option, each with its first option
    and its moves."""
    options = own_options(engine, state, seat)
    out = []
    for _ in range(completions):
        for oid in options:
            path: list[tuple[State, str]] = [(state, oid)]
            after = apply_offered(engine, state, seat, oid)
            end, moves = complete(engine, state, after, seat, rng, path)
            budget.spend(moves + 1)
            out.append((oid, end, path))
    return out


def _distinct(lines: list[Line], width: int, seat: int) -> list[Line]:
    """The ``width`` best lines whose end positions differ (equal scores and goods are
    taken as the same position: random completions often reach one turn end twice)."""
    kept: list[Line] = []
    seen: set[str] = set()
    for line in sorted(lines, key=lambda x: -x.value):
        player = line.state["players"][seat]
        mark = repr((round(line.value, 6), sorted(player["res"].items()),
                     sorted(player["tiles"])))
        if mark in seen:
            continue
        seen.add(mark)
        kept.append(line)
        if len(kept) >= width:
            break
    return kept


def search(engine: Engine, state: State, seat: int, rng: Rng, budget: Budget) -> Line:
    """The best line found from ``state`` (see the module's doc)."""
    lines = [Line(value(end, seat), oid, end, path)
             for oid, end, path in _expand(engine, state, seat, rng, ROOT_COMPLETIONS,
                                           budget)]
    best = max(lines, key=lambda x: x.value)
    beam = _distinct(lines, BEAM, seat)
    for _ in range(DEPTH - 1):
        if not budget.left():
            break
        grown: list[Line] = []
        for line in beam:
            if engine.is_over(line.state) or not own_options(engine, line.state, seat):
                grown.append(line)
                continue
            for _oid, end, _path in _expand(engine, line.state, seat, rng, COMPLETIONS,
                                            budget):
                grown.append(Line(value(end, seat), line.first, end, line.path))
        if not grown:
            break
        beam = _distinct(grown, BEAM, seat)
        best = beam[0]
    return best


def choose(state: State, seat: int, options: list[str], rng: Rng, budget: Budget) -> str:
    """The option the planner takes at ``state`` (one of ``options``)."""
    if SALT:
        rng = Rng(rng.below(1 << 62) ^ SALT)
    # The last trades, one at a time, that raise the score: the completions never open the
    # "Convert goods…" menu (``_AVOID``), so the search would score the goods as they are.
    trade = caverna_final.choice(state, seat, options)
    if trade in options:
        return trade
    mark = fingerprint(state)
    planned = _PLAN.get(mark) if FOLLOW else None
    if planned in options:
        return planned
    engine = get_engine("caverna")
    line = search(engine, state, seat, rng, budget)
    with _PLAN_LOCK:
        for position, oid in line.path[1:]:
            _PLAN[fingerprint(position)] = oid
        while len(_PLAN) > _PLAN_MAX:
            del _PLAN[next(iter(_PLAN))]
    return line.first
