"""Rule engines: random full games per second, and the engine work of one move
(``pending`` + ``apply``) next to the work the host does anyway to store it
(``json.dumps(engine.to_json(state))``), on the same states.

    python -m benchmarks.bench_rules [--games N] [--game KEY]

Figures are medians (these machines are noisy); the ratio engine/store is the target
figure: at most 1.0 means a move's rules cost no more than storing it.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Iterable

import rules
from rules.core.contract import Engine
from rules.core.playout import random_game


def player_counts(engine: Engine) -> list[int]:
    counts = range(engine.min_players, engine.max_players + 1)
    if len(counts) <= 2:
        return list(counts)
    return sorted({2, 4, engine.max_players} & set(counts))


def measure(engine: Engine, players: int, seeds: Iterable[int]) -> dict[str, float]:
    game_seconds: list[float] = []
    engine_ns: list[int] = []
    store_ns: list[int] = []
    moves_per_game: list[int] = []
    for seed in seeds:
        start = time.perf_counter()
        _, moves = random_game(engine, players, seed)
        game_seconds.append(time.perf_counter() - start)
        moves_per_game.append(len(moves))
        # Replay the same game, timing each move's engine work and its storage.
        state = engine.new_game(players, seed)
        clock = time.perf_counter_ns
        for seat, option_id in moves:
            t0 = clock()
            engine.pending(state)
            state = engine.apply(state, seat, option_id)
            t1 = clock()
            json.dumps(engine.to_json(state))
            t2 = clock()
            engine_ns.append(t1 - t0)
            store_ns.append(t2 - t1)
    engine_med = statistics.median(engine_ns) / 1000
    store_med = statistics.median(store_ns) / 1000
    return {
        "games_per_s": len(game_seconds) / sum(game_seconds),
        "moves_per_game": statistics.median(moves_per_game),
        "engine_us": engine_med,
        "store_us": store_med,
        "ratio": engine_med / store_med,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20, help="random games per player count")
    parser.add_argument("--game", choices=sorted(rules.GAMES), action="append")
    args = parser.parse_args(argv)
    print(f"{'game':<16}{'players':>8}{'games/s':>10}{'moves':>8}"
          f"{'engine µs':>12}{'store µs':>11}{'ratio':>8}")
    for key in args.game or sorted(rules.GAMES):
        engine = rules.get_engine(key)
        for players in player_counts(engine):
            r = measure(engine, players, range(args.games))
            print(f"{key:<16}{players:>8}{r['games_per_s']:>10.1f}{r['moves_per_game']:>8.0f}"
                  f"{r['engine_us']:>12.1f}{r['store_us']:>11.1f}{r['ratio']:>8.2f}")


if __name__ == "__main__":
    main()
