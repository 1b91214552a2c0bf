"""A computer player is named in the reader's language wherever the game names it.

A seat the computer plays is stored as « Computer 1 (easy) »; French and Japanese channels
read it in English in every journal line, turn message and score (« Computer 1 (easy) :
prend la tuile Culture »), while the season's pages already said « Ordinateur 1
(facile) ». The class: in a French and in a Japanese channel, a whole game against the
computer and every text the channel and a member read of it (turn messages, the journal,
the status, the scores) never says the English name, and says the reader's."""

from __future__ import annotations

import random

import pytest

from bot.host import GameHost
from bot.i18n import tr
from tests.cogs.channel_traffic import Driver, Traffic
from tests.cogs.conftest import ANN, CY
from tests.cogs.harness import CHANNEL_ID, Harness


@pytest.mark.parametrize("lang", ["fr", "ja"])
async def test_a_computer_is_named_in_the_readers_language(harness: Harness, host: GameHost,
                                                          lang: str) -> None:
    harness.moderators.add(CY)
    await harness.slash(CY, "mod config", language=lang)
    harness.locales[ANN] = lang
    await harness.slash(ANN, "game new", game="cave-vs-cave", players=2, computers=1,
                        level="easy")
    await harness.slash(ANN, "game start")
    driver = Driver(harness, host, random.Random(3))
    traffic = Traffic("cave-vs-cave", 2)
    for _ in range(12):
        status = await host.status(CHANNEL_ID)
        if status.status != "active":
            break
        await driver._move(ANN, traffic, {ANN})
    said = [m.content for m in harness.fake.channel_messages(CHANNEL_ID)]
    for command in ("game log", "game status", "game score"):
        said.append((await harness.slash(ANN, command)).text())
    ours = tr(lang, "season-computer-seat", number=1, level=tr(lang, "level-easy"))
    text = "\n".join(said)
    assert "Computer 1" not in text, [t for t in said if "Computer 1" in t][:2]
    assert ours in text
