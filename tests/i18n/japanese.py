"""Checks that a text meant for a Japanese reader holds no English."""

from __future__ import annotations

import re
from functools import cache

from fluent.syntax import ast, visitor

from tests.i18n.wrong_language import english_resources

# English that stays English in Japanese text: players' names in the tests, the product,
# game keys and option values a player types, abbreviations Japanese boards use too.
KEPT = re.compile(r"Cavern Host|Discord|Ann|Bob|Cy|Player \d+|Ctrl\+R|"
                  r"cave-vs-cave|cavern-tavern|caverna|furnishing_set|true|false|\bVP\b|"
                  r"https?://\S+|`[^`]*`|<[@#&!]+\d+>")
WORD = re.compile(r"[A-Za-z]{3,}")


@cache
def english_words() -> frozenset[str]:
    """Every word of three letters or more of the English catalogues' texts (not their
    keys, placeholders or comments), lower case."""
    found: set[str] = set()
    for resource in english_resources():
        texts = CatalogueTexts()
        texts.visit(resource)
        for text in texts.found:
            found.update(w.lower() for w in WORD.findall(text))
    return frozenset(found)


class CatalogueTexts(visitor.Visitor):
    """The texts of a catalogue: its text elements and quoted literals ({"、"})."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.found.append(node.value)

    def visit_StringLiteral(self, node: ast.StringLiteral) -> None:
        self.found.append(node.parse()["value"])


def english_in(text: str) -> list[str]:
    """The words of ``text`` that are words of the English catalogues (a sentence or a
    name that skipped the Japanese catalogue), the kept words aside."""
    return [w for w in WORD.findall(KEPT.sub(" ", text)) if w.lower() in english_words()]
