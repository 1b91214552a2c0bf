"""The web table's text in French and Japanese punctuation, on the pages of all three
games, in what they show and in their tooltips.

The catalogue tests check each message; a page also joins messages in code. Caverna's
tile with a points table (« 5 nains : 5; 6 nains : 10 », « ドワーフ5人：5; ドワーフ6人：
10 ») was joined with a hard-coded « ; »: French wants its narrow space before it,
Japanese a « 、 ». The class: no French page text breaks French spacing, and no Japanese
page text holds a half-width « ; » or a half-width « : , ! ? » against a Japanese
character."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html import unescape

import pytest

from bot.i18n import localizer
from render.caverna.glyphs import bonus_text
from render.common.words import speaking
from rules.caverna.data import FURNISHINGS
from tests.i18n.test_french_typography import spacing_faults
from tests.web.boards import caverna_pages, cvc_pages, tavern_pages

_TAG = re.compile(r"<[^>]*>")
_SAID = re.compile(r'(?:title|aria-label|alt|placeholder)="([^"]*)"')
JAPANESE = r"[\u3040-\u30ff\u4e00-\u9fff\u3000-\u303f\uff01-\uff5e]"
HALF_WIDTH = re.compile(rf";|{JAPANESE}[:,!?]|[:,!?]{JAPANESE}")
# Goods added up « ルビー1 + 鉱石1 »: Japanese writes 「ルビー1＋鉱石1」 (the catalogues' rule,
# tests/i18n/test_japanese_self_review.py), and « A / B » for alternatives 「A／B」.
SPACED_SIGN = re.compile(rf"{JAPANESE}\d* [+/] \S")


def _texts(html: str) -> list[str]:
    """The page's text, each element's apart (a face-down tile's lone « ? » is a glyph, not
    a question mark), runs of ordinary white space one space (a narrow no-break space
    stays), then each tooltip and label."""
    shown = re.sub(r"[ \t\r\n]+", " ", unescape(_TAG.sub(" ", html)))
    shown = re.sub(r" \? ", " ", shown)
    return [shown, *(unescape(t) for t in _SAID.findall(html))]


def _pages(lang: str) -> Iterator[tuple[str, str]]:
    for sample in tavern_pages.samples(3, True)[::3]:
        yield "cavern-tavern", tavern_pages.page(sample.state, 0, lang)[1]
    for _, state in caverna_pages.corpus()[:12]:
        yield "caverna", caverna_pages.page(state, 0, lang)
    for state in cvc_pages.spread(2, 1, 4):
        yield "cave-vs-cave", cvc_pages.drawn(state, 0, lang)


def _faults(lang: str, text: str) -> list[str]:
    if lang == "fr":
        return spacing_faults(text)
    return [text[max(0, m.start() - 12):m.end() + 12]
            for pattern in (HALF_WIDTH, SPACED_SIGN) for m in pattern.finditer(text)]


@pytest.mark.parametrize("lang", ["fr", "ja"])
def test_every_page_text_is_punctuated_as_its_language_does(lang: str) -> None:
    seen = set()
    for game, html in _pages(lang):
        seen.add(game)
        bad = [fault for text in _texts(html) for fault in _faults(lang, text)]
        assert not bad, (game, bad[:5])
    assert seen == {"cavern-tavern", "caverna", "cave-vs-cave"}


@pytest.mark.parametrize("lang", ["fr", "ja"])
def test_a_points_table_is_joined_in_the_readers_language(lang: str) -> None:
    # The one tile with a table, whatever the sampled games happened to offer.
    tables = [tile for tile, data in FURNISHINGS.items()
              if isinstance(data.get("bonus"), dict) and "table" in data["bonus"]]
    assert tables
    with speaking(localizer(lang)):
        said = [bonus_text(tile, FURNISHINGS[tile]["bonus"]) for tile in tables]
    assert all(not _faults(lang, text) for text in said), said
    assert all(("、" if lang == "ja" else "\u202f;") in text for text in said), said
