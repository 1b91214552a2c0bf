"""Byte-for-byte identity of a rule engine: record what it shows along random games, to
compare a faster engine with the one before it.

    PYTHONPATH=<checkout> python -m benchmarks.engine_identity GAME OUT [--seeds N] [--first-seed S]

writes one line per step of random games (every player count and mode listed in
``CONFIGS``; ``--seeds`` seeds each, two choosers: uniform, and an eager one that takes the
game's menu-opening or turn-ending option whenever it is offered, where loops and shortcuts
hide): every state (``json.dumps(sort_keys=True)``), every pending decision (seat, prompt
and its message, privacy, option ids and labels with their messages), every few moves the
public view, each seat's view and a redealt world, and at the end the scores and ranking.
Run it on the old and the new code (``PYTHONPATH`` names the checkout: the venv's editable
install would otherwise load the main checkout's ``rules``) and ``cmp`` the two files; the
sha256 printed at the end says the same in one line.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Callable
from typing import Any

import rules
from rules.ai.worlds import sample_world
from rules.core import Rng, State
from rules.core.text import Say, to_json

Write = Callable[[str], None]

# Per game: (players, options) of every run, and the eager chooser's option id.
CONFIGS: dict[str, list[tuple[int, dict[str, Any]]]] = {
    "cave-vs-cave": [(1, {}), (2, {})],
    "caverna": [(n, {}) for n in range(1, 8)] + [(n, {"furnishing_set": "intro"})
                                                  for n in (1, 3)],
    "cavern-tavern": [(1, {}), (1, {"solo_mode": "story"}), (1, {"secret_room": True}),
                      (1, {"solo_mode": "story", "secret_room": True})]
    + [(n, extra) for n in range(2, 7) for extra in ({}, {"secret_room": True})],
}
EAGER = {"cave-vs-cave": "convert", "caverna": "cv", "cavern-tavern": "end"}
DEFAULT_SEEDS = {"cave-vs-cave": 150, "caverna": 3, "cavern-tavern": 4}


def _text(value: str) -> Any:
    return [str(value), to_json(value)] if isinstance(value, Say) else str(value)


def _dump(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _pending(engine: Any, state: State) -> str:
    return _dump([[d.seat, _text(d.prompt), d.private, [[o.id, _text(o.label)]
                                                        for o in d.options]]
                  for d in engine.pending(state)])


def _views(engine: Any, state: State, players: int, write: Write) -> None:
    for seat in (None, *range(players)):
        write(_dump(engine.view(state, seat)))


def _game(key: str, players: int, options: dict[str, Any], seed: int, eager: bool,
          write: Write) -> int:
    engine = rules.get_engine(key)
    state = engine.new_game(players, seed, options)
    chooser = Rng(seed * 7 + players + (1000 if eager else 0))
    steps = 0
    while True:
        write(json.dumps(state, sort_keys=True))
        write(_pending(engine, state))
        if steps % 6 == 0:
            _views(engine, state, players, write)
            write(json.dumps(sample_world(key, state, steps % players, Rng(seed + steps)),
                             sort_keys=True))
        if engine.is_over(state):
            write(_dump([[s.seat, s.total, list(s.lines)] for s in engine.scores(state)]))
            write(json.dumps(engine.ranking(state)))
            _views(engine, state, players, write)
            return steps
        decision = chooser.choice(engine.pending(state))
        ids = [o.id for o in decision.options]
        oid = EAGER[key] if eager and EAGER[key] in ids and chooser.below(2) else (
            chooser.choice(ids))
        state = engine.apply(state, decision.seat, oid)
        steps += 1


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=sorted(CONFIGS))
    parser.add_argument("out")
    parser.add_argument("--seeds", type=int, help="seeds per configuration and chooser")
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args(argv)
    seeds = range(args.first_seed, args.first_seed + (args.seeds or DEFAULT_SEEDS[args.game]))
    digest = hashlib.sha256()
    steps = 0
    with open(args.out, "w", encoding="utf-8") as f:
        def write(line: str) -> None:
            f.write(line + "\n")
            digest.update(line.encode() + b"\n")

        for players, options in CONFIGS[args.game]:
            for eager in (False, True):
                for seed in seeds:
                    steps += _game(args.game, players, options, seed, eager, write)
    print(f"{steps} moves, sha256 {digest.hexdigest()}", file=sys.stderr)


if __name__ == "__main__":
    main()
