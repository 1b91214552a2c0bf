"""Cavern Tavern pages for the board tests: seeded random games, the states worth drawing,
and a checker that a page is well-formed markup the web table may serve."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from html import unescape
from typing import Any

import rules
from bot.i18n import localizer
from rules.core import Decision, State
from rules.core.playout import random_game
from tests.sizes import env_int
from web.boards import cavern_tavern as board
from web.boards.base import BoardContext

ENGINE = rules.get_engine("cavern-tavern")
GAMES = env_int("CT_WEB_BOARD_GAMES", 1)
# States drawn per game besides the first of each kind of option: a playout has
# 150-1500 states, each page costs about 10 ms.
SAMPLES = 6
NAMES = ("Ann", "Bob", "Cara", "Dmitri", "Eve", "Fay")
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                  "source", "track", "wbr"})


def kind(option_id: str) -> str:
    """An option id's kind: the part before its first colon (``z``, ``take``, ``place``)."""
    return option_id.split(":", 1)[0]


@dataclass(frozen=True)
class Sample:
    state: State
    pending: tuple[Decision, ...]


def _states(players: int, seed: int, secret_room: bool) -> list[State]:
    """Every state of a seeded random game, in order."""
    states: list[State] = []
    random_game(ENGINE, players, seed, {"secret_room": secret_room},
                on_move=lambda before, seat, oid, after: states.append(after))
    return states


@cache
def samples(players: int, secret_room: bool, games: int = GAMES) -> tuple[Sample, ...]:
    """States of ``games`` random games (seeds 1, 2…): a few spread over each game, and
    the first state in which each kind of option is offered, so that every kind a game
    meets gets drawn."""
    out: list[Sample] = []
    for seed in range(1, games + 1):
        states = _states(players, seed, secret_room)
        seen: set[str] = set()
        step = max(1, len(states) // SAMPLES)
        for k, state in enumerate(states):
            pending = tuple(ENGINE.pending(state))
            kinds = {kind(o.id) for d in pending for o in d.options}
            if k % step == 0 or kinds - seen or k == len(states) - 1:
                seen |= kinds
                out.append(Sample(state, pending))
    return tuple(out)


def context(viewer: int | None, lang: str = "en",
            names: tuple[str, ...] = NAMES) -> BoardContext:
    return BoardContext(lang, viewer, names, localizer(lang))


def page(state: State, viewer: int | None, lang: str = "en",
         names: tuple[str, ...] = NAMES) -> tuple[Mapping[str, Any], str]:
    """The view of ``viewer`` (None: a spectator) and the board drawn from it."""
    view = ENGINE.view(state, viewer)
    return view, board.render(view, context(viewer, lang, names[:len(view["players"])]))


# A tag as the board writes it: a name, attributes whose values are double-quoted (and
# escaped, so they hold no quote, < or >), maybe a closing slash.
TAG = re.compile(r'<(/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z_:][-a-zA-Z0-9_:.]*(?:="[^"<>]*")?)*)'
                 r'\s*(/?)>')
ATTRIBUTE = re.compile(r'([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?')
PIECE = re.compile(r"<[^<>]*>|[<>]")


@dataclass
class Markup:
    """A page read strictly: every element closed in order, no stray < or > in its text,
    the targets and topics it carries, and anything the web table's
    Content-Security-Policy would refuse (a script, an inline style or event handler)."""

    faults: list[str]
    targets: list[str]
    topics: list[str]
    text: list[str]
    target_text: dict[str, list[str]]
    target_topic: dict[str, str]


def read(html: str) -> Markup:
    out = Markup([], [], [], [], {}, {})
    open_tags: list[str] = []
    target_of: list[str] = []   # per open element: its target, or the nearest around it
    last = 0
    for piece in PIECE.finditer(html):
        text = unescape(html[last:piece.start()])
        last = piece.end()
        if text:
            out.text.append(text)
            if target_of and target_of[-1]:
                out.target_text[target_of[-1]].append(text)
        tag = _tag(piece.group(0))
        if tag is None:
            out.faults.append(f"stray {piece.group(0)[:40]!r}")
            continue
        closing, name, self_closing, attributes = tag
        if closing:
            if not open_tags or open_tags[-1] != name:
                out.faults.append(f"</{name}> closes <{open_tags[-1] if open_tags else ''}>")
                continue
            open_tags.pop()
            target_of.pop()
            continue
        found = _attributes(out, name, attributes)
        if not self_closing and name not in VOID:
            open_tags.append(name)
            target_of.append(found or (target_of[-1] if target_of else ""))
    if open_tags:
        out.faults.append(f"left open: {open_tags}")
    return out


@lru_cache(maxsize=8192)
def _tag(piece: str) -> tuple[bool, str, bool, tuple[tuple[str, str], ...]] | None:
    """A tag's parts: closing, name (lower case), self-closing and its attributes with their
    values unescaped; None for a piece that is no tag. Remembered: a page repeats the same
    tags again and again, and the board tests read hundreds of pages."""
    tag = TAG.fullmatch(piece)
    if tag is None:
        return None
    closing, name, attributes, self_closing = tag.groups()
    return (bool(closing), name.lower(), bool(self_closing),
            tuple((n, unescape(v)) for n, v in ATTRIBUTE.findall(attributes)))


def _attributes(out: Markup, tag: str, attributes: tuple[tuple[str, str], ...]) -> str:
    """Records the element's target and topic; returns its target ("" for none)."""
    if tag == "script":
        out.faults.append("a script element")
    found = topic = ""
    for name, value in attributes:
        if name == "style" or name.startswith("on"):
            out.faults.append(f"{tag} has an inline {name} attribute")
        if name == "data-target" and value:
            out.targets.append(value)
            out.target_text[value] = []
            found = value
        if name == "data-topic" and value:
            out.topics.append(value)
            topic = value
    if found:
        out.target_topic[found] = topic
    return found


@dataclass(frozen=True)
class Drawn:
    sample: Sample
    seat: int | None
    view: Mapping[str, Any]
    html: str
    markup: Markup


@cache
def drawn(players: int, secret_room: bool) -> tuple[Drawn, ...]:
    """The pages the samples are seen on: each deciding seat's, and for one sample in
    three a spectator's (drawn once per test process, for every test that reads them)."""
    out = []
    for k, sample in enumerate(samples(players, secret_room)):
        seats: list[int | None] = sorted({d.seat for d in sample.pending})
        if k % 3 == 0 or not seats:
            seats.append(None)
        for seat in seats:
            view, html = page(sample.state, seat)
            out.append(Drawn(sample, seat, view, html, read(html)))
    return tuple(out)


CASES = [(n, sr) for n in range(1, 7) for sr in (False, True)]


def case_id(case: tuple[int, bool]) -> str:
    return f"{case[0]}p" + ("-secret-room" if case[1] else "")


def board_targets(view: Mapping[str, Any], option_id: str) -> tuple[str, ...]:
    return board.targets(view, option_id)
