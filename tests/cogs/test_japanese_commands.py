"""Slash commands for Japanese clients (issue 29): every command, option and choice has a
``ja`` name and description that Discord accepts, and /mod config offers 日本語."""

from __future__ import annotations

import unicodedata
from typing import Any

from bot.i18n import languages
from cogs.mod import LANGUAGE_CHOICES
from tests.cogs.conftest import ANN
from tests.cogs.harness import Harness
from tests.cogs.test_command_surface import option, synced
from tests.cogs.test_translator import walk


def discord_accepts_name(name: str) -> bool:
    """Discord's rule for command and option names: 1-32 characters among letters,
    numbers, '-' and '_' (``^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``), lower case
    where the script has case."""
    return (0 < len(name) <= 32 and name == name.lower()
            and all(c in "-_" or unicodedata.category(c)[0] in "LN"
                    or unicodedata.category(c) in ("Mn", "Mc") for c in name))


def test_the_name_rule_refuses_what_discord_refuses() -> None:
    assert discord_accepts_name("ゲーム")
    assert discord_accepts_name("ゲームごとのスレッド")
    assert not discord_accepts_name("ゲーム 開始")
    assert not discord_accepts_name("Game")
    assert not discord_accepts_name("あ" * 33)
    assert not discord_accepts_name("名前（任意）")


async def test_synced_commands_carry_japanese_names_and_descriptions(harness: Harness) -> None:
    commands = await synced(harness)
    game = commands["game"]
    assert game["name_localizations"]["ja"] == "ゲーム"
    described = game["description_localizations"]["ja"]
    assert described == "Cavern Host：このチャンネルで洞窟ゲームを遊ぶ"
    assert option(game, "new")["name_localizations"]["ja"] == "新規"
    which = option(game, "new", "game")
    choice = next(c for c in which["choices"] if c["value"] == "caverna")
    assert choice["name_localizations"]["ja"] == "カヴェルナ（1～7人）"
    assert commands["play"]["name_localizations"]["ja"] == "プレイ"


async def test_every_command_option_and_choice_is_in_japanese_and_valid(
        harness: Harness) -> None:
    for path, payload in walk(list((await synced(harness)).values())):
        name = payload.get("name_localizations", {}).get("ja")
        assert name, f"/{path} has no Japanese name"
        assert discord_accepts_name(name), f"/{path}: Discord refuses the name {name!r}"
        description = payload.get("description_localizations", {}).get("ja")
        assert description and len(description) <= 100, f"/{path}: {description!r}"
        for choice in payload.get("choices", []):
            if choice["value"] in languages():
                continue   # a language is named in itself, never translated
            named = choice.get("name_localizations", {}).get("ja")
            assert named and len(named) <= 100, f"/{path} {choice}"


async def test_sibling_names_stay_distinct_in_japanese(harness: Harness) -> None:
    """Discord refuses two subcommands or options of one command with the same name."""
    def check(items: list[dict[str, Any]], where: str) -> None:
        names = [i["name_localizations"]["ja"] for i in items]
        assert len(names) == len(set(names)), f"{where}: {sorted(names)}"
        for item in items:
            check(item.get("options", []), f"{where} {item['name']}")
    check(list((await synced(harness)).values()), "/")


def test_mod_config_offers_japanese_named_in_japanese() -> None:
    assert "日本語" in [c.name for c in LANGUAGE_CHOICES if c.value == "ja"]


async def test_help_rules_and_mod_config_answer_in_japanese(harness: Harness) -> None:
    harness.locales[ANN] = "ja"
    helped = await harness.slash(ANN, "help")
    assert helped.messages[0].ephemeral
    assert "**Cavern Host** は" in helped.text()
    assert "/ゲーム 新規" in helped.text()
    rules = await harness.slash(ANN, "game rules")
    assert "ゲームの始め方" in rules.text() and "手番の進め方" in rules.text()
    caverna = await harness.slash(ANN, "game rules", topic="caverna")
    assert "カヴェルナ" in caverna.text() and "1～7人" in caverna.text()
    harness.moderators.add(ANN)
    configured = await harness.slash(ANN, "mod config", language="ja")
    assert "このチャンネルの公開メッセージと画像の言語：日本語" in configured.text()
