"""Every catalogue entry is written in its own language's script and quotation marks.

The English reading of Renovation quoted the French rulebook: « Renovation: « plus d'or »
is checked when the tile is taken » (language sample en 500, cvc-reading-10). The class:
walking every message, term, attribute and selector variant of every catalogue, English
has no French guillemets, no accented French word and no Japanese; French has no Japanese
and no English curly quotes (it quotes « … »); Japanese has no guillemets or curly quotes
(it quotes 「…」) and no accented French word.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from fluent.syntax import ast

from bot.i18n import languages
from bot.i18n.catalogues import catalogues

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
FRENCH_ACCENTED = re.compile(r"\w*[àâçéèêëîïôûùüÿœÀÂÇÉÈÊËÎÏÔÛÙÜŸŒ]\w*")
# What each language never writes in its own sentences.
FOREIGN: dict[str, tuple[re.Pattern[str], ...]] = {
    "en": (re.compile("[«»]"), FRENCH_ACCENTED, JAPANESE),
    "fr": (JAPANESE, re.compile("[“”]")),
    "ja": (re.compile("[«»“”]"), FRENCH_ACCENTED),
}


def _texts(pattern: ast.Pattern) -> Iterator[str]:
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            yield element.value
        elif isinstance(element, ast.Placeable):
            expression = element.expression
            if isinstance(expression, ast.StringLiteral):
                yield expression.value
            elif isinstance(expression, ast.SelectExpression):
                for variant in expression.variants:
                    yield from _texts(variant.value)


def entries(lang: str) -> Iterator[tuple[str, str]]:
    """(key, its text) of every message, term and attribute of ``lang``'s catalogues,
    every selector variant's text included."""
    host = catalogues()
    host.bundle(lang)
    for resource in host.resources[lang]:
        for entry in resource.body:
            if not isinstance(entry, ast.Message | ast.Term):
                continue
            if entry.value is not None:
                yield entry.id.name, " ".join(_texts(entry.value))
            for attribute in entry.attributes:
                yield f"{entry.id.name}.{attribute.id.name}", " ".join(_texts(attribute.value))


def foreign(lang: str, text: str) -> list[str]:
    return [m.group(0) for pattern in FOREIGN.get(lang, ()) for m in pattern.finditer(text)]


def test_every_entry_is_in_its_languages_script() -> None:
    checked = 0
    for lang in languages():
        wrong = [(key, found, text[:120]) for key, text in entries(lang)
                 if (found := foreign(lang, text))]
        assert not wrong, (lang, wrong[:10])
        checked += lang in FOREIGN
    assert checked == 3


def test_no_entry_writes_a_rulebook_icon_as_code() -> None:
    # « Your [2] and [3] room actions » (Cave vs Cave's Equipment Room, en and ja): the
    # rulebook's icon of an action that uses 2 rooms, written as no player reads it.
    for lang in languages():
        wrong = [(key, text) for key, text in entries(lang) if re.search(r"\[\d+\]", text)]
        assert not wrong, (lang, wrong[:5])


def test_the_check_sees_a_foreign_word() -> None:
    assert foreign("en", "Renovation: « plus d'or » is checked")
    assert foreign("en", "Take the Rénovation tile") and foreign("en", "改装")
    assert foreign("fr", "Prenez “Renovation”") and not foreign("fr", "« Rénovation »")
    assert foreign("ja", "«改装»") and not foreign("ja", "「改装」")
    keys = dict(entries("en"))
    assert keys["cvc-reading-10"].startswith("Renovation:")
