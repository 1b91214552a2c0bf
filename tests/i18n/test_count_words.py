"""How many: a message says one thing as one and none as none, in every language.

Language samples 420-430 found « 1 begging marker (−3 each) », « 物乞いマーカーを1枚受け取る
（各−3点） », « feeds their dwarfs with 0 food and begs 4 times », « 0 players hold Beer:
Anaïs scores 0 VP » and « 0点を得ました（ビールを持っているプレイヤーは0人） » while the French
said « (−3 points) », « ne nourrit pas ses nains » and « aucun joueur ne possède… ». The
classes: no message rendered for one thing distributes over it (each, chacun, 各), and a
journal sentence whose French says « none » for a zero says it in English and Japanese
too."""

from __future__ import annotations

import re
from collections.abc import Iterator

from fluent.syntax import ast

from bot.i18n import languages
from bot.i18n.catalogues import catalogue_files, parsed_file
from tests.i18n.french_render import rendered
from tests.i18n.test_catalogues import entries

# « each » of a count: « (−3 each) », « chacun », « 各−3 ». « each round » is not one.
EACH = {"en": re.compile(r"\beach\b(?! (?:round|turn|player|harvest))"),
        "fr": re.compile(r"\bchacune?\b"),
        "ja": re.compile(r"各[−+\-]?\d")}


def test_nothing_said_of_one_thing_is_distributed_over_it() -> None:
    for lang in languages():
        names = entries(lang)
        for key, text in rendered(lang, count=1).items():
            if "count" in names[key]:
                assert not EACH[lang].search(text), (lang, key, text)


def test_the_each_check_sees_it() -> None:
    assert EACH["en"].search("1 begging marker (−3 each)")
    assert not EACH["en"].search("goods pile up each round")
    assert EACH["fr"].search("(−3 points chacun)") and EACH["ja"].search("（各−3点）")


def _zero_selectors(pattern: ast.Pattern | None) -> Iterator[str]:
    """The variables a selector of ``pattern`` gives a variant of their own for 0."""
    for element in pattern.elements if pattern else ():
        if isinstance(element, ast.Placeable) and isinstance(
                element.expression, ast.SelectExpression):
            select = element.expression
            if isinstance(select.selector, ast.VariableReference) and any(
                    isinstance(v.key, ast.NumberLiteral) and float(v.key.value) == 0
                    for v in select.variants):
                yield select.selector.id.name
            for variant in select.variants:
                yield from _zero_selectors(variant.value)


def zero_variants(lang: str) -> dict[str, set[str]]:
    """Each journal sentence (``…-ev-…``) of ``lang`` with the variables it says 0 of apart."""
    found: dict[str, set[str]] = {}
    for path in catalogue_files(lang):
        for entry in parsed_file(path).body:
            if isinstance(entry, ast.Message) and "-ev-" in entry.id.name:
                found[entry.id.name] = set(_zero_selectors(entry.value))
    return found


def test_a_journal_sentence_says_none_in_every_language_when_french_does() -> None:
    french = zero_variants("fr")
    assert any(french.values())   # the check has something to compare
    for lang in languages():
        if lang == "fr":
            continue
        theirs = zero_variants(lang)
        for key, zeros in french.items():
            missing = zeros - theirs.get(key, set())
            assert not missing, f"{lang} {key} has no [0] variant of {sorted(missing)}"
