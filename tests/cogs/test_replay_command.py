"""``/game replay`` through discord.py: private by default, public on request, the
server's finished games suggested, and a clear refusal for a game it cannot show."""

from __future__ import annotations

import io
import random

from PIL import Image

from bot.host import GameHost
from tests.cogs.conftest import ANN, BOB
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game


async def _finish(host: GameHost, seed: int = 5) -> None:
    rng = random.Random(seed)
    while (status := await host.status(CHANNEL_ID)).status == "active":
        who = status.to_act[0].user_id
        assert who is not None
        mine = await host.options(CHANNEL_ID, who)
        await host.act(CHANNEL_ID, who, rng.choice(mine.decisions[0].options).id, mine.version)


async def test_replay_is_private_unless_public_and_suggests_finished_games(
        harness: Harness, host: GameHost) -> None:
    await start_game(harness, "cave-vs-cave", ANN, BOB)
    await _finish(host)
    record = await harness.slash(BOB, "game replay")
    reply = record.messages[-1]    # the follow-up that replaces "thinking…"
    assert reply.ephemeral
    [(name, blob, _)] = reply.files
    assert name.endswith(".webp")
    animation = Image.open(io.BytesIO(blob))
    assert animation.format == "WEBP" and animation.n_frames == 9   # 8 rounds and the end
    assert "8 rounds" in reply.content

    suggested = await harness.autocomplete(ANN, "game replay", "game", game="")
    [choice] = suggested
    assert "Cave vs Cave" in choice["name"] and choice["value"].isdigit()

    public = await harness.slash(ANN, "game replay", game=choice["value"], public=True)
    shown = public.messages[-1]
    assert not shown.ephemeral and shown.files[0][1] == blob

    typo = await harness.slash(ANN, "game replay", game="yesterday's")
    assert typo.messages[0].ephemeral and "is not a game number" in typo.text()
    elsewhere = await harness.slash(ANN, "game replay", game="424242")
    assert "There is no game #424242 on this server" in elsewhere.text()
