"""Rendering: median milliseconds per image, next to the floor (Pillow encoding a blank
image of the same size and mode with the same PNG settings), and their ratio.

    python -m benchmarks.bench_render [--games N] [--states K] [--game KEY]

States are taken from seeded random games (K evenly spaced states per game); each
image is drawn from ``engine.view(state, None)`` exactly as the host will.
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
from rules import get_engine
from rules.core import State
from rules.core.playout import random_game


def _states(key: str, games: int, per_game: int) -> list[State]:
    engine = get_engine(key)
    picked: list[State] = []
    for seed in range(1, games + 1):
        states: list[State] = []
        record = states.append
        random_game(engine, 2, seed, on_move=lambda _b, _s, _o, after, keep=record: keep(after))
        step = max(1, len(states) // per_game)
        picked += states[::step][:per_game]
    return picked


def _time_ms(fn: Callable[[], bytes]) -> tuple[float, bytes]:
    start = time.perf_counter()
    out = fn()
    return (time.perf_counter() - start) * 1000, out


def _floor_ms(size: tuple[int, int], repeats: int = 5) -> float:
    """Encoding a blank palette image of this size: the cost no renderer can go under."""
    blank = Image.new("RGB", size, BACKGROUND).quantize(palette=palette_image())
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        blank.save(io.BytesIO(), format="PNG", compress_level=COMPRESS_LEVEL)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def _report(label: str, draw_ms: list[float], floor_ms: list[float], sizes: list[int]) -> None:
    draw, floor = statistics.median(draw_ms), statistics.median(floor_ms)
    print(f"{label:8s} images {len(draw_ms):4d}  median {draw:7.1f} ms  floor {floor:6.2f} ms  "
          f"ratio {draw / floor:6.1f}x  max {max(draw_ms):6.1f} ms  "
          f"median size {statistics.median(sizes) / 1024:5.0f} KB  max {max(sizes) / 1024:4.0f} KB")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_render")
    parser.add_argument("--game", default="cave-vs-cave")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--states", type=int, default=10, help="states drawn per game")
    args = parser.parse_args(argv)
    if not render.supports(args.game):
        print(f"{args.game}: no pictures yet")
        return 0
    engine = get_engine(args.game)
    states = _states(args.game, args.games, args.states)
    render.draw_shared(args.game, engine.view(states[0], None))   # load fonts once
    results: dict[str, tuple[list[float], list[float], list[int]]] = {
        "shared": ([], [], []), "player": ([], [], [])}
    for state in states:
        view = engine.view(state, None)
        jobs: list[tuple[str, Callable[[], bytes]]] = [
            ("shared", lambda v=view: render.draw_shared(args.game, v))]
        jobs += [("player", lambda v=view, s=seat: render.draw_player(args.game, v, s))
                 for seat in range(len(view["players"]))]
        for kind, job in jobs:
            ms, png = _time_ms(job)
            size = Image.open(io.BytesIO(png)).size
            draw, floor, sizes = results[kind]
            draw.append(ms)
            floor.append(_floor_ms(size))
            sizes.append(len(png))
    print(f"{args.game}: {len(states)} states from {args.games} seeded random games")
    for kind, (draw, floor, sizes) in results.items():
        _report(kind, draw, floor, sizes)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
