"""Fast players: one public message and one mention per hand-over, whatever piles up
(issue 25, item 7).

Four members play whole Cavern Tavern games with /play as fast as they can, all at
once, never waiting for the channel: moves are stored while the previous turn message
is still being delivered. Whatever a delivery finds waiting, it posts one turn message
per game, the current one (never the superseded ones, late, with their old mentions),
and mentions nobody twice. ``CAVERN_FAST_GAMES`` raises the number of games and
``CAVERN_FAST_PRESSES`` the presses per game (past about 1,700 a game plays to its end).
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest
from discord.webhook.async_ import async_context

from bot.host import GameHost
from bot.outcomes import Delivery, HostError
from tests.cogs.fake_discord import RecordingAdapter
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game
from tests.sizes import env_int

GAMES = env_int("CAVERN_FAST_GAMES", 1)
USERS = (101, 102, 103, 104)
# Whole games when raised; by default the first rounds and their ends (a fast suite):
# presses go on until this many turn messages were posted (however slow the machine, so
# that enough hand-overs pile up), or the cap.
MAX_PRESSES = env_int("CAVERN_FAST_PRESSES", 1500)
ENOUGH_POSTS = 12
POST_SECONDS = 0.25
RETRY_SECONDS = 1.0


class Batches:
    """What each delivery (one call of ``host.deliveries``) made the channel show."""

    def __init__(self) -> None:
        self.posts: list[list[list[int]]] = []   # per delivery: the mentions of each post

    def begin(self) -> None:
        self.posts.append([])

    def posted(self, mentions: list[int]) -> None:
        if self.posts:
            self.posts[-1].append(mentions)


def _watch(harness: Harness, host: GameHost, monkeypatch: pytest.MonkeyPatch) -> Batches:
    batches = Batches()
    deliveries = host.deliveries
    create = harness.fake._create

    async def counted(channel_id: int | None = None) -> list[Delivery]:
        batches.begin()
        return await deliveries(channel_id)

    def created(channel_id: int, payload: dict[str, Any], files: Any) -> Any:
        if channel_id == CHANNEL_ID:
            users = (payload.get("allowed_mentions") or {}).get("users") or []
            batches.posted([int(u) for u in users])
        return create(channel_id, payload, files)

    monkeypatch.setattr(host, "deliveries", counted)
    monkeypatch.setattr(harness.fake, "_create", created)
    # Discord takes its time to answer a post (pictures): moves pile up meanwhile.
    request = harness.bot.http.request

    async def slow(route: Any, **kwargs: Any) -> Any:
        if route.method == "POST" and "/messages" in route.path:
            await asyncio.sleep(POST_SECONDS)
        return await request(route, **kwargs)

    monkeypatch.setattr(harness.bot.http, "request", slow)
    return batches


def _press(harness: Harness, user: int, option_id: str) -> None:
    """/play as ``user``, dispatched like Discord would and not waited for."""
    payload = harness._base(2, user, CHANNEL_ID)
    payload["data"] = harness._command_options("play", {"option": option_id}, None)
    async_context.set(RecordingAdapter(harness.fake))
    harness.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]


async def _player(harness: Harness, host: GameHost, user: int, rng: random.Random,
                  presses: list[int], batches: Batches) -> None:
    """Press as soon as a decision is shown, without waiting for the answer or the post
    (the press runs as its own task); the same decision again only after a while (a
    press that was refused)."""
    loop = asyncio.get_running_loop()
    pressed: tuple[int, str] | None = None
    pressed_at = 0.0
    while presses[0] < MAX_PRESSES and sum(map(len, batches.posts)) < ENOUGH_POSTS:
        try:
            mine = await host.options(CHANNEL_ID, user)
        except HostError:
            return                      # the game is over
        shown = mine.decisions[0] if mine.decisions else None
        key = None if shown is None else (shown.stamp, shown.prompt)
        if shown is None or (key == pressed and loop.time() - pressed_at < RETRY_SECONDS):
            await asyncio.sleep(0.002)
            continue
        pressed, pressed_at = key, loop.time()
        presses[0] += 1
        _press(harness, user, rng.choice(shown.options).id)


@pytest.mark.parametrize("seed", range(GAMES))
async def test_fast_players_get_one_message_and_one_mention_per_hand_over(
        harness: Harness, host: GameHost, monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    await start_game(harness, "cavern-tavern", *USERS)
    batches = _watch(harness, host, monkeypatch)
    rng = random.Random(seed)
    presses = [0]
    before = asyncio.all_tasks()
    await asyncio.gather(*(_player(harness, host, user, random.Random(rng.random()), presses,
                                   batches) for user in USERS))
    await harness.settle(before)
    posts = [p for batch in batches.posts for p in batch]
    assert len(posts) > 10
    # The first moves of each round pile up behind a delivery: they did here.
    assert len(batches.posts) > len(posts)
    for batch in batches.posts:
        assert len(batch) <= 1, batch              # one public message per delivery
        for mentions in batch:
            assert len(mentions) == len(set(mentions))
