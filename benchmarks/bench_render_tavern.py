"""Cavern Tavern pictures: median milliseconds per image next to the floor (Pillow encoding
a blank image of the same size and mode with the same PNG settings), and their ratio.

    python -m benchmarks.bench_render_tavern [--players N] [--games G] [--states K]

States come from seeded random games (K evenly spaced states per game, the first real
turn onwards); each image is drawn from ``ENGINE.view(state, None)`` as the host does.
"""

from __future__ import annotations

import argparse
import io
import statistics
import time
from collections.abc import Callable

from PIL import Image

import render
from render.common.palette import BACKGROUND, palette_image
from render.common.png import COMPRESS_LEVEL
from rules.cavern_tavern import ENGINE
from rules.core import State
from rules.core.playout import random_game

KEY = "cavern-tavern"


def _states(players: int, games: int, per_game: int) -> list[State]:
    picked: list[State] = []
    for seed in range(1, games + 1):
        states: list[State] = []
        record = states.append
        random_game(ENGINE, players, seed,
                    on_move=lambda _b, _s, _o, after, keep=record: keep(after))
        states = [s for s in states if s["start"] is None]
        step = max(1, len(states) // per_game)
        picked += states[::step][:per_game]
    return picked


def _floor_ms(size: tuple[int, int], repeats: int = 5) -> float:
    """Encoding a blank palette image of this size: the cost no renderer can go under."""
    blank = Image.new("RGB", size, BACKGROUND).quantize(palette=palette_image())
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        blank.save(io.BytesIO(), format="PNG", compress_level=COMPRESS_LEVEL)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def _timed(job: Callable[[], bytes]) -> tuple[float, bytes]:
    start = time.perf_counter()
    png = job()
    return (time.perf_counter() - start) * 1000, png


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_render_tavern")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--states", type=int, default=8, help="states drawn per game")
    args = parser.parse_args(argv)
    states = _states(args.players, args.games, args.states)
    render.draw_shared(KEY, ENGINE.view(states[0], None))    # load fonts once
    results: dict[str, tuple[list[float], list[float], list[int]]] = {
        "shared": ([], [], []), "player": ([], [], [])}
    for state in states:
        view = ENGINE.view(state, None)
        jobs: list[tuple[str, Callable[[], bytes]]] = [
            ("shared", lambda v=view: render.draw_shared(KEY, v))]
        jobs += [("player", lambda v=view, s=seat: render.draw_player(KEY, v, s))
                 for seat in range(len(view["players"]))]
        for kind, job in jobs:
            ms, png = _timed(job)
            draw, floor, sizes = results[kind]
            draw.append(ms)
            floor.append(_floor_ms(Image.open(io.BytesIO(png)).size))
            sizes.append(len(png))
    print(f"{KEY}: {len(states)} states from {args.games} seeded {args.players}-player games")
    for kind, (draw, floor, sizes) in results.items():
        d, f = statistics.median(draw), statistics.median(floor)
        print(f"{kind:8s} images {len(draw):4d}  median {d:7.1f} ms  floor {f:6.2f} ms  "
              f"ratio {d / f:6.1f}x  max {max(draw):6.1f} ms  "
              f"median size {statistics.median(sizes) / 1024:5.0f} KB  "
              f"max {max(sizes) / 1024:4.0f} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
