"""Caverna's Japanese words as the Japanese rulebook (seed 004) prints them (ja-252 #49, #53,
#65, #70): a cavern tile or space is 「部屋」 there (「部屋タイル」「1部屋タイル」「2部屋タイル」
「部屋とトンネルタイル」「部屋の内装」), never 「洞窟」. The only 洞窟 left in Caverna's Japanese
texts are furnishing tiles' own names ("Cooking Cave" 「料理の洞窟」 …), which the rulebook
does not print and which name one tile, not the cavern it lies in."""

from __future__ import annotations

import re

from bot.i18n.catalogues import CATALOGUE_DIR

# Names of furnishing tiles: a name, not the word for a cavern.
TILE_NAMES = ("屠殺の洞窟", "料理の洞窟", "作業の洞窟", "採掘の洞窟", "繁殖の洞窟", "平和の洞窟")
CAVERNA_KEY = re.compile(r"^(caverna|guide-caverna|pic-caverna|web-caverna)-")


def caverna_values() -> dict[str, str]:
    """Every Caverna message of the Japanese catalogues, key → raw text (continuation lines
    included), wherever the message lives (pictures and web lines share files)."""
    values: dict[str, str] = {}
    for path in sorted((CATALOGUE_DIR / "ja").glob("*.ftl")):
        key = ""
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("#") or not line.strip():
                continue
            if line[0] not in " \t" and "=" in line:
                key = line.split("=", 1)[0].strip()
                line = line.split("=", 1)[1]
            if CAVERNA_KEY.match(key) or path.name.startswith("caverna"):
                values[key] = values.get(key, "") + line
    return values


def test_caverna_japanese_calls_a_cavern_a_room() -> None:
    values = caverna_values()
    assert len(values) > 300  # the reader really found Caverna's messages
    wrong = {}
    for key, text in values.items():
        for name in TILE_NAMES:
            text = text.replace(name, "")
        if "洞窟" in text:
            wrong[key] = text.strip()
    assert not wrong, wrong


def test_the_rulebooks_cavern_words_are_used() -> None:
    values = caverna_values()
    assert values["caverna-single-cavern"].strip() == "1部屋タイル"  # ルビー2個 1部屋タイル
    assert "部屋" in values["caverna-cell-cav"]
    assert "部屋に内装" in values["caverna-op-furnish"]
