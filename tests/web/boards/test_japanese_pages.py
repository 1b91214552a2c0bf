"""Japanese on the web table's boards: no Latin space after Japanese punctuation (« 取った人：
Ann » was drawn by a label and a name joined with a space) nor before it, on the pages of
all three games."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html import unescape

from tests.web.boards import caverna_pages, cvc_pages, tavern_pages

# A space the page shows (between tags, or in a text) after « ：、「（ » or before « ：、。」） »
# (after a sentence's « 。 » a space may part it from a chip that follows: « …します。 8点 »).
_SPACED = re.compile(r"[：、「（] | [：、。」）]")
_TAG = re.compile(r"<[^>]*>")


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
    assert seen == {"cavern-tavern", "caverna", "cave-vs-cave"}
