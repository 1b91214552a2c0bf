"""``/help``: short, phone-first, about this channel, with buttons that act (issue 19)."""

from __future__ import annotations

from bot.host import GameHost
from tests.cogs.conftest import ANN, BOB, CY
from tests.cogs.harness import CHANNEL_ID, Harness

BUTTONS = ["ch:help:mine", "ch:help:dmson", "ch:help:dmsoff", "ch:help:rules"]


async def test_help_is_short_private_and_covers_the_essentials(harness: Harness) -> None:
    record = await harness.slash(ANN, "help")
    [reply] = record.messages
    assert reply.ephemeral and reply.custom_ids() == BUTTONS
    text = reply.content
    assert len(text) < 1000 and text.count("\n") <= 8
    for needed in ("/game new", "/game join", "/game start", "Tap a button", "/play",
                   "/game hand", "Mentioned", "/game notify", "/mod"):
        assert needed in text, needed
    assert "You are one" not in text
    harness.moderators.add(CY)
    assert "You are one" in (await harness.slash(CY, "help")).text()


async def test_help_buttons_join_show_choices_and_set_dms(harness: Harness,
                                                         host: GameHost) -> None:
    await harness.slash(ANN, "game new", game="tunnels")
    offered = (await harness.slash(BOB, "help")).messages[0]
    assert "lobby is open" in offered.content and offered.custom_ids()[0] == "ch:help:join"
    joined = await harness.press(BOB, offered, "ch:help:join")
    assert not joined.messages[0].ephemeral and "Player 102" in joined.text()
    assert [s.user_id for s in (await host.lobby(CHANNEL_ID)).seats] == [ANN, BOB]
    await harness.slash(ANN, "game start")

    first = (await host.status(CHANNEL_ID)).to_act[0].user_id
    assert first is not None
    mine = (await harness.slash(first, "help")).messages[0]
    assert "it is your turn" in mine.content and "ch:help:join" not in mine.custom_ids()
    choices = await harness.press(first, mine, "ch:help:mine")
    assert all(m.ephemeral for m in choices.messages)
    assert any(c.startswith("ch:s:") for m in choices.messages for c in m.custom_ids())

    on = await harness.press(first, mine, "ch:help:dmson")
    assert on.messages[0].ephemeral and "direct message" in on.text()
    rules = await harness.press(first, mine, "ch:help:rules")
    assert rules.messages[0].ephemeral and "Games:" in rules.text()
