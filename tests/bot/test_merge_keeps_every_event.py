"""A merged journal line never drops an event (the class of a reader's Caverna journal:
an expedition with three rewards said « 探索の報酬：木材1。 », the last one only).

Random playouts of the three games; each seat's run of events (as a journal line gathers
them) is merged by :func:`bot.event_merge.merged_events`. Every event's content (its
nested messages and values, counts aside) is still said by the merged events, except a
sentence the merge leaves out because another says it (a loot's taking); each thing a
list joins is said in English, French and Japanese."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

import rules
from bot.event_merge import AGAIN, AS_LIST, LISTED, PAIRS, REPEATS, REPEATS_EARLIER, merged_events
from bot.i18n import localize
from bot.texts import event_text
from rules.core import Rng
from tests.sizes import env_int

MOVES = env_int("MERGE_PROPERTY_MOVES", 500)
LEFT_OUT = frozenset(REPEATS) | frozenset(REPEATS_EARLIER)


def _leaves(value: Any) -> Iterator[Any]:
    """The message keys and values nested in ``value``, counts aside (merging adds them)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key not in ("count", "kept"):
                yield from _leaves(item)
    elif isinstance(value, list):
        for item in value:
            yield from _leaves(item)
    elif isinstance(value, str) and re.fullmatch(r"\d+(?: \+ \d+)+", value):
        # Dice said together (« two 5s become 4s »: old « 5 + 5 ») say each of them.
        yield from (int(face) for face in value.split(" + "))
    else:
        yield value


def _runs(key: str, players: int, seed: int, moves: int = MOVES,
          options: dict[str, Any] | None = None) -> Iterator[list[dict[str, Any]]]:
    """Each seat's consecutive public events over a random playout."""
    engine = rules.GAMES[key]
    state = engine.new_game(players, seed, options)
    chooser = Rng(seed)
    run: list[dict[str, Any]] = []
    for _ in range(moves):
        if engine.is_over(state):
            break
        decision = engine.pending(state)[0]
        state = engine.apply(state, decision.seat, chooser.choice(decision.options).id)
        for ev in engine.last_events(state):
            if ev.get("private_to") is not None or not ev.get("text"):
                continue
            if run and ev.get("seat") != run[-1].get("seat"):
                yield run
                run = []
            run.append(ev)
    if run:
        yield run


def check_run(run: list[dict[str, Any]]) -> int:
    merged = merged_events(run)
    said = {leaf for ev in merged for leaf in _leaves((ev.get("msg") or {}).get("args"))}
    texts = {lang: " ".join(event_text(ev, lang) for ev in merged)
             for lang in ("en", "fr", "ja")}
    checked = 0
    for ev in run:
        msg = ev.get("msg")
        if not isinstance(msg, dict) or msg.get("key") in LEFT_OUT:
            continue
        missing = set(_leaves(msg.get("args"))) - said
        assert not missing, (msg, merged)
        if msg["key"] in LISTED:
            thing = msg["args"][LISTED[msg["key"]][0]]
            for lang, text in texts.items():
                assert localize(thing, lang) in text, (lang, thing, text)
        checked += 1
    return checked


def test_an_expedition_with_three_rewards_keeps_all_three() -> None:
    def loot(good: str) -> dict[str, Any]:
        return {"seat": 1, "text": ".", "msg": {"key": "caverna-ev-loot", "args": {
            "who": "P", "loot": {"key": f"caverna-loot-{good}", "args": {}}}}}

    def takes(good: str) -> dict[str, Any]:
        return {"seat": 1, "text": ".", "msg": {"key": "caverna-ev-takes", "args": {
            "who": "P", "goods": {"key": "caverna-amount", "args": {"count": 1, "name": {
                "key": "caverna-good", "args": {"good": good, "count": 1}}}}}}}
    run = [loot("grain"), takes("grain"), loot("dog"), takes("dog"), loot("wood"),
           takes("wood")]
    assert check_run(run) == 3
    assert localize(merged_events(run)[0]["msg"], "ja") == \
        "Pさんの探索の報酬：小麦1、犬1、木材1。"


@pytest.mark.parametrize(("key", "players", "seed"), [
    ("caverna", 2, 0), ("caverna", 3, 4), ("cavern-tavern", 2, 1), ("cavern-tavern", 3, 2),
    ("cave-vs-cave", 2, 3)])
def test_a_merged_line_never_drops_an_event(key: str, players: int, seed: int) -> None:
    checked = sum(check_run(run) for run in _runs(key, players, seed))
    assert checked > 50


def test_a_change_said_again_after_its_list_is_said_on_its_own() -> None:
    """A Tavern turn spent three Modifier tokens (one list), placed dice, then spent one
    more with the first one's values: the journal raised KeyError (language sample 410)."""
    def modifier(old: int, new: int) -> dict[str, Any]:
        return {"seat": 0, "text": ".", "msg": {"key": "tavern-ev-modifier", "args": {
            "who": "P", "old": old, "new": new}}}
    places = {"seat": 0, "text": ".", "msg": {"key": "tavern-ev-draws-orders", "args": {
        "who": "P", "count": 3}}}
    run = [modifier(4, 5), modifier(6, 5), modifier(5, 4), places, modifier(4, 5)]
    assert check_run(run) == 5
    assert [ev["msg"]["args"]["count"] for ev in merged_events(run)] == [3, 3, 1]


RESAMPLED = env_int("MERGE_RESAMPLED_RUNS", 400)


# The options whose events a plain game never says (the Secret Room's Modifier tokens).
OPTIONS: dict[str, list[dict[str, Any] | None]] = {
    "cavern-tavern": [None, {"secret_room": True}]}
PREFIXES = {"caverna": "caverna-", "cavern-tavern": "tavern-", "cave-vs-cave": "cvc-"}
# Every message the merge treats apart from the rest: a pool without one would not test it.
SPECIAL = (frozenset(AS_LIST) | frozenset(LISTED) | frozenset(REPEATS)
           | frozenset(k for keys in REPEATS.values() for k in keys)
           | frozenset(REPEATS_EARLIER) | frozenset(AGAIN)
           | frozenset(key for pair in PAIRS for key in pair)) - frozenset(AGAIN.values())
# Made by the merge itself, never said by an engine.
SPECIAL -= frozenset(shape[0] for shape in AS_LIST.values())


@pytest.mark.parametrize("key", sorted(rules.GAMES))
def test_any_order_of_a_seats_events_merges(key: str) -> None:
    """The class: a line may say a seat's events in any order and any number of times (a
    turn's steps, a journal's page). Runs drawn with repeats from one seat's events of whole
    playouts, a few kinds of message at a time (so that kinds meet again), in random order,
    merge without error and drop nothing."""
    players = min(3, rules.GAMES[key].max_players)
    pools: dict[tuple[int, Any], list[dict[str, Any]]] = {}
    for number, options in enumerate(OPTIONS.get(key, [None])):
        for seed in (11, 12):
            for run in _runs(key, players, seed, 5000, options):
                pools.setdefault((number, run[0].get("seat")), []).extend(
                    ev for ev in run if isinstance(ev.get("msg"), dict))
    said = {ev["msg"]["key"] for pool in pools.values() for ev in pool}
    special = {k for k in SPECIAL if k.startswith(PREFIXES[key])}
    assert special <= said, f"no playout said {special - said}: add the option that does"
    draw = Rng(5)
    checked = 0
    for _ in range(RESAMPLED):
        pool = pools[draw.choice(sorted(pools, key=str))]
        kinds = sorted({ev["msg"]["key"] for ev in pool})
        # One kind the merge treats apart, where the seat said one, and two others.
        chosen = {draw.choice(sorted(special & set(kinds)) or kinds),
                  draw.choice(kinds), draw.choice(kinds)}
        events = [ev for ev in pool if ev["msg"]["key"] in chosen]
        checked += check_run([draw.choice(events) for _ in range(2 + draw.below(10))])
    assert checked > RESAMPLED
