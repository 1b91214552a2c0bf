"""Pictures in Japanese (issue 29): every character the Japanese catalogues can put in a
picture has a glyph in the bundled fonts (no boxes), Japanese words stay in their place
and legible at phone width, and Japanese text, which has no spaces, wraps between
characters."""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

import pytest

import render
from bot.i18n import localize
from bot.i18n.catalogues import CATALOGUE_DIR, parsed_file
from bot.images import named_view
from render.__main__ import play_moves
from render.common.fonts import BOLD, FALLBACKS, REGULAR, font, has_glyph
from render.common.text import fit, units, wrap
from rules import get_engine
from rules.core.text import Say
from tests.i18n.japanese import CatalogueTexts
from tests.render.golden_images import assert_phone_limits
from tests.render.test_phone_width import CASES as PHONE_CASES
from tests.render.test_pictures_language import SERIALS, _pictures, assert_words_in_place

JAPANESE = functools.partial(localize, lang="ja")
NAMES = ("さくら", "太郎", "Ann", "花子", "健一", "美咲", "翔")
PHONE = 400
# Early, middle, crowded, solo and finished games of each game.
CASES = [("cave-vs-cave", 2, 4, 30), ("cave-vs-cave", 1, 3, 5000),
         ("caverna", 7, 3, 150), ("caverna", 3, 2, 120), ("caverna", 1, 3, 5000),
         ("cavern-tavern", 6, 1, 60), ("cavern-tavern", 4, 2, 60),
         ("cavern-tavern", 1, 3, 5000)]
# Drawn by no font on purpose: joiners and the like (render.common.fonts leaves them out).
INVISIBLE = {"\u200b", "\u200c", "\u200d", "\u2060", "\ufe0e", "\ufe0f"}


def catalogue_characters(name: str) -> set[str]:
    """Every character the Japanese catalogue file ``name`` can produce (its texts and
    quoted literals; not its comments, keys or placeholders)."""
    path = Path(CATALOGUE_DIR) / "ja" / name
    texts = CatalogueTexts()
    texts.visit(parsed_file(path))
    return {ch for text in texts.found for ch in text if not ch.isspace()} - INVISIBLE


def missing_glyphs(chars: set[str], bold: bool = False) -> list[str]:
    faces = (BOLD if bold else REGULAR, *FALLBACKS)
    return sorted(ch for ch in chars if not any(has_glyph(face, ch) for face in faces))


def test_the_glyph_check_sees_a_missing_character() -> None:
    # U+E000 is a private-use character no bundled font draws: the check must say so.
    assert missing_glyphs({"\ue000", "あ", "a"}) == ["\ue000"]


@pytest.mark.parametrize("name", ["pictures.ftl", "caverna.ftl", "cave-vs-cave.ftl",
                                  "cavern-tavern.ftl", "texts.ftl"])
def test_every_character_of_the_japanese_catalogues_has_a_glyph(name: str) -> None:
    """The pictures draw pictures.ftl and the games' component names and texts; a
    character no bundled font has would be drawn as a box."""
    chars = catalogue_characters(name)
    assert any(ord(ch) > 0x3000 for ch in chars)      # the Japanese is really read
    assert missing_glyphs(chars) == []
    assert missing_glyphs(chars, bold=True) == []


class Recording:
    """Japanese that notes the pictures' own words (a language of its own for the
    caches, so every cached piece is drawn again and its words are seen)."""

    def __init__(self) -> None:
        self.words: list[str] = []
        self.serial = next(SERIALS)

    def __call__(self, value: Any) -> str:
        if isinstance(value, Say) and value.msg_key == "pic-language":
            return f"ja-recorded-{self.serial}"
        text = JAPANESE(value)
        if isinstance(value, Say) and value.msg_key.startswith("pic-"):
            self.words.append(text)
        return text


@functools.lru_cache(maxsize=16)
def japanese_view(key: str, players: int, seed: int, moves: int) -> dict[str, Any]:
    engine = get_engine(key)
    state, _ = play_moves(engine, players, seed, moves)
    return named_view(engine.view(state, None), dict(enumerate(NAMES[:players])))


@pytest.mark.parametrize(("key", "players", "seed", "moves"), CASES)
def test_japanese_pictures_have_every_glyph_and_keep_words_in_place(
        key: str, players: int, seed: int, moves: int) -> None:
    view = japanese_view(key, players, seed, moves)
    for name, draw in _pictures(key, players).items():
        say = Recording()
        canvas = draw(view, say=say)
        drawn = {ch for text in canvas.texts for ch in text if not ch.isspace()} - INVISIBLE
        assert missing_glyphs(drawn) == [], name
        assert_words_in_place(name, draw, view, canvas, say)
    turn = " ".join(_pictures(key, players)["turn_canvas"](view, say=JAPANESE).texts)
    assert NAMES[0] in turn
    assert any("\u3040" <= ch <= "\u30ff" for ch in turn)   # kana: really Japanese


SENTENCE = ("ドワーフをアクションスペースに配置してください（ルビー1）。"
            "次のラウンドから「子を願う」が使えます。")


def test_japanese_wraps_between_characters_within_the_width() -> None:
    fnt = font(20)
    lines = wrap(SENTENCE, fnt, 200)
    assert len(lines) > 3
    assert "".join(lines) == SENTENCE                  # nothing lost, no space added
    assert all(fnt.getlength(line) <= 200 for line in lines)


def test_japanese_lines_keep_punctuation_with_its_word() -> None:
    """Kinsoku: no line starts with closing punctuation or a long-vowel mark, none ends
    with an opening bracket — at every width."""
    fnt = font(18)
    for width in range(80, 400, 7):     # from the width of the longest unbreakable piece
        lines = wrap(SENTENCE, fnt, width)
        assert "".join(lines) == SENTENCE
        for line in lines[1:]:
            assert line[0] not in "、。）」ー", (width, lines)
        for line in lines[:-1]:
            assert line[-1] not in "（「", (width, lines)


def _wrap_at_spaces(text: str, width: int) -> list[str]:
    """The greedy wrap at spaces that wrap() did before it knew Japanese (a French
    no-break space, U+202F before « : », is no place to break: test_no_break_spaces)."""
    fnt = font(20)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in re.split(r"[^\S\u00a0\u202f\u2007]+", paragraph.strip()):
            candidate = f"{current} {word}" if current else word
            if fnt.getlength(candidate) <= width or not current:
                current = candidate
            else:
                lines.append(current)
                current = word
        lines.append(current)
    return lines


@pytest.mark.parametrize("text", [
    "Place a dwarf on an action space", "Furnish a cavern (room cost + 1 wood)",
    "Meuble une caverne\u202f: coût de la pièce + 1 bois", "  two  spaces\nand a line  ",
    "Cut the Meat · Chores +1 · first-player marker (optional)"])
def test_text_without_japanese_wraps_at_spaces_as_before(text: str) -> None:
    for width in (120, 180, 260):
        assert wrap(text, font(20), width) == _wrap_at_spaces(text, width), width


def test_units_are_words_and_single_wide_characters() -> None:
    assert units("Hello  world.") == [("Hello", False), ("world.", True)]
    # Mixed text: a line may break after a Japanese character, not inside "3/12".
    assert ("ラウンド3/12", False) in units("ラウンド3/12")   # a count stays with its word
    assert units("Caverna — ラウンド")[:3] == [("Caverna", False), ("—", True), ("ラウンド", True)]


def test_a_long_japanese_text_fits_without_shrinking_to_the_minimum() -> None:
    """Without spaces the whole sentence was one 'word': fit shrank it to the minimum
    size before breaking it. Now it wraps at the size it asks for."""
    fitted = fit(SENTENCE, 300, 200, 20)
    assert fitted.size == 20
    assert "".join(fitted.lines) == SENTENCE


def _ink(text: str, size: int, bold: bool) -> int:
    mask, _, _ = font(size, bold).mask(text, "ls")
    return sum(mask.tobytes())  # an "L" mask: one byte of ink per pixel


def test_japanese_headings_are_bold_and_small_bold_stays_legible() -> None:
    """Droid Sans Fallback has no bold face: a bold Japanese heading is outlined (more
    ink, as DejaVu Bold has more than DejaVu), small bold kanji are left unfilled."""
    heading = "カヴェルナ — ゲーム終了"
    assert _ink(heading, 30, True) > 1.15 * _ink(heading, 30, False)
    assert _ink("鉱石採掘", 20, True) == _ink("鉱石採掘", 20, False)
    assert _ink("Caverna", 30, True) > 1.15 * _ink("Caverna", 30, False)


@pytest.mark.parametrize(("key", "players", "seed", "moves"), PHONE_CASES)
def test_japanese_turn_picture_is_legible_at_phone_width(key: str, players: int, seed: int,
                                                          moves: int) -> None:
    """tests/render/test_phone_width.py in Japanese: at 400 px each character stays at
    least 1/45 of the width tall, within the size and width limits of every picture."""
    view = japanese_view(key, players, seed, moves)
    module = __import__(f"render.{key.replace('-', '_')}", fromlist=["turn_canvas"])
    canvas = module.turn_canvas(view, say=JAPANESE)
    png = render.extra_pictures(key)["turn"](view, say=JAPANESE)
    assert len(png) <= 400 * 1024
    width = canvas.image.width
    assert min(canvas.text_sizes) * PHONE / width >= PHONE / 45, (min(canvas.text_sizes), width)
    assert_phone_limits({"turn": canvas})
    drawn = " ".join(canvas.texts)
    assert any("\u3040" <= ch <= "\u30ff" for ch in drawn)


def test_parentheses_drawn_full_width_ink_inside() -> None:
    # ja-231 real play: « Yann（黄） », « （合計1） » drawn with a wide blank inside each
    # bracket (the fallback face centres （）); ja-252: ASCII « 太郎(黒) » read as half-width
    # brackets in a Japanese picture. The CJK glyphs on a full em, their ink moved inward.
    from render.common.fonts import font
    face = font(20)
    assert face.getlength("（合計1）") == face.getlength("合計1") + 2 * face.size
    assert [piece for piece, _ in face.runs("太郎（黒）")] == ["太郎", "（", "黒", "）"]
    # The ink of « （黒） » is narrower than three ems by the two outer blanks.
    mask, _, _ = face.mask("（黒）", "ls")
    assert mask.width <= 3 * face.size - 0.5 * face.size
