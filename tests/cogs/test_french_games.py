"""Issue 14: one whole game of each game in French, through discord.py end to end.

The server's preferred locale and every member's client are French; the driver plays like
people on phones (turn message buttons, "My choices", DMs for the first player). Every
text the bot sent (each request's content, button and menu labels, placeholders, option
labels and descriptions, attachment alt texts) is read back from the fake Discord and
must be French: it holds the French turn phrases, and no sentence of the English
catalogues (a text that skipped the catalogues, or took the wrong language) appears.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from bot.host import GameHost
from bot.i18n import tr
from tests.cogs.channel_traffic import USERS, Driver
from tests.cogs.harness import Harness
from tests.i18n.test_catalogues import entries
from tests.i18n.test_french_typography import ENGLISH_AS_PRINTED, spacing_faults
from tests.i18n.wrong_language import english_sentences

GAMES = [("cave-vs-cave", 2), ("caverna", 2), ("cavern-tavern", 2)]


def sent_texts(payload: Any) -> Iterator[str]:
    """Every string a person reads in a request's JSON payload."""
    if isinstance(payload, dict):
        for key, value in payload.items():
            if key in ("content", "label", "placeholder", "description", "name", "value") \
                    and isinstance(value, str) and key != "value":
                yield value
            elif key not in ("custom_id", "url", "id", "allowed_mentions"):
                yield from sent_texts(value)
    elif isinstance(payload, list):
        for item in payload:
            yield from sent_texts(item)


async def texts_of_a_game(harness: Harness, host: GameHost, key: str, players: int,
                          lang: str) -> list[str]:
    """Every text the bot sent during a whole game played by members whose Discord and
    server speak ``lang`` (shared with the Japanese game test)."""
    harness.guild_locale = lang
    harness.locales = {user: lang for user in USERS}
    before = len(harness.fake.requests)
    traffic = await Driver(harness, host, random.Random(5)).play(key, players)
    assert traffic.moves > 20
    return [text for request in harness.fake.requests[before:]
            for text in sent_texts(request.payload) if text.strip()]


@pytest.mark.parametrize(("key", "players"), GAMES)
async def test_a_whole_game_in_french(harness: Harness, host: GameHost, key: str,
                                      players: int) -> None:
    texts = await texts_of_a_game(harness, host, key, players, "fr")
    everything = "\n".join(texts)
    assert "à vous de jouer" in everything
    assert "Scores finaux" in everything
    english = [s for s in english_sentences("fr") if s in everything]
    assert english == [], english[:5]
    # Engine texts too: no plain English sentence shape anywhere (names aside).
    plain = [t for t in texts if re.search(r"\b(the|your|takes|choose|with)\b", t)]
    assert plain == [], plain[:5]
    # French spacing in every text, the ones code puts together too (« Ann (X); Bob »).
    # (« Nasty dit » cards keep the English titles the French rulebook prints: « Get out! ».)
    printed = re.compile("|".join(re.escape(tr("fr", key)) for key in entries("fr")
                                  if ENGLISH_AS_PRINTED.match(key)))
    unset = {t: spacing_faults(printed.sub("", t)) for t in texts
             if spacing_faults(printed.sub("", t))}
    assert unset == {}, list(unset.items())[:5]
