"""Graded classes of the third Japanese reading (seeds 231/232).

(a) Japanese typography puts no half-width space between Japanese text and a name written
    in Latin letters or given by a placeable: « { $title } の卓 » reads as a gap
    (« カヴェルナ の卓 »). The rule, precisely: in a Japanese catalogue value, no half-width
    space stands between a Japanese character (kana, kanji, full-width punctuation) and
    either a placeable or a Latin word that begins with a capital (a name: « Discord »,
    « Cavern Host »). Kept: words a player types (lowercase command words and values such as
    « help », « join », « true », placeholders in capitals such as « NAME », option names),
    whose space separates them as the command line does; placeables that hold such words
    (« { $keys } », « { $again } », « { $folder } »); and the gap after a rank (« 1位 Anaïs »),
    a column separator.
(b) A player-facing text never names the project's internal sources (« BGA », « Board Game
    Arena », « the code »): every language's catalogue.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import ast

from bot.i18n.catalogues import catalogue_files, parsed_file
from tests.i18n.pattern_texts import pattern_texts

JAPANESE = r"[\u3040-\u30ff\u4e00-\u9fff\u3000-\u303f\uff01-\uff5e]"
# What a placeable holds when it is a typed word, not a name.
TYPED = frozenset({"keys", "again", "folder", "key", "permissions", "command"})
# Option values a player types after « name: » (« コンピューター:True »).
TYPED_WORDS = frozenset({"True", "False"})
NAME_WORD = r"[A-Z][a-z]"
SPACE_BEFORE = re.compile(rf"{JAPANESE} +(?:\{{\$(\w+)\}}|{NAME_WORD})")
INTERNAL = re.compile(r"\bBGA\b|Board Game Arena|\bcode\b|\bcode source\b|コード",
                      re.IGNORECASE)


def _values(lang: str) -> list[tuple[str, str]]:
    found = []
    for path in catalogue_files(lang):
        resource = parsed_file(Path(path))
        for entry in resource.body:
            if isinstance(entry, (ast.Message, ast.Term)) and entry.value is not None:
                found.extend((entry.id.name, text)
                             for text in pattern_texts(entry.value, names=True))
    return found


def _gaps(text: str) -> list[str]:
    bad = []
    for match in SPACE_BEFORE.finditer(text):
        if match.group(1) not in TYPED and not match.group().startswith("位"):
            bad.append(match.group())
    for match in re.finditer(rf"\{{\$(\w+)\}} +{JAPANESE}", text):
        start = match.start()
        if match.group(1) not in TYPED and not text[:start].endswith("位"):
            bad.append(match.group())
    for match in re.finditer(rf"\b({NAME_WORD}[A-Za-z]*) +{JAPANESE}", text):
        if match.group(1) not in TYPED_WORDS:
            bad.append(match.group())
    return bad


def test_the_rule_catches_the_graded_gap() -> None:
    assert _gaps("{$title} の卓へのリンク")
    assert _gaps("Cavern Host コンソールです。")
    assert not _gaps("help でコマンド一覧、join NAME と入力")
    assert not _gaps("{$place}位 {$name}：5点")


def test_no_half_width_space_around_names_in_japanese() -> None:
    bad = [(key, gap) for key, text in _values("ja") for gap in _gaps(text)]
    assert not bad, bad


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
def test_no_internal_sources_in_player_texts(lang: str) -> None:
    bad = [(key, text) for key, text in _values(lang) if INTERNAL.search(text)]
    assert not bad, bad
