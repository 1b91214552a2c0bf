"""Issue 41: where a picture may break a Japanese line. A number stays with the word it
counts (« +亜麻 / 1 » was cut), and a katakana word is never cut (« +ド / ワーフ »).
Every message of the Japanese catalogues that pictures and boards draw, and every
game's goods with counts, with values of the right kind: no place the line breaker may
break (render.common.text.units) falls inside a katakana word or between a number and
the kana or kanji written against it; and fitted into boxes a word fits in, no line
ends or starts there."""

from __future__ import annotations

import itertools
import random

from benchmarks.language_sample import _things, catalogue_entries, made_up
from bot.i18n import tr
from render.common.text import _katakana, fit, units

NUMBER = set("0123456789")
FILES = ("pictures.ftl", "cave-vs-cave.ftl", "caverna.ftl", "cavern-tavern.ftl",
         "web-cavern-tavern.ftl")


def _letter(ch: str) -> bool:
    return "\u3041" <= ch <= "\u30fa" or "\u4e00" <= ch <= "\u9fff" or ch == "ー"


def _texts() -> list[str]:
    entries = catalogue_entries("ja")
    things = _things(entries, "ja")
    rng = random.Random(41)
    out = [tr("ja", key, **made_up(entry, rng, things, "ja"))
           for key, entry in entries.items() if entry.file in FILES]
    out += [f"+{tr('ja', 'cvc-amount', good=g, count=n)}"
            for g in ("wood", "stone", "emmer", "flax", "food", "gold") for n in (1, 12)]
    out += ["+ドワーフ", "+亜麻1", "第3ラウンド", "ラウンド3/12"]
    return out


def _bad(a: str, b: str) -> bool:
    return ((_katakana(a) and _katakana(b)) or (a in NUMBER and _letter(b))
            or (_letter(a) and b in NUMBER))


def test_japanese_text_may_not_break_inside_a_word_or_a_count() -> None:
    texts = _texts()
    assert len(texts) > 300
    bad = []
    for text in texts:
        for paragraph in text.split("\n"):
            pieces = units(paragraph)
            for (first, _), (second, space) in itertools.pairwise(pieces):
                if not space and _bad(first[-1], second[0]):
                    bad.append((first, second, paragraph))
    assert bad == [], bad[:6]


def test_fitted_japanese_lines_keep_counts_with_their_words() -> None:
    for text in ("+亜麻1", "+ドワーフ", "食料2を獲得、小麦1を獲得", "第3ラウンドで公開"):
        for width in range(100, 220, 10):   # a box the word itself fits in
            lines = fit(text, width, 400, 20, max_lines=12).lines
            for before, after in itertools.pairwise(lines):
                assert not _bad(before[-1], after[0]), (text, width, lines)
