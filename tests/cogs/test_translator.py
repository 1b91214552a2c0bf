"""Slash commands as Discord receives them when syncing: French names and descriptions
for French clients, through the catalogue translator set on the tree."""

from __future__ import annotations

from typing import Any

from bot.i18n import languages, tr
from tests.cogs.harness import Harness
from tests.cogs.test_command_surface import option, synced
from tests.i18n.french_render import spaced


def walk(commands: list[dict[str, Any]], path: str = "") -> list[tuple[str, dict[str, Any]]]:
    """Every command, group and option payload with its path ("game new game")."""
    found = []
    for c in commands:
        here = f"{path} {c['name']}".strip()
        found.append((here, c))
        found.extend(walk(c.get("options", []), here))
    return found


async def test_synced_commands_carry_french_names_and_descriptions(harness: Harness) -> None:
    commands = await synced(harness)
    game = commands["game"]
    assert game["name_localizations"]["fr"] == "partie"
    assert spaced(game["description_localizations"]["fr"]) == (
        "Cavern Host : Jouer ici à un jeu de cavernes")
    new = option(game, "new")
    assert new["name_localizations"]["fr"] == "nouvelle"
    which = option(game, "new", "game")
    assert which["name_localizations"]["fr"] == "jeu"
    assert which["description_localizations"]["fr"] == "Le jeu auquel jouer"
    choice = next(c for c in which["choices"] if c["value"] == "cave-vs-cave")
    assert spaced(choice["name_localizations"]["fr"]).startswith("Caverna : Caverne contre Caverne")
    assert commands["play"]["name_localizations"]["fr"] == "jouer"
    assert option(commands["mod"], "config")["name_localizations"]["fr"] == "réglages"
    # English clients read the source text: no English localisation is sent.
    assert "en-US" not in game.get("name_localizations", {})


async def test_every_command_and_option_is_translated_and_keys_match_the_code(
        harness: Harness) -> None:
    for path, payload in walk(list((await synced(harness)).values())):
        french = payload.get("name_localizations", {}).get("fr")
        assert french, f"/{path} has no French name"
        assert payload.get("description_localizations", {}).get("fr"), f"/{path}"
        # The English catalogue repeats each name: a renamed command shows up here.
        kind = "opt" if payload.get("type", 1) >= 3 else "cmd"
        key = f"opt-{payload['name']}" if kind == "opt" else "cmd-" + path.replace(" ", "-")
        assert tr("en", key) == payload["name"], key
        for choice in payload.get("choices", []):
            if choice["value"] in languages():
                continue   # a language is named in itself ("Français"), never translated
            assert choice.get("name_localizations", {}).get("fr"), f"/{path} {choice}"
