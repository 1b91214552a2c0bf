"""The game's data, loaded once from the JSON files beside this module."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from rules.core.text import Say

_DIR = Path(__file__).parent / "data"


def _load(name: str) -> dict[str, Any]:
    with (_DIR / name).open(encoding="utf-8") as fh:
        return json.load(fh)


SETUP: dict[str, Any] = _load("setup.json")
# How we read the rules where the rulebook leaves room: one message each (caverna-reading-N).
READINGS: tuple[str, ...] = tuple(Say(text, f"caverna-reading-{i}")
                                  for i, text in enumerate(SETUP["readings"], 1))
BOARD: dict[str, Any] = _load("board.json")
_SPACES = _load("spaces.json")
SPACES: dict[str, dict[str, Any]] = _SPACES["spaces"]
CARDS: dict[str, dict[str, Any]] = _SPACES["cards"]
FURNISHINGS: dict[str, dict[str, Any]] = {
    t["id"]: t for t in _load("furnishings.json")["tiles"]}
LOOT: dict[str, dict[str, Any]] = {i["id"]: i for i in _load("loot.json")["items"]}

# Pseudo-space of the single tiles bought with rubies from the convert menu.
RUBY_TILE_SPACE = "ruby_tile"

FARM_ANIMALS: tuple[str, ...] = ("sheep", "donkey", "wild_boar", "cattle")
GOODS: tuple[str, ...] = (
    "food", "wood", "stone", "ore", "ruby", "gold", "grain", "vegetable",
    "dog", *FARM_ANIMALS)


def action(space_id: str) -> dict[str, Any]:
    """An action space or a round card by id (both share the id namespace)."""
    return SPACES.get(space_id) or CARDS[space_id]


@cache
def node_at(space_id: str, path: tuple[int, ...]) -> dict[str, Any]:
    """The flow node reached from a space's root by child indices ``path``.

    Space "loot" indexes the loot table: (i,) is loot item i's node; space "ruby_tile"
    indexes the single tiles bought with rubies (setup.json ``ruby_tiles``).
    """
    if space_id == "loot":
        node = list(LOOT.values())[path[0]]["do"]
        path = path[1:]
    elif space_id == RUBY_TILE_SPACE:
        node = {"op": "tile", "tile": list(SETUP["ruby_tiles"])[path[0]]}
        path = path[1:]
    else:
        node = action(space_id)["flow"]
    for i in path:
        node = node[combinator(node)][i]
    return node


_COMBINATORS = frozenset(("all", "then", "andor", "thenor", "xor", "any"))


def combinator(node: dict[str, Any]) -> str:
    """The combinator key of an inner node, or "" for a leaf."""
    if "op" in node:
        return ""
    for key in node:
        if key in _COMBINATORS:
            return key
    return ""


LOOT_INDEX: dict[str, int] = {item_id: i for i, item_id in enumerate(LOOT)}
