"""The shared drawing pieces: bundled font coverage, text fitting, palette PNGs, geometry."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw

from render.common.canvas import Canvas, LoggedCanvas, make_stamp
from render.common.fonts import BOLD, FONT_DIR, MIN_TEXT_PX, REGULAR, font
from render.common.geometry import Rect, columns, grid, rows
from render.common.palette import BACKGROUND, INK, palette_colours
from render.common.png import encode_png
from render.common.text import ELLIPSIS, fit, wrap


def _glyph_mask(text: str, size: int = 40, bold: bool = False) -> bytes:
    image = Image.new("L", (size * len(text) + 20, size * 2), 0)
    ImageDraw.Draw(image).text((10, 10), text, font=font(size, bold).main, fill=255)
    return image.tobytes()


def test_fonts_and_licence_are_bundled() -> None:
    assert REGULAR.is_file() and BOLD.is_file()
    licence = (FONT_DIR / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream" in licence


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("char", ["é", "à", "ç", "É", "ô", "—", "…"])
def test_accented_letters_are_real_glyphs_not_boxes(char: str, bold: bool) -> None:
    # A missing glyph draws the font's .notdef box: every missing letter looks the same.
    fnt = font(40, bold)
    missing = _glyph_mask("\uffff", bold=bold)
    assert _glyph_mask(char, bold=bold) != missing
    assert fnt.main.getmask(char).getbbox() is not None
    # "é" must differ from plain "e" (an accent really is drawn), not fall back to it.
    if char in "éàçÉô":
        base = {"é": "e", "à": "a", "ç": "c", "É": "E", "ô": "o"}[char]
        assert _glyph_mask(char, bold=bold) != _glyph_mask(base, bold=bold)


def test_french_room_names_render_without_missing_glyph_boxes() -> None:
    missing = _glyph_mask("\uffff")
    for name in ("Entrée", "Salle à manger", "Décoration", "Rénovation", "Maçonnerie"):
        for ch in set(name) - {" "}:
            assert _glyph_mask(ch) != missing, (name, ch)


def test_the_missing_glyph_check_can_fail() -> None:
    # Guard: a code point DejaVu lacks really does produce the .notdef box.
    assert _glyph_mask("\U0001f9c0") == _glyph_mask("\uffff")


def test_fonts_are_loaded_once_and_refuse_unreadable_sizes() -> None:
    assert font(20) is font(20)
    with pytest.raises(ValueError):
        font(MIN_TEXT_PX - 1)


def test_wrap_breaks_at_spaces_and_inside_overlong_words() -> None:
    fnt = font(16)
    lines = wrap("Salle à manger du trésor", fnt, 90)
    assert len(lines) >= 2 and all(fnt.getlength(line) <= 90 for line in lines)
    assert " ".join(lines).replace("  ", " ") == "Salle à manger du trésor"
    long_word = wrap("Supercalifragilistic", fnt, 60)
    assert "".join(long_word) == "Supercalifragilistic"
    assert all(fnt.getlength(piece) <= 60 for piece in long_word)


def test_fit_shrinks_before_wrapping_past_the_box_and_never_below_minimum() -> None:
    roomy = fit("Tunnel", 300, 60, 28)
    assert roomy.size == 28 and roomy.lines == ("Tunnel",)
    tight = fit("Furniture Workshop", 120, 50, 28, bold=True)
    assert MIN_TEXT_PX <= tight.size < 28 and tight.height <= 50
    for line in tight.lines:
        assert tight.font.getlength(line) <= 120
    hopeless = fit("A very long text that can never fit in this box", 80, 20, 24)
    assert hopeless.size == MIN_TEXT_PX and len(hopeless.lines) == 1
    assert hopeless.lines[0].endswith(ELLIPSIS)
    assert hopeless.font.getlength(hopeless.lines[0]) <= 80


def test_palette_is_at_most_256_colours_with_the_base_first() -> None:
    colours = palette_colours()
    assert len(colours) <= 256 and len(set(colours)) == len(colours)
    assert colours[0] == INK and BACKGROUND in colours


def test_png_is_palette_mode_and_deterministic() -> None:
    def draw() -> bytes:
        canvas = Canvas(300, 120, BACKGROUND)
        canvas.rect(Rect(10, 10, 100, 60), fill=(230, 159, 0), outline=INK, width=3)
        canvas.text_in(Rect(10, 70, 280, 40), "Entrée — Salle à manger", 20, INK)
        return canvas.png()

    first, second = draw(), draw()
    assert first == second
    image = Image.open(io.BytesIO(first))
    assert image.format == "PNG" and image.mode == "P" and image.size == (300, 120)
    # Solid colours of the fixed palette come back exactly.
    assert image.convert("RGB").getpixel((50, 40)) == (230, 159, 0)


def test_encode_png_of_a_different_picture_differs() -> None:
    a = Image.new("RGB", (20, 20), BACKGROUND)
    b = a.copy()
    b.putpixel((3, 3), INK)
    assert encode_png(a) != encode_png(b)


def test_canvas_records_text_sizes_and_refuses_tiny_text() -> None:
    canvas = Canvas(200, 100, BACKGROUND)
    canvas.text((5, 5), "Or 12", 18, INK)
    canvas.text_in(Rect(0, 40, 200, 60), "Rénovation", 30, INK, bold=True)
    assert canvas.min_text_size == 18
    assert all(x0 >= 0 and x1 <= 200 for x0, _, x1, _ in canvas.text_boxes)
    with pytest.raises(ValueError):
        canvas.text((5, 5), "tiny", 10, INK)


def _piece(canvas: Canvas, area: Rect) -> None:
    canvas.rect(area, fill=INK, outline=BACKGROUND, width=2, radius=6)
    canvas.text_in(area.inset(4), "Rénovation du four", 18, BACKGROUND, bold=True)


def test_a_stamp_pastes_the_same_pixels_and_text_as_drawing_in_place() -> None:
    area = Rect(37, 21, 120, 60)
    in_place = LoggedCanvas(200, 100, BACKGROUND)
    _piece(in_place, area)
    stamped = LoggedCanvas(200, 100, BACKGROUND)
    stamped.stamp(make_stamp(area.w, area.h, BACKGROUND,
                             lambda c: _piece(c, Rect(0, 0, area.w, area.h))), (area.x, area.y))
    assert stamped.image.tobytes() == in_place.image.tobytes()
    # The secrecy and readability tests read these: a pasted piece must still count.
    assert stamped.texts == in_place.texts and stamped.texts
    assert stamped.text_boxes == in_place.text_boxes
    assert stamped.text_sizes == in_place.text_sizes


def test_geometry_splits_without_overlap() -> None:
    area = Rect(10, 20, 300, 100)
    cols = columns(area, 3, 10)
    assert [c.w for c in cols] == [93, 93, 93]
    assert not any(a.overlaps(b) for a in cols for b in cols if a is not b)
    assert all(area.contains(c) for c in cols)
    assert all(area.contains(r) for r in rows(area, 4, 5))
    cells = grid(0, 0, 50, 40, 5, 7, 3)
    assert cells[3] == Rect(0, 45, 50, 40) and len(cells) == 7
    assert area.inset(5).box == (15, 25, 304, 114)
