"""``python -m render KEY --players N --seed S --moves M --out DIR``

Plays M random legal moves (seeded choices, as ``rules.core.playout`` makes them) and
writes every image of the resulting state: ``board.png`` (the shared board, named as the
bot names it), each extra shared picture the
game has (``supply.png`` for Caverna, see ``render.extra_pictures``) and ``player-<seat>.png``.
Only ``engine.view(state, None)`` reaches the renderer.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import render
from rules import get_engine
from rules.core import Rng, State
from rules.core.contract import Engine

# The same chooser seed as rules.core.playout.random_game, so M moves here are the
# first M moves of ``python -m rules play KEY --seed S --random``.
CHOOSER_SALT = 0x5EED_C0FFEE
BOARD_FILE = "board.png"  # the shared picture's name in the bot's posts (bot.images)


def move_count(text: str) -> int:
    """``--moves``: a whole number, 0 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{value} moves: give 0 or more")
    return value


def play_moves(engine: Engine, players: int, seed: int, moves: int) -> tuple[State, int]:
    """The state after up to ``moves`` random legal moves, and how many were played."""
    state = engine.new_game(players, seed)
    chooser = Rng(seed ^ CHOOSER_SALT)
    played = 0
    while played < moves and not engine.is_over(state):
        decisions = engine.pending(state)
        if not decisions:
            break
        decision = chooser.choice(decisions)
        option = chooser.choice(decision.options)
        state = engine.apply(state, decision.seat, option.id)
        played += 1
    return state, played


def write_images(key: str, view: dict[str, object], out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = [out / BOARD_FILE]
    written[0].write_bytes(render.draw_shared(key, view))
    for name, draw in render.extra_pictures(key).items():
        path = out / f"{name}.png"
        path.write_bytes(draw(view))
        written.append(path)
    players = view.get("players")
    for seat in range(len(players) if isinstance(players, list) else 0):
        path = out / f"player-{seat + 1}.png"
        path.write_bytes(render.draw_player(key, view, seat))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m render", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("key")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=move_count, default=0,
                        help="random legal moves to play (0 or more)")
    parser.add_argument("--out", type=Path, default=Path("out/render"))
    args = parser.parse_args(argv)
    if not render.supports(args.key):
        print(f"error: no pictures for {args.key!r} yet", file=sys.stderr)
        return 2
    try:
        engine = get_engine(args.key)
        state, played = play_moves(engine, args.players, args.seed, args.moves)
        written = write_images(args.key, engine.view(state, None), args.out)
    except (ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    over = " (game over)" if engine.is_over(state) else ""
    print(f"{played} moves played{over}")
    for path in written:
        print(f"wrote {path} ({path.stat().st_size // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
