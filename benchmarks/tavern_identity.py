"""Cavern Tavern byte-for-byte identity: record what the engine shows along random games,
to compare a faster engine with the one before it.

    PYTHONPATH=<checkout> python benchmarks/tavern_identity.py OUT [--seeds N] [--first-seed S]

writes one line per step of random games (1 to 6 players, with and without the Secret
Room, solo in standard and story modes; ``--seeds`` seeds each, two choosers: uniform, and
one that presses "End turn" whenever it is offered): every state
(``json.dumps(sort_keys=True)``), every pending decision (seat, prompt and its message,
privacy, option ids and labels with their messages), the public view and each seat's view
and a redealt world every few moves, and the final scores and ranking. Run it on the old
and the new code and ``cmp`` the two files.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from typing import Any

from rules.cavern_tavern import ENGINE
from rules.cavern_tavern.hidden import redeal
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


def _game(players: int, seed: int, options: dict[str, Any], end_first: bool,
          write: Any) -> int:
    state = ENGINE.new_game(players, seed, options)
    chooser = Rng(seed * 7 + players + (1000 if end_first else 0))
    steps = 0
    while True:
        write(json.dumps(state, sort_keys=True))
        write(_pending(state))
        if steps % 6 == 0:
            for seat in (None, *range(players)):
                write(json.dumps(ENGINE.view(state, seat), sort_keys=True, ensure_ascii=False))
            write(json.dumps(redeal(state, steps % players, Rng(seed + steps)),
                             sort_keys=True))
        if ENGINE.is_over(state):
            write(json.dumps([[s.seat, s.total, list(s.lines)] for s in ENGINE.scores(state)],
                             ensure_ascii=False))
            write(json.dumps(ENGINE.ranking(state)))
            for seat in (None, *range(players)):
                write(json.dumps(ENGINE.view(state, seat), sort_keys=True, ensure_ascii=False))
            return steps
        decision = chooser.choice(ENGINE.pending(state))
        ids = [o.id for o in decision.options]
        oid = "end" if end_first and "end" in ids else chooser.choice(ids)
        state = ENGINE.apply(state, decision.seat, oid)
        steps += 1


def configs() -> list[tuple[int, dict[str, Any]]]:
    out: list[tuple[int, dict[str, Any]]] = [
        (1, {}), (1, {"solo_mode": "story"}), (1, {"secret_room": True}),
        (1, {"solo_mode": "story", "secret_room": True})]
    for players in range(2, 7):
        out += [(players, {}), (players, {"secret_room": True})]
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out")
    parser.add_argument("--seeds", type=int, default=4)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args(argv)
    digest = hashlib.sha256()
    steps = 0
    with open(args.out, "w", encoding="utf-8") as f:
        def write(line: str) -> None:
            f.write(line + "\n")
            digest.update(line.encode() + b"\n")

        for players, options in configs():
            for end_first in (False, True):
                for seed in range(args.first_seed, args.first_seed + args.seeds):
                    steps += _game(players, seed, options, end_first, write)
    print(f"{steps} moves, sha256 {digest.hexdigest()}", file=sys.stderr)


if __name__ == "__main__":
    main()
