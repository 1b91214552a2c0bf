"""Rendering: median milliseconds per image, next to the floor (Pillow encoding that same
picture, as a palette image, at compression level 1), and their ratio; then the median
time of one hand-over's pictures (issue 12 targets: ratio <= 2.5, hand-over <= 20 ms).

    python -m benchmarks.bench_render [--game KEY ...] [--players N] [--games G] [--states K]

Every game with pictures by default, each at a telling player count (Cave vs Cave 2,
Caverna 7, Cavern Tavern 4). States are taken evenly from seeded random games, past the
first tenth (setup states draw little); each image is drawn from ``view(state, None)``
exactly as the host does: the shared board, every extra shared picture and each player.
A hand-over is what the host draws when the turn passes: the shared board, every extra
shared picture (the turn picture among them) and the board of the seat to act; a phone
hand-over only the turn picture and that board (the full boards drawn on request).
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


def _states(key: str, players: int, games: int, per_game: int,
            consecutive: bool = False) -> list[State]:
    """States spread over each game, or (``consecutive``) a run of moves from its middle,
    as a table plays them: then each picture's cached parts carry over as in real play."""
    picked: list[State] = []
    for seed in range(1, games + 1):
        states: list[State] = []
        record = states.append
        random_game(get_engine(key), players, seed,
                    on_move=lambda _b, _s, _o, after, keep=record: keep(after))
        if consecutive:
            middle = len(states) // 2
            picked += states[middle:middle + per_game]
            continue
        states = states[len(states) // 10:]
        step = max(1, len(states) // per_game)
        picked += states[::step][:per_game]
    return picked


def _floor_ms(png: bytes, repeats: int = 5) -> float:
    """Encoding this very picture again (best of ``repeats``): the cost no renderer can go
    under."""
    image = Image.open(io.BytesIO(png))
    image.load()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        image.save(io.BytesIO(), format="PNG", compress_level=COMPRESS_LEVEL)
        times.append((time.perf_counter() - start) * 1000)
    return min(times)


def _jobs(key: str, view: dict) -> list[tuple[str, Callable[[], bytes]]]:
    jobs: list[tuple[str, Callable[[], bytes]]] = [
        ("shared", lambda: render.draw_shared(key, view))]
    jobs += [(name, lambda fn=fn: fn(view)) for name, fn in render.extra_pictures(key).items()]
    jobs += [("player", lambda s=seat: render.draw_player(key, view, s))
             for seat in range(len(view["players"]))]
    return jobs


def _timed(job: Callable[[], bytes], repeat: int) -> tuple[float, float, bytes]:
    """(first draw, best of ``repeat`` draws) in ms, and the picture."""
    times = []
    png = b""
    for _ in range(max(1, repeat)):
        start = time.perf_counter()
        png = job()
        times.append((time.perf_counter() - start) * 1000)
    return times[0], min(times), png


def bench_game(key: str, players: int, games: int, per_game: int, repeat: int = 3,
               consecutive: bool = False) -> None:
    engine = get_engine(key)
    states = _states(key, players, games, per_game, consecutive)
    render.draw_shared(key, engine.view(states[0], None))   # load fonts once
    results: dict[str, tuple[list[float], list[float], list[float], list[int]]] = {}
    handovers: list[tuple[float, float]] = []
    phones: list[float] = []
    for state in states:
        view = engine.view(state, None)
        acting = set(view.get("to_act") or ())
        jobs = _jobs(key, view)
        first_seat = len(jobs) - len(view["players"])
        handover = [0.0, 0.0]
        phone = 0.0
        for k, (kind, job) in enumerate(jobs):
            first, best, png = _timed(job, repeat)
            draw, warm, floor, sizes = results.setdefault(kind, ([], [], [], []))
            draw.append(first)
            warm.append(best)
            floor.append(_floor_ms(png))
            sizes.append(len(png))
            if kind != "player" or k - first_seat in acting:
                handover[0] += first
                handover[1] += best
            if kind == "turn" or (kind == "player" and k - first_seat in acting):
                phone += best
        handovers.append((handover[0], handover[1]))
        phones.append(phone)
    run = "consecutive moves" if consecutive else "states"
    print(f"{key}: {len(states)} {run} from {games} seeded {players}-player games "
          f"(first draw, and best of {repeat})")
    for kind, (draw, warm, floor, sizes) in results.items():
        d, b, f = statistics.median(draw), statistics.median(warm), statistics.median(floor)
        print(f"  {kind:8s} images {len(draw):4d}  first {d:6.1f} ms ({d / f:4.1f}x)  "
              f"best {b:6.1f} ms ({b / f:4.1f}x)  encode {f:5.2f} ms  "
              f"median size {statistics.median(sizes) / 1024:4.0f} KB  "
              f"max {max(sizes) / 1024:4.0f} KB")
    first_h = statistics.median(h[0] for h in handovers)
    best_h = statistics.median(h[1] for h in handovers)
    print(f"  hand-over (shared, extras, the acting seat's board): first {first_h:.1f} ms  "
          f"best {best_h:.1f} ms (median)")
    print(f"  phone hand-over (the turn picture and the acting seat's board): best "
          f"{statistics.median(phones):.1f} ms (median)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_render")
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--players", type=int, help="default: a telling count per game")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--states", type=int, default=6, help="states drawn per game")
    parser.add_argument("--repeat", type=int, default=3,
                        help="draws per picture; the best is the least disturbed by a busy CPU")
    parser.add_argument("--consecutive", action="store_true",
                        help="a run of consecutive moves from mid-game instead of spread states")
    args = parser.parse_args(argv)
    for key in args.game or sorted(k for k in GAMES if render.supports(k)):
        bench_game(key, args.players or PLAYERS.get(key, 2), args.games, args.states,
                   args.repeat, args.consecutive)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
