"""Issue 41: a reader's language decides every part of what they read, whatever the
channel's language and the other readers' languages.

Whole games through discord.py in a French channel whose members read Japanese, English
and French. Every catalogue rendering is marked with the language it was said in
(tests/i18n/language_tags.py); each message the fake Discord received or edited is read
by someone: the channel (public posts and edits), the member an ephemeral reply is for,
or the member a direct message goes to. No message carries a part in a language other
than its reader's (a Japanese « 次：Choisissez une action » would show Japanese and French
marks in one message).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bot.host import GameHost
from tests.cogs.channel_traffic import USERS, Driver
from tests.cogs.fake_discord import FakeDiscord, InteractionRecord, Message
from tests.cogs.harness import Harness
from tests.i18n.language_tags import languages_in, tagged, unmarked
from tests.sizes import env_int

CHANNEL = "fr"
READERS = ("ja", "en", "fr", "ja")
# Cavern Tavern at 3 players here (still a reader of each language), 4 in CI (tests/sizes.py).
GAMES = [("cave-vs-cave", 2), ("caverna", 3),
         ("cavern-tavern", env_int("CHANNEL_TAVERN_PLAYERS", 3))]


def _said(payload: dict[str, Any]) -> str:
    return json.dumps(payload, ensure_ascii=False)


@pytest.mark.parametrize(("key", "players"), GAMES)
async def test_every_reader_reads_one_language_in_a_mixed_channel(
        harness: Harness, host: GameHost, key: str, players: int,
        monkeypatch: pytest.MonkeyPatch) -> None:
    harness.guild_locale = CHANNEL
    harness.locales = {user: READERS[i % len(READERS)] for i, user in enumerate(USERS)}
    fake = harness.fake
    dm_users = {}
    read: list[tuple[str, str]] = []   # (reader, what they read)

    def reader(message: Message) -> str:
        if message.ephemeral and message.interaction_id is not None:
            record = next(r for r in fake.interactions.values() if r.id ==
                          message.interaction_id)
            return f"member {record.user_id}"
        channel = int(message.data.get("channel_id") or 0)
        dm_users.update({c: u for u, c in fake.dm_channels.items()})
        if channel in dm_users:
            return f"member {dm_users[channel]}"
        return "channel"

    original_message, original_edit = FakeDiscord._message, FakeDiscord._edit

    def message(self: FakeDiscord, channel_id: int | None, payload: dict[str, Any],
                files: list[Any], *, interaction: InteractionRecord | None = None) -> Message:
        made = original_message(self, channel_id, payload, files, interaction=interaction)
        read.append((reader(made), _said(made.data)))
        return made

    def edit(self: FakeDiscord, target: Message, payload: dict[str, Any],
             files: list[Any]) -> dict[str, Any]:
        data = original_edit(self, target, payload, files)
        read.append((reader(target), _said(data)))
        return data

    monkeypatch.setattr(FakeDiscord, "_message", message)
    monkeypatch.setattr(FakeDiscord, "_edit", edit)
    with tagged():
        traffic = await Driver(harness, host, random.Random(11)).play(key, players)
    assert traffic.moves > 20

    def language(who: str) -> set[str]:
        if who == "channel":
            return {CHANNEL}
        return {harness.locales[int(who.split()[1])]}

    mixed = [(who, unmarked(text)[:300], sorted(languages_in(text)))
             for who, text in read if not languages_in(text) <= language(who)]
    assert mixed == [], mixed[:5]
    readers = {who for who, _ in read}
    assert "channel" in readers and len(readers) >= 2, readers   # members read too
