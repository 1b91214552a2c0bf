"""A whole game of each game in Japanese through the host (issue 29), as the pseudo-locale
run does: the channel's language and every reader's language are Japanese, and every
text a person reads (lobby, turn messages, prompts, buttons, events, results, direct
messages, private texts, /game status, board, hand, log and score) holds no English."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.host.languages import LanguageService
from bot.outcomes import StartOutcome
from bot.store import Database
from tests.bot.conftest import ANN, BOB, CHANNEL, CY, GUILD, Clock, make_host
from tests.i18n.japanese import english_in, english_sentences
from tests.i18n.test_pseudo_locale import Reader, play

JA = "ja"
USERS = ((ANN, "Ann"), (BOB, "Bob"), (CY, "Cy"))
GAMES = [("cave-vs-cave", 2), ("cave-vs-cave", 1), ("caverna", 3), ("cavern-tavern", 3),
         ("cavern-tavern", 1)]


def test_the_check_sees_english() -> None:
    assert english_in("Ann が Take 2 wood を選択")
    assert english_in("ラウンド3：Place a dwarf")
    assert not english_in("Ann さんが木材2を得ました（Bob、Cy）。VP 3、cave-vs-cave")


@pytest.mark.parametrize(("key", "players"), GAMES)
async def test_a_whole_game_in_japanese(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str, players: int) -> None:
    async def japanese_channel(self: LanguageService, conn: object, channel_id: int) -> str:
        return JA
    monkeypatch.setattr(LanguageService, "public_language", japanese_channel)
    db = await Database.open(tmp_path / "ja.db")
    try:
        host = make_host(db, Clock())
        await host.notify(ANN, True)   # direct messages are read too
        reader = Reader(JA)
        lobby = await host.new_game(CHANNEL, GUILD, ANN, "Ann", key, players)
        reader.read(lobby.text)
        for user, name in USERS[1:players]:
            reader.read((await host.join(CHANNEL, user, name)).text)
        started: StartOutcome = await host.start(CHANNEL, ANN)
        reader.read(started.lobby.text)
        reader.outcome(started.move)
        await play(host, reader, players)
        reader.read((await host.score(CHANNEL)).text_in(JA),
                    (await host.log_file(CHANNEL, lang=JA)).text)
        for delivery in await host.deliveries(CHANNEL):
            reader.read(delivery.alt_text, *(text for _, text in delivery.direct_messages))
        assert len(reader.texts) > 100
        everything = "\n".join(reader.texts)
        assert "最終得点" in everything or "ソロ" in everything
        english = [t for t in reader.texts if english_in(t)]
        assert english == [], english[:5]
        english = [s for s in english_sentences(JA) if s in everything]
        assert english == [], english[:5]
    finally:
        await db.close()
