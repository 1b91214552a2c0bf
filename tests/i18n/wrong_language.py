"""Texts in the wrong language: the English catalogues' fixed sentences that another
language says differently (shared by the French and Japanese whole-game tests)."""

from __future__ import annotations

from functools import cache

from fluent.syntax import ast
from fluent.syntax.ast import Resource

from bot.i18n import tr
from bot.i18n.catalogues import catalogues


def english_resources() -> list[Resource]:
    """The English catalogue files as the host parsed them (once per process, the same
    parse its bundle reads): parsing them again here cost each test process ~0.15 s."""
    host = catalogues()
    host.bundle("en")
    return host.resources["en"]


@cache   # seven whole games ask
def english_sentences(lang: str) -> tuple[str, ...]:
    """The English catalogues' fixed sentences (no placeholders) that ``lang`` says
    differently: any of them in a game in ``lang`` is a text in the wrong language."""
    found = []
    for resource in english_resources():
        for entry in resource.body:
            if not isinstance(entry, ast.Message) or entry.value is None:
                continue
            elements = entry.value.elements
            if len(elements) != 1 or not isinstance(elements[0], ast.TextElement):
                continue
            key = entry.id.name
            english = elements[0].value.strip()
            if key.startswith(("cmd-", "opt-", "choice-")) or len(english) < 12:
                continue
            if tr(lang, key).strip() != english:
                found.append(english)
    return tuple(found)
