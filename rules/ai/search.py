"""The computer player's choice: determinised, turn-level search.

For one decision of ``seat``: sample the hidden information a few times (``worlds.py``);
in each sample try every offered option, finish the seat's own turn several times with
quick random choices (its later steps are its own, so the best completion counts) and
judge the position when the turn passes (``features.py``). The option with the best total
wins; ties go to the option listed first. Everything random comes from a seed drawn from
the seat's view of the position (``round_trips.view_seed``), and the work is bounded by
counts, not by time, so the same position gives the same choice: that is what keeps a
seat from opening a menu and closing it again, over and over (``round_trips.py``).

The search is anytime: it plays one completion of every option in every world per pass,
and stops after the pass that spends the level's work units (``budget.py``: moves played,
sized for a decision p95 under a second here) or, on a far slower machine only, at the
wall-clock safety stop. Every option has then been judged on the same samples.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from rules.ai import (
    caverna_book,
    caverna_family,
    caverna_feeding,
    caverna_final,
    caverna_plan,
    caverna_rooms,
    cvc_solo,
    cvc_worlds,
)
from rules.ai.budget import Budget, Clock
from rules.ai.features import judge, weights
from rules.ai.levels import LEVELS, Level, for_game
from rules.ai.round_trips import (
    fingerprint,
    own_options,
    round_trip,
    same_state,
    toggles_up,
    view_seed,
)
from rules.ai.turns import TURN_OVER
from rules.ai.worlds import sample_world
from rules.core import Engine, IllegalMove, Rng, State
from rules.core.base import NOT_YOUR_TURN
from rules.core.playout import apply_offered
from rules.registry import get_engine

# Keeps the AI's draws apart from a game's own stream when a host reuses a game seed.
_SALT = 0xA1_C0DE_5EED
# Questions a game's script answers better than the turn search: (state, seat, options)
# -> the option, or None to search.
SCRIPTED: dict[str, Callable[[State, int, list[str]], str | None]] = {
    "caverna": caverna_feeding.choice,
}
# Plans of the levels that make them (``Level.plans``), asked after the script, in order
# (Caverna: the last trades for the score sheet, the family's room and growth, then rooms
# furnished for points): the same signature.
PLANS: dict[str, tuple[Callable[[State, int, list[str]], str | None], ...]] = {
    "caverna": (caverna_final.choice, caverna_family.choice, caverna_rooms.choice),
}
# The latest choices by position. A choice is a function of the position, so this only
# saves time: a menu's "Back" asks what the seat chooses at the position it leads back to,
# which is usually the seat's previous decision (one search, not one per menu level).
_KNOWN: dict[tuple[str, str, int, str], str] = {}
_KNOWN_MAX = 256
_KNOWN_LOCK = threading.Lock()
# Menus within menus (a menu's own sub-menu): how deep a round trip is traced back.
_NESTING = 4
# How far a "Back" is followed, in the seat's own moves, to see whether the seat would
# come back (a circle): past every toggle of a menu (a Cavern Tavern serving menu went
# round in six moves: serve, a character, two items, a card, "Back"). Menus within the
# followed moves are followed less far, so that the nested searches stay bounded.
_CIRCLE_MOVES = 16
_NESTED_CIRCLE_MOVES = 4


def _complete_turn(key: str, engine: Engine, before: State, state: State, seat: int,
                   rng: Rng, level: Level, avoid: frozenset[str],
                   unfinished: float) -> tuple[float, int]:
    """Play the seat's own next steps at random until its turn ends; judge the result.
    Returns the judgement and the work done (the moves played, and one for the judging).

    ``before`` is the state the turn was in when the option was chosen, ``state`` the one
    after it.

    Each step costs a hair, so that of two equal outcomes the quicker wins (a menu that
    leads back where it started never beats ending the turn); a completion cut off before
    its turn ends loses ``unfinished``, so stalling cannot look better than what the end of
    a turn brings (a late order, the round's end).
    """
    turn_over = TURN_OVER[key]
    steps = 0
    # Back where the turn started is no turn played, whatever the game's test says.
    while not engine.is_over(state) and not (turn_over(before, state, seat)
                                             and not same_state(state, before)):
        options = own_options(engine, state, seat)
        if not options:
            break
        if steps >= level.steps:
            return (judge(key, engine, state, seat, level.features) - unfinished
                    - 1e-3 * steps, steps + 1)
        preferred = [o for o in options if o not in avoid] or options
        state = apply_offered(engine, state, seat, rng.choice(preferred))
        steps += 1
    return judge(key, engine, state, seat, level.features) - 1e-3 * steps, steps + 1


def choose(key: str, state: State, seat: int, level: str, seed: int,
           clock: Clock | None = None) -> str:
    """An option id that ``engine.pending(state)`` offers ``seat`` (see ``rules.ai``);
    ``clock`` (time.monotonic) arms the level's wall-clock safety stop (``budget.py``)."""
    engine = get_engine(key)
    try:
        lv = for_game(level, key)
    except KeyError:
        raise IllegalMove(f"There is no computer level “{level}”. "
                          f"Levels: {', '.join(LEVELS)}.") from None
    options = own_options(engine, state, seat)
    if not options:
        raise IllegalMove(NOT_YOUR_TURN)
    # The safety stop covers the whole decision, menus traced back included.
    return _decide(key, engine, state, seat, lv, options, 0,
                   Budget.start(lv.work, lv.safety_seconds, clock))


def _decide(key: str, engine: Engine, state: State, seat: int, lv: Level,
            options: list[str], depth: int, clock: Budget) -> str:
    """The choice at ``state``: a function of the position as the seat sees it."""
    if len(options) == 1:
        return options[0]
    if lv.book and key == "caverna":
        # Solo Caverna's line found offline, while the game is on it: a line never comes
        # back to a position, so no round trip to trace.
        booked = caverna_book.choice(state, seat, options)
        if booked is not None:
            return booked
    mark = (key, lv.name, seat, fingerprint(state))
    known = _KNOWN.get(mark)
    if known is not None:
        return known
    known = _fresh(key, engine, state, seat, lv, options, depth, clock)
    # A full answer (a deeper one may have traced fewer menus back); one cut short by the
    # safety stop is not the position's choice either.
    if depth == 0 and not clock.late():
        with _KNOWN_LOCK:  # hosts run the player in worker threads
            _KNOWN[mark] = known
            while len(_KNOWN) > _KNOWN_MAX:
                del _KNOWN[next(iter(_KNOWN))]
    return known


def _fresh(key: str, engine: Engine, state: State, seat: int, lv: Level,
           options: list[str], depth: int, clock: Budget) -> str:
    table = weights(key)
    avoid = frozenset(table["avoid"])
    if depth < _NESTING:
        # A "Back" that closes a menu the seat just opened: taken only if the seat, back
        # there, would not open it again (its choice there is the same function of the
        # same position), else never, so no circle is gone round twice in a row.
        trip = round_trip(engine, state, seat, options, table["returns"], avoid)
        if trip is not None:
            back, origin, opener = trip
            again = _decide(key, engine, origin, seat, lv, own_options(engine, origin, seat),
                            depth + 1, clock)
            if again != opener:
                return back
            options = [o for o in options if o != back]
            if len(options) == 1:
                return options[0]
    scripts = [SCRIPTED[key]] if key in SCRIPTED else []
    solo_plan = lv.solo_plan and key == "caverna" and state["num_players"] == 1
    if lv.plans and not solo_plan:
        scripts.extend(PLANS.get(key, ()))
    for scripted in scripts:
        planned = scripted(state, seat, options)
        if planned in options:
            return planned
    rng = Rng(view_seed(engine, state, seat) ^ _SALT)
    if solo_plan:
        return caverna_plan.choose(state, seat, options, rng, clock.share(lv.solo_plan))
    if lv.solo_worlds and key == "cave-vs-cave" and state["num_players"] == 1 \
            and cvc_worlds.is_tile_menu(state):
        # The action tile judged over sampled worlds, the games measured by
        # ``benchmarks.cvc_solo_ceiling --worlds`` (the same draws, so the same choices).
        tiles = [o for o in options if o != "convert"]
        if tiles:
            sizes = cvc_worlds.Sizes(lv.solo_worlds, halve_every=4)
            return cvc_worlds.choose(state, seat, tiles, cvc_worlds.draws_for(state, seat),
                                     sizes, clock.share(sizes.work))
    if lv.solo_tile_playouts and key == "cave-vs-cave" and state["num_players"] == 1:
        return cvc_solo.choose(state, seat, options, rng, lv.solo_tile_playouts,
                               lv.solo_playouts, avoid, float(table["avoid_margin"]),
                               clock.share(lv.solo_work))
    return _search(key, engine, state, seat, lv, options, rng, table, avoid, depth, clock)


def _circles(key: str, engine: Engine, state: State, seat: int, lv: Level, back: str,
             depth: int, clock: Budget) -> bool:
    """Whether taking ``back`` starts a circle: the seat's own choices from where it leads
    bring back a position already passed (``state`` or one on the way: "Serve…", a
    character, two items, a card, "Back", "Serve…" again: a Cavern Tavern seat went round
    that for ever). The choices are functions of the position, so a circle found once
    would be gone round for good. A walk the seat is still on when the horizon or the
    safety stop is reached counts as a circle: a "Back" is never the only way on (the
    search takes its next option), while a circle would stop the game."""
    if depth >= _NESTING:
        return False
    passed = [state]
    here = engine.apply(state, seat, back)
    for _ in range(_CIRCLE_MOVES if depth == 0 else _NESTED_CIRCLE_MOVES):
        if engine.is_over(here):
            return False
        there = own_options(engine, here, seat)
        if not there:
            return False  # the seat's part is over: it moved on
        if any(same_state(here, p) for p in passed):
            return True
        if clock.late():
            return True
        passed.append(here)
        choice = _decide(key, engine, here, seat, lv, there, depth + 1, clock)
        here = apply_offered(engine, here, seat, choice)
    return not engine.is_over(here) and bool(own_options(engine, here, seat))


def _search(key: str, engine: Engine, state: State, seat: int, lv: Level, options: list[str],
            rng: Rng, table: dict[str, Any], avoid: frozenset[str], depth: int,
            clock: Budget) -> str:
    unfinished = float(table["unfinished_penalty"])
    budget = clock.share(lv.work)
    # Long menus (where to build, which tile) get fewer completions each: bounded work.
    completions = max(1, min(lv.completions, lv.budget // len(options)))
    worlds: list[tuple[State, dict[str, State], dict[str, Rng]]] = []
    for _ in range(lv.worlds):
        world = sample_world(key, state, seat, rng)
        # The same random completions for every option: differences come from the options.
        common = rng.below(1 << 62)
        worlds.append((world, {o: engine.apply(world, seat, o) for o in options},
                       {o: Rng(common) for o in options}))
        budget.spend(len(options))
    # Per world, each option's best completion so far (the seat chooses its own next steps).
    best: list[dict[str, float]] = []
    for _ in range(completions):
        for w, (world, afters, draws) in enumerate(worlds):
            # One pass plays every option once in this world; the budget is checked between
            # passes, so every option is judged on the same samples.
            if best and not budget.left():
                break
            found = budget.play_pass(
                options, lambda o, world=world, afters=afters, draws=draws: _complete_turn(
                    key, engine, world, afters[o], seat, draws[o], lv, avoid, unfinished),
                bool(best))
            if found is None:
                break
            if w == len(best):
                best.append(found)
            else:
                best[w] = {o: max(v, best[w][o]) for o, v in found.items()}
        else:
            continue
        break
    # Menus that lead back where they started ("Convert goods…", "back") must win by a
    # margin, or noise between two searches could send the seat round in a circle.
    margin = float(table["avoid_margin"]) * len(best)
    totals = {o: sum(b[o] for b in best) - (margin if o in avoid else 0.0) for o in options}
    ranked = sorted(options, key=lambda o: -totals[o])  # stable: ties keep the menu order
    returns = frozenset(table["returns"])
    for oid in ranked:
        if oid in returns:
            # A "Back" is taken unless the seat's own next choices would bring it back here.
            if not _circles(key, engine, state, seat, lv, oid, depth, clock):
                return oid
        elif not toggles_up(engine, state, seat, oid, returns):
            return oid
    return next((o for o in ranked if o not in returns), ranked[0])
