"""A picture never breaks a French line at a no-break space, nor drops it: « : », « ; »,
« ! », « ? » stay with the word before them and guillemets with the words inside, as
French typography puts U+202F there. The wrapper took those spaces for ordinary ones: a
picture ended a line on « et « » and began the next with « Magic Potion » »."""

from __future__ import annotations

import pytest

from render.common.fonts import font
from render.common.text import units, wrap
from tests.i18n.french_render import rendered

_STARTS = tuple(":;!?»")


def test_no_french_message_breaks_at_a_no_break_space() -> None:
    found = []
    for key, text in rendered("fr").items():
        for paragraph in text.split("\n"):
            for piece, _ in units(paragraph):
                if piece.startswith(_STARTS) or piece.rstrip("\u202f\u00a0").endswith("«"):
                    found.append((key, piece))
    assert found == [], found[:5]


@pytest.mark.parametrize("width", [120, 200, 300])
def test_wrapped_lines_keep_their_no_break_spaces(width: int) -> None:
    text = ("Bloquées\u202f: «\u202fSirop ou Pierres\u202f», «\u202fObjet\u202f» et "
            "«\u202fRéparer le toit\u202f»")
    lines = wrap(text, font(16), width)
    assert "".join(lines).count("\u202f") == text.count("\u202f"), lines
    assert not any(line.startswith(_STARTS) or line.endswith("«") for line in lines), lines
