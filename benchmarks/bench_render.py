"""Rendering: median milliseconds per image, next to the floor (Pillow encoding that same
picture, as a palette image, at compression level 1), and their ratio; then the median
time of one hand-over's pictures (issue 12 targets: ratio <= 2.5, hand-over <= 20 ms).

    python -m benchmarks.bench_render [--game KEY ...] [--players N] [--games G] [--states K]

Every game with pictures by default, each at a telling player count (Cave vs Cave 2,
Caverna 7, Cavern Tavern 4). States are taken evenly from seeded random games, past the
first tenth (setup states draw little); each image is drawn from ``view(state, None)``
exactly as the host does: the shared board, every extra shared picture and each player.
A hand-over is what the host draws when the turn passes: the shared board, every extra
shared picture (the turn picture among them) and the board of the seat to act.
"""

from __future__ import annotations

import argparse
import io
import statistics
import time
from collections.abc import Callable

from PIL import Image

import render
from render.common.png import COMPRESS_LEVEL
from rules import GAMES, get_engine
from rules.core import State
from rules.core.playout import random_game

PLAYERS = {"cave-vs-cave": 2, "caverna": 7, "cavern-tavern": 4}


def _states(key: str, players: int, games: int, per_game: int) -> list[State]:
    picked: list[State] = []
    for seed in range(1, games + 1):
        states: list[State] = []
        record = states.append
        random_game(get_engine(key), players, seed,
                    on_move=lambda _b, _s, _o, after, keep=record: keep(after))
        states = states[len(states) // 10:]
        step = max(1, len(states) // per_game)
        picked += states[::step][:per_game]
    return picked


def _floor_ms(png: bytes, repeats: int = 5) -> float:
    """Encoding this very picture again: the cost no renderer can go under."""
    image = Image.open(io.BytesIO(png))
    image.load()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        image.save(io.BytesIO(), format="PNG", compress_level=COMPRESS_LEVEL)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def _jobs(key: str, view: dict) -> list[tuple[str, Callable[[], bytes]]]:
    jobs: list[tuple[str, Callable[[], bytes]]] = [
        ("shared", lambda: render.draw_shared(key, view))]
    jobs += [(name, lambda fn=fn: fn(view)) for name, fn in render.extra_pictures(key).items()]
    jobs += [("player", lambda s=seat: render.draw_player(key, view, s))
             for seat in range(len(view["players"]))]
    return jobs


def bench_game(key: str, players: int, games: int, per_game: int) -> None:
    engine = get_engine(key)
    states = _states(key, players, games, per_game)
    render.draw_shared(key, engine.view(states[0], None))   # load fonts once
    results: dict[str, tuple[list[float], list[float], list[int]]] = {}
    handovers: list[float] = []
    for state in states:
        view = engine.view(state, None)
        acting = set(view.get("to_act") or ())
        handover = 0.0
        for k, (kind, job) in enumerate(_jobs(key, view)):
            start = time.perf_counter()
            png = job()
            ms = (time.perf_counter() - start) * 1000
            draw, floor, sizes = results.setdefault(kind, ([], [], []))
            draw.append(ms)
            floor.append(_floor_ms(png))
            sizes.append(len(png))
            seat = k - (len(_jobs(key, view)) - len(view["players"]))
            if kind != "player" or seat in acting:
                handover += ms
        handovers.append(handover)
    print(f"{key}: {len(states)} states from {games} seeded {players}-player games")
    for kind, (draw, floor, sizes) in results.items():
        d, f = statistics.median(draw), statistics.median(floor)
        print(f"  {kind:8s} images {len(draw):4d}  median {d:7.1f} ms  encode {f:6.2f} ms  "
              f"ratio {d / f:5.1f}x  max {max(draw):6.1f} ms  "
              f"median size {statistics.median(sizes) / 1024:4.0f} KB  "
              f"max {max(sizes) / 1024:4.0f} KB")
    print(f"  hand-over (shared, extras, the acting seat's board): median "
          f"{statistics.median(handovers):.1f} ms  max {max(handovers):.1f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_render")
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--players", type=int, help="default: a telling count per game")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--states", type=int, default=6, help="states drawn per game")
    args = parser.parse_args(argv)
    for key in args.game or sorted(k for k in GAMES if render.supports(k)):
        bench_game(key, args.players or PLAYERS.get(key, 2), args.games, args.states)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
