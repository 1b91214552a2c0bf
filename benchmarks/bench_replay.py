"""How long ``/game replay`` takes to draw: the animation of whole random games.

The target (issue 27): a 7-player Caverna game's replay in at most 5 s on a 2-core
machine. Prints, per game, the median of ``--runs`` builds (replaying the log, drawing a
frame per round and the end, encoding the animated WebP), the frame count and the size.

    .venv/bin/python -m benchmarks.bench_replay [--runs 3] [--seed 5]
"""

from __future__ import annotations

import argparse
import statistics
import time

import rules
from bot.replays import MAX_BYTES, animate
from rules.core import Rng

CASES = (("caverna", 7), ("cavern-tavern", 6), ("cave-vs-cave", 2))


def random_log(key: str, players: int, seed: int) -> tuple[list[tuple[int, str]], list[list[int]]]:
    engine = rules.get_engine(key)
    state = engine.new_game(players, seed, None)
    rng = Rng(seed)
    moves = []
    while not engine.is_over(state):
        decision = rng.choice(engine.pending(state))
        option = rng.choice(decision.options)
        state = engine.apply(state, decision.seat, option.id)
        moves.append((decision.seat, option.id))
    return moves, engine.ranking(state)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(argv)
    for key, players in CASES:
        moves, places = random_log(key, players, args.seed)
        names = {seat: f"Player {seat + 1}" for seat in range(players)}
        times = []
        for _ in range(args.runs):
            start = time.perf_counter()
            made = animate(key, players, args.seed, None, moves, names, places, "en")
            times.append(time.perf_counter() - start)
        print(f"{key} {players}p: {len(moves)} moves, {made.frames} frames, "
              f"{len(made.webp) / 1024:.0f} KiB (limit {MAX_BYTES // 1024 // 1024} MiB), "
              f"median {statistics.median(times):.2f} s, max {max(times):.2f} s "
              f"over {args.runs} runs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
