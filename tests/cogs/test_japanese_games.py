"""Issue 29: a whole game in Japanese through discord.py end to end (the other games are
played in Japanese through the host in tests/i18n/test_japanese_games.py).

The server's preferred locale and every member's client are Japanese; the driver plays
like people on phones. Every text the bot sent is read back from the fake Discord: it
holds the Japanese turn phrases, and no English sentence (a text that skipped the
catalogues, or took the wrong language) appears.
"""

from __future__ import annotations

import re

import pytest

from bot.host import GameHost
from tests.cogs.harness import Harness
from tests.cogs.test_french_games import texts_of_a_game
from tests.i18n.japanese import english_in
from tests.i18n.wrong_language import english_sentences
from tests.web.boards.test_page_typography import HALF_WIDTH

GAMES = [("cave-vs-cave", 2), ("caverna", 2), ("cavern-tavern", 2)]
# A half-width space after a Japanese full stop, within a line.
SPACED_STOP = re.compile(r"[。！？] +(?=\S)")


@pytest.mark.parametrize(("key", "players"), GAMES)
async def test_a_whole_game_in_japanese(harness: Harness, host: GameHost, key: str,
                                        players: int) -> None:
    texts = await texts_of_a_game(harness, host, key, players, "ja")
    everything = "\n".join(texts)
    assert "あなたの手番です" in everything
    assert "最終得点" in everything
    english = [s for s in english_sentences("ja") if s in everything]
    assert english == [], english[:5]
    plain = [t for t in texts if english_in(t)]
    assert plain == [], plain[:5]

    # Full-width punctuation in every text, the ones code puts together too (« Ann（…）;
    # Bob（…） », « …しました。 Bobさんが… »).
    half = [t for t in texts if HALF_WIDTH.search(t) or SPACED_STOP.search(t)]
    assert half == [], half[:5]
