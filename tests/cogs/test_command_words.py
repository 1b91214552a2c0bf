"""The slash commands as a member reads them in the Discord picker, in every language.

Each text of the synced payload (command, group, option and choice names, command and
option descriptions) is checked as the catalogue tests check the bot's messages: it is
there in every language, French gets French spacing, Japanese its full-width punctuation,
and none was cut to fit. The brand the code puts before each command description was the
one text that skipped these checks: « Cavern Host: Jouer ici… » had no French space
before the colon, « Cavern Host: このチャンネルで… » a half-width one, and the French
/mod kick description, 100 characters once branded, would have been cut with « … »."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from bot.i18n import languages, tr
from cogs.branding import MAX_DESCRIPTION, branded
from tests.cogs.harness import Harness
from tests.cogs.test_command_surface import synced
from tests.cogs.test_translator import walk
from tests.i18n.test_catalogues import entries
from tests.i18n.test_french_typography import spacing_faults

# Half-width punctuation a Japanese text writes full-width (：；、（）！？).
HALF_WIDTH = re.compile(r"[:;,()!?]")


def localised(commands: list[dict[str, Any]], lang: str) -> Iterator[tuple[str, str | None]]:
    """Every text the picker shows a ``lang`` member: (where, text or None if missing)."""
    for path, payload in walk(commands):
        for field in ("name", "description"):
            yield f"/{path} {field}", payload.get(f"{field}_localizations", {}).get(lang)
        for choice in payload.get("choices", []):
            if choice["value"] in languages():
                continue   # a language is named in itself (« Français »), never translated
            yield f"/{path} choice {choice['value']}", \
                choice.get("name_localizations", {}).get(lang)


def faults(lang: str, text: str) -> list[str]:
    if text.endswith("…"):
        return ["cut to fit"]
    if lang == "fr":
        return spacing_faults(text)
    if lang == "ja":
        return HALF_WIDTH.findall(text)
    return []


async def test_every_command_text_is_in_every_language_and_reads_as_written_in_it(
        harness: Harness) -> None:
    commands = list((await synced(harness)).values())
    others = [lang for lang in languages() if lang != "en"]
    assert {"fr", "ja"} <= set(others)
    for lang in others:
        texts = list(localised(commands, lang))
        missing = [where for where, text in texts if not text]
        assert not missing, (lang, missing)
        bad = {where: (text, faults(lang, text)) for where, text in texts
               if text and faults(lang, text)}
        assert not bad, (lang, bad)
    # The brand itself is said in each language's punctuation.
    game = next(c for c in commands if c["name"] == "game")
    assert game["description_localizations"]["fr"].startswith("Cavern Host\u202f: ")
    assert game["description_localizations"]["ja"].startswith("Cavern Host：")
    assert game["description"].startswith("Cavern Host: ")


def test_no_command_description_is_cut_once_branded() -> None:
    # Every description of every catalogue, not only the ones synced today.
    for lang in languages():
        for key in entries(lang):
            if key.startswith("cmd-") and key.endswith("-desc"):
                text = branded(tr(lang, key), lang)
                assert len(text) <= MAX_DESCRIPTION and not text.endswith("…"), (lang, key)


def test_the_checks_see_what_the_old_brand_did() -> None:
    assert faults("fr", "Cavern Host: Jouer ici")
    assert faults("ja", "Cavern Host: 遊ぶ")
    assert faults("fr", "Cavern Host\u202f: Retirer un joueur…")
    assert not faults("fr", branded(tr("fr", "cmd-game-desc"), "fr"))
    assert not faults("ja", branded(tr("ja", "cmd-game-desc"), "ja"))
