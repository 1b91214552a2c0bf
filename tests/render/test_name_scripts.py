"""Every name draws (issue 12): Japanese, Chinese and emoji names come out as glyphs,
never as the missing-glyph box, in the fonts the pictures really use."""

from __future__ import annotations

import unicodedata

import pytest

import render
from render.common.canvas import LoggedCanvas, text_mask
from render.common.fonts import FALLBACKS, FONT_DIR, REGULAR, _truetype, font

NAMES = ("山田 太郎", "さくら", "カタカナ", "王小明", "陳大文", "김민준", "🐉 Drake 🍺", "Zoë 🎲⚒",
         "👨‍👩‍👧 family", "❤️ Léa")


# The box each bundled face draws for a character it lacks (Symbola draws nothing).
def _missing_boxes(size: int) -> set[bytes]:
    out = set()
    for path in (REGULAR, *FALLBACKS):
        mask = _truetype(path, size).getmask("\uffff")
        if mask.getbbox() is not None:
            out.add(bytes(mask))
    return out


def _glyph(char: str, size: int, bold: bool) -> bytes:
    face = next(f for piece, f in font(size, bold).runs(char) if piece)
    return bytes(face.getmask(char))


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("name", NAMES)
def test_every_character_of_a_name_is_a_real_glyph(name: str, bold: bool) -> None:
    boxes = _missing_boxes(30)
    for char in name:
        if not char.strip() or unicodedata.category(char) in ("Cf", "Mn"):
            continue      # spaces, joiners and emoji selectors draw nothing on purpose
        assert _glyph(char, 30, bold) not in boxes, (name, char, hex(ord(char)))
        mask, _, _ = text_mask(char, 30, bold, "la")
        assert mask.getbbox() is not None, (name, char)


def test_the_box_check_can_fail() -> None:
    # Guard: a character no bundled font has does come out as a box.
    assert _glyph("\U0010fffd", 30, False) in _missing_boxes(30)


def test_a_mixed_name_keeps_its_pieces_on_one_line_and_in_order() -> None:
    mask, x0, y0 = text_mask("Ken 健 🎲", 30, True, "lm")
    latin, _, _ = text_mask("Ken", 30, True, "lm")
    assert mask.width > latin.width + 40
    assert mask.height < 60 and -40 < y0 < 0 and 0 <= x0 < 5


@pytest.mark.parametrize("key", ["caverna", "cave-vs-cave", "cavern-tavern"])
def test_the_pictures_draw_such_names(key: str) -> None:
    from rules import get_engine

    engine = get_engine(key)
    view = engine.view(engine.new_game(2, 1), None)
    for seat, name in enumerate(("山田 太郎", "🐉 Drake 🍺")):
        view["players"][seat]["name"] = name
    module = __import__(f"render.{key.replace('-', '_')}", fromlist=["player_canvas"])
    for seat, name in enumerate(("山田 太郎", "🐉 Drake 🍺")):
        canvas = module.player_canvas(view, seat)
        assert isinstance(canvas, LoggedCanvas)
        assert any(name in text for text in canvas.texts)
    assert render.draw_shared(key, view)


def test_fallback_fonts_and_their_licences_are_bundled_small() -> None:
    for path in FALLBACKS:
        assert path.is_file()
    assert "Apache License" in (FONT_DIR / "LICENSE-DroidSansFallback.txt").read_text("utf-8")
    assert "free for any use" in (FONT_DIR / "LICENSE-Symbola.txt").read_text("utf-8")
    total = sum(p.stat().st_size for p in FONT_DIR.glob("*.ttf"))
    assert total < 8 * 1024 * 1024
