"""The pages' side of the live feed: each open page's event stream hears its game's
changes (a hint to fetch the table again; the store stays the truth)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

from bot.host.live import Change, LiveFeed

QUEUE_SIZE = 16   # hints a slow page may fall behind by; then only the newest matters


class LiveHub:
    def __init__(self, feed: LiveFeed) -> None:
        self.feed = feed
        # Each open page's queue of what it is told: a version (12), a version with a note
        # beside the position ("12+": read it again though the version is the same), or
        # -1 when the stream ends.
        self.watchers: dict[int, set[asyncio.Queue[int | str]]] = {}
        self._stop: Callable[[], None] | None = None

    def start(self) -> None:
        if self._stop is None:
            self._stop = self.feed.follow(self._heard)

    async def stop(self) -> None:
        if self._stop is not None:
            self._stop()
            self._stop = None
        for queues in self.watchers.values():
            for queue in queues:
                with contextlib.suppress(asyncio.QueueFull):
                    queue.put_nowait(-1)   # the stream ends

    def _heard(self, change: Change) -> None:
        for queue in self.watchers.get(change.game_id, ()):
            if queue.full():
                with contextlib.suppress(asyncio.QueueEmpty):
                    queue.get_nowait()
            queue.put_nowait(f"{change.version}+" if change.note else change.version)

    def watch(self, game_id: int) -> asyncio.Queue[int | str]:
        queue: asyncio.Queue[int | str] = asyncio.Queue(QUEUE_SIZE)
        self.watchers.setdefault(game_id, set()).add(queue)
        return queue

    def unwatch(self, game_id: int, queue: asyncio.Queue[int | str]) -> None:
        queues = self.watchers.get(game_id)
        if queues is not None:
            queues.discard(queue)
            if not queues:
                del self.watchers[game_id]

    def watching(self) -> int:
        return sum(len(q) for q in self.watchers.values())
