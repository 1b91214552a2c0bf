"""Texts in the wrong language: the English catalogues' fixed sentences that another
language says differently (shared by the French and Japanese whole-game tests)."""

from __future__ import annotations

from functools import cache

from fluent.syntax import FluentParser, ast

from bot.i18n import tr
from bot.i18n.catalogues import catalogue_files


@cache   # parsing the English catalogues again costs ~0.1 s; seven whole games ask
def english_sentences(lang: str) -> tuple[str, ...]:
    """The English catalogues' fixed sentences (no placeholders) that ``lang`` says
    differently: any of them in a game in ``lang`` is a text in the wrong language."""
    found = []
    for path in catalogue_files("en"):
        resource = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))
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
