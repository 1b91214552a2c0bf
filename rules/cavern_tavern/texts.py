"""Names of Cavern Tavern's components as catalogue messages (issue 14: French and English).

Each is a :class:`~rules.core.text.Say`: the English name the engine always showed, plus
a key built from the data id (``tavern-ing-beer``, ``tavern-item-lantern``…) that the
host renders in the reader's language from ``bot/i18n/catalogues/<lang>/cavern-tavern.ftl``.
A deck a server supplies (orders, Secret Room, Five Kingdoms) has no catalogue entry:
its names stay the server's own words (``tavern-verbatim``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from rules.core.text import Say, join, join_listing


def verbatim(text: str) -> Say:
    """A server's own card text: shown as written in every language."""
    return Say(text, "tavern-verbatim", text=text)


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def vowel(name: str) -> str:
    """Selector for English "a"/"an" before a name (the catalogue writes the article)."""
    return "yes" if name[:1].lower() in "aeiou" else "no"


def card_name(kind: str, card: dict[str, Any], custom: bool = False) -> Say:
    """A card's name: ``tavern-<kind>-<id>``, or the server's own words."""
    name = str(card["name"])
    return verbatim(name) if custom else Say(name, f"tavern-{kind}-{card['id']}")


def card_text(kind: str, card: dict[str, Any], custom: bool = False) -> Say:
    text = str(card["text"])
    return verbatim(text) if custom else Say(text, f"tavern-{kind}-{card['id']}-text")


def race(name: str, custom: bool = False) -> Say:
    """A customer's race: the house deck's six races have entries; others stay as written."""
    known = {"Elf", "Green Elf", "Dwarf", "Troll", "Halfling", "Human"}
    if custom and name not in known:
        return verbatim(name)
    return Say(name, f"tavern-race-{slug(name)}")


def comma(parts: Iterable[Say]) -> Say:
    """'a, b, c'."""
    return join("tavern-comma", ", ", parts)


def listing(parts: Iterable[Say]) -> Say:
    """'a, b and c', as every language ends a list with its "and" (« a, b et c »): English
    said « starts with Syrup ×2, Ambrosia, Spirits » where French said « … et Spiritueux »."""
    return join_listing("tavern-comma", "tavern-comma-last", ", ", parts, " and ")


def grouped(parts: Iterable[Say]) -> list[Say]:
    """The same card named once with its count (« Elixir ×2 »), in first-seen order: an
    order or a hand that holds two of one ingredient never reads « Elixir, Elixir »."""
    counts: dict[str, int] = {}
    first: dict[str, Say] = {}
    for part in parts:
        counts[part] = counts.get(part, 0) + 1
        first.setdefault(part, part)
    return [part if counts[name] == 1
            else Say(f"{part} ×{counts[name]}", "tavern-times", name=part, count=counts[name])
            for name, part in first.items()]


def and_list(parts: Iterable[Say]) -> Say:
    """'a and b' (English " and " between every pair, as the engine always wrote)."""
    return join("tavern-and", " and ", parts)


def dice(values: Iterable[int]) -> str:
    """'[3, 4, 5]': dice as the log writes them (digits only, no words to translate)."""
    return str(list(values))


def card_problem(where: Say, why: Say) -> Say:
    """A refusal of a server's own deck: 'Story card 3: <what is wrong>'."""
    return Say(f"{where}: {why}", "tavern-bad-card", where=where, why=why)


def turn_into(old: int, new: int) -> Say:
    """Option label 'Turn a 3 into 4' (a die's new face)."""
    return Say(f"Turn a {old} into {new}", "tavern-turn-into", old=old, new=new)


def counted(count: int, one: str, other: str) -> str:
    """'1 order', '3 orders': a number and its noun agreeing (English)."""
    return f"{count} {one if count == 1 else other}"


def vp_text(count: int) -> Say:
    """'3 VP'."""
    return Say(f"{count} VP", "tavern-vp", count=count)
