"""Shared steps for cog tests: open a game, find the current turn message."""

from __future__ import annotations

from bot.host import GameHost
from tests.cogs.fake_discord import InteractionRecord, Message
from tests.cogs.harness import CHANNEL_ID, Harness


async def start_game(harness: Harness, key: str, creator: int, *others: int) -> None:
    record = await harness.slash(creator, "game new", game=key)
    assert not record.messages[0].ephemeral, record.text()
    for user in others:
        await harness.slash(user, "game join")
    started = await harness.slash(creator, "game start")
    assert "seat order" in started.text()


def turn_message(harness: Harness, channel_id: int = CHANNEL_ID) -> Message:
    """The latest channel message that carries controls."""
    for message in reversed(harness.fake.channel_messages(channel_id)):
        if message.components:
            return message
    raise AssertionError("no message with controls in the channel")


async def version(host: GameHost, channel_id: int = CHANNEL_ID) -> int:
    return (await host.status(channel_id)).version


def seat_of(custom_id: str) -> int:
    return int(custom_id.split(":")[4])


async def choose_first(harness: Harness, user_id: int, message: Message) -> InteractionRecord:
    """Pick the first choice on ``message``: its first button, or its menu's first option."""
    first = message.components[0]["components"][0]
    if first["type"] == 3:  # a select menu
        return await harness.press(user_id, message, first["custom_id"],
                                   values=[first["options"][0]["value"]])
    return await harness.press(user_id, message, first["custom_id"])
