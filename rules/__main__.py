"""Command line: ``python -m rules play KEY --players N --seed S --random`` and
``python -m rules replay FILE.json``. Both exit non-zero on any error."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from rules.core.contract import Engine, IllegalMove, State
from rules.core.playout import random_game
from rules.registry import GAMES, get_engine
from rules.replaying import replay


def player(seat: int) -> str:
    """Seats as the engines' sentences and the bot number them: "Player 1" is seat 0."""
    return f"Player {seat + 1}"


def _print_result(engine: Engine, state: State) -> None:
    print(f"== {engine.title}: final scores ==")
    for score in engine.scores(state):
        detail = ", ".join(f"{label} {points}" for label, points in score.lines)
        print(f"{player(score.seat)}: {score.total} points ({detail})")
    places = engine.ranking(state)
    print("ranking: " + " > ".join(" = ".join(player(s) for s in place) for place in places))
    for key, value in engine.view(state, None).items():
        if key.startswith("solo_") and value is not None:  # a solo game's goal and verdict
            print(f"{key}: {value}")


def _play(args: argparse.Namespace) -> int:
    engine = get_engine(args.key)
    options: dict[str, Any] = json.loads(args.options) if args.options else {}
    if not args.random:
        print("only --random play is available from the command line; "
              "use `./run.sh --local` to play yourself", file=sys.stderr)
        return 2

    def show(before: State, seat: int, option_id: str, after: State) -> None:
        if not args.quiet:
            for ev in engine.last_events(after):
                if "private_to" not in ev:
                    print(f"  {ev['text']}")

    state, moves = random_game(engine, args.players, args.seed, options, on_move=show)
    print(f"{len(moves)} moves")
    _print_result(engine, state)
    if args.save:
        record = {"game": engine.key, "players": args.players, "seed": args.seed,
                  "options": options, "moves": [list(m) for m in moves]}
        Path(args.save).write_text(json.dumps(record, indent=1), encoding="utf-8")
        print(f"saved to {args.save}")
    return 0


def _replay(args: argparse.Namespace) -> int:
    record = json.loads(Path(args.file).read_text(encoding="utf-8"))
    engine = get_engine(record["game"])
    moves = [(int(seat), str(opt)) for seat, opt in record["moves"]]
    state = replay(engine.key, int(record["players"]), int(record["seed"]),
                   record.get("options") or {}, moves)
    print(f"replayed {len(moves)} moves; over: {engine.is_over(state)}")
    if engine.is_over(state):
        _print_result(engine, state)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("play", help="play a game")
    play.add_argument("key", choices=sorted(GAMES))
    play.add_argument("--players", type=int, required=True)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--random", action="store_true", help="random legal moves to the end")
    play.add_argument("--options", help='game options as JSON, e.g. \'{"solo_goal": 60}\'')
    play.add_argument("--save", help="write the moves to this JSON file for `replay`")
    play.add_argument("--quiet", action="store_true", help="print only the result")
    rep = sub.add_parser("replay", help="replay a saved game file")
    rep.add_argument("file")
    args = parser.parse_args(argv)
    try:
        return _play(args) if args.command == "play" else _replay(args)
    except BrokenPipeError:
        # The reader left (``| head``): stop quietly, and keep Python's exit-time flush of
        # stdout from failing again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except (IllegalMove, ValueError, KeyError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
