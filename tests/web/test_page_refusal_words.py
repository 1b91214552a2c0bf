"""A refusal read on the web table never sends its reader to a Discord command to look again.

The host's messages say « Look again with /game status » to a member on Discord; on a page the
way to look again is to refresh the table (web.app.PAGE_WORDS). The class test reads every
message the host and the web table can raise and fails on one that points at a looking
command (/game status, /game score, /game board, /game hand, /play) with no page wording."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.i18n import Msg, localize, tr
from web.app import PAGE_WORDS, page_worded

ROOT = Path(__file__).resolve().parents[2]
# Looking again at the game: the page itself does that. (Lobby, moderator and channel
# commands stay Discord's: the page cannot do them, so naming them is right.)
LOOKING = re.compile(r"/game (status|score|board|hand)\b|/play\b")
# Raised only by Discord adapters' own paths, never answered to a page.
DISCORD_ONLY = {"play-not-an-option"}


def raised_keys() -> set[str]:
    keys: set[str] = set()
    for folder in ("bot", "web"):
        for path in (ROOT / folder).rglob("*.py"):
            keys |= set(re.findall(r'Msg\("([a-z0-9-]+)"', path.read_text(encoding="utf-8")))
    return keys


def test_every_refusal_that_sends_to_a_looking_command_has_page_words() -> None:
    pointing = set()
    for key in raised_keys():
        try:
            text = tr("en", key)
        except Exception:  # a message with values: read its source line instead
            text = _source_line(key)
        if LOOKING.search(text):
            pointing.add(key)
    assert pointing, "the scan reads no message at all: the pattern or the catalogue moved"
    missing = sorted(pointing - PAGE_WORDS.keys() - DISCORD_ONLY)
    assert not missing, f"these would tell a page's reader to use a Discord command: {missing}"


def _source_line(key: str) -> str:
    for path in (ROOT / "bot/i18n/catalogues/en").glob("*.ftl"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith(f"{key} ="):
                return line
    return ""


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
@pytest.mark.parametrize("key", sorted(PAGE_WORDS))
def test_page_words_say_refresh_and_name_no_command(key: str, lang: str) -> None:
    said = localize(page_worded(Msg(key)), lang)
    assert "/" not in said, said
    assert said != localize(Msg(key), lang)
