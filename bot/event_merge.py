"""A move's or a line's events said once each, in every language (issue 41).

Identical events merge with their counts added (« relâche 2 ânes »), a sentence that only
repeats another is left out (an expedition's loot, then its taking), steps said one after
the other become one sentence (« regarde 3 cartes Objet et en ajoute 1 à sa main »), and a
list of things joins with the game's list messages. Used by the journal
(:mod:`bot.host.story`) and by the announcement of a move (:func:`bot.texts.events_text`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

# A sentence that only repeats the one before it: an expedition's loot, then its taking.
# The loot may be the line's first (« l'expédition d'Anaïs rapporte ») or a later one
# (AGAIN's « l'expédition rapporte aussi »): a taking after either is left out (after the
# later one it was said again, or its count added to an earlier taking of the line).
REPEATS: dict[str, frozenset[str]] = {
    "caverna-ev-takes": frozenset({"caverna-ev-loot", "caverna-ev-loot-more"})}
# A sentence that repeats an earlier one of the line, wherever it stands: the loot said
# « +1 à la force de toutes les armes », the sharpening after it says it again.
REPEATS_EARLIER = {"caverna-ev-sharpen": "caverna-ev-loot"}
# Two sentences said one after the other that make one (« regarde 3 cartes Objet et en
# ajoute 1 à sa main »): (first key, second key) → the message that says both, with the
# first's arguments and the second's count as ``kept``.
PAIRS = {("tavern-ev-looks-items", "tavern-ev-adds-items"): "tavern-ev-looks-adds-items"}
# A message said again with other values merges into a list: the event first takes the
# shape whose LISTED entry joins it (« défausse 2 jetons Modificateur et transforme un 3
# en 2 et un 6 en 5 »).
AS_LIST = {"tavern-ev-modifier": ("tavern-ev-modifiers", "changes", "tavern-modifier-change",
                                  ("old", "new"))}
# Sentences of one kind said one after the other that differ in one list of things: said
# once, with the things joined by the game's list messages (« l'expédition d'Anaïs
# rapporte : 1 bois et 1 céréale »). Key: (the placeholder, the joining messages).
LISTED = {"caverna-ev-loot": ("loot", "caverna-comma", "caverna-comma-last"),
          "caverna-ev-loot-more": ("loot", "caverna-comma", "caverna-comma-last"),
          "tavern-ev-modifiers": ("changes", "tavern-comma", "tavern-comma-last")}
# The same sentence said again further on in a line, without its owner (« l'expédition
# rapporte aussi : … »): a second loot of one expedition after what the first one built.
AGAIN = {"caverna-ev-loot": "caverna-ev-loot-more"}
# Counts an engine leaves out of an event's message because they were always 1: a merged
# event says how many ("converts 3 emmer into 3 food").
COUNT_ONE = frozenset({"cvc-ev-convert"})


def _shape(value: Any) -> Any:
    """A message with its counts left out: two events of one shape say the same thing
    about different amounts."""
    if isinstance(value, dict):
        return tuple(sorted((k, "#" if _is_count(k, v) else _shape(v))
                            for k, v in value.items()))
    if isinstance(value, list):
        return tuple(_shape(v) for v in value)
    return value


def _is_count(key: str, value: Any) -> bool:
    return key == "count" and isinstance(value, int) and not isinstance(value, bool)


def _added(a: Any, b: Any) -> Any:
    """Two messages of one shape as one, their counts added."""
    if isinstance(a, dict):
        return {k: a[k] + b[k] if _is_count(k, a[k]) else _added(a[k], b[k]) for k in a}
    if isinstance(a, list):
        return [_added(x, y) for x, y in zip(a, b, strict=True)]
    return a


def _counted(value: Any) -> bool:
    if isinstance(value, dict):
        return any(_is_count(k, v) or _counted(v) for k, v in value.items())
    return isinstance(value, list) and any(_counted(v) for v in value)


def merged_events(events: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """A player's events said once each: identical ones merged, their counts added
    ("releases 1 donkey" twice: "releases 2 donkeys"; an identical one with nothing to
    count is said once), and a taking that repeats the loot just announced left out."""
    out: list[dict[str, Any]] = []
    where: dict[Any, int] = {}
    # The things each LISTED event of out holds, by its place in out: kept apart from the
    # events read in between, so that a sentence left out (a loot's taking) does not make
    # the next loot start the list again (a reader's journal kept an expedition's last
    # reward only).
    listed: dict[int, list[Any]] = {}
    for ev in events:
        msg = ev.get("msg")
        if not isinstance(msg, dict) or not isinstance(msg.get("key"), str):
            out.append(ev)
            continue
        key = msg["key"]
        if key in AS_LIST:
            key, name, part, moved = AS_LIST[key]
            args = dict(msg.get("args") or {})
            change = {"key": part, "args": {k: args.pop(k, None) for k in moved}}
            msg = {**msg, "key": key, "args": {**args, "count": 1, name: change}}
            ev = {**ev, "msg": msg}
        before = out[-1].get("msg") if out else None
        pair = PAIRS.get((before.get("key"), key)) if isinstance(before, dict) else None
        if pair and out[-1].get("seat") == ev.get("seat"):
            kept = (msg.get("args") or {}).get("count")
            out[-1] = {**out[-1], "msg": {**before, "key": pair,
                                          "args": {**before["args"], "kept": kept}}}
            continue
        if REPEATS_EARLIER.get(key) and any(
                isinstance(e.get("msg"), dict) and e["msg"].get("key") == REPEATS_EARLIER[key]
                and e.get("seat") == ev.get("seat") for e in out):
            continue
        if key in AGAIN and out and not _same_but(out[-1], ev, LISTED[key][0]) \
                and any(_same_but(e, ev, LISTED[key][0]) for e in out):
            # The same expedition's loot further on in the line: its owner is said once.
            msg = {**msg, "key": AGAIN[key]}
            ev = {**ev, "msg": msg}
            key = msg["key"]
        if key in LISTED and out and _same_but(out[-1], ev, LISTED[key][0]):
            things = listed.setdefault(len(out) - 1,
                                       [out[-1]["msg"]["args"][LISTED[key][0]]])
            things.append(msg["args"][LISTED[key][0]])
            out[-1] = _listing(out[-1], _grouped(things), *LISTED[key])
            if "count" in out[-1]["msg"]["args"]:   # how many things the list holds
                out[-1]["msg"]["args"]["count"] = len(things)
            continue
        if key in COUNT_ONE and "count" not in (msg.get("args") or {}):
            msg = {**msg, "args": {**(msg.get("args") or {}), "count": 1}}
        before = out[-1].get("msg") if out else None
        if key in REPEATS and isinstance(before, dict) and before.get("key") in REPEATS[key]:
            continue
        shape = (ev.get("seat"), _shape(msg))
        # The event first said in that shape may since have become a list (LISTED, PAIRS):
        # then this one is said on its own (adding it to the list's shape raised KeyError).
        if shape in where and _shape(out[where[shape]]["msg"]) == shape[1]:
            if _counted(msg):
                first = out[where[shape]]
                out[where[shape]] = {**first, "msg": _added(first["msg"], msg)}
            continue
        where[shape] = len(out)
        out.append({**ev, "msg": msg})
    return out


def _same_but(a: dict[str, Any], b: dict[str, Any], name: str) -> bool:
    """Two events of one seat and message that differ at most in placeholder ``name``."""
    ma, mb = a.get("msg") or {}, b.get("msg") or {}
    # A list made by AS_LIST counts its things: the count differs as the list grows.
    left = {name, "count"} if ma.get("key") in _COUNTED_LISTS else {name}
    others = {k: v for k, v in (ma.get("args") or {}).items() if k not in left}
    return (a.get("seat") == b.get("seat") and ma.get("key") == mb.get("key")
            and others == {k: v for k, v in (mb.get("args") or {}).items() if k not in left})


_COUNTED_LISTS = frozenset(shape[0] for shape in AS_LIST.values())
# A thing of a list said again with the same values is said once with its dice counted
# (« two 5s become 4s », « deux 5 en 4 », 「5・5を4」), not « a 5 becomes a 4, a 5 becomes a
# 4 »: its key → the message that says several, whose ``old`` is the dice « 5 + 5 ».
GROUPED = {"tavern-modifier-change": "tavern-modifier-changes"}


def _grouped(things: Sequence[Any]) -> list[Any]:
    counts: dict[str, int] = {}
    first: dict[str, Any] = {}
    for thing in things:
        if not (isinstance(thing, dict) and thing.get("key") in GROUPED):
            return list(things)
        same = repr(sorted((thing.get("args") or {}).items()))
        counts[same] = counts.get(same, 0) + 1
        first.setdefault(same, thing)
    out = []
    for same, thing in first.items():
        if counts[same] == 1:
            out.append(thing)
            continue
        args = dict(thing.get("args") or {})
        args["old"] = " + ".join([str(args.get("old"))] * counts[same])
        out.append({"key": GROUPED[thing["key"]], "args": args})
    return out


def _listing(ev: dict[str, Any], things: Sequence[Any], name: str, comma: str,
             last: str) -> dict[str, Any]:
    joined = things[0]
    for index, thing in enumerate(things[1:], 2):
        joined = {"key": last if index == len(things) else comma,
                  "args": {"a": joined, "b": thing}}
    msg = ev["msg"]
    return {**ev, "msg": {**msg, "args": {**msg["args"], name: joined}}}
