"""Which bot processes serve this database, and which shards each (issue 42 item 7).

Two processes that serve the same shards both receive every interaction of those servers:
each is answered twice, the slower process logs thousands of errors and ``/game new``
fails there on the store's one-game-per-channel index. At start-up, before it connects to
Discord, a process announces itself in the store (host, process id, shards) and keeps a
heartbeat; a process that finds its shards already served by a live process refuses to
start, with one sentence saying how to shard. A process killed outright stops beating and
no longer counts after :data:`STALE_SECONDS` (at once on the same machine, where its
process id can be asked).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import socket
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.store import Database
from bot.store.database import fetch_all, is_postgres

log = logging.getLogger(__name__)

HEARTBEAT_SECONDS = 15.0
STALE_SECONDS = 60.0          # four heartbeats missed: that process is gone
_ANNOUNCE_LOCK = 7_042_009    # PostgreSQL advisory lock: one announcement at a time


class ShardConflict(Exception):
    """Another live process already serves some of these shards: one sentence says so."""


@dataclass(frozen=True)
class Peer:
    id: str
    hostname: str
    pid: int
    shard_count: int | None
    shard_ids: tuple[int, ...] | None
    heartbeat_at: float


def overlaps(count: int | None, ids: Sequence[int] | None, peer: Peer) -> bool:
    """Whether two processes' shards meet (all shards meet anything; two different shard
    counts split the servers differently, so they meet too)."""
    if ids is None or count is None or peer.shard_ids is None or peer.shard_count is None:
        return True
    if count != peer.shard_count:
        return True
    return bool(set(ids) & set(peer.shard_ids))


def _shards(count: int | None, ids: Sequence[int] | None) -> str:
    if ids is None or count is None:
        return "all shards"
    return f"shards {','.join(map(str, ids))} of {count}"


def conflict_sentence(peer: Peer, count: int | None, ids: Sequence[int] | None,
                      now: float) -> str:
    seen = max(0, round(now - peer.heartbeat_at))
    return (f"Another Cavern Host process (pid {peer.pid} on {peer.hostname}, seen {seen} s "
            f"ago) already serves {_shards(peer.shard_count, peer.shard_ids)} of this "
            f"database, and this one would serve {_shards(count, ids)}: stop it, or give "
            "each process its own shards with the same SHARD_COUNT (for two processes: "
            "SHARD_COUNT=2 and SHARD_IDS=0 in one, SHARD_COUNT=2 and SHARD_IDS=1 in the other).")


def _alive_here(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:   # someone else's process: alive
        return True
    return True


def _peer(row: Any) -> Peer:
    ids = json.loads(row["shard_ids"]) if row["shard_ids"] else None
    return Peer(str(row["id"]), str(row["hostname"]), int(row["pid"]),
                None if row["shard_count"] is None else int(row["shard_count"]),
                None if ids is None else tuple(int(i) for i in ids), float(row["heartbeat_at"]))


class Presence:
    """This process's row in the store, kept alive by a heartbeat until :meth:`leave`."""

    def __init__(self, db: Database, process_id: str, clock: Callable[[], float]) -> None:
        self.db, self.id, self.clock = db, process_id, clock
        self.task: asyncio.Task[None] | None = None

    def start_heartbeat(self) -> None:
        self.task = asyncio.create_task(self._beat(), name="cavern-heartbeat")

    async def _beat(self) -> None:
        while True:
            await asyncio.sleep(HEARTBEAT_SECONDS)
            try:
                async with self.db.transaction() as conn:
                    await conn.execute("UPDATE processes SET heartbeat_at = ? WHERE id = ?",
                                       (self.clock(), self.id))
            except Exception as error:   # a dropped connection: the next beat tries again
                log.warning("Could not record this process's heartbeat: %s", error)

    async def leave(self) -> None:
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task
            self.task = None
        with contextlib.suppress(Exception):
            async with self.db.transaction() as conn:
                await conn.execute("DELETE FROM processes WHERE id = ?", (self.id,))


async def announce(db: Database, shard_count: int | None, shard_ids: Sequence[int] | None,
                   *, clock: Callable[[], float] = time.time,
                   hostname: str | None = None, pid: int | None = None) -> Presence:
    """Record this process and its shards; :class:`ShardConflict` when a live process
    already serves any of them (nothing is recorded then)."""
    hostname = hostname or socket.gethostname()
    pid = os.getpid() if pid is None else pid
    now = clock()
    process_id = f"{hostname}:{pid}:{now:.6f}"
    async with db.transaction() as conn:
        if is_postgres(conn):
            await conn.execute(f"SELECT pg_advisory_xact_lock({_ANNOUNCE_LOCK})")
        peers = [_peer(r) for r in await fetch_all(conn, "SELECT * FROM processes")]
        for peer in peers:
            gone = now - peer.heartbeat_at > STALE_SECONDS or (
                peer.hostname == hostname and peer.pid != pid and not _alive_here(peer.pid))
            if gone or (peer.hostname == hostname and peer.pid == pid):
                await conn.execute("DELETE FROM processes WHERE id = ?", (peer.id,))
                continue
            if overlaps(shard_count, shard_ids, peer):
                raise ShardConflict(conflict_sentence(peer, shard_count, shard_ids, now))
        await conn.execute(
            "INSERT INTO processes (id, hostname, pid, shard_count, shard_ids, started_at,"
            " heartbeat_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (process_id, hostname, pid, shard_count,
             None if shard_ids is None else json.dumps(list(shard_ids)), now, now))
    return Presence(db, process_id, clock)
