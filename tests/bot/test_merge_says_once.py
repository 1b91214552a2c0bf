"""A merged journal line says each thing gained once, with the amount really gained.

Language sample 424 (fr, Caverna): « l'expédition rapporte aussi 1 bois ; prend 1 bois »,
and elsewhere an expedition's grain added to the line's earlier « prend 1 céréale » (« prend
2 céréales » for one grain taken): the taking after a later loot of the line (renamed
« rapporte aussi » by the merge) was not recognised as the loot's repeat. The class: every
name the merge gives a sentence keeps what is left out after it, and over real playouts the
takings a line says add up to the takings that were not a loot's repeat."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import pairwise
from typing import Any

import pytest

from bot.event_merge import AGAIN, REPEATS, merged_events
from tests.bot.test_merge_keeps_every_event import _runs

TAKES = "caverna-ev-takes"


def test_a_repeat_is_left_out_after_every_name_of_what_it_repeats() -> None:
    for repeat, targets in REPEATS.items():
        for first, again in AGAIN.items():
            if first in targets:
                assert again in targets, (repeat, again)


def _amounts(value: Any) -> Iterator[tuple[str, int]]:
    """(what, count) of each amount a message says (« 2 céréales »)."""
    if isinstance(value, dict):
        if value.get("key") == "caverna-amount":
            args = value.get("args") or {}
            yield repr(args.get("name")).replace(repr(args.get("count")), "#"), \
                int(args.get("count") or 0)
            return
        for item in value.values():
            yield from _amounts(item)
    elif isinstance(value, list):
        for item in value:
            yield from _amounts(item)


def _key(ev: dict[str, Any]) -> str | None:
    msg = ev.get("msg")
    return msg.get("key") if isinstance(msg, dict) else None


def _takings(events: list[dict[str, Any]]) -> Counter[str]:
    found: Counter[str] = Counter()
    for ev in events:
        if _key(ev) == TAKES:
            for what, count in _amounts(ev["msg"]["args"]):
                found[what] += count
    return found


@pytest.mark.parametrize(("players", "seed"), [(1, 0), (1, 2), (2, 8), (3, 1), (4, 5)])
def test_a_line_says_what_was_taken_once(players: int, seed: int) -> None:
    loot_then_take = 0
    for run in _runs("caverna", players, seed, 800):
        # What the engine said was taken, less each taking that repeats the loot before it.
        wanted = _takings([ev for before, ev in zip([{}, *run], run, strict=False)
                           if not (_key(ev) == TAKES and _key(before) in REPEATS[TAKES])])
        merged = merged_events(run)
        assert _takings(merged) == wanted, merged
        for before, ev in pairwise(merged):
            assert not (_key(ev) == TAKES and _key(before) in REPEATS[TAKES]), merged
        loot_then_take += sum(1 for before, ev in pairwise(run)
                              if _key(before) == "caverna-ev-loot" and _key(ev) == TAKES)
    assert loot_then_take > 0   # the playout went on an expedition that brought goods
