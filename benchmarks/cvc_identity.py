"""Cave vs Cave byte-for-byte identity: record what the engine shows along random games,
to compare a faster engine with the one before it.

    PYTHONPATH=<checkout> python benchmarks/cvc_identity.py OUT [--seeds N] [--first-seed S]

writes one line per step of random games (1 and 2 players, ``--seeds`` seeds each, two
choosers: uniform, and one that opens "Convert goods…" whenever it may): every state
(``json.dumps(sort_keys=True)``), every pending decision (seat, prompt and its message,
option ids and labels with their messages), the public view and a redealt world every few
moves. Run it on the old and the new code and ``cmp`` the two files.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from typing import Any

from rules.cave_vs_cave import ENGINE
from rules.cave_vs_cave.hidden import redeal
from rules.core import Rng
from rules.core.text import Say, to_json


def _text(value: str) -> Any:
    return [str(value), to_json(value)] if isinstance(value, Say) else str(value)


def _pending(state: dict[str, Any]) -> str:
    out = []
    for d in ENGINE.pending(state):
        out.append([d.seat, _text(d.prompt), d.private,
                    [[o.id, _text(o.label)] for o in d.options]])
    return json.dumps(out, sort_keys=True, ensure_ascii=False)


def _game(players: int, seed: int, convert_first: bool, write: Any) -> int:
    state = ENGINE.new_game(players, seed)
    chooser = Rng(seed * 7 + players + (1000 if convert_first else 0))
    steps = 0
    while True:
        write(json.dumps(state, sort_keys=True))
        write(_pending(state))
        if steps % 5 == 0:
            write(json.dumps(ENGINE.view(state, None), sort_keys=True, ensure_ascii=False))
            write(json.dumps(redeal(state, 0, Rng(seed + steps)), sort_keys=True))
        if ENGINE.is_over(state):
            write(json.dumps([[s.seat, s.total, list(s.lines)] for s in ENGINE.scores(state)]))
            write(json.dumps(ENGINE.ranking(state)))
            return steps
        decision = chooser.choice(ENGINE.pending(state))
        ids = [o.id for o in decision.options]
        oid = "convert" if convert_first and "convert" in ids and chooser.below(2) \
            else chooser.choice(ids)
        state = ENGINE.apply(state, decision.seat, oid)
        steps += 1


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out")
    parser.add_argument("--seeds", type=int, default=150)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args(argv)
    digest = hashlib.sha256()
    steps = 0
    with open(args.out, "w", encoding="utf-8") as f:
        def write(line: str) -> None:
            f.write(line + "\n")
            digest.update(line.encode() + b"\n")

        for players in (1, 2):
            for convert_first in (False, True):
                for seed in range(args.first_seed, args.first_seed + args.seeds):
                    steps += _game(players, seed, convert_first, write)
    print(f"{steps} moves, sha256 {digest.hexdigest()}", file=sys.stderr)


if __name__ == "__main__":
    main()
