"""A journal line names its player once, and a Japanese sentence gives one reason.

Language sample 420-499: the English journal read « Yann: Nasty says to Yann: “Even my
dog won't eat this!” — … », « Margaux: places 2 + 3 + 5 on Mop the Floor; …; Nasty's
orders: Margaux gets no reward for Mop the Floor » and « …: 2 players hold Beer: Yann
scores 4 VP »: a line strips the player's name from the sentences that start with it, and
these did not. The Japanese « …渡したので、…そらしたので、…引きません » chained two « ので ».
The classes: every English and Japanese sentence of the journal about a player starts with
the player's name (but one said apart from any player's line; French has its own rewording,
« son expédition »), and no Japanese sentence of the catalogues says « ので » twice."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import ast

from bot.i18n.catalogues import catalogue_files, parsed_file

# Said on a line of its own (the round's end), never under the player's name.
APART = frozenset({"tavern-ev-forgotten"})


def _variables(node: object) -> set[str]:
    found: set[str] = set()
    if isinstance(node, ast.VariableReference):
        found.add(node.id.name)
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for item in value if isinstance(value, list) else [value]:
                found |= _variables(item)
    return found


def _starts(pattern: ast.Pattern) -> list[str]:
    """What each variant of ``pattern`` starts with: a variable's name, or its text."""
    first = pattern.elements[0]
    if isinstance(first, ast.Placeable) and isinstance(first.expression, ast.SelectExpression):
        return [start for v in first.expression.variants for start in _starts(v.value)]
    if isinstance(first, ast.Placeable) and isinstance(first.expression, ast.VariableReference):
        return ["$" + first.expression.id.name]
    return [first.value[:20] if isinstance(first, ast.TextElement) else "{…}"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_sentence_about_a_player_starts_with_the_name(lang: str) -> None:
    checked = 0
    for path in catalogue_files(lang):
        for entry in parsed_file(path).body:
            if not (isinstance(entry, ast.Message) and "-ev-" in entry.id.name
                    and entry.value is not None and "who" in _variables(entry.value)):
                continue
            if entry.id.name in APART:
                continue
            checked += 1
            starts = _starts(entry.value)
            assert all(s == "$who" for s in starts), (lang, entry.id.name, starts)
    assert checked > 100


def test_no_japanese_sentence_gives_two_reasons() -> None:
    for path in catalogue_files("ja"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("#"):
                continue
            for sentence in re.split(r"[。\n]", line):
                assert sentence.count("ので") < 2, (path.name, sentence)
