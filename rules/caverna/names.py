"""Names of the game's components as catalogue messages (issue 14).

Each name is a :class:`~rules.core.text.Say`: the English name from the data files, plus
a key built from the data id (``caverna-space-<id>``, ``caverna-tile-<id>``,
``caverna-loot-<id>``...). The French names live in the catalogue, never here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any

from rules.caverna.data import CARDS, FURNISHINGS, LOOT, SPACES
from rules.core import Option
from rules.core.contract import LazyOption
from rules.core.text import Say, to_json

# A decision lists at most 25 options (DESIGN.md); op menus also carry "Convert goods…",
# so longer lists of placements or tiles become two steps.
MENU_LIMIT = 24
# Pseudo-spaces of the flow walker: the expedition's loot and the tiles bought with rubies.
_PSEUDO_NAMES = {"loot": "Loot", "ruby_tile": "Ruby trade"}


@cache
def space_name(space: str) -> Say:
    """An action space or a round card (they share one id namespace)."""
    if space in _PSEUDO_NAMES:
        return Say(_PSEUDO_NAMES[space], f"caverna-space-{space}")
    name = SPACES[space]["name"] if space in SPACES else CARDS[space]["name"]
    return Say(name, f"caverna-space-{space}")


@cache
def tile_name(tile: str) -> Say:
    """A furnishing tile."""
    return Say(FURNISHINGS[tile]["name"], f"caverna-tile-{tile}")


# A tile text longer than this ends in the engine's notes (how we read the rule, what BGA
# does): only its first sentence is printed on the tile, and pictures draw only that.
LONG_TEXT = 200


def has_text(tile: str) -> bool:
    """Whether the tile's data has a text (the bonus tiles have only their bonus)."""
    return bool(FURNISHINGS[tile].get("text"))


@cache
def tile_text(tile: str) -> Say:
    """A furnishing tile's whole text, as ``furnishings.json`` gives it (KeyError for a
    tile without one, see :func:`has_text`)."""
    text = FURNISHINGS[tile].get("text")
    if not text:
        raise KeyError(f"{tile} has no text")
    return Say(text, f"caverna-tile-{tile}-text")


@cache
def tile_effect(tile: str) -> Say:
    """What the tile itself prints: its text, or the first sentence of a long text (a
    message of its own, ``caverna-tile-<id>-effect``, so every language cuts alike)."""
    text = tile_text(tile)
    if len(text) <= LONG_TEXT:
        return text
    first = re.split(r"(?<=\.)\s+(?=[A-Z])", text)[0]
    return Say(first, f"caverna-tile-{tile}-effect")


@cache
def loot_name(item: str) -> Say:
    """An expedition loot item."""
    return Say(LOOT[item]["name"], f"caverna-loot-{item}")


def who(seat: int) -> str:
    """The seat as engines name it (the host swaps in the member's name): a plain str."""
    return _WHO[seat] if 0 <= seat < len(_WHO) else f"Player {seat + 1}"


_WHO = tuple(f"Player {seat + 1}" for seat in range(7))


def told(seat: int | None, english: str, key: str, args: dict[str, Any]) -> dict[str, Any]:
    """``rules.core.event(Say(english, key, **args), seat)``, the same event, without
    making the sentence's Say first (the moves that write one pay for it every time)."""
    for name, value in args.items():
        if isinstance(value, Say):
            args[name] = to_json(value)
    return said(seat, english, key, args)


def said(seat: int | None, english: str, key: str, args: dict[str, Any]) -> dict[str, Any]:
    """:func:`told` of values already plain JSON (numbers, strings, the dicts of
    name_json, players.goods_json...): nothing to convert."""
    return {"text": english, "seat": seat, "reveals": False, "msg": {"key": key, "args": args}}


def name_json(name: Say) -> dict[str, Any]:
    """to_json of a component's name (it has no values): the events that name a space
    write it without walking the message."""
    return {"key": name.msg_key, "args": {}}


def titled(title: str, text: str) -> Say:
    """'Logging: Take 3 wood': a name and what it does."""
    return Say(f"{title}: {text}", "caverna-titled", title=title, text=text)


BACK = Option("back", Say("Back", "caverna-back"))


# Menu entries whose label is a function of hashable values, made once each: a label,
# once made, never changes, and making the entry is most of a menu's cost.
_ENTRIES: dict[tuple[Any, ...], Option] = {}


def menu_entry(option_id: str, make: Callable[..., str], *args: Any) -> Option:
    """``LazyOption(option_id, make, *args)``, made the first time it is asked for
    (``args`` hashable: numbers, strings, tuples of them)."""
    key = (option_id, make, *args)
    option = _ENTRIES.get(key)
    if option is None:
        if len(_ENTRIES) > 20000:
            _ENTRIES.clear()
        option = _ENTRIES[key] = LazyOption(option_id, make, *args)
    return option
