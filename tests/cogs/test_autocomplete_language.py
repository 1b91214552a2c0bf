"""Every autocomplete suggestion speaks the member's language.

The seat options (/game board player, /mod skip seat, /mod replace seat, /mod kick player)
suggested « Seat 2: Bob (left, seat empty) » to French and Japanese members (language
sample 420-499). The class: for every option of the synced commands that autocompletes,
a suggestion that says more than a player's name is worded differently for a French and a
Japanese member than for an English one."""

from __future__ import annotations

import re
from typing import Any

from bot.host import GameHost
from tests.cogs.conftest import ANN, BOB, CY
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game
from tests.cogs.test_command_surface import synced


def _autocompleted(commands: list[dict[str, Any]], path: str = "") -> list[tuple[str, str]]:
    """(command path, option name) of every option that autocompletes."""
    found = []
    for item in commands:
        if item.get("type", 1) in (1, 2) and "options" in item:
            here = f"{path} {item['name']}".strip()
            found += _autocompleted(item["options"], here)
        elif item.get("autocomplete"):
            found.append((path, item["name"]))
    return found


async def test_every_suggestion_is_in_the_members_language(harness: Harness,
                                                           host: GameHost) -> None:
    options = _autocompleted(list((await synced(harness)).values()))
    assert ("mod skip", "seat") in options and ("game board", "player") in options
    await start_game(harness, "tunnels", ANN, BOB)
    harness.moderators.add(CY)
    names = [s.name for s in (await host.status(CHANNEL_ID)).seats]
    await harness.slash(CY, "mod kick", player="2")   # an empty seat says so too
    checked = 0
    for path, name in options:
        said = {}
        for locale in ("en-US", "fr", "ja"):
            harness.locales[CY] = locale
            said[locale] = [c["name"] for c in await harness.autocomplete(
                CY, path, name, **{name: ""})]
        for index, english in enumerate(said["en-US"]):
            words = english
            for player in names:
                words = words.replace(player, "")
            if not re.search(r"[A-Za-z]{2,}", words):
                continue   # only a name and numbers: the same in every language
            checked += 1
            for locale in ("fr", "ja"):
                assert said[locale][index] != english, (path, name, locale, english)
    assert checked >= 8   # four seat options, two seats each
