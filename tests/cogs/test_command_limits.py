"""Item 1 of issue 40: the commands the bot syncs, in every language, within Discord's limits.

Discord refuses the whole bulk overwrite when one string breaks one limit, so a catalogue
edit (a French choice name of 102 characters) left a real server with no commands at all.
The payload here is the one discord.py sends, localised through the bot's translator."""

from __future__ import annotations

import discord

from bot.i18n import languages
from tests.cogs.command_limits import characters, name_problem, problems
from tests.cogs.harness import Harness
from tests.cogs.test_command_surface import synced
from tests.cogs.test_translator import walk


async def test_every_synced_command_in_every_language_is_within_discords_limits(
        harness: Harness) -> None:
    commands = list((await synced(harness)).values())
    assert problems(commands) == []
    # Every language of the bot is in the payload (else the check above proved nothing).
    sent = {locale for _, payload in walk(commands)
            for locale in payload.get("name_localizations", {})}
    for lang in languages():
        if lang != "en":
            assert any(locale.split("-")[0] == lang for locale in sent), lang


def test_the_checker_finds_what_discord_refuses() -> None:
    # The checker itself: each broken payload names its limit.
    good = {"name": "game", "description": "Play", "type": 1, "options": [
        {"name": "level", "description": "How strong", "type": 3, "choices": [
            {"name": "Hard", "value": "hard", "name_localizations": {"fr": "Difficile"}}]}]}
    assert problems([good]) == []
    long_choice = {**good, "options": [{**good["options"][0], "choices": [
        {"name": "Hard", "value": "hard", "name_localizations": {"fr": "d" * 101}}]}]}
    assert "101 characters" in problems([long_choice])[0]
    assert name_problem("Partie") == "is not lowercase"
    assert name_problem("game new") is not None and name_problem("ゲーム") is None
    assert name_problem("x" * 33) is not None
    mixed = {**good, "options": [{"name": "new", "description": "d", "type": 1},
                                 {"name": "seat", "description": "d", "type": 4}]}
    assert any("mixed" in p for p in problems([mixed]))
    # The 8000 counts each field at its longest localisation, not their sum.
    many = {"name": "a", "description": "d" * 100,
            "description_localizations": {"fr": "f" * 100, "ja": "j" * 50}}
    assert characters(many) == 101
    assert discord.Locale.french.value == "fr"
