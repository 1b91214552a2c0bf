"""A computer's turn reads like a member's (issue 30, item 3): one pause when the turn
passes to it, its whole turn played at once, and one public message at the hand-over,
not one pause and one edit of the turn message per step."""

from __future__ import annotations

import random

import pytest

import cogs.delivery
from bot.host import GameHost
from tests.cogs.channel_traffic import Driver, Traffic
from tests.cogs.conftest import ANN
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.sizes import env_int

MEMBER_MOVES = env_int("COMPUTER_TURN_MOVES", 40)


async def _computer_moves(host: GameHost) -> int:
    async with host.db.read() as conn:
        cursor = await conn.execute("SELECT COUNT(*) FROM moves WHERE user_id IS NULL")
        row = await cursor.fetchone()
    return int(row[0]) if row else 0


def _requests(harness: Harness, method: str, *, content: bool = False) -> int:
    path = f"/channels/{CHANNEL_ID}/messages"
    return sum(1 for r in harness.fake.requests
               if r.method == method and r.path.startswith(path)
               and (not content or "content" in (r.payload or {})))


async def test_a_computer_turn_of_several_steps_pauses_once_and_posts_once(
        harness: Harness, host: GameHost, monkeypatch: pytest.MonkeyPatch) -> None:
    pauses: list[float] = []

    async def counted(seconds: float) -> None:
        pauses.append(seconds)

    monkeypatch.setattr(cogs.delivery, "pause_before_turn", counted)
    await harness.slash(ANN, "game new", game="cavern-tavern", players=2, computers=1,
                        level="easy")
    await harness.slash(ANN, "game start")
    driver = Driver(harness, host, random.Random(3))
    traffic = Traffic("cavern-tavern", 2)
    long_turns = 0
    total_moves = total_pauses = 0
    for _ in range(MEMBER_MOVES):
        if (await host.status(CHANNEL_ID)).status != "active":
            break
        moved, paused = await _computer_moves(host), len(pauses)
        posts, edits = _requests(harness, "POST"), _requests(harness, "PATCH", content=True)
        await driver._move(ANN, traffic, {ANN})
        played, waits = await _computer_moves(host) - moved, len(pauses) - paused
        new_posts = _requests(harness, "POST") - posts
        new_edits = _requests(harness, "PATCH", content=True) - edits
        total_moves += played
        total_pauses += waits
        if not played:
            continue
        # Each pause begins one computer turn, and each turn ends in at most one post: the
        # member's own hand-over post plus one per computer turn, never one per step.
        assert waits >= 1 and new_posts <= 1 + waits, (played, waits, new_posts)
        # The turn message is never edited step by step while the computer plays.
        assert new_edits <= waits, (played, waits, new_edits)
        if played >= 2 and waits == 1:
            # One computer turn of several steps: the member's hand-over post, then exactly
            # one post of the computer's, and no edit of the turn message step by step.
            long_turns += 1
            assert new_posts == 2 and new_edits == 0, (played, new_posts, new_edits)
    assert long_turns >= 3, "no computer turn of several steps was seen"
    assert total_pauses < total_moves
