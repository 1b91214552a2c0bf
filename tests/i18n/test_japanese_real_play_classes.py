"""Classes from the fourth Japanese reading's real play (ja-251, ja-252): what one reader saw
once is checked over every Japanese message it could occur in."""

from __future__ import annotations

import re
from functools import cache

import pytest
from fluent.syntax import FluentParser, ast

from bot.i18n import catalogues, localize, tr
from bot.i18n.catalogues import CATALOGUE_DIR
from rules.caverna.ops import _either_or_both
from rules.core.text import Say

# Discord's own name of a permission, quoted as its Japanese interface prints it.
DISCORD_PERMISSION = "@everyone、@here、全てのロールにメンション"


@cache
def _messages() -> dict[str, tuple[str, ast.Message]]:
    # Parsed with spans when a test asks, not at collection: every test process collects.
    found: dict[str, tuple[str, ast.Message]] = {}
    for path in sorted((CATALOGUE_DIR / "ja").glob("*.ftl")):
        text = path.read_text(encoding="utf-8")
        for entry in FluentParser().parse(text).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                found[entry.id.name] = (text, entry)
    return found


def _picture_keys() -> list[str]:
    """The Japanese picture messages that have a value (the bot's own parse of them)."""
    bundle = catalogues().bundle("ja")
    assert bundle is not None
    return sorted(k for k in catalogues().keys("ja")
                  if k.startswith("pic-") and bundle.get_message(k).value is not None)


def _raw(path_text: str, message: ast.Message) -> str:
    span = message.span
    return path_text[span.start:span.end] if span else ""


POINTS = re.compile(r"\{ \$(points|vp|score|delta|change) \}")


def test_negative_numbers_take_the_minus_sign() -> None:
    """« 花子：-9点。 » (ja-251 #102, ja-252 real play 2): Japanese writes −9 as elsewhere."""
    checked = 0
    for key, (text, message) in _messages().items():
        names = {m.group(1) for m in POINTS.finditer(_raw(text, message))}
        if not names:
            continue
        said = tr("ja", key, **dict.fromkeys(names, -9), name="花子", who="花子", goal=50,
                  above=60, verdict="x", count=1, round=1, text="x", label="得点", home=1, total=2)
        assert "-9" not in said, (key, said)
        checked += 1
    assert checked > 5
    assert tr("ja", "pic-name-points", name="花子", points=-9) == "花子：−9点"


def test_all_is_spelt_in_kana() -> None:
    """すべて, as the messages write it; 全て only inside Discord's permission name."""
    wrong = [key for key, (text, message) in _messages().items()
             if "全て" in _raw(text, message).replace(DISCORD_PERMISSION, "")]
    assert wrong == [], wrong


@pytest.mark.parametrize("key", _picture_keys())
def test_picture_labels_do_not_end_on_a_bare_particle(key: str) -> None:
    """« 横坑採掘に » (ja-251 real play 3): a chip ends on its verb, not on に/を/で."""
    value = tr("ja", key, space="横坑採掘", name="花子", text="x", count=1, n=1)
    assert not re.search(r"[^\s}ま][にをで]$", value), (key, value)


def test_option_lists_end_in_their_verb() -> None:
    """« 鍛冶：武器を作成し、レベル3の探索 » (ja-251 real play 7): a clause after し／して ends
    in a verb; a repeated expedition keeps its verb last."""
    forge = Say("Forge a weapon", "caverna-op-forge")
    level3 = Say("Go on a level-3 expedition", "caverna-op-expedition", level=3)
    level1 = Say("Go on a level-1 expedition", "caverna-op-expedition", level=1)
    assert localize(_either_or_both([forge, level3]), "ja") == \
        "武器を作成し、レベル3の探索に行く（どちらか一方でも可）"
    assert localize(_either_or_both([level1, level1]), "ja") == "レベル1の探索に2回行く"


def test_words_the_readers_corrected() -> None:
    """One reading each (ja-251, ja-252 real play): capacity, not free places; dwarfs at home,
    not « returned »; the rulebook's 報酬; a shared picture not saying « your turn »; taking
    nothing; whom the drink goes to."""
    assert "定員" in tr("ja", "pic-caverna-dwarfs-note", count=2, room=2)
    assert "帰宅" not in tr("ja", "pic-caverna-band", name="花子", points=3, home=2, total=2)
    assert tr("ja", "caverna-space-loot") == "報酬"
    assert "あなた" not in tr("ja", "tavern-your-turn")
    assert tr("ja", "tavern-skip") != "省く"
    assert "ナスティに" in tr("ja", "tavern-says-get_me_a_drink-text")
