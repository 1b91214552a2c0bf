"""Japanese on the web table's boards: no Latin space after Japanese punctuation (« 取った人：
Ann » was drawn by a label and a name joined with a space) nor before it, and facts side by
side parted by « ・ », never the half-width « · » (« 部屋 0 · ゴールド 1 »; issue 41 for the
pictures), on the pages of all three games, in their text and their tooltips."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html import unescape

from tests.web.boards import caverna_pages, cvc_pages, tavern_pages

# A space the page shows (between tags, or in a text) after « ：、「（ » or before « ：、。」） »
# (after a sentence's « 。 » a space may part it from a chip that follows: « …します。 8点 »).
_SPACED = re.compile(r"[：、「（] | [：、。」）]")
_TAG = re.compile(r"<[^>]*>")
_TITLE = re.compile(r'title="([^"]*)"')


def _shown(html: str) -> str:
    """The page's text as a browser lays it out: tags gone, runs of white space one space."""
    return re.sub(r"\s+", " ", unescape(_TAG.sub("", html)))


def _pages() -> Iterator[tuple[str, str]]:
    for sample in tavern_pages.samples(3, True)[::3]:
        yield "cavern-tavern", tavern_pages.page(sample.state, 0, "ja")[1]
    for _, state in caverna_pages.corpus()[:12]:
        yield "caverna", caverna_pages.page(state, 0, "ja")
    for state in cvc_pages.spread(2, 1, 4):
        yield "cave-vs-cave", cvc_pages.drawn(state, 0, "ja")


def test_no_space_beside_japanese_punctuation_on_a_board() -> None:
    seen = set()
    for game, html in _pages():
        seen.add(game)
        text = _shown(html)
        spaced = [text[max(0, m.start() - 12):m.end() + 12] for m in _SPACED.finditer(text)]
        assert not spaced, (game, spaced[:5])
        titles = " ".join(unescape(t) for t in _TITLE.findall(html))
        dotted = [s[max(0, m.start() - 12):m.end() + 12]
                  for s in (text, titles) for m in re.finditer("·", s)]
        assert not dotted, (game, dotted[:5])
    assert seen == {"cavern-tavern", "caverna", "cave-vs-cave"}


def test_a_japanese_prompt_holds_no_colon() -> None:
    # A prompt is said after « あなたの番です： » and « Ann： »: one of its own made
    # « あなたの番です：下草：行うことを選んでください ».
    from bot.i18n.catalogues import catalogue_files
    prompts = 0
    for path in catalogue_files("ja"):
        for line in path.read_text(encoding="utf-8").splitlines():
            key, _, value = line.partition(" = ")
            if "prompt" in key.split("-") and "$prompt" not in value:
                prompts += 1
                assert "：" not in value, line
    assert prompts >= 2
