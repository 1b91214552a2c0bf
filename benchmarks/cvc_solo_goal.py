"""Cave vs Cave solo: how often a level reaches the rulebook's 50-point goal.

    python -m benchmarks.cvc_solo_goal --first-seed 30000 --games 100            # hard
    python -m benchmarks.cvc_solo_goal --first-seed 5000 --games 200 --policy    # scripted
    python -m benchmarks.cvc_solo_goal --first-seed 5000 --games 40 --jobs 2 --breakdown
    python -m benchmarks.cvc_solo_goal --first-seed 40000 --games 100 --level expert --jobs 3
    python -m benchmarks.cvc_solo_goal --games 30 --set level.hard.solo_work=3600   # sizes
    python -m benchmarks.cvc_solo_goal --first-seed 5000 --games 30 --level expert --per-seed

Plays fresh solo games (``engine.new_game(1, seed)``) with the computer level ``--level``
(``rules.ai.choose``, as the host calls it, without the wall-clock safety stop so that the
figures are those of a quiet machine) or, with ``--policy``, with the scripted player alone
(``rules/ai/cvc_policy.py``, the player the playouts use). Prints the share of games at 50
points or more with its Wilson 95 % interval, the mean and the spread of the final scores,
and the decisions' CPU time (the thread's, so other work on a shared machine does not
count) at p50, p95 and p99. ``--breakdown`` adds, for the games under 50 and the others,
where the points came from: rooms by count and points, gold, the goods left unused and the
caverns left empty or face down; ``--rooms`` how often each room was built and how often
it was left in the display; ``--per-seed`` a line per game (the lowest score first): its
rooms and their points, gold, the caverns left empty or face down and the rooms worth 8 or
more left in the display. ``--jobs`` plays seeds in that many processes, ``--set`` tries
a constant of the computer player's modules without editing them (``level.NAME.FIELD``:
a level's size in this game).

Measured (issue 38): ``hard`` reached the goal in 45 of fresh seeds 30000-30099 (95 % CI
35.6-54.8 %), mean 49.0, decision CPU p95 247-253 ms and p99 318-336 ms on the shared,
loaded machine (two runs, 30000-30039 and 30040-30099; the issue measured p95 171 ms when
quiet). ``expert``, which judges each tile by its best of three plans
(``cvc_solo.PLAN_CHOICES``), reached it in 48 of fresh seeds 40000-40099 (95 % CI
38.5-57.7 %), mean 49.5, decision CPU p95 508 ms, p99 643 ms on the loaded machine
(``--level expert --jobs 3``); on the tuning seeds 5000-5029, 16 of 30 against hard's 11.
Again on fresh seeds 50000-50099: 56 of 100 (95 % CI 46.2-65.3 %), mean 49.9, p95 507 ms,
p99 639 ms; the games under the goal end with 7.3 rooms furnished (41.0 points), 5.8 gold,
2.0 caverns face down and 0.7 empty, those at it with 7.7 rooms (45.9 points), 6.4 gold,
2.1 face down and 0.2 empty (the rooms of the figures below count the Entrance too, one
more). Expert builds the 4-wall rooms more than the scripted player (Treasury in 21 % of
games, left in the display in 47 %; Dungeon 5 % and 66 %; Secret Chamber 18 % and 54 %;
State Room 24 % and 43 %) and still leaves most of them.

Latest (issue 38, the same play as on 80000-80099, where expert reached 61 of 100), fresh
seeds 100000-100099 (``nice -n 10 python -m benchmarks.cvc_solo_goal --first-seed 100000
--games 100 --level expert --jobs 3 --progress --breakdown``, and ``--level hard --jobs
2``; load average 9-16 on 2 cores): ``expert`` reached the goal in 54 (95 % CI
44.3-63.4 %), mean 49.79 (sd 3.7, min 39, max 59), decision CPU p95 356 ms, p99 462 ms;
``hard`` in 34 (95 % CI 25.5-43.7 %), mean 48.37 (sd 3.8), p95 195 ms, p99 244 ms; expert
+1.42 a game over hard on the same seeds (standard error 0.46; higher in 56, equal in 11,
lower in 33). On tuning seeds 92000-92099 hard reached it in 45 (mean 49.05, p95 200 ms).
The issue's 80 % stays out of reach: the clairvoyant search (``cvc_solo_ceiling``, sizes
3/2/2) reaches 50 in all of seeds 92000-92019 (mean 54.2), and what its lines do
differently, turned into plans and biases of the scripted player, did not help (see
``cvc_solo.PLAN_CHOICES`` and ``cvc_values``).

Where the points are lost (issue 38, seeds 5000-5029, hard): the games under the goal end
with 7.7 rooms (37.2 points) and 7.8 gold, 2.6 caverns still face down and 0.7 empty; the
games at the goal hold 8.7 rooms. The scripted player alone (``--policy --rooms``, seeds
5000-5299) leaves the rooms worth most that want three or four walls in the display at the
end (Treasury 10 points: built in 2 % of games, left in 81 %; Dungeon 11: 0 % and 81 %;
Secret Chamber 8: 3 % and 83 %; State Room 12: 19 % and 67 %) and takes Masonry, the wall
tile, 0.22 times a game; a bias towards Masonry alone lowers its mean (44.7 to 43.3, seeds
5000-5499): the walls pay only in a plan that furnishes those rooms after them.
Counting the rooms still to come in the walls' worth (``P["future"]``: solo deals every
dark room, so the unseen ones are known as a set) builds them: with ``future=1`` and
``wall_share=1.0`` the scripted player builds 4 walls a game, the Treasury in 22 % and the
Secret Chamber in 25 %, but its mean falls to 42.6 (a wall costs a turn, gold goes to
those rooms); within the planner ``future=1`` alone scored 47.5 against 48.3 (seeds
5000-5029). Off.
"""

from __future__ import annotations

import argparse
import importlib
import math
import os
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

import rules
from benchmarks.bench_ai import wilson
from rules.ai import choose, cvc_policy, levels
from rules.ai.cvc_policy import Policy, follow
from rules.cave_vs_cave.data import ENTRANCE, GOLD, POINTS, ROOMS, SOLO_GOAL
from rules.cave_vs_cave.engine import fast_copy
from rules.core import Rng


@dataclass
class Game:
    """One finished game: its seed, score, decision CPU seconds and end-of-game facts."""

    seed: int
    score: int
    cpu: list[float]
    rooms: int
    room_points: int
    gold: int
    goods_left: int
    empty: int
    face_down: int
    built: tuple[int, ...] = ()
    left: tuple[int, ...] = ()


def setting(assignments: Sequence[str]) -> None:
    """Apply ``module.NAME=value`` or ``module.TABLE.key=value`` assignments (numbers) to
    the computer player's modules, to try a constant without editing it (in each worker
    process); ``level.NAME.FIELD=value`` sizes level NAME in Cave vs Cave."""
    for one in assignments:
        target, _, value = one.partition("=")
        if target.startswith("level."):
            # A level's size in this game (``levels.GAME_SIZES``), e.g. level.hard.work.
            _, name, field = target.split(".")
            sizes = levels.GAME_SIZES.setdefault((name, "cave-vs-cave"), {})
            sizes[field] = int(float(value))
            continue
        parts = target.split(".")
        for cut in range(len(parts) - 1, 0, -1):
            try:
                owner: object = importlib.import_module(".".join(parts[:cut]))
            except ImportError:
                continue
            break
        for name in parts[cut:-1]:
            owner = getattr(owner, name)
        if isinstance(owner, dict):
            owner[parts[-1]] = float(value)
        else:
            setattr(owner, parts[-1], float(value))
    cvc_policy.derive()


def play(seed: int, level: str, policy: bool, assignments: Sequence[str] = ()) -> Game:
    """One solo game from ``seed`` played by ``level`` (or the scripted player alone)."""
    setting(assignments)
    engine = rules.get_engine("cave-vs-cave")
    state = engine.new_game(1, seed)
    cpu: list[float] = []
    if policy:
        state = fast_copy(state)
        from rules.ai.cvc_playout import playout
        playout(state, 0, Policy(Rng(seed), 0.0))
    else:
        move = 0
        while not engine.is_over(state):
            options = [o.id for o in engine.pending(state)[0].options]
            start = time.thread_time()
            if level == "follow":
                option = follow(state, options, Rng(seed))
            else:
                option = choose("cave-vs-cave", state, 0, level, seed * 100_003 + move)
            cpu.append(time.thread_time() - start)
            state = engine.apply(state, 0, option)
            move += 1
    pl = state["players"][0]
    # The rooms furnished (the printed Entrance, 0 points, is not one).
    rooms = [v for v in pl["cave"] if v is not None and v > 0 and v != ENTRANCE]
    return Game(seed, sum(POINTS[v] for v in rooms) + pl["g"][GOLD], cpu, len(rooms),
                sum(POINTS[v] for v in rooms), pl["g"][GOLD], sum(pl["g"][:GOLD]),
                sum(1 for v in pl["cave"] if v == 0),
                sum(1 for v in pl["cave"] if v is not None and v < 0),
                tuple(rooms), tuple(state["display"]))


def _pct(values: Sequence[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))] if s else 0.0


def _means(games: Sequence[Game]) -> str:
    if not games:
        return "none"
    n = len(games)

    def m(f: str) -> float:
        return sum(getattr(g, f) for g in games) / n

    return (f"{n} games: score {m('score'):.1f} = rooms {m('room_points'):.1f} "
            f"({m('rooms'):.1f} rooms) + gold {m('gold'):.1f}; goods left {m('goods_left'):.1f}, "
            f"empty caverns {m('empty'):.1f}, face down {m('face_down'):.1f}")


# The rooms worth this much or more, named when a game leaves them in the display.
BIG_ROOM = 8


def seed_line(game: Game) -> str:
    """One game's final score broken down: the rooms built (points each), gold, the
    caverns left empty or face down, and the big rooms left unbuilt in the display."""
    built = " ".join(f"{ROOMS[n]['id']}:{POINTS[n]}"
                     for n in sorted(game.built, key=lambda r: -POINTS[r]))
    missed = " ".join(ROOMS[n]["id"] for n in sorted(game.left, key=lambda r: -POINTS[r])
                      if POINTS[n] >= BIG_ROOM)
    return (f"{game.seed} {game.score} = {game.room_points} ({game.rooms} rooms) + gold "
            f"{game.gold}; goods {game.goods_left}, empty {game.empty}, face down "
            f"{game.face_down} | {built} | left: {missed or '-'}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--first-seed", type=int, default=30000)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--level", default="hard",
                        help="a computer level, or 'follow' (the scripted player's own "
                             "choices, menu by menu)")
    parser.add_argument("--policy", action="store_true",
                        help="the scripted player alone, as in a playout")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--breakdown", action="store_true")
    parser.add_argument("--rooms", action="store_true",
                        help="per room: how often built, how often left in the display")
    parser.add_argument("--scores", action="store_true", help="print every seed's score")
    parser.add_argument("--per-seed", action="store_true",
                        help="a line per seed: its rooms, gold, caverns left empty or face "
                             "down, and the rooms worth 8 or more left in the display")
    parser.add_argument("--progress", action="store_true", help="a line per game as it ends")
    parser.add_argument("--set", action="append", default=[], metavar="MODULE.NAME=VALUE",
                        help="a constant changed for this run (e.g. "
                             "rules.ai.cvc_solo.GOAL_BONUS=0)")
    args = parser.parse_args(argv)
    seeds = range(args.first_seed, args.first_seed + args.games)
    start = time.process_time()
    games: list[Game] = []
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        # Each game's line as it ends (a long run cut short keeps what it measured).
        for game in pool.map(play, seeds, [args.level] * len(seeds),
                             [args.policy] * len(seeds), [args.set] * len(seeds),
                             chunksize=1):
            games.append(game)
            if args.progress:
                print(f"seed {game.seed}: {game.score} ({len(game.cpu)} decisions, "
                      f"cpu p95 {_pct(game.cpu, 0.95) * 1000:.0f} ms)", flush=True)
    scores = [g.score for g in games]
    reached = sum(s >= SOLO_GOAL for s in scores)
    lo, hi = wilson(reached, len(games))
    mean = sum(scores) / len(scores)
    sd = math.sqrt(sum((s - mean) ** 2 for s in scores) / max(1, len(scores) - 1))
    who = ("policy" if args.policy else args.level) + "".join(f" {a}" for a in args.set)
    print(f"cave-vs-cave solo {who}, seeds {seeds.start}-{seeds.stop - 1} "
          f"(pid {os.getpid()}, {time.process_time() - start:.0f} CPU-s in this process)")
    print(f"goal {SOLO_GOAL}: {reached}/{len(games)} = {reached / len(games):.1%} "
          f"(95% CI {lo:.1%}-{hi:.1%}); mean {mean:.2f} (sd {sd:.1f}, "
          f"min {min(scores)}, max {max(scores)})")
    cpu = [c for g in games for c in g.cpu]
    if cpu:
        print(f"decisions {len(cpu)}: cpu p50 {_pct(cpu, 0.5) * 1000:.0f} ms, "
              f"p95 {_pct(cpu, 0.95) * 1000:.0f} ms, p99 {_pct(cpu, 0.99) * 1000:.0f} ms, "
              f"max {max(cpu) * 1000:.0f} ms")
    if args.breakdown:
        print("under the goal: " + _means([g for g in games if g.score < SOLO_GOAL]))
        print("at the goal:    " + _means([g for g in games if g.score >= SOLO_GOAL]))
    if args.rooms:
        print("rooms per game, built / left in the display at the end:")
        for n, room in sorted(ROOMS.items(), key=lambda r: -POINTS[r[0]]):
            built = sum(n in g.built for g in games) / len(games)
            left = sum(n in g.left for g in games) / len(games)
            if POINTS[n] and (built or left):
                print(f"  {room['id']:<20}{POINTS[n]:>3} pts  {built:5.2f} / {left:5.2f}")
    if args.scores:
        print(" ".join(f"{g.seed}:{g.score}" for g in games))
    if args.per_seed:
        for g in sorted(games, key=lambda g: g.score):
            print(seed_line(g))


if __name__ == "__main__":
    main()
