"""A whole game of each game in Japanese through the host (issue 29), as the pseudo-locale
run does: the channel's language and every reader's language are Japanese, and every
text a person reads (lobby, turn messages, prompts, buttons, events, results, direct
messages, private texts, /game status, board, hand, log and score) holds no English."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.i18n.japanese import english_in
from tests.i18n.test_pseudo_locale import whole_game
from tests.i18n.wrong_language import english_sentences
from tests.sizes import full_runs

JA = "ja"
# Three players of Cavern Tavern in CI (CAVERN_FULL_RUNS=1); two through discord.py always
# (tests/cogs/test_japanese_games.py).
GAMES = [("cave-vs-cave", 2), ("cave-vs-cave", 1), ("caverna", 3), ("cavern-tavern", 1),
         *([("cavern-tavern", 3)] if full_runs() else [])]


def test_the_check_sees_english() -> None:
    assert english_in("Ann が Take 2 wood を選択")
    assert english_in("ラウンド3：Place a dwarf")
    assert not english_in("Ann さんが木材2を得ました（Bob、Cy）。VP 3、cave-vs-cave")


@pytest.mark.parametrize(("key", "players"), GAMES)
async def test_a_whole_game_in_japanese(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str, players: int) -> None:
    reader = await whole_game(tmp_path, monkeypatch, key, players, JA)
    assert len(reader.texts) > 100
    everything = "\n".join(reader.texts)
    assert "最終得点" in everything or "ソロ" in everything
    english = [t for t in reader.texts if english_in(t)]
    assert english == [], english[:5]
    english = [s for s in english_sentences(JA) if s in everything]
    assert english == [], english[:5]
