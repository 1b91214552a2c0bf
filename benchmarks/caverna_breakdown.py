"""Where a Caverna computer seat's points come from: the final score sheet per category.

    python -m benchmarks.caverna_breakdown --players 2 --sides hard,easy --first-seed 5000
    python -m benchmarks.caverna_breakdown --players 1 --sides hard --games 1   # solo

Plays seeded games (the same seat picker as ``bench_ai``: the pending decision to answer
is drawn from ``seed ^ 0xB0A7``) with the computer levels in ``--sides`` (seat order), and
prints each seat's score lines (rules/caverna/scoring.py: animals, missing kinds, grain,
vegetables, rubies, dwarfs, unused spaces, pastures, mines, furnishing tiles, bonus
points, gold, begging, Writing chamber), its tiles and weapons with ``--verbose``, then the
mean of every line per level and the decision CPU-time percentiles. Alone, hard and expert
follow the book found offline while the game is on it (``rules/ai/caverna_book.py``);
``--no-book`` measures their own play. Issue 38 found the
hard level's gaps with it (few dwarfs and tiles: the wood for dwellings never gathered).
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict

import rules
from rules.ai import caverna_book, caverna_plan, choose, search
from rules.caverna import scoring
from rules.core import Rng, State


def play(sides: list[str], seed: int) -> tuple[State, list[float]]:
    """One game; returns the final state and every decision's CPU seconds."""
    engine = rules.get_engine("caverna")
    state = engine.new_game(len(sides), seed)
    picker = Rng(seed ^ 0xB0A7)
    move, times = 0, []
    while not engine.is_over(state):
        decision = picker.choice(engine.pending(state))
        start = time.thread_time()
        option = choose("caverna", state, decision.seat, sides[decision.seat],
                        seed * 100_003 + move)
        times.append(time.thread_time() - start)
        state = engine.apply(state, decision.seat, option)
        move += 1
    return state, times


def _percentile(sorted_values: list[float], q: float) -> float:
    return sorted_values[int(q * (len(sorted_values) - 1))] if sorted_values else 0.0


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--sides", default="", help="levels in seat order (default: all hard)")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--verbose", action="store_true", help="print every seat's lines")
    parser.add_argument("--salts", default="0",
                        help="solo planner salts, comma-separated (caverna_plan.SALT): the "
                             "solo game is one game whatever its seed, so its figures are "
                             "taken over several salts of the planner's draws")
    parser.add_argument("--no-book", action="store_true",
                        help="solo: play without the book found offline (caverna_book.py)")
    args = parser.parse_args(argv)
    caverna_book.ENABLED = not args.no_book
    sides = args.sides.split(",") if args.sides else ["hard"] * args.players
    assert len(sides) == args.players, "one level per seat"
    lines: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    times: list[float] = []
    runs = [(seed, int(salt)) for salt in args.salts.split(",")
            for seed in range(args.first_seed, args.first_seed + args.games)]
    for seed, salt in runs:
        caverna_plan.SALT = salt
        # Each salt plays afresh: no choice remembered from the same positions before.
        caverna_plan._PLAN.clear()
        search._KNOWN.clear()
        state, took = play(sides, seed)
        times += took
        for seat, side in enumerate(sides):
            player = state["players"][seat]
            row = {str(label): points for label, points in scoring.breakdown(player)}
            row["Total"] = scoring.total(player)
            if args.verbose:
                shown = ", ".join(f"{k} {v}" for k, v in row.items() if v)
                print(f"seed {seed} salt {salt} seat {seat} {side}: {shown}; "
                      f"tiles {player['tiles']}; "
                      f"weapons {[d['w'] for d in player['dwarfs']]}", flush=True)
            for label, points in row.items():
                lines[side][label].append(points)
    for side, rows in lines.items():
        # Per seat: a line some sheets lack (the Writing chamber's) counts 0 on them.
        print(f"{side} ({len(rows['Total'])} seats): " + ", ".join(
            f"{label} {sum(v) / len(rows['Total']):.1f}" for label, v in rows.items())
            + f"; Total min {min(rows['Total'])}, max {max(rows['Total'])}")
    times.sort()
    print("decision cpu ms: " + ", ".join(
        f"p{int(q * 100)} {1000 * _percentile(times, q):.0f}" for q in (0.5, 0.95, 0.99))
        + f", max {1000 * (times[-1] if times else 0):.0f}")


if __name__ == "__main__":
    main()
